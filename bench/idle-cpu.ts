/**
 * What the product spends doing nothing: its CPU (server process, all threads, from /proc) over a
 * window in which no device publishes and nobody is signed in, once the start-up is behind it
 * (V8's memory reducer compacts the heap about 34 s after the start: the settle skips it).
 * Two set-ups, taking turns, so the durable jobs' looks are said apart:
 *   - shipped: the reminder and maintenance-plan jobs each look at the database every
 *     REMINDER_POLL_MS = 5 s (the default);
 *   - rare looks: the same with REMINDER_POLL_MS = 600,000 (a look every 10 minutes: none in the window).
 * What an idle server spends is in every figure taken under load too (the ingest benchmark's CPU
 * per message at 500 messages a second carries it). Means of the rounds. No target: a report.
 * Run: node bench/register.js bench/idle-cpu.ts [--quick]   (bench/idle-cpu-results.json)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, freePort, machine, prepareDatabase, SERVER_SCRIPT, sleep, startProduct, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const SETTLE_SECONDS = QUICK ? 0 : 60;
const WINDOW_SECONDS = QUICK ? 1 : 120;
const ROUNDS = QUICK ? 1 : 2;
const SETUPS = [
  { name: 'shipped', pollMs: '5000' },
  { name: 'rare looks', pollMs: '600000' },
] as const;
const RESULTS = path.join(__dirname, QUICK ? 'idle-cpu-results.quick.json' : 'idle-cpu-results.json');

/** One idle window of a freshly started product: its CPU in per cent of one core. */
async function idleWindow(dataDir: string, pollMs: string): Promise<number> {
  const started = await startProduct([SERVER_SCRIPT], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    MQTT_PORT: String(await freePort()),
    SIMULATOR: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    REMINDER_POLL_MS: pollMs,
  });
  try {
    const pid = started.child.pid!;
    await sleep(SETTLE_SECONDS * 1000);
    const before = cpuSeconds(pid);
    await sleep(WINDOW_SECONDS * 1000);
    return ((cpuSeconds(pid) - before) / WINDOW_SECONDS) * 100;
  } finally {
    await stopChild(started.child);
  }
}

async function main() {
  console.log(`Idle CPU on ${machine()}: settle ${SETTLE_SECONDS} s, window ${WINDOW_SECONDS} s, ${ROUNDS} round(s)`);
  const loadBefore = os.loadavg();
  const { dataDir } = await prepareDatabase(50);
  const runs: Record<string, number[]> = Object.fromEntries(SETUPS.map((s) => [s.name, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so drift on a shared machine does not favour one.
      for (const setup of round % 2 ? [...SETUPS].reverse() : SETUPS) {
        const percent = await idleWindow(dataDir, setup.pollMs);
        runs[setup.name].push(percent);
        console.log(`  ${setup.name} (REMINDER_POLL_MS=${setup.pollMs}): ${percent.toFixed(3)} % of one core`);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Means: two rounds have no middle one.
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const shipped = mean(runs.shipped);
  const rare = mean(runs['rare looks']);
  const summary = {
    shippedPercentOfOneCore: Number(shipped.toFixed(3)),
    rareLooksPercentOfOneCore: Number(rare.toFixed(3)),
    /** The looks' share, and what it adds to each message at the ingest benchmark's nominal 500 a second. */
    looksPercentOfOneCore: Number((shipped - rare).toFixed(3)),
    looksMicrosPerMessageAt500: Number((((shipped - rare) / 100) * 1e6 / 500).toFixed(2)),
  };
  console.log(JSON.stringify(summary, null, 2));
  fs.writeFileSync(RESULTS, JSON.stringify({ machine: machine(), at: new Date().toISOString(), settleSeconds: SETTLE_SECONDS, windowSeconds: WINDOW_SECONDS, loadAverage: { before: loadBefore, after: os.loadavg() }, runs, summary }, null, 2) + '\n');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
