/**
 * What the browser benchmarks of live pages share (bench/kanban-main-thread.ts,
 * bench/dashboard-view.ts): the built server and simulator as child processes, headless Debian
 * Chromium with long tasks recorded, a sign-in, and the main thread's busy time from Chromium's
 * own task accounting.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { sleep } from './lib';

const ROOT = path.resolve(__dirname, '..');

/** Busy shares of the main thread over a measured span, and its long tasks (over 50 ms). */
export type MainThreadSample = { busyPercent: number; scriptPercent: number; layoutAndStylePercent: number; longTasks: number; longTaskMs: number };

/** A node script of the repository as a child process; its stderr goes to ours. */
export function startScript(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  return child;
}

/** Resolves once `url` answers 2xx. */
export async function waitForHttp(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A 1920x1080 English context whose pages record their long tasks in `window.__longTasks`. */
export async function measuredContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  await context.addInitScript(() => {
    const store = ((window as unknown as { __longTasks: number[] }).__longTasks = [] as number[]);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => store.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  return context;
}

/** Signs in through the login page and waits for the landing kanban. */
export async function signInPage(page: Page, account: string, password = 'Demo2026') {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(/\/deviceoverviewkanban/);
}

/** Busy time of the page's main thread over `ms`, from Chromium's task accounting. */
export async function measureMainThread(page: Page, ms: number): Promise<MainThreadSample> {
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

/** The median of each figure over the samples, to two decimals. */
export function medianSample(samples: MainThreadSample[], median: (xs: number[]) => number): MainThreadSample {
  return Object.fromEntries(Object.keys(samples[0]).map((k) => [k, Number(median(samples.map((s) => s[k as keyof MainThreadSample])).toFixed(2))])) as MainThreadSample;
}
