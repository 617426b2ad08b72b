import type { MqttClient } from 'mqtt';
import { gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER_2, connectDevice, reading, subscription } from './mqtt-helpers';

const PARAMS_SUB = 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { uuid key value } }';
const BATCH_SUB = 'subscription B($uuids: [String!]!, $intervalMs: Int) { deviceParameterBatches(uuids: $uuids, intervalMs: $intervalMs) { values { uuid key value timeStamp } } }';

/** Waits (with a deadline) until the server's state matches; the server learns of a leaving client asynchronously. */
async function eventually(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('live delivery over graphql-ws', () => {
  let server: TestServer;
  let device: MqttClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'tenantadmin');
    device = await connectDevice(server.mqtt.url, QILU_LASER_2);
  });
  afterAll(async () => {
    await device?.endAsync(true);
    await server?.stop();
  });

  it('serves subscribers with the same view from one listener, and the last to leave removes it', async () => {
    const listeners = () => server.services.pubsub.listenerCount('DEVICE_PARAMETER', QILU_LASER_2);
    const customerAdmin = await loginAs(server, 'qiluadmin');
    const clients = [token, token, token, customerAdmin].map((t) => wsClient(server, { token: t }));
    const subs = clients.map((c) => subscription(c, PARAMS_SUB, { uuid: QILU_LASER_2 }));
    await device.publishAsync(`device/${QILU_LASER_2}/LaserPower`, reading(1234.5), { qos: 1 });
    for (const s of subs) expect((await s.until((d: any) => d.deviceParameters.value === 1234.5)).deviceParameters).toEqual({ uuid: QILU_LASER_2, key: 'LaserPower', value: 1234.5 });
    // Three sockets of the maker's admin share one group; the customer's admin (another tenant scope) has its own.
    expect(listeners()).toBe(2);
    await clients[0].dispose();
    await clients[1].dispose();
    await device.publishAsync(`device/${QILU_LASER_2}/LaserPower`, reading(99), { qos: 1 });
    await subs[2].until((d: any) => d.deviceParameters.value === 99);
    expect(listeners()).toBe(2);
    await clients[2].dispose();
    await clients[3].dispose();
    await eventually(() => listeners() === 0);
  });

  it('delivers parameter values of several devices in batches, in order, after a snapshot batch', async () => {
    const ws = wsClient(server, { token });
    const batches = subscription(ws, BATCH_SUB, { uuids: [QILU_LASER_2], intervalMs: 300 });
    await device.publishAsync(`device/${QILU_LASER_2}/DutyCycle`, reading(1), { qos: 1 });
    // The first batch is the snapshot: the latest value of each parameter.
    const first = await batches.next();
    expect(first.errors).toBeUndefined();
    const received: number[] = [];
    let count = 0;
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 20 }, (_, i) => device.publishAsync(`device/${QILU_LASER_2}/FocusPosition`, reading(i, t0 + i), { qos: 1 })));
    while (received.length < 20) {
      const batch = (await batches.next()).data as any;
      count += 1;
      for (const v of batch.deviceParameterBatches.values) if (v.key === 'FocusPosition') received.push(v.value);
    }
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(count).toBeLessThan(20); // values travel together, not one message each
    await ws.dispose();
  });

  it('refuses a batch interval out of range, in the caller language', async () => {
    const ws = wsClient(server, { token }, { 'accept-language': 'zh-CN' });
    const sub = subscription(ws, BATCH_SUB, { uuids: [QILU_LASER_2], intervalMs: 5 });
    const first = await sub.next();
    expect(first.errors?.[0]?.extensions).toMatchObject({ errorno: 1004 });
    // All of it in the caller's language, the reason too.
    expect(first.errors?.[0]?.message).toBe('请求无效：intervalMs 必须在 20 至 10000 之间');
    expect(first.errors?.[0]?.extensions).toMatchObject({ params: { reasonKey: 'batchIntervalRange', min: 20, max: 10000 } });
    const rival = await loginAs(server, 'rivaladmin');
    const rivalWs = wsClient(server, { token: rival });
    const foreign = await subscription(rivalWs, BATCH_SUB, { uuids: [QILU_LASER_2] }).next();
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ errorno: 1132005 });
    await Promise.all([ws.dispose(), rivalWs.dispose()]);
  });

  it('documents the batch subscription in the schema', async () => {
    const res = await gql(server, '{ __type(name: "Subscription") { fields { name description args { name defaultValue } } } }', {}, { token });
    const field = res.body.data!.__type.fields.find((f: any) => f.name === 'deviceParameterBatches');
    expect(field.description).toMatch(/at most one batch per `intervalMs`/);
    expect(field.args).toEqual(expect.arrayContaining([{ name: 'uuids', defaultValue: null }, { name: 'intervalMs', defaultValue: '100' }]));
    expect(field.args).toHaveLength(2);
  });
});
