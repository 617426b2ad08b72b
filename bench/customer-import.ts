/**
 * Customer import at scale (issue 16): workbooks of 2,000 and 10,000 customers (quick: 200 and
 * 1,000), written with exceljs' streaming writer, uploaded over real HTTP to the product server
 * (a child process on a demo SQLite database) in base mode as the maker's tenant admin, and
 * followed with the `customerImport` query every 100 ms, as the import dialog does. Reported per
 * size: time from upload to done, rows per second, the progress values the polls saw, and the
 * server's resident memory (VmRSS before and the highest sample while importing, VmHWM after).
 * RSS also counts garbage V8 has not collected yet, so the same import job also runs in the
 * bench's own process with a full collection before every 100 ms sample: the heap it keeps.
 * Flat memory reads as the same retained heap for five times the rows.
 *
 * Baseline, the strongest simple program doing the same work: the same workbook read with
 * exceljs' streaming reader (through the product's `xlsxSheetRows`, which keeps Chinese
 * characters split between inflated chunks whole) and, per 500 rows in one transaction, one lookup of the names that
 * exist, then an INSERT of the customer and of its operation-log row, each statement prepared
 * once (better-sqlite3, same database file layout, same indexes). It does not validate fields,
 * look areas up or report refused rows, so it is a lower bound on the product's time.
 * Physical limit: the same workbook only read (streamed through the same reader, rows counted).
 * Run: node bench/register.js bench/customer-import.ts [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { loadConfig } from '../server/src/config/config';
import { IMPORT_COLUMNS } from '../server/src/contract/customers';
import { createLogger } from '../server/src/core/logger';
import { createInProcessPubSub } from '../server/src/core/pubsub';
import { TenantScope, systemEm } from '../server/src/core/tenancy';
import { openDatabase } from '../server/src/db/orm';
import { startImport } from '../server/src/modules/customers/customer.import';
import { actorOf } from '../server/src/modules/customers/customer.log';
import { seedDemo } from '../server/src/modules/seeding/seed-demo';
import { tenantLinks } from '../server/src/modules/tenants/tenant.service';
import { xlsxSheetRows } from '../server/src/modules/product-manuals/param-import';
import { User } from '../server/src/modules/users/user.entity';
import { freePort, machine, memoryMiB, SERVER_SCRIPT, signIn, stopChild, startProduct } from './lib';

const QUICK = process.argv.includes('--quick');
const SIZES = QUICK ? [200, 1_000] : [2_000, 10_000];
const POLL_MS = 100;
// Retained memory is read after a full collection: RSS alone also counts garbage V8 has not collected yet.
v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;
const RESULTS = path.join(__dirname, QUICK ? 'customer-import-results.quick.json' : 'customer-import-results.json');

const CITIES = [
  ['山东省', '济南市'],
  ['山东省', '青岛市'],
  ['江苏省', '苏州市'],
  ['广东省', '深圳市'],
  ['浙江省', '杭州市'],
] as const;
/** The administrative codes of the areas above (the product looks them up in its area dataset). */
const AREA_CODES: Record<string, string> = { 山东省: '370000', 济南市: '370100', 青岛市: '370200', 江苏省: '320000', 苏州市: '320500', 广东省: '440000', 深圳市: '440300', 浙江省: '330000', 杭州市: '330100' };

/** A workbook of `count` customers named `<prefix> <n>`, streamed to disk (the header row first, as the template has it). */
async function writeWorkbook(file: string, prefix: string, count: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Customers');
  sheet.addRow([...IMPORT_COLUMNS]).commit();
  for (let n = 1; n <= count; n++) {
    const [province, city] = CITIES[n % CITIES.length];
    const values: Record<string, string> = {
      name: `${prefix} ${n}`,
      alias: `${prefix[0]}${n}`,
      code: `${prefix.replace(/\W/g, '').toUpperCase()}-${n}`,
      address: `No. ${n} Gongye Road, ${city}`,
      contactPerson: 'Zhao Lei',
      contactWay: `1380000${String(n % 10_000).padStart(4, '0')}`,
      mainBusiness: 'Sheet metal cutting',
      responsibleSales: 'Li Wei',
      label: n % 3 ? 'regular' : 'key account',
      province,
      city,
    };
    sheet.addRow(IMPORT_COLUMNS.map((c) => values[c] ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
}

const JOB = "query Job($id: ID!) { customerImport(id: $id) { state progress processed added refused report { row field message } } }";

type Job = { state: string; progress: number; processed: number; added: number; refused: number; report: { row: number; field: string; message: string }[] };

async function importThroughProduct(url: string, token: string, pid: number, file: string) {
  const rssBefore = memoryMiB(pid, 'VmRSS');
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const upload = await fetch(`${url}/customer/import?mode=base`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` } });
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const id = ((await upload.json()) as { value: { id: string } }).value.id;
  const progress: number[] = [];
  let rssPeak = rssBefore;
  for (;;) {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: JOB, variables: { id } }) });
    const body = (await res.json()) as { data?: { customerImport: Job }; errors?: unknown };
    if (!body.data) throw new Error(`poll failed: ${JSON.stringify(body.errors)}`);
    const job = body.data.customerImport;
    rssPeak = Math.max(rssPeak, memoryMiB(pid, 'VmRSS'));
    if (progress[progress.length - 1] !== job.progress) progress.push(Number(job.progress.toFixed(3)));
    if (job.state !== 'running') {
      const seconds = (performance.now() - started) / 1000;
      if (job.state !== 'done') throw new Error(`import ${job.state}`);
      return { job, seconds: Number(seconds.toFixed(2)), progress, rssBeforeMiB: rssBefore, rssPeakMiB: rssPeak, rssGrowthMiB: Number((rssPeak - rssBefore).toFixed(1)), hwmAfterMiB: memoryMiB(pid, 'VmHWM') };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The same work done simply: stream the rows, 500 per transaction, statements prepared once. */
async function importBaseline(databaseFile: string, file: string, tenantId: number, userId: number, userName: string) {
  const db = new Database(databaseFile);
  db.pragma('journal_mode = WAL');
  const batchSize = 500;
  const placeholders = Array.from({ length: batchSize }, () => '?').join(', ');
  const existingOf = db.prepare(`select name from customer where tenant_id = ? and name in (${placeholders})`);
  const insertCustomer = db.prepare(
    'insert into customer (tenant_id, name, alias, custom_params, code, address, contact_person, contact_way, main_business, responsible_sales, label, country, province, city, status, created_at, updated_at, admin_id) ' +
      "values (?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, ?, 'CN', ?, ?, 'normal', ?, ?, ?)",
  );
  const insertLog = db.prepare("insert into customer_log (tenant_id, customer_id, customer_name, operate_type, operator_id, operator_name, detail, created_at) values (?, ?, ?, 'import_1', ?, ?, ?, ?)");
  const writeBatch = db.transaction((rows: { row: number; v: string[] }[]) => {
    const names = rows.map((r) => r.v[0]);
    const padded = [...names, ...Array(batchSize - names.length).fill(null)];
    const existing = new Set((existingOf.all(tenantId, ...padded) as { name: string }[]).map((r) => r.name));
    const now = Date.now();
    for (const { row, v } of rows) {
      if (existing.has(v[0])) continue;
      const id = insertCustomer.run(tenantId, v[0], v[1], v[2], v[3], v[4], v[5], v[7], v[8], v[9], AREA_CODES[v[10]] ?? null, AREA_CODES[v[11]] ?? null, now, now, userId).lastInsertRowid;
      insertLog.run(tenantId, id, v[0], userId, userName, `row ${row}`, now);
    }
  });
  const started = performance.now();
  let batch: { row: number; v: string[] }[] = [];
  let rows = 0;
  for await (const row of xlsxSheetRows(file, IMPORT_COLUMNS.length, 1_000_000)) {
    if (row.row === 1) continue;
    batch.push({ row: row.row, v: [...row.cells] });
    rows++;
    if (batch.length >= batchSize) {
      writeBatch(batch);
      batch = [];
    }
  }
  if (batch.length) writeBatch(batch);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { rows, seconds: Number(seconds.toFixed(2)) };
}

/**
 * The product's import job in this process (the same `startImport` the HTTP route calls), its
 * heap read after a full collection every 100 ms: what the import keeps, not what it churns.
 */
async function retainedHeap(dataDir: string, file: string) {
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const em = systemEm(orm, 'test');
    const user = await em.findOneOrFail(User, { account: 'tenantadmin' });
    const scope = TenantScope.forUser(user.role, user.tenant.id, await tenantLinks(em));
    const actor = await actorOf(em, { userId: user.id, role: user.role } as never);
    gc();
    const before = process.memoryUsage().heapUsed;
    let finished = false;
    const job = await startImport({ orm, scope, tenantId: user.tenant.id, actor, mode: 'base', file, format: 'xlsx', locale: 'en', pubsub: createInProcessPubSub(), done: async () => void (finished = true), onError: (e) => console.error(e) });
    const samples: { processed: number; progress: number; heapMiB: number }[] = [];
    while (!finished) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      gc();
      samples.push({ processed: job.processed, progress: Number(job.progress.toFixed(3)), heapMiB: Number((process.memoryUsage().heapUsed / 1048576).toFixed(1)) });
    }
    if (job.state !== 'done') throw new Error(`in-process import ${job.state}`);
    const heaps = samples.map((x) => x.heapMiB);
    const mib = (bytes: number) => Number((bytes / 1048576).toFixed(1));
    return { heapBeforeMiB: mib(before), heapMaxMiB: Math.max(...heaps), heapGrowthMiB: Number((Math.max(...heaps) - mib(before)).toFixed(1)), samples: samples.filter((_, i) => i % Math.max(1, Math.floor(samples.length / 10)) === 0) };
  } finally {
    await orm.close(true);
  }
}

/** The physical limit: the same workbook streamed through the same reader, rows counted, nothing checked or written. */
async function readOnly(file: string) {
  const started = performance.now();
  let rows = 0;
  for await (const row of xlsxSheetRows(file, IMPORT_COLUMNS.length, 1_000_000)) if (row.row > 1) rows++;
  return { rows, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) };
}

async function prepareDatabase(dataDir: string): Promise<{ tenantId: number; userId: number; userName: string }> {
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    await seedDemo(systemEm(orm, 'test'), createLogger('silent'));
    const admin = await systemEm(orm, 'test').findOneOrFail(User, { account: 'tenantadmin' });
    return { tenantId: admin.tenant.id, userId: admin.id, userName: admin.name };
  } finally {
    await orm.close(true);
  }
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-import-'));
  const productDir = path.join(work, 'product');
  const baselineDir = path.join(work, 'baseline');
  try {
    const { tenantId, userId, userName } = await prepareDatabase(productDir);
    fs.mkdirSync(baselineDir);
    fs.copyFileSync(path.join(productDir, 'maintenance.sqlite'), path.join(baselineDir, 'maintenance.sqlite'));
    const files = await Promise.all(
      SIZES.map(async (count, i) => {
        const file = path.join(work, `customers-${count}.xlsx`);
        await writeWorkbook(file, `Bench ${String.fromCharCode(65 + i)}`, count);
        return { count, file, bytes: fs.statSync(file).size };
      }),
    );

    const server = await startProduct([SERVER_SCRIPT], { DATA_DIR: productDir, MQTT_PORT: String(await freePort()) });
    const url = `http://127.0.0.1:${server.info.port}`;
    const product: Record<string, unknown>[] = [];
    try {
      const token = await signIn(url, 'tenantadmin');
      for (const { count, file, bytes } of files) {
        const run = await importThroughProduct(url, token, server.child.pid!, file);
        if (run.job.added !== count) throw new Error(`imported ${run.job.added} of ${count}: ${JSON.stringify(run.job.report.slice(0, 5))}`);
        product.push({ rows: count, fileKiB: Math.round(bytes / 1024), ...run, rowsPerSecond: Math.round(count / run.seconds) });
        console.log(`product  ${count} rows: ${run.seconds} s, RSS ${run.rssBeforeMiB} -> peak ${run.rssPeakMiB} MiB, ${run.progress.length} progress steps`);
      }
    } finally {
      await stopChild(server.child);
    }

    const baseline: Record<string, unknown>[] = [];
    for (const { count, file } of files) {
      const run = await importBaseline(path.join(baselineDir, 'maintenance.sqlite'), file, tenantId, userId, userName);
      baseline.push({ rows: count, seconds: run.seconds, rowsPerSecond: Math.round(count / run.seconds) });
      console.log(`baseline ${count} rows: ${run.seconds} s`);
    }

    const limit: Record<string, unknown>[] = [];
    for (const { count, file } of files) {
      const run = await readOnly(file);
      limit.push({ rows: count, seconds: run.seconds, rowsPerSecond: Math.round(count / run.seconds) });
      console.log(`limit    ${count} rows read: ${run.seconds} s`);
    }

    const retained: Record<string, unknown>[] = [];
    const inProcessDir = path.join(work, 'in-process');
    fs.mkdirSync(inProcessDir);
    fs.copyFileSync(path.join(baselineDir, 'maintenance.sqlite'), path.join(inProcessDir, 'maintenance.sqlite'));
    for (const [i, { count }] of files.entries()) {
      // New names again (the files' names are in the copied database already): the same rows, another prefix.
      const file = path.join(work, `in-process-${count}.xlsx`);
      await writeWorkbook(file, `Heap ${String.fromCharCode(65 + i)}`, count);
      const run = await retainedHeap(inProcessDir, file);
      retained.push({ rows: count, ...run });
      console.log(`retained ${count} rows: heap after GC ${run.heapBeforeMiB} -> at most ${run.heapMaxMiB} MiB`);
    }

    const results = {
      machine: machine(),
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
      command: `node bench/register.js bench/customer-import.ts${QUICK ? ' --quick' : ''}`,
      pollMs: POLL_MS,
      product,
      retained,
      baseline,
      limit,
      ratios: product.map((p, i) => ({ rows: p.rows, productOverBaselineTime: Number(((p.seconds as number) / (baseline[i].seconds as number)).toFixed(2)) })),
    };
    fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results.ratios));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
