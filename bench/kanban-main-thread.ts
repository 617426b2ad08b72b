/**
 * Main-thread time of the kanbans in Chromium with live data: the built server (server/dist,
 * client/dist) with its demo simulator at one step per second per device (about ten values
 * each, the full rate), plus two machines of the CLI simulator so that the tenant admin's
 * overview has 9 live cards on one page. Headless Debian Chromium at 1920x1080; busy time
 * is Chromium's own task time of the page's main thread (CDP Performance.getMetrics
 * TaskDuration; script, layout and style separately), over DURATION after a warm-up, and
 * long tasks (over 50 ms) from the Performance API. Three rounds per route, medians.
 * Run after `npm run build`: node bench/register.js bench/kanban-main-thread.ts [--quick]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, machine, median, sleep, stopChild } from './lib';
import { workingHoursZone } from '../e2e/fixtures/ownServer';

const QUICK = process.argv.includes('--quick');
const WARMUP_MS = QUICK ? 1000 : 10_000;
const DURATION_MS = QUICK ? 3000 : 60_000;
const ROUNDS = QUICK ? 1 : 3;
const ROOT = path.resolve(__dirname, '..');

type Sample = { busyPercent: number; scriptPercent: number; layoutAndStylePercent: number; longTasks: number; longTaskMs: number };

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  return child;
}

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** Busy time of the page's main thread over `ms`, from Chromium's task accounting. */
async function measure(page: Page, ms: number): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((m) => [m.name, m.value]));
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
  const a = await metrics();
  await sleep(ms);
  const b = await metrics();
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await cdp.detach();
  const wall = b.Timestamp - a.Timestamp;
  const pct = (key: string) => ((b[key] - a[key]) / wall) * 100;
  return {
    busyPercent: pct('TaskDuration'),
    scriptPercent: pct('ScriptDuration'),
    layoutAndStylePercent: pct('LayoutDuration') + pct('RecalcStyleDuration'),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((s, x) => s + x, 0),
  };
}

async function main() {
  const timeZone = workingHoursZone();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-kanban-'));
  const [port, mqttPort] = [await freePort(), await freePort()];
  const server = start(['server/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), DATA_DIR: dataDir, SIMULATOR: 'true', LOG_LEVEL: 'warn', TIME_ZONE: timeZone });
  const base = `http://127.0.0.1:${port}`;
  let sim: ChildProcess | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`${base}/healthz`);
    // Two more machines in the NoDocumented tenant: 7 demo devices + 2 = 9 cards on one page.
    sim = start(['server/dist/simulator/cli.js', '--register', '--devices', '2', '--rate', '1', '--url', `mqtt://127.0.0.1:${mqttPort}`], { DATA_DIR: dataDir, TIME_ZONE: timeZone });
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
    await context.addInitScript(() => {
      const store = ((window as unknown as { __longTasks: number[] }).__longTasks = [] as number[]);
      new PerformanceObserver((list) => list.getEntries().forEach((e) => store.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('tenantadmin');
    await page.getByLabel('Password').fill('Demo2026');
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(/\/deviceoverviewkanban/);

    const results: Record<string, Sample[]> = { overview: [], detail: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      await page.goto('/deviceoverviewkanban');
      const cards = page.getByTestId('device-card');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="device-card"]').length === 9, undefined, { timeout: 30_000 });
      // Live: every card has left Offline (the simulators publish a status within seconds).
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="device-card"]')].every((c) => c.getAttribute('data-status') !== 'Offline'), undefined, { timeout: 60_000 });
      await sleep(WARMUP_MS);
      results.overview.push(await measure(page, DURATION_MS));
      console.log(`round ${round} overview (${await cards.count()} live cards): ${JSON.stringify(results.overview.at(-1))}`);

      await page.locator('[data-testid="device-card"][data-uuid="dev-qilu-laser-01"]').click();
      await page.waitForURL(/\/devicedetailskanban\?/);
      await page.getByTestId('detail-title').waitFor();
      await sleep(WARMUP_MS);
      results.detail.push(await measure(page, DURATION_MS));
      console.log(`round ${round} detail (laser): ${JSON.stringify(results.detail.at(-1))}`);
    }
    const summary = (list: Sample[]) => Object.fromEntries(Object.keys(list[0]).map((k) => [k, Number(median(list.map((s) => s[k as keyof Sample])).toFixed(2))]));
    const result = {
      machine: machine(),
      chromium: browser.version(),
      timeZone,
      loadAverage: os.loadavg(),
      at: new Date().toISOString(),
      durationMs: DURATION_MS,
      overview: { median: summary(results.overview), rounds: results.overview },
      detail: { median: summary(results.detail), rounds: results.detail },
    };
    console.log(`medians of ${ROUNDS}: overview ${JSON.stringify(result.overview.median)}; detail ${JSON.stringify(result.detail.median)}; load average ${result.loadAverage.map((x) => x.toFixed(2)).join(' ')}`);
    fs.writeFileSync(path.join(__dirname, QUICK ? 'kanban-main-thread-results.quick.json' : 'kanban-main-thread-results.json'), JSON.stringify(result, null, 2) + '\n');
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
