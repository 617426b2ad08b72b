import { DEFAULT_BUCKET, DOCUMENT_EXTENSIONS, extensionOf, type FileEntryValue, type FileKind, fileLimit, formatFileSize, PICTURE_EXTENSIONS, truncateFileName, type UploadPurpose } from '@contract/files';

/**
 * The attachment widget's rules (spec part 1 sections 2, 5, 9; part 2 section 5): which files
 * may be uploaded to a field, how many, in which order, and how a file is named on screen.
 * The server checks the content again; these rules spare the user a useless upload.
 */

/** What one attachment field accepts. */
export type AttachmentRules = {
  readonly kind: FileKind;
  /** What the files are for, where that raises the kind's limit (a maintenance plan's: 50 MB pictures, 100 MB documents); null: the defaults. */
  readonly purpose: UploadPurpose | null;
  /** Largest file in bytes: the kind's limit for the purpose (10 MB pictures, 50 MB documents by default) unless the field says less (1 MB for a QR code). */
  readonly maxBytes: number;
  /** Extensions allowed, lower case: jpg and png for pictures; for documents the contract's list or a narrower one (xlsx, xls). */
  readonly extensions: readonly string[];
  /** At most this many files (null: no limit). */
  readonly maxCount: number | null;
};

export type AttachmentOptions = { kind: FileKind; purpose?: UploadPurpose | null; maxBytes?: number; extensions?: readonly string[]; maxCount?: number | null };

/** A field's rules from its options; a document field may narrow, never widen, the contract's formats. */
export function attachmentRules({ kind, purpose = null, maxBytes, extensions, maxCount = null }: AttachmentOptions): AttachmentRules {
  const allowed: readonly string[] = kind === 'picture' ? PICTURE_EXTENSIONS : DOCUMENT_EXTENSIONS;
  const asked = extensions?.map((e) => normalizeExtension(e.replace(/^\./, '')));
  const limit = fileLimit(kind, purpose);
  return {
    kind,
    purpose,
    maxBytes: maxBytes && maxBytes > 0 ? Math.min(maxBytes, limit) : limit,
    extensions: asked ? allowed.filter((e) => asked.includes(e)) : allowed,
    maxCount: maxCount && maxCount > 0 ? maxCount : null,
  };
}

/** Extensions that name picture formats: a document field refuses them (spec part 1 section 5). */
export const PICTURE_LIKE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'ico', 'heic', 'heif', 'avif'] as const;

/** `.jpeg` is the same format as `.jpg` (the server names JPEG content jpg). */
const normalizeExtension = (ext: string) => (ext.toLowerCase() === 'jpeg' ? 'jpg' : ext.toLowerCase());

/** Why a file is refused: a message id and its values. */
export type Refusal = { readonly id: string; readonly values?: Readonly<Record<string, string | number>> };

/** The formats as the messages list them: "JPG, PNG". */
export const formatList = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ');

/**
 * Whether one file may be uploaded to the field: its format (by name; pictures jpg and png;
 * documents never a picture, and only the field's formats), then its size. Null: it may.
 */
export function checkFile(rules: AttachmentRules, file: { readonly name: string; readonly size: number }): Refusal | null {
  const ext = normalizeExtension(extensionOf(file.name));
  if (rules.kind === 'picture') {
    if (!rules.extensions.includes(ext)) return { id: 'att_picture_format', values: { formats: formatList(rules.extensions) } };
  } else {
    if ((PICTURE_LIKE_EXTENSIONS as readonly string[]).includes(ext)) return { id: 'att_document_picture' };
    if (!rules.extensions.includes(ext)) return { id: 'att_document_format', values: { formats: formatList(rules.extensions) } };
  }
  if (file.size <= 0) return { id: 'att_empty' };
  if (file.size > rules.maxBytes) return { id: rules.kind === 'picture' ? 'att_picture_too_large' : 'att_document_too_large', values: { max: formatFileSize(rules.maxBytes) } };
  return null;
}

/**
 * Whether `adding` more files fit beside the `present` ones (uploaded or uploading). A
 * choice that would go over the limit is refused whole, with the spec's warning
 * (max N pictures / limit N files), so the user decides which ones to keep.
 */
export function checkCount(rules: AttachmentRules, present: number, adding: number): Refusal | null {
  if (rules.maxCount === null || present + adding <= rules.maxCount) return null;
  return { id: rules.kind === 'picture' ? 'att_max_pictures' : 'att_max_files', values: { max: rules.maxCount } };
}

/** Whether the field takes more files at all (its upload button shows). */
export const hasRoom = (rules: AttachmentRules, present: number) => rules.maxCount === null || present < rules.maxCount;

export type Direction = 'left' | 'right';

/** Whether the entry at `index` can move that way. */
export const canMove = (length: number, index: number, direction: Direction) => (direction === 'left' ? index > 0 : index < length - 1) && index >= 0 && index < length;

/** The list with the entry at `index` swapped with its neighbour (the same list at an end). */
export function moveEntry<T>(list: readonly T[], index: number, direction: Direction): readonly T[] {
  if (!canMove(list.length, index, direction)) return list;
  const other = direction === 'left' ? index - 1 : index + 1;
  const next = [...list];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
}

/** A file as lists show it (spec part 1 section 9): the name cut at 40 characters, the size in 1024-based units. */
export function displayName(file: { readonly filename: string; readonly filesize: number }): { name: string; size: string; cut: boolean } {
  const name = truncateFileName(file.filename);
  return { name, size: formatFileSize(file.filesize), cut: name !== file.filename };
}

/** The `accept` of the file chooser: the field's extensions (and `.jpeg` with jpg). */
export function acceptOf(rules: AttachmentRules): string {
  return rules.extensions.flatMap((e) => (e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`])).join(',');
}

/**
 * The text fields of the upload, in the order the contract wants them before the file part:
 * bucket, kind, the purpose when it has one, the field's own lower limit when it has one, the file's name.
 */
export function uploadFields(rules: AttachmentRules, fileName: string, bucketname = DEFAULT_BUCKET): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['bucketname', bucketname],
    ['kind', rules.kind],
  ];
  if (rules.purpose) fields.push(['purpose', rules.purpose]);
  if (rules.maxBytes < fileLimit(rules.kind, rules.purpose)) fields.push(['maxbytes', String(rules.maxBytes)]);
  fields.push(['filename', fileName]);
  return fields;
}

/** What `/files` answered: the stored file, or the catalogue error (errorno and parameters) when it says one. */
export type UploadAnswer = { ok: true; entry: FileEntryValue } | { ok: false; errorno: number | null; params: Record<string, unknown> };

const isEntry = (value: unknown): value is FileEntryValue => {
  const v = value as Record<string, unknown> | null;
  return !!v && typeof v.filename === 'string' && typeof v.md5name === 'string' && typeof v.bucketname === 'string' && typeof v.fileurl === 'string' && typeof v.filesize === 'number';
};

/** Reads the `/files` answer (contract: `{result: 'success', value}` or `{errors: [{message, extensions: {errorno}}]}`). */
export function parseUploadAnswer(status: number, body: string): UploadAnswer {
  let json: { result?: unknown; value?: unknown; errors?: Array<{ extensions?: { errorno?: unknown; params?: unknown } }> } | null = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  if (status >= 200 && status < 300 && json?.result === 'success' && isEntry(json.value)) {
    const { filename, md5name, bucketname, fileurl, filesize } = json.value;
    return { ok: true, entry: { filename, md5name, bucketname, fileurl, filesize } };
  }
  const ext = json?.errors?.[0]?.extensions;
  const params = ext?.params && typeof ext.params === 'object' ? (ext.params as Record<string, unknown>) : {};
  return { ok: false, errorno: typeof ext?.errorno === 'number' ? ext.errorno : null, params };
}

/** Stored files as a mutation takes them back (the upload's names; the link and size are the server's). */
export const storedFileInputs = (files: readonly FileEntryValue[]) => files.map(({ filename, md5name, bucketname }) => ({ filename, md5name, bucketname }));

/** A stored file as the API gives it (its names may be null in the schema), as the attachment widget holds it. */
export function toEntry(file: { filename: string; fileurl: string; md5name?: string | null; bucketname?: string | null; filesize?: number | null }): FileEntryValue {
  return { filename: file.filename, fileurl: file.fileurl, md5name: file.md5name ?? '', bucketname: file.bucketname ?? DEFAULT_BUCKET, filesize: file.filesize ?? 0 };
}
