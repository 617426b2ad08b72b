/** Shared parts of the benchmarks: processes, CPU, percentiles, devices. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/core/logger';
import { TENANT_SCOPE_FILTER, TenantScope } from '../server/src/core/tenancy';
import { openDatabase } from '../server/src/db/orm';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { DeviceCredential } from '../server/src/modules/devices/device-credential.entity';
import { Device } from '../server/src/modules/devices/device.entity';
import { Product } from '../server/src/modules/devices/product.entity';
import { seedDemo } from '../server/src/modules/seeding/seed-demo';
import { Tenant } from '../server/src/modules/tenants/tenant.entity';

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
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Starts a child process and resolves with it once it prints `READY {json}`. */
export function startChild(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; info: Record<string, number> }> {
  const script = args.join(' ');
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /READY (\{.*\})/.exec(out);
      if (m) resolve({ child, info: JSON.parse(m[1]) });
    });
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
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

/** A fresh data folder with the demo seed and `count` bench devices with credentials. */
export async function prepareDatabase(count: number): Promise<{ dataDir: string; uuids: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-'));
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  const uuids = Array.from({ length: count }, (_, i) => `bench-${String(i + 1).padStart(4, '0')}`);
  try {
    await seedDemo(orm.em.fork(), createLogger('silent'));
    const em = orm.em.fork();
    em.setFilterParams(TENANT_SCOPE_FILTER, TenantScope.all().filterArgs());
    const tenant = await em.findOneOrFail(Tenant, { oemCode: 'NoDocumented' });
    const hash = await hashPassword(DEVICE_PASSWORD);
    await em.transactional(async (tx) => {
      for (const uuid of uuids) {
        const device = tx.create(Device, { uuid, devalias: uuid, tenant });
        tx.persist(device);
        tx.persist(tx.create(DeviceCredential, { device, username: uuid, passwordHash: hash }));
      }
    });
  } finally {
    await orm.close(true);
  }
  return { dataDir, uuids };
}

/** The overview's document with its card fragment, as the client sends it (codegen inlines the fragment). */
export const OVERVIEW_QUERY = `query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {
  devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {
    total
    page
    items {
      ...DeviceCard_device
      __typename
    }
    __typename
  }
}

fragment DeviceCard_device on Device {
  id
  uuid
  devalias
  status
  product {
    id
    industry
    __typename
  }
  coverPicture {
    fileurl
    __typename
  }
  __typename
}`;

/** Demo seed plus 20 machines, each with its own product archive, spread over the maker's customers. */
export async function prepareOverviewDatabase(): Promise<{ dataDir: string; tenantId: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-overview-'));
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    await seedDemo(orm.em.fork(), createLogger('silent'));
    const em = orm.em.fork();
    em.setFilterParams(TENANT_SCOPE_FILTER, TenantScope.all().filterArgs());
    const maker = await em.findOneOrFail(Tenant, { oemCode: 'JNPM' });
    const customers = await em.find(Tenant, { oemCode: { $in: ['C-QLPS', 'C-HYMF', 'C-WZSG', 'C-PCEE'] } });
    await em.transactional(async (tx) => {
      for (let i = 1; i <= 20; i++) {
        const n = String(i).padStart(2, '0');
        const industry = (['laser', 'waterjet', 'other'] as const)[i % 3];
        const product = tx.create(Product, {
          uuid: `bench-prd-${n}`,
          model: `Bench ${industry} ${n}`,
          manufacturingCode: `BENCH${n}`,
          industry,
          coverPicture: [{ filename: `${industry}.svg`, fileurl: `/static/demo/${industry}.svg`, md5name: null, bucketname: 'ncmaintain', filesize: null }],
        });
        tx.persist(product);
        tx.persist(tx.create(Device, { uuid: `bench-${n}`, devalias: `Bench machine ${n}`, product, tenant: customers[i % customers.length], status: (['Running', 'Idle', 'Estop', 'Offline'] as const)[i % 4] }));
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
 * A minimal graphql-ws (graphql-transport-ws) client: parses each message and hands
 * `next` payloads to `onNext`, as lean as the baseline's plain WebSocket clients, so
 * the benchmark measures the server rather than a client library.
 */
export async function rawGraphqlWs(url: string, token: string, onNext: (id: string, payload: any) => void): Promise<{ subscribe(id: string, query: string, variables: Record<string, unknown>): void; close(): void }> {
  const WebSocket = (await import('ws')).default;
  const ws = new WebSocket(url, 'graphql-transport-ws');
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const acked = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'next') onNext(message.id, message.payload);
      else if (message.type === 'connection_ack') resolve();
      else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
    });
    ws.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await acked;
  return {
    subscribe: (id, query, variables) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    close: () => ws.close(),
  };
}

/** Signs in over HTTP and returns the bearer token. */
export async function signIn(url: string, account = 'superadmin', password = 'Demo2026'): Promise<string> {
  const login = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `mutation { login(account: "${account}", password: "${password}") { token } }` }) });
  return ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
}
