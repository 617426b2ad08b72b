/**
 * The designer's drag in Chromium (issue 15): one component dragged across a canvas of 200, and
 * an area selection of 50 moved together, against the same drag on a bare react-rnd page of 200
 * plain boxes (the floor this design can reach). The page is the dev-only
 * client/designer-bench.html (client/src/dev/designerBench.tsx), built here with
 * client/vite.designer-bench.config.ts like the app and served statically; headless Debian
 * Chromium at 1920x1080 with the frame-rate limit off (so a frame is drawn as soon as the work is
 * done and the measure is the work, not the wait for vsync).
 *
 * Per mouse move the page records the time from the event to the frame after it (a timeout
 * posted from the next animation frame: event handling, React's render, style, layout, paint);
 * medians and p95 over the scripted drag. Budgets: one component under 16.7 ms p95; area
 * selection and move of 50 under 33 ms p95.
 * Run: node bench/register.js bench/designer-drag.ts [--quick]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { machine, median, percentile } from './lib';

declare global {
  interface Window {
    __frames: number[];
    __ready: boolean;
  }
}

const QUICK = process.argv.includes('--quick');
const STEPS = QUICK ? 40 : 240;
const PASSES = QUICK ? 1 : 3;
const ROOT = path.resolve(__dirname, '..');

function build(outDir: string) {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'client/vite.designer-bench.config.ts', '--logLevel', 'warn'], {
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

const r2 = (x: number) => Number(x.toFixed(2));
const stats = (xs: number[]) => ({ frames: xs.length, median: r2(median(xs)), p95: r2(percentile(xs, 95)), max: r2(Math.max(...xs)) });

async function frames(page: Page, run: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => (window.__frames = []));
  await run();
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return page.evaluate(() => window.__frames);
}

/** Drags with the mouse from `from` by (dx, dy) canvas pixels in `steps` moves. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number, steps: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + (dx * i) / steps, from.y + (dy * i) / steps);
  await page.mouse.up();
}

async function canvasOrigin(page: Page) {
  const box = await page.getByTestId('dd-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

async function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'designer-bench-'));
  build(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run'],
  });
  const results: Record<string, number[]> = { designerOne: [], baselineOne: [], designerArea50: [] };
  try {
    for (let pass = 0; pass < PASSES; pass++) {
      for (const mode of ['designer', 'baseline'] as const) {
        const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
        await page.goto(`${server.url}/designer-bench.html?mode=${mode}`);
        await page.waitForFunction(() => window.__ready && document.querySelectorAll('[data-testid="dd-item"]').length === 200);
        const origin = await canvasOrigin(page);
        // One component (the 23rd: row 1, column 2) dragged 300 px right and 200 px down through its neighbours.
        const at = { x: origin.x + 20 + 2 * 90 + 40, y: origin.y + 20 + 90 + 20 };
        results[`${mode}One`]!.push(...(await frames(page, () => drag(page, at, 300, 200, STEPS))));
        if (mode === 'designer') {
          // Area selection of 50 (rows 0-4, columns 0-9), then the area box dragged 100 px.
          const area = await frames(page, async () => {
            await drag(page, { x: origin.x + 5, y: origin.y + 5 }, 10 * 90 + 10, 5 * 90 - 15, Math.round(STEPS / 2));
            await page.getByTestId('dd-area').waitFor();
            await drag(page, { x: origin.x + 60, y: origin.y + 40 }, 100, 60, Math.round(STEPS / 2));
          });
          results.designerArea50!.push(...area);
          const selected = await page.locator('[data-testid="dd-item"][data-selected="true"]').count();
          if (selected !== 50) throw new Error(`the area selected ${selected} components, not 50`);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const result = {
    when: new Date().toISOString(),
    quick: QUICK,
    machine: machine(),
    budgetsMs: { one: 16.7, area50: 33 },
    designerOneOf200: stats(results.designerOne!),
    baselineBareRndOneOf200: stats(results.baselineOne!),
    designerAreaSelectAndMove50: stats(results.designerArea50!),
  };
  console.log(JSON.stringify(result, null, 2));
  fs.writeFileSync(path.join(__dirname, QUICK ? 'designer-drag-results.quick.json' : 'designer-drag-results.json'), JSON.stringify(result, null, 2) + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
