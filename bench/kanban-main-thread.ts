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
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, machine, median, sleep, stopChild } from './lib';
import { type MainThreadSample, launchChromium, measureMainThread, measuredContext, medianSample, signInPage, startScript, waitForHttp } from './main-thread';
import { workingHoursZone } from '../e2e/fixtures/ownServer';

const QUICK = process.argv.includes('--quick');
const WARMUP_MS = QUICK ? 1000 : 10_000;
const DURATION_MS = QUICK ? 3000 : 60_000;
const ROUNDS = QUICK ? 1 : 3;

async function main() {
  const timeZone = workingHoursZone();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-kanban-'));
  const [port, mqttPort] = [await freePort(), await freePort()];
  const server = startScript(['server/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), DATA_DIR: dataDir, SIMULATOR: 'true', LOG_LEVEL: 'warn', TIME_ZONE: timeZone });
  const base = `http://127.0.0.1:${port}`;
  let sim: ChildProcess | null = null;
  const browser = await launchChromium();
  try {
    await waitForHttp(`${base}/healthz`);
    // Two more machines in the NoDocumented tenant: 7 demo devices + 2 = 9 cards on one page.
    sim = startScript(['server/dist/simulator/cli.js', '--register', '--devices', '2', '--rate', '1', '--url', `mqtt://127.0.0.1:${mqttPort}`], { DATA_DIR: dataDir, TIME_ZONE: timeZone });
    const context = await measuredContext(browser, base);
    const page = await context.newPage();
    await signInPage(page, 'tenantadmin');

    const results: Record<string, MainThreadSample[]> = { overview: [], detail: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      // The simulator registers its two machines straight in the database, which an open overview hears
      // nothing of (it lists once): loaded again until they are listed. Waiting on one load timed out
      // at 90 s in the test command, beside the browser suite, when the page had loaded first.
      const deadline = Date.now() + 90_000;
      for (;;) {
        await page.goto('/deviceoverviewkanban');
        const listed = await page.waitForFunction(() => document.querySelectorAll('[data-testid="device-card"]').length === 9, undefined, { timeout: 15_000 }).then(() => true, () => false);
        if (listed) break;
        if (Date.now() > deadline) throw new Error('the two simulated machines were not listed within 90 s');
      }
      const cards = page.getByTestId('device-card');
      // Live: every card has left Offline (the simulators publish a status within seconds).
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="device-card"]')].every((c) => c.getAttribute('data-status') !== 'Offline'), undefined, { timeout: 60_000 });
      await sleep(WARMUP_MS);
      results.overview.push(await measureMainThread(page, DURATION_MS));
      console.log(`round ${round} overview (${await cards.count()} live cards): ${JSON.stringify(results.overview.at(-1))}`);

      await page.locator('[data-testid="device-card"][data-uuid="dev-qilu-laser-01"]').click();
      await page.waitForURL(/\/devicedetailskanban\?/);
      await page.getByTestId('detail-title').waitFor();
      await sleep(WARMUP_MS);
      results.detail.push(await measureMainThread(page, DURATION_MS));
      console.log(`round ${round} detail (laser): ${JSON.stringify(results.detail.at(-1))}`);
    }
    const summary = (list: MainThreadSample[]) => medianSample(list, median);
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
