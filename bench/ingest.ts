/**
 * Ingest end to end: devices publish over MQTT at a rate that doubles each round;
 * 20 subscribers receive every message; a round is sustained when nothing is
 * dropped and the publish-to-subscriber p99 stays under 100 ms. Also the server's
 * CPU at the nominal load (50 devices x 10 parameters at 1 Hz). The product (embedded
 * broker, GraphQL over graphql-ws) runs side by side with the baseline pipeline
 * (Mosquitto + a batching SQLite subscriber + raw WebSocket broadcast), medians of 3.
 * Run: node bench/register.js bench/ingest.ts [--quick]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { startMosquitto } from '../server/test/services';
import { DEVICE_PASSWORD, PARAMS, cpuSeconds, freePort, machine, median, percentile, prepareDatabase, SERVER_SCRIPT, sleep, startChild, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const DEVICES = 50;
const SUBSCRIBERS = 20;
const ROUND_SECONDS = QUICK ? 2 : 3;
const NOMINAL_SECONDS = QUICK ? 5 : 10;
const START_RATE = 1000;
const MAX_RATE = 64000;

type Sink = { received: number[]; latencies: number[]; close(): Promise<void> };
type System = { name: string; pid: number; mqttUrl: string; sink: Sink; stop(): Promise<void> };

/** Each subscriber counts messages whose value (a sequence number) belongs to the current round. */
function makeCounters() {
  const received = new Array(SUBSCRIBERS).fill(0);
  const latencies: number[] = [];
  let from = 0;
  return {
    received,
    latencies,
    setRound(seq: number) {
      from = seq;
      received.fill(0);
      latencies.length = 0;
    },
    hit(i: number, seq: number, timeStamp: number) {
      if (seq < from) return;
      received[i] += 1;
      latencies.push(Date.now() - timeStamp);
    },
  };
}

async function connectDevices(url: string, uuids: string[], withCredentials: boolean): Promise<MqttClient[]> {
  return Promise.all(uuids.map((uuid) => mqtt.connectAsync(url, withCredentials ? { username: uuid, password: DEVICE_PASSWORD, clientId: uuid, reconnectPeriod: 0 } : { clientId: `pub-${uuid}`, reconnectPeriod: 0 })));
}

let seq = 0;
/** Publishes `rate` messages per second for `seconds`, QoS 1, round-robin over devices and parameters; resolves when all are acknowledged. */
async function publish(devices: MqttClient[], uuids: string[], rate: number, seconds: number): Promise<{ sent: number; elapsed: number }> {
  const start = Date.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  const acks: Promise<unknown>[] = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const i = sent % devices.length;
      const payload = JSON.stringify({ value: seq++, timeStamp: Date.now() });
      acks.push(devices[i].publishAsync(`device/${uuids[i]}/${PARAMS[Math.floor(sent / devices.length) % PARAMS.length]}`, payload, { qos: 1 }));
    }
    await sleep(5);
  }
  await Promise.all(acks);
  return { sent, elapsed: (Date.now() - start) / 1000 };
}

async function startProduct(): Promise<System & { counters: ReturnType<typeof makeCounters>; uuids: string[] }> {
  const { dataDir, uuids } = await prepareDatabase(DEVICES);
  const mqttPort = await freePort();
  const started = await startChild([SERVER_SCRIPT], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), SIMULATOR: 'false', LOG_LEVEL: 'silent', WS_INIT_TIMEOUT_MS: '60000' });
  try {
    return await connectProduct(started, dataDir, uuids, mqttPort);
  } catch (error) {
    // Never leave a server behind when the set-up fails.
    await stopChild(started.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function connectProduct({ child, info }: Awaited<ReturnType<typeof startChild>>, dataDir: string, uuids: string[], mqttPort: number): Promise<System & { counters: ReturnType<typeof makeCounters>; uuids: string[] }> {
  const url = `http://127.0.0.1:${info.port}`;
  const login = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { login(account: "superadmin", password: "Demo2026") { token } }' }) });
  const token = ((await login.json()) as any).data.login.token as string;
  const counters = makeCounters();
  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  // One value per device first, so every subscription starts with a snapshot that shows it is live.
  const warm = await connectDevices(mqttUrl, uuids, true);
  await Promise.all(warm.map((c, i) => c.publishAsync(`device/${uuids[i]}/LaserPower`, JSON.stringify({ value: -1, timeStamp: Date.now() }), { qos: 1 })));
  const clients: Client[] = [];
  const live: Promise<void>[] = [];
  for (let s = 0; s < SUBSCRIBERS; s++) {
    const client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
    clients.push(client);
    for (const uuid of uuids) {
      live.push(new Promise<void>((resolve, reject) => {
        let first = true;
        client.subscribe({ query: 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { value timeStamp } }', variables: { uuid } }, {
          next: (r: any) => {
            if (first) (first = false), resolve();
            const v = r.data?.deviceParameters;
            if (v && typeof v.value === 'number') counters.hit(s, v.value, Date.parse(v.timeStamp));
          },
          error: reject,
          complete: () => undefined,
        });
      }));
    }
  }
  await Promise.all(live);
  const closeClients = async () => void (await Promise.all(clients.map((c) => c.dispose())));
  // The measured publishers connect with the same client ids: the warm-up ones must be gone.
  await Promise.all(warm.map((c) => c.endAsync()));
  return {
    name: 'product',
    pid: child.pid!,
    mqttUrl,
    uuids,
    counters,
    sink: { received: counters.received, latencies: counters.latencies, close: closeClients },
    async stop() {
      await closeClients();
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startBaseline(mosquittoUrl: string, uuids: string[]): Promise<System & { counters: ReturnType<typeof makeCounters>; uuids: string[] }> {
  const dir = fs.mkdtempSync('/tmp/mmc-baseline-');
  const { child, info } = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'baseline-server.ts')], { BASELINE_DB: path.join(dir, 'baseline.sqlite'), MQTT_URL: mosquittoUrl });
  const counters = makeCounters();
  const sockets: WebSocket[] = [];
  for (let s = 0; s < SUBSCRIBERS; s++) {
    const ws = new WebSocket(`ws://127.0.0.1:${info.port}`);
    ws.on('message', (data) => {
      const v = JSON.parse(String(data));
      if (typeof v.value === 'number') counters.hit(s, v.value, v.timeStamp);
    });
    await new Promise((r) => ws.once('open', r));
    sockets.push(ws);
  }
  return {
    name: 'baseline',
    pid: child.pid!,
    mqttUrl: mosquittoUrl,
    uuids,
    counters,
    sink: { received: counters.received, latencies: counters.latencies, close: async () => sockets.forEach((w) => w.close()) },
    async stop() {
      sockets.forEach((w) => w.close());
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until every subscriber has `expected` messages of the round, or the deadline passes. */
async function drained(counters: ReturnType<typeof makeCounters>, expected: number, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end && counters.received.some((r) => r < expected)) await sleep(20);
}

type RunResult = { nominalCpuPercent: number; nominalP99: number; maxSustained: number; rounds: { rate: number; achieved: number; dropped: number; p99: number; ok: boolean }[] };

async function run(system: Awaited<ReturnType<typeof startProduct>>, withCredentials: boolean): Promise<RunResult> {
  const devices = await connectDevices(system.mqttUrl, system.uuids, withCredentials);
  try {
    // Nominal load: 50 devices x 10 parameters at 1 Hz = 500 messages per second.
    system.counters.setRound(seq);
    const cpu0 = cpuSeconds(system.pid);
    const nominal = await publish(devices, system.uuids, DEVICES * PARAMS.length, NOMINAL_SECONDS);
    const cpu1 = cpuSeconds(system.pid);
    await drained(system.counters, nominal.sent, 3000);
    const result: RunResult = { nominalCpuPercent: ((cpu1 - cpu0) / nominal.elapsed) * 100, nominalP99: percentile(system.counters.latencies, 99), maxSustained: 0, rounds: [] };
    for (let rate = START_RATE; rate <= MAX_RATE; rate *= 2) {
      system.counters.setRound(seq);
      const r = await publish(devices, system.uuids, rate, ROUND_SECONDS);
      await drained(system.counters, r.sent, 3000);
      const dropped = r.sent * SUBSCRIBERS - system.counters.received.reduce((a, b) => a + b, 0);
      const p99 = percentile(system.counters.latencies, 99);
      const achieved = Math.round(r.sent / r.elapsed);
      // Sustained: the publishers kept the rate (within 10 %), nothing dropped, p99 under 100 ms.
      const ok = achieved >= rate * 0.9 && dropped === 0 && p99 < 100;
      result.rounds.push({ rate, achieved, dropped, p99, ok });
      console.log(`  ${system.name} ${rate}/s: achieved ${achieved}/s, dropped ${dropped}, p99 ${p99.toFixed(1)} ms ${ok ? 'ok' : 'NOT sustained'}`);
      if (!ok) break;
      result.maxSustained = rate;
    }
    return result;
  } finally {
    await Promise.all(devices.map((d) => d.endAsync(true)));
  }
}

async function main() {
  console.log(`Ingest benchmark on ${machine()}`);
  const mosquitto = await startMosquitto();
  const results: Record<string, RunResult[]> = { product: [], baseline: [] };
  try {
    for (let rep = 1; rep <= 3; rep++) {
      console.log(`repetition ${rep}`);
      const product = await startProduct();
      try {
        results.product.push(await run(product, true));
      } finally {
        await product.stop();
      }
      const baseline = await startBaseline(mosquitto.url, product.uuids);
      try {
        results.baseline.push(await run(baseline, false));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await mosquitto.stop();
  }
  const summary = Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [name, {
      maxSustainedPerSecond: median(runs.map((r) => r.maxSustained)),
      nominalCpuPercentOfOneCore: Number(median(runs.map((r) => r.nominalCpuPercent)).toFixed(2)),
      nominalP99Ms: Number(median(runs.map((r) => r.nominalP99)).toFixed(1)),
      runs,
    }]),
  );
  console.log(JSON.stringify({ machine: machine(), subscribers: SUBSCRIBERS, devices: DEVICES, summary: Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, { ...v, runs: undefined }])) }, null, 2));
  fs.writeFileSync(path.join(__dirname, 'ingest-results.json'), JSON.stringify({ machine: machine(), at: new Date().toISOString(), summary }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
