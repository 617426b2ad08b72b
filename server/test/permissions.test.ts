import { errorOf, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { subscription } from './mqtt-helpers';

const USERS = '{ users(pageSize: 10) { total } }';
/** The demo's product manual and display configuration APIs of tenant and maintenance administrators, as policies list them (by path, then method). */
const PRODUCT_MANUAL_POLICY = [
  { path: '/productdisplayconfig', method: 'GET' },
  { path: '/productdisplayconfig', method: 'PUT' },
  { path: '/productmanual', method: 'DELETE' },
  { path: '/productmanual', method: 'GET' },
  { path: '/productmanual', method: 'POST' },
  { path: '/productmanual', method: 'PUT' },
  { path: '/productmanual/offshelf', method: 'PUT' },
  { path: '/productmanual/onshelf', method: 'PUT' },
];
const REPLACE = 'mutation Replace($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path method } }';

describe('@auth and @permission directives', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintainer', 'maintadmin']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it('shows the directives in the schema and derives the API catalogue from them', async () => {
    const res = await gql(server, '{ apiCatalogue { tag apis { path method summary fields } } }', {}, { token: tokens.maintainer });
    const user = res.body.data!.apiCatalogue.find((g: { tag: string }) => g.tag === 'user');
    expect(user.apis).toEqual([
      { path: '/user', method: 'GET', summary: 'List users', fields: ['Query.apiTokens', 'Query.users'] },
      { path: '/user', method: 'POST', summary: 'Add a user', fields: ['Mutation.addUser'] },
      { path: '/user', method: 'PUT', summary: 'Edit a user', fields: ['Mutation.updateUser'] },
    ]);
  });

  it('lets super_admin through without any policy', async () => {
    const res = await gql(server, USERS, {}, { token: tokens.superadmin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.users.total).toBeGreaterThanOrEqual(8);
  });

  it('allows a role whose policy holds the exact path and method', async () => {
    const res = await gql(server, USERS, {}, { token: tokens.tenantadmin });
    expect(res.body.errors).toBeUndefined();
  });

  it('denies a role without the pair, and anonymous callers', async () => {
    expect(errorOf(await gql(server, USERS, {}, { token: tokens.maintainer }))).toMatchObject({ code: 'FORBIDDEN', errorno: 1150 });
    expect(errorOf(await gql(server, USERS))).toMatchObject({ code: 'UNAUTHENTICATED', errorno: 2 });
  });

  it('keeps @auth(roles) routes for super_admin', async () => {
    expect(errorOf(await gql(server, '{ rolePolicies(role: tenant_admin) { path } }', {}, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1150 });
    const ok = await gql(server, '{ rolePolicies(role: tenant_admin) { path method } }', {}, { token: tokens.superadmin });
    expect(ok.body.data!.rolePolicies).toEqual([
      { path: '/device', method: 'GET' },
      { path: '/device/alarm', method: 'GET' },
      { path: '/device/efficiency', method: 'GET' },
      { path: '/device/statistics', method: 'GET' },
      { path: '/member', method: 'GET' },
      { path: '/member', method: 'PUT' },
      { path: '/member/checkin', method: 'POST' },
      ...PRODUCT_MANUAL_POLICY,
      { path: '/systemmessage', method: 'GET' },
      { path: '/systemmessage', method: 'POST' },
      { path: '/systemmessage/read', method: 'PUT' },
      { path: '/user', method: 'GET' },
      { path: '/user', method: 'POST' },
      { path: '/user', method: 'PUT' },
      { path: '/workshift', method: 'DELETE' },
      { path: '/workshift', method: 'GET' },
      { path: '/workshift', method: 'POST' },
      { path: '/workshift', method: 'PUT' },
    ]);
  });

  it('applies a replaced policy at once (cache cleared) and reports own permissions', async () => {
    const before = await gql(server, '{ myPermissions { path method } }', {}, { token: tokens.maintainer });
    // The demo's maintenance member watches devices and may not list users.
    expect(before.body.data!.myPermissions).toEqual([
      { path: '/device', method: 'GET' },
      { path: '/device/alarm', method: 'GET' },
      { path: '/device/efficiency', method: 'GET' },
      { path: '/member', method: 'GET' },
      { path: '/member/checkin', method: 'POST' },
      { path: '/systemmessage', method: 'GET' },
      { path: '/systemmessage/read', method: 'PUT' },
    ]);
    const replaced = await gql(server, REPLACE, { role: 'maintainer', apis: [{ path: '/user', method: 'GET' }, { path: '/user', method: 'GET' }] }, { token: tokens.superadmin });
    expect(replaced.body.data!.replaceRolePolicies).toEqual([{ path: '/user', method: 'GET' }]);
    expect((await gql(server, USERS, {}, { token: tokens.maintainer })).body.errors).toBeUndefined();
    const after = await gql(server, '{ myPermissions { path method } }', {}, { token: tokens.maintainer });
    expect(after.body.data!.myPermissions).toEqual([{ path: '/user', method: 'GET' }]);
    // Exact match only: GET does not grant POST.
    const add = await gql(server, 'mutation { addUser(input: {name: "Test", account: "tx1", password: "abc12345", confirmPassword: "abc12345", role: user}) { id } }', {}, { token: tokens.maintainer });
    expect(errorOf(add)).toMatchObject({ errorno: 1150 });

    await gql(server, REPLACE, { role: 'maintainer', apis: [] }, { token: tokens.superadmin });
    expect(errorOf(await gql(server, USERS, {}, { token: tokens.maintainer }))).toMatchObject({ errorno: 1150 });
  });

  it('refuses unknown APIs and changes nothing', async () => {
    const res = await gql(server, REPLACE, { role: 'maintainadmin', apis: [{ path: '/user', method: 'POST' }, { path: '/nowhere', method: 'GET' }] }, { token: tokens.superadmin });
    expect(errorOf(res)).toMatchObject({ errorno: 1152, params: { method: 'GET', path: '/nowhere' } });
    const policies = await gql(server, '{ rolePolicies(role: maintainadmin) { path method } }', {}, { token: tokens.superadmin });
    expect(policies.body.data!.rolePolicies).toEqual([
      { path: '/device', method: 'GET' },
      { path: '/device/alarm', method: 'GET' },
      { path: '/device/efficiency', method: 'GET' },
      { path: '/device/statistics', method: 'GET' },
      { path: '/member', method: 'GET' },
      { path: '/member', method: 'PUT' },
      { path: '/member/checkin', method: 'POST' },
      ...PRODUCT_MANUAL_POLICY,
      { path: '/systemmessage', method: 'GET' },
      { path: '/systemmessage/read', method: 'PUT' },
      { path: '/user', method: 'GET' },
      { path: '/workshift', method: 'GET' },
    ]);
  });

  it('names whom to ask for a permission: the nearest tenant administrators, or the platform operators for a tenant administrator', async () => {
    const CONTACTS = '{ permissionContacts { name role tenantName } }';
    const as = async (account: string) => (await gql(server, CONTACTS, {}, { token: await loginAs(server, account) })).body.data!.permissionContacts;
    expect(await as('maintainer')).toEqual([{ name: 'Li Wei', role: 'tenant_admin', tenantName: 'Jinan Photon Machinery' }]);
    expect(await as('customer')).toEqual([{ name: 'Zhao Lei', role: 'tenant_admin', tenantName: 'Qilu Precision Sheet Metal' }]);
    // Xihu Granite Cutting has no administrator of its own: the maker above it.
    expect(await as('rivaluser')).toEqual([{ name: 'Sun Hao', role: 'tenant_admin', tenantName: 'Hangzhou Waterjet Works' }]);
    expect(await as('tenantadmin')).toEqual([{ name: 'Platform Operator', role: 'super_admin', tenantName: null }]);
    expect(await as('superadmin')).toEqual([]);
    expect(errorOf(await gql(server, CONTACTS))).toMatchObject({ errorno: 2 });
  });

  it("tells an open session of the role its new permissions at once (myPermissionsChanged), and no other role's", async () => {
    const CHANGED = 'subscription { myPermissionsChanged { path method } }';
    const member = wsClient(server, { token: tokens.maintainer });
    const other = wsClient(server, { token: tokens.maintadmin });
    try {
      const mine = subscription(member, CHANGED);
      const theirs = subscription(other, CHANGED);
      // First the permissions as they are.
      expect((await mine.next()).data!.myPermissionsChanged).toEqual([]);
      const before = (await theirs.next()).data!.myPermissionsChanged;
      await gql(server, REPLACE, { role: 'maintainer', apis: [{ path: '/user', method: 'GET' }] }, { token: tokens.superadmin });
      expect((await mine.next()).data!.myPermissionsChanged).toEqual([{ path: '/user', method: 'GET' }]);
      await gql(server, REPLACE, { role: 'maintainer', apis: [] }, { token: tokens.superadmin });
      expect((await mine.next()).data!.myPermissionsChanged).toEqual([]);
      // maintadmin's policy did not change: nothing for that session beyond its first answer.
      await expect(theirs.next(300)).rejects.toThrow(/no subscription event/);
      expect(before.length).toBeGreaterThan(0);
    } finally {
      await member.dispose();
      await other.dispose();
    }
  });

  it('lets only super_admin replace policies', async () => {
    const res = await gql(server, REPLACE, { role: 'tenant_admin', apis: [] }, { token: tokens.tenantadmin });
    expect(errorOf(res)).toMatchObject({ errorno: 1150 });
  });
});
