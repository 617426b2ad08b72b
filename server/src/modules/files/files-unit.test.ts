import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ERRNO } from '../../contract/error-catalogue';
import { FILE_LINK_MAX_SECONDS } from '../../contract/files';
import { AppError } from '../../core/errors';
import { fileLinkQuery, loadLinkSecret, verifyFileLink } from './file-links';
import { sniffType } from './inspect';
import { LocalFileStorage } from './local-storage';
import { readMultipart } from './multipart';
import { storedZip } from '../../../test/support/uploads';

/** A one-entry ZIP, stored (no compression). */
const zip = (name: string, data: Buffer) => storedZip([[name, data]]);

/** The CFB (OLE2) signature of old Office files, with an empty header after it. */
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000', 'hex');

describe('type sniffing', () => {
  it('knows documents by their content', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Plan').addRow(['Nozzle', 40]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(sniffType(xlsx, 'document', 'plan.xlsx')).resolves.toMatchObject({ ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    // An Office name on a ZIP the sniffer cannot tell from one (its parts past the head) is kept as a ZIP.
    await expect(sniffType(zip('notes.md', Buffer.from('# notes\n')), 'document', 'notes.docx')).resolves.toMatchObject({ ext: 'zip' });
    await expect(sniffType(Buffer.from('%PDF-1.7\n'), 'document', 'a.pdf')).resolves.toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('refuses a name whose extension disagrees with the content, naming the extensions that fit', async () => {
    // A valid PDF that is also HTML: saved as .hta or .html it would run its script.
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n', 'latin1');
    for (const name of ['invoice.hta', 'invoice.html', 'invoice.svg', 'invoice.pdf.exe', 'invoice', 'invoice.txt']) {
      await expect(sniffType(polyglot, 'document', name)).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'pdf' } });
    }
    await expect(sniffType(polyglot, 'document', 'Invoice.PDF')).resolves.toMatchObject({ ext: 'pdf' });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Plan').addRow(['Nozzle', 40]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(sniffType(xlsx, 'document', 'plan.bin')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'xlsx' } });
    await expect(sniffType(xlsx, 'document', 'plan.zip')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'xlsx' } });
    await expect(sniffType(zip('Main.class', Buffer.from('cafebabe')), 'document', 'tool.jar')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'zip, docx, xlsx, pptx' } });
    await expect(sniffType(PNG_SIGNATURE, 'picture', 'x.html')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'png, jpg, jpeg' } });
    expect((await sniffType(PNG_SIGNATURE, 'picture', 'x.jpg')).ext).toBe('png'); // a picture's name may be either picture format's
    // Text by name: a member of every object's prototype is no format.
    for (const name of ['notes.constructor', 'notes.__proto__']) await expect(sniffType(Buffer.from('plain'), 'document', name)).rejects.toMatchObject({ errorno: 1041 });
    await expect(sniffType(CFB, 'document', 'x.constructor')).rejects.toMatchObject({ errorno: 1041 });
  });

  it('accepts an old Office file only when the CFB content and the name agree', async () => {
    await expect(sniffType(CFB, 'document', 'Manual.DOC')).resolves.toEqual({ ext: 'doc', mime: 'application/msword', text: false });
    await expect(sniffType(CFB, 'document', 'parts.xls')).resolves.toMatchObject({ ext: 'xls' });
    await expect(sniffType(CFB, 'document', 'deck.ppt')).resolves.toMatchObject({ ext: 'ppt' });
    for (const name of ['installer.msi', 'doc', 'manual.pdf', 'manual.docx']) await expect(sniffType(CFB, 'document', name)).rejects.toMatchObject({ errorno: 1041 });
  });

  it('takes text by name only when nothing in the content says otherwise', async () => {
    await expect(sniffType(Buffer.from('a,b\n1,2\n'), 'document', 'parts.CSV')).resolves.toEqual({ ext: 'csv', mime: 'text/csv; charset=utf-8', text: true });
    await expect(sniffType(Buffer.from('plain'), 'document', 'notes.md')).rejects.toMatchObject({ errorno: 1041 });
    await expect(sniffType(Buffer.from('plain'), 'picture', 'notes.txt')).rejects.toMatchObject({ errorno: 1041 });
  });

  it('refuses pictures as documents and anything but PNG and JPEG as pictures', async () => {
    await expect(sniffType(PNG_SIGNATURE, 'picture', 'x.png')).resolves.toMatchObject({ ext: 'png', mime: 'image/png' });
    await expect(sniffType(PNG_SIGNATURE, 'document', 'x.pdf')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'pdf, doc, docx, xls, xlsx, ppt, pptx, txt, csv, zip' } });
    await expect(sniffType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'picture', 'x.png')).rejects.toMatchObject({ errorno: 1041, params: { allowed: 'jpg, png' } });
    await expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'picture', 'x.svg')).rejects.toMatchObject({ errorno: 1041 });
  });
});

describe('signed links', () => {
  const secret = Buffer.from('k'.repeat(64));
  const key = { bucket: 'ncmaintain', name: `${'ab'.repeat(32)}.png` };
  const now = Date.UTC(2026, 0, 1);
  const linkFor = (expires: number, tenant = 7) => Object.fromEntries(new URLSearchParams(fileLinkQuery(secret, { tenant, ...key, expires })));

  it('gives the owner of a genuine, unexpired link', () => {
    expect(verifyFileLink(secret, linkFor(now / 1000 + 60), key, now)).toBe(7);
    expect(verifyFileLink(secret, linkFor(now / 1000 + FILE_LINK_MAX_SECONDS), key, now)).toBe(7);
  });

  it('refuses a link expired, too long, for another file or key, or malformed', () => {
    expect(verifyFileLink(secret, linkFor(now / 1000), key, now)).toBeNull();
    expect(verifyFileLink(secret, linkFor(now / 1000 + FILE_LINK_MAX_SECONDS + 1), key, now)).toBeNull();
    expect(verifyFileLink(secret, linkFor(now / 1000 + 60), { ...key, name: `${'cd'.repeat(32)}.png` }, now)).toBeNull();
    expect(verifyFileLink(Buffer.from('x'.repeat(64)), linkFor(now / 1000 + 60), key, now)).toBeNull();
    const good = linkFor(now / 1000 + 60);
    expect(verifyFileLink(secret, { ...good, tenant: '8' }, key, now)).toBeNull();
    expect(verifyFileLink(secret, { ...good, signature: good.signature.slice(0, -1) }, key, now)).toBeNull();
    expect(verifyFileLink(secret, { ...good, tenant: ['7', '7'] }, key, now)).toBeNull();
    expect(verifyFileLink(secret, { ...good, expires: `0${good.expires}` }, key, now)).toBeNull();
    expect(verifyFileLink(secret, {}, key, now)).toBeNull();
  });

  it('keeps a generated key in the folder: every instance and restart signs with the same one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-links-'));
    try {
      // Two instances starting at once on a shared folder.
      const [a, b] = await Promise.all([loadLinkSecret({ filesDir: dir }), loadLinkSecret({ filesDir: dir })]);
      expect(a.toString()).toMatch(/^[0-9a-f]{64}$/);
      expect(b).toEqual(a);
      expect(await loadLinkSecret({ filesDir: dir })).toEqual(a);
      expect(fs.readdirSync(dir)).toEqual(['.link-secret']);
      expect(fs.statSync(path.join(dir, '.link-secret')).mode & 0o777).toBe(0o600);
      // The configured key wins; a damaged file is said, not replaced.
      expect((await loadLinkSecret({ filesDir: dir, fileLinkSecret: 's'.repeat(32) })).toString()).toBe('s'.repeat(32));
      fs.writeFileSync(path.join(dir, '.link-secret'), 'short');
      await expect(loadLinkSecret({ filesDir: dir })).rejects.toThrow(/does not hold a link key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('local storage', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-storage-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const list = () => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();

  it('stages while hashing, commits by name, keeps the same content once', async () => {
    const storage = await LocalFileStorage.open(dir);
    const bytes = Buffer.from('the same bytes');
    const first = await storage.put(Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]));
    expect(first).toMatchObject({ sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
    const key = { bucket: 'ncmaintain', name: `${first.sha256}.txt` };
    expect(await storage.exists(key)).toBe(false);
    expect(await first.commit(key)).toEqual({ created: true });
    expect(await first.commit(key)).toEqual({ created: false }); // idempotent
    const second = await storage.put(Readable.from([bytes]));
    expect(second.sha256).toBe(first.sha256);
    expect(await second.commit(key)).toEqual({ created: false });
    expect(list()).toEqual([path.join('ncmaintain', first.sha256.slice(0, 2), key.name)]);
    const read: Buffer[] = [];
    for await (const chunk of (await storage.get(key))!) read.push(chunk as Buffer);
    expect(Buffer.concat(read)).toEqual(bytes);
    await storage.remove(key);
    await storage.remove(key); // already gone: fine
    expect(await storage.get(key)).toBeNull();
  });

  it('leaves nothing when the source fails or the staged bytes are dropped', async () => {
    const storage = await LocalFileStorage.open(dir);
    const failing = new Readable({ read() {} });
    const put = storage.put(failing);
    failing.push(Buffer.alloc(1000));
    failing.destroy(new Error('refused'));
    await expect(put).rejects.toThrow('refused');
    const dropped = await storage.put(Readable.from([Buffer.from('x')]));
    expect(list()).toHaveLength(1);
    await dropped.discard();
    expect(list()).toEqual([]);
    await expect(dropped.commit({ bucket: 'ncmaintain', name: `${dropped.sha256}.txt` })).rejects.toThrow(/discarded/);
  });

  it('refuses keys that are not a bucket and a hash name, whatever the caller checked', async () => {
    const storage = await LocalFileStorage.open(dir);
    for (const key of [{ bucket: '..', name: `${'a'.repeat(64)}.png` }, { bucket: 'ncmaintain', name: '../../etc/passwd' }, { bucket: 'ncmaintain', name: `${'a'.repeat(64)}.png/../x` }]) {
      await expect(storage.exists(key)).rejects.toThrow(/not a blob key/);
      await expect(storage.get(key)).rejects.toThrow(/not a blob key/);
    }
  });

  it('removes staged files a crash left behind, not those of an upload in progress', async () => {
    await LocalFileStorage.open(dir);
    const old = path.join(dir, '.tmp', 'old.part');
    const recent = path.join(dir, '.tmp', 'recent.part');
    fs.writeFileSync(old, 'left by a crash');
    fs.writeFileSync(recent, 'another instance is writing this');
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await fsp.utimes(old, dayAgo, dayAgo);
    await LocalFileStorage.open(dir);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });
});

describe('multipart bodies', () => {
  it("refuses a body past the largest file with the caller's error, while the file's own check is still behind it", async () => {
    const body = new PassThrough();
    const tooLarge = new AppError(ERRNO.fileTooLarge, { max: '1 KB' }, { httpStatus: 413 });
    // The file's consumer has not read a byte yet (a slow disk): only the body's count can stop the upload.
    const reading = readMultipart(body, { 'content-type': 'multipart/form-data; boundary=b0undary' }, 1024, ({ stream }) => new Promise((_, reject) => stream.on('error', reject)), async () => undefined, () => tooLarge);
    body.write('--b0undary\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\n\r\n');
    body.write(Buffer.alloc(200 * 1024, 'a'));
    await expect(reading).rejects.toBe(tooLarge);
  });
});
