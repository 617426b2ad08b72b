import { FILE_LIMITS, MIB } from '@contract/files';
import { acceptOf, attachmentRules, canMove, checkCount, checkFile, displayName, hasRoom, moveEntry, parseUploadAnswer, uploadFields } from './attachmentRules';

const pictures = attachmentRules({ kind: 'picture' });
const documents = attachmentRules({ kind: 'document' });

describe('attachmentRules', () => {
  it('defaults to 10 MB pictures of jpg and png, and 50 MB documents of the contract formats (spec part 1 section 9)', () => {
    expect(pictures).toEqual({ kind: 'picture', purpose: null, maxBytes: 10 * MIB, extensions: ['jpg', 'png'], maxCount: null });
    expect(documents.maxBytes).toBe(50 * MIB);
    expect(documents.extensions).toContain('pdf');
  });

  it("takes a field's lower limit (1 MB for a QR code) but never more than the server accepts", () => {
    expect(attachmentRules({ kind: 'picture', maxBytes: MIB }).maxBytes).toBe(MIB);
    expect(attachmentRules({ kind: 'picture', maxBytes: 50 * MIB }).maxBytes).toBe(FILE_LIMITS.picture);
    // A maintenance plan's files: 50 MB pictures, 100 MB documents (spec part 2 sections 5 and 9).
    expect(attachmentRules({ kind: 'picture', purpose: 'maintenance' }).maxBytes).toBe(50 * MIB);
    expect(attachmentRules({ kind: 'document', purpose: 'maintenance', maxBytes: 200 * MIB }).maxBytes).toBe(100 * MIB);
  });

  it('narrows a document field to its formats (spec import: xlsx and xls only), never to formats the server refuses', () => {
    expect(attachmentRules({ kind: 'document', extensions: ['.XLSX', 'xls', 'exe'] }).extensions).toEqual(['xls', 'xlsx']);
  });
});

describe('checkFile', () => {
  it('lets jpg, jpeg and png pictures within the limit through', () => {
    expect(checkFile(pictures, { name: 'front.JPG', size: 2 * MIB })).toBeNull();
    expect(checkFile(pictures, { name: 'front.jpeg', size: 2 * MIB })).toBeNull();
    expect(checkFile(pictures, { name: 'qr.png', size: 1 })).toBeNull();
  });

  it('refuses other picture formats with the formats allowed (spec part 1 section 5)', () => {
    expect(checkFile(pictures, { name: 'front.gif', size: 1000 })).toEqual({ id: 'att_picture_format', values: { formats: 'JPG, PNG' } });
    expect(checkFile(pictures, { name: 'no-extension', size: 1000 })).toEqual({ id: 'att_picture_format', values: { formats: 'JPG, PNG' } });
  });

  it("refuses a picture over the field's limit with the limit in 1024-based units", () => {
    expect(checkFile(pictures, { name: 'big.png', size: 10 * MIB + 1 })).toEqual({ id: 'att_picture_too_large', values: { max: '10 MB' } });
    expect(checkFile(pictures, { name: 'ok.png', size: 10 * MIB })).toBeNull();
    expect(checkFile(attachmentRules({ kind: 'picture', maxBytes: MIB }), { name: 'qr.png', size: MIB + 1 })).toEqual({ id: 'att_picture_too_large', values: { max: '1 MB' } });
  });

  it("refuses pictures as documents, and documents outside the field's formats", () => {
    expect(checkFile(documents, { name: 'scan.png', size: 1000 })).toEqual({ id: 'att_document_picture' });
    expect(checkFile(documents, { name: 'scan.webp', size: 1000 })).toEqual({ id: 'att_document_picture' });
    const sheets = attachmentRules({ kind: 'document', extensions: ['xlsx', 'xls'] });
    expect(checkFile(sheets, { name: 'manual.pdf', size: 1000 })).toEqual({ id: 'att_document_format', values: { formats: 'XLS, XLSX' } });
    expect(checkFile(sheets, { name: 'spec.xlsx', size: 1000 })).toBeNull();
  });

  it('refuses a document over 50 MB and an empty file', () => {
    expect(checkFile(documents, { name: 'manual.pdf', size: 50 * MIB + 1 })).toEqual({ id: 'att_document_too_large', values: { max: '50 MB' } });
    expect(checkFile(documents, { name: 'manual.pdf', size: 0 })).toEqual({ id: 'att_empty' });
  });
});

describe('count limits', () => {
  const cover = attachmentRules({ kind: 'picture', maxCount: 1 });
  const files = attachmentRules({ kind: 'document', maxCount: 5 });

  it('warns "max N pictures" or "limit N files" when a choice goes over, and refuses it whole', () => {
    expect(checkCount(cover, 1, 1)).toEqual({ id: 'att_max_pictures', values: { max: 1 } });
    expect(checkCount(files, 3, 3)).toEqual({ id: 'att_max_files', values: { max: 5 } });
    expect(checkCount(files, 3, 2)).toBeNull();
    expect(checkCount(documents, 100, 100)).toBeNull();
  });

  it('knows when the field is full', () => {
    expect(hasRoom(cover, 0)).toBe(true);
    expect(hasRoom(cover, 1)).toBe(false);
    expect(hasRoom(documents, 1000)).toBe(true);
  });
});

describe('reorder', () => {
  it('swaps an entry with its left or right neighbour, and not past an end', () => {
    expect(moveEntry(['a', 'b', 'c'], 1, 'left')).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 1, 'right')).toEqual(['a', 'c', 'b']);
    const list = ['a', 'b'];
    expect(moveEntry(list, 0, 'left')).toBe(list);
    expect(moveEntry(list, 1, 'right')).toBe(list);
    expect(canMove(3, 0, 'right')).toBe(true);
    expect(canMove(3, 2, 'right')).toBe(false);
    expect(canMove(3, 5, 'left')).toBe(false);
  });
});

describe('displayName', () => {
  it('cuts names at 40 characters and gives the size in 1024-based units (spec part 1 section 9)', () => {
    const long = `${'a'.repeat(45)}.pdf`;
    expect(displayName({ filename: long, filesize: 1536 })).toEqual({ name: `${'a'.repeat(40)}…`, size: '1.5 KB', cut: true });
    expect(displayName({ filename: 'manual.pdf', filesize: 512 })).toEqual({ name: 'manual.pdf', size: '512 B', cut: false });
    expect(displayName({ filename: '设备说明书.pdf', filesize: 10 * MIB }).size).toBe('10 MB');
  });
});

describe('the upload request', () => {
  it('sends the bucket, the kind, the purpose and a lower limit only when the field has them, then the name', () => {
    expect(uploadFields(pictures, 'front.png')).toEqual([
      ['bucketname', 'ncmaintain'],
      ['kind', 'picture'],
      ['filename', 'front.png'],
    ]);
    expect(uploadFields(attachmentRules({ kind: 'picture', maxBytes: MIB }), 'qr.png', 'qrcodes')).toEqual([
      ['bucketname', 'qrcodes'],
      ['kind', 'picture'],
      ['maxbytes', String(MIB)],
      ['filename', 'qr.png'],
    ]);
    expect(uploadFields(attachmentRules({ kind: 'document', purpose: 'maintenance' }), 'plan.pdf')).toEqual([
      ['bucketname', 'ncmaintain'],
      ['kind', 'document'],
      ['purpose', 'maintenance'],
      ['filename', 'plan.pdf'],
    ]);
  });

  it("offers the field's formats in the file chooser", () => {
    expect(acceptOf(pictures)).toBe('.jpg,.jpeg,.png');
    expect(acceptOf(attachmentRules({ kind: 'document', extensions: ['xlsx'] }))).toBe('.xlsx');
  });
});

describe('parseUploadAnswer', () => {
  const entry = { filename: 'a.png', md5name: 'abc.png', bucketname: 'ncmaintain', fileurl: '/files/ncmaintain/abc.png', filesize: 12 };

  it('reads the stored file of a success', () => {
    expect(parseUploadAnswer(200, JSON.stringify({ result: 'success', value: { ...entry, extra: 1 } }))).toEqual({ ok: true, entry });
  });

  it('reads the catalogue error of a failure with its parameters', () => {
    const body = JSON.stringify({ errors: [{ message: 'too large', extensions: { errorno: 26, code: 'PAYLOAD_TOO_LARGE', params: { max: '10 MB' } } }] });
    expect(parseUploadAnswer(413, body)).toEqual({ ok: false, errorno: 26, params: { max: '10 MB' } });
  });

  it("knows no errorno for an answer that is not the contract's (a proxy page, a broken entry)", () => {
    expect(parseUploadAnswer(502, '<html>Bad gateway</html>')).toEqual({ ok: false, errorno: null, params: {} });
    expect(parseUploadAnswer(200, JSON.stringify({ result: 'success', value: { filename: 'a.png' } }))).toEqual({ ok: false, errorno: null, params: {} });
  });
});
