/**
 * Customer import (docs/api.md "Customer import"): the rows of a workbook's first sheet
 * (columns IMPORT_COLUMNS, a header row first) into the roster of the importer's tenant,
 * in one of three modes:
 * - base (import_1): adds new customers only; a row naming an existing one is refused;
 * - cover (import_2): overwrites an existing customer (matched by code, else by name) with
 *   every column of the row (an empty cell empties the field), adds the rest;
 * - merge (import_3): fills only the empty fields of an existing customer, adds the rest.
 * A refused row changes nothing and is reported (row, field, message); the others are kept.
 * Rows take effect in file order (a name a rename gave up is free for the rows after it).
 * Rows are read as a stream and written in batches of BATCH rows, each batch in one
 * transaction with its operation log rows, so memory stays flat however long the file is;
 * the job counts a batch once it committed. A batch the database fails ends the job as a
 * server failure, the batches before it kept.
 * The job is stored (`CustomerImport`) with every batch, so the `customerImport` poll is answered
 * by any instance; its progress is the sheet parsed, or rows done.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_TEXT_FIELDS,
  IMPORT_COLUMNS,
  IMPORT_LOG_TYPE,
  type ImportMode,
  storedCustomerText,
  validateCustomer,
} from '../../contract/customers';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import { errorMessage } from '../../contract/error-messages';
import type { SheetRow } from '../../contract/product-manuals';
import { validationMessage } from '../../contract/validation-messages';
import { AppError, httpErrorResponse } from '../../core/errors';
import { scopedEm, type TenantScope } from '../../core/tenancy';
import type { PubSub } from '../../core/pubsub';
import { type ImportFormat, WorkbookFault, openXlsxSheet, xlsSheetRows } from '../product-manuals/param-import';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { isAdminOf } from './customer.access';
import { findArea } from './customer.areas';
import { Customer, CustomerCollaborator, CustomerImport } from './customer.entity';
import { type Actor, logChange } from './customer.log';
import { announce, lockRoster } from './customer.records';

const BATCH = 500;
/** Finished jobs are kept this long for the last poll. */
const KEEP_MS = 60 * 60 * 1000;

export type ReportRow = { row: number; field: string; message: string };
export type ImportJob = {
  id: string;
  userId: number;
  mode: ImportMode;
  state: 'running' | 'done' | 'failed';
  /** 0..1: the sheet's XML parsed (xlsx) or rows done (xls). */
  progress: number;
  processed: number;
  added: number;
  updated: number;
  refused: number;
  report: ReportRow[];
  errorno: number | null;
  message: string | null;
  startedAt: Date;
  finishedAt: Date | null;
};

/** A running job whose heartbeat (written with every batch) is older than this was interrupted: its server stopped. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

const viewOf = (row: CustomerImport): ImportJob => ({
  id: row.id,
  userId: row.user.id,
  mode: row.mode,
  state: row.state,
  progress: row.progress,
  processed: row.processed,
  added: row.added,
  updated: row.updated,
  refused: row.refused,
  report: row.report,
  errorno: row.errorno ?? null,
  message: row.message ?? null,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt ?? null,
});

/**
 * A job of the caller, from the database (any instance may answer the poll); errorno 1070014 for
 * any other id (another user's, expired, unknown). A running job whose heartbeat stopped is
 * answered as failed (1070019, in the caller's language): the server running it stopped.
 */
export async function importJob(em: EntityManager, id: string, userId: number, locale: Locale, now = Date.now()): Promise<ImportJob> {
  const row = /^[0-9a-f-]{36}$/.test(id) ? await em.findOne(CustomerImport, { id, user: userId }) : null;
  if (!row) throw new AppError(ERRNO.importNotFound);
  const job = viewOf(row);
  if (job.state === 'running' && now - row.heartbeatAt.getTime() > IMPORT_STALE_MS) {
    return { ...job, state: 'failed', errorno: ERRNO.importInterrupted, message: errorMessage(ERRNO.importInterrupted, locale) };
  }
  return job;
}

/** Stores where a job stands (and its heartbeat). */
async function saveJob(orm: MikroORM, scope: TenantScope, job: ImportJob): Promise<void> {
  const { id, userId: _user, mode: _mode, startedAt: _started, ...state } = job;
  await scopedEm(orm, scope).nativeUpdate(CustomerImport, { id }, { ...state, heartbeatAt: new Date() });
}

type Parsed = { row: number; values: Record<string, string | null>; errors: ReportRow[] };

/** A sheet row as customer values, or its problems (messages in the importer's language). */
export function parseRow(row: SheetRow, locale: Locale): Parsed {
  const values: Record<string, string | null> = {};
  IMPORT_COLUMNS.forEach((column, i) => (values[column] = row.cells[i] ?? ''));
  const errors: ReportRow[] = [];
  const provinceText = values.province ?? '';
  const cityText = values.city ?? '';
  const province = provinceText ? findArea(provinceText, 'province') : null;
  const city = cityText ? findArea(cityText, 'city', province) : null;
  if (provinceText && !province) errors.push({ row: row.row, field: 'province', message: validationMessage('area_unknown', locale) });
  if (cityText && !city) errors.push({ row: row.row, field: 'city', message: validationMessage('area_unknown', locale) });
  values.province = province;
  values.city = city;
  values.country = province ? 'CN' : null;
  if (!errors.length) {
    for (const e of validateCustomer(values)) errors.push({ row: row.row, field: e.field, message: validationMessage(e.key, locale, e.params) });
  }
  for (const field of CUSTOMER_TEXT_FIELDS) values[field] = storedCustomerText(field, values[field]);
  return { row: row.row, values, errors };
}

const FIELDS = [...CUSTOMER_TEXT_FIELDS, 'country', 'province', 'city'] as const;

/** What a batch wrote and refused: counted into the job only once its transaction committed. */
type BatchResult = { added: number; updated: number; refused: ReportRow[]; names: Set<string> };

/**
 * Writes one batch of parsed rows in a transaction, in file order: a row sees what the rows
 * before it did (a name a rename gave up is free for the rows after it). The roster is held
 * (`lockRoster`) while its names are read and written, so a name another import, a create or an
 * edit took meanwhile is refused as that row's error (`customer_exists`), never met as a duplicate
 * key. `seen` holds the names of earlier batches' rows; it is not changed here.
 */
async function writeBatch(em: EntityManager, tenantId: number, actor: Actor, mode: ImportMode, rows: Parsed[], seen: ReadonlySet<string>, locale: Locale): Promise<BatchResult> {
  const msg = (key: Parameters<typeof validationMessage>[0]) => validationMessage(key, locale);
  return em.transactional(async (tx) => {
    await lockRoster(tx, tenantId);
    const result: BatchResult = { added: 0, updated: 0, refused: [], names: new Set() };
    const names = rows.map((r) => r.values.name!);
    const codes = rows.map((r) => r.values.code).filter((c): c is string => !!c);
    const existing = await tx.find(Customer, { tenant: tenantId, $or: [{ name: { $in: names } }, ...(codes.length ? [{ code: { $in: codes } }] : [])] });
    const byName = new Map(existing.map((c) => [c.name, c]));
    const byCode = new Map(existing.filter((c) => c.code).map((c) => [c.code!, c]));
    const shared = new Set(
      (await tx.find(CustomerCollaborator, { user: actor.userId, customer: { $in: existing.map((c) => c.id) } })).map((c) => c.customer.id),
    );
    // Names given up by renames not flushed yet. The unit of work writes inserts before updates, so
    // a row taking one of them (an add, or another rename) flushes first: the UPDATE freeing the
    // name then runs before the statement taking it, as the rows come in the file. Within one
    // flush every name taken is free before it, so the order of its statements does not matter.
    const freed = new Set<string>();
    const take = async (name: string) => {
      if (!freed.has(name)) return;
      await tx.flush();
      freed.clear();
    };
    // The roster's quota holds for imports as for createCustomer (1070017): a new customer past it is refused, row by row.
    let roster = await tx.count(Customer, { tenant: tenantId });
    for (const row of rows) {
      const v = row.values;
      const match = (v.code ? byCode.get(v.code) : undefined) ?? byName.get(v.name!);
      const refuse = (field: string, message: string) => void result.refused.push({ row: row.row, field, message });
      if (!match) {
        // Within the file, a name comes in once: a second row of it was refused or matched above.
        if (seen.has(v.name!) || result.names.has(v.name!)) {
          refuse('name', msg('customer_exists'));
          continue;
        }
        if (roster >= CUSTOMER_LIMITS.roster) {
          refuse('name', errorMessage(ERRNO.rosterQuota, locale, { rosternum: CUSTOMER_LIMITS.roster, realrosternum: roster }));
          continue;
        }
        await take(v.name!);
        roster++;
        const created = tx.create(Customer, { ...Object.fromEntries(FIELDS.map((f) => [f, v[f] ?? null])), name: v.name!, tenant: tx.getReference(Tenant, tenantId), admin: tx.getReference(User, actor.userId) } as never) as Customer;
        tx.persist(created);
        byName.set(created.name, created);
        if (created.code) byCode.set(created.code, created);
        result.names.add(created.name);
        result.added++;
        logChange(tx, created, IMPORT_LOG_TYPE[mode], actor, `row ${row.row}`);
        continue;
      }
      if (mode === 'base') {
        refuse(v.code && byCode.get(v.code) === match ? 'code' : 'name', msg('customer_exists'));
        continue;
      }
      if (match.status !== 'normal') {
        refuse('name', msg('customer_deleted'));
        continue;
      }
      if (!isAdminOf(match, actor) && !shared.has(match.id)) {
        refuse('name', msg('customer_not_yours'));
        continue;
      }
      // A rename onto another customer's name would break the roster's unique names.
      const other = byName.get(v.name!);
      if (mode === 'cover' && other && other !== match) {
        refuse('name', msg('customer_exists'));
        continue;
      }
      const changes: Record<string, string | null> = {};
      for (const field of FIELDS) {
        const value = v[field] ?? null;
        if (mode === 'cover') changes[field] = value;
        else if (!(match as unknown as Record<string, unknown>)[field] && value) changes[field] = value;
      }
      if (mode === 'cover' && changes.name !== match.name) {
        await take(changes.name!);
        freed.add(match.name);
        byName.delete(match.name);
        byName.set(changes.name!, match);
      }
      tx.assign(match, { ...changes, updatedAt: new Date() });
      result.names.add(match.name);
      result.updated++;
      logChange(tx, match, IMPORT_LOG_TYPE[mode], actor, `row ${row.row}`);
    }
    await tx.flush();
    return result;
  });
}

export type ImportStart = {
  orm: MikroORM;
  scope: TenantScope;
  tenantId: number;
  actor: Actor;
  mode: ImportMode;
  file: string;
  format: ImportFormat;
  locale: Locale;
  pubsub: PubSub;
  /** Called once the job ended (the temporary file can go). */
  done: () => Promise<void>;
  onError: (error: unknown) => void;
};

/**
 * Stores a new import job and starts it in the background; answers it at once. Jobs of the
 * caller's tenants finished more than an hour ago are let go here.
 */
export async function startImport(start: ImportStart): Promise<ImportJob> {
  const em = scopedEm(start.orm, start.scope);
  await em.nativeDelete(CustomerImport, { $or: [{ finishedAt: { $lt: new Date(Date.now() - KEEP_MS) } }, { heartbeatAt: { $lt: new Date(Date.now() - KEEP_MS) } }] });
  const row = em.create(CustomerImport, { id: randomUUID(), tenant: em.getReference(Tenant, start.tenantId), user: em.getReference(User, start.actor.userId), mode: start.mode });
  await em.persistAndFlush(row);
  const job = viewOf(row);
  void runImport(start, job);
  return job;
}

/**
 * Adds refusals to the job's report, which holds those of the first rows of the file, in row
 * order, at most CUSTOMER_LIMITS.reportRows entries. A batch's refusals arrive when it is written,
 * after the parse errors of later rows: they take their place before them.
 */
function report(job: { report: ReportRow[] }, entries: readonly ReportRow[]): void {
  const kept = job.report;
  let inOrder = true;
  for (const entry of entries) {
    const last = kept[kept.length - 1];
    if (kept.length >= CUSTOMER_LIMITS.reportRows && entry.row >= last.row) continue;
    if (last && entry.row < last.row) inOrder = false;
    kept.push(entry);
  }
  // Stable: a row's fields keep their order. Parse errors come in row order and need no sort.
  if (!inOrder) kept.sort((a, b) => a.row - b.row);
  kept.length = Math.min(kept.length, CUSTOMER_LIMITS.reportRows);
}

/** Reads, checks and writes every row; the job records how far it got. */
export async function runImport(start: ImportStart, job: ImportJob): Promise<void> {
  const { file, format, locale, mode, actor, tenantId } = start;
  try {
    let sheetRead = 0;
    let rows: AsyncIterable<SheetRow> | Iterable<SheetRow>;
    let total = 0;
    // The header, the limit's rows and one more: enough to tell a file past the limit.
    const readRows = CUSTOMER_LIMITS.importRows + 2;
    const tooMany = (filled: number) => filled - 1 > CUSTOMER_LIMITS.importRows;
    if (format === 'xlsx') {
      // Counted first (streamed, nothing kept but the shared strings, parsed once for both passes): a file past the limit fails before any row is written.
      const sheet = await openXlsxSheet(file);
      let filled = 0;
      for await (const row of sheet.rows(IMPORT_COLUMNS.length, readRows)) if (row.cells.some(Boolean)) filled++;
      if (tooMany(filled)) throw new AppError(ERRNO.importTooManyRows, { max: CUSTOMER_LIMITS.importRows });
      // How much of the sheet the parser took (the file itself is read far ahead of the rows).
      rows = sheet.rows(IMPORT_COLUMNS.length, readRows, (fraction) => (sheetRead = fraction));
    } else {
      const all = await xlsSheetRows(file, IMPORT_COLUMNS.length, readRows);
      if (tooMany(all.filter((row) => row.cells.some(Boolean)).length)) throw new AppError(ERRNO.importTooManyRows, { max: CUSTOMER_LIMITS.importRows });
      total = all.length;
      rows = all;
    }
    const seen = new Set<string>();
    let batch: Parsed[] = [];
    let header = true;
    let dataRows = 0;
    const flush = async () => {
      if (!batch.length) return;
      const em = scopedEm(start.orm, start.scope);
      const written = await writeBatch(em, tenantId, actor, mode, batch, seen, locale);
      // Committed: only now does the job count the batch (a batch that failed wrote nothing).
      job.added += written.added;
      job.updated += written.updated;
      job.refused += written.refused.length;
      report(job, written.refused);
      for (const name of written.names) seen.add(name);
      job.processed += batch.length;
      job.progress = format === 'xlsx' ? Math.min(0.99, sheetRead) : Math.min(0.99, job.processed / Math.max(1, total));
      batch = [];
      await saveJob(start.orm, start.scope, job);
    };
    for await (const row of rows) {
      if (!row.cells.some(Boolean)) continue;
      if (header) {
        header = false;
        continue;
      }
      if (++dataRows > CUSTOMER_LIMITS.importRows) throw new AppError(ERRNO.importTooManyRows, { max: CUSTOMER_LIMITS.importRows });
      const parsed = parseRow(row, locale);
      if (parsed.errors.length) {
        job.processed++;
        job.refused++;
        report(job, parsed.errors);
        continue;
      }
      batch.push(parsed);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    job.progress = 1;
    job.state = 'done';
  } catch (error) {
    job.state = 'failed';
    // The job tells what a client would be told of the error (core/errors.ts decides): a catalogue
    // error as it is; a workbook that cannot be read, or past a bound of the reader, as the file's
    // fault (1070012); anything else (a batch the database failed, a temporary file the system
    // could not read) as a server failure, which is logged.
    const shown = httpErrorResponse(error instanceof WorkbookFault ? new AppError(ERRNO.importUnreadable) : error, locale, '').body.errors[0];
    job.errorno = shown.extensions.errorno as number;
    job.message = shown.message;
    if (!(error instanceof AppError) && !(error instanceof WorkbookFault)) start.onError(error);
  } finally {
    job.finishedAt = new Date();
    await saveJob(start.orm, start.scope, job).catch((error: unknown) => start.onError(error));
    if (job.added || job.updated) announce(start.pubsub, tenantId);
    await start.done().catch(() => undefined);
  }
}
