import { type Caller, gql, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * Rules that a check and then a write enforce, under identical requests arriving at once (a double
 * click, a retrying integrator, a script): each holds, and every refused request gets the rule's
 * own error, never a server failure (errorno 4). On PostgreSQL the requests really run side by
 * side (the test command runs this file there too); SQLite runs one transaction at a time.
 */
describe('rules under concurrent identical requests', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string): Caller => ({ token: tokens[account] });
  /** Sends the same mutation `times` times at once; the errorno of each answer, 0 for a success. */
  const burst = async (times: number, account: string | ((i: number) => string), query: string, variables: (i: number) => Record<string, unknown>) => {
    const answers = await Promise.all(Array.from({ length: times }, (_, i) => gql(server, query, variables(i), as(typeof account === 'string' ? account : account(i)))));
    return answers.map((res) => (res.body.errors ? (res.body.errors[0].extensions?.errorno as number) : 0));
  };
  const tally = (errnos: number[]) => errnos.reduce<Record<number, number>>((counts, e) => ({ ...counts, [e]: (counts[e] ?? 0) + 1 }), {});

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'rivaladmin', 'maintadmin', 'qiluadmin']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  const REGISTER = 'mutation R($input: DeviceArchiveInput!) { registerDevice(input: $input) { archive { id } } }';
  const ARCHIVES = 'query A($sn: String) { deviceArchives(factoryNumber: $sn) { page { total } } }';

  it('registers a factory number once, within a tenant and across tenants (1132004 for the rest)', async () => {
    const input = (sn: string) => ({ input: { factoryNumber: sn, devalias: 'Race', model: 'M1' } });
    expect(tally(await burst(20, 'tenantadmin', REGISTER, () => input('RACE0001')))).toEqual({ 0: 1, 1132004: 19 });
    expect(tally(await burst(20, (i) => (i % 2 ? 'rivaladmin' : 'tenantadmin'), REGISTER, () => input('RACE0002')))).toEqual({ 0: 1, 1132004: 19 });
    const held = async (account: string, sn: string) => (await gql(server, ARCHIVES, { sn }, as(account))).body.data!.deviceArchives.page.total as number;
    expect((await held('tenantadmin', 'RACE0001')) + (await held('rivaladmin', 'RACE0001'))).toBe(1);
    expect((await held('tenantadmin', 'RACE0002')) + (await held('rivaladmin', 'RACE0002'))).toBe(1);
  });

  const ADD_USER = 'mutation U($input: AddUserInput!) { addUser(input: $input) { id } }';
  const user = (account: string, phone?: string) => ({ input: { name: 'Race', account, password: 'Secret2026', confirmPassword: 'Secret2026', role: 'user', ...(phone ? { phone } : {}) } });

  it('gives an account and a phone to one user (110 for the rest)', async () => {
    expect(tally(await burst(20, 'tenantadmin', ADD_USER, () => user('raceaccount')))).toEqual({ 0: 1, 110: 19 });
    // One number on twenty new accounts.
    expect(tally(await burst(20, 'tenantadmin', ADD_USER, (i) => user(`racephone${i}`, '13911126832')))).toEqual({ 0: 1, 110: 19 });
  });

  const BIND = 'mutation B($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) { bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) { userId role } }';
  const BINDINGS = 'query G($deviceId: ID!) { deviceBindings(deviceId: $deviceId) { userId role } }';

  it('binds a user to a device once and gives a device one administrator (1030008, 1030003 for the rest)', async () => {
    const { archive } = (await gql(server, REGISTER, { input: { factoryNumber: 'RACE0003', devalias: 'Bound', model: 'M1' } }, as('tenantadmin'))).body.data!.registerDevice;
    const users: string[] = [];
    for (const account of ['racebind1', 'racebind2']) users.push((await gql(server, ADD_USER, user(account), as('tenantadmin'))).body.data!.addUser.id);
    expect(tally(await burst(20, 'tenantadmin', BIND, () => ({ deviceId: archive.id, userId: users[0], role: 'Observer' })))).toEqual({ 0: 1, 1030008: 19 });
    // The registering tenant admin is its administrator: hand it to neither twice, and bind no second one.
    expect(tally(await burst(20, 'tenantadmin', BIND, (i) => ({ deviceId: archive.id, userId: users[i % 2], role: 'Administrator' })))).toEqual({ 1030003: 10, 1030008: 10 });
    const bindings = (await gql(server, BINDINGS, { deviceId: archive.id }, as('tenantadmin'))).body.data!.deviceBindings as { role: string }[];
    expect(bindings.filter((b) => b.role === 'Administrator')).toHaveLength(1);
  });

  const TOKEN = 'mutation T($name: String!) { createApiToken(name: $name) { token { id } } }';
  const MY_TOKENS = '{ myApiTokens { id } }';
  const REVOKE = 'mutation V($id: ID!) { revokeApiToken(id: $id) { id } }';

  it('keeps twenty API tokens per user at most (1033 for the rest)', async () => {
    const held = async () => (await gql(server, MY_TOKENS, {}, as('maintadmin'))).body.data!.myApiTokens as { id: string }[];
    const before = (await held()).length;
    const answers = tally(await burst(30, 'maintadmin', TOKEN, (i) => ({ name: `race${i}` })));
    expect(answers).toEqual({ 0: 20 - before, 1033: 10 + before });
    const after = await held();
    expect(after).toHaveLength(20);
    for (const { id } of after) await gql(server, REVOKE, { id }, as('maintadmin'));
  });

  const CREATE_CUSTOMER = 'mutation C($input: CustomerInput!) { createCustomer(input: $input) { id } }';
  const SHARE = 'mutation S($id: ID!, $userId: ID!) { addCustomerCollaborator(id: $id, userId: $userId) { id } }';
  const TRANSFER = 'mutation T($id: ID!, $userId: ID!) { transferCustomerAdmin(id: $id, userId: $userId) { id } }';
  const COLLABORATORS = 'query Q($id: ID!) { customer(id: $id) { collaborators { account } pendingAdmin { account } } }';

  it('shares a customer with a user once and starts one administrator transfer (1070005, 1070007 for the rest)', async () => {
    const customer = (await gql(server, CREATE_CUSTOMER, { input: { name: 'Race Customer' } }, as('tenantadmin'))).body.data!.createCustomer.id as string;
    const colleague = (await gql(server, ADD_USER, { input: { ...user('racecolleague').input, role: 'tenant_admin' } }, as('tenantadmin'))).body.data!.addUser.id;
    expect(tally(await burst(20, 'tenantadmin', SHARE, () => ({ id: customer, userId: colleague })))).toEqual({ 0: 1, 1070005: 19 });
    expect(tally(await burst(20, 'tenantadmin', TRANSFER, () => ({ id: customer, userId: colleague })))).toEqual({ 0: 1, 1070007: 19 });
    expect((await gql(server, COLLABORATORS, { id: customer }, as('tenantadmin'))).body.data!.customer).toEqual({ collaborators: [{ account: 'racecolleague' }], pendingAdmin: { account: 'racecolleague' } });
  });

  const REPLACE = 'mutation P($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path method } }';
  const POLICY = 'query Q($role: Role!) { rolePolicies(role: $role) { path method } }';

  it("replaces a role's policy save after save: every save succeeds and the policy is one of them whole", async () => {
    const before = (await gql(server, POLICY, { role: 'user' }, as('superadmin'))).body.data!.rolePolicies;
    const saves = [before, [...before, { path: '/user', method: 'GET' }]];
    expect(tally(await burst(16, 'superadmin', REPLACE, (i) => ({ role: 'user', apis: saves[i % 2] })))).toEqual({ 0: 16 });
    const after = (await gql(server, POLICY, { role: 'user' }, as('superadmin'))).body.data!.rolePolicies as { path: string; method: string }[];
    expect([before.length, before.length + 1]).toContain(after.length);
    await gql(server, REPLACE, { role: 'user', apis: before }, as('superadmin'));
  });
});
