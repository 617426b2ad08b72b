/**
 * Real files for forms that refer to uploads (product manuals, the display configuration):
 * pictures and documents built here and stored through `POST /files` as a given caller, so a
 * reference names a file of that caller's tenant.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FileEntryValue, FileKind } from '../../src/contract/files';

/** A real PNG: signature, IHDR, one zlib-compressed IDAT of RGB rows (random pixels with `noise`, so it hardly compresses), IEND. */
export function png(width: number, height: number, rgb: [number, number, number] = [0x33, 0x66, 0xcc], noise = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), noise ? randomBytes(width * 3) : Buffer.from(Array.from({ length: width }, () => rgb).flat())]));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A small real PDF. */
/** A small PNG no other test stores (its own bytes, so its own blob). */
export const uniquePng = () => png(3, 2, [randomBytes(1)[0], randomBytes(1)[0], randomBytes(1)[0]], true);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Stores a file through `POST /files` as the token's caller and answers its entry. */
export async function uploadFile(server: { url: string }, token: string, kind: FileKind, filename: string, bytes: Buffer): Promise<FileEntryValue> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${server.url}/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  const body = (await res.json()) as { value?: FileEntryValue; errors?: unknown };
  if (!body.value) throw new Error(`upload of ${filename} failed: ${res.status} ${JSON.stringify(body.errors)}`);
  return body.value;
}

/** A reference as a form sends it back. */
export const refOf = (entry: FileEntryValue) => ({ filename: entry.filename, md5name: entry.md5name, bucketname: entry.bucketname });

/** A ZIP of these parts, stored (not deflated), in exactly this order (how an archive orders its parts is its writer's choice). */
export function storedZip(parts: readonly [name: string, data: string | Buffer][]): Buffer {
  const records: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    records.push(local, fileName, data);
    directory.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const listed = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(listed.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...records, listed, end]);
}

/**
 * A workbook of one tab whose worksheet part holds `sheetData` (rows as the XML of `<sheetData>`),
 * written by hand: hostile shapes no spreadsheet program writes. `sharedStrings`: the part's XML.
 */
export function oneSheetWorkbook(sheetData: string, sharedStrings?: string): Buffer {
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: [string, string][] = [
    ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`],
  ];
  if (sharedStrings !== undefined) parts.push(['xl/sharedStrings.xml', sharedStrings]);
  return storedZip(parts);
}
