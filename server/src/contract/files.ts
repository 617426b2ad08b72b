/**
 * Files as server and client share them (spec part 1 sections 3, 5 and 9; part 2 section 5):
 * the kinds of upload, their formats and limits, and how a size and a name are shown.
 *
 * The HTTP contract of `/files` (server `modules/files/`, client attachment widget):
 * - `POST /files`, multipart/form-data, text fields first and the file part last:
 *   `bucketname` (default `ncmaintain`), `kind` (`picture` | `document`), optional `maxbytes`
 *   (a field's own lower limit, e.g. 1 MB for the QR picture), optional `filename` (else the
 *   part's file name), then `file`. Answers `{ result: 'success', value: FileEntry }`.
 * - `GET /files/:bucketname/:md5name`: the bytes, for a signed-in caller whose tenant scope
 *   holds the file; or, without a session, with a signed link's `expires` and `signature`.
 * - `DELETE /files/:bucketname/:md5name`: `{ result: 'success' }`.
 * - `POST /files/link`, JSON `{ bucketname, md5name, expiresInSeconds? }` (at most 7 days):
 *   `{ result: 'success', value: { fileurl, expiresAt } }`.
 * Every request but a GET must carry the header `apollo-require-preflight: true` (the same CSRF
 * rule as `/graphql`: a cross-site form cannot set it). A failure answers
 * `{ errors: [{ message, extensions: { errorno, code } }] }` with its HTTP status.
 */

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

/** Picture formats (spec part 1 section 5: jpg and png by default), by extension as sniffed from the content. */
export const PICTURE_EXTENSIONS = ['jpg', 'png'] as const;
/**
 * Document formats, recognised from the content: PDF, Office (Word, Excel, PowerPoint, old and
 * new), plain text and CSV (valid UTF-8 without NUL bytes), ZIP archives. Pictures are refused
 * as documents (spec part 1 section 5).
 */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'] as const;

/** Longest original file name kept (longer names are refused as a form error). */
export const FILE_NAME_MAX = 255;
/** Names are shown cut at 40 characters (spec part 1 section 9). */
export const FILE_NAME_DISPLAY_MAX = 40;

/** A signed download link lives at most 7 days (spec part 1 section 5). */
export const FILE_LINK_MAX_SECONDS = 7 * 24 * 3600;

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

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
