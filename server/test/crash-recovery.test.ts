import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import mqtt from 'mqtt';
import { loadConfig } from '../src/config/config';
import { systemEm } from '../src/core/tenancy';
import { openDatabase } from '../src/db/orm';
import { Device } from '../src/modules/devices/device.entity';
import { StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { freshDatabase } from './helpers';
import { DEVICE_PASSWORD, QILU_LASER, reading } from './mqtt-helpers';

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** The server in a child process; resolves when it prints READY. */
function startChild(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'support', 'run-server.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('READY ')) resolve(child);
    });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before READY: ${err}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', () => r())));

/**
 * SIGKILL in the middle of a QoS 1 stream of numbered status changes: after the
 * restart the device resends what was not acknowledged, and the database holds every
 * change exactly once (stored before PUBACK, idempotent on redelivery).
 */
describe('crash recovery', () => {
  it('loses and duplicates no status change when the server is killed with SIGKILL mid-stream', async () => {
    const db = await freshDatabase();
    const mqttPort = await freePort();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      MQTT_PORT: String(mqttPort),
      SIMULATOR: 'false',
      SEED_HISTORY_DAYS: '0', // the test counts the status changes it sent
      LOG_LEVEL: 'silent',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    };
    let child = await startChild(env);
    let device: MqttClient | undefined;
    try {
      device = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
        username: QILU_LASER, password: DEVICE_PASSWORD, clientId: QILU_LASER, clean: false, reconnectPeriod: 100, connectTimeout: 5000,
      });
      device.on('error', () => undefined); // refused connections while the server is down
      const n = 400;
      const killAt = 120;
      const base = Date.now() - n * 1000;
      let acked = 0;
      let sent = 0;
      let killed: Promise<void> | undefined;
      let allAcked!: () => void;
      const done = new Promise<void>((r) => (allAcked = r));
      // A window of 10 in flight keeps the stream going while the server dies and restarts.
      const send = () => {
        if (sent >= n) return;
        const i = sent++;
        device!.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading(i % 2 ? 'Idle' : 'Running', base + i * 1000), { qos: 1 }).then(() => {
          acked += 1;
          if (acked === killAt) {
            const victim = child;
            killed = exited(victim);
            victim.kill('SIGKILL');
          }
          if (acked === n) allAcked();
          send();
        });
      };
      for (let k = 0; k < 10; k++) send();
      // Wait for the kill, then restart on the same database and port; the device reconnects and resends.
      while (!killed) await new Promise((r) => setImmediate(r));
      await killed;
      expect(acked).toBeLessThan(n);
      child = await startChild(env);
      await done;
      expect(acked).toBe(n);
    } finally {
      await device?.endAsync(true);
      child.kill('SIGTERM');
      await exited(child);
    }

    const orm = await openDatabase(loadConfig(env));
    try {
      const em = systemEm(orm, 'test');
      const rows = await em.find(StatusChange, { device: { uuid: QILU_LASER } }, { orderBy: { at: 'asc' } });
      expect(rows).toHaveLength(400);
      expect(new Set(rows.map((r) => r.at.getTime())).size).toBe(400);
      expect(rows.map((r) => r.status)).toEqual(Array.from({ length: 400 }, (_, i) => (i % 2 ? 'Idle' : 'Running')));
      expect((await em.findOneOrFail(Device, { uuid: QILU_LASER })).status).toBe('Idle');
    } finally {
      await orm.close(true);
      await db.drop();
    }
  }, 60_000);
});
