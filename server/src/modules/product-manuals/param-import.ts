/**
 * Spec-parameter import (spec part 2 sections 2, 5 and 7): the params of a product manual
 * from the first sheet of an .xlsx (exceljs, streamed) or a legacy .xls (SheetJS, read only),
 * laid out as the template (contract/product-manuals.ts): columns title, param name, param
 * value. And the template itself, written with exceljs.
 */
import fs from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { IMPORT_TEMPLATE_HEADERS, type ManualParam, PRODUCT_MANUAL_LIMITS, type SheetRow, paramRowErrors, paramsFromRows } from '../../contract/product-manuals';
import type { FieldError } from '../../contract/validation';

export type ImportFormat = 'xlsx' | 'xls';

/**
 * The spreadsheet libraries load on first use: exceljs and SheetJS take about 250 ms and 50 MB
 * of memory to load, which a server answering kanbans, devices and forms never needs (imports,
 * exports and templates are rare). Shared with the customer import and export.
 */
type ExcelJS = typeof import('exceljs');
let excelJs: Promise<ExcelJS> | undefined;
let sheetJs: Promise<typeof import('@e965/xlsx')> | undefined;
// A CommonJS package through import(): its exports, or under the interop's `default`.
export const loadExcelJS = () => (excelJs ??= import('exceljs').then((m) => (m as ExcelJS & { default?: ExcelJS }).default ?? m));
const loadSheetJS = () => (sheetJs ??= import('@e965/xlsx'));

/** The format a file's first bytes show: a ZIP container (xlsx) or an OLE2 compound file (xls). */
export function sniffFormat(head: Buffer): ImportFormat | null {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  return null;
}

/** Most a workbook's parts may hold unpacked: a sheet of params is a few KB; this stops an archive built to unpack into gigabytes. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;

/** Where a ZIP archive's central directory lies, from the end-of-directory record in the file's tail; null without one or with ZIP64. */
export function zipDirectoryOf(tail: Buffer, tailOffset: number, fileSize: number): { entries: number; offset: number; size: number } | null {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = tail.readUInt16LE(i + 10);
    const size = tail.readUInt32LE(i + 12);
    const offset = tail.readUInt32LE(i + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff || offset + size > Math.min(fileSize, tailOffset + i)) return null;
    return { entries, offset, size };
  }
  return null;
}

/** Each entry's name and the bytes it unpacks to, as a central directory says; null when it does not read as one. */
export function zipEntrySizes(directory: Buffer, entries: number): Map<string, number> | null {
  const sizes = new Map<string, number>();
  let at = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
    const size = directory.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + 46, Math.min(directory.length, at + 46 + nameLength));
    sizes.set(name, (sizes.get(name) ?? 0) + size); // a name twice counts twice (the sum bounds what unpacking costs)
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return sizes;
}

/** The bytes a central directory's entries say they unpack to; null when it does not read as one. */
export function zipUnpackedSize(directory: Buffer, entries: number): number | null {
  const sizes = zipEntrySizes(directory, entries);
  return sizes && [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

/** A cell's value as text: numbers as written, dates as YYYY-MM-DD[ HH:mm:ss], rich text joined, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text ?? '').join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

/** More non-empty rows than this mean more params than a manual may have (each row gives at least one): reading stops there. */
const MAX_ROWS = PRODUCT_MANUAL_LIMITS.params + 2;

/** Inflated chunks as text, a character split between two chunks kept whole; `consumed` hears of each chunk's bytes as the parser takes it. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>, consumed: (bytes: number) => void = () => undefined): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    consumed(typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length);
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

type ReaderInternals = {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): AsyncGenerator<unknown>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
};

/**
 * exceljs' streaming reader (4.4) decodes each inflated chunk of a sheet alone, so a Chinese
 * character split between two chunks became two U+FFFD (exceljs issues 2063, 2084, 2316: a few
 * cells in every few thousand rows of a Chinese workbook, silently). This reader hands it the
 * sheets and the shared strings as text decoded across chunks. Built once exceljs is loaded.
 */
const utf8WorkbookReader = (ExcelJS: ExcelJS) =>
  class Utf8WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
    /** Told of the bytes of a sheet's XML as the parser takes them, so progress follows the rows read, not the file read ahead. */
    onSheetBytes: (sheetNo: string, bytes: number) => void = () => undefined;

    _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
      const consumed = (bytes: number) => this.onSheetBytes(sheetNo, bytes);
      return (ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals)._parseWorksheet.call(this, utf8Text(iterator, consumed), sheetNo);
    }

    _parseSharedStrings(entry: NodeJS.ReadableStream) {
      entry.setEncoding('utf8'); // the entry's own StringDecoder keeps split characters whole
      return (ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals)._parseSharedStrings.call(this, entry);
    }
  };
let readerClass: Promise<ReturnType<typeof utf8WorkbookReader>> | undefined;

/**
 * The first sheet's rows of an .xlsx as text (the first `columns` cells, trimmed), streamed
 * with exceljs from a file or a stream; stops past `maxRows` non-empty rows. Shared by the
 * imports (this one and the customer import). For a file, `onProgress` hears how much of the
 * sheet has been read (0..1: its XML parsed against the size its ZIP directory gives).
 */
export async function* xlsxSheetRows(source: string | NodeJS.ReadableStream, columns: number, maxRows: number, onProgress?: (fraction: number) => void): AsyncGenerator<SheetRow> {
  const Utf8WorkbookReader = await (readerClass ??= loadExcelJS().then(utf8WorkbookReader));
  const reader = new Utf8WorkbookReader(source as string, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  const numbers = Array.from({ length: columns }, (_, i) => i + 1);
  if (onProgress && typeof source === 'string') {
    const sizes = (await zipDirectory(source))?.sizes;
    let parsed = 0;
    reader.onSheetBytes = (sheetNo, bytes) => {
      const size = sizes?.get(`xl/worksheets/sheet${sheetNo}.xml`);
      parsed += bytes;
      if (size) onProgress(Math.min(1, parsed / size));
    };
  }
  try {
    for await (const sheet of reader) {
      let filled = 0;
      for await (const row of sheet) {
        const cells = numbers.map((c) => cellText(row.getCell(c).value).trim());
        if (cells.some(Boolean) && ++filled > maxRows) break;
        yield { row: row.number, cells };
      }
      break; // the first sheet only
    }
  } finally {
    (reader as unknown as { stream?: { destroy(): void } }).stream?.destroy();
  }
}

/** The first sheet's rows of a legacy .xls as text (SheetJS reads it whole; at most 50 MB, and only the first `maxRows` + 50 rows are parsed). */
export async function xlsSheetRows(file: string, columns: number, maxRows: number): Promise<SheetRow[]> {
  const XLSX = await loadSheetJS();
  const book = XLSX.readFile(file, { type: 'file', sheetRows: maxRows + 50, dense: true, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet?.['!ref']) return [];
  const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  const numbers = Array.from({ length: columns }, (_, i) => i);
  return rows.map((cells, i) => ({ row: start + i + 1, cells: numbers.map((c) => cellText(cells[c]).trim()) }));
}

/** The first sheet's rows (title, name, value as text) of an .xlsx, streamed; stops past MAX_ROWS non-empty rows. */
const xlsxRows = (file: string) => xlsxSheetRows(file, 3, MAX_ROWS);

/** The first sheet's rows of a legacy .xls. */
const xlsRows = (file: string) => xlsSheetRows(file, 3, MAX_ROWS);

export type ImportResult = { params: ManualParam[]; errors: FieldError[] };

/**
 * The params of a workbook file by the template's layout, and what breaks the form's rules
 * (too many rows, a title, name or value too long, naming the sheet row): the form shows the
 * params as read; the server refuses them with these errors instead of answering them.
 * Throws when the file is not a readable workbook of its format.
 */
export async function readParams(file: string, format: ImportFormat): Promise<ImportResult> {
  const rows: SheetRow[] = [];
  if (format === 'xlsx') for await (const row of xlsxRows(file)) rows.push(row);
  else rows.push(...(await xlsRows(file)));
  const { params, rows: sourceRows } = paramsFromRows(rows);
  if (params.length > PRODUCT_MANUAL_LIMITS.params) return { params: [], errors: [{ field: 'params', key: 'params_too_many', params: { max: PRODUCT_MANUAL_LIMITS.params } }] };
  return { params, errors: paramRowErrors(params, (i) => sourceRows[i]) };
}

/**
 * What a ZIP workbook's directory promises: `ok`, `unreadable` (no directory, or one that
 * does not read as such) or `too-big` (more than MAX_UNPACKED_BYTES or 10,000 parts): an
 * archive built to unpack into gigabytes is refused before it is read.
 */
/** The central directory of a ZIP file: entry names and unpacked sizes, or why it cannot be read. */
async function zipDirectory(file: string): Promise<{ entries: number; sizes: Map<string, number> | null } | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const found = zipDirectoryOf(tail, size - tailLength, size);
    if (!found) return null;
    if (found.entries > MAX_ZIP_ENTRIES) return { entries: found.entries, sizes: null };
    const directory = Buffer.alloc(found.size);
    await handle.read(directory, 0, found.size, found.offset);
    return { entries: found.entries, sizes: zipEntrySizes(directory, found.entries) };
  } finally {
    await handle.close();
  }
}

export async function zipBounds(file: string): Promise<'ok' | 'unreadable' | 'too-big'> {
  const directory = await zipDirectory(file);
  if (!directory) return 'unreadable';
  if (directory.entries > MAX_ZIP_ENTRIES) return 'too-big';
  if (!directory.sizes) return 'unreadable';
  const unpacked = [...directory.sizes.values()].reduce((sum, size) => sum + size, 0);
  return unpacked <= MAX_UNPACKED_BYTES ? 'ok' : 'too-big';
}

/** The import template: the header row in the caller's language, then an example of title and param rows. */
export async function importTemplate(locale: 'en' | 'zh-CN'): Promise<Buffer> {
  const zh = locale === 'zh-CN';
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Machine maintenance cloud';
  const sheet = workbook.addWorksheet(zh ? '规格参数' : 'Spec params');
  sheet.columns = [
    { header: (zh ? IMPORT_TEMPLATE_HEADERS.zh : IMPORT_TEMPLATE_HEADERS.en)[0], width: 24 },
    { header: (zh ? IMPORT_TEMPLATE_HEADERS.zh : IMPORT_TEMPLATE_HEADERS.en)[1], width: 24 },
    { header: (zh ? IMPORT_TEMPLATE_HEADERS.zh : IMPORT_TEMPLATE_HEADERS.en)[2], width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  const example: [string, string, string][] = zh
    ? [['激光器', '', ''], ['', '功率', '6 kW'], ['', '波长', '1080 nm'], ['机床', '', ''], ['', '加工幅面', '3000 x 1500 mm']]
    : [['Laser source', '', ''], ['', 'Power', '6 kW'], ['', 'Wavelength', '1080 nm'], ['Machine', '', ''], ['', 'Working area', '3000 x 1500 mm']];
  for (const row of example) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
