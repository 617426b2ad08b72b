import { errorOf, eventually, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, connectDevice, reading, subscription } from './mqtt-helpers';

const PARAMS = 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key value } }';
const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
const USER_POLICY = [
  { path: '/device', method: 'GET' },
  { path: '/device/alarm', method: 'GET' },
  { path: '/device/efficiency', method: 'GET' },
];

/** Reads a subscription to its end: the events, then the errors it ended with. */
async function endOf(sub: ReturnType<typeof subscription>, ms = 5000) {
  for (;;) {
    const event = await sub.next(ms);
    if (event.errors) return event.errors;
  }
}

/** Nothing outlives its permission: open subscriptions are re-checked when rights change. */
describe('re-authorising open subscriptions', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'superadmin');
  });
  afterAll(() => server.stop());
  afterEach(async () => {
    await gql(server, REPLACE, { role: 'user', apis: USER_POLICY }, { token: admin });
  });

  it("ends a subscription with FORBIDDEN when its role loses the API, and keeps other roles' subscriptions", async () => {
    const device = await connectDevice(server.mqtt.url, QILU_LASER);
    const customer = wsClient(server, { token: await loginAs(server, 'customer') });
    const maker = wsClient(server, { token: await loginAs(server, 'tenantadmin') });
    try {
      await device.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(1000), { qos: 1 });
      const revoked = subscription(customer, PARAMS, { uuid: QILU_LASER });
      const kept = subscription(maker, PARAMS, { uuid: QILU_LASER });
      await revoked.until((d: any) => d.deviceParameters.key === 'LaserPower');
      await kept.until((d: any) => d.deviceParameters.key === 'LaserPower');

      await gql(server, REPLACE, { role: 'user', apis: USER_POLICY.filter((api) => api.path !== '/device') }, { token: admin });
      expect((await endOf(revoked))[0].extensions).toMatchObject({ code: 'FORBIDDEN', errorno: 1150 });
      await expect(revoked.next(1000)).rejects.toThrow(/completed/);

      await device.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(2000), { qos: 1 });
      expect((await kept.until((d: any) => d.deviceParameters.value === 2000)).deviceParameters.key).toBe('LaserPower');
      await kept.close();
    } finally {
      await device.endAsync(true);
      await customer.dispose();
      await maker.dispose();
    }
  });

  it("re-checks a user's subscriptions when the user's role changes", async () => {
    await gql(server, REPLACE, { role: 'user', apis: USER_POLICY.filter((api) => api.path !== '/device') }, { token: admin });
    const member = wsClient(server, { token: await loginAs(server, 'maintadmin') });
    try {
      const status = subscription(member, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }', { uuids: [QILU_LASER] });
      await status.next();
      const id = (await gql(server, '{ users(search: "maintadmin") { items { id } } }', {}, { token: admin })).body.data!.users.items[0].id;
      const update = await gql(server, 'mutation U($input: UpdateUserInput!) { updateUser(input: $input) { role } }', { input: { id, name: 'Maint Admin', role: 'user' } }, { token: admin });
      expect(update.body.errors).toBeUndefined();
      expect((await endOf(status))[0].extensions).toMatchObject({ errorno: 1150 });
    } finally {
      await member.dispose();
    }
  });

  it('closes the sockets of a revoked session and leaves nothing listening', async () => {
    const listeners = server.services.pubsub.listenerCount('DEVICE_STATUS');
    const token = await loginAs(server, 'customer');
    const client = wsClient(server, { token });
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const status = subscription(client, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status } }', { uuids: [QILU_LASER] });
    await status.next();
    expect(server.services.pubsub.listenerCount('DEVICE_STATUS')).toBe(listeners + 1);
    expect((await gql(server, 'mutation { logout }', {}, { token })).body.data!.logout).toBe(true);
    expect(await closed).toBe(4401);
    await eventually(() => server.services.pubsub.listenerCount('DEVICE_STATUS') === listeners, 5000, 'the status listener removed');
    await client.dispose();
  });
});
