import type { EntityMetadata } from '@mikro-orm/core';
import { TENANT_SCOPE_FILTER } from '../src/core/tenancy';
import { FILE_REFERRERS, type FileReferrer, NOT_FILE_REFERRERS } from '../src/modules/files/file-referrers';
import { blobReferrer } from '../src/modules/files/file.service';
import { ProductManual } from '../src/modules/product-manuals/product-manual.entity';
import { type SourceFile, serverSources } from './support/conventions';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/** One property of an entity as the guard reads it: its declared type (source) and relation target (metadata). */
type EntityProperty = { entity: string; property: string; declaredType: string; target: string | null };

/** The files module's own tables, which are the files. */
const FILES_OWN = new Set(['StoredFile', 'StoredBlob']);
/** Names that say a property holds a picture, an attachment, a file or an address of one. */
const FILE_LIKE_NAME = /picture|photo|image|icon|logo|avatar|cover|attach|file|document|qr|url|link/i;

/**
 * Properties that may refer to stored files and are in neither list: typed with the file entry
 * (`FileEntry`, `FileEntryValue`), a relation to a stored file, or named like a file.
 */
export function unlistedFileReferences(properties: readonly EntityProperty[], referrers: readonly FileReferrer[], exempt: Readonly<Record<string, string>>): string[] {
  const listed = new Set([...referrers.map((r) => `${r.entity}.${r.property}`), ...Object.keys(exempt)]);
  const found: string[] = [];
  for (const p of properties) {
    const name = `${p.entity}.${p.property}`;
    if (FILES_OWN.has(p.entity) || listed.has(name)) continue;
    if (/\bFileEntry(Value)?\b/.test(p.declaredType)) found.push(`${name}: typed as a file entry`);
    else if (p.target && FILES_OWN.has(p.target)) found.push(`${name}: a relation to ${p.target}`);
    else if (FILE_LIKE_NAME.test(p.property)) found.push(`${name}: named like a file`);
  }
  return found;
}

/** The declared type of each property of the class `className` in the sources ('' when not found). */
function declaredTypes(sources: readonly SourceFile[], className: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const file of sources) {
    const start = file.text.indexOf(`export class ${className} `);
    if (start < 0) continue;
    const end = file.text.indexOf('\n}', start);
    const body = file.text.slice(start, end < 0 ? undefined : end);
    for (const match of body.matchAll(/^ {2}(\w+)[!?]?\s*:\s*([^;=]+?)\s*(?:=[^;]*)?;$/gm)) types.set(match[1], match[2]);
  }
  return types;
}

/**
 * The list of saved records that refer to stored files (modules/files/file-referrers.ts) is
 * complete and true: every entity property that may hold a file reference is in it or exempt
 * with a reason, every entry names a real tenant-owned column of the right kind, and the check
 * reads every one of them on this database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('file referrers', () => {
  let db: ServiceDatabase;
  let entities: EntityMetadata[];
  let properties: EntityProperty[];
  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    entities = Object.values(db.orm.getMetadata().getAll()).filter((meta) => !meta.abstract && !meta.embeddable && !meta.virtual);
    const sources = serverSources();
    properties = entities.flatMap((meta) => {
      const types = declaredTypes(sources, meta.className);
      return Object.values(meta.properties).map((p) => ({ entity: meta.className, property: p.name, declaredType: types.get(p.name) ?? '', target: p.targetMeta?.className ?? null }));
    });
  });
  afterAll(() => db.close());

  it('lists every entity property that may refer to a stored file, or exempts it with a reason', () => {
    expect(unlistedFileReferences(properties, FILE_REFERRERS, NOT_FILE_REFERRERS)).toEqual([]);
    // The source was read: the listed JSON columns are found by their type alone.
    expect(properties.filter((p) => /\bFileEntry(Value)?\b/.test(p.declaredType)).map((p) => `${p.entity}.${p.property}`).sort()).toEqual(
      FILE_REFERRERS.filter((r) => r.holds === 'entries').map((r) => `${r.entity}.${r.property}`).sort(),
    );
    // Each rule catches a feature that forgets the list.
    const none: FileReferrer[] = [];
    expect(unlistedFileReferences([{ entity: 'Invoice', property: 'scans', declaredType: 'FileEntryValue[]', target: null }], none, {})).toEqual(['Invoice.scans: typed as a file entry']);
    expect(unlistedFileReferences([{ entity: 'Invoice', property: 'proof', declaredType: 'Ref<StoredFile>', target: 'StoredFile' }], none, {})).toEqual(['Invoice.proof: a relation to StoredFile']);
    expect(unlistedFileReferences([{ entity: 'Member', property: 'photoUrl', declaredType: 'string | null', target: null }], none, {})).toEqual(['Member.photoUrl: named like a file']);
    expect(unlistedFileReferences([{ entity: 'Invoice', property: 'scans', declaredType: 'FileEntryValue[]', target: null }], [{ entity: 'Invoice', property: 'scans', holds: 'entries' }], {})).toEqual([]);
  });

  it('names real columns: tenant-owned, JSON for file entries, text for links; none both listed and exempt', () => {
    const problems: string[] = [];
    for (const referrer of FILE_REFERRERS) {
      const name = `${referrer.entity}.${referrer.property}`;
      const meta = entities.find((m) => m.className === referrer.entity);
      const prop = meta?.properties[referrer.property as never] as { type: string; runtimeType?: string; columnTypes: string[] } | undefined;
      if (!meta || !prop) problems.push(`${name}: no such property`);
      else {
        if (!meta.filters[TENANT_SCOPE_FILTER] || !meta.properties['tenant' as never]) problems.push(`${name}: not tenant-owned`);
        const json = /json/i.test(prop.type) || prop.columnTypes.some((c) => /json/i.test(c));
        if (referrer.holds === 'entries' && !json) problems.push(`${name}: file entries live in a JSON column`);
        if (referrer.holds === 'links' && (json || !/string|text/i.test(prop.type))) problems.push(`${name}: links live in a text column`);
      }
      if (name in NOT_FILE_REFERRERS) problems.push(`${name}: listed and exempt`);
    }
    for (const name of Object.keys(NOT_FILE_REFERRERS)) {
      const [entity, property] = name.split('.');
      if (!properties.some((p) => p.entity === entity && p.property === property)) problems.push(`${name}: exempt but no such property`);
    }
    expect(problems).toEqual([]);
  });

  it("finds a saved record's reference in every listed column on this database, only in the tenants asked", async () => {
    // The demo's laser cover: the maker's manuals (and its customers' machines) use it, the rival's (a waterjet) does not.
    const manual = (await db.system().find(ProductManual, { tenant: { $ne: null } }, { orderBy: { id: 'asc' } })).find((m) => m.coverPicture[0]?.filename === 'laser.png')!;
    const key = { bucket: manual.coverPicture[0].bucketname, name: manual.coverPicture[0].md5name };
    expect(await blobReferrer(db.system(), key, [manual.tenant.id])).toEqual({ referrer: expect.objectContaining({ entity: 'ProductManual', property: 'coverPicture' }), id: expect.anything() });
    const rival = await db.as('rivaladmin');
    expect(await blobReferrer(db.system(), key, [...(rival.scope.ids as ReadonlySet<number>)])).toBeNull();
    // Every column is read (valid SQL on this dialect) and a file nothing refers to is found nowhere.
    expect(await blobReferrer(db.system(), { bucket: 'ncmaintain', name: `${'0'.repeat(64)}.png` }, null)).toBeNull();
    expect(await blobReferrer(db.system(), { bucket: 'ncmaintain', name: `${'0'.repeat(64)}.png` }, [])).toBeNull();
  });
});
