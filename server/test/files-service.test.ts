import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Client as PgClient } from 'pg';
import { TenantScope } from '../src/core/tenancy';
import { type FileOwner, deleteFile, findStoredFiles, receiveFile, saveFile } from '../src/modules/files/file.service';
import type { FileStorage, StagedBlob } from '../src/modules/files/storage';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/** A small real PNG of one colour (the colour makes the content, and so the stored name, distinct). */
function png(seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.from([0, seed & 255, (seed >> 8) & 255, 7]))), chunk('IEND', Buffer.alloc(0))]);
}

const rules = (filename: string) => ({ bucket: 'ncmaintain', kind: 'picture' as const, maxBytes: 1024 * 1024, filename });

/**
 * The files service alone, on a real database and folder: what other modules use
 * (`findStoredFiles`) and the lock that keeps a blob's bytes and its records together.
 * Runs on SQLite and PostgreSQL.
 */
describe('files service', () => {
  let db: ServiceDatabase;
  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
  });
  afterAll(() => db.close());

  async function store(as: string, bytes: Buffer, filename = 'cover.png', storage: FileStorage = db.storage) {
    const { em, user } = await db.as(as);
    const file = await receiveFile(storage, Readable.from([bytes]), rules(filename));
    try {
      return await saveFile(em, storage, file, { tenantId: user.tenant.id, userId: user.id });
    } finally {
      await file.staged.discard();
    }
  }

  it('finds the files a form refers to, only in the caller scope', async () => {
    const makers = await store('tenantadmin', png(1), 'maker.png');
    const rivals = await store('rivaladmin', png(2), 'rival.png');
    const ref = (f: StoredFile) => ({ bucketname: f.bucket, md5name: f.md5name });
    const maker = await db.as('tenantadmin');
    const found = await findStoredFiles(maker.em, [ref(makers), ref(rivals), { bucketname: 'ncmaintain', md5name: '../../etc/passwd' }, { bucketname: 'NOPE', md5name: makers.md5name }]);
    expect(found.map((f) => [f.filename, f.kind, f.size, f.mime, f.width, f.height])).toEqual([['maker.png', 'picture', makers.size, 'image/png', 1, 1]]);
    expect((await findStoredFiles((await db.as('rivaladmin')).em, [ref(makers), ref(rivals)])).map((f) => f.filename)).toEqual(['rival.png']);
    expect(await findStoredFiles(db.scoped(TenantScope.none()), [ref(makers)])).toEqual([]);
    expect(await findStoredFiles(maker.em, [])).toEqual([]);
    await expect(findStoredFiles(maker.em, Array.from({ length: 201 }, () => ref(makers)))).rejects.toMatchObject({ errorno: 1004 });
  });

  it('lets a delete of the last record wait for an upload of the same bytes that holds the blob', async () => {
    const bytes = png(3);
    const first = await store('tenantadmin', bytes, 'first.png');
    const key = { bucket: first.bucket, name: first.md5name };
    const maker = await db.as('tenantadmin');
    const owner: FileOwner = { tenantId: maker.user.tenant.id, userId: maker.user.id };

    // A second upload of the same bytes, held after it put them in place and before its record is written.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let placed!: () => void;
    const inPlace = new Promise<void>((resolve) => (placed = resolve));
    const held: FileStorage = {
      get: (k) => db.storage.get(k),
      exists: (k) => db.storage.exists(k),
      remove: (k) => db.storage.remove(k),
      put: async (source) => {
        const staged = await db.storage.put(source);
        const wrapped: StagedBlob = {
          sha256: staged.sha256,
          size: staged.size,
          commit: async (k) => {
            const result = await staged.commit(k);
            placed();
            await gate;
            return result;
          },
          discard: () => staged.discard(),
        };
        return wrapped;
      },
    };
    // Its EntityManager first: on SQLite every query waits for the transaction held below.
    const deleter = await db.as('tenantadmin');
    const second = store('tenantadmin', bytes, 'second.png', held);
    await inPlace;
    // Meanwhile the first record is deleted: were it not to wait, it would count no other record and remove the bytes.
    const deleting = deleteFile(deleter.em, db.storage, owner, key, deleter.scope).then(() => 'deleted' as const);
    const watch = { stop: false };
    const blocked = process.env.TEST_DATABASE_URL
      ? waitingOnLock(db.orm.config.get('clientUrl')!, watch).then(() => 'waiting' as const)
      : Promise.resolve('waiting' as const); // SQLite: every transaction waits for the one connection
    try {
      expect(await Promise.race([deleting, blocked])).toBe('waiting');
    } finally {
      watch.stop = true;
      release();
      await Promise.allSettled([second, deleting, blocked]);
    }
    await Promise.all([second, deleting]);
    // One record is left (whichever the delete took), and its bytes with it.
    const left = await db.system().find(StoredFile, { md5name: key.name });
    expect(left).toHaveLength(1);
    expect(await db.storage.exists(key)).toBe(true);
  });
});

/** Resolves once a session of this PostgreSQL database waits for a row lock (checked again each few milliseconds; there is no event for it). */
async function waitingOnLock(url: string, watch: { stop: boolean }): Promise<void> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    const end = Date.now() + 10_000;
    for (;;) {
      const res = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      if (res.rows[0].n > 0 || watch.stop) return;
      if (Date.now() > end) throw new Error('no transaction waited for the blob lock within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await client.end();
  }
}
