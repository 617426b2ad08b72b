/**
 * The baseline of the ingest benchmark: a minimal hand-written pipeline. One MQTT
 * subscriber takes every device message, batches inserts into SQLite (one
 * transaction per 20 ms or 500 rows) and broadcasts the raw payload to every
 * plain WebSocket client. No auth, no tenancy, no GraphQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import mqtt from 'mqtt';
import { WebSocketServer } from 'ws';

const db = new Database(process.env.BASELINE_DB!);
db.pragma('journal_mode = WAL');
db.exec('create table if not exists reading (uuid text not null, key text not null, payload text not null, received_at integer not null)');
const insert = db.prepare('insert into reading (uuid, key, payload, received_at) values (?, ?, ?, ?)');
const insertMany = db.transaction((rows: [string, string, string, number][]) => {
  for (const r of rows) insert.run(...r);
});
let buffer: [string, string, string, number][] = [];
const flush = () => {
  if (!buffer.length) return;
  const rows = buffer;
  buffer = [];
  insertMany(rows);
};
setInterval(flush, 20);

const server = http.createServer();
const wss = new WebSocketServer({ server });
const client = mqtt.connect(process.env.MQTT_URL!, { clientId: `baseline-${process.pid}`, clean: true });
client.on('message', (topic, payload) => {
  const [, uuid, key] = topic.split('/');
  buffer.push([uuid, key, payload.toString(), Date.now()]);
  if (buffer.length >= 500) flush();
  for (const ws of wss.clients) ws.send(payload);
});
client.on('connect', async () => {
  await client.subscribeAsync('device/+/+', { qos: 1 });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
});
process.on('SIGTERM', () => {
  flush();
  process.exit(0);
});
