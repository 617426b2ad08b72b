import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { PARAM_TITLE } from '../src/contract/product-manuals';
import { eventually, fetchOnFreshSocketIfStale, loginAs, startTestServer, type TestServer } from './helpers';
import { storedZip } from './support/uploads';

/**
 * The spec-parameter import and its template over real HTTP (spec part 2 sections 2, 5 and
 * 7): workbooks built here with exceljs (.xlsx) and SheetJS (.xls), the format and size
 * rules, and only maintainadmin (and super_admin) let in.
 */
describe('spec-parameter import', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['maintadmin', 'superadmin', 'tenantadmin', 'customer']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  type Answer = { status: number; body: any };
  /** Posts one file as the product form does: multipart, with the CSRF header. */
  async function upload(name: string, bytes: Buffer | Blob, options: { account?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true', ...options.headers };
    const account = options.account === undefined ? 'maintadmin' : options.account;
    if (account) headers.authorization = `Bearer ${tokens[account]}`;
    const res = await fetchOnFreshSocketIfStale(`${server.url}/productmanual/import`, () => {
      const form = new FormData();
      form.append('file', bytes instanceof Blob ? bytes : new Blob([bytes]), name);
      return { method: 'POST', body: form, headers };
    });
    return { status: res.status, body: await res.json() };
  }
  const fieldsOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.fields?.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);

  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Params');
    sheet.addRow(['Title', 'Param name', 'Param value']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it(`answers 1013 (HTTP 503, Retry-After) while as many workbooks as allowed are being read, and reads again once one ends`, async () => {
    const bytes = await workbook([[null, 'Power', '6 kW']]);
    const { workbooks } = server.services;
    const held = Array.from({ length: workbooks.max }, () => workbooks.enter());
    expect(held.every(Boolean)).toBe(true);
    try {
      const res = await fetchOnFreshSocketIfStale(`${server.url}/productmanual/import`, () => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), 'busy.xlsx');
        return { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens.maintadmin}`, 'accept-language': 'zh-CN' } };
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(((await res.json()) as any).errors[0]).toMatchObject({ message: '服务器繁忙，请几秒后再试', extensions: { errorno: 1013 } });
    } finally {
      for (const _ of held) workbooks.leave();
    }
    expect(await upload('free.xlsx', bytes)).toMatchObject({ status: 200, body: { value: [{ name: 'Power', value: '6 kW' }] } });
    expect(workbooks.inProgress).toBe(0);
  });

  it('answers the params of an .xlsx made with exceljs: title rows and name/value rows, in order', async () => {
    const before = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('mmc-import-')).length;
    const bytes = await workbook([['Laser source'], [null, 'Power', '6 kW'], [null, 'Wavelength', 1080], [], ['Machine', 'Working area', '3000 x 1500 mm'], [null, 'Weight', 7800]]);
    const answer = await upload('spec params.xlsx', bytes);
    expect(answer).toEqual({
      status: 200,
      body: {
        result: 'success',
        value: [
          { name: PARAM_TITLE, value: 'Laser source' },
          { name: 'Power', value: '6 kW' },
          { name: 'Wavelength', value: '1080' },
          { name: PARAM_TITLE, value: 'Machine' },
          { name: 'Working area', value: '3000 x 1500 mm' },
          { name: 'Weight', value: '7800' },
        ],
      },
    });
    // The upload went to a temporary file, removed after the answer.
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('mmc-import-')).length).toBe(before);
  });

  it('answers the params of a legacy .xls written with SheetJS, for super_admin too', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['标题', '参数名称', '参数值'], ['泵', '', ''], ['', '压力', '420 MPa'], ['', '流量', 3.7]]), 'Sheet1');
    const answer = await upload('参数.xls', XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer, { account: 'superadmin' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual([
      { name: PARAM_TITLE, value: '泵' },
      { name: '压力', value: '420 MPa' },
      { name: '流量', value: '3.7' },
    ]);
  });

  it("refuses other formats with the spec's message, by name and by content", async () => {
    const xlsx = await workbook([[null, 'a', 'b']]);
    const expectFormat = (answer: Answer) => {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions).toMatchObject({ errorno: 1003, code: 'BAD_USER_INPUT' });
      expect(fieldsOf(answer)).toEqual(['file:import_format']);
    };
    expectFormat(await upload('params.csv', Buffer.from('Title,Param name,Param value\n')));
    expectFormat(await upload('params.pdf', Buffer.from('%PDF-1.7')));
    expectFormat(await upload('params.xlsx', Buffer.from('%PDF-1.7 not a workbook')));
    expectFormat(await upload('params.xls', xlsx)); // an .xlsx named .xls
    expectFormat(await upload('params.xlsx', Buffer.concat([xlsx.subarray(0, 4), Buffer.alloc(100, 1), xlsx.subarray(xlsx.length - 22)])));
    const zh = await upload('params.txt', Buffer.from('x'), { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.errors[0].extensions.fields[0].message).toBe('文件格式错误，仅支持 xlsx 和 xls');
    const en = await upload('params.txt', Buffer.from('x'));
    expect(en.body.errors[0].extensions.fields[0].message).toBe('File format incorrect, only xlsx and xls');
  });

  it("refuses a file over 50 MB with the spec's message (413), announced or streamed", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x41);
    big.writeUInt32LE(0x04034b50, 0);
    const announced = await upload('big.xlsx', big);
    expect(announced.status).toBe(413);
    expect(fieldsOf(announced)).toEqual(['file:import_too_big']);
    expect(announced.body.errors[0].extensions.fields[0].message).toBe('Too big a document');

    // Without a length up front (chunked): the receiver cuts the part at 50 MB.
    const res = await fetchOnFreshSocketIfStale(`${server.url}/productmanual/import`, () => {
      const form = new FormData();
      form.append('file', new Blob([big]), 'big.xlsx');
      const encoded = new Response(form);
      return {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type')!, 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens.maintadmin}` },
        body: encoded.body,
        duplex: 'half',
      } as RequestInit;
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).errors[0].extensions.fields.map((f: { key: string }) => f.key)).toEqual(['import_too_big']);
  });

  it('leaves nothing behind when the client goes away mid-upload, and keeps answering', async () => {
    const temporary = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('mmc-import-')).length;
    const before = temporary();
    const boundary = 'interrupted-upload';
    const req = http.request(`${server.url}/productmanual/import`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * 1024 * 1024), 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens.maintadmin}` },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    req.write(Buffer.alloc(1024 * 1024, 0x50));
    // The server has taken the upload into a temporary file; then the client is gone.
    await eventually(() => temporary() > before, 10_000, 'the upload started');
    req.destroy();
    await eventually(() => temporary() === before, 10_000, 'the temporary file removed');
    const next = await upload('p.xlsx', await workbook([[null, 'a', 'b']]));
    expect(next.body.value).toEqual([{ name: 'a', value: 'b' }]);
  });

  it('refuses a workbook with more params than a manual holds, or cells over the bounds, naming the sheet row', async () => {
    const many = await upload('many.xlsx', await workbook(Array.from({ length: 201 }, (_, i) => [null, `p${i}`, 'v'])));
    expect(fieldsOf(many)).toEqual(['params:params_too_many']);
    const long = await upload('long.xlsx', await workbook([[null, 'Power', 'v'.repeat(51)]]));
    expect(long.body.errors[0].extensions.fields).toEqual([{ field: 'params.0.value', key: 'text_too_long', params: { max: 50, row: 2 }, message: 'At most 50 characters' }]);
  });

  it('refuses a workbook whose sheet is cut off in the middle of a row as an unreadable file, answering none of the params before the cut', async () => {
    const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const rows = [['Title', 'Param name', 'Param value'], ['', 'Power', '6 kW'], ['', 'Wavelength', '1080 nm'], ['', 'Weight', '7800 kg']];
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
      .map((cells, r) => `<row r="${r + 1}">${cells.map((text, c) => (text ? cell(`${'ABC'[c]}${r + 1}`, text) : '')).join('')}</row>`)
      .join('')}</sheetData></worksheet>`;
    const book = (part: string) =>
      storedZip([
        ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
        ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Params" sheetId="1" r:id="rId1"/></sheets></workbook>`],
        ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
        ['xl/worksheets/sheet1.xml', part],
      ]);
    expect(await upload('whole.xlsx', book(sheet))).toMatchObject({ status: 200, body: { value: [{ name: 'Power' }, { name: 'Wavelength' }, { name: 'Weight' }] } });
    const cut = await upload('cut.xlsx', book(sheet.slice(0, sheet.indexOf('<row r="4">') + 30)));
    expect(cut.status).toBe(400);
    expect(cut.body.errors[0].extensions).toMatchObject({ errorno: 1003 });
    expect(fieldsOf(cut)).toEqual(['file:import_format']);
    expect(cut.body.value).toBeUndefined();
  });

  it('lets only maintainadmin and super_admin import, and wants the CSRF header', async () => {
    const bytes = await workbook([[null, 'a', 'b']]);
    const admin = await upload('p.xlsx', bytes, { account: 'tenantadmin' });
    expect(admin.status).toBe(403);
    expect(admin.body.errors[0].extensions).toMatchObject({ errorno: 1150, code: 'FORBIDDEN' });
    expect((await upload('p.xlsx', bytes, { account: 'customer' })).body.errors[0].extensions.errorno).toBe(1150);
    const anonymous = await upload('p.xlsx', bytes, { account: '' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.errorno).toBe(2);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'p.xlsx');
    const noPreflight = await fetch(`${server.url}/productmanual/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tokens.maintadmin}` } });
    expect(noPreflight.status).toBe(400);
    expect(((await noPreflight.json()) as any).errors[0].extensions.errorno).toBe(1004);
    const notMultipart = await fetch(`${server.url}/productmanual/import`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens.maintadmin}` } });
    expect(notMultipart.status).toBe(415);
    expect(((await notMultipart.json()) as any).errors[0].extensions.errorno).toBe(1004);
  });

  it('downloads the template (an .xlsx in the caller\'s language) that imports as its example; only for the import roles', async () => {
    const res = await fetch(`${server.url}/productmanual/import-template`, { headers: { authorization: `Bearer ${tokens.maintadmin}`, 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="product-params-template.xlsx"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '标题', '参数名称', '参数值']);
    const imported = await upload('template.xlsx', bytes);
    expect(imported.body.value).toEqual([
      { name: PARAM_TITLE, value: '激光器' },
      { name: '功率', value: '6 kW' },
      { name: '波长', value: '1080 nm' },
      { name: PARAM_TITLE, value: '机床' },
      { name: '加工幅面', value: '3000 x 1500 mm' },
    ]);
    const refused = await fetch(`${server.url}/productmanual/import-template`, { headers: { authorization: `Bearer ${tokens.tenantadmin}` } });
    expect(refused.status).toBe(403);
    expect((await fetch(`${server.url}/productmanual/import-template`)).status).toBe(401);
  });
});
