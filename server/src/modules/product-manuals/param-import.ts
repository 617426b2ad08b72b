/**
 * Spec-parameter import (spec part 2 sections 2, 5 and 7): the params of a product manual
 * from the first sheet of an .xlsx (exceljs, streamed) or a legacy .xls (SheetJS, read only),
 * laid out as the template (contract/product-manuals.ts): columns title, param name, param
 * value. And the template itself, written with exceljs.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { type Readable, Transform, pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';
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
/**
 * Most the shared strings may hold unpacked: they are kept in memory while the sheet is read (20,000
 * customers of 12 distinct texts each are about 20 MB of them).
 */
export const MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;
/** Most distinct texts a workbook may share (20,000 rows of 12 distinct texts are 240,000). */
export const MAX_SHARED_STRINGS = 1_000_000;
/** A cell holds at most this many characters (Excel's own limit); a longer shared text is cut. */
const MAX_CELL_CHARACTERS = 32_767;

/** A workbook that passes a bound only its content shows (too many shared texts): refused as too big, like the ZIP bounds. */
/** The workbook's own fault (not the server's): the import refuses the file and logs no error. */
export class WorkbookFault extends Error {}
export class WorkbookTooBig extends WorkbookFault {}
/** The file is not a readable workbook (a ZIP, XML or cell exceljs or SheetJS could not read). */
export class WorkbookUnreadable extends WorkbookFault {}
/**
 * A failure of reading the file as the workbook's fault, unless it is the system's (a file that
 * could not be opened or read: `syscall`, `ENOENT`, `EMFILE`, ...): that one stays a server error.
 */
const asFault = (error: unknown): unknown => {
  if (error instanceof WorkbookFault) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if ((error as NodeJS.ErrnoException | null)?.syscall !== undefined || (typeof code === 'string' && /^E[A-Z]+$/.test(code))) return error;
  return new WorkbookUnreadable(error instanceof Error ? error.message : String(error));
};

/**
 * How deep a workbook part's elements may nest (a sheet's are 5 or 6 deep). The XML parsers keep
 * an object per open element: 20 million nested tags, 60 MB unpacked from a 59 KB workbook, ran
 * the server out of memory.
 */
export const MAX_XML_DEPTH = 64;
/**
 * Empty rows in a row that end the sheet: rows after them are not read. A sheet's formatting may
 * leave empty rows behind its data; 21 million empty `<row/>`s of a 490 KB workbook took 2 minutes
 * and 3 GB to read through.
 */
export const MAX_BLANK_ROWS = 100_000;

/**
 * Sets the parser's tag handlers (saxes keeps one per event: give yours here) and counts how deep
 * its elements nest; `fail` hears of the first that passes MAX_XML_DEPTH.
 */
function watchDepth(parser: SaxesParser, fail: (error: WorkbookTooBig) => void, handlers: { open?: (tag: { name: string }) => void; close?: (tag: { name: string }) => void } = {}): void {
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (++depth > MAX_XML_DEPTH) fail(new WorkbookTooBig(`elements nested deeper than ${MAX_XML_DEPTH}`));
    handlers.open?.(tag);
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    handlers.close?.(tag);
  });
}

/**
 * Most characters one piece of markup may take: a tag with its attributes, a comment, a CDATA
 * section, a processing instruction. The XML parsers build each whole before handing it on (an
 * attribute value, a comment or a CDATA section of 250 MB, unpacked from a 256 KB workbook, took
 * 270 MB of memory while one sheet was read), whether anyone listens or not. A sheet's longest
 * are its root tag with its namespaces and the ranges (`sqref`) of a rule: a few KB.
 */
export const MAX_MARKUP_CHARACTERS = 1024 * 1024;

/** Whether a tag starts a new text, as the parser reading the part hears its tags (`closing`: `</name>`; `<name/>` is heard as both). */
type TextStarts = (name: string, closing: boolean) => boolean;

/** The shared strings (readSharedStrings): every tag ends a text, and each `<si>` is cut at a cell's length anyway. */
const everyTag: TextStarts = () => true;

/**
 * The texts exceljs 4.4's worksheet parser builds: it appends every text it hears to the value of
 * the `<f>`, `<v>`, `<is>` or `<t>` last opened inside a cell (a `<c>` in a `<row>` in
 * `<sheetData>`), until the next of them opens in a cell, the texts after the cell's end and
 * between other tags included. So only such a tag starts a new text; this follows the parser's
 * own state (its tag names as written, prefixes included).
 */
function excelJsCellTexts(): TextStarts {
  let inRows = false;
  let row = false;
  let cell = false;
  return (name, closing) => {
    if (closing) {
      if (name === 'sheetData') inRows = false;
      else if (name === 'row') row = false;
      else if (name === 'c' && row) cell = false;
      return false;
    }
    if (name === 'sheetData') inRows = true;
    else if (name === 'row') row ||= inRows;
    else if (name === 'c') cell ||= row;
    else if (name === 'f' || name === 'v' || name === 'is' || name === 't') return cell;
    return false;
  };
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r';
/** Longest tag name told apart (`sheetData`); a longer one is kept to this length plus one, which no name looked for has. */
const NAME_KEPT = 16;

/**
 * Bounds what the XML parsers build of a part, before they see it: each text (from where
 * `starts` says one starts) is cut at a cell's 32,767 characters as it streams (entity references
 * counted as the character they stand for, a CR LF as one, a surrogate pair never split), the
 * rest of it left out up to the next tag, which keeps the XML as well formed as it was; a piece of
 * markup longer than MAX_MARKUP_CHARACTERS is WorkbookTooBig, a document type declaration (which
 * the XML of a package may not hold) WorkbookUnreadable. It follows the parsers' tokens for well
 * formed XML only: what is not well formed fails in the parser that reads the chunk next.
 */
class XmlCut {
  private state: 'text' | 'open' | 'tag' | 'bang' | 'comment' | 'cdata' | 'pi' = 'text';
  /** Characters of the text since it started. */
  private count = 0;
  /** Characters of an entity reference read so far; -1 outside one. */
  private entity = -1;
  /** The last character counted was a CR, or the first half of a surrogate pair. */
  private cr = false;
  private high = false;
  /** Where the chunk's next `&` and CR are (from the text read last; past any index: none). */
  private amp = -1;
  private cr13 = -1;
  /** Characters of the current piece of markup. */
  private markup = 0;
  private closing = false;
  private name = '';
  private naming = false;
  private quote = '';
  /** The tag's last character outside its attribute values that is not a space (`/` before `>`: an empty element). */
  private last = '';
  /** After `<!`: what follows, until it tells a comment from a CDATA section. */
  private opened = '';
  /** The last two characters of a comment's, CDATA section's or processing instruction's content before the current chunk. */
  private tail = '';

  constructor(private readonly starts: TextStarts) {}

  /** The chunk, the texts past the bound left out. */
  take(chunk: string): string {
    this.amp = this.cr13 = -1;
    const kept: string[] = [];
    let cut = false;
    let from = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'text') {
        const lt = chunk.indexOf('<', i);
        const end = lt < 0 ? chunk.length : lt;
        const drop = this.text(chunk, i, end);
        if (drop < end) {
          kept.push(chunk.slice(from, drop));
          from = end;
          cut = true;
        }
        if (lt < 0) break;
        this.state = 'open';
        this.markup = 1;
        this.entity = -1;
        this.cr = this.high = false;
        i = lt + 1;
      } else {
        const next = this.markupTo(chunk, i);
        this.markup += next - i;
        if (this.markup > MAX_MARKUP_CHARACTERS) throw new WorkbookTooBig(`a piece of markup longer than ${MAX_MARKUP_CHARACTERS} characters`);
        i = next;
      }
    }
    if (!cut) return chunk;
    kept.push(chunk.slice(from));
    return kept.join('');
  }

  /** Counts the text of chunk[i..end) (no `<` in it); answers where the text past the bound starts (`end`: none). */
  private text(chunk: string, i: number, end: number): number {
    if (this.amp < i) this.amp = chunk.indexOf('&', i) >>> 0; // -1: none (past any index)
    if (this.cr13 < i) this.cr13 = chunk.indexOf('\r', i) >>> 0;
    if (this.entity < 0 && this.amp >= end && this.cr13 >= end && !(this.cr && chunk.charCodeAt(i) === 10) && this.count + (end - i) <= MAX_CELL_CHARACTERS) {
      // No reference, CR or bound in it: every character counts one.
      this.count += end - i;
      const last = chunk.charCodeAt(end - 1);
      this.cr = false;
      this.high = last >= 0xd800 && last <= 0xdbff;
      return end;
    }
    for (let j = i; j < end; j++) {
      const c = chunk.charCodeAt(j);
      if (this.entity >= 0) {
        // `&name;` or `&#nnn;` is one character (a reference that does not end is the parser's error).
        if (c === 59 || ++this.entity > 40) this.entity = -1;
        continue;
      }
      if (c === 10 && this.cr) {
        // The LF of a CR LF: one character with its CR.
        this.cr = false;
        continue;
      }
      // The second half of a surrogate pair stays with the first.
      if (this.count >= MAX_CELL_CHARACTERS && !(this.high && c >= 0xdc00 && c <= 0xdfff)) return j;
      this.count += 1;
      this.cr = c === 13;
      this.high = c >= 0xd800 && c <= 0xdbff;
      if (c === 38) this.entity = 0;
    }
    return end;
  }

  /** Reads markup from chunk[i]; answers where it stopped (the chunk's end, or past the markup's last character). */
  private markupTo(chunk: string, i: number): number {
    switch (this.state) {
      case 'open': {
        const c = chunk[i];
        if (c === '!') {
          this.state = 'bang';
          this.opened = '';
          return i + 1;
        }
        if (c === '?') {
          this.state = 'pi';
          this.tail = '';
          return i + 1;
        }
        this.state = 'tag';
        this.closing = c === '/';
        this.name = this.quote = this.last = '';
        this.naming = true;
        return this.closing ? i + 1 : i;
      }
      case 'tag':
        return this.tagTo(chunk, i);
      case 'bang': {
        while (i < chunk.length) {
          this.opened += chunk[i++];
          if (this.opened === '--' || this.opened === '[CDATA[') {
            this.state = this.opened === '--' ? 'comment' : 'cdata';
            this.tail = '';
            return i;
          }
          if (!'--'.startsWith(this.opened) && !'[CDATA['.startsWith(this.opened)) throw new WorkbookUnreadable('a document type declaration, which the XML of a workbook may not hold');
        }
        return i;
      }
      default:
        return this.sectionTo(chunk, i);
    }
  }

  private tagTo(chunk: string, i: number): number {
    for (let j = i; j < chunk.length; j++) {
      if (this.quote) {
        const q = chunk.indexOf(this.quote, j);
        if (q < 0) return chunk.length;
        this.last = this.quote;
        this.quote = '';
        j = q;
        continue;
      }
      const c = chunk[j];
      if (this.naming) {
        if (c !== '>' && c !== '/' && !isSpace(c)) {
          if (this.name.length <= NAME_KEPT) this.name += c;
          continue;
        }
        this.naming = false;
      }
      if (c === '>') {
        let starts = this.starts(this.name, this.closing);
        if (!this.closing && this.last === '/') starts = this.starts(this.name, true) || starts;
        if (starts) this.count = 0;
        this.state = 'text';
        return j + 1;
      }
      if (c === '"' || c === "'") this.quote = c;
      if (!isSpace(c)) this.last = c;
    }
    return chunk.length;
  }

  /** A comment, CDATA section or processing instruction, to its `-->`, `]]>` or `?>`. */
  private sectionTo(chunk: string, i: number): number {
    const ends = (before: string) => (this.state === 'comment' ? before === '--' : this.state === 'cdata' ? before === ']]' : before.endsWith('?'));
    for (let j = i; ; ) {
      const gt = chunk.indexOf('>', j);
      if (gt < 0) {
        this.tail = (this.tail + chunk.slice(Math.max(i, chunk.length - 2))).slice(-2);
        return chunk.length;
      }
      if (ends(gt - i >= 2 ? chunk.slice(gt - 2, gt) : (this.tail + chunk.slice(i, gt)).slice(-2))) {
        this.state = 'text';
        return gt + 1;
      }
      j = gt + 1;
    }
  }
}

/**
 * A worksheet part's XML text on its way to exceljs' parser: its texts cut and its markup bounded
 * (XmlCut, after exceljs' worksheet parser), its elements nesting at most MAX_XML_DEPTH deep
 * (WorkbookTooBig past it, before the next parser sees the chunk), and the document checked
 * complete at its end: a part cut off in the middle (an element left open) fails there, after the
 * rows before the cut, so a reader that takes every row before it writes any writes nothing.
 */
export async function* depthGuarded(text: AsyncIterable<string>): AsyncGenerator<string> {
  const parser = new SaxesParser();
  const cut = new XmlCut(excelJsCellTexts());
  let failure: Error | null = null;
  watchDepth(parser, (error) => (failure ??= error));
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of text) {
    const kept = cut.take(chunk);
    parser.write(kept);
    if (failure) throw failure;
    if (kept) yield kept;
  }
  // exceljs' parser is never told the document ended, so it would never say it did not end well.
  parser.close();
  if (failure) throw failure;
}

/**
 * The shared strings as plain texts, one per `<si>`: its `<t>` runs joined (phonetic `<rPh>` runs
 * left out), each cut at a cell's 32,767 characters. exceljs' own parser keeps every rich-text run
 * as an object with its font: a 128 KB file whose 66 MB of strings were empty bold italic runs
 * took 540 MB to hold, and 16 such uploads at once ended the process. This holds the texts only
 * (about the XML's size at most), and refuses more than MAX_SHARED_STRINGS of them.
 */
export async function readSharedStrings(xml: AsyncIterable<string>, max = MAX_SHARED_STRINGS): Promise<string[]> {
  const parser = new SaxesParser();
  const strings: string[] = [];
  let pieces: string[] | null = null;
  let length = 0;
  let inText = false;
  let phonetic = 0;
  let failure: unknown = null;
  watchDepth(parser, (error) => (failure ??= error), {
    open: (tag) => {
      if (tag.name === 'si') {
        pieces = [];
        length = 0;
      } else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't') inText = pieces !== null && phonetic === 0;
    },
    close: (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (tag.name === 'si' && pieces) {
        strings.push(pieces.join(''));
        pieces = null;
        if (strings.length > max) failure ??= new WorkbookTooBig(`more than ${max} shared strings`);
      }
    },
  });
  const take = (text: string) => {
    if (!inText || !pieces || length >= MAX_CELL_CHARACTERS) return;
    const kept = text.slice(0, MAX_CELL_CHARACTERS - length);
    pieces.push(kept);
    length += kept.length;
  };
  parser.on('text', take);
  parser.on('cdata', take);
  parser.on('error', (error) => {
    failure ??= error;
  });
  // saxes builds a text whole before it hands it on: cut as it streams.
  const cut = new XmlCut(everyTag);
  for await (const chunk of xml) {
    parser.write(cut.take(chunk));
    if (failure) throw failure;
  }
  parser.close();
  if (failure) throw failure;
  return strings;
}
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

/** One entry of a ZIP central directory: where its local record starts, how it is packed, what it unpacks to. */
type ZipEntry = { name: string; size: number; packedSize: number; method: number; localOffset: number };

/** The entries a central directory lists, in its order; null when it does not read as one (or uses ZIP64). */
function zipEntries(directory: Buffer, entries: number): ZipEntry[] | null {
  const list: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
    const size = directory.readUInt32LE(at + 24);
    const packedSize = directory.readUInt32LE(at + 20);
    const localOffset = directory.readUInt32LE(at + 42);
    if (size === 0xffffffff || packedSize === 0xffffffff || localOffset === 0xffffffff) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + 46, Math.min(directory.length, at + 46 + nameLength));
    list.push({ name, size, packedSize, method: directory.readUInt16LE(at + 10), localOffset });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return list;
}

/** What a ZIP's entries unpack to, together (a name twice counts twice: the sum bounds what unpacking costs). */
const unpackedSize = (list: readonly ZipEntry[]) => list.reduce((sum, { size }) => sum + size, 0);

/** The bytes a central directory's entries say they unpack to; null when it does not read as one. */
export function zipUnpackedSize(directory: Buffer, entries: number): number | null {
  const list = zipEntries(directory, entries);
  return list && unpackedSize(list);
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

/** exceljs' streaming reader (4.4) as used here: its parts' parsers, fed parts this module finds and inflates itself. */
type ReaderInternals = {
  _parseWorksheet(text: AsyncIterable<string>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJSRow> }>;
  /** What a shared-string cell reads (the worksheet reader looks cells up here). */
  sharedStrings?: unknown[];
};
type ExcelJSRow = { number: number; getCell(column: number): { value: unknown } };

/**
 * A part of the archive, inflated, as a stream. It fails once the part unpacks to more than its
 * directory entry says: the ZIP bounds (`zipBounds`) are checked against what the directory
 * says, so a part must not lie about it.
 */
async function openPart(file: string, entry: ZipEntry): Promise<Readable> {
  if (entry.method !== 0 && entry.method !== 8) throw new Error(`${entry.name}: a ZIP compression method this reader does not know (${entry.method})`);
  const start = await withFile(file, (handle) => partStart(handle, entry));
  if (start === null) throw new Error(`${entry.name}: no ZIP local header where the directory says`);
  const packed = createReadStream(file, { start, end: start + entry.packedSize - 1 });
  let unpacked = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      done(unpacked > entry.size ? new Error(`${entry.name} unpacks to more than the ${entry.size} bytes its ZIP directory says`) : null, chunk);
    },
  });
  // An error anywhere (or the reader stopping early) ends every stream of the chain and reaches the reader through `bounded`.
  if (entry.method === 0) pipeline(packed, bounded, () => undefined);
  else pipeline(packed, createInflateRaw(), bounded, () => undefined);
  return bounded;
}

/** An .xlsx file's first sheet, to be read as rows once or more (see `openXlsxSheet`). */
export type XlsxSheet = {
  /** The sheet's rows as text (the first `columns` cells, trimmed); stops past `maxRows` non-empty rows. `onProgress` hears how much of the sheet has been read (0..1: its XML parsed against the size its ZIP directory gives). */
  rows(columns: number, maxRows: number, onProgress?: (fraction: number) => void): AsyncGenerator<SheetRow>;
};

/**
 * The first sheet of an .xlsx file, streamed with exceljs' parsers. Shared by the imports (this
 * one and the customer import, which reads the sheet twice: it counts the rows before it writes
 * any, and the shared strings are parsed once for both). The first sheet is the workbook's first
 * tab, as a spreadsheet program shows it and as SheetJS reads an .xls (not the first sheet in the
 * archive, whose order a writer chooses freely); only it and the shared strings are unpacked, each
 * straight from where the ZIP directory says it lies. (exceljs' own reader walks the archive in
 * order and, in 4.4, loses the parts after a sheet it had to set aside when a small archive has
 * been read to its end.)
 */
export async function openXlsxSheet(file: string): Promise<XlsxSheet> {
  const ExcelJS = await loadExcelJS();
  const { list, firstTab } = await workbookLayout(file).catch((error: unknown) => Promise.reject(asFault(error)));
  const sheetPart = firstTab ? `xl/worksheets/sheet${firstTab}.xml` : list.find((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name))?.name;
  const sheetEntry = list.find((entry) => entry.name === sheetPart);
  // The shared strings are read here (readSharedStrings), not by exceljs: its reader only reads cells.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' }) as unknown as ReaderInternals;
  const stringsEntry = list.find((entry) => entry.name === 'xl/sharedStrings.xml');
  if (sheetEntry && stringsEntry) {
    const strings = await openPart(file, stringsEntry);
    strings.setEncoding('utf8'); // the stream's own StringDecoder keeps a character split between chunks whole
    try {
      reader.sharedStrings = await readSharedStrings(strings);
    } catch (error) {
      throw asFault(error);
    } finally {
      strings.destroy();
    }
  }
  return {
    async *rows(columns, maxRows, onProgress) {
      if (!sheetEntry) return; // no worksheet: no rows
      const part = await openPart(file, sheetEntry).catch((error: unknown) => Promise.reject(asFault(error)));
      let parsed = 0;
      const text = depthGuarded(
        utf8Text(part, (bytes) => {
          parsed += bytes;
          if (onProgress && sheetEntry.size) onProgress(Math.min(1, parsed / sheetEntry.size));
        }),
      );
      const numbers = Array.from({ length: columns }, (_, i) => i + 1);
      try {
        for (const { eventType, value: sheet } of reader._parseWorksheet(text, sheetEntry.name.replace(/\D/g, ''))) {
          if (eventType !== 'worksheet') continue;
          let filled = 0;
          let blank = 0;
          for await (const row of sheet) {
            // Cut exactly as a shared text is: depthGuarded already cut what exceljs built near this length (a character reference counts one there).
            const cells = numbers.map((c) => cellText(row.getCell(c).value).slice(0, MAX_CELL_CHARACTERS).trim());
            if (!cells.some(Boolean)) {
              if (++blank > MAX_BLANK_ROWS) break; // the end of the sheet's data
            } else {
              blank = 0;
              if (++filled > maxRows) break;
            }
            yield { row: row.number, cells };
          }
        }
      } catch (error) {
        // The reader's failures only: a consumer's own error does not enter the generator.
        throw asFault(error);
      } finally {
        part.destroy();
      }
    },
  };
}

/** The first sheet's rows of an .xlsx file, read once (`openXlsxSheet`). */
export async function* xlsxSheetRows(file: string, columns: number, maxRows: number, onProgress?: (fraction: number) => void): AsyncGenerator<SheetRow> {
  yield* (await openXlsxSheet(file)).rows(columns, maxRows, onProgress);
}

/** The first sheet's rows of a legacy .xls as text (SheetJS reads it whole; at most 50 MB, and only the first `maxRows` + 50 rows are parsed). */
export async function xlsSheetRows(file: string, columns: number, maxRows: number): Promise<SheetRow[]> {
  const XLSX = await loadSheetJS();
  try {
    return legacyRows(XLSX, file, columns, maxRows);
  } catch (error) {
    throw asFault(error);
  }
}

function legacyRows(XLSX: Awaited<ReturnType<typeof loadSheetJS>>, file: string, columns: number, maxRows: number): SheetRow[] {
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
  // Empty rows say nothing (paramsFromRows skips them): not kept.
  if (format === 'xlsx') {
    for await (const row of xlsxRows(file)) if (row.cells.some(Boolean)) rows.push(row);
  } else rows.push(...(await xlsRows(file)));
  const { params, rows: sourceRows } = paramsFromRows(rows);
  if (params.length > PRODUCT_MANUAL_LIMITS.params) return { params: [], errors: [{ field: 'params', key: 'params_too_many', params: { max: PRODUCT_MANUAL_LIMITS.params } }] };
  return { params, errors: paramRowErrors(params, (i) => sourceRows[i]) };
}

/** The central directory of a ZIP file: its entries, or why it cannot be read (null: no directory; `list` null: too many entries or not a directory). */
async function zipDirectory(handle: fs.FileHandle): Promise<{ entries: number; list: ZipEntry[] | null } | null> {
  const { size } = await handle.stat();
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  const found = zipDirectoryOf(tail, size - tailLength, size);
  if (!found) return null;
  if (found.entries > MAX_ZIP_ENTRIES) return { entries: found.entries, list: null };
  const directory = Buffer.alloc(found.size);
  await handle.read(directory, 0, found.size, found.offset);
  return { entries: found.entries, list: zipEntries(directory, found.entries) };
}

const withFile = async <T>(file: string, use: (handle: fs.FileHandle) => Promise<T>): Promise<T> => {
  const handle = await fs.open(file, 'r');
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
};

/** Most a workbook's sheet list or its relationships may take, packed or unpacked, to be read for the first tab (a list of a few hundred sheets is tens of KB). */
const MAX_WORKBOOK_PART_BYTES = 4 * 1024 * 1024;
const inflateRawAsync = promisify(inflateRaw);

/** Where an entry's packed bytes start: after its local header (whose name and extra field may differ in length from the directory's); null without one there. */
async function partStart(handle: fs.FileHandle, entry: ZipEntry): Promise<number | null> {
  const header = Buffer.alloc(30);
  const { bytesRead } = await handle.read(header, 0, 30, entry.localOffset);
  if (bytesRead < 30 || header.readUInt32LE(0) !== 0x04034b50) return null;
  return entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** A small entry's text (stored or deflated); null when it is larger than MAX_WORKBOOK_PART_BYTES or does not read. */
async function zipEntryText(handle: fs.FileHandle, entry: ZipEntry): Promise<string | null> {
  if (entry.size > MAX_WORKBOOK_PART_BYTES || entry.packedSize > MAX_WORKBOOK_PART_BYTES || (entry.method !== 0 && entry.method !== 8)) return null;
  const start = await partStart(handle, entry);
  if (start === null) return null;
  const packed = Buffer.alloc(entry.packedSize);
  await handle.read(packed, 0, entry.packedSize, start);
  try {
    return (entry.method === 0 ? packed : await inflateRawAsync(packed, { maxOutputLength: MAX_WORKBOOK_PART_BYTES })).toString('utf8');
  } catch {
    return null;
  }
}

/** An element's attributes (name, raw value); values of the parts read here need no unescaping (ids and part paths). */
const xmlAttributes = (text: string): [string, string][] => [...text.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]);

/**
 * The number N of the `xl/worksheets/sheetN.xml` that holds a workbook's first tab: the first
 * `<sheet>` of xl/workbook.xml, through its relationship id in xl/_rels/workbook.xml.rels. Null
 * when the parts do not say so (then the first sheet in the archive is read).
 */
export function firstTabSheetNo(workbookXml: string, relsXml: string): string | null {
  const sheets = /<(?:[\w.-]+:)?sheets\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?sheets>/.exec(workbookXml)?.[1];
  const first = sheets && /<(?:[\w.-]+:)?sheet\s([^>]*)>/.exec(sheets)?.[1];
  const id = first && xmlAttributes(first).find(([name]) => name.endsWith(':id'))?.[1];
  if (!id) return null;
  for (const [, text] of relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\s([^>]*)>/g)) {
    const attributes = new Map(xmlAttributes(text));
    if (attributes.get('Id') === id) return /^(?:\/xl\/)?worksheets\/sheet(\d+)\.xml$/.exec(attributes.get('Target') ?? '')?.[1] ?? null;
  }
  return null;
}

/** What the imports need of a workbook before streaming it: its parts, and the number of its first tab's sheet part (null: the parts do not say). */
async function workbookLayout(file: string): Promise<{ list: ZipEntry[]; firstTab: string | null }> {
  return withFile(file, async (handle) => {
    const list = (await zipDirectory(handle))?.list;
    if (!list) throw new Error('not a ZIP archive with a central directory this reader can use');
    const part = (name: string) => {
      const entry = list.find((e) => e.name === name);
      return entry ? zipEntryText(handle, entry) : null;
    };
    const [workbook, rels] = [await part('xl/workbook.xml'), await part('xl/_rels/workbook.xml.rels')];
    return { list, firstTab: workbook && rels ? firstTabSheetNo(workbook, rels) : null };
  });
}

/**
 * What a ZIP workbook's directory promises: `ok`, `unreadable` (no directory, or one that
 * does not read as such) or `too-big` (more than MAX_UNPACKED_BYTES or 10,000 parts, or shared
 * strings above MAX_SHARED_STRINGS_BYTES): an archive built to unpack into gigabytes is refused
 * before it is read, and a part that unpacks to more than the directory says fails as it is read.
 */
export async function zipBounds(file: string): Promise<'ok' | 'unreadable' | 'too-big'> {
  const directory = await withFile(file, zipDirectory);
  if (!directory) return 'unreadable';
  if (directory.entries > MAX_ZIP_ENTRIES) return 'too-big';
  if (!directory.list) return 'unreadable';
  const strings = directory.list.filter((entry) => entry.name === 'xl/sharedStrings.xml').reduce((sum, { size }) => sum + size, 0);
  return unpackedSize(directory.list) <= MAX_UNPACKED_BYTES && strings <= MAX_SHARED_STRINGS_BYTES ? 'ok' : 'too-big';
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
