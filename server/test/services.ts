/**
 * Mosquitto and Redis for the tests: the ones the test command started
 * (TEST_MQTT_URL, TEST_REDIS_URL) when set, otherwise throw-away instances started
 * here from the machine's binaries on free loopback ports. A missing binary fails
 * the test loudly; nothing is skipped silently.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Service = { url: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Children still running: a process that exits without stopping them (a failed benchmark, a crashed test worker) takes them with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill()));

/** Kills `child` if this process exits while it still runs (the benchmarks' servers use it too). */
export function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** Resolves when the process prints `ready` (its own "listening" line); rejects if it exits first. */
function started(child: ChildProcess, ready: RegExp, name: string): Promise<void> {
  killOnExit(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)));
  });
}

const stopper = (child: ChildProcess, dir?: string) => async () => {
  if (child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};

/**
 * Mosquitto with persistence, as the test command configures it (see scripts/services.sh);
 * `persistence: false` for a broker that keeps nothing on disk (the benchmarks' broker).
 */
export async function startMosquitto(options: { persistence?: boolean } = {}): Promise<Service & { pid: number }> {
  const persistence = options.persistence ?? true;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-mosquitto-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    ...(persistence ? ['persistence true', `persistence_location ${dir}/`, 'autosave_on_changes true', 'autosave_interval 1'] : ['persistence false']),
    'max_queued_messages 100000',
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    'log_type notice',
    'log_type information',
  ].join('\n') + '\n');
  const exe = fs.existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';
  const child = spawn(exe, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  await started(child, new RegExp(`Opening ipv4 listen socket on port ${port}`), 'mosquitto');
  return { url: `mqtt://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child, dir) };
}

export async function startRedis(): Promise<Service> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await started(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: stopper(child) };
}

/** The test command's Mosquitto, or one of our own. */
export async function mosquitto(): Promise<Service> {
  const external = process.env.TEST_MQTT_URL;
  return external ? { url: external, stop: async () => undefined } : startMosquitto();
}

export async function redis(): Promise<Service> {
  const external = process.env.TEST_REDIS_URL;
  return external ? { url: external, stop: async () => undefined } : startRedis();
}

let group = 0;
/** A share group and client id of our own, so sessions left on a shared broker by other tests never take our messages. */
export function ingestIdentity(tag: string) {
  const id = `${tag}-${process.pid}-${++group}-${Date.now() % 1_000_000}`;
  return { MQTT_SHARE_GROUP: `g${id}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32), MQTT_INGEST_CLIENT_ID: `mmc-${id}` };
}
