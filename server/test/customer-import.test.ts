import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { CUSTOMER_LIMITS, IMPORT_COLUMNS, type ImportMode } from '../src/contract/customers';
import { errorMessage } from '../src/contract/error-messages';
import { validationMessage } from '../src/contract/validation-messages';
import { Customer, CustomerLog } from '../src/modules/customers/customer.entity';
import type { ImportJob } from '../src/modules/customers/customer.import';
import { lockRoster } from '../src/modules/customers/customer.records';
import { startCustomerImport } from './support/customer-import';
import { waitingOnLock } from './support/pg-locks';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/**
 * The customer import job on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
 * called as the HTTP route calls it: the roster's unique names under the cover mode's renames
 * (file order: a name a row gives up is free for the rows after it, in the same batch too),
 * names taken meanwhile by another writer of the roster, and a failure of the database reported
 * as the server's (errorno 4, logged), never as an unreadable file, with counters that say what
 * was written.
 */
describe('customer import: unique names, batches and failures', () => {
  let db: ServiceDatabase;
  let dir: string;
  let tenantId: number;
  let files = 0;

  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-import-'));
    tenantId = (await db.as('tenantadmin')).user.tenant.id;
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const row = (name: string, extra: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {}) => IMPORT_COLUMNS.map((c) => (c === 'name' ? name : (extra[c] ?? null)));

  async function workbook(rows: unknown[][]): Promise<string> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow([...IMPORT_COLUMNS]);
    for (const r of rows) sheet.addRow(r);
    const file = path.join(dir, `import-${++files}.xlsx`);
    await book.xlsx.writeFile(file);
    return file;
  }

  /** Starts an import of these rows as tenantadmin; `finished` is the job as stored once it ended, `errors` what it logged. */
  const begin = async (rows: unknown[][], mode: ImportMode) => startCustomerImport(db, await workbook(rows), mode);
  async function run(rows: unknown[][], mode: ImportMode): Promise<{ job: ImportJob; errors: unknown[] }> {
    const { finished, errors } = await begin(rows, mode);
    return { job: await finished, errors };
  }
  const roster = () => db.system().find(Customer, { tenant: tenantId });
  const named = (name: string) => db.system().find(Customer, { tenant: tenantId, name });

  it('cover: a rename gives up a name that a later row of the same batch adds (file order), past a first batch of 500', async () => {
    const qilu = (await db.system().findOneOrFail(Customer, { tenant: tenantId, code: 'C-QLPS' })).id;
    const before = (await roster()).length;
    const rows = [
      ...Array.from({ length: 600 }, (_, i) => row(`Cover Batch ${i}`)),
      row('Qilu Renamed', { code: 'C-QLPS', label: 'renamed' }),
      row('Qilu Precision Sheet Metal', { address: 'A new customer of the old name' }),
    ];
    const { job, errors } = await run(rows, 'cover');
    expect(job).toMatchObject({ state: 'done', errorno: null, processed: 602, added: 601, updated: 1, refused: 0, report: [] });
    expect(errors.map(String)).toEqual([]);
    expect((await roster()).length).toBe(before + 601);
    const renamed = await db.system().findOneOrFail(Customer, qilu);
    expect(renamed).toMatchObject({ name: 'Qilu Renamed', label: 'renamed' });
    const added = await named('Qilu Precision Sheet Metal');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ address: 'A new customer of the old name' });
    expect(added[0].id).not.toBe(qilu);
    // Each write has its log row, written with it.
    expect(await db.system().count(CustomerLog, { customer: added[0].id, operateType: 'import_2' })).toBe(1);
    expect(await db.system().count(CustomerLog, { customer: qilu, operateType: 'import_2', detail: 'row 602' })).toBe(1);
  });

  it('cover: renames onto names given up earlier in the batch, in a chain; a name still held is refused as that row\'s error', async () => {
    const { em, user } = await db.as('tenantadmin');
    for (const [name, code] of [['Chain A', 'CH-A'], ['Chain B', 'CH-B'], ['Chain C', 'CH-C']]) {
      em.persist(em.create(Customer, { name, code, tenant: tenantId, admin: user.id } as never));
    }
    await em.flush();
    const { job, errors } = await run(
      [
        // C gives up its name, B takes it and gives up its own, A takes that: each only after the row that freed it.
        row('Chain C2', { code: 'CH-C' }),
        row('Chain C', { code: 'CH-B' }),
        row('Chain B', { code: 'CH-A' }),
        // The old name of A is free now: a new customer takes it.
        row('Chain A'),
        // A rename onto a name still held (by C, now Chain C2) is refused.
        row('Chain C2', { code: 'CH-A' }),
      ],
      'cover',
    );
    expect(job).toMatchObject({ state: 'done', errorno: null, processed: 5, added: 1, updated: 3, refused: 1 });
    expect(errors.map(String)).toEqual([]);
    expect(job.report).toEqual([{ row: 6, field: 'name', message: validationMessage('customer_exists', 'en') }]);
    const byCode = async (code: string) => (await db.system().findOneOrFail(Customer, { tenant: tenantId, code })).name;
    expect([await byCode('CH-A'), await byCode('CH-B'), await byCode('CH-C')]).toEqual(['Chain B', 'Chain C', 'Chain C2']);
    expect(await named('Chain A')).toEqual([expect.objectContaining({ code: null })]);
  });
  it('base: a look-alike of a roster name, or of an earlier row\'s, is that name and is refused as taken', async () => {
    const before = (await roster()).length;
    const { job, errors } = await run([row('Qilu\u00A0Precision Sheet Metal'), row('Look Alike Co'), row('Look  Alike Co\u200B')], 'base');
    expect(job).toMatchObject({ state: 'done', errorno: null, processed: 3, added: 1, refused: 2 });
    expect(job.report.map((r) => r.row)).toEqual([2, 4]);
    expect(errors.map(String)).toEqual([]);
    expect((await roster()).length).toBe(before + 1);
    expect(await named('Look Alike Co')).toHaveLength(1);
  });

  it(`the report keeps the first rows' refusals (${CUSTOMER_LIMITS.reportRows}), a row refused when its batch is written before later rows refused as they were read`, async () => {
    const tooLong = 'x'.repeat(CUSTOMER_LIMITS.name + 1);
    const rows = [row('Qilu Precision Sheet Metal'), ...Array.from({ length: CUSTOMER_LIMITS.reportRows + 5 }, () => row(tooLong))];
    const { job } = await run(rows, 'base');
    expect(job).toMatchObject({ state: 'done', processed: rows.length, added: 0, refused: rows.length });
    expect(job.report).toHaveLength(CUSTOMER_LIMITS.reportRows);
    // Row 2 (the header is row 1) is refused as taken when its batch is written, after every later row was read.
    expect(job.report[0]).toEqual({ row: 2, field: 'name', message: validationMessage('customer_exists', 'en') });
    expect(job.report.map((r) => r.row)).toEqual(Array.from({ length: CUSTOMER_LIMITS.reportRows }, (_, i) => i + 2));
  });

  it('a batch the database fails ends the job as a server failure (4, logged), not an unreadable file; the batches before it stay, counted as written', async () => {
    // A real failure of the database on one row of the second batch: a trigger refusing its insert.
    const connection = db.system().getConnection();
    const postgres = db.system().getPlatform() instanceof PostgreSqlPlatform;
    if (postgres) {
      await connection.execute("create function refuse_customer() returns trigger language plpgsql as $$ begin raise exception 'refused by a trigger'; end $$");
      await connection.execute("create trigger refuse_customer before insert on customer for each row when (new.name = 'Refused By The Database') execute function refuse_customer()");
    } else {
      await connection.execute("create trigger refuse_customer before insert on customer when new.name = 'Refused By The Database' begin select raise(abort, 'refused by a trigger'); end");
    }
    try {
      const before = (await roster()).length;
      const rows = [...Array.from({ length: 520 }, (_, i) => row(`Failing Batch ${i}`)), row('Refused By The Database')];
      const { job, errors } = await run(rows, 'base');
      expect(job).toMatchObject({ state: 'failed', errorno: 4, message: errorMessage(4, 'en'), processed: 500, added: 500, updated: 0, refused: 0 });
      expect(errors).toHaveLength(1);
      expect((await roster()).length).toBe(before + 500);
      expect(await named('Failing Batch 499')).toHaveLength(1);
      expect(await named('Failing Batch 500')).toHaveLength(0);
    } finally {
      await connection.execute('drop trigger refuse_customer' + (postgres ? ' on customer' : ''));
      if (postgres) await connection.execute('drop function refuse_customer');
    }
  });

  // SQLite runs one transaction at a time: there, nothing writes between a batch's check and its write.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('a name another writer of the roster took while a batch waited is refused as that row\'s error; the job ends done (PostgreSQL)', async () => {
    const { em, user } = await db.as('tenantadmin');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Another writer of the roster (a create, another import's batch): it holds the roster and wrote the name, not committed yet.
    const other = em.transactional(async (tx) => {
      await lockRoster(tx, tenantId);
      tx.persist(tx.create(Customer, { name: 'Race Taken', tenant: tenantId, admin: user.id } as never));
      await tx.flush();
      holding();
      await released;
    });
    await held;
    const { finished, errors } = await begin([row('Race Free'), row('Race Taken')], 'base');
    try {
      // The import's batch waits for the other writer (for the roster, or, unheld, for the row it wrote).
      await waitingOnLock(db.orm.config.get('clientUrl')!);
    } finally {
      release();
      await other;
    }
    const job = await finished;
    expect(job).toMatchObject({ state: 'done', errorno: null, processed: 2, added: 1, refused: 1 });
    expect(job.report).toEqual([{ row: 3, field: 'name', message: validationMessage('customer_exists', 'en') }]);
    expect(errors.map(String)).toEqual([]);
    expect(await named('Race Taken')).toHaveLength(1);
    expect(await named('Race Free')).toHaveLength(1);
  });
});
