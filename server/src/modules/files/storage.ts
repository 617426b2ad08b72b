import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, behind the least a store must do, so an S3-compatible store can
 * replace the local folder (`local-storage.ts`) without touching the rules: blobs are named
 * by a bucket and a stored name (`<sha256>.<ext>`), never by a path, and nothing of how a
 * store keeps them leaks out.
 *
 * Blobs are content-addressed: the same bytes have one name, so a second upload of them is
 * kept once (the records in the database say who holds a blob; `file.service.ts` removes it
 * when the last record goes).
 */
export type BlobKey = { bucket: string; name: string };

/** Bytes written to a staging area, not visible until committed under their name. */
export interface StagedBlob {
  /** SHA-256 of the bytes, lower-case hex. */
  readonly sha256: string;
  readonly size: number;
  /**
   * Puts the bytes in place under `key`; when a blob of that name is already there (the same
   * content), it is kept and these are dropped (`created: false`). Calling it again is a no-op.
   */
  commit(key: BlobKey): Promise<{ created: boolean }>;
  /** Drops the staged bytes; a no-op once committed or discarded. */
  discard(): Promise<void>;
}

export interface FileStorage {
  /**
   * Streams `source` into the staging area while hashing and counting it. If the source fails
   * (a check in it refused the bytes, the client went away), it rejects and leaves nothing.
   */
  put(source: Readable): Promise<StagedBlob>;
  /** The bytes of a blob, or null when there is none. */
  get(key: BlobKey): Promise<Readable | null>;
  exists(key: BlobKey): Promise<boolean>;
  /** Removes a blob; removing one that is already gone is not an error. */
  remove(key: BlobKey): Promise<void>;
}
