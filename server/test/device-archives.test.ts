import type { MqttClient } from 'mqtt';
import { ERRNO } from '../src/contract/error-catalogue';
import { PUBLIC_REPAIR_LIMITS } from '../src/contract/repair-orders';
import { systemEm } from '../src/core/tenancy';
import { Customer } from '../src/modules/customers/customer.entity';
import { DeviceCredential } from '../src/modules/devices/device-credential.entity';
import { Product } from '../src/modules/products/product.entity';
import { User } from '../src/modules/users/user.entity';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';
import { closed, connectDevice, reading } from './mqtt-helpers';

/**
 * Device archives over real HTTP and the real embedded MQTT broker (issue 16 "Machines"): register
 * (the credential shown once, kept as a hash), the device connecting with it, rotation (the old
 * password refused and its open connection closed), attributes enforced by the ingest, QR codes,
 * bindings, decommission, and that a rival tenant sees and changes none of it.
 */
describe('device archives', () => {
  let server: TestServer;
  const as: Record<string, Caller> = {};
  const clients: MqttClient[] = [];
  const ids: { qilu: string; rivalCustomer: string; wuzhong: string; maintainer: string; customerUser: string; rivalUser: string } = {} as never;

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'maintadmin', 'maintainer', 'customer', 'rivaladmin', 'qiluadmin']) as[account] = { token: await loginAs(server, account) };
    const em = systemEm(server.services.orm, 'test');
    ids.qilu = String((await em.findOneOrFail(Customer, { name: 'Qilu Precision Sheet Metal' })).id);
    ids.rivalCustomer = String((await em.findOneOrFail(Customer, { name: 'Xihu Granite Cutting' })).id);
    ids.wuzhong = String((await em.findOneOrFail(Customer, { name: 'Wuzhong Stone & Glass Waterjet' })).id);
    ids.maintainer = String((await em.findOneOrFail(User, { account: 'maintainer' })).id);
    ids.customerUser = String((await em.findOneOrFail(User, { account: 'customer' })).id);
    ids.rivalUser = String((await em.findOneOrFail(User, { account: 'rivaluser' })).id);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await server?.stop();
  });

  const connect = async (uuid: string, password: string, clientId = uuid) => {
    const client = await connectDevice(server.mqtt.url, uuid, { password, clientId });
    clients.push(client);
    return client;
  };
  /** Publishes with QoS 1: the PUBACK comes after the ingest handled (and stored) the message. */
  const publish = (client: MqttClient, topic: string, value: unknown) => client.publishAsync(topic, reading(value), { qos: 1 });

  const ARCHIVE = 'id uuid devalias status factoryNumber model industry customer { id name } maintainer { id name } administrator { id name } location receiveAlarm customParams { name value } decommissionedAt refusedReadings tenantId';
  const REGISTER = `mutation Register($input: DeviceArchiveInput!) { registerDevice(input: $input) { archive { ${ARCHIVE} } credential { username password mqttPort } } }`;
  const UPDATE = `mutation Update($id: ID!, $input: DeviceArchiveInput!) { updateDeviceArchive(id: $id, input: $input) { ${ARCHIVE} } }`;
  const ONE = `query One($id: ID!) { deviceArchive(id: $id) { ${ARCHIVE} } }`;
  const LIST = `query List($search: String, $state: DeviceArchiveState, $sortKey: DeviceArchiveSortKey, $sortDirection: SortDirection, $pageSize: Int) {
    deviceArchives(search: $search, state: $state, sortKey: $sortKey, sortDirection: $sortDirection, pageSize: $pageSize) { version page { total items { id devalias factoryNumber } } } }`;
  const ROTATE = 'mutation Rotate($id: ID!) { rotateDeviceCredential(id: $id) { username password } }';
  const DECOMMISSION = 'mutation Decommission($id: ID!, $password: String!) { decommissionDevice(id: $id, password: $password) { id decommissionedAt } }';
  const SET_ATTRIBUTES = 'mutation Set($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) { setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) { id identifier dataType min max } }';
  const ATTRIBUTES = 'query Attributes($deviceId: ID!) { deviceAttributes(deviceId: $deviceId) { id identifier } }';
  const BINDINGS = 'query Bindings($deviceId: ID!) { deviceBindings(deviceId: $deviceId) { userId account role } }';
  const BIND = 'mutation Bind($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) { bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) { userId role } }';
  const UNBIND = 'mutation Unbind($deviceId: ID!, $userId: ID!) { unbindDeviceUser(deviceId: $deviceId, userId: $userId) { userId role } }';
  const TRANSFER = 'mutation Transfer($deviceId: ID!, $userId: ID!) { transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) { userId account role } }';
  const GENERATE = 'mutation Generate($input: QrBatchInput!) { generateQrCodes(input: $input) { id code state factoryNumber remark jumpPath } }';
  const QR_LIST = 'query Qr($factoryNumber: String, $state: QrCodeState, $ids: [ID!]) { qrCodes(factoryNumber: $factoryNumber, state: $state, ids: $ids, pageSize: 50, origin: "http://localhost:4000") { total items { id code state deviceId svg } } }';
  const BIND_QR = 'mutation BindQr($id: ID!, $deviceId: ID!) { bindQrCode(id: $id, deviceId: $deviceId) { id state deviceId boundAt } }';
  const QR_PAGE = 'query Page($code: String!) { qrCodePage(code: $code) { code state model devalias owner sn repairAvailable } }';

  let serial = 0;
  const form = (overrides: Record<string, unknown> = {}) => ({ factoryNumber: `SN-T${++serial}`, devalias: `Machine${serial}`, model: 'PL-3015', industry: 'laser', ...overrides });
  const register = async (overrides: Record<string, unknown> = {}, caller = as.tenantadmin) => {
    const res = await gql(server, REGISTER, { input: form(overrides) }, caller);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!.registerDevice as { archive: Record<string, any>; credential: { username: string; password: string; mqttPort: number } };
  };

  describe('register and edit', () => {
    it('registers a device for a customer: the credential is shown once, stored as an argon2id hash, and the device connects and goes live with it', async () => {
      const { archive, credential } = await register({ customerId: ids.qilu, maintainerId: ids.maintainer, location: 'Hall 3', receiveAlarm: true, customParams: [{ name: 'Voltage', value: '380 V' }] });
      expect(archive).toMatchObject({
        status: 'Offline',
        model: 'PL-3015',
        industry: 'laser',
        customer: { id: ids.qilu, name: 'Qilu Precision Sheet Metal' },
        maintainer: { id: ids.maintainer, name: 'Wang Fang' },
        administrator: { name: 'Li Wei' },
        location: 'Hall 3',
        receiveAlarm: true,
        customParams: [{ name: 'Voltage', value: '380 V' }],
        decommissionedAt: null,
        refusedReadings: 0,
      });
      expect(credential.username).toBe(archive.uuid);
      expect(credential.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(credential.mqttPort).toBe(server.mqtt.port);
      // Owned by the customer's tenant: qilu's own administrator sees it too.
      expect((await gql(server, ONE, { id: archive.id }, as.qiluadmin)).body.data?.deviceArchive.uuid).toBe(archive.uuid);

      const stored = await systemEm(server.services.orm, 'test').findOneOrFail(DeviceCredential, { username: archive.uuid });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordHash).not.toContain(credential.password);
      // Never shown again: no field of the archive carries it.
      expect(JSON.stringify((await gql(server, ONE, { id: archive.id }, as.tenantadmin)).body)).not.toContain(credential.password);

      const client = await connect(credential.username, credential.password);
      await publish(client, `device/${archive.uuid}/WHstatus_ExecState`, 'Running');
      const live = await gql(server, 'query D($uuid: String!) { device(uuid: $uuid) { status } }', { uuid: archive.uuid }, as.tenantadmin);
      expect(live.body.data?.device.status).toBe('Running');
    });

    it('lists archives searched, sorted and paged in the database', async () => {
      await register({ devalias: 'Zeta1', factoryNumber: 'SN-SEARCH-B' });
      await register({ devalias: 'Alpha1', factoryNumber: 'SN-SEARCH-A' });
      const rawAsc = (await gql(server, LIST, { search: 'SN-SEARCH', sortKey: 'factoryNumber', sortDirection: 'asc' }, as.tenantadmin)).body.data!.deviceArchives;
      const asc = rawAsc.page;
      expect(asc.items.map((i: { factoryNumber: string }) => i.factoryNumber)).toEqual(['SN-SEARCH-A', 'SN-SEARCH-B']);
      expect(asc.total).toBe(2);
      expect(rawAsc.version).toBeGreaterThan(0);
      const desc = (await gql(server, LIST, { search: 'SEARCH', sortKey: 'devalias', sortDirection: 'desc' }, as.tenantadmin)).body.data!.deviceArchives.page;
      expect(desc.items.map((i: { devalias: string }) => i.devalias)).toEqual(['Zeta1', 'Alpha1']);
      // The demo devices are archives too (with their product archives).
      const all = (await gql(server, LIST, { pageSize: 50 }, as.tenantadmin)).body.data!.deviceArchives.page;
      expect(all.items.map((i: { factoryNumber: string }) => i.factoryNumber)).toContain('JN2025L3015001');
      expect(errorOf(await gql(server, LIST, { pageSize: 15 }, as.tenantadmin))).toMatchObject({ errorno: 1004 });
    });

    it('refuses a bad form with every problem and changes nothing', async () => {
      const before = (await gql(server, LIST, { state: 'all' }, as.tenantadmin)).body.data!.deviceArchives.page.total;
      const res = await gql(server, REGISTER, { input: { factoryNumber: ' ', devalias: 'Has space!', model: '', customParams: [{ name: 'a', value: '' }, { name: 'a', value: '' }] } }, as.tenantadmin);
      expect(errorOf(res)).toMatchObject({ errorno: 1003 });
      expect(errorOf(res).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual([
        'factoryNumber:factory_number_required',
        'devalias:device_alias_format',
        'model:device_model_required',
        'customParams.1.name:custom_param_name_duplicate',
      ]);
      const long = await gql(server, REGISTER, { input: form({ devalias: 'A'.repeat(20) }) }, as.tenantadmin);
      expect(errorOf(long).fields).toMatchObject([{ field: 'devalias', key: 'device_alias_too_long' }]);
      const chinese = await gql(server, REGISTER, { input: form({ devalias: '激光切割机1号' }) }, as.tenantadmin);
      expect(chinese.body.errors).toBeUndefined();
      expect((await gql(server, LIST, { state: 'all' }, as.tenantadmin)).body.data!.deviceArchives.page.total).toBe(before + 1);
    });

    it('refuses a factory number already in an archive of the caller (1132004), on register and on edit', async () => {
      await register({ factoryNumber: 'SN-DUP' });
      expect(errorOf(await gql(server, REGISTER, { input: form({ factoryNumber: 'SN-DUP' }) }, as.tenantadmin))).toMatchObject({ errorno: 1132004 });
      expect(errorOf(await gql(server, REGISTER, { input: form({ factoryNumber: 'JN2025L3015001' }) }, as.tenantadmin))).toMatchObject({ errorno: 1132004 });
      const other = await register();
      expect(errorOf(await gql(server, UPDATE, { id: other.archive.id, input: form({ factoryNumber: 'SN-DUP' }) }, as.tenantadmin))).toMatchObject({ errorno: 1132004 });
      // Its own number is not taken by itself.
      const kept = await gql(server, UPDATE, { id: other.archive.id, input: { ...form(), factoryNumber: other.archive.factoryNumber, devalias: 'Renamed' } }, as.tenantadmin);
      expect(kept.body.data?.updateDeviceArchive).toMatchObject({ devalias: 'Renamed', factoryNumber: other.archive.factoryNumber });
    });

    it("refuses another tenant's factory number too (1132004), so that a rival cannot take over the public repair reports of a maker's machine", async () => {
      const form0 = (await gql(server, 'query F($sn: String!) { publicRepairForm(sn: $sn) { model } }', { sn: 'JN2025L3015001' })).body.data!.publicRepairForm;
      expect(form0).toEqual({ model: expect.any(String) });
      expect(errorOf(await gql(server, REGISTER, { input: form({ factoryNumber: 'JN2025L3015001', model: 'DECOY-MODEL' }) }, as.rivaladmin))).toMatchObject({ errorno: 1132004 });
      // Nor by an edit of the rival's own archive.
      const rivals = (await gql(server, LIST, { state: 'all' }, as.rivaladmin)).body.data!.deviceArchives.page.items as { id: string }[];
      expect(errorOf(await gql(server, UPDATE, { id: rivals[0].id, input: form({ factoryNumber: 'JN2025L3015001', model: 'DECOY-MODEL' }) }, as.rivaladmin))).toMatchObject({ errorno: 1132004 });
      expect((await gql(server, 'query F($sn: String!) { publicRepairForm(sn: $sn) { model } }', { sn: 'JN2025L3015001' })).body.data!.publicRepairForm).toEqual(form0);
      // A database from before the rule may hold the number twice: the first registered archive keeps the public page.
      const em = systemEm(server.services.orm, 'test');
      const rivalTenant = (await em.findOneOrFail(User, { account: 'rivaladmin' })).tenant;
      em.create(Product, { uuid: 'prd-legacy-duplicate', tenant: rivalTenant, model: 'DECOY-MODEL', manufacturingCode: 'JN2025L3015001', industry: 'other' });
      await em.flush();
      expect((await gql(server, 'query F($sn: String!) { publicRepairForm(sn: $sn) { model } }', { sn: 'JN2025L3015001' })).body.data!.publicRepairForm).toEqual(form0);
      await em.nativeDelete(Product, { uuid: 'prd-legacy-duplicate' });
    });

    it('edits an archive, moving it to a new customer\'s tenant with its attributes', async () => {
      const { archive } = await register();
      await gql(server, SET_ATTRIBUTES, { deviceId: archive.id, attributes: [{ identifier: 'temp_1', name: 'Temp', access: 'read', dataType: 'float' }] }, as.tenantadmin);
      expect((await gql(server, ONE, { id: archive.id }, as.qiluadmin)).body.errors).toBeDefined();
      const res = await gql(server, UPDATE, { id: archive.id, input: form({ customerId: ids.qilu, location: 'Bay 2' }) }, as.tenantadmin);
      expect(res.body.data?.updateDeviceArchive).toMatchObject({ customer: { name: 'Qilu Precision Sheet Metal' }, location: 'Bay 2' });
      expect((await gql(server, ONE, { id: archive.id }, as.qiluadmin)).body.data?.deviceArchive.id).toBe(archive.id);
      expect((await gql(server, ATTRIBUTES, { deviceId: archive.id }, as.qiluadmin)).body.data?.deviceAttributes).toHaveLength(1);
    });
    it("keeps the links a customer's own administrator cannot see when it edits the machine: the maker's roster record and member stay", async () => {
      const { archive } = await register({ customerId: ids.qilu, maintainerId: ids.maintainer });
      expect(archive).toMatchObject({ customer: { id: ids.qilu }, maintainer: { id: ids.maintainer } });
      const seen = (await gql(server, ONE, { id: archive.id }, as.qiluadmin)).body.data!.deviceArchive;
      expect(seen).toMatchObject({ customer: null, maintainer: null });
      // Qilu's admin saves its form as it shows it: links empty, a new location.
      const saved = await gql(server, UPDATE, { id: archive.id, input: form({ factoryNumber: archive.factoryNumber, location: 'Bay 4', customerId: null, maintainerId: null }) }, as.qiluadmin);
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data!.updateDeviceArchive).toMatchObject({ location: 'Bay 4', customer: null, maintainer: null, tenantId: archive.tenantId });
      const maker = (await gql(server, ONE, { id: archive.id }, as.tenantadmin)).body.data!.deviceArchive;
      expect(maker).toMatchObject({ location: 'Bay 4', customer: { id: ids.qilu }, maintainer: { id: ids.maintainer, name: archive.maintainer.name } });
      // The maker itself still clears a link it sees.
      const cleared = await gql(server, UPDATE, { id: archive.id, input: form({ factoryNumber: archive.factoryNumber, customerId: ids.qilu, maintainerId: null }) }, as.tenantadmin);
      expect(cleared.body.data!.updateDeviceArchive).toMatchObject({ customer: { id: ids.qilu }, maintainer: null });
    });
  });

  describe('credential rotation', () => {
    it("revokes the password when the machine moves to another customer's tenant: the former customer's copy is closed and refused; an edit that stays keeps it", async () => {
      const { archive, credential } = await register({ customerId: ids.qilu });
      const kept = await connect(credential.username, credential.password);
      // An edit within the tenant keeps the password and the connection.
      const same = await gql(server, UPDATE, { id: archive.id, input: form({ factoryNumber: archive.factoryNumber, customerId: ids.qilu, location: 'Bay 7' }) }, as.tenantadmin);
      expect(same.body.data?.updateDeviceArchive).toMatchObject({ location: 'Bay 7', tenantId: archive.tenantId });
      await publish(kept, `device/${archive.uuid}/WHstatus_ExecState`, 'Idle');
      // Qilu's user and a maker's member watch it.
      for (const userId of [ids.customerUser, ids.maintainer]) expect((await gql(server, BIND, { deviceId: archive.id, userId, role: 'Observer' }, as.tenantadmin)).body.errors).toBeUndefined();
      // Qilu's admin takes a password of its own, then the maker moves the machine to another customer.
      const qilu = (await gql(server, ROTATE, { id: archive.id }, as.qiluadmin)).body.data!.rotateDeviceCredential;
      await closed(kept);
      const qiluClient = await connect(qilu.username, qilu.password);
      const moved = await gql(server, UPDATE, { id: archive.id, input: form({ factoryNumber: archive.factoryNumber, customerId: ids.wuzhong }) }, as.tenantadmin);
      expect(moved.body.errors).toBeUndefined();
      expect(moved.body.data?.updateDeviceArchive.tenantId).not.toBe(archive.tenantId);
      // Closed before the edit answered, and its password no longer connects.
      await closed(qiluClient);
      await expect(connectDevice(server.mqtt.url, qilu.username, { password: qilu.password })).rejects.toMatchObject({ code: 4 });
      expect(await systemEm(server.services.orm, 'test').count(DeviceCredential, { username: archive.uuid })).toBe(0);
      // The former customer's people lose their bindings; the maker's stay.
      const roles = (await gql(server, BINDINGS, { deviceId: archive.id }, as.tenantadmin)).body.data!.deviceBindings.map((b: { account: string; role: string }) => `${b.account}:${b.role}`);
      expect(roles.sort()).toEqual(['maintainer:Observer', 'tenantadmin:Administrator']);
      // The new owner gives it a new one.
      const fresh = (await gql(server, ROTATE, { id: archive.id }, as.tenantadmin)).body.data!.rotateDeviceCredential;
      await publish(await connect(fresh.username, fresh.password), `device/${archive.uuid}/WHstatus_ExecState`, 'Running');
    });


    it('stops the old password at once: an open connection is closed and a new connect with it is refused; the new one works', async () => {
      const { archive, credential } = await register();
      const old = await connect(credential.username, credential.password);
      const second = await connect(credential.username, credential.password, `${credential.username}/second`);
      const res = await gql(server, ROTATE, { id: archive.id }, as.tenantadmin);
      const rotated = res.body.data!.rotateDeviceCredential;
      expect(rotated.username).toBe(archive.uuid);
      expect(rotated.password).not.toBe(credential.password);
      // Closed before the mutation answered (the broker dropped them; awaiting only the close events).
      await Promise.all([closed(old), closed(second)]);
      await expect(connectDevice(server.mqtt.url, credential.username, { password: credential.password })).rejects.toMatchObject({ code: 4 });
      const fresh = await connect(rotated.username, rotated.password);
      await publish(fresh, `device/${archive.uuid}/WHstatus_ExecState`, 'Idle');
      const stored = await systemEm(server.services.orm, 'test').find(DeviceCredential, { username: archive.uuid });
      expect(stored).toHaveLength(1);
      expect(stored[0].passwordHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('attributes and the ingest', () => {
    const counters = () => ({ ...server.services.ingest.counters });

    it('keeps the attribute rules: at most 20, identifier, range, description, data type', async () => {
      const { archive } = await register();
      const attr = (i: number) => ({ identifier: `attr_${String(i).padStart(2, '0')}`, name: `A${i}`, access: 'read', dataType: 'int' });
      const many = await gql(server, SET_ATTRIBUTES, { deviceId: archive.id, attributes: Array.from({ length: 21 }, (_, i) => attr(i)) }, as.tenantadmin);
      expect(errorOf(many)).toMatchObject({ errorno: 1153, params: { max: 20 } });
      const twenty = await gql(server, SET_ATTRIBUTES, { deviceId: archive.id, attributes: Array.from({ length: 20 }, (_, i) => attr(i)) }, as.tenantadmin);
      expect(twenty.body.data?.setDeviceAttributes).toHaveLength(20);
      const bad = await gql(
        server,
        SET_ATTRIBUTES,
        {
          deviceId: archive.id,
          attributes: [
            { identifier: '1abc', name: 'x', access: 'read', dataType: 'int' },
            { identifier: 'abc', name: 'x', access: 'read', dataType: 'int' },
            { identifier: 'range_a', name: 'x', access: 'read', dataType: 'float', min: 10, max: 10 },
            { identifier: 'text_a', name: 'x', access: 'read', dataType: 'string', min: 1 },
            { identifier: 'desc_a', name: 'x', access: 'read', dataType: 'bool', description: 'd'.repeat(200) },
            { identifier: 'desc_a', name: '', access: 'readWrite', dataType: 'int', step: 0 },
          ],
        },
        as.tenantadmin,
      );
      expect(errorOf(bad).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual([
        'attributes.0.identifier:attribute_identifier_format',
        'attributes.1.identifier:attribute_identifier_format',
        'attributes.2.max:attribute_range_order',
        'attributes.3.min:attribute_range_numeric_only',
        'attributes.4.description:attribute_description_too_long',
        'attributes.5.name:attribute_name_required',
        'attributes.5.step:attribute_step_positive',
        'attributes.5.identifier:attribute_identifier_duplicate',
      ]);
      // Refused changes nothing.
      expect((await gql(server, ATTRIBUTES, { deviceId: archive.id }, as.tenantadmin)).body.data?.deviceAttributes).toHaveLength(20);
    });

    it('accepts only declared keys within type and range plus the standard status keys; the rest is counted and refused', async () => {
      const { archive, credential } = await register();
      const client = await connect(credential.username, credential.password);
      const topic = (key: string) => `device/${archive.uuid}/${key}`;
      // Without attributes, the platform's known parameters apply.
      let before = counters();
      await publish(client, topic('SpindleSpeed'), 1200);
      expect(counters().ingested - before.ingested).toBe(1);

      const set = await gql(
        server,
        SET_ATTRIBUTES,
        {
          deviceId: archive.id,
          attributes: [
            { identifier: 'oil_temp', name: 'Oil temperature', access: 'read', dataType: 'float', min: 0, max: 100, unit: '°C' },
            { identifier: 'door_open', name: 'Door', access: 'read', dataType: 'bool' },
          ],
        },
        as.tenantadmin,
      );
      expect(set.body.data?.setDeviceAttributes.map((a: { identifier: string }) => a.identifier)).toEqual(['oil_temp', 'door_open']);
      const lookups = server.services.ingest.deviceLookups();

      before = counters();
      await publish(client, topic('oil_temp'), 42.5); // declared, in range
      await publish(client, topic('door_open'), true); // declared
      await publish(client, topic('WHstatus_ExecState'), 'Running'); // standard status key
      await publish(client, topic('Alarm'), 'Door interlock'); // standard message key
      const afterAccepted = counters();
      expect(afterAccepted.ingested - before.ingested).toBe(4);

      await publish(client, topic('SpindleSpeed'), 1200); // known to the platform, not declared
      await publish(client, topic('made_up_key'), 1); // undeclared
      await publish(client, topic('oil_temp'), 100.5); // above the maximum
      await publish(client, topic('oil_temp'), 'hot'); // wrong type
      await publish(client, topic('door_open'), 1); // wrong type
      const after = counters();
      expect(after.ingested).toBe(afterAccepted.ingested);
      expect(after['undeclared-attribute'] - before['undeclared-attribute']).toBe(2);
      expect(after['attribute-out-of-range'] - before['attribute-out-of-range']).toBe(3);
      // Visible to the owner on the archive; the rules came from memory (one lookup after the change, none per message).
      expect((await gql(server, ONE, { id: archive.id }, as.tenantadmin)).body.data?.deviceArchive.refusedReadings).toBe(5);
      expect(server.services.ingest.deviceLookups() - lookups).toBeLessThanOrEqual(1);

      // An empty list lifts the restriction.
      await gql(server, SET_ATTRIBUTES, { deviceId: archive.id, attributes: [] }, as.tenantadmin);
      before = counters();
      await publish(client, topic('SpindleSpeed'), 1300);
      expect(counters().ingested - before.ingested).toBe(1);
    });
  });

  describe('QR codes', () => {
    it('generates 1-50 codes for a factory number of an archive in scope, with a remark of at most 20', async () => {
      const { archive } = await register({ factoryNumber: 'SN-QR-1' });
      const zero = await gql(server, GENERATE, { input: { factoryNumber: 'SN-QR-1', count: 0 } }, as.tenantadmin);
      expect(errorOf(zero)).toMatchObject({ errorno: 1003, fields: [{ field: 'count', key: 'qr_batch_range', params: { min: 1, max: 50 } }] });
      expect(errorOf(await gql(server, GENERATE, { input: { factoryNumber: 'SN-QR-1', count: 51 } }, as.tenantadmin))).toMatchObject({ errorno: 1003 });
      expect(errorOf(await gql(server, GENERATE, { input: { factoryNumber: 'SN-QR-1', count: 1, remark: 'r'.repeat(21) } }, as.tenantadmin)).fields).toMatchObject([{ field: 'remark', key: 'qr_remark_too_long', params: { max: 20 } }]);
      expect(errorOf(await gql(server, GENERATE, { input: { factoryNumber: '', count: 1 } }, as.tenantadmin)).fields).toMatchObject([{ field: 'factoryNumber', key: 'qr_factory_number_required' }]);
      expect(errorOf(await gql(server, GENERATE, { input: { factoryNumber: 'SN-NOWHERE', count: 1 } }, as.tenantadmin))).toMatchObject({ errorno: 1132005 });
      expect((await gql(server, QR_LIST, { factoryNumber: 'SN-QR-1' }, as.tenantadmin)).body.data?.qrCodes.total).toBe(0);

      const fifty = await gql(server, GENERATE, { input: { factoryNumber: 'SN-QR-1', count: 50, remark: 'Hall 3 labels' } }, as.tenantadmin);
      const codes = fifty.body.data!.generateQrCodes as { code: string; state: string; jumpPath: string; remark: string }[];
      expect(codes).toHaveLength(50);
      expect(new Set(codes.map((c) => c.code)).size).toBe(50);
      for (const c of codes) {
        expect(c).toMatchObject({ state: 'pending', remark: 'Hall 3 labels', jumpPath: `/qr/${c.code}` });
        expect(c.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }
      const listed = (await gql(server, QR_LIST, { factoryNumber: 'SN-QR-1' }, as.tenantadmin)).body.data!.qrCodes;
      expect(listed.total).toBe(50);
      expect(listed.items[0].svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(archive.factoryNumber).toBe('SN-QR-1');
    });

    it('binds a pending code to its machine once, and the public page shows only model, alias and owner', async () => {
      const { archive } = await register({ factoryNumber: 'SN-QR-2', devalias: 'QrMachine', customerId: ids.qilu, model: 'PL-6020' });
      const other = await register({ factoryNumber: 'SN-QR-3' });
      const [qr] = (await gql(server, GENERATE, { input: { factoryNumber: 'SN-QR-2', count: 2 } }, as.tenantadmin)).body.data!.generateQrCodes;

      const pending = await gql(server, QR_PAGE, { code: qr.code });
      expect(pending.body.data?.qrCodePage).toEqual({ code: qr.code, state: 'pending', model: null, devalias: null, owner: null, sn: null, repairAvailable: false });

      expect(errorOf(await gql(server, BIND_QR, { id: qr.id, deviceId: other.archive.id }, as.tenantadmin))).toMatchObject({ errorno: 1136 });
      const bound = await gql(server, BIND_QR, { id: qr.id, deviceId: archive.id }, as.tenantadmin);
      expect(bound.body.data?.bindQrCode).toMatchObject({ id: qr.id, state: 'bound', deviceId: archive.id });
      expect(errorOf(await gql(server, BIND_QR, { id: qr.id, deviceId: archive.id }, as.tenantadmin))).toMatchObject({ errorno: 1135 });
      expect((await gql(server, QR_LIST, { factoryNumber: 'SN-QR-2', state: 'bound' }, as.tenantadmin)).body.data?.qrCodes.total).toBe(1);

      // Without signing in.
      const page = await gql(server, QR_PAGE, { code: qr.code });
      expect(page.body.data?.qrCodePage).toEqual({ code: qr.code, state: 'bound', model: 'PL-6020', devalias: 'QrMachine', owner: 'Qilu Precision Sheet Metal', sn: 'SN-QR-2', repairAvailable: true });
      expect(errorOf(await gql(server, QR_PAGE, { code: 'A'.repeat(22) }))).toMatchObject({ errorno: 1134 });
      expect(errorOf(await gql(server, QR_PAGE, { code: "' or 1=1 --" }))).toMatchObject({ errorno: 1134 });
      expect(errorOf(await gql(server, '{ qrCodes { total } }'))).toMatchObject({ errorno: 2 });

      // Pages opened from one address are counted (120 an hour), whatever the code: then 1023008 with the minutes to wait.
      const opened = 4; // the pages above
      for (let i = opened; i < PUBLIC_REPAIR_LIMITS.qrPagesPerAddressHour; i++) expect(errorOf(await gql(server, QR_PAGE, { code: 'B'.repeat(22) }))).toMatchObject({ errorno: 1134 });
      const limited = await gql(server, QR_PAGE, { code: qr.code });
      expect(errorOf(limited)).toMatchObject({ errorno: ERRNO.repairTooManyRequests });
      expect(errorOf(limited).params.minutes).toBeGreaterThanOrEqual(1);
    });
  });

  describe('bindings and decommission', () => {
    it('binds observers, keeps one administrator, transfers the rights, and never unbinds the administrator', async () => {
      const { archive } = await register();
      const roles = async () => (await gql(server, BINDINGS, { deviceId: archive.id }, as.tenantadmin)).body.data!.deviceBindings.map((b: { account: string; role: string }) => `${b.account}:${b.role}`);
      expect(await roles()).toEqual(['tenantadmin:Administrator']);
      expect((await gql(server, BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }, as.tenantadmin)).body.errors).toBeUndefined();
      expect(errorOf(await gql(server, BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }, as.tenantadmin))).toMatchObject({ errorno: 1030008 });
      expect(errorOf(await gql(server, BIND, { deviceId: archive.id, userId: ids.customerUser, role: 'Administrator' }, as.tenantadmin))).toMatchObject({ errorno: 1030003 });
      const tenantAdminId = (await gql(server, 'query { me { id } }', {}, as.tenantadmin)).body.data!.me.id;
      expect(errorOf(await gql(server, UNBIND, { deviceId: archive.id, userId: tenantAdminId }, as.tenantadmin))).toMatchObject({ errorno: 1030005 });
      expect(errorOf(await gql(server, UNBIND, { deviceId: archive.id, userId: ids.customerUser }, as.tenantadmin))).toMatchObject({ errorno: 1030007 });
      // A user outside the caller's tenants is not found.
      expect(errorOf(await gql(server, BIND, { deviceId: archive.id, userId: ids.rivalUser, role: 'Observer' }, as.tenantadmin))).toMatchObject({ errorno: 1003, fields: [{ field: 'userId', key: 'reference_unknown' }] });

      // Only the administrator transfers; the old one stays as Observer.
      expect(errorOf(await gql(server, TRANSFER, { deviceId: archive.id, userId: ids.customerUser }, as.qiluadmin))).toMatchObject({ errorno: 1030001 });
      const transferred = await gql(server, TRANSFER, { deviceId: archive.id, userId: ids.maintainer }, as.tenantadmin);
      expect(transferred.body.data?.transferDeviceAdministrator.map((b: { account: string; role: string }) => `${b.account}:${b.role}`).sort()).toEqual(['maintainer:Administrator', 'tenantadmin:Observer']);
      expect(errorOf(await gql(server, TRANSFER, { deviceId: archive.id, userId: tenantAdminId }, as.tenantadmin))).toMatchObject({ errorno: 1030004 });
      expect(errorOf(await gql(server, DECOMMISSION, { id: archive.id, password: 'Demo2026' }, as.tenantadmin))).toMatchObject({ errorno: 1030004 });
      expect((await gql(server, UNBIND, { deviceId: archive.id, userId: tenantAdminId }, as.tenantadmin)).body.data?.unbindDeviceUser.map((b: { role: string }) => b.role)).toEqual(['Administrator']);
    });

    it("answers a customer's own administrator about the maker's bindings it cannot see as about none, and lets it remove none of them", async () => {
      const { archive } = await register({ customerId: ids.qilu });
      await gql(server, BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }, as.tenantadmin);
      const tenantAdminId = (await gql(server, 'query { me { id } }', {}, as.tenantadmin)).body.data!.me.id;
      expect((await gql(server, BINDINGS, { deviceId: archive.id }, as.qiluadmin)).body.data!.deviceBindings).toEqual([]);
      // The hidden administrator and observer answer as an unbound user does (1030007), and stay.
      for (const userId of [tenantAdminId, ids.maintainer, ids.customerUser]) {
        expect(errorOf(await gql(server, UNBIND, { deviceId: archive.id, userId }, as.qiluadmin))).toMatchObject({ errorno: 1030007 });
      }
      const roles = (await gql(server, BINDINGS, { deviceId: archive.id }, as.tenantadmin)).body.data!.deviceBindings.map((b: { account: string; role: string }) => `${b.account}:${b.role}`);
      expect(roles.sort()).toEqual(['maintainer:Observer', 'tenantadmin:Administrator']);
    });

    it('logs a device out only with the administrator\'s password: then it takes no data, has no bindings, and its connection is closed', async () => {
      const { archive, credential } = await register();
      await gql(server, BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }, as.tenantadmin);
      const client = await connect(credential.username, credential.password);
      expect(errorOf(await gql(server, DECOMMISSION, { id: archive.id, password: 'Wrong2026' }, as.tenantadmin))).toMatchObject({ errorno: 1030006 });
      expect(errorOf(await gql(server, DECOMMISSION, { id: archive.id, password: '' }, as.tenantadmin))).toMatchObject({ errorno: 1003 });
      // Still registered and connected after the refusals.
      expect((await gql(server, ONE, { id: archive.id }, as.tenantadmin)).body.data?.deviceArchive.decommissionedAt).toBeNull();
      await publish(client, `device/${archive.uuid}/WHstatus_ExecState`, 'Running');

      const res = await gql(server, DECOMMISSION, { id: archive.id, password: 'Demo2026' }, as.tenantadmin);
      expect(res.body.data?.decommissionDevice.decommissionedAt).toEqual(expect.any(String));
      await closed(client);
      expect((await gql(server, BINDINGS, { deviceId: archive.id }, as.tenantadmin)).body.data?.deviceBindings).toEqual([]);
      await expect(connectDevice(server.mqtt.url, credential.username, { password: credential.password })).rejects.toMatchObject({ code: 4 });
      // Whatever path a message takes (an external broker), the ingest refuses it.
      expect(await server.services.ingest.handle(`device/${archive.uuid}/WHstatus_ExecState`, reading('Running'))).toBe('unknown-device');
      // Logged out: no more edits, rotation or second decommission; listed under loggedOut.
      expect(errorOf(await gql(server, ROTATE, { id: archive.id }, as.tenantadmin))).toMatchObject({ errorno: 1030002 });
      expect(errorOf(await gql(server, UPDATE, { id: archive.id, input: form() }, as.tenantadmin))).toMatchObject({ errorno: 1030002 });
      const loggedOut = (await gql(server, LIST, { state: 'loggedOut', pageSize: 50 }, as.tenantadmin)).body.data!.deviceArchives.page.items.map((i: { id: string }) => i.id);
      expect(loggedOut).toContain(archive.id);
      expect((await gql(server, LIST, { state: 'active', pageSize: 50, search: archive.devalias }, as.tenantadmin)).body.data!.deviceArchives.page.total).toBe(0);
      // The kanbans' device list leaves it out too.
      const kanban = (await gql(server, 'query K($search: String) { devices(search: $search, pageSize: 50) { total items { uuid } } }', { search: archive.uuid }, as.tenantadmin)).body;
      expect(kanban.errors).toBeUndefined();
      expect(kanban.data!.devices).toEqual({ total: 0, items: [] });
    });
  });

  describe('tenant isolation and permissions', () => {
    it("shows a rival tenant's administrator none of it and lets it change none of it", async () => {
      const { archive } = await register({ factoryNumber: 'SN-ISO-1', customerId: ids.qilu });
      const [qr] = (await gql(server, GENERATE, { input: { factoryNumber: 'SN-ISO-1', count: 1 } }, as.tenantadmin)).body.data!.generateQrCodes;
      await gql(server, SET_ATTRIBUTES, { deviceId: archive.id, attributes: [{ identifier: 'secret_1', name: 'S', access: 'read', dataType: 'int' }] }, as.tenantadmin);
      const rival = as.rivaladmin;
      const rivalList = (await gql(server, LIST, { pageSize: 50, state: 'all' }, rival)).body.data!.deviceArchives.page;
      expect(rivalList.items.map((i: { factoryNumber: string }) => i.factoryNumber)).not.toContain('SN-ISO-1');
      expect((await gql(server, QR_LIST, {}, rival)).body.data!.qrCodes.total).toBe(0);
      for (const [query, variables] of [
        [ONE, { id: archive.id }],
        [UPDATE, { id: archive.id, input: form() }],
        [ROTATE, { id: archive.id }],
        [DECOMMISSION, { id: archive.id, password: 'Demo2026' }],
        [BINDINGS, { deviceId: archive.id }],
        [BIND, { deviceId: archive.id, userId: ids.rivalUser, role: 'Observer' }],
        [UNBIND, { deviceId: archive.id, userId: ids.maintainer }],
        [TRANSFER, { deviceId: archive.id, userId: ids.rivalUser }],
        [ATTRIBUTES, { deviceId: archive.id }],
        [SET_ATTRIBUTES, { deviceId: archive.id, attributes: [] }],
      ] as const) {
        expect(`${query.slice(0, 30)} ${errorOf(await gql(server, query, variables, rival)).errorno}`).toBe(`${query.slice(0, 30)} 1030001`);
      }
      expect(errorOf(await gql(server, BIND_QR, { id: qr.id, deviceId: archive.id }, rival))).toMatchObject({ errorno: 1134 });
      expect(errorOf(await gql(server, GENERATE, { input: { factoryNumber: 'SN-ISO-1', count: 1 } }, rival))).toMatchObject({ errorno: 1132005 });
      // Its own registration cannot name another tenant's customer, nor a factory number of another tenant's archive (the public repair pages find a machine by it).
      expect(errorOf(await gql(server, REGISTER, { input: form({ customerId: ids.qilu }) }, rival)).fields).toMatchObject([{ field: 'customerId', key: 'reference_unknown' }]);
      expect(errorOf(await gql(server, REGISTER, { input: form({ factoryNumber: 'SN-ISO-1', customerId: ids.rivalCustomer }) }, rival))).toMatchObject({ errorno: 1132004 });
      expect((await gql(server, REGISTER, { input: form({ factoryNumber: 'SN-ISO-2', customerId: ids.rivalCustomer }) }, rival)).body.errors).toBeUndefined();
      // Nothing of ours changed.
      const mine = (await gql(server, ONE, { id: archive.id }, as.tenantadmin)).body.data!.deviceArchive;
      expect(mine).toMatchObject({ factoryNumber: 'SN-ISO-1', decommissionedAt: null, customer: { name: 'Qilu Precision Sheet Metal' } });
      expect((await gql(server, ATTRIBUTES, { deviceId: archive.id }, as.tenantadmin)).body.data?.deviceAttributes).toHaveLength(1);
      expect((await gql(server, QR_LIST, { factoryNumber: 'SN-ISO-1' }, as.tenantadmin)).body.data?.qrCodes.items[0].state).toBe('pending');
    });

    it("filters by a customer record outside the caller's scope as by a missing one: no machine, though the caller's own are linked to it", async () => {
      await register({ factoryNumber: 'SN-CUSTOMER-FILTER', customerId: ids.qilu });
      const BY_CUSTOMER = 'query C($customerId: ID) { deviceArchives(customerId: $customerId, state: all) { page { total } } }';
      const total = async (customerId: string, caller: Caller) => (await gql(server, BY_CUSTOMER, { customerId }, caller)).body.data!.deviceArchives.page.total as number;
      expect(await total(ids.qilu, as.tenantadmin)).toBeGreaterThan(0);
      // The customer's own administrator sees its machines, but not the maker's roster record they are linked to.
      expect((await gql(server, 'query O($id: ID!) { customer(id: $id) { id } }', { id: ids.qilu }, as.qiluadmin)).body.errors).toBeDefined();
      expect((await gql(server, LIST, { state: 'all' }, as.qiluadmin)).body.data!.deviceArchives.page.total).toBeGreaterThan(0);
      expect(await total(ids.qilu, as.qiluadmin)).toBe(0);
      expect(await total('999999', as.qiluadmin)).toBe(0);
    });

    it('guards each API by its permission pair: a role without the policy row is refused (1150)', async () => {
      const { archive } = await register();
      const calls: [string, Record<string, unknown>][] = [
        [LIST, {}],
        [ONE, { id: archive.id }],
        [REGISTER, { input: form() }],
        [UPDATE, { id: archive.id, input: form() }],
        [ROTATE, { id: archive.id }],
        [DECOMMISSION, { id: archive.id, password: 'Demo2026' }],
        [BINDINGS, { deviceId: archive.id }],
        [BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }],
        [ATTRIBUTES, { deviceId: archive.id }],
        [SET_ATTRIBUTES, { deviceId: archive.id, attributes: [] }],
        [QR_LIST, {}],
        [GENERATE, { input: { factoryNumber: 'x', count: 1 } }],
        [BIND_QR, { id: '1', deviceId: archive.id }],
      ];
      for (const [query, variables] of calls) {
        for (const account of ['customer', 'maintainer']) {
          expect(`${account} ${query.slice(0, 30)} ${errorOf(await gql(server, query, variables, as[account])).errorno}`).toBe(`${account} ${query.slice(0, 30)} 1150`);
        }
      }
      // maintainadmin's demo policy: everything but decommission and binding changes.
      expect((await gql(server, LIST, {}, as.maintadmin)).body.errors).toBeUndefined();
      expect(errorOf(await gql(server, DECOMMISSION, { id: archive.id, password: 'Demo2026' }, as.maintadmin))).toMatchObject({ errorno: 1150 });
      expect(errorOf(await gql(server, BIND, { deviceId: archive.id, userId: ids.maintainer, role: 'Observer' }, as.maintadmin))).toMatchObject({ errorno: 1150 });
    });
  });
});
