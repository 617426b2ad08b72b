/**
 * Files as server and client share them (spec part 1 sections 3, 5 and 9; part 2 section 5):
 * the kinds of upload, their formats and limits, and how a size and a name are shown.
 *
 * The HTTP contract of `/files` (server `modules/files/`, client attachment widget):
 * - `POST /files`, multipart/form-data, text fields first and the file part last:
 *   `bucketname` (default `ncmaintain`), `kind` (`picture` | `document`), optional `purpose`
 *   (`maintenance`: the larger limits of a maintenance plan's files, for a caller who may create
 *   or edit a plan), optional `maxbytes` (a field's own lower limit, e.g. 1 MB for the QR
 *   picture), optional `filename` (else the part's file name; its extension must agree with
 *   the content, NAME_EXTENSIONS, else 1041), then `file`. Answers
 *   `{ result: 'success', value: FileEntry }`.
 * - `GET /files/:bucketname/:md5name`: the bytes, for a signed-in caller whose tenant scope
 *   holds the file; or, without a session, with a signed link's `expires` and `signature`
 *   (and `tenant`, the owner the link was signed for; all three come in the link's `fileurl`).
 *   Named (`content-disposition`) by the oldest record of the bytes in the caller's own tenant,
 *   else in its scope (a link: in its tenant), with `servedFileName`.
 * - `DELETE /files/:bucketname/:md5name`: `{ result: 'success' }`; refused (HTTP 409) while a
 *   saved record uses the file.
 * - `POST /files/link`, JSON `{ bucketname, md5name, expiresInSeconds? }` (at most 7 days):
 *   `{ result: 'success', value: { fileurl, expiresAt } }`.
 * Every request but a GET must carry the header `apollo-require-preflight: true` (the same CSRF
 * rule as `/graphql`: a cross-site form cannot set it). A failure answers
 * `{ errors: [{ message, extensions: { errorno, code } }] }` with its HTTP status.
 */

import { hasRefusedCharacter } from './validation';

/** What an upload holds: pictures are shown, documents are downloaded. */
export type FileKind = 'picture' | 'document';
export const FILE_KINDS: readonly FileKind[] = ['picture', 'document'];

/** The bucket every upload goes to unless it names another (spec part 1 section 7). */
export const DEFAULT_BUCKET = 'ncmaintain';
/** Bucket names: lower-case letters, digits and dashes, 3-63 characters (S3's rule). */
export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export const MIB = 1024 * 1024;
/** Default limits (spec part 1 section 9): pictures 10 MB, documents 50 MB. */
export const FILE_LIMITS: Record<FileKind, number> = { picture: 10 * MIB, document: 50 * MIB };

/**
 * What an upload is for, where that raises its kind's limit (the `purpose` field): `maintenance`,
 * a maintenance plan's pictures, 50 MB, and attachments, 100 MB (spec part 2 sections 5 and 9).
 */
export type UploadPurpose = 'maintenance';
export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['maintenance'];
export const PURPOSE_FILE_LIMITS: Record<UploadPurpose, Record<FileKind, number>> = { maintenance: { picture: 50 * MIB, document: 100 * MIB } };

/** A kind's limit for a purpose, or the default one without. */
export const fileLimit = (kind: FileKind, purpose?: UploadPurpose | null): number => (purpose ? PURPOSE_FILE_LIMITS[purpose] : FILE_LIMITS)[kind];

/** The largest file any upload may be. */
export const LARGEST_FILE_LIMIT = Math.max(...[FILE_LIMITS, ...Object.values(PURPOSE_FILE_LIMITS)].flatMap((limits) => Object.values(limits)));

/** Picture formats (spec part 1 section 5: jpg and png by default), by extension as sniffed from the content. */
export const PICTURE_EXTENSIONS = ['jpg', 'png'] as const;
/**
 * Document formats, recognised from the content: PDF, Office (Word, Excel, PowerPoint, old and
 * new), plain text and CSV (valid UTF-8 without NUL bytes), ZIP archives. Pictures are refused
 * as documents (spec part 1 section 5).
 */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'] as const;

/** A stored format: the extension of a stored name, sniffed from the content. */
export type StoredFormat = (typeof PICTURE_EXTENSIONS)[number] | (typeof DOCUMENT_EXTENSIONS)[number];

/**
 * The extensions a file name may end with for each stored format: the name says what opens the
 * file once it is saved (an `.hta` or `.html` name runs a PDF-and-HTML polyglot's script), so it
 * must agree with what the content is. A ZIP may carry an Office name: Word, Excel and PowerPoint
 * files are ZIPs, recognised as such only when their parts lie within the sniffed head.
 */
export const NAME_EXTENSIONS: Readonly<Record<StoredFormat, readonly string[]>> = {
  // A picture is shown, never opened by its name: a PNG saved as .jpg (common) is still a picture.
  jpg: ['jpg', 'jpeg', 'png'],
  png: ['png', 'jpg', 'jpeg'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  ppt: ['ppt'],
  pptx: ['pptx'],
  txt: ['txt'],
  csv: ['csv'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
};

/** The name extensions of a stored format (an unknown one: only itself). */
export function nameExtensionsOf(format: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(NAME_EXTENSIONS, format) ? NAME_EXTENSIONS[format as StoredFormat] : [format];
}

/** Whether a file name's extension agrees with the stored format (the content). */
export function nameFitsFormat(filename: string, format: string): boolean {
  return nameExtensionsOf(format).includes(extensionOf(filename));
}

/**
 * The name a download is saved under: the stored name as given when its extension agrees with
 * the content, else with the content's extension added (`invoice.hta` holding a PDF is served as
 * `invoice.hta.pdf`), so the name never opens the file with another program than its type's.
 * `storedName` is the `md5name` (`<sha256>.<format>`).
 */
export function servedFileName(filename: string, storedName: string): string {
  const format = extensionOf(storedName);
  return !format || nameFitsFormat(filename, format) ? filename : `${filename}.${format}`;
}

/** Longest original file name kept (longer names are refused as a form error). */
export const FILE_NAME_MAX = 255;
/** Names are shown cut at 40 characters (spec part 1 section 9). */
export const FILE_NAME_DISPLAY_MAX = 40;

/** A signed download link lives at most 7 days (spec part 1 section 5). */
export const FILE_LINK_MAX_SECONDS = 7 * 24 * 3600;
/** A link's life when the request does not say (one hour). */
export const FILE_LINK_DEFAULT_SECONDS = 3600;

/** A picture's width and height in pixels, each within 1..this (checked by decoding its header). */
export const PICTURE_DIMENSION_MAX = 20000;
/**
 * A picture's pixels, width times height, at most this (50 megapixels, a 48-50 MP phone photo
 * fits). A browser holds a shown picture decoded, 4 bytes a pixel: a 1.2 MB PNG of 20000 x 20000
 * took 1.6 GB in every kanban, list and form that showed it, on wall PCs too.
 */
export const PICTURE_PIXELS_MAX = 50_000_000;

/** A stored name: the SHA-256 of the bytes in hex, a dot and the extension sniffed from the content. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

/** Where a stored file is downloaded from (same origin; the session cookie goes with it). */
export function fileUrlOf(bucketname: string, md5name: string): string {
  return `/files/${encodeURIComponent(bucketname)}/${encodeURIComponent(md5name)}`;
}

/** A stored file as the API and the forms carry it (spec part 1 section 7: the file entry). */
export type FileEntryValue = {
  filename: string;
  md5name: string;
  bucketname: string;
  fileurl: string;
  filesize: number;
};

/** Size in 1024-based units (spec part 1 section 9): 512 B, 1.5 KB, 10 MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${units[unit]}`;
}

/** A file name as lists show it: at most 40 characters, the cut marked with an ellipsis. */
export function truncateFileName(name: string, max = FILE_NAME_DISPLAY_MAX): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('')}…`;
}

/**
 * Characters a file name must not hold beyond those no text may hold (`hasRefusedCharacter`: control
 * characters, the text-direction controls that make `exe.png` show as `png.exe`, half a surrogate
 * pair, which a multipart `filename*` in UTF-16 can carry): tab and line breaks, path separators.
 */
const FILE_NAME_REFUSED = /[\t\n\r\/\\\u2028\u2029]/;

/**
 * What is wrong with an original file name (after trimming), as a key of the shared form
 * messages, or null. The server never builds a path from it: it is only shown and sent back
 * in `content-disposition`.
 */
export function fileNameProblem(name: string): 'file_name_required' | 'text_too_long' | 'file_name_not_allowed' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'file_name_required';
  if (Array.from(trimmed).length > FILE_NAME_MAX) return 'text_too_long';
  if (FILE_NAME_REFUSED.test(trimmed) || hasRefusedCharacter(trimmed) || trimmed === '.' || trimmed === '..') return 'file_name_not_allowed';
  return null;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
