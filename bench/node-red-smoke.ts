/**
 * Smoke test of the Node-RED peer (bench/node-red.ts): Mosquitto, Node-RED with the bench flow,
 * two WebSocket clients, 100 values published at QoS 1; both clients must receive each value
 * exactly once with its timeStamp, and the admin API must be off. Exits 1 otherwise.
 * Run: node bench/register.js bench/node-red-smoke.ts
 */
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { startMosquitto } from '../server/test/services';
import { startNodeRed } from './node-red';

const VALUES = 100;
const CLIENTS = 2;

async function main() {
  const broker = await startMosquitto({ persistence: false });
  const t0 = Date.now();
  const peer = await startNodeRed({ mqttUrl: broker.url });
  const startSeconds = (Date.now() - t0) / 1000;
  const sockets: WebSocket[] = [];
  try {
    const seen = Array.from({ length: CLIENTS }, () => new Map<number, number>());
    let resolveAll!: () => void;
    const allArrived = new Promise<void>((resolve) => (resolveAll = resolve));
    const complete = () => seen.every((m) => m.size === VALUES);
    for (let c = 0; c < CLIENTS; c++) {
      const ws = new WebSocket(peer.wsUrl);
      ws.on('message', (data) => {
        const { value, timeStamp } = JSON.parse(String(data));
        if (typeof value !== 'number' || typeof timeStamp !== 'number') throw new Error(`unexpected message: ${String(data)}`);
        seen[c].set(value, (seen[c].get(value) ?? 0) + 1);
        if (complete()) resolveAll();
      });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      sockets.push(ws);
    }
    const device = await mqtt.connectAsync(broker.url, { clientId: `smoke-${process.pid}`, reconnectPeriod: 0 });
    const t1 = Date.now();
    await Promise.all(Array.from({ length: VALUES }, (_, i) => device.publishAsync('device/smoke-0001/LaserPower', JSON.stringify({ value: i, timeStamp: Date.now() }), { qos: 1 })));
    const timedOut = await Promise.race([allArrived.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 20_000).unref())]);
    await device.endAsync();
    const report = seen.map((m) => ({ distinct: m.size, duplicates: [...m.values()].filter((n) => n > 1).length }));
    console.log(JSON.stringify({ nodeRedStartSeconds: startSeconds, deliveredSeconds: (Date.now() - t1) / 1000, perClient: report, wsUrl: peer.wsUrl }));
    if (timedOut || report.some((r) => r.distinct !== VALUES || r.duplicates)) throw new Error(`Node-RED smoke failed: ${JSON.stringify(report)}`);
    // Headless: no editor and no admin API on the port (settings' httpAdminRoot: false).
    const editor = await fetch(peer.wsUrl.replace('ws:', 'http:').replace(/\/ws\/values$/, '/flows'));
    if (editor.status !== 404) throw new Error(`the admin API answers (${editor.status})`);
    console.log(`ok: ${CLIENTS} clients each received all ${VALUES} values once; no admin API`);
  } finally {
    sockets.forEach((s) => s.close());
    await peer.stop();
    await broker.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
