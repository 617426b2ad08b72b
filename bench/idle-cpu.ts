/**
 * What the product spends doing nothing: CPU (all threads, from /proc) over a window in which no
 * device publishes and nobody is signed in, once the start-up is behind it (V8's memory reducer
 * compacts the heap about 34 s after the start: the settle skips it). In each round these run at
 * once, each on its own copy of the data, and are read over the same window (at rest they hardly
 * take from one another):
 *   - product, shipped: the reminder and maintenance-plan jobs each look at the database every
 *     REMINDER_POLL_MS = 5 s (the default);
 *   - product, rare looks: REMINDER_POLL_MS = 600,000 (no look in the window), so the looks are said apart;
 *   - strong program (bench/idle-baseline-server.ts): listening sockets and the same two looks every
 *     5 s, each a statement prepared once, on the product's SQLite file;
 *   - limit: a bare Node process with one timer that never fires.
 * What an idle server spends is in every figure taken under load too (the ingest benchmark's CPU
 * per message at 500 messages a second carries it). Means of the rounds. No target: a report.
 * Run: node bench/register.js bench/idle-cpu.ts [--quick]   (bench/idle-cpu-results.json)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, freePort, machine, prepareDatabase, SERVER_SCRIPT, sleep, startChild, startProduct, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const SETTLE_SECONDS = QUICK ? 0 : 60;
const WINDOW_SECONDS = QUICK ? 1 : 120;
const ROUNDS = QUICK ? 1 : 2;
const LIMIT_SCRIPT = "setInterval(() => undefined, 2 ** 31 - 1); process.stdout.write('READY {}\\n');";
const RESULTS = path.join(__dirname, QUICK ? 'idle-cpu-results.quick.json' : 'idle-cpu-results.json');

type Started = Awaited<ReturnType<typeof startChild>>;
/** `start` gets a fresh data folder (the demo seed and 50 devices) when the system reads one. */
const SYSTEMS: { name: string; start: (dataDir: string) => Promise<Started>; data: boolean }[] = [
  { name: 'product, shipped', start: (dataDir) => startProductAtRest(dataDir, '5000'), data: true },
  { name: 'product, rare looks', start: (dataDir) => startProductAtRest(dataDir, '600000'), data: true },
  { name: 'strong program', start: (dataDir) => startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'idle-baseline-server.ts')], { NODE_ENV: 'production', DATA_DIR: dataDir, LOOK_MS: '5000' }), data: true },
  { name: 'limit', start: () => startChild(['-e', LIMIT_SCRIPT], {}), data: false },
];

async function startProductAtRest(dataDir: string, pollMs: string): Promise<Started> {
  return startProduct([SERVER_SCRIPT], {
    DATA_DIR: dataDir,
    MQTT_PORT: String(await freePort()),
    SEED_DEMO: 'false',
    REMINDER_POLL_MS: pollMs,
  });
}

/** One round: every system started on its own data, settled, then read over the same window; in per cent of one core. */
async function round(): Promise<Record<string, number>> {
  const dataDirs: string[] = [];
  const started: Started[] = [];
  try {
    for (const system of SYSTEMS) {
      const dataDir = system.data ? (await prepareDatabase(50)).dataDir : '';
      if (dataDir) dataDirs.push(dataDir);
      started.push(await system.start(dataDir));
    }
    await sleep(SETTLE_SECONDS * 1000);
    const before = started.map((s) => cpuSeconds(s.child.pid!));
    await sleep(WINDOW_SECONDS * 1000);
    return Object.fromEntries(SYSTEMS.map((system, i) => [system.name, ((cpuSeconds(started[i].child.pid!) - before[i]) / WINDOW_SECONDS) * 100]));
  } finally {
    for (const s of started) await stopChild(s.child);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Idle CPU on ${machine()}: settle ${SETTLE_SECONDS} s, window ${WINDOW_SECONDS} s, ${ROUNDS} round(s)`);
  const loadBefore = os.loadavg();
  const runs: Record<string, number[]> = Object.fromEntries(SYSTEMS.map((s) => [s.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    const percents = await round();
    for (const [name, percent] of Object.entries(percents)) {
      runs[name].push(percent);
      console.log(`  round ${r + 1}, ${name}: ${percent.toFixed(3)} % of one core`);
    }
  }
  // Means: two rounds have no middle one.
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const at = (name: string) => mean(runs[name]);
  const looks = at('product, shipped') - at('product, rare looks');
  const summary = {
    productPercentOfOneCore: Number(at('product, shipped').toFixed(3)),
    productRareLooksPercentOfOneCore: Number(at('product, rare looks').toFixed(3)),
    strongProgramPercentOfOneCore: Number(at('strong program').toFixed(3)),
    limitPercentOfOneCore: Number(at('limit').toFixed(3)),
    /** The product's looks, and what they add to each message at the ingest benchmark's nominal 500 a second. */
    looksPercentOfOneCore: Number(looks.toFixed(3)),
    looksMicrosPerMessageAt500: Number((((looks / 100) * 1e6) / 500).toFixed(2)),
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
