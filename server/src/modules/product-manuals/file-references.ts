/**
 * Files a form refers to (a cover, detail pictures, attachments, the QR code): each is a
 * reference to an uploaded file (`POST /files` answered its bucketname and md5name). One
 * function decides whether the references may be used, so the rule has one place.
 */
import type { EntityManager } from '@mikro-orm/core';
import { Field, InputType } from 'type-graphql';
import { type FileEntryValue, type FileKind, fileUrlOf, formatFileSize } from '../../contract/files';
import { type FieldError, TEXT_BOUNDS } from '../../contract/validation';
import { formInvalid } from '../../core/errors';
import { Bounded } from '../../graphql/input-guard';
import { type FileRef, fileEntryOf, findStoredFiles, lockBlobsOf } from '../files/file.service';

/** A stored file as a form sends it back: what identifies it, and the name to show. */
@InputType({ description: 'An uploaded file a form refers to, as `POST /files` answered it. It must be a file of the caller\'s tenants; the stored name, size and URL are the server\'s record, not taken from here.' })
export class StoredFileInput {
  @Bounded(TEXT_BOUNDS.fileName)
  @Field({ description: 'File name as the upload answered it (at most 255 characters); the stored record\'s name is kept.' })
  filename!: string;

  @Bounded(TEXT_BOUNDS.md5name)
  @Field({ description: 'Stored name, as the upload answered it.' })
  md5name!: string;

  @Bounded(TEXT_BOUNDS.bucketname)
  @Field({ description: 'Bucket, as the upload answered it (`ncmaintain` by default).' })
  bucketname!: string;
}

/** The files of one form field and what they may be. */
export type FileRule = { field: string; entries: readonly StoredFileInput[]; kinds: readonly FileKind[]; maxBytes: number };

/** What `checkFileReferences` found, and `hold` for the transaction that saves the form. */
export type CheckedFileReferences = {
  errors: FieldError[];
  files: FileEntryValue[][];
  /**
   * First in the transaction that saves the form: locks the files' blobs and checks the
   * references again (1003 with `file_unknown` at an entry whose file was deleted since), so a
   * `DELETE /files` between the check and the save cannot leave the saved record listing a file
   * that is gone: the delete, under the same lock, sees the record using it (files/file.service.ts).
   */
  hold: (tx: EntityManager) => Promise<void>;
};

/**
 * Checks every reference of the rules against the files stored in the caller's tenants
 * (`findStoredFiles`) and gives the entries to store, field by field, as the stored records
 * say (name, size, URL). Errors name the entry (`detailPictures.3`): a file that does not
 * exist or lies outside the caller's tenants (`file_unknown`), a document where a picture
 * belongs (`file_not_picture`), a file over the field's limit (`file_too_large`).
 */
export async function checkFileReferences(em: EntityManager, rules: readonly FileRule[]): Promise<CheckedFileReferences> {
  const refs = referencesOf(rules);
  const hold = async (tx: EntityManager) => {
    if (!refs.length) return;
    await lockBlobsOf(tx, refs);
    const again = await resolveReferences(tx, rules, refs);
    if (again.errors.length) throw formInvalid(again.errors);
  };
  return { ...(await resolveReferences(em, rules, refs)), hold };
}

function referencesOf(rules: readonly FileRule[]): FileRef[] {
  return rules.flatMap((rule) => rule.entries.map((e) => ({ bucketname: e.bucketname, md5name: e.md5name })));
}

async function resolveReferences(em: EntityManager, rules: readonly FileRule[], refs: readonly FileRef[]): Promise<{ errors: FieldError[]; files: FileEntryValue[][] }> {
  const stored = refs.length ? await findStoredFiles(em, refs) : [];
  // Several records may hold the same bytes (uploaded twice): the oldest in scope names them, as a
  // download does (files/file.service.ts findInScope), so a later upload of the same bytes by
  // someone else does not rename what a saved form keeps. `findStoredFiles` answers oldest first.
  const byKey = new Map<string, (typeof stored)[number]>();
  for (const f of stored) if (!byKey.has(`${f.bucket}/${f.md5name}`)) byKey.set(`${f.bucket}/${f.md5name}`, f);
  const errors: FieldError[] = [];
  const files = rules.map((rule) =>
    rule.entries.map((entry, i) => {
      const file = byKey.get(`${entry.bucketname}/${entry.md5name}`);
      const field = `${rule.field}.${i}`;
      if (!file) errors.push({ field, key: 'file_unknown' });
      else if (!rule.kinds.includes(file.kind)) errors.push({ field, key: 'file_not_picture' });
      else if (file.size > rule.maxBytes) errors.push({ field, key: 'file_too_large', params: { max: formatFileSize(rule.maxBytes) } });
      // Refused entries are never stored; they keep their place so the others keep their index.
      return file ? fileEntryOf(file) : { filename: entry.filename, md5name: entry.md5name, bucketname: entry.bucketname, fileurl: fileUrlOf(entry.bucketname, entry.md5name), filesize: 0 };
    }),
  );
  return { errors, files };
}
