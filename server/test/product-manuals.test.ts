import type { Client as WsClient } from 'graphql-ws';
import { API } from '../src/contract/apis';
import { PARAM_TITLE, type ShelfStatus } from '../src/contract/product-manuals';
import { VALIDATION_MESSAGES } from '../src/contract/validation-messages';
import { systemEm } from '../src/core/tenancy';
import { ProductManual } from '../src/modules/product-manuals/product-manual.entity';
import { tagsNamed } from '../src/modules/tags/tag.service';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import type { FileEntryValue } from '../src/contract/files';
import { type Caller, errorOf, eventually, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { PDF, png, refOf, uploadFile } from './support/uploads';

/**
 * Product manuals over real HTTP on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the search with every filter and sort done by the database, the shelf
 * transitions, the permission of every API, the form rules and the table version events.
 */

const MANUAL = 'id name model description note status createTime onTheShelfTime version tags { id name } params { name value } coverPicture { filename fileurl md5name bucketname } detailPictures { md5name } files { md5name }';
const LIST = `query List($page: Int! = 1, $pageSize: Int! = 20, $id: ID, $name: String, $model: String, $description: String, $note: String, $status: ShelfStatusFilter, $tags: [String!],
  $createTimeStart: String, $createTimeEnd: String, $shelfTimeStart: String, $shelfTimeEnd: String, $sortKey: ProductManualSortKey, $sortDirection: SortDirection) {
  productManuals(page: $page, pageSize: $pageSize, id: $id, name: $name, model: $model, description: $description, note: $note, status: $status, tags: $tags,
    createTimeStart: $createTimeStart, createTimeEnd: $createTimeEnd, shelfTimeStart: $shelfTimeStart, shelfTimeEnd: $shelfTimeEnd, sortKey: $sortKey, sortDirection: $sortDirection) {
    version page { total page pageSize items { id } }
  }
}`;
const GET = `query Get($id: ID!) { productManual(id: $id) { ${MANUAL} } }`;
const CREATE = `mutation Create($input: ProductManualInput!) { createProductManual(input: $input) { ${MANUAL} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductManualInput!, $baseVersion: Int) { updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) { ${MANUAL} } }`;
const OFF = 'mutation Off($id: ID!) { takeProductManualOffShelf(id: $id) { id status onTheShelfTime } }';
const ON = 'mutation On($id: ID!) { putProductManualOnShelf(id: $id) { id status onTheShelfTime } }';
const DELETE = 'mutation Delete($id: ID!) { deleteProductManual(id: $id) }';
const TAGS = '{ productManualTags { id name group } }';

type Ref = ReturnType<typeof refOf>;
/** Files stored through /files before the tests: the maker's pictures and documents, one picture of the rival and of Qilu. */
const uploads: { maker: FileEntryValue[]; manual: FileEntryValue | null; largeDocument: FileEntryValue | null; rival: Ref | null; qilu: Ref | null } = { maker: [], manual: null, largeDocument: null, rival: null, qilu: null };
const picture = (n: number): Ref => refOf(uploads.maker[n]);
const validInput = (extra: Record<string, unknown> = {}) => ({
  coverPicture: [picture(1)],
  name: 'PL-4020 Laser',
  model: 'PL-4020 Fiber Laser 8 kW',
  description: 'Mid-size fiber laser.',
  note: 'Launch in spring.',
  detailPictures: [picture(2), picture(3)],
  files: [refOf(uploads.manual!)],
  params: [
    { name: PARAM_TITLE, value: 'Laser source' },
    { name: 'Power', value: '8 kW' },
  ],
  tags: ['laser', ' new ', 'laser'],
  ...extra,
});

/** Shanghai wall-clock time (UTC+8, no daylight saving) of an instant, as the search takes it. */
const shanghai = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

type Row = { id: number; tenant: string; name: string; model: string; description: string; note: string; status: ShelfStatus; createTime: number; onTheShelfTime: number | null; tags: string[] };

/** A small deterministic generator, so a failing case can be read again. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2147483648) * n);
  };
}

const BASE = Date.UTC(2026, 5, 1, 4, 0, 0);
const WORDS = ['laser', 'waterjet', 'plasma', 'router', 'press', 'bender'];
const TAG_POOL = ['alpha', 'beta', 'gamma', 'delta'];

/** Rows for the search: 65 in Qilu (the searching admin's scope), 10 elsewhere that match the same filters. */
function searchRows(): Omit<Row, 'id'>[] {
  const random = generator(7);
  const rows: Omit<Row, 'id'>[] = [];
  for (let n = 0; n < 75; n++) {
    const tenant = n < 65 ? 'qilu' : n % 2 ? 'haiyun' : 'rival';
    rows.push({
      tenant,
      // Lower-case letters and digits sort alike in SQLite and PostgreSQL; duplicates test the id tie-break.
      name: `${WORDS[random(WORDS.length)]}${random(4)}`,
      model: `mdl${String(random(30)).padStart(3, '0')}`,
      description: ['Cuts STEEL sheet', 'cuts stone', 'Bends steel tube', 'Engraves Glass'][random(4)] + ` ${n}`,
      // `%` and `_` match themselves: '50%_' finds only the first kind.
      note: [`promo 50%_off ${n}`, 'promo 50% off', 'plain note', ''][random(4)],
      status: random(3) === 0 ? 'onTheShelf' : 'offshelf',
      // Pairs share a creation time (the id decides between them).
      createTime: BASE - Math.floor(n / 2) * 5 * 3600_000,
      onTheShelfTime: random(4) === 0 ? null : BASE - random(40) * 6 * 3600_000,
      tags: TAG_POOL.filter(() => random(3) === 0),
    });
  }
  return rows;
}

describe('product manuals', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string, headers?: Record<string, string>): Caller => ({ token: tokens[account], headers });
  let rows: Row[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser']) tokens[account] = await loginAs(server, account);
    // Real uploads: sixteen pictures and two documents of the maker, a picture each of the rival and of Qilu.
    for (let n = 0; n < 16; n++) uploads.maker.push(await uploadFile(server, tokens.tenantadmin, 'picture', `picture-${n}.png`, png(4, 3, [n * 15, 100, 200])));
    uploads.manual = await uploadFile(server, tokens.tenantadmin, 'document', 'manual.pdf', PDF);
    uploads.largeDocument = await uploadFile(server, tokens.tenantadmin, 'document', 'catalogue.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    uploads.rival = refOf(await uploadFile(server, tokens.rivaladmin, 'picture', 'rival.png', png(4, 3, [200, 0, 0])));
    uploads.qilu = refOf(await uploadFile(server, tokens.qiluadmin, 'picture', 'qilu.png', png(4, 3, [0, 200, 0])));
    // The search's data, written straight to the database (the API's own writes are tested below).
    const em = systemEm(server.services.orm, 'test');
    const tenants = new Map((await em.find(Tenant, { oemCode: { $in: ['C-QLPS', 'C-HYMF', 'HZWW'] } })).map((t) => [t.oemCode === 'C-QLPS' ? 'qilu' : t.oemCode === 'C-HYMF' ? 'haiyun' : 'rival', t]));
    const created: { manual: ProductManual; row: Omit<Row, 'id'> }[] = [];
    await em.transactional(async (tx) => {
      for (const row of searchRows()) {
        const tenant = tenants.get(row.tenant)!;
        const manual = tx.create(ProductManual, {
          tenant,
          name: row.name,
          model: row.model,
          description: row.description,
          note: row.note,
          status: row.status,
          createTime: new Date(row.createTime),
          onTheShelfTime: row.onTheShelfTime === null ? null : new Date(row.onTheShelfTime),
          coverPicture: [uploads.maker[0]],
        });
        manual.tags.set(await tagsNamed(tx, tenant.id, 'product_manuals', row.tags));
        created.push({ manual, row });
      }
    });
    rows = created.map(({ manual, row }) => ({ ...row, id: manual.id }));
  });
  afterAll(() => server.stop());

  describe('search', () => {
    type Query = Record<string, unknown>;
    /** Every page of a search as Qilu's administrator, pageSize 10: each page full but the last, the totals agreeing. */
    async function searchAll(query: Query): Promise<number[]> {
      const ids: number[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const res = await gql(server, LIST, { ...query, page, pageSize: 10 }, as('qiluadmin'));
        expect(res.body.errors).toBeUndefined();
        const result = res.body.data!.productManuals.page;
        if (total === -1) total = result.total;
        expect(result.total).toBe(total);
        const pageIds = result.items.map((i: { id: string }) => Number(i.id));
        ids.push(...pageIds);
        // Paged in the database: a page is short only at the end.
        if (ids.length < total) expect(pageIds).toHaveLength(10);
        if (ids.length >= total || pageIds.length === 0) break;
      }
      expect(ids).toHaveLength(total);
      return ids;
    }
    const inScope = () => rows.filter((r) => r.tenant === 'qilu');
    const newestFirst = (a: Row, b: Row) => b.createTime - a.createTime || b.id - a.id;
    const expectIds = (match: (r: Row) => boolean, order: (a: Row, b: Row) => number = newestFirst) => inScope().filter(match).sort(order).map((r) => r.id);

    it('answers 20 per page by default, newest first, with the table version it was read at', async () => {
      const before = Date.now();
      const res = await gql(server, LIST, {}, as('qiluadmin'));
      const { version, page } = res.body.data!.productManuals;
      expect(page).toMatchObject({ total: 65, page: 1, pageSize: 20 });
      expect(page.items.map((i: { id: string }) => Number(i.id))).toEqual(expectIds(() => true).slice(0, 20));
      expect(version).toBeGreaterThanOrEqual(before);
      expect(version).toBeLessThanOrEqual(Date.now());
      expect(await searchAll({})).toEqual(expectIds(() => true));
    });

    it('refuses page sizes outside 10-50 by 10 (errorno 1004)', async () => {
      expect(errorOf(await gql(server, LIST, { pageSize: 25 }, as('qiluadmin')))).toMatchObject({ errorno: 1004 });
    });

    it('filters by id, within the scope', async () => {
      const mine = inScope()[5];
      expect(await searchAll({ id: String(mine.id) })).toEqual([mine.id]);
      const foreign = rows.find((r) => r.tenant === 'rival')!;
      expect(await searchAll({ id: String(foreign.id) })).toEqual([]);
      expect(errorOf(await gql(server, LIST, { id: 'abc' }, as('qiluadmin')))).toMatchObject({ errorno: 1004 });
    });

    it.each([
      ['name', ' LASER ', (r: Row) => r.name.includes('laser')],
      ['name', 'er2', (r: Row) => r.name.includes('er2')],
      ['model', 'MDL01', (r: Row) => r.model.includes('mdl01')],
      ['description', 'steel', (r: Row) => r.description.toLowerCase().includes('steel')],
      ['note', '50%_', (r: Row) => r.note.includes('50%_')],
      ['note', '50%', (r: Row) => r.note.includes('50%')],
    ])('filters by %s containing %j (trimmed, case-insensitive, wildcards literal)', async (field, text, match) => {
      const expected = expectIds(match);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(65);
      expect(await searchAll({ [field]: text })).toEqual(expected);
    });

    it('filters by shelf status: all, on the shelf, off the shelf', async () => {
      expect(await searchAll({ status: 'all' })).toEqual(expectIds(() => true));
      expect(await searchAll({ status: 'onTheShelf' })).toEqual(expectIds((r) => r.status === 'onTheShelf'));
      expect(await searchAll({ status: 'offshelf' })).toEqual(expectIds((r) => r.status === 'offshelf'));
    });

    it('filters by tags: manuals with any of them, only tags of the caller\'s tenants counting', async () => {
      expect(await searchAll({ tags: ['alpha'] })).toEqual(expectIds((r) => r.tags.includes('alpha')));
      expect(await searchAll({ tags: ['beta', ' delta '] })).toEqual(expectIds((r) => r.tags.includes('beta') || r.tags.includes('delta')));
      expect(await searchAll({ tags: ['nonexistent'] })).toEqual([]);
      expect(errorOf(await gql(server, LIST, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, as('qiluadmin')))).toMatchObject({ errorno: 1004 });
    });

    it('filters by creation time: from, until, between (both ends inclusive; a date alone is the whole day)', async () => {
      const sorted = inScope().map((r) => r.createTime).sort((a, b) => a - b);
      const from = sorted[10];
      const to = sorted[40];
      expect(await searchAll({ createTimeStart: shanghai(from) })).toEqual(expectIds((r) => r.createTime >= from));
      expect(await searchAll({ createTimeEnd: shanghai(to) })).toEqual(expectIds((r) => r.createTime <= to + 999));
      expect(await searchAll({ createTimeStart: shanghai(from), createTimeEnd: shanghai(to) })).toEqual(expectIds((r) => r.createTime >= from && r.createTime <= to + 999));
      const day = shanghai(to).slice(0, 10);
      const dayStart = Date.parse(`${day}T00:00:00+08:00`);
      expect(await searchAll({ createTimeStart: day, createTimeEnd: day })).toEqual(expectIds((r) => r.createTime >= dayStart && r.createTime < dayStart + 86_400_000));
      expect(errorOf(await gql(server, LIST, { createTimeStart: shanghai(to), createTimeEnd: shanghai(from) }, as('qiluadmin')))).toMatchObject({ errorno: 1007 });
      expect(errorOf(await gql(server, LIST, { createTimeStart: '2026-02-30' }, as('qiluadmin')))).toMatchObject({ errorno: 1006, params: { name: 'createTimeStart' } });
    });

    it('filters by shelf time: from, until, between; never shelved manuals match no shelf range', async () => {
      const times = inScope().flatMap((r) => (r.onTheShelfTime === null ? [] : [r.onTheShelfTime])).sort((a, b) => a - b);
      const from = times[5];
      const to = times[30];
      expect(await searchAll({ shelfTimeStart: shanghai(from) })).toEqual(expectIds((r) => r.onTheShelfTime !== null && r.onTheShelfTime >= from));
      expect(await searchAll({ shelfTimeEnd: shanghai(to) })).toEqual(expectIds((r) => r.onTheShelfTime !== null && r.onTheShelfTime <= to + 999));
      expect(await searchAll({ shelfTimeStart: shanghai(from), shelfTimeEnd: shanghai(to) })).toEqual(expectIds((r) => r.onTheShelfTime !== null && r.onTheShelfTime >= from && r.onTheShelfTime <= to + 999));
    });

    it('combines every filter in one query', async () => {
      const from = BASE - 100 * 3600_000;
      const query = { name: 'e', description: 'S', status: 'offshelf', tags: ['alpha', 'gamma'], createTimeStart: shanghai(from), shelfTimeEnd: shanghai(BASE) };
      const expected = expectIds((r) => r.name.includes('e') && r.description.toLowerCase().includes('s') && r.status === 'offshelf' && (r.tags.includes('alpha') || r.tags.includes('gamma')) && r.createTime >= from && r.onTheShelfTime !== null && r.onTheShelfTime <= BASE + 999);
      expect(expected.length).toBeGreaterThan(0);
      expect(await searchAll(query)).toEqual(expected);
    });

    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const keyOf: Record<string, (r: Row) => string | number> = {
      createTime: (r) => r.createTime,
      // Never shelved counts as earliest.
      onTheShelfTime: (r) => r.onTheShelfTime ?? -Infinity,
      name: (r) => r.name,
      model: (r) => r.model,
      id: (r) => r.id,
      status: (r) => r.status,
    };
    it.each(Object.keys(keyOf).flatMap((key) => [[key, 'asc'], [key, 'desc']]))('sorts by %s %s in the database, equal values by id', async (sortKey, sortDirection) => {
      const sign = sortDirection === 'asc' ? 1 : -1;
      const key = keyOf[sortKey];
      const expected = expectIds(() => true, (a, b) => sign * (compare(key(a), key(b)) || a.id - b.id));
      expect(await searchAll({ sortKey, sortDirection })).toEqual(expected);
    });

    it('sorts a filtered list too', async () => {
      expect(await searchAll({ status: 'onTheShelf', sortKey: 'name', sortDirection: 'asc' })).toEqual(
        expectIds((r) => r.status === 'onTheShelf', (a, b) => compare(a.name, b.name) || a.id - b.id),
      );
    });

    it("lists the tags of group product_manuals in the caller's tenants only", async () => {
      const names = async (account: string) => (await gql(server, TAGS, {}, as(account))).body.data!.productManualTags.map((t: { name: string; group: string }) => `${t.group}:${t.name}`);
      const qilu = await names('qiluadmin');
      expect(qilu).toEqual([...new Set(inScope().flatMap((r) => r.tags))].sort().map((n) => `product_manuals:${n}`));
      // The maker sees its own demo tags and Qilu's (a sub-tenant); the rival only its own.
      expect(await names('tenantadmin')).toEqual(expect.arrayContaining(['product_manuals:laser', ...qilu]));
      expect(await names('rivaladmin')).not.toContain('product_manuals:laser');
    });
  });

  describe('create, read, edit, shelf, delete', () => {
    const create = async (account: string, input = validInput()) => {
      const res = await gql(server, CREATE, { input }, as(account));
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.createProductManual;
    };
    const stored = (id: string | number) => systemEm(server.services.orm, 'test').findOne(ProductManual, { id: Number(id) }, { populate: ['tags'] });

    it('creates a manual off the shelf in the caller\'s tenant, with its files, params and tags as stored', async () => {
      const created = await create('tenantadmin');
      expect(created).toMatchObject({ name: 'PL-4020 Laser', model: 'PL-4020 Fiber Laser 8 kW', status: 'offshelf', onTheShelfTime: null, params: validInput().params });
      expect(created.tags.map((t: { name: string }) => t.name)).toEqual(['laser', 'new']);
      // As the stored record says: its name, its URL.
      expect(created.coverPicture).toEqual([{ ...picture(1), fileurl: uploads.maker[1].fileurl }]);
      expect(Date.now() - Date.parse(created.createTime)).toBeLessThan(60_000);
      const row = await stored(created.id);
      expect(row!.tenant.id).toBe((await systemEm(server.services.orm, 'test').findOneOrFail(Tenant, { oemCode: 'JNPM' })).id);
      // The tag "laser" of the demo is reused, not added twice.
      const again = await create('maintadmin', validInput({ tags: ['laser'] }));
      expect(again.tags[0].id).toBe(created.tags.find((t: { name: string }) => t.name === 'laser').id);
      const read = await gql(server, GET, { id: created.id }, as('customer'));
      expect(errorOf(read)).toMatchObject({ errorno: 1010002 }); // Qilu's user does not see the maker's manuals
      expect((await gql(server, GET, { id: created.id }, as('maintadmin'))).body.data!.productManual).toEqual(created);
    });

    it('edits a manual in scope, replacing its tags; another tenant\'s id is not found and nothing changes', async () => {
      const created = await create('tenantadmin');
      const input = validInput({ name: '  PL-4020 Pro ', tags: ['pro'], params: [{ name: 'Power', value: '10 kW' }], detailPictures: [], files: [], description: null, note: null });
      const res = await gql(server, UPDATE, { id: created.id, input }, as('maintadmin'));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.updateProductManual).toMatchObject({ id: created.id, name: 'PL-4020 Pro', description: '', note: '', status: 'offshelf', params: [{ name: 'Power', value: '10 kW' }], detailPictures: [], files: [], tags: [{ name: 'pro' }] });
      const rival = await gql(server, UPDATE, { id: created.id, input: validInput({ name: 'Hijacked', coverPicture: [uploads.rival], detailPictures: [], files: [] }) }, as('rivaladmin'));
      expect(errorOf(rival)).toMatchObject({ errorno: 1010002, code: 'NOT_FOUND' });
      expect((await stored(created.id))!.name).toBe('PL-4020 Pro');
      expect(errorOf(await gql(server, UPDATE, { id: '99999999', input }, as('tenantadmin')))).toMatchObject({ errorno: 1010002 });
      // An id past the 32-bit keys is a parameter error on every database (PostgreSQL failed the query: errorno 4).
      expect(errorOf(await gql(server, LIST, { id: '3000000000' }, as('customer')))).toMatchObject({ errorno: 1004 });
      expect(errorOf(await gql(server, UPDATE, { id: '3000000000', input }, as('tenantadmin')))).toMatchObject({ errorno: 1004 });
    });

    it('refuses an edit from an older version (errorno 1010007) and changes nothing; of two edits from one version one wins', async () => {
      const created = await create('tenantadmin');
      expect(created.version).toBe(1);
      const first = await gql(server, UPDATE, { id: created.id, input: validInput({ name: 'First edit' }), baseVersion: 1 }, as('maintadmin'));
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data!.updateProductManual).toMatchObject({ name: 'First edit', version: 2 });
      // A second person's form was loaded at version 1: refused in their language, with the stored version.
      const stale = await gql(server, UPDATE, { id: created.id, input: validInput({ name: 'Stale edit' }), baseVersion: 1 }, as('tenantadmin', { 'accept-language': 'zh-CN' }));
      expect(errorOf(stale)).toMatchObject({ errorno: 1010007, code: 'CONFLICT', params: { current: 2 } });
      expect(stale.body.errors![0].message).toBe('此产品在您打开后已在别处被修改（当前版本 2）。请重新加载后再修改；离开前您填写的内容仍保留。');
      expect((await stored(created.id))!).toMatchObject({ name: 'First edit', version: 2 });
      // The list shows the version too, so a form opened from it can send it back.
      const listed = await gql(server, 'query ($id: ID) { productManuals(id: $id) { page { items { id version } } } }', { id: String(created.id) }, as('tenantadmin'));
      expect(listed.body.data!.productManuals.page.items).toEqual([{ id: created.id, version: 2 }]);
      // Without baseVersion (an integrator that does not send it) the last edit wins and still counts.
      const blind = await gql(server, UPDATE, { id: created.id, input: validInput({ name: 'Blind edit' }) }, as('tenantadmin'));
      expect(blind.body.data!.updateProductManual).toMatchObject({ name: 'Blind edit', version: 3 });
      // Two edits from one version at the same moment: one is stored, the other refused.
      const both = await Promise.all(['Left', 'Right'].map((name, i) => gql(server, UPDATE, { id: created.id, input: validInput({ name }), baseVersion: 3 }, as(i ? 'maintadmin' : 'tenantadmin'))));
      const outcomes = both.map((a) => (a.body.errors ? errorOf(a).errorno : a.body.data!.updateProductManual.name));
      expect(outcomes.filter((o) => o === 1010007)).toHaveLength(1);
      const winner = outcomes.find((o) => o !== 1010007);
      expect((await stored(created.id))!).toMatchObject({ name: winner, version: 4 });
    });

    it('puts on and takes off the shelf, refusing a change to the state it is in (errorno 1010004)', async () => {
      const { id } = await create('tenantadmin');
      const on = await gql(server, ON, { id }, as('maintadmin'));
      expect(on.body.data!.putProductManualOnShelf).toMatchObject({ id, status: 'onTheShelf' });
      const shelvedAt = on.body.data!.putProductManualOnShelf.onTheShelfTime;
      expect(Date.now() - Date.parse(shelvedAt)).toBeLessThan(60_000);

      const again = await gql(server, ON, { id }, as('maintadmin'));
      expect(errorOf(again)).toMatchObject({ errorno: 1010004, params: { reason: 'the product is already on the shelf' } });
      expect(again.body.errors![0].message).toBe('The status cannot be changed: the product is already on the shelf');

      const off = await gql(server, OFF, { id }, as('tenantadmin'));
      // Off the shelf keeps the last time it went on.
      expect(off.body.data!.takeProductManualOffShelf).toEqual({ id, status: 'offshelf', onTheShelfTime: shelvedAt });
      const offAgain = await gql(server, OFF, { id }, as('tenantadmin', { 'accept-language': 'zh-CN' }));
      expect(errorOf(offAgain)).toMatchObject({ errorno: 1010004 });
      expect(offAgain.body.errors![0].message).toBe('状态无法变更：产品已下架');

      // Another tenant cannot move it either way: not found, nothing changed.
      expect(errorOf(await gql(server, ON, { id }, as('rivaladmin')))).toMatchObject({ errorno: 1010002 });
      expect((await stored(id))!.status).toBe('offshelf');
      expect(errorOf(await gql(server, OFF, { id: '99999999' }, as('tenantadmin')))).toMatchObject({ errorno: 1010002 });
    });

    it('changes the shelf state once when asked twice at the same moment', async () => {
      const { id } = await create('tenantadmin');
      const answers = await Promise.all([gql(server, ON, { id }, as('tenantadmin')), gql(server, ON, { id }, as('maintadmin'))]);
      expect(answers.map((a) => (a.body.errors ? errorOf(a).errorno : 'ok')).sort()).toEqual([1010004, 'ok']);
    });

    it('deletes a manual in scope for good; another tenant cannot', async () => {
      const { id, tags } = await create('tenantadmin');
      expect(errorOf(await gql(server, DELETE, { id }, as('rivaladmin')))).toMatchObject({ errorno: 1010002 });
      expect(await stored(id)).not.toBeNull();
      const res = await gql(server, DELETE, { id }, as('maintadmin'));
      expect(res.body.data!.deleteProductManual).toBe(id);
      expect(await stored(id)).toBeNull();
      expect(errorOf(await gql(server, GET, { id }, as('tenantadmin')))).toMatchObject({ errorno: 1010002 });
      expect(errorOf(await gql(server, DELETE, { id }, as('tenantadmin')))).toMatchObject({ errorno: 1010002 });
      // Its tags stay for other manuals.
      const tagNames = (await gql(server, TAGS, {}, as('tenantadmin'))).body.data!.productManualTags.map((t: { name: string }) => t.name);
      expect(tagNames).toEqual(expect.arrayContaining(tags.map((t: { name: string }) => t.name)));
    });
  });

  describe('form rules on the server (errorno 1003 with the fields, nothing stored)', () => {
    const count = () => systemEm(server.services.orm, 'test').count(ProductManual, {});
    const refused = async (input: Record<string, unknown>, headers?: Record<string, string>) => {
      const before = await count();
      const res = await gql(server, CREATE, { input }, as('tenantadmin', headers));
      expect(errorOf(res)).toMatchObject({ errorno: 1003, code: 'BAD_USER_INPUT' });
      expect(await count()).toBe(before);
      return errorOf(res).fields as { field: string; key: string; message: string; params?: Record<string, unknown> }[];
    };
    const title = (value: string) => ({ name: PARAM_TITLE, value });

    it.each([
      ['no cover', () => ({ coverPicture: [] }), 'coverPicture', 'cover_required'],
      ['two covers', () => ({ coverPicture: [picture(1), picture(2)] }), 'coverPicture', 'cover_exactly_one'],
      ['an empty name', () => ({ name: '   ' }), 'name', 'product_name_required'],
      ['a name of 21', () => ({ name: 'x'.repeat(21) }), 'name', 'product_name_too_long'],
      ['an empty model', () => ({ model: '' }), 'model', 'model_required'],
      ['a model of 51', () => ({ model: 'm'.repeat(51) }), 'model', 'model_too_long'],
      ['a description of 201', () => ({ description: 'd'.repeat(201) }), 'description', 'text_too_long'],
      ['a note of 201', () => ({ note: 'n'.repeat(201) }), 'note', 'text_too_long'],
      ['16 detail pictures', () => ({ detailPictures: Array.from({ length: 16 }, (_, i) => picture(i)) }), 'detailPictures', 'pictures_too_many'],
      ['6 attachments', () => ({ files: Array.from({ length: 6 }, (_, i) => picture(i)) }), 'files', 'files_too_many'],
      ['an empty title and an empty name', () => ({ params: [title(''), { name: '', value: 'x' }] }), 'params', 'params_title_and_name_empty'],
      ['an empty title', () => ({ params: [title(' '), { name: 'Power', value: '6 kW' }] }), 'params', 'params_title_empty'],
      ['an empty param name', () => ({ params: [title('Laser'), { name: ' ', value: '6 kW' }] }), 'params', 'params_name_empty'],
      ['a title of 21', () => ({ params: [title('t'.repeat(21))] }), 'params.0.value', 'text_too_long'],
      ['a param name of 21', () => ({ params: [title('ok'), { name: 'n'.repeat(21), value: 'v' }] }), 'params.1.name', 'text_too_long'],
      ['a param value of 51', () => ({ params: [{ name: 'n', value: 'v'.repeat(51) }] }), 'params.0.value', 'text_too_long'],
      ['201 param rows', () => ({ params: Array.from({ length: 201 }, () => ({ name: 'n', value: 'v' })) }), 'params', 'params_too_many'],
      ['11 tags', () => ({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }), 'tags', 'tags_too_many'],
      ['a tag of 21', () => ({ tags: ['t'.repeat(21)] }), 'tags.0', 'text_too_long'],
      ['a file that is no stored file', () => ({ detailPictures: [{ filename: 'x.png', md5name: '../../etc/passwd', bucketname: 'ncmaintain' }] }), 'detailPictures.0', 'file_unknown'],
      ["another tenant's file", () => ({ detailPictures: [picture(2), uploads.rival] }), 'detailPictures.1', 'file_unknown'],
      ['a document as the cover', () => ({ coverPicture: [refOf(uploads.manual!)] }), 'coverPicture.0', 'file_not_picture'],
      ['an attachment over 10 MB', () => ({ files: [refOf(uploads.largeDocument!)] }), 'files.0', 'file_too_large'],
    ])('refuses %s', async (_case, change, field, key) => {
      const fields = await refused(validInput(change()));
      expect(fields).toEqual([expect.objectContaining({ field, key })]);
    });

    it("gives the spec's messages in the caller's language, every problem at once", async () => {
      const fields = await refused({ coverPicture: [], name: '', model: '', params: [title(''), { name: '', value: '' }] }, { 'accept-language': 'zh-CN' });
      expect(fields.map((f) => [f.field, f.message])).toEqual([
        ['coverPicture', VALIDATION_MESSAGES.cover_required.zh],
        ['name', '请输入产品名称'],
        ['model', '请输入产品型号'],
        ['params', '标题和参数名称不能为空'],
      ]);
      const en = await refused(validInput({ params: [title('')], detailPictures: Array(16).fill(picture(1)), model: 'm'.repeat(51) }));
      expect(en.map((f) => f.message)).toEqual(['The model must be at most 50 characters', 'At most 15 pictures', 'Title cannot be empty']);
      expect((await refused(validInput({ params: [{ name: '', value: '1' }] })))[0].message).toBe('Param name cannot be empty');
      expect((await refused(validInput({ name: 'n'.repeat(21) })))[0].message).toBe('The product name must be at most 20 characters');
      expect((await refused(validInput({ files: [refOf(uploads.largeDocument!)] })))[0]).toMatchObject({ params: { max: '10 MB' }, message: 'The file is larger than 10 MB' });
    });

    it('refuses an edit breaking a rule and leaves the manual as it was', async () => {
      const created = (await gql(server, CREATE, { input: validInput() }, as('tenantadmin'))).body.data!.createProductManual;
      const res = await gql(server, UPDATE, { id: created.id, input: validInput({ name: '', coverPicture: [] }) }, as('tenantadmin'));
      expect(errorOf(res).fields.map((f: { key: string }) => f.key)).toEqual(['cover_required', 'product_name_required']);
      expect((await gql(server, GET, { id: created.id }, as('tenantadmin'))).body.data!.productManual).toEqual(created);
    });
  });

  describe('permissions (spec part 2 section 6)', () => {
    const calls = {
      productManualList: async (c: Caller) => gql(server, '{ productManuals { page { total } } }', {}, c),
      productManualGet: async (c: Caller, id: string) => gql(server, GET, { id }, c),
      productManualTags: async (c: Caller) => gql(server, TAGS, {}, c),
      productManualAdd: async (c: Caller) => gql(server, CREATE, { input: validInput({ name: 'Permission test' }) }, c),
      productManualEdit: async (c: Caller, id: string) => gql(server, UPDATE, { id, input: validInput({ name: 'Edited' }) }, c),
      productManualOnShelf: async (c: Caller, id: string) => gql(server, ON, { id }, c),
      productManualOffShelf: async (c: Caller, id: string) => gql(server, OFF, { id }, c),
      productManualDelete: async (c: Caller, id: string) => gql(server, DELETE, { id }, c),
      productDisplayConfig: async (c: Caller) => gql(server, '{ productDisplayConfig { customMenus { name } } }', {}, c),
      productDisplayConfigEdit: async (c: Caller) =>
        gql(server, 'mutation($input: ProductDisplayConfigInput!) { updateProductDisplayConfig(input: $input) { customMenus { name } } }', { input: { systemMenus: [], customMenus: [], officialAccount: [] } }, c),
    };
    type Name = keyof typeof calls;
    /** Each call as the caller on manuals it may act on: 'ok', or the refusal's errorno, for every API. */
    async function outcomes(caller: Caller): Promise<Record<Name, string | number>> {
      // The maker's manuals (super_admin's own would live in the platform tenant): one off the shelf, one on it.
      const make = async () => (await gql(server, CREATE, { input: validInput() }, as('tenantadmin'))).body.data!.createProductManual.id as string;
      const offShelf = await make();
      const onShelf = await make();
      await gql(server, ON, { id: onShelf }, as('superadmin'));
      const target: Partial<Record<Name, string>> = { productManualOffShelf: onShelf };
      const result = {} as Record<Name, string | number>;
      for (const name of Object.keys(calls) as Name[]) {
        const res = await calls[name](caller, target[name] ?? offShelf);
        const error = res.body.errors?.[0]?.extensions;
        // The display configuration edit sends no system menus: let through, the form rules refuse it (1003) and nothing is saved.
        result[name] = !error ? 'ok' : error.errorno === 1003 && name === 'productDisplayConfigEdit' ? 'ok' : error.errorno;
      }
      return result;
    }
    const all = (value: string | number) => Object.fromEntries(Object.keys(calls).map((k) => [k, value]));

    it('lets super_admin, tenant and maintenance administrators use every API', async () => {
      for (const account of ['superadmin', 'tenantadmin', 'maintadmin']) expect(await outcomes(as(account))).toEqual(all('ok'));
    });

    it('lets a user read the product list and nothing else, and a maintainer nothing', async () => {
      const reads = { productManualList: 'ok', productManualTags: 'ok', productManualGet: 1010002 };
      expect(await outcomes(as('customer'))).toEqual({ ...all(1150), ...reads });
      expect(await outcomes(as('maintainer'))).toEqual(all(1150));
      expect(await outcomes({})).toEqual(all(2));
    });

    it('denies exactly the API a policy leaves out', async () => {
      const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
      const manualApis = ['productManualList', 'productManualAdd', 'productManualEdit', 'productManualDelete', 'productManualOffShelf', 'productManualOnShelf', 'productDisplayConfig', 'productDisplayConfigEdit'] as const;
      const guarded: Record<(typeof manualApis)[number], Name[]> = {
        productManualList: ['productManualList', 'productManualGet', 'productManualTags'],
        productManualAdd: ['productManualAdd'],
        productManualEdit: ['productManualEdit'],
        productManualDelete: ['productManualDelete'],
        productManualOffShelf: ['productManualOffShelf'],
        productManualOnShelf: ['productManualOnShelf'],
        productDisplayConfig: ['productDisplayConfig'],
        productDisplayConfigEdit: ['productDisplayConfigEdit'],
      };
      const before = (await gql(server, '{ rolePolicies(role: maintainadmin) { path method } }', {}, as('superadmin'))).body.data!.rolePolicies;
      try {
        for (const left of manualApis) {
          const apis = manualApis.filter((a) => a !== left).map((a) => ({ path: API[a].path, method: API[a].method }));
          expect((await gql(server, REPLACE, { role: 'maintainadmin', apis }, as('superadmin'))).body.errors).toBeUndefined();
          const denied = Object.fromEntries(guarded[left].map((n) => [n, 1150]));
          // Each API is checked alone: without the list, editing and the shelf actions still work.
          expect(await outcomes(as('maintadmin'))).toEqual({ ...all('ok'), ...denied });
        }
      } finally {
        await gql(server, REPLACE, { role: 'maintainadmin', apis: before }, as('superadmin'));
      }
    });
  });

  describe('table versions', () => {
    const sockets: WsClient[] = [];
    afterAll(() => Promise.all(sockets.map((s) => s.dispose())));

    /** A subscriber of tableVersionChanged and a way to await its next productmanual event. */
    function subscriber(account: string) {
      const ws = wsClient(server, { token: tokens[account] });
      sockets.push(ws);
      const events: { table: string; version: number }[] = [];
      const waiters: (() => void)[] = [];
      ws.subscribe<{ tableVersionChanged: { table: string; version: number } }>(
        { query: 'subscription { tableVersionChanged { table version } }' },
        { next: (r) => (r.data && events.push(r.data.tableVersionChanged), waiters.splice(0).forEach((w) => w())), error: () => undefined, complete: () => undefined },
      );
      const next = (count: number) => new Promise<void>((resolve) => (events.length >= count ? resolve() : waiters.push(() => events.length >= count && resolve())));
      return { events, next };
    }

    it("tells subscribers in scope of the manual's tenant after each write, and no one else", async () => {
      const listeners = server.services.pubsub.listenerCount('TABLE_VERSION');
      const maker = subscriber('maintadmin');
      const rival = subscriber('rivaladmin');
      const qilu = subscriber('qiluadmin'); // below the maker: the maker's manuals are not in its scope
      await eventually(() => server.services.pubsub.listenerCount('TABLE_VERSION') >= listeners + 3, 5000, 'three subscriptions listening');

      const before = Date.now();
      const created = (await gql(server, CREATE, { input: validInput() }, as('tenantadmin'))).body.data!.createProductManual;
      await maker.next(1);
      expect(maker.events[0]).toEqual({ table: 'productmanual', version: expect.any(Number) });
      expect(maker.events[0].version).toBeGreaterThanOrEqual(before);
      for (const [query, variables] of [[ON, { id: created.id }], [OFF, { id: created.id }], [UPDATE, { id: created.id, input: validInput() }], [DELETE, { id: created.id }]] as const) {
        await gql(server, query, variables, as('tenantadmin'));
        await maker.next(maker.events.length + 1);
      }
      expect(maker.events).toHaveLength(5);
      const versions = maker.events.map((e) => e.version);
      expect([...versions].sort((a, b) => a - b)).toEqual(versions);
      // A refused write tells no one: the rival's own write comes next in every stream.
      expect(errorOf(await gql(server, ON, { id: created.id }, as('rivaladmin')))).toMatchObject({ errorno: 1010002 });
      expect((await gql(server, CREATE, { input: validInput({ coverPicture: [uploads.rival], detailPictures: [], files: [] }) }, as('rivaladmin'))).body.errors).toBeUndefined();
      await rival.next(1);
      expect((await gql(server, CREATE, { input: validInput({ coverPicture: [uploads.qilu], detailPictures: [], files: [] }) }, as('qiluadmin'))).body.errors).toBeUndefined();
      await qilu.next(1);
      await maker.next(6);
      expect(rival.events).toHaveLength(1);
      expect(qilu.events).toHaveLength(1);
      // The maker hears of Qilu's manual (a sub-tenant), not of the rival's.
      expect(maker.events).toHaveLength(6);
      expect(maker.events[5].version).toBeGreaterThanOrEqual(qilu.events[0].version);
    });
  });
});
