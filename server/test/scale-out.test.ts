import { hashToken } from '../src/modules/auth/tokens';
import { LOGIN, PHONE_LOGIN, SEND_CODE, codeFor, errorOf, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { storedCounts } from './live-data.suite';
import { QILU_LASER, connectDevice, reading, subscription } from './mqtt-helpers';
import { ingestIdentity, mosquitto, redis, type Service } from './services';

/**
 * Two server instances on one database, Mosquitto with a shared ingest subscription
 * and Redis pub/sub: the broker splits the messages between the instances, a
 * subscriber on A receives what B ingested, and every message is stored once.
 */
describe('two instances on Mosquitto and Redis', () => {
  let broker: Service;
  let bus: Service;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    [broker, bus] = await Promise.all([mosquitto(), redis()]);
    // TRUST_PROXY: the code test speaks from several addresses (X-Forwarded-For); the others send none.
    const shared = { MQTT_URL: broker.url, REDIS_URL: bus.url, MQTT_SHARE_GROUP: ingestIdentity('scale').MQTT_SHARE_GROUP, TRUST_PROXY: 'true' };
    a = await startTestServer({ ...shared, MQTT_INGEST_CLIENT_ID: ingestIdentity('a').MQTT_INGEST_CLIENT_ID });
    b = await startTestServer({ ...shared, MQTT_INGEST_CLIENT_ID: ingestIdentity('b').MQTT_INGEST_CLIENT_ID }, a);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await Promise.all([broker?.stop(), bus?.stop()]);
  });

  it('splits the ingest, fans events out through Redis and stores each message once', async () => {
    const ws = wsClient(a, { token: await loginAs(a, 'tenantadmin') });
    const status = subscription(ws, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status at } }', { uuids: [QILU_LASER] });
    await status.next(); // current status: the subscription is live (Redis subscribed)
    const device = await connectDevice(broker.url, QILU_LASER);
    const n = 40;
    const start = Date.now() - n * 1000;
    for (let i = 0; i < n; i++) {
      await device.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading(i % 2 ? 'Idle' : 'Running', start + i * 1000), { qos: 1 });
    }
    const seen = new Set<string>();
    while (seen.size < n) seen.add((await status.until(() => true, 10_000)).deviceStatusChanged.at);
    expect([...seen].sort()).toEqual(Array.from({ length: n }, (_, i) => new Date(start + i * 1000).toISOString()));
    expect(a.services.ingest.counters.ingested).toBeGreaterThan(0);
    expect(b.services.ingest.counters.ingested).toBeGreaterThan(0);
    expect(a.services.ingest.counters.ingested + b.services.ingest.counters.ingested).toBe(n);
    const stored = await storedCounts(a, QILU_LASER);
    expect(stored.statuses).toHaveLength(n);
    expect(stored.device.status).toBe('Idle');
    await device.endAsync(true);
    await status.close();
    await ws.dispose();
  });

  /**
   * Resolves once B has taken in everything A published so far: Redis relays one
   * publisher's messages in order, so a marker from A that reached B follows them.
   */
  const deliveredToB = () =>
    new Promise<void>((resolve) => {
      const marker = `marker-${Math.random()}`;
      const stop = b.services.pubsub.listen('TABLE_VERSION', (e) => e.table === marker && (stop(), resolve()));
      void b.services.pubsubReady().then(() => a.services.pubsub.publish('TABLE_VERSION', { table: marker, version: 0, tenantId: 0 }));
    });

  it('refuses a token on B as soon as B hears it was revoked on A, and applies a role change made on A on B', async () => {
    const ME = '{ me { account } }';
    const USERS = '{ users(pageSize: 10) { total } }';
    const token = await loginAs(a, 'maintadmin');
    // Known on both instances (each caches the caller).
    for (const server of [a, b]) expect((await gql(server, USERS, {}, { token })).body.errors).toBeUndefined();
    expect(b.services.callers.get(hashToken(token))).toBeDefined();

    const admin = await loginAs(a, 'tenantadmin');
    const me = await gql(a, '{ users(search: "maintadmin") { items { id } } }', {}, { token: admin });
    const id = me.body.data!.users.items[0].id;
    await gql(a, 'mutation U($input: UpdateUserInput!) { updateUser(input: $input) { role } }', { input: { id, name: 'Maint Admin', role: 'user' } }, { token: admin });
    await deliveredToB();
    expect(errorOf(await gql(b, USERS, {}, { token }))).toMatchObject({ code: 'FORBIDDEN' });

    expect((await gql(b, ME, {}, { token })).body.data!.me.account).toBe('maintadmin');
    expect(b.services.callers.get(hashToken(token))).toBeDefined();
    expect((await gql(a, 'mutation { logout }', {}, { token })).body.data!.logout).toBe(true);
    await deliveredToB();
    expect(errorOf(await gql(b, ME, {}, { token }))).toMatchObject({ errorno: 2 });
  });

  it('refuses an integrator token on B as soon as B hears it was revoked on A (B had it cached), and closes its socket on B', async () => {
    const ME = '{ me { account } }';
    const session = await loginAs(a, 'tenantadmin');
    const created = await gql(a, 'mutation { createApiToken(name: "two instances") { secret token { id } } }', {}, { token: session });
    const { secret, token } = created.body.data!.createApiToken;
    for (const server of [a, b]) expect((await gql(server, ME, {}, { token: secret })).body.data!.me.account).toBe('tenantadmin');
    expect(b.services.callers.get(hashToken(secret))).toBeDefined();
    const onB = wsClient(b, { token: secret });
    try {
      const closed = new Promise<number>((resolve) => onB.on('closed', (event) => resolve((event as { code: number }).code)));
      const status = subscription(onB, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }', { uuids: [QILU_LASER] });
      await status.next();
      await gql(a, 'mutation R($id: ID!) { revokeApiToken(id: $id) { id } }', { id: token.id }, { token: session });
      await deliveredToB();
      expect(errorOf(await gql(b, ME, {}, { token: secret }))).toMatchObject({ errorno: 2 });
      expect(await closed).toBe(4401);
    } finally {
      await onB.dispose();
    }
  });

  it('applies a role policy saved on A on B as soon as B hears of it (B had the old one cached)', async () => {
    const USERS = '{ users(pageSize: 10) { total } }';
    const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
    const member = await loginAs(a, 'maintainer');
    const admin = await loginAs(a, 'superadmin');
    // The maintainer's empty policy is now cached on both instances.
    for (const server of [a, b]) expect(errorOf(await gql(server, USERS, {}, { token: member }))).toMatchObject({ errorno: 1150 });

    await gql(a, REPLACE, { role: 'maintainer', apis: [{ path: '/user', method: 'GET' }] }, { token: admin });
    await deliveredToB();
    expect((await gql(b, USERS, {}, { token: member })).body.errors).toBeUndefined();

    await gql(a, REPLACE, { role: 'maintainer', apis: [] }, { token: admin });
    await deliveredToB();
    expect(errorOf(await gql(b, USERS, {}, { token: member }))).toMatchObject({ errorno: 1150 });
  });

  it('tells an open session on B its new permissions as soon as a policy saved on A reaches B (myPermissionsChanged)', async () => {
    const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
    const admin = await loginAs(a, 'superadmin');
    const onB = wsClient(b, { token: await loginAs(b, 'maintainer') });
    try {
      const changes = subscription(onB, 'subscription { myPermissionsChanged { path method } }');
      expect((await changes.next()).data!.myPermissionsChanged).toEqual([]);
      await gql(a, REPLACE, { role: 'maintainer', apis: [{ path: '/device', method: 'GET' }] }, { token: admin });
      expect((await changes.next()).data!.myPermissionsChanged).toEqual([{ path: '/device', method: 'GET' }]);
    } finally {
      await gql(a, REPLACE, { role: 'maintainer', apis: [] }, { token: admin });
      await onB.dispose();
    }
  });

  it('counts failed sign-ins in Redis, so guesses spread over both instances meet one limit', async () => {
    const guess = (server: TestServer, i: number) => gql(server, LOGIN, { account: 'rivaluser', password: `spread-${i}` });
    const errornos: number[] = [];
    for (let i = 0; i < 6; i++) errornos.push(errorOf(await guess(i % 2 ? b : a, i)).errorno);
    expect(errornos).toEqual([8, 8, 8, 8, 8, 1001]);
    expect(errorOf(await guess(a, 7))).toMatchObject({ errorno: 1001 });
  });

  it('keeps verification codes and their limits in Redis: sent on A, used on B; wrong tries on both instances void a code after 5 in all', async () => {
    const maintainer = '+8613800000004';
    const code = await codeFor(a, maintainer, 'login');
    expect(errorOf(await gql(b, SEND_CODE, { phone: maintainer, purpose: 'login' }))).toMatchObject({ errorno: 1030 });
    expect((await gql(b, PHONE_LOGIN, { phone: maintainer, code })).body.data!.loginWithPhone.user.account).toBe('maintainer');

    const tenantadmin = '+8613800000002';
    const other = await codeFor(b, tenantadmin, 'login');
    const wrong = String((Number(other) + 1) % 1_000_000).padStart(6, '0');
    // From five addresses, so the sign-in throttle (5 per account and address) is not what stops the sixth.
    const from = (i: number) => ({ headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
    for (let i = 0; i < 5; i++) expect(errorOf(await gql(i % 2 ? a : b, PHONE_LOGIN, { phone: tenantadmin, code: wrong }, from(i)))).toMatchObject({ errorno: 7 });
    expect(errorOf(await gql(a, PHONE_LOGIN, { phone: tenantadmin, code: other }, from(5)))).toMatchObject({ errorno: 1032 });
  });

  it('ends an open subscription on B when A withdraws its permission, and closes B\'s sockets of a session signed out on A', async () => {
    const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
    const admin = await loginAs(a, 'superadmin');
    const token = await loginAs(a, 'customer');
    const onB = wsClient(b, { token });
    const status = subscription(onB, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }', { uuids: [QILU_LASER] });
    await status.next(); // live on B
    const userPolicy = (await gql(a, '{ rolePolicies(role: user) { path method } }', {}, { token: admin })).body.data!.rolePolicies;
    await gql(a, REPLACE, { role: 'user', apis: userPolicy.filter((api: { path: string }) => api.path !== '/device') }, { token: admin });
    let ended;
    for (;;) {
      const event = await status.next(5000);
      if (event.errors) {
        ended = event.errors[0].extensions;
        break;
      }
    }
    expect(ended).toMatchObject({ code: 'FORBIDDEN', errorno: 1150 });
    await gql(a, REPLACE, { role: 'user', apis: userPolicy }, { token: admin });
    await deliveredToB();

    const closed = new Promise<number>((resolve) => onB.on('closed', (event) => resolve((event as { code: number }).code)));
    const again = subscription(onB, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }', { uuids: [QILU_LASER] });
    await again.next();
    await gql(a, 'mutation { logout }', {}, { token });
    expect(await closed).toBe(4401);
    await onB.dispose();
  });
});
