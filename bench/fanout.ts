/**
 * Subscription fan-out: one device's values to 10, 100 and 1,000 graphql-ws subscribers of
 * `deviceParameters(uuid) { key value timeStamp }`; deliveries per second and server CPU per
 * delivery, side by side in one run (medians of 3):
 *   - product on Mosquitto: the real server (MQTT_URL: its ingest subscribes to the same
 *     Mosquitto as the baseline, pub/sub, live delivery), so both read the same input the same way;
 *     CPU of the server, and with Mosquitto's;
 *   - product, embedded broker: the default set-up (the device talks to the server's own aedes
 *     broker), whose CPU includes the broker;
 *   - strong baseline (bench/broadcast-server.ts): Mosquitto + one MQTT subscriber that
 *     serialises and frames each value once and writes the same bytes corked to every socket;
 *     CPU with and without Mosquitto's;
 *   - limit (bench/socket-limit-server.ts): one pre-framed message written to every socket, no
 *     MQTT, no JSON: what the sockets and the subscribers' reading allow.
 * Subscribers all use subscription id "1" (a baseline may then frame once per event); each is a
 * lean graphql-ws client (bench/raw-ws.ts) that counts messages without parsing them (one in 100
 * is checked), and a run is woken by its last delivery rather than polling for it, so the
 * benchmark's process takes little of the two cores it shares with the systems under test.
 * Run: node bench/register.js bench/fanout.ts [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { startMosquitto } from '../server/test/services';
import { DEVICE_PASSWORD, countingSubscriber, cpuSeconds, freePort, machine, median, prepareDatabase, SERVER_SCRIPT, serverHasValue, signIn, sleep, startChild, stopChild, startProduct } from './lib';

const QUICK = process.argv.includes('--quick');
const SIZES = process.env.FANOUT_SIZES ? process.env.FANOUT_SIZES.split(',').map(Number) : QUICK ? [10, 100] : [10, 100, 1000];
const REPS = QUICK ? 1 : 3;
/**
 * Enough events that each run delivers a million messages (fewer in quick mode): with the lean
 * subscribers a run of 20,000 took 15-60 ms, where the first event's way through the broker
 * weighed as much as the throughput and CPU time (read in 10 ms ticks) was a few ticks.
 */
const eventsFor = (n: number) => Math.max(50, Math.round(Number(process.env.FANOUT_DELIVERIES ?? (QUICK ? 2000 : 1_000_000)) / n));
const SUBSCRIPTION = 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key value timeStamp } }';
const RESULTS = path.join(__dirname, QUICK ? 'fanout-results.quick.json' : 'fanout-results.json');

type Measure = { deliveriesPerSecond: number; cpuMicrosPerDelivery: number; cpuWithBrokerMicrosPerDelivery: number };
type Subscribers = Awaited<ReturnType<typeof countingSubscriber>>[];

const isValue = (payload: any) => payload?.data?.deviceParameters?.key === 'LaserPower' && typeof payload.data.deviceParameters.value === 'number';

/** The subscribers of one run, and the deliveries they counted: `measure` is woken by the delivery that completes its target. */
type Audience = { list: Subscribers; delivered: number; waiting: { target: number; done: () => void } | null };

/** Subscribers per sign-in of the product: a session holds at most WS_MAX_SOCKETS_PER_CREDENTIAL (100) sockets, and an audience of a thousand is many people. */
const SUBSCRIBERS_PER_SIGN_IN = 50;

/** `tokenOf(i)`: the credential of the i-th subscriber. */
async function subscribe(url: string, tokenOf: (i: number) => string, n: number, uuid: string): Promise<Audience> {
  const audience: Audience = { list: [], delivered: 0, waiting: null };
  const counted = () => {
    audience.delivered += 1;
    if (audience.waiting && audience.delivered >= audience.waiting.target) audience.waiting.done();
  };
  for (let i = 0; i < n; i++) audience.list.push(await countingSubscriber(url, tokenOf(i), SUBSCRIPTION, { uuid }, isValue, counted));
  await Promise.all(audience.list.map((s) => s.live));
  return audience;
}

/** Deliveries per chunk of events: at most two chunks are in flight, so no subscriber falls 8 MiB behind (the product closes such a client as too slow) while the pipeline stays full. */
const CHUNK_DELIVERIES = 20_000;

/** Resolves once the audience has counted `target` deliveries (woken by that delivery, not by polling). */
function deliveredUpTo(audience: Audience, target: number): Promise<void> {
  if (audience.delivered >= target) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stalled at ${audience.delivered} of ${target} deliveries`)), 60_000);
    audience.waiting = {
      target,
      done: () => {
        clearTimeout(timer);
        audience.waiting = null;
        resolve();
      },
    };
  });
}

/**
 * Sends `events` values, in chunks with at most two in flight, and waits until every
 * subscriber has them; deliveries per second and CPU of the given processes per delivery. The
 * benchmark's process shares the two cores with the systems under test, so it waits on
 * deliveries rather than polling for them.
 */
async function measure(audience: Audience, send: (events: number) => void, events: number, pids: { server: number; broker?: number }): Promise<Measure> {
  const members = audience.list.length;
  const n = members * events;
  const start = audience.delivered;
  const chunk = Math.max(1, Math.round(CHUNK_DELIVERIES / members));
  const cpu0 = cpuSeconds(pids.server);
  const broker0 = pids.broker ? cpuSeconds(pids.broker) : 0;
  const t0 = process.hrtime.bigint();
  for (let sent = 0; sent < events; ) {
    const k = Math.min(chunk, events - sent);
    send(k);
    sent += k;
    await deliveredUpTo(audience, start + (sent - k) * members); // every chunk before this one is in
  }
  await deliveredUpTo(audience, start + n);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuSeconds(pids.server) - cpu0;
  const broker = pids.broker ? cpuSeconds(pids.broker) - broker0 : 0;
  return { deliveriesPerSecond: n / seconds, cpuMicrosPerDelivery: (cpu / n) * 1e6, cpuWithBrokerMicrosPerDelivery: ((cpu + broker) / n) * 1e6 };
}

const publisher = (device: MqttClient, uuid: string) => (events: number) => {
  for (let i = 0; i < events; i++) device.publish(`device/${uuid}/LaserPower`, JSON.stringify({ value: i, timeStamp: Date.now() }), { qos: 0 });
};

/** The product with its embedded broker, or (given one) reading from an external broker as a deployment with Mosquitto does. */
async function product(n: number, broker?: { url: string; pid: number }): Promise<Measure> {
  const { dataDir, uuids } = await prepareDatabase(1);
  const uuid = uuids[0];
  const mqttPort = await freePort();
  // One ingest client id for every run, as one deployment keeps: a new id would leave the old session in the shared subscription, taking its share of the messages.
  const brokerEnv: Record<string, string> = broker ? { MQTT_URL: broker.url, MQTT_INGEST_CLIENT_ID: `fanout-ingest-${process.pid}` } : { MQTT_PORT: String(mqttPort) };
  // FANOUT_PROFILE=dir writes a CPU profile of the product (node --cpu-prof).
  const profile = process.env.FANOUT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.FANOUT_PROFILE)}`, '-e', `process.once('SIGTERM', () => process.exit(0)); require(${JSON.stringify(SERVER_SCRIPT)})`] : [SERVER_SCRIPT];
  const { child, info } = await startProduct(profile, { DATA_DIR: dataDir, ...brokerEnv, SEED_DEMO: 'false', WS_INIT_TIMEOUT_MS: '60000' });
  try {
    const url = `http://127.0.0.1:${info.port}`;
    const token = await signIn(url);
    const device = broker
      ? await mqtt.connectAsync(broker.url, { clientId: `fanout-dev-${process.pid}` })
      : await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: uuid, password: DEVICE_PASSWORD, clientId: uuid });
    await device.publishAsync(`device/${uuid}/LaserPower`, JSON.stringify({ value: -1, timeStamp: Date.now() }), { qos: 1 });
    await serverHasValue(url, token, uuid);
    // One after another: sign-ins share the server's password checks (MAX_PASSWORD_CHECKS).
    const tokens = [token];
    while (tokens.length * SUBSCRIBERS_PER_SIGN_IN < n) tokens.push(await signIn(url));
    const audience = await subscribe(url.replace('http', 'ws') + '/graphql', (i) => tokens[Math.floor(i / SUBSCRIBERS_PER_SIGN_IN)], n, uuid);
    const send = publisher(device, uuid);
    const pids = { server: child.pid!, broker: broker?.pid };
    await measure(audience, send, eventsFor(n), pids); // warm-up
    const result = await measure(audience, send, eventsFor(n), pids);
    audience.list.forEach((s) => s.close());
    await device.endAsync();
    return result;
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function baseline(n: number, broker: { url: string; pid: number }): Promise<Measure> {
  const { child, info } = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'broadcast-server.ts')], { NODE_ENV: 'production', MQTT_URL: broker.url });
  try {
    const audience = await subscribe(`ws://127.0.0.1:${info.port}`, () => 'none', n, 'bench-0001');
    const device = await mqtt.connectAsync(broker.url, { clientId: `fanout-pub-${process.pid}` });
    const send = publisher(device, 'bench-0001');
    await measure(audience, send, eventsFor(n), { server: child.pid!, broker: broker.pid });
    const result = await measure(audience, send, eventsFor(n), { server: child.pid!, broker: broker.pid });
    audience.list.forEach((s) => s.close());
    await device.endAsync();
    return result;
  } finally {
    await stopChild(child);
  }
}

async function limit(n: number): Promise<Measure> {
  const { child, info } = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'socket-limit-server.ts')], { NODE_ENV: 'production' });
  try {
    const audience = await subscribe(`ws://127.0.0.1:${info.port}`, () => 'none', n, 'x');
    const control = new WebSocket(`ws://127.0.0.1:${info.port}`);
    await new Promise((r) => control.once('open', r));
    const send = (events: number) => control.send(JSON.stringify({ go: true, count: events }));
    await measure(audience, send, eventsFor(n), { server: child.pid! });
    const result = await measure(audience, send, eventsFor(n), { server: child.pid! });
    audience.list.forEach((s) => s.close());
    control.close();
    return result;
  } finally {
    await stopChild(child);
  }
}

async function main() {
  console.log(`Fan-out benchmark on ${machine()}`);
  const broker = await startMosquitto({ persistence: false });
  const loadBefore = os.loadavg();
  const rows: Record<string, unknown>[] = [];
  try {
    for (const n of SIZES) {
      const runs: Record<'product' | 'productEmbedded' | 'baseline' | 'limit', Measure[]> = { product: [], productEmbedded: [], baseline: [], limit: [] };
      const systems: [keyof typeof runs, () => Promise<Measure>][] = [
        ['product', () => product(n, broker)],
        ['productEmbedded', () => product(n)],
        ['baseline', () => baseline(n, broker)],
        ['limit', () => limit(n)],
      ];
      for (let rep = 0; rep < REPS; rep++) {
        // The order alternates, so a drift of the machine's speed over the run touches every system alike.
        for (const [name, measureOne] of rep % 2 ? [...systems].reverse() : systems) runs[name].push(await measureOne());
        await sleep(100);
      }
      const med = (list: Measure[], key: keyof Measure) => median(list.map((m) => m[key]));
      const row = {
        subscribers: n,
        events: eventsFor(n),
        product: {
          deliveriesPerSecond: Math.round(med(runs.product, 'deliveriesPerSecond')),
          cpuMicrosPerDelivery: Number(med(runs.product, 'cpuMicrosPerDelivery').toFixed(2)),
          cpuWithBrokerMicrosPerDelivery: Number(med(runs.product, 'cpuWithBrokerMicrosPerDelivery').toFixed(2)),
        },
        productEmbedded: { deliveriesPerSecond: Math.round(med(runs.productEmbedded, 'deliveriesPerSecond')), cpuMicrosPerDelivery: Number(med(runs.productEmbedded, 'cpuMicrosPerDelivery').toFixed(2)) },
        baseline: {
          deliveriesPerSecond: Math.round(med(runs.baseline, 'deliveriesPerSecond')),
          cpuMicrosPerDelivery: Number(med(runs.baseline, 'cpuMicrosPerDelivery').toFixed(2)),
          cpuWithBrokerMicrosPerDelivery: Number(med(runs.baseline, 'cpuWithBrokerMicrosPerDelivery').toFixed(2)),
        },
        limit: { deliveriesPerSecond: Math.round(med(runs.limit, 'deliveriesPerSecond')), cpuMicrosPerDelivery: Number(med(runs.limit, 'cpuMicrosPerDelivery').toFixed(2)) },
        productOverBaseline: Number((med(runs.product, 'deliveriesPerSecond') / med(runs.baseline, 'deliveriesPerSecond')).toFixed(2)),
        productEmbeddedOverBaseline: Number((med(runs.productEmbedded, 'deliveriesPerSecond') / med(runs.baseline, 'deliveriesPerSecond')).toFixed(2)),
        productOverLimit: Number((med(runs.product, 'deliveriesPerSecond') / med(runs.limit, 'deliveriesPerSecond')).toFixed(2)),
        runs,
      };
      console.log(JSON.stringify({ ...row, runs: undefined }));
      rows.push(row);
    }
  } finally {
    await broker.stop();
  }
  fs.writeFileSync(RESULTS, JSON.stringify({ machine: machine(), at: new Date().toISOString(), loadAverage: { before: loadBefore, after: os.loadavg() }, rows }, null, 2) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
