/**
 * Render time of the data table in Chromium: a 50-row page with every kind of column
 * (sort, tooltip, popover, custom cells, checkbox selection, every header search) rendered
 * after its data arrives, against the budget of one frame (16 ms). The page is the
 * dev-only benchmark page (client/data-table-bench.html, client/src/dev/dataTableBench.tsx),
 * built here with client/vite.bench.config.ts like the app (production React, the app's
 * Chakra system and messages) into a temporary folder and served statically; headless Debian
 * Chromium at 1920x1080.
 *
 * Per update, three measures:
 * - in the page: the React render and commit (flushSync) and the style and layout it causes
 *   (a forced layout right after), with performance.now();
 * - Chromium's own main-thread task time (CDP Performance.getMetrics TaskDuration, wall
 *   time) and CPU time (ThreadTime, less sensitive to a busy machine) from before the update
 *   until two frames were drawn after it: everything the update cost, paint and the
 *   follow-up render of the table's effects included. An empty update (the same round trip
 *   doing nothing) gives the measure's own cost, subtracted.
 * Scenarios: first page (the loading table gets its rows), next page (all 50 rows new),
 * current row (a row click). The baseline (`?mode=baseline`) is the same 50 x 12 cells as a
 * bare memoised React table without toolbar, searches or styles; the limit (`?mode=static`)
 * the same cells set as static HTML (no React, no app styles): what this browser on this
 * machine needs for the cells alone. Product, baseline and limit alternate over 3 passes. Medians and p95; the full run also measures the status cells as
 * Chakra Badges (`?badge=1`) and the product with the CPU slowed 4x (a slow laptop).
 * Run: node bench/register.js bench/data-table-render.ts [--quick]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { machine, median, percentile } from './lib';

const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 5 : 40;
const WARMUP = QUICK ? 2 : 10;
const PASSES = QUICK ? 1 : 3;
const ROOT = path.resolve(__dirname, '..');
const FRAME_BUDGET_MS = 16;

type Sync = { script: number; layout: number };
type Sample = { script: number; layout: number; total: number; busy: number; cpu: number };

function build(outDir: string) {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'client/vite.bench.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_OUT_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('building the benchmark page failed');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })));
}

/** Waits until two frames were drawn (the update's paint included) and the page is idle. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

/** The main thread's task time (wall) and CPU time so far, in seconds. */
async function mainThread(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: value('TaskDuration'), cpu: value('ThreadTime') };
}

/** One update: the in-page measure and the main thread's busy time until it was drawn. */
async function once(page: Page, cdp: CDPSession, update: string): Promise<Sample> {
  await settle(page);
  const before = await mainThread(cdp);
  const sync = (await page.evaluate(update)) as Sync;
  await settle(page);
  const after = await mainThread(cdp);
  return { ...sync, total: sync.script + sync.layout, busy: (after.task - before.task) * 1000, cpu: (after.cpu - before.cpu) * 1000 };
}

const r2 = (x: number) => Number(x.toFixed(2));
function summary(samples: Sample[], overhead: { busy: number; cpu: number }) {
  const pick = (k: keyof Sample) => samples.map((s) => s[k]);
  const net = samples.map((s) => Math.max(0, s.busy - overhead.busy));
  const cpu = samples.map((s) => Math.max(0, s.cpu - overhead.cpu));
  return {
    scriptMedian: r2(median(pick('script'))),
    layoutMedian: r2(median(pick('layout'))),
    syncMedian: r2(median(pick('total'))),
    syncP95: r2(percentile(pick('total'), 95)),
    busyMedian: r2(median(net)),
    busyP95: r2(percentile(net, 95)),
    busyMax: r2(Math.max(...net)),
    cpuMedian: r2(median(cpu)),
    cpuP95: r2(percentile(cpu, 95)),
    rounds: samples.length,
  };
}

type Samples = { noop: Sample[]; first: Sample[]; next: Sample[]; pick: Sample[] };
const emptySamples = (): Samples => ({ noop: [], first: [], next: [], pick: [] });

/** One pass of every scenario on an open page, added to `into`. */
async function scenarios(page: Page, cdp: CDPSession, into: Samples, offset: number) {
  for (let i = 0; i < WARMUP; i++) await once(page, cdp, `window.__tableBench.show(${i % 2})`);
  for (let i = 0; i < ROUNDS; i++) {
    // The measure's own cost: the same round trip with an update that changes nothing.
    into.noop.push(await once(page, cdp, '({ script: 0, layout: 0 })'));
    await once(page, cdp, 'window.__tableBench.show(null)');
    into.first.push(await once(page, cdp, `window.__tableBench.show(${offset + 2 * i})`));
    into.next.push(await once(page, cdp, `window.__tableBench.show(${offset + 2 * i + 1})`));
    into.pick.push(await once(page, cdp, `window.__tableBench.pick(${(i * 7) % 50})`));
  }
}

function summarize(label: string, s: Samples) {
  const overhead = { busy: median(s.noop.map((x) => x.busy)), cpu: median(s.noop.map((x) => x.cpu)) };
  const result = { overheadMs: { busy: r2(overhead.busy), cpu: r2(overhead.cpu) }, firstPage: summary(s.first, overhead), nextPage: summary(s.next, overhead), currentRow: summary(s.pick, overhead) };
  console.log(
    `${label}: measure overhead ${JSON.stringify(result.overheadMs)} ms; first page ${JSON.stringify(result.firstPage)}; next page ${JSON.stringify(result.nextPage)}; current row ${JSON.stringify(result.currentRow)}`,
  );
  return result;
}

async function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-table-'));
  build(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const loadBefore = os.loadavg();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
    const open = async (query: string) => {
      const page = await context.newPage();
      await page.goto(`${server.url}/data-table-bench.html?${query}`);
      await page.waitForFunction(() => (window as unknown as { __tableBench?: { ready: boolean } }).__tableBench?.ready === true);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
      return { page, cdp };
    };
    /** Runs a variant of the page for one pass, on a fresh page. */
    const pass = async (query: string, into: Samples, offset: number, cpuSlowdown = 1) => {
      const { page, cdp } = await open(query);
      if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await scenarios(page, cdp, into, offset);
      await page.close();
    };

    // The page is what the issue means: 50 rows, every column, a checkbox each.
    const check = await open('mode=product');
    await check.page.evaluate('window.__tableBench.show(0)');
    const rows = await check.page.locator('tbody tr[data-key]').count();
    const cells = await check.page.locator('tbody tr[data-key] td').count();
    const searches = await check.page.locator('thead input, thead select').count();
    await check.page.close();
    if (rows !== 50) throw new Error(`the benchmark page shows ${rows} rows, not 50`);

    // Product and baseline alternate, so a change in the machine's load touches both.
    const product = emptySamples();
    const baseline = emptySamples();
    const limit = emptySamples();
    for (let p = 0; p < PASSES; p++) {
      await pass('mode=product', product, 1000 * p);
      await pass('mode=baseline', baseline, 1000 * p);
      await pass('mode=static', limit, 1000 * p);
    }
    const badges = emptySamples();
    const slow = emptySamples();
    if (!QUICK) {
      await pass('mode=product&badge=1', badges, 0);
      await pass('mode=product', slow, 0, 4);
    }

    const productResult = summarize('product', product);
    const baselineResult = summarize('baseline (bare React table)', baseline);
    const limitResult = summarize('limit (the same cells as static HTML)', limit);
    const result = {
      machine: machine(),
      chromium: browser.version(),
      at: new Date().toISOString(),
      loadAverage: { before: loadBefore, after: os.loadavg() },
      page: { rows, cells, cellsPerRow: cells / rows, headerSearchControls: searches },
      frameBudgetMs: FRAME_BUDGET_MS,
      product: productResult,
      baseline: baselineResult,
      limit: limitResult,
      productWithChakraBadges: QUICK ? null : summarize('product, status as Chakra Badge', badges),
      productCpu4x: QUICK ? null : summarize('product, CPU 4x slower', slow),
      ratioNextPageBusy: r2(productResult.nextPage.busyMedian / Math.max(0.01, baselineResult.nextPage.busyMedian)),
      ratioNextPageCpu: {
        toBaseline: r2(productResult.nextPage.cpuMedian / Math.max(0.01, baselineResult.nextPage.cpuMedian)),
        toLimit: r2(productResult.nextPage.cpuMedian / Math.max(0.01, limitResult.nextPage.cpuMedian)),
      },
      withinBudget: productResult.nextPage.busyMedian <= FRAME_BUDGET_MS && productResult.firstPage.busyMedian <= FRAME_BUDGET_MS,
    };
    console.log(
      `next page median ${result.product.nextPage.busyMedian} ms (p95 ${result.product.nextPage.busyP95}) vs baseline ${result.baseline.nextPage.busyMedian} ms: ${result.ratioNextPageBusy} x; ` +
        `CPU ${result.product.nextPage.cpuMedian} ms, ${result.ratioNextPageCpu.toBaseline} x the baseline, ${result.ratioNextPageCpu.toLimit} x static HTML (${result.limit.nextPage.cpuMedian} ms); ` +
        `first page median ${result.product.firstPage.busyMedian} ms; medians within ${FRAME_BUDGET_MS} ms: ${result.withinBudget}; load average ${os
          .loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
    );
    fs.writeFileSync(path.join(__dirname, QUICK ? 'data-table-render-results.quick.json' : 'data-table-render-results.json'), JSON.stringify(result, null, 2) + '\n');
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
