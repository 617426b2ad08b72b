import { systemEm } from '../src/core/tenancy';
import { ApiToken } from '../src/modules/auth/api-token.entity';
import { MAX_API_TOKENS_PER_USER } from '../src/modules/auth/api-token.service';
import { hashToken } from '../src/modules/auth/tokens';
import { DEMO_PASSWORD, errorOf, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, subscription } from './mqtt-helpers';

const CREATE = 'mutation C($name: String!, $expiresAt: DateTimeISO) { createApiToken(name: $name, expiresAt: $expiresAt) { secret token { id name hint createdAt expiresAt lastUsedAt user { account } } } }';
const MINE = '{ myApiTokens { id name hint lastUsedAt expiresAt } }';
const REVOKE = 'mutation R($id: ID!) { revokeApiToken(id: $id) { id } }';
const LIST = 'query L($userId: ID) { apiTokens(userId: $userId) { total items { id name user { account } } } }';
const ME = '{ me { account role } }';
const USERS = '{ users(pageSize: 50) { total items { account } } }';
const STATUS = 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }';

describe('integrator tokens', () => {
  let server: TestServer;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'maintainer', 'rivaladmin', 'qiluadmin', 'customer', 'superadmin']) sessions[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  const create = async (account: string, name: string, expiresAt?: string) => {
    const res = await gql(server, CREATE, { name, expiresAt }, { token: sessions[account] });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!.createApiToken as { secret: string; token: { id: string; name: string; hint: string; user: { account: string } } };
  };

  it('creates a named token, shows its secret once and keeps only its hash', async () => {
    const { secret, token } = await create('tenantadmin', '  ERP sync  ');
    expect(secret).toMatch(/^mmct_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'ERP sync', hint: secret.slice(-4), expiresAt: null, lastUsedAt: null, user: { account: 'tenantadmin' } });
    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(ApiToken, { id: Number(token.id) });
    expect(stored.tokenHash).toBe(hashToken(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const mine = (await gql(server, MINE, {}, { token: sessions.tenantadmin })).body.data!.myApiTokens;
    expect(mine.map((t: { id: string }) => t.id)).toContain(token.id);
    // The schema has no way to read a secret again.
    expect(errorOf(await gql(server, '{ myApiTokens { secret } }', {}, { token: sessions.tenantadmin }))).toMatchObject({ errorno: 3 });
  });

  it('acts as its user over HTTP: the same role, policy and tenants, never more', async () => {
    const admin = (await create('tenantadmin', 'reporting')).secret;
    expect((await gql(server, ME, {}, { token: admin })).body.data!.me).toEqual({ account: 'tenantadmin', role: 'tenant_admin' });
    const viaToken = await gql(server, USERS, {}, { token: admin });
    const viaSession = await gql(server, USERS, {}, { token: sessions.tenantadmin });
    expect(viaToken.body.data).toEqual(viaSession.body.data);

    // A maintainer's token may not list users (the role's policy lacks GET /user), nor do admin work.
    const member = (await create('maintainer', 'dashboard')).secret;
    expect(errorOf(await gql(server, USERS, {}, { token: member }))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, '{ rolePolicies(role: user) { path } }', {}, { token: member }))).toMatchObject({ errorno: 1150 });
    // Another tenant's token sees only its own tenant's users.
    const rival = (await create('rivaladmin', 'rival sync')).secret;
    const accounts = (await gql(server, USERS, {}, { token: rival })).body.data!.users.items.map((u: { account: string }) => u.account).sort();
    expect(accounts).toEqual(['rivaladmin', 'rivaluser']);
  });

  it('is closed over WebSocket when it expires: a socket opened before the expiry receives nothing after it', async () => {
    const expiresAt = Date.now() + 1500;
    const { secret } = await create('customer', 'short display', new Date(expiresAt).toISOString());
    const ws = wsClient(server, { token: secret });
    try {
      const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => ws.on('closed', (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason, at: Date.now() });
      }));
      const status = subscription(ws, STATUS, { uuids: [QILU_LASER] });
      expect((await status.next()).data!.deviceStatusChanged.status).toEqual(expect.any(String));
      const end = await closed;
      expect(end).toMatchObject({ code: 4401, reason: 'API token expired' });
      expect(end.at).toBeGreaterThanOrEqual(expiresAt);
      expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
    } finally {
      await ws.dispose();
    }
  });

  it('acts as its user over WebSocket (connectionParams.token) and is closed at once when revoked', async () => {
    const { secret, token } = await create('customer', 'wall display');
    const ws = wsClient(server, { token: secret });
    try {
      const closed = new Promise<number>((resolve) => ws.on('closed', (event) => resolve((event as { code: number }).code)));
      const status = subscription(ws, STATUS, { uuids: [QILU_LASER] });
      expect((await status.next()).data!.deviceStatusChanged.status).toEqual(expect.any(String));
      expect((await gql(server, REVOKE, { id: token.id }, { token: sessions.customer })).body.data!.revokeApiToken.id).toBe(token.id);
      expect(await closed).toBe(4401);
      expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
      // A new socket with it is refused.
      const again = wsClient(server, { token: secret });
      const refused = new Promise<number>((resolve) => again.on('closed', (event) => resolve((event as { code: number }).code)));
      subscription(again, STATUS, { uuids: [QILU_LASER] });
      expect(await refused).toBe(4403);
      await again.dispose();
    } finally {
      await ws.dispose();
    }
  });

  it('is refused at once after revocation although the caller was cached', async () => {
    const { secret, token } = await create('maintainer', 'cached');
    expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('maintainer');
    expect(server.services.callers.get(hashToken(secret))).toBeDefined();
    await gql(server, REVOKE, { id: token.id }, { token: sessions.maintainer });
    expect(server.services.callers.get(hashToken(secret))).toBeUndefined();
    expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
    // Revoking again changes nothing and does not fail.
    expect((await gql(server, REVOKE, { id: token.id }, { token: sessions.maintainer })).body.errors).toBeUndefined();
    expect((await gql(server, MINE, {}, { token: sessions.maintainer })).body.data!.myApiTokens.map((t: { id: string }) => t.id)).not.toContain(token.id);
  });

  it('stops working at its expiry', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const { secret, token } = await create('customer', 'short-lived', soon);
    expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('customer');
    // The hour passes (written through the ORM, as every change of a token is seen).
    const em = systemEm(server.services.orm, 'test');
    const row = await em.findOneOrFail(ApiToken, { id: Number(token.id) });
    row.expiresAt = new Date(Date.now() - 1000);
    await em.flush();
    expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
  });

  it('records when it was last used', async () => {
    const { secret, token } = await create('customer', 'last use');
    await gql(server, ME, {}, { token: secret });
    const lastUsed = async () => (await gql(server, MINE, {}, { token: sessions.customer })).body.data!.myApiTokens.find((t: { id: string }) => t.id === token.id).lastUsedAt;
    let seen: string | null = null;
    const start = Date.now();
    while (!(seen = await lastUsed())) {
      if (Date.now() - start > 5000) throw new Error('lastUsedAt was not recorded');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Date.parse(seen)).toBeGreaterThanOrEqual(start - 60_000);
  });

  it('cannot create tokens or sign out a session with a token', async () => {
    const { secret } = await create('tenantadmin', 'no minting');
    expect(errorOf(await gql(server, CREATE, { name: 'child' }, { token: secret }))).toMatchObject({ code: 'FORBIDDEN', errorno: 1034 });
    expect((await gql(server, 'mutation { logout }', {}, { token: secret })).body.data!.logout).toBe(false);
    expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('tenantadmin');
  });

  it.each([
    [{ name: '' }, 'name', 'token_name_required'],
    [{ name: '   ' }, 'name', 'token_name_required'],
    [{ name: 'x'.repeat(51) }, 'name', 'token_name_too_long'],
    [{ name: 'ok', expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt', 'token_expiry_future'],
    [{ name: 'ok', expiresAt: '9999-12-31T23:59:59.999Z' }, 'expiresAt', 'token_expiry_too_late'],
  ])('checks %j', async (input, field, key) => {
    const res = await gql(server, CREATE, input, { token: sessions.qiluadmin });
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    expect(errorOf(res).fields.map((f: { field: string; key: string }) => [f.field, f.key])).toEqual([[field, key]]);
  });

  it('takes the end of 2999-12-31 picked west of UTC (UTC-10), as the client sends it, and refuses an expiry after that day everywhere', async () => {
    // The client's expiryOf('2999-12-31').toISOString() in a browser at UTC-10 (Hawaii): the end of that local day.
    const expiresAt = new Date('2999-12-31T23:59:59.999-10:00').toISOString();
    expect(expiresAt).toBe('3000-01-01T09:59:59.999Z');
    const res = await gql(server, CREATE, { name: 'until the last date', expiresAt }, { token: sessions.customer });
    expect(res.body.errors).toBeUndefined();
    const { secret, token } = res.body.data!.createApiToken;
    expect(token).toMatchObject({ name: 'until the last date', expiresAt, user: { account: 'customer' } });
    expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('customer');
    // The end of 2999-12-31 at UTC-12, the last zone to leave that day, is the latest; a millisecond later is 3000-01-01 everywhere.
    expect((await gql(server, CREATE, { name: 'westernmost', expiresAt: '3000-01-01T11:59:59.999Z' }, { token: sessions.customer })).body.errors).toBeUndefined();
    const late = await gql(server, CREATE, { name: 'too late', expiresAt: '3000-01-01T12:00:00.000Z' }, { token: sessions.customer });
    expect(errorOf(late)).toMatchObject({ errorno: 1003 });
    expect(errorOf(late).fields.map((f: { field: string; key: string }) => [f.field, f.key])).toEqual([['expiresAt', 'token_expiry_too_late']]);
  });

  it(`holds at most ${MAX_API_TOKENS_PER_USER} active tokens per user`, async () => {
    const held = (await gql(server, MINE, {}, { token: sessions.qiluadmin })).body.data!.myApiTokens.length;
    for (let i = held; i < MAX_API_TOKENS_PER_USER; i++) await create('qiluadmin', `token ${i}`);
    expect(errorOf(await gql(server, CREATE, { name: 'one more' }, { token: sessions.qiluadmin }))).toMatchObject({ errorno: 1033, params: { max: 20 } });
  });

  it("lets a tenant administrator see and revoke the tokens of its tenants' users, and no others", async () => {
    const { secret, token } = await create('maintainer', 'shop floor');
    const listed = (await gql(server, LIST, {}, { token: sessions.tenantadmin })).body.data!.apiTokens;
    expect(listed.items.find((t: { id: string }) => t.id === token.id)).toMatchObject({ name: 'shop floor', user: { account: 'maintainer' } });
    // Not the rival tenant's, nor (from below) the maker's.
    for (const account of ['rivaladmin', 'qiluadmin']) {
      const theirs = (await gql(server, LIST, {}, { token: sessions[account] })).body.data!.apiTokens.items;
      expect(theirs.some((t: { user: { account: string } }) => t.user.account === 'maintainer')).toBe(false);
      expect(errorOf(await gql(server, REVOKE, { id: token.id }, { token: sessions[account] }))).toMatchObject({ errorno: 1010002 });
    }
    const maintainerId = (await gql(server, '{ users(search: "maintainer") { items { id account } } }', {}, { token: sessions.tenantadmin })).body.data!.users.items.find((u: { account: string }) => u.account === 'maintainer').id;
    expect(errorOf(await gql(server, LIST, { userId: maintainerId }, { token: sessions.rivaladmin }))).toMatchObject({ errorno: 5 });
    // Other roles: not the list, and not another user's token.
    expect(errorOf(await gql(server, LIST, {}, { token: sessions.customer }))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, REVOKE, { id: token.id }, { token: sessions.customer }))).toMatchObject({ errorno: 1010002 });
    expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('maintainer');

    const mine = (await gql(server, LIST, { userId: maintainerId }, { token: sessions.tenantadmin })).body.data!.apiTokens;
    expect(mine.items.every((t: { user: { account: string } }) => t.user.account === 'maintainer')).toBe(true);
    expect((await gql(server, REVOKE, { id: token.id }, { token: sessions.tenantadmin })).body.errors).toBeUndefined();
    expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
  });

  it('lets a tenant administrator revoke only while its policy may edit users (PUT /user)', async () => {
    const REPLACE = 'mutation P($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
    const policy = (await gql(server, '{ rolePolicies(role: tenant_admin) { path method } }', {}, { token: sessions.superadmin })).body.data!.rolePolicies;
    const { token } = await create('maintainer', 'policy bound');
    try {
      await gql(server, REPLACE, { role: 'tenant_admin', apis: policy.filter((p: { path: string; method: string }) => !(p.path === '/user' && p.method === 'PUT')) }, { token: sessions.superadmin });
      expect(errorOf(await gql(server, REVOKE, { id: token.id }, { token: sessions.tenantadmin }))).toMatchObject({ errorno: 1010002 });
    } finally {
      await gql(server, REPLACE, { role: 'tenant_admin', apis: policy }, { token: sessions.superadmin });
    }
    expect((await gql(server, REVOKE, { id: token.id }, { token: sessions.tenantadmin })).body.errors).toBeUndefined();
  });

  it("is revoked with its user's password change", async () => {
    const account = 'rivaladmin';
    const { secret } = await create(account, 'before the change');
    const res = await gql(server, 'mutation { resetPassword(oldPassword: "Demo2026", newPassword: "Changed2027") }', {}, { token: sessions[account] });
    expect(res.body.errors).toBeUndefined();
    expect(errorOf(await gql(server, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
    // Every token of the user, not just one.
    const session = await loginAs(server, account, 'Changed2027');
    expect((await gql(server, MINE, {}, { token: session })).body.data!.myApiTokens).toEqual([]);
    await gql(server, `mutation { resetPassword(oldPassword: "Changed2027", newPassword: "${DEMO_PASSWORD}") }`, {}, { token: session });
  });

  it('follows a change of its user: a role change applies to the token at once', async () => {
    const { secret } = await create('tenantadmin', 'role follows');
    expect((await gql(server, USERS, {}, { token: secret })).body.errors).toBeUndefined();
    const member = await loginAs(server, 'maintadmin');
    const { secret: memberToken } = (await gql(server, CREATE, { name: 'member' }, { token: member })).body.data!.createApiToken;
    const id = (await gql(server, '{ users(search: "maintadmin") { items { id } } }', {}, { token: sessions.superadmin })).body.data!.users.items[0].id;
    expect((await gql(server, USERS, {}, { token: memberToken })).body.errors).toBeUndefined();
    await gql(server, 'mutation U($input: UpdateUserInput!) { updateUser(input: $input) { role } }', { input: { id, name: 'Zhang Min', role: 'user', phone: '13800000003' } }, { token: sessions.superadmin });
    expect(errorOf(await gql(server, USERS, {}, { token: memberToken }))).toMatchObject({ errorno: 1150 });
    expect((await gql(server, ME, {}, { token: memberToken })).body.data!.me.role).toBe('user');
  });
});
