import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { TenantScope } from '../src/core/tenancy';
import { type FileOwner, deleteFile, findStoredFiles, receiveFile, removeStoredFile, saveFile } from '../src/modules/files/file.service';
import { checkFileReferences } from '../src/modules/product-manuals/file-references';
import { getDisplayConfig, updateDisplayConfig } from '../src/modules/product-manuals/product-display.service';
import type { FileStorage, StagedBlob } from '../src/modules/files/storage';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { waitingOnLock } from './support/pg-locks';
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

  it("a form's hold, first in its saving transaction, refuses a file deleted since the form's check and keeps one still there", async () => {
    const { em, user, scope } = await db.as('tenantadmin');
    const [kept, gone] = [await store('tenantadmin', png(6), 'kept.png'), await store('tenantadmin', png(7), 'gone.png')];
    const entry = (f: StoredFile) => ({ filename: f.filename, bucketname: f.bucket, md5name: f.md5name });
    const checked = await checkFileReferences(em, [{ field: 'pictures', entries: [entry(kept), entry(gone)], kinds: ['picture'], maxBytes: 1024 * 1024 }]);
    expect(checked.errors).toEqual([]);
    await em.transactional((tx) => checked.hold(tx));
    await deleteFile(em, db.storage, { tenantId: user.tenant.id, userId: user.id }, { bucket: gone.bucket, name: gone.md5name }, scope);
    await expect(em.transactional((tx) => checked.hold(tx))).rejects.toMatchObject({ errorno: 1003, extensions: { fields: [{ field: 'pictures.1', key: 'file_unknown' }] } });
  });

  // SQLite runs one transaction at a time: there a form's check itself waits for the delete, and sees the file gone.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('a form saved while its file is being deleted waits for the delete and is refused, saving nothing (PostgreSQL)', async () => {
    const { em, user } = await db.as('maintadmin');
    const tenantId = user.tenant.id;
    const qr = await store('maintadmin', png(5), 'qr.png');
    const before = await getDisplayConfig(em, tenantId, 'en');
    // The delete holds the file's blob, after its in-use check and before it removes the record.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const deleting = removeStoredFile((await db.as('maintadmin')).em, db.storage, qr.id, async () => {
      holding();
      await gate;
      return true;
    });
    await held;
    // The form's check finds the file (not deleted yet); its save then waits for the blob.
    const saving = updateDisplayConfig((await db.as('maintadmin')).em, tenantId, 'en', { systemMenus: before.systemMenus, customMenus: before.customMenus, officialAccount: [{ filename: 'qr.png', bucketname: qr.bucket, md5name: qr.md5name }] });
    saving.catch(() => undefined);
    try {
      await waitingOnLock(db.orm.config.get('clientUrl')!);
    } finally {
      release();
      await deleting;
    }
    await expect(saving).rejects.toMatchObject({ errorno: 1003, extensions: { fields: [{ field: 'officialAccount.0', key: 'file_unknown' }] } });
    expect((await getDisplayConfig((await db.as('maintadmin')).em, tenantId, 'en')).officialAccount).toEqual(before.officialAccount);
    expect(await db.system().find(StoredFile, { md5name: qr.md5name })).toEqual([]);
  });
});
