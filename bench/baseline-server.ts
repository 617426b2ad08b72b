/**
 * Strong same-work baseline of the ingest benchmark. Does the product's job for one kind of
 * subscription, without the framework: subscribes to Mosquitto (`device/+/+`, QoS 1, as the
 * product's ingest client), parses and checks each message, resolves the device from a map
 * (filled by a statement prepared once), keeps the latest value of each parameter in a map,
 * stores status changes in batched transactions (statements prepared once), and delivers
 * graphql-ws `next` messages shaped as the product's: MODE=batched, one
 * `deviceParameterBatches` batch per subscriber at most every INTERVAL_MS (sent at once after a
 * quiet spell), serialised and framed once, written corked to every socket; MODE=per-value, one
 * `deviceParameters` message per value per subscription, serialised and framed once per
 * (value, subscription id) and written corked. Does not: authentication, tenant scopes,
 * permission checks, GraphQL parsing or execution, snapshots, slow-client limits, persistence of
 * anything but status changes (neither does the product); nor what the product does while idle
 * (its durable jobs' looks at the database every 5 s, its silence watchdog's sweep).
 * Env: MQTT_URL, BASELINE_DB (the product's SQLite file layout is not needed: its own table),
 * MODE, INTERVAL_MS. Prints `READY {"port":N}`.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Database from 'better-sqlite3';
import mqtt from 'mqtt';
import { type WebSocket, WebSocketServer } from 'ws';
import { corkedWriter, framedText as frame, rawSocketOf } from './ws-frames';

const MODE = process.env.MODE === 'per-value' ? 'per-value' : 'batched';
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 50);
const STATUS_KEY = 'WHstatus_ExecState';

// Storage: devices (looked up once each), status changes batched per 20 ms or 500 rows.
const db = new Database(process.env.BASELINE_DB!);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`create table if not exists device (id integer primary key, uuid text unique not null, status text);
         create table if not exists status_change (device_id integer not null, status text not null, at integer not null)`);
const insertDevice = db.prepare('insert or ignore into device (uuid) values (?)');
for (let i = 1; i <= 5000; i++) insertDevice.run(`bench-${String(i).padStart(4, '0')}`);
const selectDevice = db.prepare('select id, status from device where uuid = ?');
const insertStatus = db.prepare('insert into status_change (device_id, status, at) values (?, ?, ?)');
const updateStatus = db.prepare('update device set status = ? where id = ?');
const storeStatuses = db.transaction((rows: { id: number; status: string; at: number }[]) => {
  for (const r of rows) {
    insertStatus.run(r.id, r.status, r.at);
    updateStatus.run(r.status, r.id);
  }
});
let pendingStatuses: { id: number; status: string; at: number }[] = [];
// Armed by the first status of a batch, not a standing interval: an idle program does not wake.
let flushTimer: NodeJS.Timeout | null = null;
const flushStatuses = () => {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (!pendingStatuses.length) return;
  const rows = pendingStatuses;
  pendingStatuses = [];
  storeStatuses(rows);
};

type Device = { id: number; uuid: string; status: string | null; latest: Map<string, { value: unknown; timeStamp: string }> };
const devices = new Map<string, Device | null>();
const deviceOf = (uuid: string): Device | null => {
  let device = devices.get(uuid);
  if (device === undefined) {
    const row = selectDevice.get(uuid) as { id: number; status: string | null } | undefined;
    devices.set(uuid, (device = row ? { id: row.id, uuid, status: row.status, latest: new Map() } : null));
  }
  return device;
};

// Delivery: raw sockets corked per event-loop turn; each frame built once, in one buffer.
const write = corkedWriter();

type Subscription = { raw: Socket; id: string };
/** batched: every subscription of all devices; per-value: subscriptions by device uuid. */
const batchSubscribers = new Set<Subscription>();
const valueSubscribers = new Map<string, Set<Subscription>>();

const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (ws: WebSocket) => {
  const raw = rawSocketOf(ws);
  const mine: Subscription[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'connection_init') ws.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe') {
      const subscription = { raw, id: String(message.id) };
      mine.push(subscription);
      const variables = message.payload?.variables ?? {};
      if (MODE === 'batched') batchSubscribers.add(subscription);
      else {
        const uuid = String(variables.uuid);
        let set = valueSubscribers.get(uuid);
        if (!set) valueSubscribers.set(uuid, (set = new Set()));
        set.add(subscription);
      }
      // Live from here: the product starts with a snapshot, so the client waits for a first message.
      ws.send(`{"id":${JSON.stringify(subscription.id)},"type":"next","payload":{"data":null}}`);
    }
  });
  ws.on('close', () => {
    for (const s of mine) {
      batchSubscribers.delete(s);
      for (const set of valueSubscribers.values()) set.delete(s);
    }
  });
});

// Batches: values since the last batch, sent at most every INTERVAL_MS; at once after a quiet spell.
let batch: string[] = [];
let lastBatchAt = 0;
let batchTimer: NodeJS.Timeout | null = null;
const sendBatch = () => {
  batchTimer = null;
  lastBatchAt = Date.now();
  const body = `{"data":{"deviceParameterBatches":{"values":[${batch.join(',')}]}}}`;
  batch = [];
  const frames = new Map<string, Buffer>();
  for (const s of batchSubscribers) {
    let bytes = frames.get(s.id);
    if (!bytes) frames.set(s.id, (bytes = frame(`{"id":${JSON.stringify(s.id)},"type":"next","payload":${body}}`)));
    write(s.raw, bytes);
  }
};

// As the product's ingest client: mqtt.js's debug logger off (it costs per packet even when disabled).
const client = mqtt.connect(process.env.MQTT_URL!, { clientId: `baseline-${process.pid}`, clean: true, log: () => undefined });
// As the product's ingest client: acknowledgements of one turn's messages leave in one write
// (mqtt.js handles each packet on a tick of its own, and mqtt-packet uncorks on the next).
let acksHeld = false;
client.on('message', (topic, payload) => {
  if (!acksHeld) {
    acksHeld = true;
    const stream = client.stream;
    stream.cork();
    setImmediate(() => {
      acksHeld = false;
      stream.uncork();
    });
  }
  const parts = topic.split('/');
  if (parts.length !== 3) return;
  const [, uuid, key] = parts;
  const device = deviceOf(uuid);
  if (!device) return;
  let reading: { value?: unknown; timeStamp?: unknown };
  try {
    reading = JSON.parse(payload.toString());
  } catch {
    return;
  }
  if (reading === null || typeof reading !== 'object' || reading.value === undefined) return;
  const ms = typeof reading.timeStamp === 'number' ? reading.timeStamp : Date.now();
  const timeStamp = new Date(ms).toISOString();
  device.latest.set(key, { value: reading.value, timeStamp });
  if (key === STATUS_KEY && typeof reading.value === 'string' && reading.value !== device.status) {
    device.status = reading.value;
    pendingStatuses.push({ id: device.id, status: reading.value, at: ms });
    if (pendingStatuses.length >= 500) flushStatuses();
    else flushTimer ??= setTimeout(flushStatuses, 20);
  }
  const value = `{"uuid":${JSON.stringify(uuid)},"key":${JSON.stringify(key)},"value":${JSON.stringify(reading.value)},"timeStamp":"${timeStamp}"}`;
  if (MODE === 'batched') {
    batch.push(value);
    if (!batchTimer) batchTimer = setTimeout(sendBatch, Math.max(0, lastBatchAt + INTERVAL_MS - Date.now()));
    return;
  }
  const subscribers = valueSubscribers.get(uuid);
  if (!subscribers) return;
  const body = `{"data":{"deviceParameters":${value}}}`;
  const frames = new Map<string, Buffer>();
  for (const s of subscribers) {
    let bytes = frames.get(s.id);
    if (!bytes) frames.set(s.id, (bytes = frame(`{"id":${JSON.stringify(s.id)},"type":"next","payload":${body}}`)));
    write(s.raw, bytes);
  }
});
client.on('connect', async () => {
  await client.subscribeAsync(['device/+/+', 'processrate/+'], { qos: 1 });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
});
process.on('SIGTERM', () => {
  flushStatuses();
  process.exit(0);
});
