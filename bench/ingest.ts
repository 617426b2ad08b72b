/**
 * Ingest end to end: devices publish over MQTT at a rate that doubles each round;
 * 20 subscribers receive every message; a round is sustained when nothing is
 * dropped and the publish-to-subscriber p99 stays under 100 ms. Also the server's
 * CPU at the nominal load (50 devices x 10 parameters at 1 Hz). Side by side in each
 * repetition, medians of 3:
 *   - product, batched: the real server (embedded broker, GraphQL over graphql-ws),
 *     each subscriber on `deviceParameterBatches` of all 50 devices (intervalMs 50);
 *   - product, per value: the same server, each subscriber on `deviceParameters` of
 *     each device (50 subscriptions, one message per value);
 *   - baseline: Mosquitto + a batching SQLite subscriber + raw WebSocket broadcast.
 * Publishers run in a child process (bench/publisher.ts); subscribers in this one.
 * Run: node bench/register.js bench/ingest.ts [--quick] [--only=batched|per-value|baseline]
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { startMosquitto } from '../server/test/services';
import { benchUuids, DEVICE_PASSWORD, cpuSeconds, freePort, machine, median, percentile, prepareDatabase, rawGraphqlWs, SERVER_SCRIPT, signIn, sleep, startChild, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const DEVICES = 50;
const PARAMS_PER_DEVICE = 10;
const SUBSCRIBERS = 20;
const ROUND_SECONDS = QUICK ? 2 : 3;
const NOMINAL_SECONDS = QUICK ? 5 : 10;
const WARMUP_SECONDS = QUICK ? 5 : 10;
const START_RATE = 1000;
const MAX_RATE = 64000;
const BATCH_INTERVAL_MS = 50;
/** `--only=batched` (or per-value, baseline) runs one system, for quick looks. */
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const MODES = (['batched', 'per-value'] as const).filter((m) => !ONLY || ONLY === m);

type Mode = 'batched' | 'per-value' | 'baseline';

/** Each subscriber counts values whose sequence number belongs to the current round, and their latency. */
class Counters {
  readonly received = new Array<number>(SUBSCRIBERS).fill(0);
  latencies: number[] = [];
  private from = Infinity;
  setRound(seq: number) {
    this.from = seq;
    this.received.fill(0);
    this.latencies = [];
  }
  hit(i: number, seq: number, publishedAt: number, now: number) {
    if (seq < this.from) return;
    this.received[i] += 1;
    this.latencies.push(now - publishedAt);
  }
}

/** The publishing devices, in their own process. */
async function startPublishers() {
  const child: ChildProcess = fork(path.join(__dirname, 'register.js'), [path.join(__dirname, 'publisher.ts')], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const replies: ((m: any) => void)[] = [];
  child.on('message', (m) => replies.shift()?.(m));
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const ask = (command: unknown) =>
    new Promise<any>((resolve, reject) => {
      replies.push((m) => (m.ok ? resolve(m) : reject(new Error(m.error))));
      child.send(command as never);
    });
  return {
    connect: (url: string, uuids: string[], password?: string) => ask({ kind: 'connect', url, uuids, password }),
    publish: (rate: number, seconds: number, firstSeq: number) => ask({ kind: 'publish', rate, seconds, firstSeq }) as Promise<{ sent: number; elapsed: number; acknowledged: number }>,
    async close() {
      await ask({ kind: 'close' }).catch(() => undefined);
      if (child.exitCode === null) child.kill();
    },
  };
}

type System = { name: Mode; pid: number; mqttUrl: string; password?: string; counters: Counters; stop(): Promise<void> };

async function startProduct(mode: 'batched' | 'per-value', uuids: string[], dataDir: string): Promise<System> {
  const mqttPort = await freePort();
  const started = await startChild([SERVER_SCRIPT], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), SIMULATOR: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WS_INIT_TIMEOUT_MS: '60000' });
  const url = `http://127.0.0.1:${started.info.port}`;
  const counters = new Counters();
  const clients: Awaited<ReturnType<typeof rawGraphqlWs>>[] = [];
  try {
    const token = await signIn(url);
    // One value per device first: `deviceParameters` starts with the latest values, so each subscription's first message shows it is live.
    const warm = await Promise.all(uuids.map((uuid) => mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: uuid, password: DEVICE_PASSWORD, clientId: uuid, reconnectPeriod: 0 })));
    await Promise.all(warm.map((c, i) => c.publishAsync(`device/${uuids[i]}/LaserPower`, JSON.stringify({ value: -1, timeStamp: Date.now() }), { qos: 1 })));
    // The publishers connect with the same client ids: these must be gone first.
    await Promise.all(warm.map((c) => c.endAsync()));
    const live: Promise<void>[] = [];
    for (let s = 0; s < SUBSCRIBERS; s++) {
      const waiting = new Set<string>();
      let allLive!: () => void;
      live.push(new Promise<void>((r) => (allLive = r)));
      const client = await rawGraphqlWs(url.replace('http', 'ws') + '/graphql', token, (id, payload) => {
        // The first message of each subscription is its snapshot: the subscription is live.
        if (waiting.delete(id) && waiting.size === 0) allLive();
        const now = Date.now();
        if (mode === 'batched') {
          for (const v of payload.data?.deviceParameterBatches?.values ?? []) if (typeof v.value === 'number') counters.hit(s, v.value, Date.parse(v.timeStamp), now);
        } else {
          const v = payload.data?.deviceParameters;
          if (v && typeof v.value === 'number') counters.hit(s, v.value, Date.parse(v.timeStamp), now);
        }
      });
      clients.push(client);
      if (mode === 'batched') {
        waiting.add('b');
        client.subscribe('b', 'subscription B($uuids: [String!]!, $ms: Int) { deviceParameterBatches(uuids: $uuids, intervalMs: $ms) { values { value timeStamp } } }', { uuids, ms: BATCH_INTERVAL_MS });
      } else {
        for (const uuid of uuids) {
          waiting.add(uuid);
          client.subscribe(uuid, 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { value timeStamp } }', { uuid });
        }
      }
    }
    await Promise.all(live);
  } catch (error) {
    await stopChild(started.child);
    throw error;
  }
  return {
    name: mode,
    pid: started.child.pid!,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    password: DEVICE_PASSWORD,
    counters,
    async stop() {
      clients.forEach((c) => c.close());
      await stopChild(started.child);
    },
  };
}

async function startBaseline(mosquittoUrl: string): Promise<System> {
  const dir = fs.mkdtempSync('/tmp/mmc-baseline-');
  const { child, info } = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'baseline-server.ts')], { BASELINE_DB: path.join(dir, 'baseline.sqlite'), MQTT_URL: mosquittoUrl });
  const counters = new Counters();
  const sockets: WebSocket[] = [];
  for (let s = 0; s < SUBSCRIBERS; s++) {
    const ws = new WebSocket(`ws://127.0.0.1:${info.port}`);
    ws.on('message', (data) => {
      const v = JSON.parse(String(data));
      if (typeof v.value === 'number') counters.hit(s, v.value, v.timeStamp, Date.now());
    });
    await new Promise((r) => ws.once('open', r));
    sockets.push(ws);
  }
  return {
    name: 'baseline',
    pid: child.pid!,
    mqttUrl: mosquittoUrl,
    counters,
    async stop() {
      sockets.forEach((w) => w.close());
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until every subscriber has `expected` values of the round, or the deadline passes. */
async function drained(counters: Counters, expected: number, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end && counters.received.some((r) => r < expected)) await sleep(20);
}

type Round = { rate: number; achieved: number; dropped: number; p99: number; ok: boolean };
type RunResult = { nominalCpuPercent: number; nominalP99: number; maxSustained: number; rounds: Round[] };

let seq = 0;
async function run(system: System, uuids: string[]): Promise<RunResult> {
  const publishers = await startPublishers();
  try {
    await publishers.connect(system.mqttUrl, uuids, system.password);
    // Warm-up (JIT compilation, caches) at the nominal rate, not measured.
    system.counters.setRound(seq);
    seq += (await publishers.publish(DEVICES * PARAMS_PER_DEVICE, WARMUP_SECONDS, seq)).sent;
    // Nominal load: 50 devices x 10 parameters at 1 Hz = 500 messages per second.
    system.counters.setRound(seq);
    const cpu0 = cpuSeconds(system.pid);
    const nominal = await publishers.publish(DEVICES * PARAMS_PER_DEVICE, NOMINAL_SECONDS, seq);
    const cpu1 = cpuSeconds(system.pid);
    seq += nominal.sent;
    await drained(system.counters, nominal.sent, 3000);
    const result: RunResult = { nominalCpuPercent: ((cpu1 - cpu0) / nominal.acknowledged) * 100, nominalP99: percentile(system.counters.latencies, 99), maxSustained: 0, rounds: [] };
    console.log(`  ${system.name} nominal: CPU ${result.nominalCpuPercent.toFixed(1)} % of one core, p99 ${result.nominalP99.toFixed(1)} ms`);
    const round = async (rate: number): Promise<boolean> => {
      system.counters.setRound(seq);
      const r = await publishers.publish(rate, ROUND_SECONDS, seq);
      seq += r.sent;
      await drained(system.counters, r.sent, 3000);
      const dropped = r.sent * SUBSCRIBERS - system.counters.received.reduce((a, b) => a + b, 0);
      const p99 = percentile(system.counters.latencies, 99);
      // Achieved: messages over the time until the last one was acknowledged (the broker kept up).
      const achieved = Math.round(r.sent / r.acknowledged);
      const ok = achieved >= rate * 0.9 && dropped === 0 && p99 < 100;
      result.rounds.push({ rate, achieved, dropped, p99, ok });
      console.log(`  ${system.name} ${rate}/s: achieved ${achieved}/s, dropped ${dropped}, p99 ${p99.toFixed(1)} ms ${ok ? 'ok' : 'NOT sustained'}`);
      if (ok) result.maxSustained = Math.max(result.maxSustained, rate);
      return ok;
    };
    // The rate doubles each round until one fails; two halving steps then narrow the limit down.
    let failed = 0;
    for (let rate = START_RATE; rate <= MAX_RATE; rate *= 2) {
      if (!(await round(rate))) {
        failed = rate;
        break;
      }
    }
    if (failed > START_RATE) {
      let low = failed / 2;
      let high = failed;
      for (let step = 0; step < 2; step++) {
        const mid = Math.round((low + high) / 2);
        if (await round(mid)) low = mid;
        else high = mid;
      }
    }
    return result;
  } finally {
    await publishers.close();
  }
}

async function main() {
  console.log(`Ingest benchmark on ${machine()}`);
  const mosquitto = await startMosquitto();
  const results: Record<Mode, RunResult[]> = { batched: [], 'per-value': [], baseline: [] };
  try {
    for (let rep = 1; rep <= (QUICK ? 1 : 3); rep++) {
      console.log(`repetition ${rep}`);
      for (const mode of MODES) {
        const { dataDir, uuids } = await prepareDatabase(DEVICES);
        try {
          const product = await startProduct(mode, uuids, dataDir);
          try {
            results[mode].push(await run(product, uuids));
          } finally {
            await product.stop();
          }
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
      if (ONLY && ONLY !== 'baseline') continue;
      const baseline = await startBaseline(mosquitto.url);
      try {
        results.baseline.push(await run(baseline, benchUuids(DEVICES)));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await mosquitto.stop();
  }
  const summary = Object.fromEntries(
    Object.entries(results).filter(([, runs]) => runs.length > 0).map(([name, runs]) => [name, {
      maxSustainedPerSecond: median(runs.map((r) => r.maxSustained)),
      nominalCpuPercentOfOneCore: Number(median(runs.map((r) => r.nominalCpuPercent)).toFixed(2)),
      nominalP99Ms: Number(median(runs.map((r) => r.nominalP99)).toFixed(1)),
      runs,
    }]),
  );
  console.log(JSON.stringify({ machine: machine(), subscribers: SUBSCRIBERS, devices: DEVICES, summary: Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, { ...v, runs: undefined }])) }, null, 2));
  fs.writeFileSync(path.join(__dirname, 'ingest-results.json'), JSON.stringify({ machine: machine(), at: new Date().toISOString(), loadAverage: os.loadavg(), summary }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
