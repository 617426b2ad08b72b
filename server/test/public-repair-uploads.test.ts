import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ERRNO } from '../src/contract/error-catalogue';
import type { FileEntryValue } from '../src/contract/files';
import { PUBLIC_REPAIR_FILES_PATH, PUBLIC_REPAIR_LIMITS, PUBLIC_REPAIR_UPLOAD_LIMITS, REPAIR_LIMITS, REPAIR_PASS_HEADER } from '../src/contract/repair-orders';
import { systemEm } from '../src/core/tenancy';
import { StoredBlob } from '../src/modules/files/stored-blob.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Product } from '../src/modules/products/product.entity';
import { RepairOrder } from '../src/modules/repair-orders/repair-order.entity';
import { PublicRepairPass, PublicRepairUpload } from '../src/modules/repair-orders/public-upload.entity';
import { sweepPublicUploads } from '../src/modules/repair-orders/public-upload.service';
import { type Caller, type GqlResponse, errorOf, gql, loginAs, manualClock, startTestServer, type TestServer } from './helpers';
import { QILU_LASER_SN, qiluRepairReport } from './support/repair-fixtures';
import { PDF, png, refOf, uniquePng, uploadFile } from './support/uploads';

/**
 * Pictures and attachments of the public repair report (no sign-in), over real HTTP on a real
 * database (SQLite, or PostgreSQL with TEST_DATABASE_URL): the pass a drag verification is
 * exchanged for, uploads checked from their content and owned by the machine's tenant, the
 * per-pass and per-address limits, a report that takes only its own pass's files, who can read
 * them afterwards, and the sweep of what no report took.
 */

const CHALLENGE = 'mutation { repairReportChallenge }';
const PASS = 'mutation Pass($sn: String!, $challenge: String!) { repairReportPass(sn: $sn, challenge: $challenge) { pass expiresAt } }';
const PUBLIC_REPORT = 'mutation PublicReport($input: PublicRepairInput!) { reportRepairPublic(input: $input) { number } }';
const ORDER = 'query Order($id: ID!) { repairOrder(id: $id) { id pictures { filename md5name bucketname fileurl filesize } attachments { filename md5name fileurl filesize } } }';

const SN = QILU_LASER_SN;
const OTHER_SN = 'JN2025L6020002';
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 0x90)]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const report = qiluRepairReport;

let server: TestServer;
const clock = manualClock();
const as: Record<string, string> = {};

const ok = <T = Record<string, any>>(res: GqlResponse<T>): T => {
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
};
const from = (address: string): Caller => ({ headers: { 'x-forwarded-for': address } });
const em = () => systemEm(server.services.orm, 'test');

async function passFor(sn: string, caller: Caller): Promise<string> {
  const challenge = ok(await gql(server, CHALLENGE, {}, caller)).repairReportChallenge as string;
  clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
  return ok(await gql(server, PASS, { sn, challenge }, caller)).repairReportPass.pass as string;
}

type Answer = { status: number; body: any };

async function upload(pass: string | null, caller: Caller, kind: 'picture' | 'document', filename: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('kind', kind);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), filename);
  const headers: Record<string, string> = { ...caller.headers };
  if (pass !== null) headers[REPAIR_PASS_HEADER] = pass;
  const res = await fetch(`${server.url}${PUBLIC_REPAIR_FILES_PATH}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

async function remove(pass: string, caller: Caller, entry: FileEntryValue): Promise<Answer> {
  const res = await fetch(`${server.url}${PUBLIC_REPAIR_FILES_PATH}/${entry.bucketname}/${entry.md5name}`, { method: 'DELETE', headers: { ...caller.headers, [REPAIR_PASS_HEADER]: pass } });
  return { status: res.status, body: await res.json() };
}

const errnoOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.errorno;
const download = (url: string, token?: string) => fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Every file under the files folder (what an upload left behind). */
const filesOnDisk = (): string[] =>
  fs
    .readdirSync(server.config.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(server.config.filesDir, path.join(e.parentPath, e.name)))
    .sort();
async function snapshot() {
  return { files: filesOnDisk(), records: await em().count(StoredFile, {}), blobs: await em().count(StoredBlob, {}), uploads: await em().count(PublicRepairUpload, {}) };
}
const blobPath = (md5name: string) => path.join(server.config.filesDir, 'ncmaintain', md5name.slice(0, 2), md5name);

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, undefined, { now: clock.now });
  for (const account of ['tenantadmin', 'qiluadmin', 'rivaladmin']) as[account] = await loginAs(server, account);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the public repair form\'s uploads', () => {
  it('accepts a picture checked from its content, for the machine\'s tenant; the report takes it, the maker reads it, a rival cannot', async () => {
    const visitor = from('203.0.113.21');
    const pass = await passFor(SN, visitor);
    const bytes = uniquePng();
    const picture = await upload(pass, visitor, 'picture', 'cutting head.png', bytes);
    expect(picture.status).toBe(200);
    const name = `${sha(bytes)}.png`;
    expect(picture.body.value).toMatchObject({ filename: 'cutting head.png', md5name: name, bucketname: 'ncmaintain', filesize: bytes.length });
    // The visitor has no session: the answer's link is signed, and shows the picture.
    expect(picture.body.value.fileurl).toMatch(new RegExp(`^/files/ncmaintain/${name}\\?tenant=\\d+&expires=\\d+&signature=`));
    const shown = await download(picture.body.value.fileurl);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(bytes);
    // Owned by the machine's tenant, uploaded by nobody.
    const machine = await em().findOneOrFail(Product, { manufacturingCode: SN });
    const record = await em().findOneOrFail(StoredFile, { md5name: name });
    expect(record).toMatchObject({ kind: 'picture', mime: 'image/png', uploaderId: null });
    expect(record.tenant.id).toBe(machine.tenant.id);
    const manual = await upload(pass, visitor, 'document', 'error log.pdf', PDF);
    expect(manual.status).toBe(200);

    const receipt = ok(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass, pictures: [refOf(picture.body.value)], attachments: [refOf(manual.body.value)] } }, visitor)).reportRepairPublic;
    const order = await em().findOneOrFail(RepairOrder, { number: receipt.number });
    const seen = ok(await gql(server, ORDER, { id: String(order.id) }, { token: as.tenantadmin })).repairOrder;
    expect(seen.pictures).toEqual([{ filename: 'cutting head.png', md5name: name, bucketname: 'ncmaintain', fileurl: `/files/ncmaintain/${name}`, filesize: bytes.length }]);
    expect(seen.attachments).toEqual([expect.objectContaining({ filename: 'error log.pdf', md5name: `${sha(PDF)}.pdf` })]);
    // The maker's administrator reads it with the session; a rival tenant does not find it.
    const read = await download(seen.pictures[0].fileurl, as.tenantadmin);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes);
    expect((await download(seen.pictures[0].fileurl, as.rivaladmin)).status).toBe(404);
    expect((await download(seen.pictures[0].fileurl)).status).toBe(401);
    // The report spent the pass: no more uploads, no second report.
    const late = await upload(pass, visitor, 'picture', 'another.png', uniquePng());
    expect([late.status, errnoOf(late)]).toEqual([403, ERRNO.repairVerificationInvalid]);
    expect(errorOf(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass } }, visitor)).errorno).toBe(ERRNO.repairVerificationInvalid);
  });

  it('refuses a wrong type, a picture over 10 MB and another bucket, leaving nothing stored', async () => {
    const visitor = from('203.0.113.22');
    const pass = await passFor(SN, visitor);
    const before = await snapshot();
    const exe = await upload(pass, visitor, 'picture', 'photo.png', EXE);
    expect([exe.status, errnoOf(exe)]).toEqual([415, ERRNO.fileFormatNotAllowed]);
    expect(exe.body.errors[0].message).toBe('This file format is not allowed; allowed: jpg, png');
    const pdfAsPicture = await upload(pass, visitor, 'picture', 'scan.png', PDF);
    expect(errnoOf(pdfAsPicture)).toBe(ERRNO.fileFormatNotAllowed);
    const pngAsDocument = await upload(pass, visitor, 'document', 'manual.pdf', uniquePng());
    expect(errnoOf(pngAsDocument)).toBe(ERRNO.fileFormatNotAllowed);
    // 2000 x 1800 random RGB pixels hardly compress: over the 10 MB of a picture.
    const large = png(2000, 1800, [0, 0, 0], true);
    expect(large.length).toBeGreaterThan(REPAIR_LIMITS.pictureBytes);
    const tooLarge = await upload(pass, visitor, 'picture', 'huge.png', large);
    expect([tooLarge.status, errnoOf(tooLarge)]).toEqual([413, ERRNO.fileTooLarge]);
    expect(tooLarge.body.errors[0].message).toBe('The file is larger than the limit of 10 MB');
    const bucket = await upload(pass, visitor, 'picture', 'a.png', uniquePng(), { bucketname: 'elsewhere' });
    expect(errnoOf(bucket)).toBe(ERRNO.formValidationFailed);
    expect(await snapshot()).toEqual(before);
    // In the visitor's language.
    const zh = await fetch(`${server.url}${PUBLIC_REPAIR_FILES_PATH}`, { method: 'POST', headers: { ...visitor.headers, 'accept-language': 'zh-CN', 'content-type': 'multipart/form-data; boundary=x' }, body: 'x' });
    expect(((await zh.json()) as { errors: { message: string }[] }).errors[0].message).toBe('验证已失效或已使用，请重新滑动验证');
  });

  it('needs a live pass of the same SN: none, forged and expired are refused, a pass of another SN does not report this one', async () => {
    const visitor = from('203.0.113.23');
    const none = await upload(null, visitor, 'picture', 'a.png', uniquePng());
    expect([none.status, errnoOf(none)]).toEqual([403, ERRNO.repairVerificationInvalid]);
    const forged = await upload(randomBytes(32).toString('base64url'), visitor, 'picture', 'a.png', uniquePng());
    expect([forged.status, errnoOf(forged)]).toEqual([403, ERRNO.repairVerificationInvalid]);
    // The pass needs a passed verification (a challenge, once) and a known SN.
    const challenge = ok(await gql(server, CHALLENGE, {}, visitor)).repairReportChallenge as string;
    clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
    expect(errorOf(await gql(server, PASS, { sn: 'NO-SUCH-SN', challenge }, visitor)).fields).toEqual([{ field: 'sn', key: 'repair_sn_unknown', message: 'No machine with this SN' }]);
    expect(errorOf(await gql(server, PASS, { sn: SN, challenge }, visitor)).errorno).toBe(ERRNO.repairVerificationInvalid); // spent
    expect(errorOf(await gql(server, PASS, { sn: SN, challenge: 'forged.1.x' }, visitor)).errorno).toBe(ERRNO.repairVerificationInvalid);

    const other = await passFor(OTHER_SN, visitor);
    const picture = await upload(other, visitor, 'picture', 'a.png', uniquePng());
    expect(picture.status).toBe(200);
    expect(errorOf(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass: other, pictures: [refOf(picture.body.value)] } }, visitor)).errorno).toBe(ERRNO.repairVerificationInvalid);

    const expiring = await passFor(SN, visitor);
    clock.advance(PUBLIC_REPAIR_UPLOAD_LIMITS.passTtlMs + 1);
    const expired = await upload(expiring, visitor, 'picture', 'a.png', uniquePng());
    expect([expired.status, errnoOf(expired)]).toEqual([403, ERRNO.repairVerificationInvalid]);
    expect(errorOf(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass: expiring } }, visitor)).errorno).toBe(ERRNO.repairVerificationInvalid);
  });

  it('holds at most the form\'s pictures per pass (a removal frees a place), and counts every upload of an address', async () => {
    const visitor = from('203.0.113.24');
    const pass = await passFor(SN, visitor);
    const entries: FileEntryValue[] = [];
    for (let n = 0; n < REPAIR_LIMITS.pictures; n++) {
      const res = await upload(pass, visitor, 'picture', `p${n}.png`, uniquePng());
      expect(res.status).toBe(200);
      entries.push(res.body.value);
    }
    const before = await snapshot();
    const full = await upload(pass, visitor, 'picture', 'seventh.png', uniquePng());
    expect([full.status, errnoOf(full)]).toEqual([409, ERRNO.repairPicturesFull]);
    expect(full.body.errors[0].message).toBe(`A repair report takes at most ${REPAIR_LIMITS.pictures} pictures; remove one to add another`);
    expect(await snapshot()).toEqual(before);
    // Attachments have their own places.
    expect((await upload(pass, visitor, 'document', 'log.pdf', PDF)).status).toBe(200);

    // Another pass cannot remove this pass's file; its own pass can, and the bytes go with it.
    const stranger = await passFor(SN, from('203.0.113.25'));
    expect((await remove(stranger, from('203.0.113.25'), entries[0])).status).toBe(404);
    expect(fs.existsSync(blobPath(entries[0].md5name))).toBe(true);
    expect((await remove(pass, visitor, entries[0])).status).toBe(200);
    expect(fs.existsSync(blobPath(entries[0].md5name))).toBe(false);
    expect(await em().count(StoredFile, { md5name: entries[0].md5name })).toBe(0);
    expect((await upload(pass, visitor, 'picture', 'seventh.png', uniquePng())).status).toBe(200);

    // Every upload of the address counts, refused ones too: past the hour's count, 1023008.
    const takenSoFar = REPAIR_LIMITS.pictures + 3; // the pictures, the refused seventh, the PDF, the seventh again
    const answers: number[] = [];
    for (let n = takenSoFar; n < PUBLIC_REPAIR_UPLOAD_LIMITS.uploadsPerAddressHour + 1; n++) {
      answers.push(errnoOf(await upload(pass, visitor, 'picture', 'more.png', uniquePng())) ?? 0);
    }
    expect(answers.slice(0, -1).every((a) => a === ERRNO.repairPicturesFull)).toBe(true);
    expect(answers.at(-1)).toBe(ERRNO.repairTooManyRequests);
  });

  it('refuses at the report any file its pass did not upload: another pass\'s, a signed-in upload of the same tenant, a rival\'s', async () => {
    const visitor = from('203.0.113.26');
    const pass = await passFor(SN, visitor);
    const own = (await upload(pass, visitor, 'picture', 'own.png', uniquePng())).body.value as FileEntryValue;
    const otherPass = await passFor(SN, from('203.0.113.27'));
    const others = (await upload(otherPass, from('203.0.113.27'), 'picture', 'theirs.png', uniquePng())).body.value as FileEntryValue;
    const tenantsOwn = await uploadFile(server, as.qiluadmin, 'picture', 'internal.png', uniquePng());
    const rivals = await uploadFile(server, as.rivaladmin, 'document', 'rival.pdf', Buffer.concat([PDF, randomBytes(8)]));
    const refused = await gql(server, PUBLIC_REPORT, { input: { ...report(), pass, pictures: [refOf(own), refOf(others), refOf(tenantsOwn)], attachments: [refOf(rivals)] } }, visitor);
    expect(errorOf(refused).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual(['pictures.1:file_unknown', 'pictures.2:file_unknown', 'attachments.0:file_unknown']);
    // Without a pass a report takes no file at all.
    const challenge = ok(await gql(server, CHALLENGE, {}, visitor)).repairReportChallenge as string;
    clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
    expect(errorOf(await gql(server, PUBLIC_REPORT, { input: { ...report(), challenge, pictures: [refOf(own)] } }, visitor)).fields).toEqual([expect.objectContaining({ field: 'pictures.0', key: 'file_unknown' })]);
    // The refusal spent nothing: the pass reports with its own file.
    const receipt = ok(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass, pictures: [refOf(own)] } }, visitor)).reportRepairPublic;
    const order = await em().findOneOrFail(RepairOrder, { number: receipt.number });
    expect(order.pictures.map((p) => p.md5name)).toEqual([own.md5name]);
  });

  it('sweeps the uploads no report took once their pass is used or expired, and forgets old passes', async () => {
    const visitor = from('203.0.113.28');
    const pass = await passFor(SN, visitor);
    const taken = (await upload(pass, visitor, 'picture', 'taken.png', uniquePng())).body.value as FileEntryValue;
    const left = (await upload(pass, visitor, 'picture', 'left.png', uniquePng())).body.value as FileEntryValue;
    const abandoned = await passFor(SN, visitor);
    const forgotten = (await upload(abandoned, visitor, 'document', 'forgotten.pdf', Buffer.concat([PDF, randomBytes(8)]))).body.value as FileEntryValue;
    ok(await gql(server, PUBLIC_REPORT, { input: { ...report(), pass, pictures: [refOf(taken)] } }, visitor));

    // The abandoned pass is still live: only what the used pass left goes.
    const now = () => clock.now();
    await sweepPublicUploads(server.services.orm, server.services.files.storage, now());
    expect(await em().count(StoredFile, { md5name: left.md5name })).toBe(0);
    expect(fs.existsSync(blobPath(left.md5name))).toBe(false);
    expect(await em().count(StoredFile, { md5name: forgotten.md5name })).toBe(1);
    clock.advance(PUBLIC_REPAIR_UPLOAD_LIMITS.passTtlMs + 1);
    await sweepPublicUploads(server.services.orm, server.services.files.storage, now());
    expect(await em().count(StoredFile, { md5name: forgotten.md5name })).toBe(0);
    expect(fs.existsSync(blobPath(forgotten.md5name))).toBe(false);
    // What the report took stays, with the order, after the passes are forgotten.
    clock.advance(25 * 3600_000);
    await sweepPublicUploads(server.services.orm, server.services.files.storage, now());
    expect(await em().count(PublicRepairPass, { createdAt: { $lt: new Date(now() - 24 * 3600_000) } })).toBe(0);
    expect(await em().count(StoredFile, { md5name: taken.md5name })).toBe(1);
    expect(fs.existsSync(blobPath(taken.md5name))).toBe(true);
  });
});
