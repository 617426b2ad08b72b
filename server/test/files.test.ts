import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { FILE_LINK_MAX_SECONDS, MIB } from '../src/contract/files';
import { systemEm } from '../src/core/tenancy';
import { loadLinkSecret, signFileLink } from '../src/modules/files/file-links';
import { StoredBlob } from '../src/modules/files/stored-blob.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { ProductManual } from '../src/modules/product-manuals/product-manual.entity';
import { Product } from '../src/modules/products/product.entity';
import { type TestServer, eventually, gql, loginAs, startTestServer } from './helpers';
import { png } from './support/uploads';

/** A real 3x2 baseline JPEG (JFIF with an ICC profile), as Chromium's encoder wrote it from a canvas (toDataURL('image/jpeg', 0.8)). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAbEAACAgMBAAAAAAAAAAAAAAABAgADBBEhMf/EABUBAQEAAAAAAAAAAAAAAAAAAAUH/8QAGhEAAgIDAAAAAAAAAAAAAAAAAAECAxESMf/aAAwDAQACEQMRAD8AUvqvVnnszbI7ImzexvtyXW7jQzmj/9k=',
  'base64',
);

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 0x90)]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body built byte by byte, so a test controls every name it sends. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----mmc${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in part) {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`, 'utf8'), part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('/files', () => {
  let server: TestServer;
  let maker: string;
  let rival: string;
  let filesDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    filesDir = server.config.filesDir;
    [maker, rival] = await Promise.all([loginAs(server, 'tenantadmin'), loginAs(server, 'rivaladmin')]);
  });
  afterAll(() => server.stop());

  const preflight = { 'apollo-require-preflight': 'true' };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function upload(token: string | null, fields: Record<string, string>, file: { filename: string; bytes: Buffer } | null, headers: Record<string, string> = preflight) {
    const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    if (file) parts.push({ name: 'file', ...file });
    const { body, contentType } = multipart(parts);
    const res = await fetch(`${server.url}/files`, { method: 'POST', headers: { 'content-type': contentType, ...(token ? bearer(token) : {}), ...headers }, body });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  }
  const picture = (filename: string, bytes: Buffer, token = maker) => upload(token, { kind: 'picture' }, { filename, bytes });
  const document = (filename: string, bytes: Buffer, token = maker) => upload(token, { kind: 'document' }, { filename, bytes });

  const download = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });
  const remove = (ref: { bucketname: string; md5name: string }, token: string) =>
    fetch(`${server.url}/files/${ref.bucketname}/${ref.md5name}`, { method: 'DELETE', headers: { ...bearer(token), ...preflight } });
  const link = async (token: string, body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/files/link`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token), ...preflight }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };

  /** Every file under the folder, relative names: what an upload left behind. */
  const filesOnDisk = (dir = filesDir): string[] =>
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
  const staged = () => filesOnDisk().filter((f) => f.startsWith('.tmp'));
  const records = () => systemEm(server.services.orm, 'test').count(StoredFile, {});
  const blobRows = () => systemEm(server.services.orm, 'test').count(StoredBlob, {});

  /** What the store holds, to show a refused upload left nothing: files, records, blob rows. */
  async function snapshot() {
    return { files: filesOnDisk(), records: await records(), blobs: await blobRows() };
  }

  it('stores a PNG and gives it back byte for byte, as a picture shown inline', async () => {
    const bytes = png(4, 3);
    const res = await picture('front view.png', bytes);
    expect(res.status).toBe(200);
    const name = `${sha(bytes)}.png`;
    expect(res.body).toEqual({ result: 'success', value: { filename: 'front view.png', md5name: name, bucketname: 'ncmaintain', fileurl: `/files/ncmaintain/${name}`, filesize: bytes.length } });
    // Content-addressed inside the folder.
    expect(fs.readFileSync(path.join(filesDir, 'ncmaintain', name.slice(0, 2), name))).toEqual(bytes);

    // The browser's way: the session cookie, same origin.
    const got = await download(res.body.value.fileurl, { cookie: `token=${maker}` });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="front view.png"; filename*=UTF-8''front%20view.png`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, max-age=300');
    // Revalidation after the cache time: the caller is checked again, the bytes are not sent again.
    const again = await download(res.body.value.fileurl, { cookie: `token=${maker}`, 'if-none-match': got.headers.get('etag')! });
    expect(again.status).toBe(304);
    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(StoredFile, { md5name: name });
    expect(stored).toMatchObject({ kind: 'picture', mime: 'image/png', width: 4, height: 3, size: bytes.length });
  });

  it('stores a JPEG and gives it back byte for byte', async () => {
    const res = await picture('label.jpeg', JPEG);
    expect(res.status).toBe(200);
    expect(res.body.value.md5name).toBe(`${sha(JPEG)}.jpg`);
    const got = await download(res.body.value.fileurl, bearer(maker));
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(JPEG);
    expect(await systemEm(server.services.orm, 'test').findOneOrFail(StoredFile, { md5name: `${sha(JPEG)}.jpg` })).toMatchObject({ width: 3, height: 2 });
  });

  it('takes the type from the content: a PNG renamed .pdf is refused as a document, an EXE renamed .png as a picture', async () => {
    const before = await snapshot();
    const pngAsPdf = await document('manual.pdf', png(2, 2));
    expect(pngAsPdf.status).toBe(415);
    expect(pngAsPdf.body.errors[0].extensions).toMatchObject({ errorno: 1041, code: 'BAD_USER_INPUT' });
    expect(pngAsPdf.body.errors[0].message).toBe('This file format is not allowed; allowed: pdf, doc, docx, xls, xlsx, ppt, pptx, txt, csv, zip');
    const exeAsPng = await picture('photo.png', EXE);
    expect(exeAsPng.status).toBe(415);
    expect(exeAsPng.body.errors[0]).toMatchObject({ message: 'This file format is not allowed; allowed: jpg, png', extensions: { errorno: 1041 } });
    expect((await document('setup.pdf', EXE)).body.errors[0].extensions.errorno).toBe(1041);
    // A PNG signature on something that is not a picture fails the header decode.
    expect((await picture('broken.png', Buffer.concat([png(1, 1).subarray(0, 8), Buffer.alloc(64, 7)]))).body.errors[0].extensions.errorno).toBe(1041);
    // A PDF is a document by its content; a picture kind refuses it.
    expect((await picture('scan.png', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'))).status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name whose extension disagrees with the content, naming the extensions that fit, in the caller\'s language', async () => {
    const before = await snapshot();
    // A valid PDF that is also HTML: saved under an .hta or .html name it would run its script.
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n', 'latin1');
    for (const filename of ['invoice.hta', 'invoice.html', 'invoice.svg', 'invoice.pdf.exe', 'invoice']) {
      const res = await document(filename, polyglot);
      expect(`${filename}: ${res.status} ${res.body.errors?.[0]?.message}`).toBe(`${filename}: 415 This file format is not allowed; allowed: pdf`);
      expect(res.body.errors[0].extensions).toMatchObject({ errorno: 1041, params: { allowed: 'pdf' } });
    }
    const zh = await upload(maker, { kind: 'document' }, { filename: 'invoice.hta', bytes: polyglot }, { ...preflight, 'accept-language': 'zh-CN' });
    expect(zh.body.errors[0].message).toBe('不允许的文件格式，仅支持：pdf');
    // The `filename` field is the name kept, so it is the one checked.
    expect((await upload(maker, { kind: 'document', filename: 'invoice.hta' }, { filename: 'invoice.pdf', bytes: polyglot })).status).toBe(415);
    // Pictures too: a PNG named .html; named .jpg it is still a picture (shown, never opened by its name).
    expect((await picture('photo.html', png(2, 2))).body.errors[0]).toMatchObject({ message: 'This file format is not allowed; allowed: png, jpg, jpeg', extensions: { errorno: 1041 } });
    // A name ending in a member of every object's prototype is no text format (it ended in a server failure).
    expect((await document('notes.constructor', Buffer.from('plain\n'))).body.errors[0].extensions.errorno).toBe(1041);
    expect(await snapshot()).toEqual(before);
    // With a fitting name the same bytes are a PDF; .jpeg is a JPEG's name too.
    expect((await document('Invoice.PDF', polyglot)).status).toBe(200);
    expect((await picture('label.JPEG', JPEG)).status).toBe(200);
    expect((await picture('photo.jpg', png(2, 2))).status).toBe(200);
  });

  it('serves a name stored before names were checked with the extension of its content', async () => {
    const pdf = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n% old record\n%%EOF\n', 'latin1');
    const stored = (await document('invoice.pdf', pdf)).body.value;
    const shown = (await picture('photo.png', png(3, 3, [7, 7, 7]))).body.value;
    // As a record stored before the check could hold them.
    await systemEm(server.services.orm, 'test').nativeUpdate(StoredFile, { md5name: stored.md5name }, { filename: 'invoice.hta' });
    await systemEm(server.services.orm, 'test').nativeUpdate(StoredFile, { md5name: shown.md5name }, { filename: 'photo.html' });
    const got = await download(stored.fileurl, bearer(maker));
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="invoice.hta.pdf"; filename*=UTF-8''invoice.hta.pdf`);
    const signed = (await link(maker, { md5name: stored.md5name })).body.value.fileurl;
    expect((await download(signed)).headers.get('content-disposition')).toBe(`attachment; filename="invoice.hta.pdf"; filename*=UTF-8''invoice.hta.pdf`);
    const inline = await download(shown.fileurl, bearer(maker));
    expect(inline.headers.get('content-type')).toBe('image/png');
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="photo.html.png"; filename*=UTF-8''photo.html.png`);
  });

  it('bounds a picture by its header: width and height 1..20000', async () => {
    const wide = png(1, 1);
    wide.writeUInt32BE(20001, 16); // IHDR width
    wide.writeUInt32BE(zlib.crc32(wide.subarray(12, 29)), 29);
    const res = await picture('panorama.png', wide);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'file', key: 'picture_dimensions', params: { max: 20000 } }] });
  });

  it('bounds a picture by its pixels: at most 50 million (a browser holds a shown picture decoded, 4 bytes a pixel)', async () => {
    const before = await snapshot();
    const sized = (width: number, height: number) => {
      const bytes = png(1, 1);
      bytes.writeUInt32BE(width, 16); // IHDR width and height
      bytes.writeUInt32BE(height, 20);
      bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
      return bytes;
    };
    const bomb = await picture('bomb.png', sized(20000, 20000));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'file', key: 'picture_pixels', params: { max: 50 }, message: 'The picture may have at most 50 million pixels' }] });
    expect((await picture('one-over.png', sized(10000, 5001))).body.errors[0].extensions.fields[0].key).toBe('picture_pixels');
    expect(await snapshot()).toEqual(before);
    // 50 million exactly is a picture (a long strip of the widest kind, too).
    expect((await picture('fifty.png', sized(10000, 5000))).status).toBe(200);
    expect((await picture('strip.png', sized(20000, 2500))).status).toBe(200);
  });

  it('accepts text and PDF documents, downloaded as attachments under their original name', async () => {
    const text = Buffer.from('Wartung: Düse wechseln\n维护：更换喷嘴\n', 'utf8');
    const res = await document('  维护 notes.txt ', text);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ filename: '维护 notes.txt', md5name: `${sha(text)}.txt`, filesize: text.length });
    const got = await download(res.body.value.fileurl, bearer(maker));
    expect(got.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="__ notes.txt"; filename*=UTF-8''%E7%BB%B4%E6%8A%A4%20notes.txt`);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(text);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const stored = await document('manual.pdf', pdf);
    expect(stored.body.value.md5name).toBe(`${sha(pdf)}.pdf`);
    expect((await download(stored.body.value.fileurl, bearer(maker))).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses text that is not UTF-8 or holds NUL bytes, to its last byte', async () => {
    const before = await snapshot();
    expect((await document('latin1.txt', Buffer.from('caf\xe9\n', 'latin1'))).body.errors[0].extensions.errorno).toBe(1041);
    // Valid for the first 100 KiB (past the sniffed head), broken at the end.
    const late = Buffer.concat([Buffer.alloc(100 * 1024, 'a'), Buffer.from([0])]);
    expect((await document('late.csv', late)).body.errors[0].extensions.errorno).toBe(1041);
    expect((await document('cut.txt', Buffer.from('维', 'utf8').subarray(0, 2))).body.errors[0].extensions.errorno).toBe(1041);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an upload past its limit with 26 and HTTP 413, leaving no partial file and no record', async () => {
    const before = await snapshot();
    // The kind's default: pictures 10 MB.
    const big = Buffer.concat([png(1, 1), Buffer.alloc(10 * MIB)]);
    const tooBig = await picture('huge.png', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0]).toMatchObject({ message: 'The file is larger than the limit of 10 MB', extensions: { errorno: 26, code: 'PAYLOAD_TOO_LARGE' } });
    // A field's own lower limit, said in the caller's language.
    const own = await upload(maker, { kind: 'document', maxbytes: String(1536) }, { filename: 'a.txt', bytes: Buffer.alloc(2000, 'a') }, { ...preflight, 'accept-language': 'zh-CN' });
    expect(own.status).toBe(413);
    expect(own.body.errors[0]).toMatchObject({ message: '文件大小超出限制（1.5 KB）', extensions: { errorno: 26 } });
    // maxbytes never raises the kind's limit.
    expect((await upload(maker, { kind: 'picture', maxbytes: String(50 * MIB) }, { filename: 'huge.png', bytes: big })).status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("raises the limits for a maintenance plan's files, for the roles that may create or edit a plan", async () => {
    const before = await snapshot();
    const twelveMb = Buffer.concat([png(2, 2, [4, 5, 6]), Buffer.alloc(12 * MIB)]);
    const planner = await loginAs(server, 'maintadmin');
    const plan = await upload(planner, { kind: 'picture', purpose: 'maintenance' }, { filename: 'site.png', bytes: twelveMb });
    expect(plan.status).toBe(200);
    expect(plan.body.value).toMatchObject({ filename: 'site.png', filesize: twelveMb.length });
    // Without the purpose, the default 10 MB.
    expect((await upload(planner, { kind: 'picture' }, { filename: 'site.png', bytes: twelveMb })).body.errors[0].extensions).toMatchObject({ errorno: 26 });
    // A role whose policy holds neither POST nor PUT /maintenanceplan (the demo's maintainer and user): refused before a byte is kept.
    for (const account of ['maintainer', 'customer']) {
      const refused = await upload(await loginAs(server, account), { kind: 'picture', purpose: 'maintenance' }, { filename: 'site.png', bytes: twelveMb });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].extensions).toMatchObject({ errorno: 1150 });
    }
    // An unknown purpose is a form error.
    const unknown = await upload(planner, { kind: 'picture', purpose: 'everything' }, { filename: 'x.png', bytes: png(1, 1) });
    expect(unknown.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [expect.objectContaining({ field: 'purpose', key: 'file_purpose' })] });
    // Still bounded: 50 MB pictures.
    const over = await upload(planner, { kind: 'picture', purpose: 'maintenance' }, { filename: 'x.png', bytes: Buffer.concat([png(1, 1), Buffer.alloc(50 * MIB)]) });
    expect(over.status).toBe(413);
    expect(over.body.errors[0]).toMatchObject({ message: 'The file is larger than the limit of 50 MB', extensions: { errorno: 26 } });
    await remove(plan.body.value, planner);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing when the client goes away in the middle of an upload', async () => {
    const before = await snapshot();
    const { body } = multipart([
      { name: 'kind', value: 'document' },
      { name: 'file', filename: 'half.txt', bytes: Buffer.alloc(4 * MIB, 'a') },
    ]);
    const boundary = /^--(\S+)\r\n/.exec(body.toString('latin1', 0, 100))![1];
    const req = http.request(`${server.url}/files`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), ...bearer(maker), ...preflight },
    });
    const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
    req.on('error', () => undefined);
    req.write(body.subarray(0, 512 * 1024));
    await eventually(() => staged().length === 1, 10_000, 'the upload being staged');
    req.destroy();
    await closed;
    await eventually(() => staged().length === 0, 10_000, 'the staged part removed');
    expect(await snapshot()).toEqual(before);
    // The server is still there for the next one.
    expect((await document('whole.txt', Buffer.from('ok\n'))).status).toBe(200);
  });

  it('refuses file names that hold a path or control characters, and writes nothing anywhere', async () => {
    const before = await snapshot();
    const outside = fs.readdirSync(path.dirname(filesDir)).sort();
    const passwd = fs.statSync('/etc/passwd').mtimeMs;
    for (const filename of ['../../etc/passwd', '..\\\\x.txt', '..', 'a/b.txt', 'C:\\\\temp\\\\x.txt']) {
      const res = await document(filename, Buffer.from('hello\n'));
      expect(`${filename}: ${res.status} ${JSON.stringify(res.body.errors?.[0]?.extensions?.fields)}`).toBe(`${filename}: 400 [{"field":"filename","key":"file_name_not_allowed","message":"The file name must not contain / or \\\\ or control characters, nor be . or .."}]`);
    }
    // Through the `filename` field too: NUL, a line break, a right-to-left override, too long.
    for (const [filename, key] of [
      ['evil\u0000.txt', 'file_name_not_allowed'],
      ['two\nlines.txt', 'file_name_not_allowed'],
      ['invoice\u202Etxt.exe', 'file_name_not_allowed'],
      ['   ', 'file_name_required'],
      [`${'x'.repeat(252)}.txt`, 'text_too_long'],
    ]) {
      const res = await upload(maker, { kind: 'document', filename }, { filename: 'ok.txt', bytes: Buffer.from('hello\n') });
      expect(`${JSON.stringify(filename)}: ${res.body.errors?.[0]?.extensions?.fields?.[0]?.key}`).toBe(`${JSON.stringify(filename)}: ${key}`);
    }
    // The name is never a path: the stored name comes from the content alone.
    const ok = await upload(maker, { kind: 'document', filename: 'passwd.txt' }, { filename: 'ignored.txt', bytes: Buffer.from('root:x:0:0\n') });
    expect(ok.body.value.filename).toBe('passwd.txt');
    expect(fs.readdirSync(path.dirname(filesDir)).sort()).toEqual(outside);
    expect(fs.statSync('/etc/passwd').mtimeMs).toBe(passwd);
    expect((await snapshot()).files.filter((f) => !before.files.includes(f))).toEqual([`ncmaintain/${ok.body.value.md5name.slice(0, 2)}/${ok.body.value.md5name}`]);
  });

  it('checks the bucket and the stored name: no traversal through either', async () => {
    const before = await snapshot();
    for (const bucketname of ['../outside', '..', 'UPPER', 'a', '.tmp']) {
      const res = await upload(maker, { kind: 'document', bucketname }, { filename: 'x.txt', bytes: Buffer.from('x\n') });
      expect(`${bucketname}: ${res.status} ${res.body.errors[0].extensions.fields?.[0]?.field}`).toBe(`${bucketname}: 400 bucketname`);
    }
    expect(await snapshot()).toEqual(before);
    for (const url of ['/files/..%2F..%2Fetc/passwd', '/files/ncmaintain/..%2F..%2F..%2Fetc%2Fpasswd', '/files/.tmp/x', `/files/ncmaintain/${'0'.repeat(64)}.png`, '/files/ncmaintain/%00']) {
      const res = await download(url, bearer(maker));
      expect(`${url}: ${res.status} ${((await res.json()) as any).errors[0].extensions.errorno}`).toBe(`${url}: 404 1042`);
    }
    // A named bucket of its own is a folder of its own.
    const own = await upload(maker, { kind: 'document', bucketname: 'manuals-2026' }, { filename: 'x.txt', bytes: Buffer.from('own bucket\n') });
    expect(own.body.value.fileurl).toBe(`/files/manuals-2026/${own.body.value.md5name}`);
    expect((await download(own.body.value.fileurl, bearer(maker))).status).toBe(200);
  });

  it('says what is missing from a form: kind, file, limit', async () => {
    const noKind = await upload(maker, {}, { filename: 'x.txt', bytes: Buffer.from('x\n') });
    expect(noKind.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'kind', key: 'file_kind_required' }] });
    const noFile = await upload(maker, { kind: 'document' }, null);
    expect(noFile.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'file', key: 'file_required' }] });
    const empty = await document('empty.txt', Buffer.alloc(0));
    expect(empty.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'file', key: 'file_required' }] });
    const badLimit = await upload(maker, { kind: 'picture', maxbytes: '1e6' }, { filename: 'x.png', bytes: png(1, 1) });
    expect(badLimit.body.errors[0].extensions.fields).toEqual([expect.objectContaining({ field: 'maxbytes', key: 'file_max_bytes_format' })]);
    const notMultipart = await fetch(`${server.url}/files`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(maker), ...preflight }, body: '{}' });
    expect(notMultipart.status).toBe(415);
    expect(((await notMultipart.json()) as any).errors[0].extensions.errorno).toBe(1004);
  });

  it("deletes only the caller's own uploads: another user of the same tenant reads the file but cannot delete it", async () => {
    const mine = (await picture('cover.png', png(6, 4, [9, 8, 7]))).body.value;
    const colleague = await loginAs(server, 'maintainer');
    expect((await download(mine.fileurl, bearer(colleague))).status).toBe(200);
    const refused = await remove(mine, colleague);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as any).errors[0].extensions).toMatchObject({ errorno: 1042 });
    expect((await download(mine.fileurl, bearer(maker))).status).toBe(200);
    expect((await remove(mine, maker)).status).toBe(200);
  });

  it("hides another tenant's files: not found, for reading, deleting and linking", async () => {
    const mine = await picture('maker.png', png(5, 5, [1, 2, 3]));
    const ref = mine.body.value;
    const read = await download(ref.fileurl, bearer(rival));
    expect(read.status).toBe(404);
    expect(((await read.json()) as any).errors[0]).toMatchObject({ message: 'The file does not exist', extensions: { errorno: 1042, code: 'NOT_FOUND' } });
    expect((await remove(ref, rival)).status).toBe(404);
    expect((await link(rival, { bucketname: ref.bucketname, md5name: ref.md5name })).body.errors[0].extensions.errorno).toBe(1042);
    // Still the maker's, untouched.
    expect((await download(ref.fileurl, bearer(maker))).status).toBe(200);
    // A sub-tenant's own upload is in its maker's scope, not the other way round.
    const qilu = await loginAs(server, 'qiluadmin');
    const theirs = await picture('qilu.png', png(6, 6, [9, 9, 9]), qilu);
    expect((await download(theirs.body.value.fileurl, bearer(maker))).status).toBe(200);
    expect((await download(ref.fileurl, bearer(qilu))).status).toBe(404);
  });

  it('needs a session (401, errorno 2) for everything but a signed link', async () => {
    const mine = (await picture('session.png', png(2, 3))).body.value;
    const answers = [
      await download(mine.fileurl),
      await download(mine.fileurl, bearer('not-a-token')),
      await fetch(`${server.url}/files/${mine.bucketname}/${mine.md5name}`, { method: 'DELETE', headers: preflight }),
      await fetch(`${server.url}/files/link`, { method: 'POST', headers: { 'content-type': 'application/json', ...preflight }, body: JSON.stringify({ md5name: mine.md5name }) }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).errors[0].extensions).toMatchObject({ errorno: 2, code: 'UNAUTHENTICATED' });
    }
    expect((await upload(null, { kind: 'picture' }, { filename: 'x.png', bytes: png(1, 1) })).status).toBe(401);
  });

  it('refuses a cross-site form post carrying the cookie, and stores nothing', async () => {
    const before = await snapshot();
    // What a page of another site can send: a simple multipart form, the browser adding the cookie, no custom header.
    const { body, contentType } = multipart([
      { name: 'kind', value: 'document' },
      { name: 'file', filename: 'planted.txt', bytes: Buffer.from('planted\n') },
    ]);
    const res = await fetch(`${server.url}/files`, { method: 'POST', headers: { 'content-type': contentType, cookie: `token=${maker}`, origin: 'https://evil.example' }, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0]).toMatchObject({
      message: 'Invalid request: send the header "apollo-require-preflight" with this request (cross-site request protection)',
      extensions: { errorno: 1004 },
    });
    expect(await snapshot()).toEqual(before);
    // A delete the same way changes nothing either.
    const mine = (await picture('keep.png', png(3, 1))).body.value;
    const del = await fetch(`${server.url}${mine.fileurl}`, { method: 'DELETE', headers: { cookie: `token=${maker}` } });
    expect(del.status).toBe(400);
    expect((await download(mine.fileurl, bearer(maker))).status).toBe(200);
  });

  it('signs download links that work without a session and cannot be forged, extended or used after expiry', async () => {
    const bytes = Buffer.from('signed\n');
    const mine = (await document('signed.txt', bytes)).body.value;
    const made = await link(maker, { bucketname: mine.bucketname, md5name: mine.md5name, expiresInSeconds: 600 });
    expect(made.status).toBe(200);
    const { fileurl, expiresAt } = made.body.value;
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 600_000))).toBeLessThan(5000);
    const ok = await download(fileurl);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(bytes);

    const url = new URL(fileurl, server.url);
    const refused = async (change: (u: URL) => void) => {
      const bad = new URL(url);
      change(bad);
      const res = await download(bad.pathname + bad.search);
      return `${res.status} ${((await res.json()) as any).errors[0].extensions.errorno}`;
    };
    const signature = url.searchParams.get('signature')!;
    expect(await refused((u) => u.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)))).toBe('403 1043');
    expect(await refused((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)))).toBe('403 1043');
    expect(await refused((u) => u.searchParams.set('tenant', '1'))).toBe('403 1043');
    expect(await refused((u) => u.searchParams.delete('signature'))).toBe('403 1043');
    // Another file under the same signature.
    const other = (await document('other.txt', Buffer.from('other\n'))).body.value;
    expect(await refused((u) => (u.pathname = other.fileurl))).toBe('403 1043');

    // Signed with the server's own key, but expired (the clock moved on), or beyond seven days (never issued so).
    const secret = await loadLinkSecret(server.config);
    const tenant = Number(url.searchParams.get('tenant'));
    const now = Math.floor(Date.now() / 1000);
    for (const expires of [now - 1, now + FILE_LINK_MAX_SECONDS + 120]) {
      const forged = `${mine.fileurl}?tenant=${tenant}&expires=${expires}&signature=${signFileLink(secret, { tenant, bucket: mine.bucketname, name: mine.md5name, expires })}`;
      expect((await download(forged)).status).toBe(403);
    }
    // A link asks for at most seven days.
    const tooLong = await link(maker, { md5name: mine.md5name, expiresInSeconds: FILE_LINK_MAX_SECONDS + 1 });
    expect(tooLong.body.errors[0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'expiresInSeconds', key: 'link_expiry_range', params: { max: FILE_LINK_MAX_SECONDS } }] });
    // A link dies with its file.
    expect((await remove(mine, maker)).status).toBe(200);
    expect((await download(fileurl)).status).toBe(404);
  });

  it('answers a link request body past 4 KiB with 413 at once, announced or streamed without end, and closes the connection', async () => {
    const announced = await fetch(`${server.url}/files/link`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(maker), ...preflight }, body: JSON.stringify({ md5name: 'x'.repeat(1024 * 1024) }) });
    expect(announced.status).toBe(413);
    expect(((await announced.json()) as any).errors[0].extensions).toMatchObject({ errorno: 1004 });
    // Chunked, with no length: the answer comes while the client is still sending.
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      let answered = false;
      const req = http.request(`${server.url}/files/link`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...bearer(maker), ...preflight } }, (res) => {
        answered = true;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      });
      // Once answered, the server closes while the client still writes: that error is expected.
      req.on('error', (error) => !answered && reject(error));
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const send = () => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once('drain', send);
      };
      req.write('{"md5name":"');
      send();
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).errors[0].message).toBe('Invalid request: the body is larger than 4096 bytes');
  });

  it('deletes: the file is gone for its tenant, and the bytes with the last record of them', async () => {
    const bytes = png(7, 7, [200, 10, 10]);
    const first = (await picture('one.png', bytes)).body.value;
    const second = (await picture('two.png', bytes)).body.value;
    // Same content: one blob, two records.
    expect(second.md5name).toBe(first.md5name);
    const blob = path.join(filesDir, 'ncmaintain', first.md5name.slice(0, 2), first.md5name);
    expect(filesOnDisk().filter((f) => f.endsWith(first.md5name))).toHaveLength(1);
    expect(await systemEm(server.services.orm, 'test').count(StoredFile, { md5name: first.md5name })).toBe(2);
    // The rival uploads the same bytes: its own record, the same blob.
    const rivals = (await picture('same.png', bytes, rival)).body.value;
    expect(rivals.md5name).toBe(first.md5name);

    expect((await remove(first, maker)).status).toBe(200);
    expect(fs.existsSync(blob)).toBe(true);
    expect((await download(first.fileurl, bearer(maker))).status).toBe(200);
    expect((await remove(first, maker)).status).toBe(200);
    // The maker's records are gone; the rival's keeps the bytes.
    const gone = await download(first.fileurl, bearer(maker));
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as any).errors[0].extensions.errorno).toBe(1042);
    expect((await remove(first, maker)).status).toBe(404);
    expect(fs.existsSync(blob)).toBe(true);
    expect(Buffer.from(await (await download(rivals.fileurl, bearer(rival))).arrayBuffer())).toEqual(bytes);
    expect((await remove(rivals, rival)).status).toBe(200);
    expect(fs.existsSync(blob)).toBe(false);
    expect(await systemEm(server.services.orm, 'test').count(StoredBlob, { md5name: first.md5name })).toBe(0);
    // Stored again after that: the bytes come back.
    const again = (await picture('again.png', bytes)).body.value;
    expect(Buffer.from(await (await download(again.fileurl, bearer(maker))).arrayBuffer())).toEqual(bytes);
  });

  it('keeps bytes and records together under concurrent uploads and deletes of the same content', async () => {
    const bytes = png(9, 2, [1, 99, 1]);
    const blob = () => fs.existsSync(path.join(filesDir, 'ncmaintain', `${sha(bytes)}.png`.slice(0, 2), `${sha(bytes)}.png`));
    const ref = (await picture('race.png', bytes)).body.value;
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => picture('race.png', bytes).then((r) => r.status)),
        ...Array.from({ length: 6 }, () => remove(ref, maker).then((r) => r.status)),
      ]);
      expect(answers.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      for (const status of answers.slice(6)) expect([200, 404]).toContain(status);
      const left = await systemEm(server.services.orm, 'test').count(StoredFile, { md5name: ref.md5name });
      // Records and bytes agree: a record always finds its bytes; no bytes stay without a record.
      expect(`${round}: ${left > 0} ${blob()} ${await systemEm(server.services.orm, 'test').count(StoredBlob, { md5name: ref.md5name })}`).toBe(`${round}: ${left > 0} ${left > 0} ${left > 0 ? 1 : 0}`);
      if (left > 0) expect(Buffer.from(await (await download(ref.fileurl, bearer(maker))).arrayBuffer())).toEqual(bytes);
    }
  });

  it('answers any other path under /files with not found', async () => {
    for (const [method, url] of [['GET', '/files'], ['GET', '/files/ncmaintain'], ['GET', '/files/a/b/c'], ['PUT', '/files/ncmaintain/x']] as const) {
      const res = await fetch(`${server.url}${url}`, { method, headers: { ...bearer(maker), ...preflight } });
      expect(`${method} ${url}: ${res.status} ${((await res.json()) as any).errors[0].extensions.errorno}`).toBe(`${method} ${url}: 404 1042`);
    }
  });

  it('serves the demo covers as stored pictures of each tenant', async () => {
    const res = await gql(server, '{ devices(pageSize: 50) { items { uuid coverPicture { filename fileurl md5name bucketname filesize } } } }', {}, { token: maker });
    const covers = res.body.data!.devices.items.flatMap((d: { coverPicture: { fileurl: string }[] }) => d.coverPicture);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) {
      expect(cover.fileurl).toMatch(/^\/files\/ncmaintain\/[0-9a-f]{64}\.png$/);
      const got = await download(cover.fileurl, { cookie: `token=${maker}` });
      expect(`${cover.fileurl}: ${got.status} ${got.headers.get('content-type')}`).toBe(`${cover.fileurl}: 200 image/png`);
      expect(Number(got.headers.get('content-length'))).toBe(cover.filesize);
      expect(cover.filesize).toBeLessThan(60 * 1024);
    }
    // The same pictures, stored once each, held by every tenant owning a product or a product manual.
    const products = await systemEm(server.services.orm, 'test').find(Product, {});
    const manuals = await systemEm(server.services.orm, 'test').find(ProductManual, {});
    expect(manuals.every((m) => m.coverPicture.length === 1)).toBe(true);
    const owners = new Set([...products, ...manuals].map((p) => p.tenant.id));
    const records = await systemEm(server.services.orm, 'test').find(StoredFile, { uploaderId: null });
    expect(new Set(records.map((r) => r.tenant.id))).toEqual(owners);
    expect(new Set(records.map((r) => r.md5name)).size).toBe(2);
    // The rival holds its cover through its own record.
    const rivalProduct = products.find((p) => p.uuid === 'prd-hz-w1313-0001')!;
    const rivalCover = rivalProduct.coverPicture![0];
    expect((await download(rivalCover.fileurl, bearer(rival))).status).toBe(200);
  });
});

describe('/files upload quota (FILES_MAX_BYTES_PER_USER_DAY)', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ FILES_MAX_BYTES_PER_USER_DAY: String(MIB) });
    for (const account of ['customer', 'maintainer']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  /** A text document of `size` bytes, different each time (its own blob). */
  const text = (size: number) => Buffer.concat([Buffer.from(`${randomUUID()}\n`), Buffer.alloc(size - 37, 'a')]);
  async function upload(account: string, bytes: Buffer) {
    const { body, contentType } = multipart([{ name: 'kind', value: 'document' }, { name: 'file', filename: 'notes.txt', bytes }]);
    const res = await fetch(`${server.url}/files`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${tokens[account]}`, 'apollo-require-preflight': 'true', 'accept-language': 'en' }, body });
    return { status: res.status, body: (await res.json()) as any };
  }
  const recordsOf = (account: string) => systemEm(server.services.orm, 'test').getConnection().execute(`select count(*) as n from stored_file f join app_user u on u.id = f.uploader_id where u.account = '${account}'`).then((rows) => Number(rows[0].n));

  it('stores at most the allowance of one user in 24 hours, racing uploads included, refusing the rest with 1044 (HTTP 429) and keeping nothing of them', async () => {
    // Three of 400 KB at once against 1 MiB: two fit.
    const first = await Promise.all([0, 1, 2].map(() => upload('customer', text(400 * 1024))));
    expect(first.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const refused = first.find((r) => r.status === 429)!;
    expect(refused.body.errors[0]).toMatchObject({ message: 'This upload would pass your allowance of 1 MB (or 10000 files) in 24 hours: the oldest of your uploads counted leaves it in 1440 min', extensions: { errorno: 1044 } });
    expect(await recordsOf('customer')).toBe(2);
    // One that does not fit the rest is refused too; the window full, refused before its bytes are kept.
    expect((await upload('customer', text(300 * 1024))).status).toBe(429);
    expect((await upload('customer', text(MIB - 2 * 400 * 1024))).status).toBe(200); // exactly the rest
    expect((await upload('customer', text(1024))).body.errors[0].extensions.errorno).toBe(1044);
    expect(await recordsOf('customer')).toBe(3);
    // Another user has an allowance of its own.
    expect((await upload('maintainer', text(400 * 1024))).status).toBe(200);
  });
});
