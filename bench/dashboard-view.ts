/**
 * A custom dashboard in Chromium with live data (issue 15): the built server (server/dist,
 * client/dist) with its demo simulator (7 machines) plus 13 machines of the CLI simulator, all
 * at the full rate (one step per second per machine, about ten values each); a dashboard of 50
 * live components (andon cards, gauges, line, bar and line-bar charts, parameter blocks, state
 * pies, timelines, progress bars, alarm tables) bound to those 20 machines, opened at
 * /customDashboard/view. Measures the page's main thread as bench/kanban-main-thread.ts does
 * (Chromium's task time over DURATION after a warm-up, long tasks over 50 ms); budget: under 20 %
 * busy and no long task.
 * Then a dashboard of 200 such components is opened in the designer and saved with its toolbar
 * button: the size of that save request (content and the JPEG cover the designer captures) is
 * reported against its 1 MB budget.
 * Run after `npm run build`: node bench/register.js bench/dashboard-view.ts [--quick]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, machine, median, sleep, stopChild } from './lib';
import { type MainThreadSample, launchChromium, measureMainThread, measuredContext, medianSample, signInPage, startScript, waitForHttp } from './main-thread';
import { workingHoursZone } from '../e2e/fixtures/ownServer';
import { COMPONENT_CATALOGUE } from '../server/src/contract/dashboard-components';
import { type ComponentType, DEFAULT_CANVAS_STYLE } from '../server/src/contract/dashboards';

const QUICK = process.argv.includes('--quick');
const WARMUP_MS = QUICK ? 1000 : 10_000;
const DURATION_MS = QUICK ? 3000 : 60_000;
const ROUNDS = QUICK ? 1 : 3;
const DEVICES = 20;
const VIEW_COMPONENTS = 50;
const SAVE_COMPONENTS = 200;

type Json = Record<string, unknown>;

/** The live component types in turn, each with the values it shows. */
const LIVE: [ComponentType, Json][] = [
  ['AndonCard', {}],
  ['DashBoard', { param: 'XAxisSpeed', min: 0, max: 20000 }],
  ['LineChart', { param: 'XAxisTorque' }],
  ['ParamBlock', { param: 'WHstatus_ProgramName' }],
  ['BarChart', { param: 'YAxisCurrent' }],
  ['TimelineBar', {}],
  ['StatePieChart', {}],
  ['LineBarChart', { param: 'ZAxisSpeed' }],
  ['ProgressBar', {}],
  ['AlarmTable', {}],
];

/** `count` live components on a 1920x1080 canvas, in a grid, bound to the devices in turn. */
function dashboardContent(count: number, uuids: string[]): string {
  const columns = count <= 50 ? 10 : 20;
  const rows = Math.ceil(count / columns);
  const width = Math.floor(1920 / columns);
  const height = Math.floor(1080 / rows);
  const componentData = Array.from({ length: count }, (_, i) => {
    const [type, values] = LIVE[i % LIVE.length];
    const template = COMPONENT_CATALOGUE[type];
    return {
      id: `bench-${i}`,
      component: type,
      label: `${type} ${i + 1}`,
      propValue: { ...(template.propValue as Json), ...values, uuid: uuids[i % uuids.length] },
      style: { ...template.style, left: (i % columns) * width, top: Math.floor(i / columns) * height, width: width - 4, height: height - 4 },
      animations: [],
      events: {},
      isLock: false,
    };
  });
  return JSON.stringify({ canvasStyle: { ...DEFAULT_CANVAS_STYLE, width: 1920, height: 1080 }, componentData });
}

async function graphql(base: string, token: string, query: string, variables: Json): Promise<Json> {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: Json; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function main() {
  const timeZone = workingHoursZone();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-dashboard-'));
  const [port, mqttPort] = [await freePort(), await freePort()];
  const server = startScript(['server/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), DATA_DIR: dataDir, SIMULATOR: 'true', LOG_LEVEL: 'warn', TIME_ZONE: timeZone });
  const base = `http://127.0.0.1:${port}`;
  let sim: ChildProcess | null = null;
  const browser = await launchChromium();
  try {
    await waitForHttp(`${base}/healthz`);
    // 13 more machines in the demo maker's tenant: 7 demo devices + 13 = 20.
    sim = startScript(['server/dist/simulator/cli.js', '--register', '--devices', String(DEVICES - 7), '--rate', '1', '--url', `mqtt://127.0.0.1:${mqttPort}`], { DATA_DIR: dataDir, TIME_ZONE: timeZone });
    const login = (await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }', variables: { a: 'tenantadmin', p: 'Demo2026' } }) })).json()) as { data: { login: { token: string } } };
    const token = login.data.login.token;
    let uuids: string[] = [];
    for (const end = Date.now() + 60_000; uuids.length < DEVICES && Date.now() < end; await sleep(500)) {
      const page = (await graphql(base, token, 'query { devices(pageSize: 50) { items { uuid } } }', {})).devices as { items: { uuid: string }[] };
      uuids = page.items.map((d) => d.uuid);
    }
    if (uuids.length < DEVICES) throw new Error(`only ${uuids.length} devices registered`);
    uuids = uuids.slice(0, DEVICES);
    const create = async (name: string, count: number) => {
      const data = await graphql(base, token, 'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }', { input: { name, content: dashboardContent(count, uuids) } });
      return (data.createDashboard as { id: string }).id;
    };
    const viewId = await create('Bench 50 live', VIEW_COMPONENTS);
    const saveId = await create('Bench 200', SAVE_COMPONENTS);

    const context = await measuredContext(browser, base);
    const page = await context.newPage();
    await signInPage(page, 'tenantadmin');

    const samples: MainThreadSample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await page.goto(`/customDashboard/view?id=${viewId}`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="dashboard-canvas-view"] [data-component-id]').length === n, VIEW_COMPONENTS, { timeout: 30_000 });
      // Live: every andon card has left Offline (the simulators publish a status within seconds).
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="dashboard-andon"]')].every((c) => c.getAttribute('data-status') !== 'Offline'), undefined, { timeout: 60_000 });
      await sleep(WARMUP_MS);
      samples.push(await measureMainThread(page, DURATION_MS));
      console.log(`round ${round} view (${VIEW_COMPONENTS} live components, ${DEVICES} machines): ${JSON.stringify(samples.at(-1))}`);
    }

    // The save of the 200-component dashboard, as the designer sends it (content and cover).
    await page.goto(`/customDashboard/edit?id=${saveId}`);
    await page.getByTestId('dd-toolbar-save').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="dd-item"]').length >= n, SAVE_COMPONENTS, { timeout: 30_000 });
    const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/graphql') && (r.postData() ?? '').includes('saveDashboard'), { timeout: 60_000 });
    await page.getByTestId('dd-toolbar-save').click();
    const body = (await saved).postData() ?? '';
    const input = (JSON.parse(body) as { variables: { input: { content: string; coverIcon?: string | null } } }).variables.input;
    await page.getByTestId('toast').filter({ hasText: 'Saved successfully' }).waitFor({ timeout: 60_000 });
    const save = { requestBytes: Buffer.byteLength(body), contentBytes: Buffer.byteLength(input.content), coverBytes: Buffer.byteLength(input.coverIcon ?? ''), components: SAVE_COMPONENTS, budgetBytes: 1024 * 1024 };
    console.log(`save of ${SAVE_COMPONENTS} components: ${JSON.stringify(save)}`);

    const summary = medianSample(samples, median);
    const result = {
      machine: machine(),
      chromium: browser.version(),
      timeZone,
      loadAverage: os.loadavg(),
      at: new Date().toISOString(),
      durationMs: DURATION_MS,
      view: { components: VIEW_COMPONENTS, devices: DEVICES, median: summary, rounds: samples },
      save,
    };
    console.log(`medians of ${ROUNDS}: view ${JSON.stringify(summary)}; load average ${result.loadAverage.map((x) => x.toFixed(2)).join(' ')}`);
    fs.writeFileSync(path.join(__dirname, QUICK ? 'dashboard-view-results.quick.json' : 'dashboard-view-results.json'), JSON.stringify(result, null, 2) + '\n');
  } finally {
    await browser.close();
    if (sim) await stopChild(sim);
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
