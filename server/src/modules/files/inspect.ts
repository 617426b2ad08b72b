import { Transform, type TransformCallback } from 'node:stream';
import { imageSize } from 'image-size';
import { ERRNO } from '../../contract/error-catalogue';
import { DOCUMENT_EXTENSIONS, type FileKind, PICTURE_DIMENSION_MAX, PICTURE_EXTENSIONS, PICTURE_PIXELS_MAX, extensionOf, formatFileSize, nameExtensionsOf, nameFitsFormat } from '../../contract/files';
import { AppError, formInvalid } from '../../core/errors';

/** Bytes the type is sniffed from (file-type reads magic numbers and, for Office files, the first ZIP entries). */
export const SNIFF_BYTES = 64 * 1024;
/** Bytes a picture's header is decoded from (image-size's own bound; a JPEG's size marker follows its EXIF and ICC blocks). */
export const PICTURE_HEADER_BYTES = 512 * 1024;

/** What the content turned out to be. */
export type Sniffed = { ext: string; mime: string; text: boolean };
export type Inspection = Sniffed & { width: number | null; height: number | null };

/** Old Office formats are CFB containers: which one it is, the name says (content and name must agree). */
const LEGACY_OFFICE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };
/** Plain text has no magic number: accepted by name when the whole content is UTF-8 without NUL bytes. */
const TEXT: Record<string, string> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8' };

// file-type is an ES module: loaded once, on the first upload.
let fileTypeModule: ReturnType<typeof loadFileType> | undefined;
function loadFileType() {
  return import('file-type');
}

export const fileTooLarge = (maxBytes: number) => new AppError(ERRNO.fileTooLarge, { max: formatFileSize(maxBytes) }, { httpStatus: 413 });

export const formatNotAllowed = (kind: FileKind) =>
  new AppError(ERRNO.fileFormatNotAllowed, { allowed: (kind === 'picture' ? PICTURE_EXTENSIONS : DOCUMENT_EXTENSIONS).join(', ') }, { httpStatus: 415 });

/**
 * Refuses a name whose extension disagrees with what the content is (1041, naming the extensions
 * that would fit): the name decides what opens the file once it is saved, so a PDF that is also
 * HTML must not arrive as `invoice.hta` or `invoice.html`.
 */
export const nameDisagrees = (format: string) => new AppError(ERRNO.fileFormatNotAllowed, { allowed: nameExtensionsOf(format).join(', ') }, { httpStatus: 415 });

/**
 * The type of an upload from its first bytes (and, for CFB and text, its name), or
 * format-not-allowed (1041). The name's extension must agree with the type found
 * (contract/files.ts `NAME_EXTENSIONS`).
 */
export async function sniffType(head: Buffer, kind: FileKind, filename: string): Promise<Sniffed> {
  const sniffed = await typeOf(head, kind, filename);
  if (!nameFitsFormat(filename, sniffed.ext)) throw nameDisagrees(sniffed.ext);
  return sniffed;
}

async function typeOf(head: Buffer, kind: FileKind, filename: string): Promise<Sniffed> {
  const found = await (await (fileTypeModule ??= loadFileType())).fileTypeFromBuffer(head);
  const named = extensionOf(filename);
  if (kind === 'picture') {
    if (found && (PICTURE_EXTENSIONS as readonly string[]).includes(found.ext)) return { ext: found.ext, mime: found.mime, text: false };
    throw formatNotAllowed(kind);
  }
  if (found) {
    if (found.ext === 'cfb' && Object.hasOwn(LEGACY_OFFICE, named)) return { ext: named, mime: LEGACY_OFFICE[named], text: false };
    // Pictures are refused as documents (spec part 1 section 5), whatever the name says.
    if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(found.ext) && !found.mime.startsWith('image/')) return { ext: found.ext, mime: found.mime, text: false };
    throw formatNotAllowed(kind);
  }
  // Own keys only: `in` would take `notes.constructor` for text (a prototype's member as its type).
  if (Object.hasOwn(TEXT, named)) return { ext: named, mime: TEXT[named], text: true };
  throw formatNotAllowed(kind);
}

/**
 * Checks an upload while it streams through, so a refused file is stopped early and never
 * held whole in memory: the byte count against the limit (file too large, 26, as soon as it
 * is passed), the type from the first SNIFF_BYTES, text as valid UTF-8 without NUL to its
 * last byte, and a picture's width and height from its header. Keeps at most
 * PICTURE_HEADER_BYTES. After the end, `result` says what the file is.
 */
export class UploadInspector extends Transform {
  result: Inspection | null = null;
  private readonly head: Buffer[] = [];
  private headSize = 0;
  private bytes = 0;
  private sniffed: Sniffed | null = null;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly rules: { kind: FileKind; maxBytes: number; filename: string }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.inspect(chunk).then(() => done(null, chunk), done);
  }

  override _flush(done: TransformCallback): void {
    this.finish().then(() => done(), done);
  }

  private async inspect(chunk: Buffer): Promise<void> {
    this.bytes += chunk.length;
    if (this.bytes > this.rules.maxBytes) throw fileTooLarge(this.rules.maxBytes);
    const headMax = this.rules.kind === 'picture' ? PICTURE_HEADER_BYTES : SNIFF_BYTES;
    const taken = Math.max(0, Math.min(chunk.length, headMax - this.headSize));
    if (taken > 0) {
      this.head.push(chunk.subarray(0, taken));
      this.headSize += taken;
    }
    if (!this.sniffed) {
      if (this.headSize < SNIFF_BYTES) return;
      await this.sniff();
      if (this.sniffed!.text) this.checkText(chunk.subarray(taken));
    } else if (this.sniffed.text) {
      this.checkText(chunk);
    }
  }

  private async sniff(): Promise<void> {
    const head = Buffer.concat(this.head, this.headSize);
    this.sniffed = await sniffType(head, this.rules.kind, this.rules.filename);
    if (this.sniffed.text) this.checkText(head);
  }

  private checkText(bytes: Buffer): void {
    if (bytes.includes(0)) throw formatNotAllowed('document');
    try {
      this.utf8.decode(bytes, { stream: true });
    } catch {
      throw formatNotAllowed('document');
    }
  }

  private async finish(): Promise<void> {
    if (this.bytes === 0) throw formInvalid([{ field: 'file', key: 'file_required' }]);
    if (!this.sniffed) await this.sniff();
    const sniffed = this.sniffed!;
    if (sniffed.text) {
      try {
        this.utf8.decode(); // a sequence cut at the end
      } catch {
        throw formatNotAllowed('document');
      }
    }
    let width: number | null = null;
    let height: number | null = null;
    if (this.rules.kind === 'picture') {
      // Decoding the header again, by another reader than the sniffer: a PNG or JPEG signature on garbage is refused.
      let size: { width?: number; height?: number; type?: string };
      try {
        size = imageSize(Buffer.concat(this.head, this.headSize));
      } catch {
        throw formatNotAllowed('picture');
      }
      if (size.type !== sniffed.ext) throw formatNotAllowed('picture');
      width = size.width ?? 0;
      height = size.height ?? 0;
      const within = (n: number) => Number.isInteger(n) && n >= 1 && n <= PICTURE_DIMENSION_MAX;
      if (!within(width) || !within(height)) throw formInvalid([{ field: 'file', key: 'picture_dimensions', params: { max: PICTURE_DIMENSION_MAX } }]);
      if (width * height > PICTURE_PIXELS_MAX) throw formInvalid([{ field: 'file', key: 'picture_pixels', params: { max: PICTURE_PIXELS_MAX / 1_000_000 } }]);
    }
    this.result = { ...sniffed, width, height };
  }
}
