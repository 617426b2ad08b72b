/**
 * Files a form refers to (a cover, detail pictures, attachments, the QR code): each is a
 * reference to an uploaded file (`POST /files` answered its bucketname and md5name). One
 * function decides whether the references may be used, so the rule has one place.
 */
import type { EntityManager } from '@mikro-orm/core';
import { Field, InputType } from 'type-graphql';
import { BUCKET_PATTERN, FILE_NAME_MAX, type FileKind, fileUrlOf, formatFileSize } from '../../contract/files';
import { findStoredFiles } from '../files/file.service';
import { type FieldError, TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

/** A stored file as a form sends it back: what identifies it, and the name to show. */
@InputType({ description: 'An uploaded file a form refers to, as `POST /files` answered it: the URL and size are the server\'s, not taken from here.' })
export class StoredFileInput {
  @Bounded(TEXT_BOUNDS.fileName)
  @Field({ description: 'File name to show (at most 255 characters).' })
  filename!: string;

  @Bounded(TEXT_BOUNDS.md5name)
  @Field({ description: 'Stored name, as the upload answered it.' })
  md5name!: string;

  @Bounded(TEXT_BOUNDS.bucketname)
  @Field({ description: 'Bucket, as the upload answered it (`ncmaintain` by default).' })
  bucketname!: string;
}

/** A file entry as a record keeps it (the API's FileEntry). */
export type StoredFile = { filename: string; md5name: string; bucketname: string; fileurl: string; filesize: number | null };

/** The files of one form field and what they may be. */
export type FileRule = { field: string; entries: readonly StoredFileInput[]; kinds: readonly FileKind[]; maxBytes: number };

const STORED_NAME = /^[A-Za-z0-9._-]{1,128}$/;


/**
 * Checks every reference of the rules and gives the entries to store, field by field.
 * Errors name the entry (`detailPictures.3`). Each file is looked up in the caller's scope
 * (`findStoredFiles`): unknown or another tenant's files (`file_unknown`), a document where a
 * picture belongs (`file_not_picture`), a file over the field's limit (`file_too_large`). The
 * size and URL stored are the server's, never the form's.
 */
export async function checkFileReferences(em: EntityManager, rules: readonly FileRule[]): Promise<{ errors: FieldError[]; files: StoredFile[][] }> {
  const errors: FieldError[] = [];
  const wellFormed = (entry: StoredFileInput) => {
    const filename = entry.filename.trim();
    return !!filename && filename.length <= FILE_NAME_MAX && BUCKET_PATTERN.test(entry.bucketname) && STORED_NAME.test(entry.md5name);
  };
  const refs = rules.flatMap((rule) => rule.entries.filter(wellFormed).map(({ bucketname, md5name }) => ({ bucketname, md5name })));
  const records = refs.length ? await findStoredFiles(em, refs) : [];
  const byRef = new Map(records.map((r) => [`${r.bucket}/${r.md5name}`, r]));
  const files = rules.map((rule) =>
    rule.entries.map((entry, i) => {
      const field = `${rule.field}.${i}`;
      const filename = entry.filename.trim();
      const record = wellFormed(entry) ? byRef.get(`${entry.bucketname}/${entry.md5name}`) : undefined;
      if (!record) errors.push({ field, key: 'file_unknown' });
      else if (!rule.kinds.includes(record.kind)) errors.push({ field, key: 'file_not_picture' });
      else if (record.size > rule.maxBytes) errors.push({ field, key: 'file_too_large', params: { max: formatFileSize(rule.maxBytes) } });
      return { filename, md5name: entry.md5name, bucketname: entry.bucketname, fileurl: fileUrlOf(entry.bucketname, entry.md5name), filesize: record?.size ?? null };
    }),
  );
  return { errors, files };
}
