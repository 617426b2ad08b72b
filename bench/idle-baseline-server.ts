/**
 * Strong same-work program of the at-rest benchmark (bench/idle-cpu.ts). Does what the product does
 * while nothing happens: listens for HTTP and MQTT connections, and every LOOK_MS looks for due
 * reminders and due maintenance plans in the product's own SQLite file, each with a statement
 * prepared once. Does not: claim or deliver anything (nothing is due), any framework, ORM, broker,
 * live state or sweep. Env: DATA_DIR (the product's), LOOK_MS. Prints `READY {"port":N}`.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';

const LOOK_MS = Number(process.env.LOOK_MS ?? 5000);
const db = new Database(path.join(process.env.DATA_DIR!, 'maintenance.sqlite'));
// The product's columns: datetimes are stored as epoch milliseconds on SQLite.
const dueReminders = db.prepare('select id from repair_reminder where fired_at is null and due_at <= ? order by due_at, id limit 50');
const duePlans = db.prepare('select id from maintenance_plan where next_dispatch_at <= ? order by next_dispatch_at, id limit 50');
setInterval(() => {
  const now = Date.now();
  dueReminders.all(now);
  duePlans.all(now);
}, LOOK_MS);

const broker = net.createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
const server = http.createServer((_req, res) => res.end()).listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port, mqttPort: (broker.address() as AddressInfo).port })}\n`);
});
