import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CANVAS_STYLE } from '../src/contract/dashboards';
import { COMPONENT_CATALOGUE } from '../src/contract/dashboard-components';
import type { FileEntryValue } from '../src/contract/files';
import { PUBLIC_REPAIR_FILES_PATH, PUBLIC_REPAIR_LIMITS, PUBLIC_REPAIR_UPLOAD_LIMITS, REPAIR_PASS_HEADER } from '../src/contract/repair-orders';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { FILE_REFERRERS } from '../src/modules/files/file-referrers';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Product } from '../src/modules/products/product.entity';
import { PublicRepairUpload } from '../src/modules/repair-orders/public-upload.entity';
import { sweepPublicUploads } from '../src/modules/repair-orders/public-upload.service';
import { User } from '../src/modules/users/user.entity';
import { type Caller, type GqlResponse, gql, loginAs, manualClock, startTestServer, type TestServer } from './helpers';
import { QILU_LASER_SN, qiluRepairOrderInput } from './support/repair-fixtures';
import { PDF, refOf, uniquePng, uploadFile } from './support/uploads';

/**
 * Which stored record a reference to a file holds, over real HTTP on a real database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL):
 * - a file a saved record uses (every column of FILE_REFERRERS, through the features' own APIs)
 *   cannot be deleted through DELETE /files, nor taken by the public form's removal or sweep;
 *   an upload no saved record uses is deleted as before;
 * - a download is named by the record of the requester's own tenant, else the oldest in scope,
 *   never by a later upload of the same bytes by someone else;
 * - the public form refuses a name that disagrees with the content.
 */

const REPORT = 'mutation Report($input: RepairOrderInput!) { reportRepairOrder(input: $input) { id pictures { filename md5name fileurl } attachments { filename md5name fileurl } } }';
const UPDATE_ORDER = 'mutation Update($id: ID!, $input: RepairOrderInput!) { updateRepairOrder(id: $id, input: $input) { id } }';
const DISPATCH = 'mutation Dispatch($id: ID!, $memberId: ID!) { dispatchRepairOrder(id: $id, memberId: $memberId) { id state } }';
const ACCEPT = 'mutation Accept($id: ID!) { acceptRepairOrder(id: $id) { id state } }';
const CREATE_MANUAL = 'mutation Create($input: ProductManualInput!) { createProductManual(input: $input) { id } }';
const DELETE_MANUAL = 'mutation Delete($id: ID!) { deleteProductManual(id: $id) }';
const READ_DISPLAY = '{ productDisplayConfig { systemMenus { name link } customMenus { name link } } }';
const SAVE_DISPLAY = 'mutation Save($input: ProductDisplayConfigInput!) { updateProductDisplayConfig(input: $input) { officialAccount { md5name } } }';
const CREATE_PLAN = 'mutation Create($input: MaintenancePlanInput!) { createMaintenancePlan(input: $input) { id } }';
const CREATE_DASHBOARD = 'mutation Create($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }';
const CHALLENGE = 'mutation { repairReportChallenge }';
const PASS = 'mutation Pass($sn: String!, $challenge: String!) { repairReportPass(sn: $sn, challenge: $challenge) { pass } }';

const SN = QILU_LASER_SN;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A PDF of its own bytes. */
const uniquePdf = () => Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);


let server: TestServer;
const clock = manualClock();
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
/** The referrers (`Entity.property`) a test below has shown to hold a file. */
const exercised = new Set<string>();

const em = () => systemEm(server.services.orm, 'test');
const as = (account: string, headers: Record<string, string> = {}): Caller => ({ token: tokens[account], headers });
const ok = <T = Record<string, any>>(res: GqlResponse<T>): T => {
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
};
const preflight = { 'apollo-require-preflight': 'true' };

async function remove(entry: { bucketname: string; md5name: string }, account: string, language = 'en'): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/files/${entry.bucketname}/${entry.md5name}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens[account]}`, 'accept-language': language, ...preflight } });
  return { status: res.status, body: await res.json() };
}
const download = (url: string, account?: string) => fetch(`${server.url}${url}`, { headers: account ? { authorization: `Bearer ${tokens[account]}` } : {} });
const blobOnDisk = (md5name: string) => fs.existsSync(path.join(server.config.filesDir, 'ncmaintain', md5name.slice(0, 2), md5name));

/** The answer to deleting a file a saved record uses: refused, 409, in the caller's language. */
async function expectInUse(entry: FileEntryValue, account: string): Promise<void> {
  const en = await remove(entry, account);
  expect(`${entry.filename}: ${en.status}`).toBe(`${entry.filename}: 409`);
  expect(en.body.errors[0]).toMatchObject({ message: 'This file is used by a saved record and cannot be deleted; remove it from that record first', extensions: { errorno: 1045 } });
  const zh = await remove(entry, account, 'zh-CN');
  expect(zh.status).toBe(409);
  expect(zh.body.errors[0].message).toBe('该文件正被已保存的记录使用，无法删除；请先从该记录中移除');
  // Record and bytes stay: the download still answers.
  expect(blobOnDisk(entry.md5name)).toBe(true);
  expect((await download(entry.fileurl, account)).status).toBe(200);
}

/**
 * Another upload of the bytes of `used` (in use by a saved record of `usedBy`'s), by `account`: its
 * own to delete, while `used` keeps serving its record and stays in use.
 */
async function expectCopyDeletable(used: FileEntryValue, usedBy: string, bytes: Buffer, account: string): Promise<void> {
  const copy = await uploadFile(server, tokens[account], 'picture', 'copy.png', bytes);
  expect(copy.md5name).toBe(used.md5name);
  expect((await remove(copy, account)).status).toBe(200);
  expect((await download(used.fileurl, usedBy)).status).toBe(200);
  await expectInUse(used, usedBy);
}

async function passFor(sn: string, visitor: Caller): Promise<string> {
  const challenge = ok(await gql(server, CHALLENGE, {}, visitor)).repairReportChallenge as string;
  clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
  return ok(await gql(server, PASS, { sn, challenge }, visitor)).repairReportPass.pass as string;
}

async function publicUpload(pass: string, visitor: Caller, kind: 'picture' | 'document', filename: string, bytes: Buffer): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${server.url}${PUBLIC_REPAIR_FILES_PATH}`, { method: 'POST', body: form, headers: { ...visitor.headers, [REPAIR_PASS_HEADER]: pass } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, undefined, { now: clock.now });
  for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin']) tokens[account] = await loginAs(server, account);
  for (const u of await em().find(User, {})) userIds[u.account] = String(u.id);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('files a saved record uses', () => {
  it('keeps the picture and attachment of an order its applicant may no longer edit (the review\'s case)', async () => {
    const picture = await uploadFile(server, tokens.customer, 'picture', 'cutting head.png', uniquePng());
    const attachment = await uploadFile(server, tokens.customer, 'document', 'error log.pdf', uniquePdf());
    const order = ok(await gql(server, REPORT, { input: qiluRepairOrderInput({ pictures: [refOf(picture)], attachments: [refOf(attachment)] }) }, as('customer'))).reportRepairOrder;
    ok(await gql(server, DISPATCH, { id: order.id, memberId: userIds.maintainer }, as('tenantadmin')));
    ok(await gql(server, ACCEPT, { id: order.id }, as('maintainer')));
    // Locked against its applicant's edits...
    expect((await gql(server, UPDATE_ORDER, { id: order.id, input: qiluRepairOrderInput({ pictures: [], attachments: [] }) }, as('customer'))).body.errors).toBeDefined();
    // ...and its files with it.
    const records = await em().count(StoredFile, {});
    await expectInUse(picture, 'customer');
    await expectInUse(attachment, 'customer');
    expect(await em().count(StoredFile, {})).toBe(records);
    for (const entry of [...order.pictures, ...order.attachments]) expect((await download(entry.fileurl, 'tenantadmin')).status).toBe(200);
    exercised.add('RepairOrder.pictures').add('RepairOrder.attachments');
  });

  it('holds a file from the moment the record is saved, until it is saved without it', async () => {
    const picture = await uploadFile(server, tokens.customer, 'picture', 'before.png', uniquePng());
    const order = ok(await gql(server, REPORT, { input: qiluRepairOrderInput({ pictures: [refOf(picture)] }) }, as('customer'))).reportRepairOrder;
    // Still editable by its applicant, but saved: the file is the order's.
    await expectInUse(picture, 'customer');
    ok(await gql(server, UPDATE_ORDER, { id: order.id, input: qiluRepairOrderInput({ pictures: [] }) }, as('customer')));
    expect((await remove(picture, 'customer')).status).toBe(200);
    expect(blobOnDisk(picture.md5name)).toBe(false);
  });

  it('deletes what no saved record uses: an upload removed from an unsaved form, a second upload of bytes an order holds', async () => {
    const unsaved = await uploadFile(server, tokens.customer, 'picture', 'unsaved.png', uniquePng());
    expect((await remove(unsaved, 'customer')).status).toBe(200);
    expect(blobOnDisk(unsaved.md5name)).toBe(false);

    const bytes = uniquePng();
    const first = await uploadFile(server, tokens.customer, 'picture', 'first.png', bytes);
    ok(await gql(server, REPORT, { input: qiluRepairOrderInput({ pictures: [refOf(first)] }) }, as('customer')));
    // The same bytes again, for another form, then taken out of it: the first record still serves the order.
    await expectCopyDeletable(first, 'customer', bytes, 'customer');
  });

  it("holds a product manual's cover, detail pictures and attachments until the manual is deleted", async () => {
    const cover = await uploadFile(server, tokens.maintadmin, 'picture', 'cover.png', uniquePng());
    const detail = await uploadFile(server, tokens.maintadmin, 'picture', 'detail.png', uniquePng());
    const manualFile = await uploadFile(server, tokens.maintadmin, 'document', 'manual.pdf', uniquePdf());
    const input = { name: 'PL-9000 Laser', model: 'PL-9000', coverPicture: [refOf(cover)], detailPictures: [refOf(detail)], files: [refOf(manualFile)], params: [], tags: [] };
    const manual = ok(await gql(server, CREATE_MANUAL, { input }, as('maintadmin'))).createProductManual;
    for (const entry of [cover, detail, manualFile]) await expectInUse(entry, 'maintadmin');
    ok(await gql(server, DELETE_MANUAL, { id: manual.id }, as('maintadmin')));
    for (const entry of [cover, detail, manualFile]) expect((await remove(entry, 'maintadmin')).status).toBe(200);
    exercised.add('ProductManual.coverPicture').add('ProductManual.detailPictures').add('ProductManual.files');
  });

  it("holds the display configuration's QR picture", async () => {
    const qr = await uploadFile(server, tokens.maintadmin, 'picture', 'qr.png', uniquePng());
    const current = ok(await gql(server, READ_DISPLAY, {}, as('maintadmin'))).productDisplayConfig;
    ok(await gql(server, SAVE_DISPLAY, { input: { systemMenus: current.systemMenus, customMenus: current.customMenus, officialAccount: [refOf(qr)] } }, as('maintadmin')));
    await expectInUse(qr, 'maintadmin');
    exercised.add('ProductDisplayConfig.officialAccount');
  });

  it("holds a maintenance plan's pictures and attachments", async () => {
    const device = await em().findOneOrFail(Device, { product: { manufacturingCode: SN } });
    const picture = await uploadFile(server, tokens.tenantadmin, 'picture', 'site.png', uniquePng());
    const attachment = await uploadFile(server, tokens.tenantadmin, 'document', 'procedure.pdf', uniquePdf());
    ok(
      await gql(
        server,
        CREATE_PLAN,
        {
          input: {
            name: 'Files held',
            firstDate: '2099-01-01',
            cycle: 1,
            unit: 'month',
            daysAhead: 0,
            mode: 'cyclic',
            dispatchTime: '00:00',
            deviceIds: [String(device.id)],
            principalId: userIds.maintainer,
            items: ['Lens clean'],
            pictures: [refOf(picture)],
            attachments: [refOf(attachment)],
          },
        },
        as('tenantadmin'),
      ),
    );
    await expectInUse(picture, 'tenantadmin');
    await expectInUse(attachment, 'tenantadmin');
    exercised.add('MaintenancePlan.pictures').add('MaintenancePlan.attachments');
  });

  it("holds a dashboard picture's stored file (by its link in the content)", async () => {
    const picture = await uploadFile(server, tokens.customer, 'picture', 'line.png', uniquePng());
    const image = { id: 'c1', component: 'Image', label: 'Image', propValue: { ...(COMPONENT_CATALOGUE.Image!.propValue as Record<string, unknown>), url: picture.fileurl }, style: { ...COMPONENT_CATALOGUE.Image!.style, left: 10, top: 10 }, animations: [], events: {}, isLock: false };
    ok(await gql(server, CREATE_DASHBOARD, { input: { name: 'Line', content: JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [image] }) } }, as('customer')));
    await expectInUse(picture, 'customer');
    exercised.add('Dashboard.content');
  });

  it("holds a product archive's cover, in a tenant below the uploader's", async () => {
    const cover = await uploadFile(server, tokens.tenantadmin, 'picture', 'machine.png', uniquePng());
    // No API sets an archive's cover yet (the demo seed does): written as the seed writes it, on Qilu's machine.
    const product = await em().findOneOrFail(Product, { manufacturingCode: SN });
    await em().nativeUpdate(Product, { id: product.id }, { coverPicture: [cover] });
    await expectInUse(cover, 'tenantadmin');
    exercised.add('Product.coverPicture');
  });

  it("holds a file for a record of a tenant above the uploader's, and never for another tenant's (which it does not reveal)", async () => {
    // The maker's manual uses a picture a Qilu administrator uploaded (the maker sees Qilu's files).
    const qilus = await uploadFile(server, tokens.qiluadmin, 'picture', 'qilu.png', uniquePng());
    ok(await gql(server, CREATE_MANUAL, { input: { name: 'Qilu cover', model: 'Q-1', coverPicture: [refOf(qilus)], detailPictures: [], files: [], params: [], tags: [] } }, as('maintadmin')));
    await expectInUse(qilus, 'qiluadmin');

    // A rival's manual uses the same bytes as the maker's own upload: the maker still deletes its upload.
    const bytes = uniquePng();
    const rivals = await uploadFile(server, tokens.rivaladmin, 'picture', 'rival.png', bytes);
    ok(await gql(server, CREATE_MANUAL, { input: { name: 'Rival cover', model: 'R-1', coverPicture: [refOf(rivals)], detailPictures: [], files: [], params: [], tags: [] } }, as('rivaladmin')));
    await expectCopyDeletable(rivals, 'rivaladmin', bytes, 'tenantadmin');
  });

  it("keeps a public upload a saved order uses through the visitor's removal and the sweep", async () => {
    const visitor: Caller = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    const pass = await passFor(SN, visitor);
    const swept = (await publicUpload(pass, visitor, 'picture', 'swept.png', uniquePng())).body.value as FileEntryValue;
    const removed = (await publicUpload(pass, visitor, 'picture', 'removed.png', uniquePng())).body.value as FileEntryValue;
    // A signed-in user of the machine's tenant sees them, and saves an order with them.
    const order = ok(await gql(server, REPORT, { input: qiluRepairOrderInput({ pictures: [refOf(swept), refOf(removed)] }) }, as('customer'))).reportRepairOrder;
    // The visitor takes one out of the public form: its place in the pass is free, the file stays for the order.
    const answer = await fetch(`${server.url}${PUBLIC_REPAIR_FILES_PATH}/${removed.bucketname}/${removed.md5name}`, { method: 'DELETE', headers: { ...visitor.headers, [REPAIR_PASS_HEADER]: pass } });
    expect(answer.status).toBe(200);
    // The pass expires unused: the sweep leaves the file the order uses.
    clock.advance(PUBLIC_REPAIR_UPLOAD_LIMITS.passTtlMs + 1);
    await sweepPublicUploads(server.services.orm, server.services.files.storage, clock.now());
    expect(await em().count(PublicRepairUpload, { file: { md5name: { $in: [swept.md5name, removed.md5name] } } })).toBe(0);
    for (const entry of order.pictures) {
      expect(blobOnDisk(entry.md5name)).toBe(true);
      expect((await download(entry.fileurl, 'customer')).status).toBe(200);
    }
  });

  it('covers every referrer of the list', () => {
    expect([...exercised].sort()).toEqual(FILE_REFERRERS.map((r) => `${r.entity}.${r.property}`).sort());
  });
});

describe('the name a download is served under', () => {
  it("is the requester's own tenant's record, never a later upload of the same bytes by an anonymous visitor (the review's case)", async () => {
    const bytes = Buffer.from(`Replace the nozzle, then recalibrate. ${randomBytes(8).toString('hex')}\n`);
    const makers = await uploadFile(server, tokens.tenantadmin, 'document', 'procedure.txt', bytes);
    const visitor: Caller = { headers: { 'x-forwarded-for': '203.0.113.78' } };
    const theirs = await publicUpload(await passFor(SN, visitor), visitor, 'document', 'PAY-INVOICE-to-account-6222.txt', bytes);
    expect(theirs.status).toBe(200);
    expect(theirs.body.value.md5name).toBe(makers.md5name);

    const nameFor = async (url: string, account?: string) => {
      const res = await download(url, account);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
      return /filename="([^"]*)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    };
    // The maker and its colleagues: the maker's record, though the visitor's (in Qilu, inside their scope) is newer.
    expect(await nameFor(makers.fileurl, 'tenantadmin')).toBe('procedure.txt');
    expect(await nameFor(makers.fileurl, 'maintainer')).toBe('procedure.txt');
    // The maker's signed link: the record it was made for.
    const link = await fetch(`${server.url}/files/link`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.tenantadmin}`, ...preflight }, body: JSON.stringify({ md5name: makers.md5name }) });
    expect(await nameFor(((await link.json()) as any).value.fileurl)).toBe('procedure.txt');
    // The visitor's own link names the visitor's record (Qilu's), as Qilu's users see it.
    expect(await nameFor(theirs.body.value.fileurl)).toBe('PAY-INVOICE-to-account-6222.txt');
    expect(await nameFor(makers.fileurl, 'customer')).toBe('PAY-INVOICE-to-account-6222.txt');
    // Outside every tenant of both (the platform's operator): the first record of the bytes.
    expect(await nameFor(makers.fileurl, 'superadmin')).toBe('procedure.txt');
    // A form the maker saves with the file keeps the first record's name too, not the visitor's newer one.
    const cover = await uploadFile(server, tokens.maintadmin, 'picture', 'cover.png', uniquePng());
    const input = { name: 'Nozzle procedure', model: 'PL-NZ', coverPicture: [refOf(cover)], detailPictures: [], files: [refOf(makers)], params: [], tags: [] };
    const manual = ok(await gql(server, 'mutation Create($input: ProductManualInput!) { createProductManual(input: $input) { files { filename } } }', { input }, as('maintadmin'))).createProductManual;
    expect(manual.files).toEqual([{ filename: 'procedure.txt' }]);
  });
});

describe("the files of a customer's repair order", () => {
  it("reach the customer's users when the maker reported the order with its own uploads, on report and on edit", async () => {
    const picture = await uploadFile(server, tokens.tenantadmin, 'picture', 'head from the maker.png', uniquePng());
    const manual = await uploadFile(server, tokens.tenantadmin, 'document', 'service manual.pdf', uniquePdf());
    // The maker's uploads are the maker's: outside the customer's scope.
    expect((await download(picture.fileurl, 'customer')).status).toBe(404);
    const order = ok(await gql(server, REPORT, { input: qiluRepairOrderInput({ pictures: [refOf(picture)] }) }, as('tenantadmin'))).reportRepairOrder;
    for (const account of ['customer', 'qiluadmin', 'tenantadmin']) expect(`${account}: ${(await download(picture.fileurl, account)).status}`).toBe(`${account}: 200`);
    expect((await download(manual.fileurl, 'customer')).status).toBe(404);
    ok(await gql(server, UPDATE_ORDER, { id: order.id, input: qiluRepairOrderInput({ pictures: [refOf(picture)], attachments: [refOf(manual)] }) }, as('tenantadmin')));
    const served = await download(manual.fileurl, 'customer');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toContain('filename="service manual.pdf"');
    // Still the maker's own upload to take back only while no saved record uses it.
    expect((await remove(picture, 'tenantadmin')).status).toBe(409);
  });
});

describe('the public form', () => {
  it('refuses a name that disagrees with the content (a PDF that is also HTML named .hta, .html, .svg, .pdf.exe)', async () => {
    const visitor: Caller = { headers: { 'x-forwarded-for': '203.0.113.79' } };
    const pass = await passFor(SN, visitor);
    const polyglot = Buffer.from(`%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`, 'latin1');
    const before = await em().count(StoredFile, {});
    for (const name of ['invoice.hta', 'invoice.html', 'invoice.svg', 'invoice.pdf.exe']) {
      const res = await publicUpload(pass, visitor, 'document', name, polyglot);
      expect(`${name}: ${res.status} ${res.body.errors?.[0]?.message}`).toBe(`${name}: 415 This file format is not allowed; allowed: pdf`);
    }
    expect(await em().count(StoredFile, {})).toBe(before);
    const pdf = await publicUpload(pass, visitor, 'document', 'invoice.pdf', polyglot);
    expect(pdf.status).toBe(200);
    expect(pdf.body.value.md5name).toBe(`${sha(polyglot)}.pdf`);
  });
});
