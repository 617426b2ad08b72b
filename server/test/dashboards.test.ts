import net from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { API } from '../src/contract/apis';
import { COMPONENT_CATALOGUE } from '../src/contract/dashboard-components';
import { type ComponentType, DASHBOARD_LIMITS, DEFAULT_CANVAS_STYLE, EMPTY_DASHBOARD_CONTENT } from '../src/contract/dashboards';
import { systemEm } from '../src/core/tenancy';
import { Dashboard } from '../src/modules/dashboards/dashboard.entity';
import { User } from '../src/modules/users/user.entity';
import { type Caller, errorOf, eventually, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';

/**
 * Custom dashboards over real HTTP on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the list, create, save with its version rule, rename, delete, who may
 * change what, every permission pair, the content rules and the table version events.
 */

const DASHBOARD = 'id name description content coverIcon userAccount updatedAt version canEdit';
const LIST = `query List($name: String, $page: Int, $pageSize: Int) { dashboards(name: $name, page: $page, pageSize: $pageSize) { total page pageSize items { id name updatedAt userAccount } } }`;
const GET = `query Get($id: ID!) { dashboard(id: $id) { ${DASHBOARD} } }`;
const CREATE = `mutation Create($input: CreateDashboardInput!) { createDashboard(input: $input) { ${DASHBOARD} } }`;
const SAVE = `mutation Save($input: SaveDashboardInput!) { saveDashboard(input: $input) { ${DASHBOARD} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteDashboard(id: $id) }';

type Json = Record<string, unknown>;
type Row = { id: string; name: string; description: string; content: string; coverIcon: string | null; userAccount: string; updatedAt: string; version: number; canEdit: boolean };

let serial = 0;
/** A component as the designer drops it: the catalogue's template where the type has one. */
function component(type: ComponentType, extra: Json = {}, style: Json = {}): Json {
  const template = COMPONENT_CATALOGUE[type];
  return {
    id: `c${++serial}`,
    component: type,
    label: type,
    propValue: template ? structuredClone(template.propValue) : {},
    style: { ...(template ? template.style : { width: 200, height: 120, rotate: 0, opacity: 1 }), left: 40, top: 40, ...style },
    animations: [],
    events: {},
    isLock: false,
    ...extra,
  };
}
const andon = (uuid: string) => {
  const made = component('AndonCard');
  made.propValue = { ...(made.propValue as Json), uuid };
  return made;
};
const contentOf = (componentData: unknown[], canvasStyle: Json = { ...DEFAULT_CANVAS_STYLE }) => JSON.stringify({ canvasStyle, componentData });
/** A tiny JPEG data URL (the JPEG mark and a few bytes). */
const COVER = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64')}`;

describe('dashboards', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string, headers?: Record<string, string>): Caller => ({ token: tokens[account], headers });
  const create = async (account: string, input: Json) => gql<{ createDashboard: Row }>(server, CREATE, { input }, as(account));
  const created = async (account: string, input: Json): Promise<Row> => {
    const res = await create(account, input);
    if (!res.body.data?.createDashboard) throw new Error(`create failed: ${JSON.stringify(res.body.errors)}`);
    return res.body.data.createDashboard;
  };
  const save = async (account: string, input: Json, headers?: Record<string, string>) => gql<{ saveDashboard: Row }>(server, SAVE, { input }, as(account, headers));
  const read = async (account: string, id: string) => gql<{ dashboard: Row }>(server, GET, { id }, as(account));
  /** The stored row, read past any caller. */
  const stored = (id: string) => systemEm(server.services.orm, 'test').findOneOrFail(Dashboard, { id: Number(id) });
  const fieldsOf = (res: { body: { errors?: { extensions: Record<string, any> }[] } }) => (res.body.errors?.[0]?.extensions.fields ?? []).map((f: { field: string; key: string }) => `${f.field}:${f.key}`);

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it('starts with the demo dashboard: a title and an andon card bound to a demo device, in the maker\'s tenant', async () => {
    const demo = (await gql(server, LIST, { name: 'Qilu laser line' }, as('maintainer'))).body.data!.dashboards;
    expect(demo).toMatchObject({ total: 1, items: [{ name: 'Qilu laser line', userAccount: 'tenantadmin' }] });
    const row = (await read('maintainer', demo.items[0].id)).body.data!.dashboard;
    expect(row).toMatchObject({ version: 1, canEdit: false });
    const content = JSON.parse(row.content);
    expect(content.componentData.map((c: Json) => c.component)).toEqual(['VText', 'AndonCard']);
    expect(content.componentData[1].propValue.uuid).toBe('dev-qilu-laser-01');
    // It saves as it is: the demo keeps the content rules.
    expect((await save('tenantadmin', { id: row.id, name: row.name, content: row.content, baseVersion: 1 })).body.data!.saveDashboard.version).toBe(2);
    expect(errorOf(await read('rivaladmin', row.id))).toMatchObject({ errorno: 1010002 });
  });

  describe('list', () => {
    const made: Row[] = [];
    beforeAll(async () => {
      // 23 dashboards in Qilu (the customer's and its administrator's tenant); the names repeat to test the filter.
      for (let n = 0; n < 23; n++) made.push(await created(n % 2 ? 'customer' : 'qiluadmin', { name: `${n % 3 ? 'Line' : 'Press'} ${n}` }));
    });
    const list = async (account: string, variables: Json = {}) => { const r = await gql(server, LIST, variables, as(account)); if (!r.body.data) throw new Error(JSON.stringify(r.body.errors)); return r.body.data.dashboards; };
    /** The list's order: update time descending, then id descending. */
    const ordered = (rows: Pick<Row, 'id' | 'updatedAt'>[]) => [...rows].sort((a, b) => (a.updatedAt === b.updatedAt ? Number(b.id) - Number(a.id) : b.updatedAt < a.updatedAt ? -1 : 1));

    it('pages 10 by default, the most recently saved first, with the total', async () => {
      const first = await list('qiluadmin');
      expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10 });
      const all = [...first.items, ...(await list('qiluadmin', { page: 2 })).items, ...(await list('qiluadmin', { page: 3 })).items];
      expect(all).toHaveLength(23);
      expect(all.map((r: Row) => r.id)).toEqual(ordered(made).map((r) => r.id));
      expect(all.find((r: Row) => r.id === made[1].id)).toMatchObject({ name: 'Line 1', userAccount: 'customer' });
      expect((await list('qiluadmin', { pageSize: 20 })).items).toHaveLength(20);
      const wrongSize = await gql(server, LIST, { pageSize: 7 }, as('qiluadmin'));
      expect(errorOf(wrongSize)).toMatchObject({ errorno: 1004 });
    });

    it('moves a saved dashboard to the top', async () => {
      const oldest = made[0];
      const res = await save('qiluadmin', { id: oldest.id, name: oldest.name, baseVersion: 1 });
      expect(res.body.errors).toBeUndefined();
      expect((await list('qiluadmin')).items[0].id).toBe(oldest.id);
    });

    it('filters by part of the title, case-insensitively, and counts only the matches', async () => {
      const press = await list('qiluadmin', { name: '  press ' });
      const expected = made.filter((r) => r.name.startsWith('Press'));
      expect(press.total).toBe(expected.length);
      expect(press.items.map((r: Row) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
      expect((await list('qiluadmin', { name: 'Line 1' })).items.map((r: Row) => r.name).sort()).toEqual(['Line 1', 'Line 10', 'Line 11', 'Line 13', 'Line 14', 'Line 16', 'Line 17', 'Line 19'].sort());
      expect((await list('qiluadmin', { name: 'nothing like it' })).total).toBe(0);
    });

    it('shows each caller the dashboards of its tenants only', async () => {
      // The maker sees its sub-tenant Qilu's dashboards; the rival none of them.
      const maker = await list('maintainer', { pageSize: 50 });
      expect(maker.items.map((r: Row) => r.id)).toEqual(expect.arrayContaining(made.map((r) => r.id)));
      const rival = await list('rivaladmin', { pageSize: 50 });
      expect(rival.items.filter((r: Row) => made.some((m) => m.id === r.id))).toEqual([]);
    });
  });

  describe('create', () => {
    it('creates at version 1, owned by the caller, with the default canvas, and reads it back', async () => {
      const before = Date.now();
      const row = await created('customer', { name: '  车间总览  ', description: ' Shop floor ' });
      expect(row).toMatchObject({ name: '车间总览', description: 'Shop floor', version: 1, userAccount: 'customer', canEdit: true, coverIcon: null, content: EMPTY_DASHBOARD_CONTENT });
      expect(Date.parse(row.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect((await read('customer', row.id)).body.data!.dashboard).toEqual(row);
    });

    it('takes content and a cover (save as a copy)', async () => {
      const content = contentOf([component('VText', { propValue: 'Copy' })]);
      const row = await created('customer', { name: 'Copy', content, coverIcon: COVER });
      expect(JSON.parse(row.content)).toEqual(JSON.parse(content));
      expect(row.coverIcon).toBe(COVER);
    });

    it('requires a title of at most 16 characters and a description of at most 200; nothing is created when refused', async () => {
      const count = async () => systemEm(server.services.orm, 'test').count(Dashboard, {});
      const before = await count();
      expect(fieldsOf(await create('customer', { name: '   ' }))).toEqual(['name:dashboard_name_required']);
      expect(fieldsOf(await create('customer', { name: 'x'.repeat(17), description: 'y'.repeat(201) }))).toEqual(['name:dashboard_name_too_long', 'description:dashboard_description_too_long']);
      const zh = await gql(server, CREATE, { input: { name: '' } }, as('customer', { 'accept-language': 'zh-CN' }));
      expect(zh.body.errors![0].extensions.fields[0].message).toBe('看板标题必填');
      expect(fieldsOf(await create('customer', { name: 'x'.repeat(101) }))).toEqual(['name:text_too_long']);
      expect(fieldsOf(await create('customer', { name: 'bad\u0000name' }))).toEqual(['name:text_not_allowed']);
      expect(fieldsOf(await create('customer', { name: 'Fine', content: '{' }))).toEqual(['content:dashboard_content_json']);
      expect(await count()).toBe(before);
    });
  });

  describe('save', () => {
    it('stores the content and cover, increments the version and stamps the update time', async () => {
      const row = await created('customer', { name: 'Saving' });
      const content = contentOf([component('VText', { propValue: 'Hello' }), andon('dev-qilu-laser-01')], { ...DEFAULT_CANVAS_STYLE, width: 2560, height: 1440 });
      const res = await save('customer', { id: row.id, name: 'Saving', description: 'v2', content, coverIcon: COVER, baseVersion: 1 });
      expect(res.body.errors).toBeUndefined();
      const saved = res.body.data!.saveDashboard;
      expect(saved).toMatchObject({ id: row.id, version: 2, description: 'v2', coverIcon: COVER });
      expect(JSON.parse(saved.content)).toEqual(JSON.parse(content));
      expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(row.updatedAt));
      const again = await save('customer', { id: row.id, name: 'Saving', content, baseVersion: 2 });
      expect(again.body.data!.saveDashboard.version).toBe(3);
    });

    it('renames without content or cover and keeps both', async () => {
      const content = contentOf([component('RectShape')]);
      const row = await created('customer', { name: 'Before', content, coverIcon: COVER });
      const res = await save('customer', { id: row.id, name: 'After', description: 'Renamed', baseVersion: 1 });
      expect(res.body.data!.saveDashboard).toMatchObject({ name: 'After', description: 'Renamed', version: 2, coverIcon: COVER, content: row.content });
    });

    it('refuses a save over a newer version with the current version, in both languages, and changes nothing', async () => {
      const row = await created('customer', { name: 'Two tabs' });
      const first = await save('customer', { id: row.id, name: 'Tab one', content: contentOf([component('VText', { propValue: 'one' })]), baseVersion: 1 });
      expect(first.body.data!.saveDashboard.version).toBe(2);
      const stale = await save('customer', { id: row.id, name: 'Tab two', content: contentOf([component('VText', { propValue: 'two' })]), baseVersion: 1 });
      expect(errorOf(stale)).toMatchObject({ errorno: 1010005, code: 'CONFLICT', params: { current: 2 } });
      expect(stale.body.errors![0].message).toBe('This dashboard was changed elsewhere since you opened it (version 2). Reload it, or save your work as a copy.');
      const zh = await save('customer', { id: row.id, name: 'Tab two', baseVersion: 5 }, { 'accept-language': 'zh-CN' });
      expect(zh.body.errors![0].message).toContain('当前版本 2');
      const now = (await read('customer', row.id)).body.data!.dashboard;
      expect(now).toMatchObject({ name: 'Tab one', version: 2 });
      expect(JSON.parse(now.content).componentData[0].propValue).toBe('one');
    });

    it('lets exactly one of two saves from the same version win', async () => {
      const row = await created('customer', { name: 'Race' });
      for (let round = 0; round < 3; round++) {
        const base = (await read('customer', row.id)).body.data!.dashboard.version;
        const [a, b] = await Promise.all(['A', 'B'].map((tab) => save('customer', { id: row.id, name: `Race ${tab}`, content: contentOf([component('VText', { propValue: tab })]), baseVersion: base })));
        const winners = [a, b].filter((r) => !r.body.errors);
        const losers = [a, b].filter((r) => r.body.errors);
        expect(winners).toHaveLength(1);
        expect(losers.map((r) => errorOf(r).errorno)).toEqual([1010005]);
        const now = await stored(row.id);
        expect(now.version).toBe(base + 1);
        expect(now.name).toBe(winners[0].body.data!.saveDashboard.name);
        expect(JSON.parse(now.content).componentData[0].propValue).toBe(now.name.slice(-1));
      }
    });
  });

  describe('who may change a dashboard', () => {
    /** A dashboard of the Qilu customer (a user), and what each caller may do with it. */
    async function attempt(account: string): Promise<{ read: string | number; canEdit?: boolean; save: string | number; remove: string | number }> {
      const row = await created('customer', { name: 'Owned' });
      const viewed = await read(account, row.id);
      const saved = await save(account, { id: row.id, name: 'Changed', baseVersion: 1 });
      const removed = await gql(server, DELETE, { id: row.id }, as(account));
      const outcome = (res: { body: { errors?: unknown[] } }) => (res.body.errors ? errorOf(res as never).errorno : 'ok');
      return { read: outcome(viewed), canEdit: viewed.body.data?.dashboard.canEdit, save: outcome(saved), remove: outcome(removed) };
    }

    it('lets the owner and the administrators over its tenant save, rename and delete', async () => {
      for (const account of ['customer', 'qiluadmin', 'tenantadmin', 'superadmin']) expect([account, await attempt(account)]).toEqual([account, { read: 'ok', canEdit: true, save: 'ok', remove: 'ok' }]);
    });

    it('lets other users in scope view it but not change it, with a clear error', async () => {
      for (const account of ['maintainer', 'maintadmin']) expect([account, await attempt(account)]).toEqual([account, { read: 'ok', canEdit: false, save: 1010006, remove: 1010006 }]);
      const row = await created('customer', { name: 'Mine' });
      const refused = await save('maintainer', { id: row.id, name: 'Theirs', baseVersion: 1 });
      expect(refused.body.errors![0].message).toBe("Only the dashboard's owner or a tenant administrator can change or delete it");
      expect(await stored(row.id)).toMatchObject({ name: 'Mine', version: 1 });
    });

    it('hides it from a rival tenant: not found to read, save or delete', async () => {
      for (const account of ['rivaladmin', 'rivaluser']) expect([account, await attempt(account)]).toEqual([account, { read: 1010002, canEdit: undefined, save: 1010002, remove: 1010002 }]);
      const row = await created('customer', { name: 'Kept' });
      await save('rivaladmin', { id: row.id, name: 'Taken', baseVersion: 1 });
      await gql(server, DELETE, { id: row.id }, as('rivaladmin'));
      expect(await stored(row.id)).toMatchObject({ name: 'Kept', version: 1 });
    });

    it("keeps a sub-tenant's users out of the parent tenant's dashboards", async () => {
      const row = await created('maintainer', { name: 'Maker only' });
      expect(errorOf(await read('customer', row.id))).toMatchObject({ errorno: 1010002 });
      expect(errorOf(await read('qiluadmin', row.id))).toMatchObject({ errorno: 1010002 });
      expect((await read('tenantadmin', row.id)).body.data!.dashboard).toMatchObject({ userAccount: 'maintainer', canEdit: true });
    });

    it('refuses ids that are not ids', async () => {
      expect(errorOf(await read('customer', '1e0'))).toMatchObject({ errorno: 1004 });
      expect(errorOf(await read('customer', '99999999'))).toMatchObject({ errorno: 1010002 });
      expect(errorOf(await gql(server, DELETE, { id: '-1' }, as('customer')))).toMatchObject({ errorno: 1004 });
    });
  });

  describe('content rules', () => {
    let row: Row;
    beforeAll(async () => {
      row = await created('qiluadmin', { name: 'Rules' });
    });
    const attemptSave = (content: string, extra: Json = {}) => save('qiluadmin', { id: row.id, name: 'Rules', content, baseVersion: 1, ...extra });
    afterEach(async () => {
      // Nothing a refusal touched.
      expect(await stored(row.id)).toMatchObject({ version: 1, content: EMPTY_DASHBOARD_CONTENT, coverIcon: null });
    });

    it('refuses malformed JSON and content of the wrong shape', async () => {
      expect(fieldsOf(await attemptSave('{"canvasStyle": {'))).toEqual(['content:dashboard_content_json']);
      expect(fieldsOf(await attemptSave('[]'))).toEqual(['content:dashboard_content_shape']);
      expect(fieldsOf(await attemptSave(contentOf([], { ...DEFAULT_CANVAS_STYLE, width: 100 })))).toEqual(['content.canvasStyle.width:dashboard_value_range']);
    });

    it('refuses an unknown component type, naming where it is', async () => {
      const res = await attemptSave(contentOf([component('VText'), component('VText'), component('VText'), { ...component('VText'), component: 'ScriptRunner' }]));
      expect(fieldsOf(res)).toEqual(['content.componentData[3].component:dashboard_component_unknown']);
      expect(res.body.errors![0].extensions.fields[0].message).toBe('Unknown component type');
    });

    it('refuses content above 1 MB, counted in bytes, through a body larger than other requests may send', async () => {
      // 400,000 Chinese characters: within the input bound of characters, 1.2 MB of UTF-8.
      const big = JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [], pad: '看'.repeat(400_000) });
      expect(fieldsOf(await attemptSave(big))).toEqual(['content:dashboard_content_too_large']);
      const longer = JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [], pad: 'x'.repeat(DASHBOARD_LIMITS.contentBytes) });
      expect(fieldsOf(await attemptSave(longer))).toEqual(['content:text_too_long']);
    });

    it('refuses a device outside the caller\'s tenants or unknown, at each binding', async () => {
      // Haiyun's laser is the maker's, not Qilu's; Xihu's waterjet the rival's.
      const res = await attemptSave(contentOf([andon('dev-qilu-laser-01'), andon('dev-haiyun-laser-01'), component('Group', { propValue: [{ ...andon('dev-xihu-wj-01'), groupStyle: { left: 0, top: 0, width: 100, height: 100 } }] }, { width: 300, height: 300 }), andon('no-such-device')]));
      expect(fieldsOf(res)).toEqual([
        'content.componentData[1].propValue.uuid:dashboard_device_unknown',
        'content.componentData[2].propValue[0].propValue.uuid:dashboard_device_unknown',
        'content.componentData[3].propValue.uuid:dashboard_device_unknown',
      ]);
    });

    it('refuses a cover that is not a bounded JPEG data URL', async () => {
      const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64')}`;
      expect(fieldsOf(await attemptSave(EMPTY_DASHBOARD_CONTENT, { coverIcon: png }))).toEqual(['coverIcon:dashboard_cover_format']);
      expect(fieldsOf(await attemptSave(EMPTY_DASHBOARD_CONTENT, { coverIcon: 'data:image/jpeg;base64,/9j/<script>' }))).toEqual(['coverIcon:dashboard_cover_format']);
      const huge = Buffer.alloc(DASHBOARD_LIMITS.coverBytes + 3, 1);
      huge.set([0xff, 0xd8, 0xff]);
      expect(fieldsOf(await attemptSave(EMPTY_DASHBOARD_CONTENT, { coverIcon: `data:image/jpeg;base64,${huge.toString('base64')}` }))).toEqual(['coverIcon:dashboard_cover_too_large']);
    });

    it('refuses hostile strings inside the content and keeps the server well', async () => {
      const hostile = contentOf([component('VText', { label: 'x\u0000y', events: { 'alert(document.cookie)': '' } }), component('VText', { propValue: '\uD800' })]);
      expect(fieldsOf(await attemptSave(hostile))).toEqual([
        'content.componentData[0].label:text_not_allowed',
        'content.componentData[0].events.alert(document.cookie):dashboard_event_name',
        'content.componentData[1].propValue:text_not_allowed',
      ]);
      const pollution = '{"canvasStyle":{"width":1920,"height":1080,"scale":100,"theme":"dark","__proto__":{"admin":true}},"componentData":[]}';
      const accepted = await save('qiluadmin', { id: row.id, name: 'Rules', content: pollution, baseVersion: 1 });
      expect(accepted.body.errors).toBeUndefined();
      expect(JSON.parse(accepted.body.data!.saveDashboard.content)).toEqual({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [] });
      // Back to the state the other cases expect.
      await systemEm(server.services.orm, 'test').nativeUpdate(Dashboard, { id: Number(row.id) }, { version: 1, content: EMPTY_DASHBOARD_CONTENT });
    });

    it('takes a large body only for a signed-in caller saving a dashboard', async () => {
      const padded = (query: string, token?: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables: { input: { id: row.id, name: 'Rules', baseVersion: 1, content: 'x'.repeat(200 * 1024) } } }),
        });
      expect((await padded(SAVE)).status).toBe(413);
      expect((await padded(`mutation Save($input: SaveDashboardInput!) { saveDashboard(input: $input) { id } } `, tokens.qiluadmin)).status).toBe(200);
      expect((await padded(`mutation Save($input: SaveDashboardInput!) { saveDashboard(input: $input) { id } me: __typename }`, tokens.qiluadmin)).status).toBe(413);
      expect((await padded(`query Q($input: SaveDashboardInput) { __typename }`, tokens.qiluadmin)).status).toBe(413);
    });
  });

  describe('permissions', () => {
    let maintainerId: number;
    let makerTenantId: number;
    beforeAll(async () => {
      const user = await systemEm(server.services.orm, 'test').findOneOrFail(User, { account: 'maintainer' });
      maintainerId = user.id;
      makerTenantId = user.tenant.id;
    });
    /** A dashboard of the maintainer's, written straight to the database (the create API may be denied). */
    const own = async () => {
      const em = systemEm(server.services.orm, 'test');
      const row = em.create(Dashboard, { name: 'Own', content: EMPTY_DASHBOARD_CONTENT, tenant: makerTenantId, owner: maintainerId });
      await em.flush();
      return String(row.id);
    };
    const calls = {
      dashboardList: async (c: Caller) => gql(server, '{ dashboards { total } }', {}, c),
      dashboardGet: async (c: Caller, id: string) => gql(server, GET, { id }, c),
      dashboardAdd: async (c: Caller) => gql(server, CREATE, { input: { name: 'Permission' } }, c),
      dashboardEdit: async (c: Caller, id: string) => gql(server, SAVE, { input: { id, name: 'Edited', baseVersion: 1 } }, c),
      dashboardDelete: async (c: Caller, id: string) => gql(server, DELETE, { id }, c),
    };
    type Name = keyof typeof calls;
    async function outcomes(caller: Caller): Promise<Record<Name, string | number>> {
      const result = {} as Record<Name, string | number>;
      for (const name of Object.keys(calls) as Name[]) {
        const res = await calls[name](caller, await own());
        result[name] = res.body.errors ? res.body.errors[0].extensions.errorno : 'ok';
      }
      return result;
    }
    const all = (value: string | number) => Object.fromEntries(Object.keys(calls).map((k) => [k, value]));

    it('lets every demo role use dashboards; no session, none', async () => {
      expect(await outcomes(as('maintainer'))).toEqual(all('ok'));
      for (const account of ['customer', 'qiluadmin', 'rivaluser']) {
        // Their own tenants do not include the maker's dashboard: every call runs, the record is not found.
        expect(await outcomes(as(account))).toEqual({ dashboardList: 'ok', dashboardAdd: 'ok', dashboardGet: 1010002, dashboardEdit: 1010002, dashboardDelete: 1010002 });
      }
      expect(await outcomes({})).toEqual(all(2));
    });

    it('denies exactly the API a policy leaves out', async () => {
      const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
      const apis = ['dashboardList', 'dashboardAdd', 'dashboardEdit', 'dashboardDelete'] as const;
      const guarded: Record<(typeof apis)[number], Name[]> = {
        dashboardList: ['dashboardList', 'dashboardGet'],
        dashboardAdd: ['dashboardAdd'],
        dashboardEdit: ['dashboardEdit'],
        dashboardDelete: ['dashboardDelete'],
      };
      const before = (await gql(server, '{ rolePolicies(role: maintainer) { path method } }', {}, as('superadmin'))).body.data!.rolePolicies;
      try {
        for (const left of apis) {
          const policy = apis.filter((a) => a !== left).map((a) => ({ path: API[a].path, method: API[a].method }));
          expect((await gql(server, REPLACE, { role: 'maintainer', apis: policy }, as('superadmin'))).body.errors).toBeUndefined();
          const denied = Object.fromEntries(guarded[left].map((n) => [n, 1150]));
          expect([left, await outcomes(as('maintainer'))]).toEqual([left, { ...all('ok'), ...denied }]);
        }
      } finally {
        await gql(server, REPLACE, { role: 'maintainer', apis: before }, as('superadmin'));
      }
    });
  });

  describe('table versions', () => {
    const sockets: WsClient[] = [];
    afterAll(() => Promise.all(sockets.map((s) => s.dispose())));

    /** A subscriber of tableVersionChanged and a way to await its next dashboard event. */
    function subscriber(account: string) {
      const ws = wsClient(server, { token: tokens[account] });
      sockets.push(ws);
      const events: { table: string; version: number }[] = [];
      const waiters: (() => void)[] = [];
      ws.subscribe<{ tableVersionChanged: { table: string; version: number } }>(
        { query: 'subscription { tableVersionChanged { table version } }' },
        { next: (r) => (r.data && r.data.tableVersionChanged.table === 'dashboard' && events.push(r.data.tableVersionChanged), waiters.splice(0).forEach((w) => w())), error: () => undefined, complete: () => undefined },
      );
      const next = (count: number) => new Promise<void>((resolve) => (events.length >= count ? resolve() : waiters.push(() => events.length >= count && resolve())));
      return { events, next };
    }

    it("tells subscribers in scope of the dashboard's tenant after each write, and no one else", async () => {
      const listeners = server.services.pubsub.listenerCount('TABLE_VERSION');
      const maker = subscriber('maintadmin');
      const rival = subscriber('rivaladmin');
      await eventually(() => server.services.pubsub.listenerCount('TABLE_VERSION') >= listeners + 2, 5000, 'two subscriptions listening');

      const before = Date.now();
      const row = await created('customer', { name: 'Live dot' });
      await maker.next(1);
      expect(maker.events[0]).toEqual({ table: 'dashboard', version: expect.any(Number) });
      expect(maker.events[0].version).toBeGreaterThanOrEqual(before);
      await save('customer', { id: row.id, name: 'Live dot 2', baseVersion: 1 });
      await maker.next(2);
      // A refused write tells no one.
      expect(errorOf(await save('customer', { id: row.id, name: 'Stale', baseVersion: 1 }))).toMatchObject({ errorno: 1010005 });
      await gql(server, DELETE, { id: row.id }, as('customer'));
      await maker.next(3);
      await created('rivaluser', { name: 'Rival' });
      await rival.next(1);
      expect(maker.events).toHaveLength(3);
      expect(rival.events).toHaveLength(1);
    });
  });
});

describe('answers held in memory until their clients have them', () => {
  const BUDGET = 128 * 1024 * 1024;
  /** One user's share: one page of covers (35 MB) but not two. */
  const SHARE = 40 * 1024 * 1024;
  /** A cover at the size limit, as a data URL: about 700,000 characters. */
  const COVER = `data:image/jpeg;base64,/9j/${'A'.repeat((Math.floor((DASHBOARD_LIMITS.coverBytes * 4) / 3 / 4) - 1) * 4)}`;
  const COVERS = `{ dashboards(page: 1, pageSize: 50) { total items { id coverIcon } } }`;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ HTTP_ANSWER_BUFFER_BYTES: String(BUDGET), HTTP_ANSWER_BUFFER_BYTES_PER_USER: String(SHARE) });
    token = await loginAs(server, 'tenantadmin');
    // A page of 50 covers: 35 MB, most of a user's share (the demo's dashboard makes it 50 of 51).
    for (let i = 0; i < 50; i++) {
      const created = await gql(server, CREATE, { input: { name: `Cover ${i}`, coverIcon: COVER } }, { token });
      expect(created.body.errors).toBeUndefined();
    }
  });
  afterAll(() => server.stop());

  /** Sends a request on a raw connection and never reads the answer, as a slow or hostile client does. */
  const unreadAnswer = (query: string) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    const body = JSON.stringify({ query });
    socket.write(`POST /graphql HTTP/1.1\r\nhost: test\r\ncontent-type: application/json\r\nauthorization: Bearer ${token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    socket.pause();
    return socket;
  };

  it("holds an answer until its client has it, refuses with 1013 one that would pass its user's share, and serves the rest and other users meanwhile", async () => {
    const pageBytes = 50 * COVER.length;
    const slow = unreadAnswer(COVERS);
    await eventually(() => server.services.answers.held >= pageBytes, 10_000, 'the unread answer held');
    const held = server.services.answers.held;
    // Another page of covers would pass the user's share: refused, in the caller's language, holding nothing more.
    const refused = await gql(server, COVERS, {}, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors![0]).toMatchObject({ message: '服务器繁忙，请几秒后再试', extensions: { code: 'SERVICE_UNAVAILABLE', errorno: 1013 } });
    expect(server.services.answers.held).toBe(held);
    // Another user's page of covers is served: one user's unread answers do not have everyone refused.
    const other = await gql(server, COVERS, {}, { token: await loginAs(server, 'superadmin') });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data!.dashboards.items.filter((d: { coverIcon: string | null }) => d.coverIcon === COVER)).toHaveLength(50);
    // Answers that fit are sent (and given back once sent): one dashboard with its cover, a list without covers.
    const id = (await gql(server, LIST, { name: 'Cover 1', pageSize: 10 }, { token })).body.data!.dashboards.items[0].id;
    const one = await gql(server, GET, { id }, { token });
    expect(one.body.data!.dashboard.coverIcon).toBe(COVER);
    await eventually(() => server.services.answers.held === held, 10_000, 'the sent answers given back');
    // The client goes: its answer's bytes are given back, and the page of covers is served again.
    slow.destroy();
    await eventually(() => server.services.answers.held === 0 && server.services.answersPerUser.keys === 0, 10_000, 'the unread answer given back');
    const served = await gql(server, COVERS, {}, { token });
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data!.dashboards.items.filter((d: { coverIcon: string | null }) => d.coverIcon === COVER)).toHaveLength(50);
    await eventually(() => server.services.answers.held === 0, 10_000, 'a sent answer given back');
  });
});
