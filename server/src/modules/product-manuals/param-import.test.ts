import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PARAM_TITLE } from '../../contract/product-manuals';
import { oneSheetWorkbook, storedZip } from '../../../test/support/uploads';
import { MAX_BLANK_ROWS, MAX_MARKUP_CHARACTERS, MAX_XML_DEPTH, WorkbookTooBig, WorkbookUnreadable, cellText, depthGuarded, firstTabSheetNo, importTemplate, openXlsxSheet, readParams, readSharedStrings, sniffFormat, xlsxSheetRows, zipDirectoryOf, zipBounds, zipUnpackedSize } from './param-import';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-param-import-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (name: string, bytes: Buffer) => {
  const target = path.join(dir, `${++n}-${name}`);
  fs.writeFileSync(target, bytes);
  return target;
};

/** An .xlsx with these rows on its first sheet (and a second sheet that must be ignored). */
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Params');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Other').addRow(['Ignored', 'name', 'value']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A worksheet part of text rows; `#n` stands for the shared string n. */
const sheetXml = (rows: string[][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((text, c) => `<c r="${'ABC'[c]}${r + 1}" ${text.startsWith('#') ? `t="s"><v>${text.slice(1)}</v>` : `t="inlineStr"><is><t>${text}</t></is>`}</c>`).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;

/**
 * A small workbook whose first tab, "Params", is kept in xl/worksheets/sheet2.xml after the
 * second tab's sheet1.xml (as after moving a tab in a spreadsheet program); the workbook's list
 * of tabs last in the archive when `listLast`; "6 kW" a shared string, the shared strings after
 * the sheets as Excel writes them, when `shared`.
 */
function reorderedTabs(listLast: boolean, shared = false): Buffer {
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const list: [string, string][] = [
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Params" sheetId="2" r:id="rId2"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${R}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`],
  ];
  const sheets: [string, string][] = [
    ['xl/worksheets/sheet1.xml', sheetXml([['Other tab', 'Ignored', 'value']])],
    ['xl/worksheets/sheet2.xml', sheetXml([['Title', 'Param name', 'Param value'], ['Laser source', '', ''], ['', 'Power', shared ? '#0' : '6 kW']])],
  ];
  if (shared) sheets.push(['xl/sharedStrings.xml', '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>6 kW</t></si></sst>']);
  const types: [string, string] = ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'];
  return storedZip(listLast ? [types, ...sheets, ...list] : [types, ...list, ...sheets]);
}

/** A workbook of one tab whose worksheet part is `sheet` as given (cut off, say), and these shared strings. */
function sheetWorkbook(sheet: string, sharedStrings?: string): Buffer {
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: [string, string][] = [
    ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Params" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
  if (sharedStrings !== undefined) parts.push(['xl/sharedStrings.xml', sharedStrings]);
  return storedZip(parts);
}

/** A ZIP's parts, unpacked, in the order of its directory. */
function zipParts(zip: Buffer): [string, Buffer][] {
  const tail = zip.subarray(Math.max(0, zip.length - 22 - 0xffff));
  const found = zipDirectoryOf(tail, zip.length - tail.length, zip.length)!;
  const parts: [string, Buffer][] = [];
  for (let at = found.offset, n = 0; n < found.entries; n++) {
    const name = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    parts.push([name, zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(packed) : Buffer.from(packed)]);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** Every row of a sheet read, as text. */
async function drain(rows: AsyncIterable<{ cells: readonly string[] }>, into: string[][] = []): Promise<string[][]> {
  for await (const row of rows) into.push([...row.cells]);
  return into;
}

describe('spec-parameter import', () => {
  it('reads title rows and name/value rows from the first sheet of an .xlsx', async () => {
    const bytes = await xlsx([
      ['Title', 'Param name', 'Param value'],
      ['Laser source'],
      [null, 'Power', '6 kW'],
      [],
      [null, ' Wavelength ', 1080],
      ['Machine', 'Working area', { richText: [{ text: '3000 x ' }, { text: '1500 mm' }] }],
      [null, 'Accuracy', { formula: '0.01*3', result: 0.03 }],
    ]);
    expect(sniffFormat(bytes)).toBe('xlsx');
    expect(await readParams(file('p.xlsx', bytes), 'xlsx')).toEqual({
      params: [
        { name: PARAM_TITLE, value: 'Laser source' },
        { name: 'Power', value: '6 kW' },
        { name: 'Wavelength', value: '1080' },
        { name: PARAM_TITLE, value: 'Machine' },
        { name: 'Working area', value: '3000 x 1500 mm' },
        { name: 'Accuracy', value: '0.03' },
      ],
      errors: [],
    });
  });

  it('reads Chinese text of a long sheet intact, shared strings or inline (exceljs decoded each inflated chunk alone)', async () => {
    const text = (i: number) => [`山东济南市历城区工业北路${i}号`, `数控激光切割机设备${i}`, `客户联系人赵磊${i % 97}`];
    const rows = Array.from({ length: 3000 }, (_, i) => text(i));
    // Shared strings (Excel's own way) and inline strings (what streaming writers produce).
    const shared = file('shared.xlsx', await xlsx(rows));
    const inline = path.join(dir, 'inline.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: inline, useSharedStrings: false, useStyles: false });
    const sheet = writer.addWorksheet('Customers');
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await writer.commit();
    for (const source of [shared, inline]) {
      const read: string[][] = [];
      let progress = 0;
      const progressAt: number[] = [];
      for await (const row of xlsxSheetRows(source, 3, 5000, (fraction) => (progress = fraction))) {
        read.push([...row.cells]);
        progressAt.push(progress);
      }
      expect(read.filter((cells, i) => cells.join('|') !== text(i).join('|'))).toEqual([]);
      expect(read).toHaveLength(3000);
      // Progress follows the rows handed out (the sheet parsed), not the file read ahead: about half way at the middle row, all at the end.
      expect(progressAt.every((p, i) => i === 0 || p >= progressAt[i - 1])).toBe(true);
      expect(progressAt[1500]).toBeGreaterThan(0.35);
      expect(progressAt[1500]).toBeLessThan(0.65);
      expect(progress).toBe(1);
    }
  });

  it('reads a rich-text shared string as its joined text, without its phonetic runs, and holds texts only', async () => {
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">6 </t></r><r><rPr><i/></rPr><t>kW</t></r><rPh sb="0" eb="1"><t>ロク</t></rPh></si><si><t><![CDATA[<raw> & text]]></t></si></sst>`;
    const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const book = storedZip([
      ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
      ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Params" sheetId="1" r:id="rId1"/></sheets></workbook>`],
      ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
      ['xl/worksheets/sheet1.xml', sheetXml([['Title', 'Param name', 'Param value'], ['', 'Power', '#0'], ['', 'Note', '#1']])],
      ['xl/sharedStrings.xml', strings],
    ]);
    expect(await readParams(file('rich.xlsx', book), 'xlsx')).toEqual({
      params: [
        { name: 'Power', value: '6 kW' },
        { name: 'Note', value: '<raw> & text' },
      ],
      errors: [],
    });
    // Millions of formatted empty runs in one text (a 128 KB file once took 540 MB to hold as exceljs' run objects): one empty text.
    async function* bomb() {
      yield '<sst><si>';
      for (let i = 0; i < 100; i++) yield '<r><rPr><b/><i/></rPr><t></t></r>'.repeat(2000);
      yield '</si><si><t>after</t></si></sst>';
    }
    expect(await readSharedStrings(bomb())).toEqual(['', 'after']);
  });

  it("cuts a shared text at a cell's 32,767 characters and refuses more shared texts than the bound", async () => {
    async function* long() {
      yield '<sst><si><t>';
      for (let i = 0; i < 10; i++) yield 'x'.repeat(10_000);
      yield '</t></si></sst>';
    }
    const [text] = await readSharedStrings(long());
    expect(text).toHaveLength(32_767);
    async function* many() {
      yield `<sst>${'<si><t>a</t></si>'.repeat(11)}</sst>`;
    }
    await expect(readSharedStrings(many(), 10)).rejects.toBeInstanceOf(WorkbookTooBig);
    expect(await readSharedStrings(many(), 11)).toHaveLength(11);
    // Not XML: an error, not a hang or a partial answer.
    async function* broken() {
      yield '<sst><si><t>a</t></si></ss';
    }
    await expect(readSharedStrings(broken())).rejects.toThrow();
  });

  it(`refuses elements nested deeper than ${MAX_XML_DEPTH} (shared strings and sheet) as too big, and ends a sheet at ${MAX_BLANK_ROWS} empty rows in a row`, async () => {
    // 20 million nested tags in 59 KB ran the server out of memory: the parsers keep an object per open element.
    async function* nested() {
      yield '<sst><si>';
      for (let i = 0; i < 20; i++) yield '<a>'.repeat(10_000);
      yield `${'</a>'.repeat(200_000)}</si></sst>`;
    }
    await expect(readSharedStrings(nested())).rejects.toBeInstanceOf(WorkbookTooBig);
    const row = '<row r="2"><c r="B2" t="inlineStr"><is><t>Power</t></is></c><c r="C2" t="inlineStr"><is><t>6 kW</t></is></c></row>';
    // Well-formed, only deep: exceljs read it through before.
    const deep = file('deep.xlsx', oneSheetWorkbook(`${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}${row}`));
    await expect(readParams(deep, 'xlsx')).rejects.toBeInstanceOf(WorkbookTooBig);
    // As deep as a sheet needs: read.
    expect((await readParams(file('shallow.xlsx', oneSheetWorkbook(`${'<x>'.repeat(20)}${'</x>'.repeat(20)}${row}`)), 'xlsx')).params).toEqual([{ name: 'Power', value: '6 kW' }]);
    // Empty rows past the bound end the sheet (a 490 KB workbook of 21 million of them took 2 minutes and 3 GB): rows after them are not read.
    const blank = file('blank.xlsx', oneSheetWorkbook(`${row}${'<row r="3"/>'.repeat(MAX_BLANK_ROWS + 300)}${row.replaceAll('2', '9')}`));
    expect((await readParams(blank, 'xlsx')).params).toEqual([{ name: 'Power', value: '6 kW' }]);
    const fewer = file('fewer.xlsx', oneSheetWorkbook(`${row}${'<row r="3"/>'.repeat(1000)}${row.replaceAll('2', '9')}`));
    expect((await readParams(fewer, 'xlsx')).params).toEqual([{ name: 'Power', value: '6 kW' }, { name: 'Power', value: '6 kW' }]);
    // Not XML in the sheet: the file's fault, as such.
    await expect(readParams(file('broken.xlsx', oneSheetWorkbook('<row r="1"><c r="A1"><v>1</v></c></rowx>')), 'xlsx')).rejects.toBeInstanceOf(WorkbookUnreadable);
    // The system's failure stays the server's (logged as such), not the file's.
    await expect(readParams(path.join(dir, 'gone.xlsx'), 'xlsx')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads one opened sheet twice with the same rows (the customer import counts, then writes)', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => [`客户${i}`, `Jinan ${i % 7}`, `Contact ${i}`]);
    const source = file('twice.xlsx', await xlsx(rows));
    const sheet = await openXlsxSheet(source);
    const read = async () => {
      const out: string[][] = [];
      for await (const row of sheet.rows(3, 5000)) out.push([...row.cells]);
      return out;
    };
    const first = await read();
    expect(first).toEqual(rows);
    expect(await read()).toEqual(first);
    // A stop past `maxRows` on the first read leaves the second whole.
    let taken = 0;
    for await (const _ of sheet.rows(3, 10)) taken++;
    expect(taken).toBe(10);
    expect(await read()).toEqual(rows);
  });

  it("reads the workbook's first tab, wherever the archive keeps its part", async () => {
    for (const [listLast, shared] of [[false, false], [true, false], [false, true], [true, true]]) {
      expect((await readParams(file('tabs.xlsx', reorderedTabs(listLast, shared)), 'xlsx')).params).toEqual([
        { name: PARAM_TITLE, value: 'Laser source' },
        { name: 'Power', value: '6 kW' },
      ]);
    }
  });

  it('refuses a part that unpacks to more than its ZIP directory says', async () => {
    const bytes = reorderedTabs(false);
    const tail = bytes.subarray(Math.max(0, bytes.length - 22 - 0xffff));
    const found = zipDirectoryOf(tail, bytes.length - tail.length, bytes.length)!;
    // The first tab's part (the fifth entry) claims 10 bytes unpacked.
    let at = found.offset;
    for (let n = 0; n < 4; n++) at += 46 + bytes.readUInt16LE(at + 28);
    expect(bytes.toString('utf8', at + 46, at + 46 + bytes.readUInt16LE(at + 28))).toBe('xl/worksheets/sheet2.xml');
    bytes.writeUInt32LE(10, at + 24);
    await expect(readParams(file('lying.xlsx', bytes), 'xlsx')).rejects.toThrow('unpacks to more than the 10 bytes its ZIP directory says');
  });

  it("finds the first tab's part from the workbook's list of sheets and its relationships", () => {
    const rels = (target: string) => `<Relationships><Relationship Id="rId7" Target="x/y.xml" Type="t"/><Relationship Type='t' Target='${target}' Id='rId3'/></Relationships>`;
    const book = '<workbook><bookViews/><sheets><sheet name="B &amp; C" sheetId="9" state="hidden" r:id="rId3"/><sheet name="A" r:id="rId7"/></sheets></workbook>';
    expect(firstTabSheetNo(book, rels('worksheets/sheet12.xml'))).toBe('12');
    expect(firstTabSheetNo(book, rels('/xl/worksheets/sheet4.xml'))).toBe('4');
    expect(firstTabSheetNo(book.replace('r:id="rId3"', 'id="rId3"'), rels('worksheets/sheet4.xml'))).toBeNull();
    // A first tab that is not a worksheet part the reader knows (a chart sheet), or parts that do not say: the archive's first sheet is read.
    expect(firstTabSheetNo(book, rels('chartsheets/sheet1.xml'))).toBeNull();
    expect(firstTabSheetNo(book, '<Relationships/>')).toBeNull();
    expect(firstTabSheetNo('<workbook><sheets></sheets></workbook>', rels('worksheets/sheet1.xml'))).toBeNull();
    expect(firstTabSheetNo('not xml', 'not xml')).toBeNull();
  });

  it('reads a legacy .xls the same way', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['标题', '参数名称', '参数值'], ['激光器', '', ''], ['', '功率', '6 kW'], ['', '重量', 1500]]), 'Params');
    const bytes = XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    expect(sniffFormat(bytes)).toBe('xls');
    expect((await readParams(file('p.xls', bytes), 'xls')).params).toEqual([
      { name: PARAM_TITLE, value: '激光器' },
      { name: '功率', value: '6 kW' },
      { name: '重量', value: '1500' },
    ]);
  });

  it('names the sheet row of a cell breaking a rule, and refuses more than 200 params', async () => {
    const long = await readParams(file('long.xlsx', await xlsx([['Title', 'Param name', 'Param value'], ['t'.repeat(21)], [null, 'Power', 'v'.repeat(51)]])), 'xlsx');
    expect(long.errors).toEqual([
      { field: 'params.0.value', key: 'text_too_long', params: { max: 20, row: 2 } },
      { field: 'params.1.value', key: 'text_too_long', params: { max: 50, row: 3 } },
    ]);
    const many = await readParams(file('many.xlsx', await xlsx(Array.from({ length: 201 }, (_, i) => [null, `p${i}`, 'v']))), 'xlsx');
    expect(many.errors).toEqual([{ field: 'params', key: 'params_too_many', params: { max: 200 } }]);
  });

  it('tells formats from their first bytes, not their names', () => {
    expect(sniffFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffFormat(Buffer.from('a,b,c\n'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it("reads a ZIP's unpacked size from its central directory and refuses an archive promising too much", async () => {
    const bytes = await xlsx([['a', 'b', 'c']]);
    const tail = bytes.subarray(Math.max(0, bytes.length - 22 - 0xffff));
    const found = zipDirectoryOf(tail, bytes.length - tail.length, bytes.length)!;
    expect(found.entries).toBeGreaterThan(3);
    const unpacked = zipUnpackedSize(bytes.subarray(found.offset, found.offset + found.size), found.entries)!;
    expect(unpacked).toBeGreaterThan(bytes.length);
    expect(await zipBounds(file('ok.xlsx', bytes))).toBe('ok');
    // The same archive claiming 300 MB for its first part.
    const bomb = Buffer.from(bytes);
    bomb.writeUInt32LE(300 * 1024 * 1024, found.offset + 24);
    expect(await zipBounds(file('bomb.xlsx', bomb))).toBe('too-big');
    // Shared strings are kept in memory while the sheet is read: 65 MB of them are refused, within the 256 MB of the whole.
    const strings = reorderedTabs(false, true);
    const stringsFound = zipDirectoryOf(strings.subarray(Math.max(0, strings.length - 22 - 0xffff)), Math.max(0, strings.length - 22 - 0xffff), strings.length)!;
    let at = stringsFound.offset;
    while (strings.toString('utf8', at + 46, at + 46 + strings.readUInt16LE(at + 28)) !== 'xl/sharedStrings.xml') at += 46 + strings.readUInt16LE(at + 28);
    expect(await zipBounds(file('strings.xlsx', strings))).toBe('ok');
    strings.writeUInt32LE(65 * 1024 * 1024, at + 24);
    expect(await zipBounds(file('strings.xlsx', strings))).toBe('too-big');
    expect(await zipBounds(file('cut.xlsx', bytes.subarray(0, bytes.length - 30)))).toBe('unreadable');
    expect(zipDirectoryOf(Buffer.from('no directory here at all, just text'), 0, 35)).toBeNull();
  });

  it('fails at the end of a worksheet cut off anywhere (an unterminated document), after handing out the rows before the cut', async () => {
    const rows = [['Title', 'Param name', 'Param value'], ['Laser source', '', ''], ['', 'Power', '6 kW'], ['', 'Wavelength', '1080 nm']];
    const whole = sheetXml(rows);
    expect((await readParams(file('whole.xlsx', sheetWorkbook(whole)), 'xlsx')).params).toHaveLength(3);
    // Every proper beginning of the part: cut in a tag, in a text, between rows, before </worksheet> ...
    const read: string[] = [];
    for (let end = 0; end < whole.length; end++) {
      const outcome = await readParams(file('cut.xlsx', sheetWorkbook(whole.slice(0, end))), 'xlsx').then(
        (result) => `${end}: read ${result.params.length} params`,
        (error: unknown) => (error instanceof WorkbookUnreadable ? null : `${end}: ${String(error)}`),
      );
      if (outcome) read.push(outcome);
    }
    expect(read).toEqual([]);
    // The rows before the cut come first, then the failure: a reader that takes every row before it writes writes nothing.
    const cut = file('cut-row.xlsx', sheetWorkbook(whole.slice(0, whole.indexOf('<row r="4"') + 30)));
    const before: string[][] = [];
    await expect(drain(xlsxSheetRows(cut, 3, 10), before)).rejects.toBeInstanceOf(WorkbookUnreadable);
    expect(before).toEqual(rows.slice(0, 3));
    // Each read of an opened sheet fails so (the customer import counts the rows before it writes any).
    const sheet = await openXlsxSheet(cut);
    await expect(drain(sheet.rows(3, 10))).rejects.toBeInstanceOf(WorkbookUnreadable);
    await expect(drain(sheet.rows(3, 10))).rejects.toBeInstanceOf(WorkbookUnreadable);
    // A reader that stops before the cut (past its rows) has not read it.
    expect(await drain(sheet.rows(3, 2))).toEqual(rows.slice(0, 2));
    // A workbook exceljs wrote (deflated, shared strings, styles), its sheet part cut in the middle of a row and the archive stored again.
    const parts = zipParts(await xlsx([...rows, ['', 'Weight', 1500]])).map(([name, data]): [string, Buffer] => {
      if (name !== 'xl/worksheets/sheet1.xml') return [name, data];
      const xml = data.toString('utf8');
      return [name, Buffer.from(xml.slice(0, xml.lastIndexOf('<row') + 40))];
    });
    await expect(readParams(file('exceljs-cut.xlsx', storedZip(parts)), 'xlsx')).rejects.toBeInstanceOf(WorkbookUnreadable);
  });

  it("cuts an inline or formula text at a cell's 32,767 characters as exceljs' parser reads it, as a shared text is cut", async () => {
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    // Counted as the parser counts: a reference is one character, a CR LF one, a surrogate pair two.
    for (const text of ['x'.repeat(100_000), '&<'.repeat(20_000), 'a\r\n'.repeat(20_000), '😀'.repeat(20_000), `${'y'.repeat(32_766)}&z`]) {
      const xml = escape(text);
      const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${xml}</t></is></c><c r="B1" t="str"><f>A1</f><v>${xml}</v></c><c r="C1" t="s"><v>0</v></c></row></sheetData></worksheet>`;
      const [row] = await drain(xlsxSheetRows(file('long.xlsx', sheetWorkbook(sheet, `<sst><si><t>${xml}</t></si></sst>`)), 3, 10));
      const shared = text.replaceAll('\r\n', '\n').slice(0, 32_767).trim();
      expect(row.map((cell) => cell.length)).toEqual([shared.length, shared.length, shared.length]);
      expect(row).toEqual([shared, shared, shared]);
    }
    // A cell's texts between other tags are one value to exceljs (it appends every text to the last value opened): cut together.
    const split = `<row r="2"><c r="B2" t="inlineStr"><is><t>Power</t></is></c><c r="C2" t="inlineStr"><is><t>6 kW</t>${`${'y'.repeat(30_000)}<x/>`.repeat(5)}</is></c></row>`;
    const [[, , value]] = await drain(xlsxSheetRows(file('split.xlsx', oneSheetWorkbook(split)), 3, 10));
    expect(value).toBe(`6 kW${'y'.repeat(32_763)}`);
    // What exceljs' parser is handed: no more text than that from where it starts a value, a <t> outside a cell (where it starts none) included.
    async function* part() {
      yield '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>6 kW</t></is></c>';
      for (let i = 0; i < 10; i++) yield `<x><t>${'y'.repeat(30_000)}</t></x>`;
      yield '<c r="B1" t="inlineStr"><is><t>next</t></is></c></row></sheetData></worksheet>';
    }
    let handed = '';
    for await (const chunk of depthGuarded(part())) handed += chunk;
    expect(handed.replace(/<[^>]*>/g, '')).toBe(`6 kW${'y'.repeat(32_763)}next`);
  });

  it(`refuses a piece of markup longer than ${MAX_MARKUP_CHARACTERS} characters as too big, and a document type declaration as unreadable`, async () => {
    const row = '<row r="2"><c r="B2" t="inlineStr"><is><t>Power</t></is></c><c r="C2" t="inlineStr"><is><t>6 kW</t></is></c></row>';
    const hostile = (filler: string): Record<string, string> => ({
      comment: `<!--${filler}-->${row}`,
      cdata: row.replace('6 kW', `<![CDATA[${filler}]]>`),
      attribute: row.replace('<c r="B2"', `<c r="B2" x="${filler}"`),
      instruction: `<?pi ${filler}?>${row}`,
      spaces: row.replace('<c r="B2"', `<c r="B2"${filler.replaceAll('z', ' ')}`),
    });
    // The XML parsers build each piece whole (270 MB of memory for a 250 MB comment): refused past the bound, before they see it.
    for (const [name, sheetData] of Object.entries(hostile('z'.repeat(MAX_MARKUP_CHARACTERS)))) {
      await expect(readParams(file(`${name}.xlsx`, oneSheetWorkbook(sheetData)), 'xlsx')).rejects.toBeInstanceOf(WorkbookTooBig);
    }
    async function* strings() {
      yield '<sst><si><t>a</t></si><!--';
      yield 'z'.repeat(MAX_MARKUP_CHARACTERS);
      yield '--></sst>';
    }
    await expect(readSharedStrings(strings())).rejects.toBeInstanceOf(WorkbookTooBig);
    // Within it: read.
    for (const [name, sheetData] of Object.entries(hostile('z'.repeat(1000)))) {
      expect([name, (await readParams(file(`${name}.xlsx`, oneSheetWorkbook(sheetData)), 'xlsx')).params.map((p) => p.name)]).toEqual([name, ['Power']]);
    }
    // The XML of a package holds no DTD.
    const doctype = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY e "6 kW">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row}</sheetData></worksheet>`;
    await expect(readParams(file('doctype.xlsx', sheetWorkbook(doctype)), 'xlsx')).rejects.toBeInstanceOf(WorkbookUnreadable);
  });

  it('fails on a file that is not a workbook of its format', async () => {
    await expect(readParams(file('x.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)])), 'xlsx')).rejects.toThrow();
  });

  it('writes cell values as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(6)).toBe('6');
    expect(cellText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2026, 10, 1)))).toBe('2026-11-01');
    expect(cellText(new Date(Date.UTC(2026, 10, 1, 8, 30)))).toBe('2026-11-01 08:30:00');
    expect(cellText({ text: 'link', hyperlink: 'https://example.com' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('');
  });

  it('writes a template that reads back as its example, in either language', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const bytes = await importTemplate(locale);
      const { params, errors } = await readParams(file(`template-${locale}.xlsx`, bytes), 'xlsx');
      expect(errors).toEqual([]);
      expect(params.map((p) => p.name === PARAM_TITLE)).toEqual([true, false, false, true, false]);
    }
  });
});
