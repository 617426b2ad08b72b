import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BUCKET_PATTERN, STORED_NAME_PATTERN } from '../../contract/files';
import type { BlobKey, FileStorage, StagedBlob } from './storage';

/** Staging folder inside the root (same file system, so a commit is a rename); no bucket can be named so. */
const TEMP_DIR = '.tmp';
/** A staged file older than this was left by a crash (uploads take seconds): removed at start. */
const STALE_TEMP_MS = 24 * 3600 * 1000;

/**
 * Blobs in a local folder: `<root>/<bucket>/<first two hex digits>/<sha256>.<ext>`, staged
 * under `<root>/.tmp/` while an upload streams in. The path comes only from a checked bucket
 * name and the hash, so no name can point outside the folder. With several server instances
 * the folder must be shared by all of them (a network mount).
 */
export class LocalFileStorage implements FileStorage {
  private constructor(private readonly root: string) {}

  /** Opens (creating) the folder and removes staged files a crash left behind. */
  static async open(root: string): Promise<LocalFileStorage> {
    const temp = path.join(root, TEMP_DIR);
    await fsp.mkdir(temp, { recursive: true, mode: 0o750 });
    const now = Date.now();
    for (const entry of await fsp.readdir(temp, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(temp, entry.name);
      const stat = await fsp.stat(file).catch(() => null);
      // Another instance sharing the folder may be writing a recent one right now.
      if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await fsp.rm(file, { force: true });
    }
    return new LocalFileStorage(root);
  }

  private pathOf(key: BlobKey): string {
    // The callers check both with a clear error first; this is the store's own guard.
    if (!BUCKET_PATTERN.test(key.bucket) || !STORED_NAME_PATTERN.test(key.name)) throw new Error(`not a blob key: ${JSON.stringify(key)}`);
    return path.join(this.root, key.bucket, key.name.slice(0, 2), key.name);
  }

  async put(source: Readable): Promise<StagedBlob> {
    const temp = path.join(this.root, TEMP_DIR, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const out = fs.createWriteStream(temp, { flags: 'wx', mode: 0o640, flush: true });
    try {
      // `flush`: the bytes are on disk before the file is renamed into place.
      await pipeline(source, tap, out);
    } catch (error) {
      // The stream opens its file by itself: when the source failed before that open finished, the
      // file appears afterwards. Clean up once the stream has closed, or a part would be left.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return this.staged(temp, hash.digest('hex'), size);
  }

  private staged(temp: string, sha256: string, size: number): StagedBlob {
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      sha256,
      size,
      commit: async (key) => {
        const target = this.pathOf(key);
        if (state === 'committed') return { created: false };
        if (state === 'discarded') throw new Error('a discarded blob cannot be committed');
        let created = false;
        if (await this.existsAt(target)) {
          await fsp.rm(temp, { force: true });
        } else {
          await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
          // Atomic: a reader sees the whole blob or none; a racing writer of the same bytes replaces it with the same bytes.
          await fsp.rename(temp, target);
          created = true;
        }
        state = 'committed';
        return { created };
      },
      discard: async () => {
        if (state !== 'staged') return;
        state = 'discarded';
        await fsp.rm(temp, { force: true });
      },
    };
  }

  async get(key: BlobKey): Promise<Readable | null> {
    try {
      const handle = await fsp.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: BlobKey): Promise<boolean> {
    return this.existsAt(this.pathOf(key));
  }

  private async existsAt(file: string): Promise<boolean> {
    try {
      return (await fsp.stat(file)).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async remove(key: BlobKey): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
