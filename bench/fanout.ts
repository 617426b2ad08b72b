/**
 * Subscription fan-out: one event to 10, 100 and 1,000 graphql-ws subscribers of
 * one device; deliveries per second and server CPU per delivery, against a plain
 * WebSocket broadcast of one pre-serialised message (same machine, same run, medians of 3).
 * Run: node bench/register.js bench/fanout.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { DEVICE_PASSWORD, cpuSeconds, freePort, machine, median, prepareDatabase, rawGraphqlWs, SERVER_SCRIPT, signIn, sleep, startChild, stopChild } from './lib';

const EVENTS = 50;
const WARMUP_EVENTS = 50;
const SIZES = [10, 100, 1000];

type Measure = { deliveriesPerSecond: number; cpuMicrosPerDelivery: number };

async function product(n: number): Promise<Measure> {
  const { dataDir, uuids } = await prepareDatabase(1);
  const uuid = uuids[0];
  const mqttPort = await freePort();
  const { child, info } = await startChild([SERVER_SCRIPT], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), SIMULATOR: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WS_INIT_TIMEOUT_MS: '60000' });
  const url = `http://127.0.0.1:${info.port}`;
  const token = await signIn(url);
  const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: uuid, password: DEVICE_PASSWORD, clientId: uuid });
  await device.publishAsync(`device/${uuid}/LaserPower`, JSON.stringify({ value: -1, timeStamp: Date.now() }), { qos: 1 });
  let delivered = 0;
  let measuring = false;
  let allDone!: () => void;
  const done = new Promise<void>((r) => (allDone = r));
  const clients: Awaited<ReturnType<typeof rawGraphqlWs>>[] = [];
  const live: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    let first = true;
    let isLive!: () => void;
    live.push(new Promise<void>((r) => (isLive = r)));
    const client = await rawGraphqlWs(url.replace('http', 'ws') + '/graphql', token, () => {
      if (first) return void ((first = false), isLive()); // the snapshot: subscription is live
      if (++delivered === n * EVENTS && measuring) allDone();
    });
    client.subscribe('1', 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key value timeStamp } }', { uuid });
    clients.push(client);
  }
  await Promise.all(live);
  // Warm-up (JIT), not measured.
  await warmUp(() => device.publish(`device/${uuid}/LaserPower`, JSON.stringify({ value: 0, timeStamp: Date.now() }), { qos: 0 }), () => delivered, n);
  delivered = 0;
  measuring = true;
  const cpu0 = cpuSeconds(child.pid!);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < EVENTS; i++) device.publish(`device/${uuid}/LaserPower`, JSON.stringify({ value: i, timeStamp: Date.now() }), { qos: 0 });
  await done;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuSeconds(child.pid!) - cpu0;
  await device.endAsync();
  clients.forEach((c) => c.close());
  await stopChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { deliveriesPerSecond: (n * EVENTS) / seconds, cpuMicrosPerDelivery: (cpu / (n * EVENTS)) * 1e6 };
}

/** Sends warm-up events until `WARMUP_EVENTS` reached every subscriber. */
async function warmUp(send: () => void, delivered: () => number, n: number) {
  for (let i = 0; i < WARMUP_EVENTS; i++) send();
  while (delivered() < WARMUP_EVENTS * n) await sleep(10);
}

async function baseline(n: number): Promise<Measure> {
  const { child, info } = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'broadcast-server.ts')], {});
  let delivered = 0;
  let measuring = false;
  let allDone!: () => void;
  const done = new Promise<void>((r) => (allDone = r));
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${info.port}`);
    ws.on('message', (data) => {
      JSON.parse(String(data)); // a client reads what it gets, as graphql-ws clients do
      if (++delivered === n * EVENTS && measuring) allDone();
    });
    await new Promise((r) => ws.once('open', r));
    sockets.push(ws);
  }
  const control = new WebSocket(`ws://127.0.0.1:${info.port}`);
  await new Promise((r) => control.once('open', r));
  await warmUp(() => control.send(JSON.stringify({ go: true, count: 1 })), () => delivered, n);
  delivered = 0;
  measuring = true;
  const cpu0 = cpuSeconds(child.pid!);
  const t0 = process.hrtime.bigint();
  control.send(JSON.stringify({ go: true, count: EVENTS }));
  await done;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuSeconds(child.pid!) - cpu0;
  for (const s of [...sockets, control]) s.close();
  await stopChild(child);
  return { deliveriesPerSecond: (n * EVENTS) / seconds, cpuMicrosPerDelivery: (cpu / (n * EVENTS)) * 1e6 };
}

async function main() {
  console.log(`Fan-out benchmark on ${machine()}, ${EVENTS} events per run`);
  const rows: Record<string, unknown>[] = [];
  for (const n of SIZES) {
    const p: Measure[] = [];
    const b: Measure[] = [];
    for (let rep = 0; rep < 3; rep++) {
      p.push(await product(n));
      b.push(await baseline(n));
    }
    const row = {
      subscribers: n,
      productDeliveriesPerSecond: Math.round(median(p.map((m) => m.deliveriesPerSecond))),
      baselineDeliveriesPerSecond: Math.round(median(b.map((m) => m.deliveriesPerSecond))),
      productCpuMicrosPerDelivery: Number(median(p.map((m) => m.cpuMicrosPerDelivery)).toFixed(1)),
      baselineCpuMicrosPerDelivery: Number(median(b.map((m) => m.cpuMicrosPerDelivery)).toFixed(1)),
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  fs.writeFileSync(path.join(__dirname, 'fanout-results.json'), JSON.stringify({ machine: machine(), at: new Date().toISOString(), events: EVENTS, rows }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
