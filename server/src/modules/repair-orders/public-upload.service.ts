/**
 * Pictures and attachments of the public repair report (no sign-in; the rules and limits are
 * PUBLIC_REPAIR_UPLOAD_LIMITS in contract/repair-orders.ts). `/files` needs a session, so the
 * public form has its own way in, held by what the form already holds:
 *
 * - a pass: the passed drag verification (its challenge, spent) is exchanged for a random
 *   token bound to the machine of one SN (`issueRepairPass`, limited per address and per SN).
 *   Only its SHA-256 is stored; it lives 30 minutes and ends with the report that spends it;
 * - uploads with the pass (`uploadPublicFile`): the same checks as `/files` (streamed, the type
 *   sniffed from the content: jpg/png pictures of 10 MB, the documents `/files` takes of 50 MB),
 *   the default bucket only, stored for the machine's tenant (no uploader), at most the form's
 *   count of each kind held per pass, and counts and bytes per address and per SN. The checks
 *   that count run again under the pass's lock in the transaction that records the file: a
 *   refused upload leaves no record and no bytes;
 * - the report (public-repair.service.ts) may refer only to files uploaded with its own pass
 *   (`passFiles`): another pass's file, a file of `/files`, another tenant's file are unknown;
 * - a sweep removes the uploads the report did not take once their pass is used or expired,
 *   and forgets passes after a day (the per-address and per-SN byte windows).
 *
 * Locks are taken in one order everywhere: the blob's row (files service), then the pass, then
 * an upload row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { DEFAULT_BUCKET, type FileEntryValue, type FileKind, fileUrlOf, formatFileSize } from '../../contract/files';
import { PUBLIC_REPAIR_UPLOAD_LIMITS, REPAIR_LIMITS } from '../../contract/repair-orders';
import { type FieldError, checkText } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { PeriodicJob } from '../../core/periodic-job';
import { TenantScope, scopedEm } from '../../core/tenancy';
import { fileLinkQuery } from '../files/file-links';
import { type FileRef, checkRef, fileEntryOf, fileNotFound, removeStoredFile, uploadFile } from '../files/file.service';
import type { FileStorage } from '../files/storage';
import { Product } from '../products/product.entity';
import type { PublicRepairGate } from './public-repair.service';
import { PublicRepairPass, PublicRepairUpload } from './public-upload.entity';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const L = PUBLIC_REPAIR_UPLOAD_LIMITS;
/** A pass token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How often the sweep looks (every instance; each removal is guarded by its own locks). */
export const SWEEP_EVERY_MS = 10 * 60_000;

export const addressKey = (ip: string | undefined) => (ip ?? 'unknown').slice(0, 64);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pass is missing, unknown, used or expired: the form slides again (1023009; 403 over plain HTTP). */
export const passInvalid = (httpStatus?: number) => new AppError(ERRNO.repairVerificationInvalid, {}, httpStatus ? { httpStatus } : {});

/**
 * The machine of an SN, whichever tenant owns it. Factory numbers are unique across tenants; where
 * an older database holds the same number twice, the first registered archive keeps it, so a later
 * archive of the number in another tenant cannot take over its public reports.
 */
export async function machineOf(orm: MikroORM, sn: string): Promise<Product | null> {
  const text = sn.trim();
  if (!text || checkText(text, 100)) return null;
  return scopedEm(orm, TenantScope.none()).findOne(Product, { manufacturingCode: text }, { filters: false, orderBy: { id: 'asc' } });
}

/** The pass of a token while it may still be used (unused, unexpired), else 1023009. */
export async function livePass(orm: MikroORM, token: string | null | undefined, now: number, httpStatus?: number): Promise<PublicRepairPass> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw passInvalid(httpStatus);
  const pass = await scopedEm(orm, TenantScope.none()).findOne(PublicRepairPass, { tokenHash: hashOf(token) }, { filters: false });
  if (!pass || pass.usedAt || pass.expiresAt.getTime() <= now) throw passInvalid(httpStatus);
  return pass;
}

export type IssuedPass = { pass: string; expiresAt: Date };

/**
 * Exchanges a passed drag verification for a pass of the machine of `sn`: the challenge is
 * spent (1023009), then at most `passesPerAddressHour` per address and `passesPerSnDay` per SN
 * (1023008); an unknown SN is a form error.
 */
export async function issueRepairPass(orm: MikroORM, gate: PublicRepairGate, sn: string, challenge: string, ip: string | undefined): Promise<IssuedPass> {
  await gate.spendChallenge(challenge);
  await gate.take([{ key: `pass-address:${addressKey(ip)}`, max: L.passesPerAddressHour }], HOUR);
  const machine = await machineOf(orm, sn);
  if (!machine) throw formInvalid([{ field: 'sn', key: 'repair_sn_unknown' }]);
  await gate.take([{ key: `pass-sn:${machine.manufacturingCode}`, max: L.passesPerSnDay }], DAY);
  const token = randomBytes(32).toString('base64url');
  const now = gate.now();
  const expiresAt = new Date(now + L.passTtlMs);
  const em = scopedEm(orm, TenantScope.only(machine.tenant.id));
  em.create(PublicRepairPass, {
    tenant: machine.tenant,
    tokenHash: hashOf(token),
    sn: machine.manufacturingCode,
    productId: machine.id,
    address: addressKey(ip),
    expiresAt,
    createdAt: new Date(now),
  });
  await em.flush();
  return { pass: token, expiresAt };
}

const HELD_MAX: Record<FileKind, number> = { picture: REPAIR_LIMITS.pictures, document: REPAIR_LIMITS.attachments };

/** 1023008 with the minutes until the oldest counted upload leaves the window. */
function tooMany(oldest: Date | null, now: number): AppError {
  const minutes = oldest ? Math.max(1, Math.ceil((oldest.getTime() + DAY - now) / 60_000)) : 1;
  return new AppError(ERRNO.repairTooManyRequests, { minutes }, { httpStatus: 429 });
}

/** Bytes uploaded in the last day under `where` (every tenant), and the oldest of them. */
async function bytesWithin(em: EntityManager, where: { address: string } | { sn: string }, now: number): Promise<{ bytes: number; oldest: Date | null }> {
  const rows = await em.find(PublicRepairUpload, { ...where, createdAt: { $gt: new Date(now - DAY) } }, { filters: false, fields: ['size', 'createdAt'] });
  let oldest: Date | null = null;
  for (const row of rows) if (!oldest || row.createdAt < oldest) oldest = row.createdAt;
  return { bytes: rows.reduce((sum, row) => sum + row.size, 0), oldest };
}

/** Whether one more file of `kind` and `size` bytes fits: the pass's count, the address's and the SN's bytes of the day. */
async function checkRoom(em: EntityManager, pass: PublicRepairPass, kind: FileKind, size: number, address: string, now: number): Promise<void> {
  const held = await em.count(PublicRepairUpload, { pass: pass.id, kind });
  if (held >= HELD_MAX[kind]) throw new AppError(kind === 'picture' ? ERRNO.repairPicturesFull : ERRNO.repairAttachmentsFull, { max: HELD_MAX[kind] }, { httpStatus: 409 });
  for (const [where, max] of [
    [{ address }, L.bytesPerAddressDay],
    [{ sn: pass.sn }, L.bytesPerSnDay],
  ] as const) {
    const used = await bytesWithin(em, where, now);
    // Before the bytes arrive (size 0) a window already full refuses; after, the file must fit.
    if (used.bytes + size > max || used.bytes >= max) throw tooMany(used.oldest, now);
  }
}

export type PublicFileServices = { orm: MikroORM; gate: PublicRepairGate; storage: FileStorage; linkSecret: Buffer };

/** A stored file's entry with a link the visitor can load without a session, valid while the pass is. */
function visitorEntry(linkSecret: Buffer, entry: FileEntryValue, tenantId: number, expiresAt: Date): FileEntryValue {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = fileLinkQuery(linkSecret, { tenant: tenantId, bucket: entry.bucketname, name: entry.md5name, expires });
  return { ...entry, fileurl: `${fileUrlOf(entry.bucketname, entry.md5name)}?${query}` };
}

/**
 * `POST /public/repair-files`: one file of the public form, with its pass. Refusals: a bad pass
 * (1023009), too many uploads or bytes (1023008), the pass's pictures or attachments full
 * (1023010, 1023011), and every refusal of `/files` (type, size, name, 1003/26/1041).
 */
export async function uploadPublicFile(
  services: PublicFileServices,
  token: string | undefined,
  ip: string | undefined,
  request: { headers: IncomingHttpHeaders; body: Readable },
): Promise<FileEntryValue> {
  const { orm, gate, storage, linkSecret } = services;
  const pass = await livePass(orm, token, gate.now(), 403);
  const address = addressKey(ip);
  await gate.take([{ key: `upload-address:${address}`, max: L.uploadsPerAddressHour }], HOUR);
  const tenantId = pass.tenant.id;
  const em = scopedEm(orm, TenantScope.only(tenantId));
  const entry = await uploadFile(em, storage, { tenantId, userId: null }, request, {
    checkPart: async (rules) => {
      if (rules.bucket !== DEFAULT_BUCKET) throw formInvalid([{ field: 'bucketname', key: 'bucket_format' }]);
      // Full already: refused before a byte is kept.
      await checkRoom(em, pass, rules.kind, 0, address, gate.now());
    },
    beforeRecord: async (tx, file, received) => {
      const now = gate.now();
      const locked = await tx.findOne(PublicRepairPass, { id: pass.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked || locked.usedAt || locked.expiresAt.getTime() <= now) throw passInvalid(403);
      await checkRoom(tx, locked, received.kind, received.staged.size, address, now);
      tx.create(PublicRepairUpload, { tenant: locked.tenant, pass: locked, file, kind: received.kind, size: received.staged.size, sn: locked.sn, address, createdAt: new Date(now) });
    },
  });
  return visitorEntry(linkSecret, entry, tenantId, pass.expiresAt);
}

/** `DELETE /public/repair-files/:bucketname/:md5name`: removes a file of the pass the report has not taken (its place is free again). */
export async function removePublicFile(services: PublicFileServices, token: string | undefined, ref: { bucket: string; name: string }): Promise<void> {
  const { orm, gate, storage } = services;
  const pass = await livePass(orm, token, gate.now(), 403);
  checkRef(ref);
  const em = scopedEm(orm, TenantScope.only(pass.tenant.id));
  const upload = await em.findOne(PublicRepairUpload, { pass: pass.id, claimed: false, file: { bucket: ref.bucket, md5name: ref.name } }, { orderBy: { id: 'desc' } });
  if (!upload) throw fileNotFound();
  await removeStoredFile(em, storage, upload.file.id, async (tx) => {
    const locked = await tx.findOne(PublicRepairPass, { id: pass.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!locked || locked.usedAt || locked.expiresAt.getTime() <= gate.now()) throw passInvalid(403);
    if (!(await tx.nativeDelete(PublicRepairUpload, { id: upload.id, claimed: false }))) throw fileNotFound();
    return true;
  });
}

export type PassFiles = { errors: FieldError[]; pictures: FileEntryValue[]; attachments: FileEntryValue[]; uploadIds: number[] };

/**
 * The report's file references checked against the files uploaded with its pass (none without
 * one): anything else is `file_unknown`; the kinds and sizes of the signed-in form (pictures
 * jpg/png 10 MB, attachments 50 MB, at most 6 each). `em` sees the pass's tenant.
 */
export async function passFiles(em: EntityManager, passId: number | null, pictures: readonly FileRef[], attachments: readonly FileRef[]): Promise<PassFiles> {
  const uploads = passId === null || pictures.length + attachments.length === 0 ? [] : await em.find(PublicRepairUpload, { pass: passId, claimed: false }, { populate: ['file'] });
  const byKey = new Map(uploads.map((u) => [`${u.file.getEntity().bucket}/${u.file.getEntity().md5name}`, u]));
  const errors: FieldError[] = [];
  const uploadIds = new Set<number>();
  const check = (field: string, refs: readonly FileRef[], max: number, kinds: readonly FileKind[], maxBytes: number) =>
    refs.slice(0, max).flatMap((ref, i) => {
      const upload = byKey.get(`${ref.bucketname}/${ref.md5name}`);
      const file = upload?.file.getEntity();
      if (!upload || !file) errors.push({ field: `${field}.${i}`, key: 'file_unknown' });
      else if (!kinds.includes(file.kind)) errors.push({ field: `${field}.${i}`, key: 'file_not_picture' });
      else if (file.size > maxBytes) errors.push({ field: `${field}.${i}`, key: 'file_too_large', params: { max: formatFileSize(maxBytes) } });
      else {
        uploadIds.add(upload.id);
        return [fileEntryOf(file)];
      }
      return [];
    });
  const R = REPAIR_LIMITS;
  return {
    pictures: check('pictures', pictures, R.pictures, ['picture'], R.pictureBytes),
    attachments: check('attachments', attachments, R.attachments, ['picture', 'document'], R.attachmentBytes),
    errors,
    uploadIds: [...uploadIds],
  };
}

/**
 * Spends the pass and marks the files the report took, inside the report's transaction: when
 * the pass was spent meanwhile or one of the files went (removed, swept), nothing is written
 * (1023009).
 */
export async function claimPass(tx: EntityManager, passId: number, uploadIds: readonly number[], now: number): Promise<void> {
  const spent = await tx.nativeUpdate(PublicRepairPass, { id: passId, usedAt: null, expiresAt: { $gt: new Date(now) } }, { usedAt: new Date(now) });
  if (!spent) throw passInvalid();
  if (uploadIds.length && (await tx.nativeUpdate(PublicRepairUpload, { id: { $in: [...uploadIds] }, pass: passId, claimed: false }, { claimed: true })) !== uploadIds.length) throw passInvalid();
}

/**
 * Removes what no report will take: the unclaimed uploads of used or expired passes (record and,
 * with the last record, bytes), then passes over a day old with nothing left to sweep. Each
 * removal runs in the tenant's own scope under the locks of a removal. At most `limit` of each
 * per call; answers how many uploads went.
 */
export async function sweepPublicUploads(orm: MikroORM, storage: FileStorage, now: number, limit = 200): Promise<number> {
  const anyTenant = scopedEm(orm, TenantScope.none());
  const at = new Date(now);
  const stale = await anyTenant.find(
    PublicRepairUpload,
    { claimed: false, $or: [{ pass: { usedAt: { $ne: null } } }, { pass: { expiresAt: { $lte: at } } }] },
    { filters: false, orderBy: { id: 'asc' }, limit },
  );
  let removed = 0;
  for (const upload of stale) {
    const em = scopedEm(orm, TenantScope.only(upload.tenant.id));
    await removeStoredFile(em, storage, upload.file.id, async (tx) => {
      const row = await tx.findOne(PublicRepairUpload, { id: upload.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!row || row.claimed) return false;
      await tx.nativeDelete(PublicRepairUpload, { id: upload.id });
      removed += 1;
      return true;
    });
  }
  const old = await anyTenant.find(PublicRepairPass, { createdAt: { $lt: new Date(now - DAY) }, expiresAt: { $lte: at } }, { filters: false, orderBy: { id: 'asc' }, limit });
  for (const pass of old) {
    const em = scopedEm(orm, TenantScope.only(pass.tenant.id));
    // Its claimed uploads' rows go with it (the files stay: the order refers to them).
    if ((await em.count(PublicRepairUpload, { pass: pass.id, claimed: false })) === 0) await em.nativeDelete(PublicRepairPass, { id: pass.id });
  }
  return removed;
}

/** The sweep every SWEEP_EVERY_MS on this instance (and once at start); each removal is guarded by its own locks. */
export class PublicUploadSweeper extends PeriodicJob {
  constructor(orm: MikroORM, storage: FileStorage, logger: Logger, now: () => number = Date.now) {
    super('public repair uploads sweep', (at) => sweepPublicUploads(orm, storage, at.getTime()), logger, SWEEP_EVERY_MS, now);
  }
}
