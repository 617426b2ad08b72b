import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { type EntityManager, LockMode, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ERRNO } from '../../contract/error-catalogue';
import {
  BUCKET_PATTERN,
  DEFAULT_BUCKET,
  FILE_KINDS,
  FILE_LINK_DEFAULT_SECONDS,
  FILE_LINK_MAX_SECONDS,
  FILE_NAME_MAX,
  type FileEntryValue,
  type FileKind,
  LARGEST_FILE_LIMIT,
  STORED_NAME_PATTERN,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  fileLimit,
  fileNameProblem,
  fileUrlOf,
  formatFileSize,
} from '../../contract/files';
import type { FieldError } from '../../contract/validation';
import { AppError, formInvalid, invalidRequest } from '../../core/errors';
import { lockKeys } from '../../core/locks';
import { type TenantScope, tenantLine } from '../../core/tenancy';
import { Tenant } from '../tenants/tenant.entity';
import { tenantLinks } from '../tenants/tenant.service';
import { fileLinkQuery } from './file-links';
import { FILE_REFERRERS, type FileReferrer } from './file-referrers';
import { type Inspection, UploadInspector, fileTooLarge } from './inspect';
import { readMultipart, uploadFailed } from './multipart';
import type { BlobKey, FileStorage, StagedBlob } from './storage';
import { StoredBlob } from './stored-blob.entity';
import { StoredFile } from './stored-file.entity';

/**
 * The rules of uploaded files (spec part 1 sections 5, 7 and 9; contract/files.ts), without
 * HTTP: what an upload must be, where its bytes go, who sees a file, when its bytes go away,
 * and signed links. `file.routes.ts` is the thin HTTP side.
 *
 * EntityManagers passed in are scoped to the caller (`scopedEm`): a file outside the caller's
 * tenants is not found.
 */

export type FileRef = { bucketname: string; md5name: string };
/** Who stores a file: the tenant it will belong to and the user (null for the demo seed). */
export type FileOwner = { tenantId: number; userId: number | null };

/** An upload checked and staged, not yet recorded. */
export type ReceivedFile = Inspection & { staged: StagedBlob; bucket: string; kind: FileKind; filename: string };

export const fileNotFound = () => new AppError(ERRNO.fileNotFound, {}, { httpStatus: 404 });

/** References looked up at once by `findStoredFiles` (a form holds a few dozen at most). */
const FIND_MAX = 200;

export type UploadRules = { bucket: string; kind: FileKind; purpose: UploadPurpose | null; maxBytes: number; filename: string };

/** The upload's rules from its text fields, or a form error naming every bad field. */
export function uploadRules(fields: ReadonlyMap<string, string>, tooLong: ReadonlySet<string>, partFilename: string | undefined): UploadRules {
  const errors: FieldError[] = [];
  const bucket = fields.get('bucketname') ?? DEFAULT_BUCKET;
  if (!BUCKET_PATTERN.test(bucket)) errors.push({ field: 'bucketname', key: 'bucket_format' });
  const kind = fields.get('kind') as FileKind;
  if (!FILE_KINDS.includes(kind)) errors.push({ field: 'kind', key: 'file_kind_required' });
  const purpose = (fields.get('purpose') ?? null) as UploadPurpose | null;
  if (purpose !== null && !UPLOAD_PURPOSES.includes(purpose)) errors.push({ field: 'purpose', key: 'file_purpose' });
  let maxBytes = FILE_KINDS.includes(kind) ? fileLimit(kind, UPLOAD_PURPOSES.includes(purpose!) ? purpose : null) : 0;
  const ownLimit = fields.get('maxbytes');
  if (ownLimit !== undefined) {
    // A field's own lower limit (the QR picture's 1 MB); it never raises the kind's.
    if (/^[1-9]\d{0,11}$/.test(ownLimit)) maxBytes = Math.min(maxBytes, Number(ownLimit));
    else errors.push({ field: 'maxbytes', key: 'file_max_bytes_format' });
  }
  const rawName = fields.get('filename') ?? partFilename ?? '';
  const nameProblem = tooLong.has('filename') ? 'text_too_long' : fileNameProblem(rawName);
  if (nameProblem) errors.push({ field: 'filename', key: nameProblem, ...(nameProblem === 'text_too_long' ? { params: { max: FILE_NAME_MAX } } : {}) });
  if (errors.length) throw formInvalid(errors);
  return { bucket, kind, purpose, maxBytes, filename: rawName.trim() };
}

/** Streams one file through the checks into the storage's staging area; nothing stays behind when it is refused. */
export async function receiveFile(storage: FileStorage, source: Readable, rules: Omit<UploadRules, 'purpose'>): Promise<ReceivedFile> {
  const inspector = new UploadInspector(rules);
  source.on('error', (error) => inspector.destroy(error));
  // A refusal stops the source too (a file read by the seed is closed; an upload's part is drained by readMultipart).
  inspector.on('error', () => source.destroy());
  const staged = await storage.put(source.pipe(inspector));
  if (!inspector.result) {
    await staged.discard();
    throw uploadFailed(new Error('the upload ended without its inspection'));
  }
  return { ...inspector.result, staged, bucket: rules.bucket, kind: rules.kind, filename: rules.filename };
}

/**
 * Records a received file for its owner and puts its bytes in place (kept once when the same
 * bytes are there already), in one transaction. The blob's row is locked first, so a delete
 * of the last record pointing at the same bytes cannot remove them in between.
 */
export async function saveFile(
  em: EntityManager,
  storage: FileStorage,
  file: ReceivedFile,
  owner: FileOwner,
  /** Runs in the same transaction before the record is written (a caller's own checks and rows); throwing stores nothing. */
  beforeRecord?: (tx: EntityManager, record: StoredFile) => Promise<void>,
): Promise<StoredFile> {
  const key: BlobKey = { bucket: file.bucket, name: `${file.staged.sha256}.${file.ext}` };
  for (let attempt = 1; ; attempt++) {
    const saved = await em.transactional(async (tx) => {
      await tx.upsert(StoredBlob, { bucket: key.bucket, md5name: key.name, size: file.staged.size, createdAt: new Date() }, { onConflictFields: ['bucket', 'md5name'], onConflictAction: 'ignore' });
      const blob = await tx.findOne(StoredBlob, { bucket: key.bucket, md5name: key.name }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      // Gone: a delete of its last record held the lock and removed it. Insert it again.
      if (!blob) return null;
      const { created } = await file.staged.commit(key);
      try {
        const record = tx.create(StoredFile, {
          tenant: tx.getReference(Tenant, owner.tenantId),
          bucket: key.bucket,
          md5name: key.name,
          filename: file.filename,
          size: file.staged.size,
          mime: file.mime,
          kind: file.kind,
          width: file.width,
          height: file.height,
          uploaderId: owner.userId,
        });
        await beforeRecord?.(tx, record);
        await tx.flush();
        return record;
      } catch (error) {
        // No record points at bytes this transaction put there (it still holds the lock).
        if (created) await storage.remove(key);
        throw error;
      }
    });
    if (saved) return saved;
    if (attempt >= 3) throw uploadFailed(new Error('the blob kept vanishing under concurrent deletes'));
  }
}

/** What a caller of `uploadFile` adds to its rules (the public repair form's pass and limits). */
export type UploadHooks = {
  /** The purposes this caller may upload for (their larger limits); another is refused with 1150 before a byte is kept. */
  purposes?: ReadonlySet<UploadPurpose>;
  /** Runs once the part's fields are read, before a byte is kept: throwing refuses the upload. */
  checkPart?: (rules: UploadRules) => Promise<void>;
  /** Runs in the recording transaction (see `saveFile`): throwing stores nothing. */
  beforeRecord?: (tx: EntityManager, record: StoredFile, received: ReceivedFile) => Promise<void>;
};

const DAY_MS = 24 * 3600_000;

/** The uploads of `userId` in the 24 hours before `now`, in every tenant. */
const uploadsOfDay = (userId: number, now: number) => ({ uploaderId: userId, createdAt: { $gt: new Date(now - DAY_MS) } });

/**
 * Files and bytes `userId` uploaded in the 24 hours before `now` (in every tenant), summed in the
 * database over the (uploader, time) index; the query builder skips the tenant filter.
 */
async function uploadedWithin(em: EntityManager, userId: number, now: number): Promise<{ files: number; bytes: number }> {
  const [row] = (await (em as SqlEntityManager)
    .createQueryBuilder(StoredFile, 'f')
    .select([raw('count(*) as files'), raw('coalesce(sum(f.size), 0) as bytes')])
    .where(uploadsOfDay(userId, now))
    .execute('all')) as { files: number | string; bytes: number | string }[];
  // PostgreSQL answers count and sum as strings (bigint, numeric).
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** When the oldest of the user's uploads of the last 24 hours leaves the window (for the refusal's minutes). */
async function oldestWithin(em: EntityManager, userId: number, now: number): Promise<Date | null> {
  const oldest = await em.findOne(StoredFile, uploadsOfDay(userId, now), { filters: false, fields: ['createdAt'], orderBy: { createdAt: 'asc' }, flushMode: 'commit' });
  return oldest?.createdAt ?? null;
}

/** Files one user may upload in 24 hours, whatever their size (each upload sums the user's day in the database). */
export const FILES_PER_USER_DAY = 10_000;

/**
 * At most `maxBytes` and FILES_PER_USER_DAY files uploaded by one user in 24 hours
 * (FILES_MAX_BYTES_PER_USER_DAY): a signed-in user of any role stored 1.2 GB in 8 s, which at that
 * rate fills a disk in minutes. Checked before a byte is kept (a day already full) and, under a
 * per-user lock, as the file is recorded (it must fit): errorno 1044, HTTP 429, with the minutes
 * until the oldest counted upload leaves the window.
 */
export function uploaderQuota(em: EntityManager, userId: number, maxBytes: number, now: () => number = Date.now): Pick<UploadHooks, 'checkPart' | 'beforeRecord'> {
  const refuse = async (on: EntityManager, at: number) => {
    const oldest = await oldestWithin(on, userId, at);
    const minutes = oldest ? Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - at) / 60_000)) : 1;
    return new AppError(ERRNO.uploadQuotaReached, { max: formatFileSize(maxBytes), files: FILES_PER_USER_DAY, minutes }, { httpStatus: 429 });
  };
  return {
    checkPart: async () => {
      const at = now();
      const used = await uploadedWithin(em, userId, at);
      if (used.bytes >= maxBytes || used.files >= FILES_PER_USER_DAY) throw await refuse(em, at);
    },
    beforeRecord: async (tx, _record, received) => {
      await lockKeys(tx, `uploads:${userId}`);
      const at = now();
      // The record being written is not in the table yet: the query builder does not flush it.
      const used = await uploadedWithin(tx, userId, at);
      if (used.bytes + received.staged.size > maxBytes || used.files + 1 > FILES_PER_USER_DAY) throw await refuse(tx, at);
    },
  };
}

/**
 * `POST /files`: reads the multipart body, checks and stores its file for the owner's tenant.
 * On any failure nothing is recorded and no bytes stay behind.
 */
export async function uploadFile(em: EntityManager, storage: FileStorage, owner: FileOwner, request: { headers: IncomingHttpHeaders; body: Readable }, hooks: UploadHooks = {}): Promise<FileEntryValue> {
  let rules: UploadRules | null = null;
  const received = await readMultipart(
    request.body,
    request.headers,
    LARGEST_FILE_LIMIT,
    async (part) => {
      rules = uploadRules(part.fields, part.tooLong, part.partFilename);
      if (rules.purpose && !hooks.purposes?.has(rules.purpose)) throw new AppError(ERRNO.forbidden, {}, { httpStatus: 403 });
      await hooks.checkPart?.(rules);
      return receiveFile(storage, part.stream, rules);
    },
    (file) => file.staged.discard(),
    () => fileTooLarge(rules?.maxBytes ?? LARGEST_FILE_LIMIT),
  );
  try {
    const beforeRecord = hooks.beforeRecord;
    return fileEntryOf(await saveFile(em, storage, received, owner, beforeRecord && ((tx, record) => beforeRecord(tx, record, received))));
  } finally {
    await received.staged.discard(); // a no-op once committed
  }
}

/** The file entry the API and the forms carry (spec part 1 section 3). */
export function fileEntryOf(file: StoredFile): FileEntryValue {
  return { filename: file.filename, md5name: file.md5name, bucketname: file.bucket, fileurl: fileUrlOf(file.bucket, file.md5name), filesize: file.size };
}

/** A reference that cannot name a stored file is not found, like one outside the caller's scope. */
export function checkRef(ref: { bucket: string; name: string }): BlobKey {
  if (!BUCKET_PATTERN.test(ref.bucket) || !STORED_NAME_PATTERN.test(ref.name)) throw fileNotFound();
  return ref;
}

/**
 * The record of a file that names it for a requester (its filename, type and size are what a
 * download answers and what a link is signed for), or file-not-found (1042): the oldest record
 * of the file in the requester's own tenant, else the oldest in its scope. So the first upload
 * names the bytes, and a later upload of the same bytes by someone else (another tenant in the
 * scope, an anonymous public form) never renames what a requester already downloads: a newer
 * record wins neither over an older one nor over one of the requester's own tenant. `em` is
 * scoped to the requester; `ownTenantId` null (a signed link, whose scope is its one tenant)
 * takes the oldest in scope.
 */
async function findInScope(em: EntityManager, key: BlobKey, ownTenantId: number | null): Promise<StoredFile> {
  const where = { bucket: key.bucket, md5name: key.name };
  const oldest = { orderBy: { id: 'asc' } } as const;
  const own = ownTenantId === null ? null : await em.findOne(StoredFile, { ...where, tenant: ownTenantId }, oldest);
  const file = own ?? (await em.findOne(StoredFile, where, oldest));
  if (!file) throw fileNotFound();
  return file;
}

/**
 * `GET /files/...`: the record (for the headers, see `findInScope`) and the bytes of a file in
 * scope. `ownTenantId`: the signed-in requester's own tenant (null for a signed link).
 */
export async function openDownload(em: EntityManager, storage: FileStorage, ref: { bucket: string; name: string }, ownTenantId: number | null): Promise<{ file: StoredFile; open: () => Promise<Readable> }> {
  const key = checkRef(ref);
  const file = await findInScope(em, key, ownTenantId);
  return {
    file,
    // Opened only when the bytes are sent (not for a HEAD or a cache revalidation).
    open: async () => {
      const stream = await storage.get(key);
      if (!stream) throw fileNotFound();
      return stream;
    },
  };
}

/**
 * Gives `tenantId` a record of its own of each file a saved record of that tenant keeps, where it
 * has none: the record is read by the tenant's users, whose scope may not hold the uploader's
 * tenant (a maker reporting a repair of its customer's machine with the maker's pictures: the
 * customer's users got 404 for them). The new record names the bytes as the saved entry does and
 * has no uploader (nobody's allowance; nobody removes it through `DELETE /files`). Runs in the
 * caller's transaction, with each blob's row locked first as uploads and deletes lock it, so the
 * bytes cannot go in between; `tx` sees the files (`checkFileReferences` found them there).
 */
export async function shareFiles(tx: EntityManager, tenantId: number, entries: readonly FileEntryValue[]): Promise<void> {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key: BlobKey = { bucket: entry.bucketname ?? DEFAULT_BUCKET, name: entry.md5name };
    if (seen.has(`${key.bucket}/${key.name}`)) continue;
    seen.add(`${key.bucket}/${key.name}`);
    const blob = await tx.findOne(StoredBlob, { bucket: key.bucket, md5name: key.name }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!blob || (await tx.count(StoredFile, { bucket: key.bucket, md5name: key.name, tenant: tenantId })) > 0) continue;
    const source = await tx.findOne(StoredFile, { bucket: key.bucket, md5name: key.name }, { orderBy: { id: 'asc' } });
    if (!source) continue;
    tx.create(StoredFile, {
      tenant: tx.getReference(Tenant, tenantId),
      bucket: key.bucket,
      md5name: key.name,
      filename: entry.filename,
      size: source.size,
      mime: source.mime,
      kind: source.kind,
      width: source.width,
      height: source.height,
      uploaderId: null,
    });
  }
}

/** A file a saved record uses cannot be deleted (1045, HTTP 409). */
export const fileInUse = () => new AppError(ERRNO.fileInUse, {}, { httpStatus: 409 });

/** Whether a referrer's value names the blob (the database's text match is only a first cut). */
function refersTo(referrer: FileReferrer, value: unknown, key: BlobKey): boolean {
  if (referrer.holds === 'links') {
    if (typeof value !== 'string') return false;
    // The link, not a longer name that starts like it.
    const link = fileUrlOf(key.bucket, key.name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return new RegExp(`${link}(?![A-Za-z0-9])`).test(value);
  }
  return Array.isArray(value) && value.some((entry) => !!entry && typeof entry === 'object' && entry.md5name === key.name && (entry.bucketname ?? DEFAULT_BUCKET) === key.bucket);
}

/**
 * The first saved record (FILE_REFERRERS) of `tenantIds` (null: of every tenant) that refers to
 * the blob, or null. Read past the tenant filter with the tenants named, without the identity map
 * (nothing read here is written back).
 */
export async function blobReferrer(em: EntityManager, key: BlobKey, tenantIds: readonly number[] | null): Promise<{ referrer: FileReferrer; id: unknown } | null> {
  if (tenantIds !== null && tenantIds.length === 0) return null;
  const platform = em.getPlatform();
  // Both patterns hold only [a-z0-9.-]: nothing LIKE would read as a wildcard.
  const needle = (referrer: FileReferrer) => (referrer.holds === 'entries' ? `%"${key.name}"%` : `%${fileUrlOf(key.bucket, key.name)}%`);
  for (const referrer of FILE_REFERRERS) {
    const meta = em.getMetadata().get(referrer.entity);
    const column = platform.quoteIdentifier(meta.properties[referrer.property].fieldNames[0]);
    const where = {
      ...(tenantIds === null ? {} : { tenant: { $in: [...tenantIds] } }),
      // As text: a JSON column is jsonb on PostgreSQL.
      [raw((alias: string) => `cast(${alias}.${column} as text)`)]: { $like: needle(referrer) },
    };
    const rows = (await em.find(referrer.entity, where, { filters: false, fields: [referrer.property] as never[], disableIdentityMap: true })) as Record<string, unknown>[];
    const row = rows.find((r) => refersTo(referrer, r[referrer.property], key));
    if (row) return { referrer, id: row[meta.primaryKeys[0]] };
  }
  return null;
}

/**
 * Whether removing `file` would take a file away from a saved record: no other record of the same
 * bytes is left in its tenant (one there serves every reader this one serves), and a saved record
 * (FILE_REFERRERS) in the tenant's line (itself, above, below; and in `alsoIn`, the remover's
 * scope) refers to the bytes. Runs under the blob's lock.
 */
async function inUse(tx: EntityManager, file: StoredFile, alsoIn: TenantScope | null): Promise<boolean> {
  const key: BlobKey = { bucket: file.bucket, name: file.md5name };
  if ((await tx.count(StoredFile, { bucket: key.bucket, md5name: key.name, tenant: file.tenant.id, id: { $ne: file.id } })) > 0) return false;
  if (alsoIn?.ids === 'all') return (await blobReferrer(tx, key, null)) !== null;
  const tenants = new Set(tenantLine(file.tenant.id, await tenantLinks(tx)));
  if (alsoIn) for (const id of alsoIn.ids as ReadonlySet<number>) tenants.add(id);
  return (await blobReferrer(tx, key, [...tenants])) !== null;
}

/**
 * `DELETE /files/...`: removes one of the caller's own uploads of the file (the newest), and the
 * bytes with the last record of any tenant. Only the uploader's: the client deletes an upload its
 * form made and did not save, and a record another user uploaded may be what an archive, a manual
 * or an order shows (a review's customer removed a machine's cover picture this way). Only while
 * no saved record uses it (`inUse`; FILE_REFERRERS): an applicant removed the pictures of an
 * order locked against edits this way. A file in use is refused (`fileInUse`, 409) and stays,
 * record and bytes; it goes out of use when the record is saved without it (or deleted).
 */
export async function deleteFile(em: EntityManager, storage: FileStorage, caller: FileOwner, ref: { bucket: string; name: string }, scope: TenantScope): Promise<void> {
  const key = checkRef(ref);
  await em.transactional(async (tx) => {
    const blob = await tx.findOne(StoredBlob, { bucket: key.bucket, md5name: key.name }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!blob) throw fileNotFound();
    const where = { bucket: key.bucket, md5name: key.name };
    const newest = { orderBy: { id: 'desc' } } as const;
    const file = caller.userId !== null ? await tx.findOne(StoredFile, { ...where, uploaderId: caller.userId }, newest) : null;
    if (!file) throw fileNotFound();
    if (await inUse(tx, file, scope)) throw fileInUse();
    tx.remove(file);
    await tx.flush();
    // Records of every tenant count: the bytes are shared by content.
    if ((await tx.count(StoredFile, where, { filters: false })) === 0) {
      tx.remove(blob);
      await tx.flush();
      await storage.remove(key);
    }
  });
}

/**
 * Removes one stored record by its id (as `deleteFile` does: the blob's row locked first, the
 * bytes with the last record of any tenant). `em` must see the record's tenant; a record that
 * is gone already is no error. `check` runs in the transaction once the blob is locked (a
 * caller's own conditions and rows): false, or a throw, removes nothing. A record a saved
 * record uses (`inUse`) is kept, whatever `check` did: the caller's own rows about it go, the
 * file stays for the record that uses it.
 */
export async function removeStoredFile(em: EntityManager, storage: FileStorage, fileId: number, check?: (tx: EntityManager) => Promise<boolean>): Promise<void> {
  const found = await em.findOne(StoredFile, { id: fileId }, { fields: ['bucket', 'md5name'] });
  if (!found) return;
  const where = { bucket: found.bucket, md5name: found.md5name };
  await em.transactional(async (tx) => {
    const blob = await tx.findOne(StoredBlob, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (check && !(await check(tx))) return;
    const file = await tx.findOne(StoredFile, { id: fileId }, { refresh: true });
    if (!file) return;
    if (await inUse(tx, file, null)) return;
    tx.remove(file);
    await tx.flush();
    if (blob && (await tx.count(StoredFile, where, { filters: false })) === 0) {
      tx.remove(blob);
      await tx.flush();
      await storage.remove({ bucket: where.bucket, name: where.md5name });
    }
  });
}

/** `POST /files/link`'s body, checked: a form error names each bad field. */
export function linkRequest(body: unknown): { key: BlobKey; seconds: number } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const bucket = input.bucketname ?? DEFAULT_BUCKET;
  if (typeof bucket !== 'string' || !BUCKET_PATTERN.test(bucket)) errors.push({ field: 'bucketname', key: 'bucket_format' });
  const name = input.md5name;
  if (typeof name !== 'string' || !STORED_NAME_PATTERN.test(name)) errors.push({ field: 'md5name', key: 'stored_name_format' });
  const seconds = input.expiresInSeconds ?? FILE_LINK_DEFAULT_SECONDS;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > FILE_LINK_MAX_SECONDS) {
    errors.push({ field: 'expiresInSeconds', key: 'link_expiry_range', params: { max: FILE_LINK_MAX_SECONDS } });
  }
  if (errors.length) throw formInvalid(errors);
  return { key: { bucket: bucket as string, name: name as string }, seconds: seconds as number };
}

/**
 * `POST /files/link`: a download link for a file in the caller's scope, valid for `seconds` (at
 * most FILE_LINK_MAX_SECONDS), signed for the tenant of the record that names the file for the
 * caller (`findInScope`): the link's download is named by the oldest record in that tenant,
 * which is the same record.
 */
export async function createFileLink(em: EntityManager, secret: Buffer, request: { key: BlobKey; seconds: number }, nowMs: number, ownTenantId: number): Promise<{ fileurl: string; expiresAt: string }> {
  const file = await findInScope(em, request.key, ownTenantId);
  const expires = Math.floor(nowMs / 1000) + request.seconds;
  const query = fileLinkQuery(secret, { tenant: file.tenant.id, bucket: file.bucket, name: file.md5name, expires });
  return { fileurl: `${fileUrlOf(file.bucket, file.md5name)}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * The stored files in the caller's scope that the references name, for other modules to check
 * what a form refers to (kind, size, mime): a reference outside the scope or to no file is
 * simply absent. Several records may answer one reference (the same bytes uploaded twice).
 * At most FIND_MAX references at once.
 */
export async function findStoredFiles(em: EntityManager, refs: readonly FileRef[]): Promise<StoredFile[]> {
  const valid = wellFormed(refs);
  if (!valid.length) return [];
  return em.find(StoredFile, anyOf(valid), { orderBy: { id: 'asc' } });
}

/**
 * Locks the blob rows of the references, in the transaction that is about to save a record naming
 * them (blob rows first, as `deleteFile` and `shareFiles` take them). A delete of one of the files
 * then waits for the save and finds the record using the file (`inUse`), or went first and the
 * save, checking its references again after this, finds the file gone. At most FIND_MAX.
 */
export async function lockBlobsOf(tx: EntityManager, refs: readonly FileRef[]): Promise<void> {
  const valid = wellFormed(refs);
  if (!valid.length) return;
  await tx.find(StoredBlob, anyOf(valid), { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } });
}

/** Rows (stored files or blobs) of any of the references. */
const anyOf = (refs: readonly FileRef[]) => ({ $or: refs.map((r) => ({ bucket: r.bucketname, md5name: r.md5name })) });

/** The references that can name a stored file at all (at most FIND_MAX of them, or 1004). */
function wellFormed(refs: readonly FileRef[]): FileRef[] {
  if (refs.length > FIND_MAX) throw invalidRequest('tooManyFileReferences', { max: FIND_MAX });
  return refs.filter((r) => typeof r.bucketname === 'string' && typeof r.md5name === 'string' && BUCKET_PATTERN.test(r.bucketname) && STORED_NAME_PATTERN.test(r.md5name));
}
