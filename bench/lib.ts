/** Shared parts of the benchmarks: processes, CPU, percentiles, devices. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/core/logger';
import { systemEm } from '../server/src/core/tenancy';
import { openDatabase } from '../server/src/db/orm';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { DeviceCredential } from '../server/src/modules/devices/device-credential.entity';
import { Device } from '../server/src/modules/devices/device.entity';
import { Product } from '../server/src/modules/products/product.entity';
import { LocalFileStorage } from '../server/src/modules/files/local-storage';
import { seedDemo } from '../server/src/modules/seeding/seed-demo';
import { Tenant } from '../server/src/modules/tenants/tenant.entity';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { OverviewDevicesDocument } from '../client/src/gql/graphql';
import { gql, loginAs } from '../server/test/helpers';
import { killOnExit } from '../server/test/services';
import { rawWebSocket } from './raw-ws';
import { DeviceAlarmRule } from '../server/src/modules/intelligent-alarms/alarm-rule.entity';

export const DEVICE_PASSWORD = 'Device2026';
export const PARAMS = ['LaserPower', 'DutyCycle', 'CollimatingLensTemp', 'FocusingLensTemp', 'DownProtectiveWindowTemp', 'CavityPressure', 'FocusPosition', 'XPosition', 'YPosition', 'ZPosition'];

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU seconds (user + system) a process used so far, from /proc. */
/** Resident memory of a process in MiB: `VmRSS` (now) or `VmHWM` (peak since start). */
export function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Number((kb / 1024).toFixed(1));
}

export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/**
 * The whole machine's busy CPU time so far, summed over its cores, in seconds (/proc/stat's first
 * line: user, nice, system, irq and softirq; guest time is inside user time already). Two readings
 * give how much of the machine a stretch of a benchmark took, every process on it included.
 */
export function machineBusySeconds(): number {
  const stat = fs.readFileSync('/proc/stat', 'utf8');
  const [user, nice, system, , , irq, softirq] = stat.slice(0, stat.indexOf('\n')).trim().split(/\s+/).slice(1, 8).map(Number);
  return (user + nice + system + irq + softirq) / 100; // clock ticks (USER_HZ = 100)
}

/** How much of a benchmark child's stderr is kept, for the error message if it exits. */
const STDERR_TAIL_CHARS = 16_384;

/**
 * Starts a child process and resolves with it once it prints `READY {json}`. BENCH_CHILD_NODE_ARGS
 * adds Node options to the children (a CPU profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`, which
 * NODE_OPTIONS does not allow); BENCH_CHILD_STDOUT=prefix keeps each child's standard output in
 * `prefix.<pid>` (a collection trace: BENCH_CHILD_NODE_ARGS=--trace-gc).
 */
export function startChild(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; info: Record<string, number> }> {
  const script = args.join(' ');
  const nodeArgs = process.env.BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // A benchmark that exits early (a failed check calls `process.exit`) takes it along, rather than leaving a server behind to take CPU from the next run.
  killOnExit(child);
  const kept = process.env.BENCH_CHILD_STDOUT ? fs.createWriteStream(`${process.env.BENCH_CHILD_STDOUT}.${child.pid}`) : null;
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    let ready = false;
    child.stdout!.on('data', (c: Buffer) => {
      kept?.write(c);
      if (ready) return;
      out += c.toString();
      const m = /READY (\{.*\})/.exec(out);
      if (m) {
        ready = true;
        resolve({ child, info: JSON.parse(m[1]) });
      }
    });
    child.stdout!.once('end', () => kept?.end());
    // Only the tail is kept, for the error message if the child exits: a child that warns all run long must not grow the bench's memory.
    child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-STDERR_TAIL_CHARS)));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${err}`)));
  });
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export const SERVER_SCRIPT = path.resolve(__dirname, '..', 'server', 'test', 'support', 'run-server.js');

/**
 * The Node options the product runs with: those of its start command (`npm run serve` in the
 * root package.json), read from there so that every benchmark starts the product as it ships.
 */
const PRODUCT_NODE_ARGS: readonly string[] = (() => {
  const serve: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')).scripts.serve;
  const args = serve.split(/\s+/);
  if (args[0] !== 'node') throw new Error(`the product's start command is not "node ...": ${serve}`);
  return args.slice(1).filter((a) => a.startsWith('--'));
})();

/** What every benchmark runs the product in: production, on loopback at a port the system picks, no simulator, no logs. */
const PRODUCT_ENV: Readonly<Record<string, string>> = { NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SIMULATOR: 'false', LOG_LEVEL: 'silent' };

/**
 * Starts the product (`args`: a script that runs the server, after any Node options of the
 * benchmark's own, such as a CPU profile) with the Node options it ships with, so that no
 * benchmark measures it set up otherwise, in `PRODUCT_ENV` with the benchmark's `env` on top
 * (its data folder, broker, seed and limits).
 */
export function startProduct(args: string[], env: Record<string, string>) {
  return startChild([...PRODUCT_NODE_ARGS, ...args], { ...PRODUCT_ENV, ...env });
}

/** The uuids of the benchmark's devices: bench-0001, bench-0002, ... */
export const benchUuids = (count: number) => Array.from({ length: count }, (_, i) => `bench-${String(i + 1).padStart(4, '0')}`);

/** A fresh data folder with the demo seed and `count` bench devices with credentials (and, if asked, an alarm rule on each of these parameters of each device). */
export async function prepareDatabase(count: number, options: { alarmRuleParams?: readonly string[] } = {}): Promise<{ dataDir: string; uuids: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const orm = await openDatabase(config);
  const uuids = benchUuids(count);
  try {
    await seedDemo(systemEm(orm, 'test'), createLogger('silent'), undefined, undefined, await LocalFileStorage.open(config.filesDir));
    const em = systemEm(orm, 'test');
    const tenant = await em.findOneOrFail(Tenant, { oemCode: 'NoDocumented' });
    const hash = await hashPassword(DEVICE_PASSWORD);
    await em.transactional(async (tx) => {
      for (const uuid of uuids) {
        const device = tx.create(Device, { uuid, devalias: uuid, tenant });
        tx.persist(device);
        tx.persist(tx.create(DeviceCredential, { device, username: uuid, passwordHash: hash }));
        // A limit rule per parameter, its band wider than any value published: the cost of evaluating, no alarms.
        (options.alarmRuleParams ?? []).forEach((param, position) =>
          tx.persist(tx.create(DeviceAlarmRule, { tenant, device, param, kind: 'limit', high: 1e12, low: -1e12, interval: 60, position })),
        );
      }
    });
  } finally {
    await orm.close(true);
  }
  return { dataDir, uuids };
}

/** The overview's document with its card fragment, as the client sends it (codegen's document, with the `__typename`s Apollo adds). */
export const OVERVIEW_QUERY = print(addTypenameToDocument(OverviewDevicesDocument));

/** An integrator's device list: a page of 50 with every column of a device and its product archive. */
export const DEVICE_LIST_QUERY = `query DeviceList($page: Int!, $pageSize: Int!) {
  devices(page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id uuid devalias status statusAt lastSeenAt tenantId coverPicture { filename fileurl md5name bucketname filesize }
      product { id uuid model manufacturingCode maintainer industry plannedRunSecondsPerItem coverPicture { fileurl } } }
  }
}`;

/** Demo seed plus 60 machines, each with its own product archive, spread over the maker's customers. */
export async function prepareOverviewDatabase(): Promise<{ dataDir: string; tenantId: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-overview-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const orm = await openDatabase(config);
  try {
    // The server started on this folder serves the covers stored here (FILES_DIR defaults to DATA_DIR/files).
    await seedDemo(systemEm(orm, 'test'), createLogger('silent'), undefined, undefined, await LocalFileStorage.open(config.filesDir));
    const em = systemEm(orm, 'test');
    const maker = await em.findOneOrFail(Tenant, { oemCode: 'JNPM' });
    const customers = await em.find(Tenant, { oemCode: { $in: ['C-QLPS', 'C-HYMF', 'C-WZSG', 'C-PCEE'] } });
    // Every bench machine shows a stored demo cover (its industry's, else the first), as a real archive would.
    const demoProducts = await em.find(Product, {}, { orderBy: { id: 'asc' } });
    const coverOf = (industry: string) => (demoProducts.find((p) => p.industry === industry) ?? demoProducts[0]).coverPicture ?? [];
    await em.transactional(async (tx) => {
      for (let i = 1; i <= 60; i++) {
        const n = String(i).padStart(2, '0');
        const industry = (['laser', 'waterjet', 'other'] as const)[i % 3];
        const tenant = customers[i % customers.length];
        const product = tx.create(Product, {
          tenant,
          uuid: `bench-prd-${n}`,
          model: `Bench ${industry} ${n}`,
          manufacturingCode: `BENCH${n}`,
          industry,
          coverPicture: coverOf(industry),
        });
        tx.persist(product);
        tx.persist(tx.create(Device, { uuid: `bench-${n}`, devalias: `Bench machine ${n}`, product, tenant, status: (['Running', 'Idle', 'Estop', 'Offline'] as const)[i % 4] }));
      }
    });
    return { dataDir, tenantId: maker.id };
  } finally {
    await orm.close(true);
  }
}

/** Machine description for the report. */
export function machine(): string {
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * A minimal graphql-ws (graphql-transport-ws) client over `rawWebSocket`: parses each message
 * (unless `onRaw` took it) and hands `next` payloads to `onNext`, leaner than the baseline's
 * plain WebSocket clients, so the benchmark measures the server rather than a client library.
 */
export async function rawGraphqlWs(
  url: string,
  token: string,
  onNext: (id: string, payload: any) => void,
  /** Called when the server closes the socket after the acknowledgement (e.g. 1013, a subscriber too slow); without it the benchmark exits. */
  onClosed?: (code: number, reason: string) => void,
  /** Sees each message first, unparsed (a view valid during the call); a message it returns true for is handled. */
  onRaw?: (data: Buffer) => boolean,
): Promise<{ subscribe(id: string, query: string, variables: Record<string, unknown>): void; close(): void }> {
  let acknowledged = false;
  let resolveAck!: () => void;
  let rejectAck!: (error: Error) => void;
  const acked = new Promise<void>((resolve, reject) => ((resolveAck = resolve), (rejectAck = reject)));
  // A refused upgrade rejects below, before `acked` is awaited: its own rejection is not the error to report.
  acked.catch(() => undefined);
  // Before the acknowledgement a failure rejects; after it, a benchmark must not wait forever for messages that will not come.
  const fail = (error: Error) => {
    if (!acknowledged) return rejectAck(error);
    console.error(`graphql-ws subscriber failed: ${error.message}`);
    process.exit(1);
  };
  const ws = await rawWebSocket(
    url,
    'graphql-transport-ws',
    (data) => {
      if (onRaw?.(data)) return;
      const message = JSON.parse(String(data));
      if (message.type === 'next') onNext(message.id, message.payload);
      else if (message.type === 'connection_ack') (acknowledged = true), resolveAck();
      else if (message.type === 'error') fail(new Error(`subscription ${message.id}: ${JSON.stringify(message.payload)}`));
    },
    (code, reason) => {
      if (acknowledged && onClosed) onClosed(code, reason);
      else fail(new Error(`closed ${code} ${reason}`));
    },
  );
  ws.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await acked;
  return {
    subscribe: (id, query, variables) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    close: () => ws.close(),
  };
}

/**
 * A subscriber that counts: one graphql-ws connection (over `rawGraphqlWs`, as the ingest
 * benchmark's) with one subscription; its first `next` (the snapshot) makes it live, every
 * later message is counted without parsing (a benchmark must measure the server, not JSON.parse
 * in its own process), one in 100 parsed to check its shape. `onCount` is called with each
 * counted message, so a benchmark awaits its deliveries instead of polling for them.
 */
export async function countingSubscriber(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  check: (payload: any) => boolean,
  onCount: () => void = () => undefined,
): Promise<{ live: Promise<void>; close(): void }> {
  let count = 0;
  let isLive = false;
  let goLive!: () => void;
  const live = new Promise<void>((resolve) => (goLive = resolve));
  const client = await rawGraphqlWs(
    url,
    token,
    () => {
      if (!isLive) (isLive = true), goLive();
    },
    undefined,
    (data) => {
      if (!isLive) return false; // parsed: its first `next` makes it live
      if (++count % 100 === 0 && !check(JSON.parse(String(data)).payload)) {
        console.error(`unexpected message: ${String(data).slice(0, 200)}`);
        process.exit(1);
      }
      onCount();
      return true;
    },
  );
  client.subscribe('1', query, variables);
  return { live, close: () => client.close() };
}

/** Signs in over HTTP and returns the bearer token (the tests' helper: it fails with the server's reason). */
export const signIn = (url: string, account = 'superadmin') => loginAs({ url }, account);

/**
 * Waits until the server has a value of the device (its `deviceParameters` snapshot is then not
 * empty, so a new subscription's first message shows it is live). Through an external broker the
 * publisher's acknowledgement comes from the broker, before the server has the message.
 */
export async function serverHasValue(url: string, token: string, uuid: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const res = await gql({ url }, 'query V($uuid: String!) { deviceParameterValues(uuid: $uuid) { key } }', { uuid }, { token });
    if (res.body.data?.deviceParameterValues?.length) return;
    if (Date.now() > end) throw new Error(`the server has no value of ${uuid} after ${ms} ms: ${JSON.stringify(res.body)}`);
    await sleep(10);
  }
}
