import { systemEm } from '../src/core/tenancy';
import { Customer } from '../src/modules/customers/customer.entity';
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

  it("ends the subscriptions of a machine that moved to a tenant outside the subscriber's, and keeps those of subscribers who still see it", async () => {
    const em = systemEm(server.services.orm, 'test');
    const qilu = (await em.findOneOrFail(Customer, { name: 'Qilu Precision Sheet Metal' })).id;
    const wuzhong = (await em.findOneOrFail(Customer, { name: 'Wuzhong Stone & Glass Waterjet' })).id;
    const maker = await loginAs(server, 'tenantadmin');
    const form = { factoryNumber: 'SN-MOVE-1', devalias: 'Mover', model: 'PL-3015', industry: 'laser' };
    const registered = await gql(server, 'mutation R($input: DeviceArchiveInput!) { registerDevice(input: $input) { archive { id uuid } credential { password } } }', { input: { ...form, customerId: String(qilu) } }, { token: maker });
    const { archive, credential } = registered.body.data!.registerDevice;
    const device = await connectDevice(server.mqtt.url, archive.uuid, { password: credential.password });
    const former = wsClient(server, { token: await loginAs(server, 'qiluadmin') });
    const staying = wsClient(server, { token: maker });
    try {
      const values = subscription(former, PARAMS, { uuid: archive.uuid });
      // With the machine's archive: its resolver reads the database (the executor's promise path).
      const statuses = subscription(former, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { status device { id } } }', { uuids: [archive.uuid] });
      // The uuid written with an escape in the document's text: the same string once parsed.
      const escapedUuid = `\\u${archive.uuid.charCodeAt(0).toString(16).padStart(4, '0')}${archive.uuid.slice(1)}`;
      const escaped = subscription(former, `subscription { deviceParameters(uuid: "${escapedUuid}") { key value } }`);
      const kept = subscription(staying, PARAMS, { uuid: archive.uuid });
      await device.publishAsync(`device/${archive.uuid}/LaserPower`, reading(1000), { qos: 1 });
      for (const sub of [values, escaped, kept]) await sub.until((d: any) => d.deviceParameters.value === 1000);
      await statuses.next();

      const moved = await gql(server, 'mutation U($id: ID!, $input: DeviceArchiveInput!) { updateDeviceArchive(id: $id, input: $input) { tenantId } }', { id: archive.id, input: { ...form, customerId: String(wuzhong) } }, { token: maker });
      expect(moved.body.errors).toBeUndefined();
      for (const sub of [values, statuses, escaped]) {
        expect((await endOf(sub))[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
        await expect(sub.next(1000)).rejects.toThrow(/completed/);
      }
      // The machine comes back with a new password; the maker's subscription goes on.
      const rotated = await gql(server, 'mutation Rotate($id: ID!) { rotateDeviceCredential(id: $id) { password } }', { id: archive.id }, { token: maker });
      const again = await connectDevice(server.mqtt.url, archive.uuid, { password: rotated.body.data!.rotateDeviceCredential.password });
      await again.publishAsync(`device/${archive.uuid}/LaserPower`, reading(2000), { qos: 1 });
      expect((await kept.until((d: any) => d.deviceParameters.value === 2000)).deviceParameters.key).toBe('LaserPower');
      await again.endAsync(true);
      await kept.close();
    } finally {
      await device.endAsync(true);
      await former.dispose();
      await staying.dispose();
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
