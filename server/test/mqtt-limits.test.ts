import net from 'node:net';
import mqttPacket from 'mqtt-packet';
import type { MqttClient } from 'mqtt';
import { systemEm } from '../src/core/tenancy';
import { DEFAULT_INGEST_LIMITS, Ingest } from '../src/modules/telemetry/ingest';
import { Alarm, PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { FREE_CONNECT_BYTES, MAX_INFLIGHT_QOS2, PENDING_CONNECT_BYTES } from '../src/mqtt/broker';
import { eventually, gql, loginAs, startTestServer, type TestServer } from './helpers';
import { DEVICE_PASSWORD, QILU_LASER, QILU_LASER_2, WUZHONG_WJ, closed, connectDevice, reading, subscribeCodes } from './mqtt-helpers';

/** The parts of aedes' in-memory persistence the checks read (aedes' types do not expose it). */
type BrokerStore = {
  createRetainedStream(pattern: string): AsyncIterable<{ topic: string }>;
  subscriptionsByTopic(topic: string): Promise<unknown[]>;
  subscriptionsByClient(client: { id: string }): Promise<unknown[]>;
  outgoingStream(client: { id: string }): AsyncIterable<unknown>;
  incomingGetPacket(client: { id: string }, packet: { messageId: number }): Promise<unknown>;
};

/**
 * A device cannot make the server keep more than the limits allow (hardening issue,
 * item A): oversize packets close the connection before the broker reads them, retained
 * publishes are not kept, and the parameters and values kept per device are capped in
 * the ingest and in the live state. Each check looks at what is stored (the broker's
 * retained store and sessions, the live state, deviceParameterValues, the database).
 */
describe('MQTT limits on the embedded broker', () => {
  let server: TestServer;
  let token: string;
  const warnings: { msg?: string; obj: any }[] = [];
  const errors: unknown[] = [];
  const clients: MqttClient[] = [];
  const device = async (uuid: string, options = {}) => {
    const c = await connectDevice(server.mqtt.url, uuid, options);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'tenantadmin');
    const logger = server.services.logger;
    const warn = logger.warn.bind(logger);
    const error = logger.error.bind(logger);
    logger.warn = ((obj: unknown, msg?: string) => {
      warnings.push({ obj, msg });
      return warn(obj as object, msg);
    }) as typeof logger.warn;
    logger.error = ((obj: unknown, msg?: string) => {
      errors.push({ obj, msg });
      return error(obj as object, msg);
    }) as typeof logger.error;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await server?.stop();
  });
  afterEach(() => expect(errors).toEqual([]));

  const storedRows = async () => {
    const em = systemEm(server.services.orm, 'test');
    return { statuses: await em.count(StatusChange, {}), alarms: await em.count(Alarm, {}), pieces: await em.count(PieceCount, {}) };
  };
  const store = () => (server.mqtt.embedded!.broker as unknown as { persistence: BrokerStore }).persistence;
  const retained = async () => {
    const found: string[] = [];
    for await (const packet of store().createRetainedStream('#')) found.push(packet.topic);
    return found;
  };
  const parameterValues = async (uuid: string) =>
    (await gql(server, 'query V($uuid: String!) { deviceParameterValues(uuid: $uuid) { key value } }', { uuid }, { token })).body.data!.deviceParameterValues as { key: string; value: unknown }[];

  describe('packet size (MQTT_MAX_PACKET_BYTES, 64 KiB by default)', () => {
    it('closes the connection of a device that publishes 10 MB, storing nothing', async () => {
      const before = { ...server.services.ingest.counters };
      const rows = await storedRows();
      const laser = await device(QILU_LASER);
      const gone = closed(laser);
      laser.publish(`device/${QILU_LASER}/WHstatus_ExecState`, reading('x'.repeat(10 * 1024 * 1024)), { qos: 1 });
      await gone;
      expect(server.services.ingest.counters['oversize-packet']).toBe(before['oversize-packet'] + 1);
      expect(server.services.ingest.counters.received).toBe(before.received);
      expect(await storedRows()).toEqual(rows);
      expect(warnings.some((w) => w.obj.outcome === 'oversize-packet' && w.obj.clientId === QILU_LASER)).toBe(true);
    });

    it('closes it on the header alone: the broker never waits for (or buffers) the body', async () => {
      const socket = net.connect(server.mqtt.port!, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const connack = new Promise<Buffer>((resolve) => socket.once('data', (d) => resolve(d)));
      socket.write(mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, clientId: QILU_LASER_2, keepalive: 0, username: QILU_LASER_2, password: Buffer.from(DEVICE_PASSWORD) }));
      expect([...(await connack)]).toEqual([0x20, 2, 0, 0]); // accepted
      const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      // A PUBLISH announcing 10 MiB, of which only the header and topic are sent.
      const header = mqttPacket.generate({ cmd: 'publish', topic: `device/${QILU_LASER_2}/WHstatus_ExecState`, payload: Buffer.alloc(10 * 1024 * 1024), qos: 0, dup: false, retain: false }).subarray(0, 64);
      socket.write(header);
      await gone;
    });

    it('accepts a packet just under the limit and keeps the connection (the ingest refuses the long payload)', async () => {
      const c = await device('dev-haiyun-laser-01');
      const before = server.services.ingest.counters['value-too-large'];
      await c.publishAsync('device/dev-haiyun-laser-01/WHstatus_Big', reading('x'.repeat(60 * 1024)), { qos: 1 });
      expect(c.connected).toBe(true);
      expect(server.services.ingest.counters['value-too-large']).toBe(before + 1);
      expect((await parameterValues('dev-haiyun-laser-01')).map((v) => v.key)).not.toContain('WHstatus_Big');
    });

    it(`closes half-sent CONNECTs once all of them hold ${PENDING_CONNECT_BYTES / 1024 / 1024} MiB, and a machine still connects and publishes`, async () => {
      const before = server.services.ingest.counters['connect-bytes-busy'];
      // Each sends a CONNECT of 64 KiB (the largest packet) but its last byte: no credential needed.
      const connect = mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, clientId: 'x'.repeat(65_000), keepalive: 0 });
      expect(connect.length).toBeLessThanOrEqual(server.mqtt.embedded!.maxPacketBytes);
      const count = Math.ceil(PENDING_CONNECT_BYTES / (connect.length - 1 - FREE_CONNECT_BYTES)) + 4;
      const flood = await Promise.all(
        Array.from({ length: count }, async () => {
          const socket = net.connect(server.mqtt.port!, '127.0.0.1');
          socket.on('error', () => undefined);
          await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
          socket.write(connect.subarray(0, -1));
          return socket;
        }),
      );
      await eventually(() => server.services.ingest.counters['connect-bytes-busy'] > before, 10_000, 'a half-sent CONNECT refused');
      expect(warnings.some((w) => w.obj.outcome === 'connect-bytes-busy')).toBe(true);
      // A machine's CONNECT arrives whole and needs none of the budget.
      const uuid = 'dev-wuzhong-wj-02';
      const machine = await device(uuid);
      await machine.publishAsync(`device/${uuid}/LaserPower`, reading(4321), { qos: 1 });
      expect(await parameterValues(uuid)).toContainEqual({ key: 'LaserPower', value: 4321 });
      await machine.endAsync();
      flood.forEach((socket) => socket.destroy());
    });

    it('closes MQTT over WebSocket (/mqtt) on a message above the limit too', async () => {
      const before = server.services.ingest.counters['oversize-packet'];
      const c = await connectDevice(`${server.url.replace('http', 'ws')}/mqtt`, 'dev-nodoc-laser-01');
      clients.push(c);
      const gone = closed(c);
      c.publish('device/dev-nodoc-laser-01/WHstatus_ExecState', reading('x'.repeat(1024 * 1024)), { qos: 1 });
      await gone;
      expect(server.services.ingest.counters['oversize-packet']).toBe(before + 1);
    });
  });

  describe('retained publishes', () => {
    it('keeps nothing a device publishes retained, and gives a device nothing retained back', async () => {
      const uuid = QILU_LASER_2;
      const c = await device(uuid);
      const before = server.services.ingest.counters['retain-ignored'];
      for (let i = 0; i < 20; i++) await c.publishAsync(`device/${uuid}/WHstatus_Retained${i}`, reading('y'.repeat(1024)), { qos: 1, retain: true });
      expect(await retained()).toEqual([]);
      expect(server.services.ingest.counters['retain-ignored']).toBe(before + 20);
      // Sampled: at most the first ten of the kind are logged.
      expect(warnings.filter((w) => w.obj.outcome === 'retain-ignored').length).toBeLessThanOrEqual(10);

      // A fresh subscriber to the device's own topics gets its own next message first: nothing was kept for it.
      const reader = await device(uuid, { clientId: `${uuid}/reader` });
      const first = new Promise<string>((resolve) => reader.once('message', (topic) => resolve(topic)));
      await reader.subscribeAsync(`device/${uuid}/+`, { qos: 0 });
      await c.publishAsync(`device/${uuid}/Info`, reading('after'), { qos: 1 });
      expect(await first).toBe(`device/${uuid}/Info`);
    });

    it('does not keep a device\'s retained will either', async () => {
      const uuid = 'dev-wuzhong-wj-02';
      const c = await device(uuid, { will: { topic: `device/${uuid}/WHstatus_ExecState`, payload: Buffer.from(reading('Offline')), qos: 1, retain: true } });
      const statusBefore = (await storedRows()).statuses;
      // The will is published when the connection breaks without DISCONNECT; it is an ordinary (stored) status.
      const stored = new Promise<void>((resolve) => {
        const stop = server.services.pubsub.listen('DEVICE_STATUS', (e) => e.uuid === uuid && (stop(), resolve()));
      });
      c.stream.destroy();
      await stored;
      expect((await storedRows()).statuses).toBe(statusBefore + 1);
      expect(await retained()).toEqual([]);
    });
  });

  describe('parameters per device (MQTT_MAX_PARAMETERS_PER_DEVICE, 200) and value size (MQTT_MAX_VALUE_BYTES, 4 KiB)', () => {
    it('keeps at most 200 keys of a device that sends 3,000, named parameters always, and logs a sample', async () => {
      const uuid = WUZHONG_WJ;
      const c = await device(uuid);
      const rows = await storedRows();
      const counters = server.services.ingest.counters;
      const before = { ...counters };
      await c.publishAsync(`device/${uuid}/WHstatus_Probe0`, reading(0), { qos: 1 }); // the device is now cached: the ingest answers at once
      for (let i = 1; i < 3000; i++) c.publish(`device/${uuid}/WHstatus_Probe${i}`, reading(i), { qos: 0 });
      // Messages of one connection are handled in order: once this is acknowledged, all are.
      await c.publishAsync(`device/${uuid}/BoosterWaterPressure`, reading(380), { qos: 1 });
      expect(counters.ingested - before.ingested).toBe(201);
      expect(counters['too-many-parameters'] - before['too-many-parameters']).toBe(2800);
      expect(server.services.ingest.parameterCount(uuid)).toBe(201);

      const keys = (await parameterValues(uuid)).map((v) => v.key);
      expect(keys).toHaveLength(201);
      expect(keys).toContain('WHstatus_Probe199');
      expect(keys).not.toContain('WHstatus_Probe200');
      expect(keys).toContain('BoosterWaterPressure');
      expect(server.services.live.latestValues(uuid)).toHaveLength(201);

      // A key the device already has still updates; the status (a named parameter) is still stored.
      await c.publishAsync(`device/${uuid}/WHstatus_Probe5`, reading(-5), { qos: 1 });
      await c.publishAsync(`device/${uuid}/WHstatus_ExecState`, reading('Running'), { qos: 1 });
      expect((await parameterValues(uuid)).find((v) => v.key === 'WHstatus_Probe5')?.value).toBe(-5);
      expect(await storedRows()).toEqual({ ...rows, statuses: rows.statuses + 1 });

      // 2,800 refusals: the first ten and the 1000th and 2000th (the 10th of the kind overall is the first sampled after them).
      const logged = warnings.filter((w) => w.obj.outcome === 'too-many-parameters').length;
      expect(logged).toBeLessThanOrEqual(12);
      expect(logged).toBeGreaterThan(0);
    });

    it('refuses a value above 4 KiB as JSON, for any parameter, and keeps the previous one', async () => {
      const uuid = 'dev-pengcheng-laser-01';
      const c = await device(uuid);
      const before = server.services.ingest.counters['value-too-large'];
      await c.publishAsync(`device/${uuid}/WHstatus_Note`, reading('fits'), { qos: 1 });
      for (let i = 0; i < 300; i++) c.publish(`device/${uuid}/WHstatus_Probe${i}`, reading('z'.repeat(15 * 1024)), { qos: 0 });
      await c.publishAsync(`device/${uuid}/WHstatus_Note`, reading({ text: 'w'.repeat(5000) }), { qos: 1 });
      await c.publishAsync(`device/${uuid}/Alarm`, reading('a'.repeat(4100)), { qos: 1 });
      expect(server.services.ingest.counters['value-too-large']).toBe(before + 302);
      expect(await parameterValues(uuid)).toEqual([{ key: 'WHstatus_Note', value: 'fits' }]);
      expect(server.services.ingest.parameterCount(uuid)).toBe(1);
    });

    it('holds the same caps in the live state for values that come from other instances', async () => {
      const uuid = 'dev-xihu-wj-01';
      const { pubsub, live } = server.services;
      const at = new Date().toISOString();
      const event = (key: string, value: unknown) => ({ kind: 'parameter' as const, uuid, tenantId: 1, key, value, timeStamp: at });
      const droppedBefore = { ...live.dropped };
      // As if several instances had each ingested their own share of a flood.
      for (let i = 0; i < 1000; i++) pubsub.publish('LIVE_VALUES', event(`WHstatus_Probe${i}`, i));
      pubsub.publish('LIVE_VALUES', event('LaserPower', 1));
      pubsub.publish('LIVE_VALUES', event('WHstatus_Probe0', 'v'.repeat(5000)));
      pubsub.publish('LIVE_VALUES', { kind: 'processrate', uuid, tenantId: 1, value: 'r'.repeat(5000), timeStamp: at });
      const values = live.latestValues(uuid);
      expect(values).toHaveLength(201);
      expect(values.find((v) => v.key === 'WHstatus_Probe0')?.value).toBe(0);
      expect(values.map((v) => v.key)).toContain('LaserPower');
      expect(live.processRate(uuid)).toBeNull();
      expect(live.dropped['too-many-parameters'] - droppedBefore['too-many-parameters']).toBe(800);
      expect(live.dropped['value-too-large'] - droppedBefore['value-too-large']).toBe(2);
      expect(warnings.filter((w) => w.msg === 'live value not kept').length).toBeLessThanOrEqual(12);
    });
  });

  it('stores at most maxFactsPerMinute facts of a device (statuses, alarms, piece counts together), refusing the rest and storing nothing of them, while other devices and plain values go on', async () => {
    const { orm, pubsub, logger } = server.services;
    const ingest = new Ingest(orm, pubsub, logger, { ...DEFAULT_INGEST_LIMITS, maxFactsPerMinute: 5 });
    const em = systemEm(orm, 'test');
    const rowsOf = async (uuid: string) => em.count(StatusChange, { device: { uuid } });
    const [before, otherBefore] = [await rowsOf(QILU_LASER), await rowsOf(QILU_LASER_2)];
    const t0 = Date.now() - 3_600_000;
    // A flood of changes, a second apart in the machine's time, arriving at once.
    const outcomes = await Promise.all(Array.from({ length: 9 }, (_, i) => ingest.handle(`device/${QILU_LASER}/WHstatus_ExecState`, reading(i % 2 ? 'Running' : 'Idle', t0 + i * 1000))));
    expect(outcomes.filter((o) => o === 'ingested')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'too-many-facts')).toHaveLength(4);
    expect(await rowsOf(QILU_LASER)).toBe(before + 5);
    // Its alarms and piece counts draw on the same allowance; its plain values are not facts.
    expect(await ingest.handle(`device/${QILU_LASER}/Alarm`, reading('Door open', t0 + 20_000))).toBe('too-many-facts');
    expect(await ingest.handle(`device/${QILU_LASER}/LaserPower`, reading(1200, t0 + 20_000))).toBe('ingested');
    // Another machine has its own.
    expect(await ingest.handle(`device/${QILU_LASER_2}/WHstatus_ExecState`, reading('Running', t0))).toBe('ingested');
    expect(await rowsOf(QILU_LASER_2)).toBe(otherBefore + 1);
    expect(ingest.counters['too-many-facts']).toBe(5);
    await ingest.close();
  });

  it('remembers a bounded number of unknown uuids (an external broker may let any topic through)', async () => {
    const { orm, pubsub, logger } = server.services;
    const ingest = new Ingest(orm, pubsub, logger, { ...DEFAULT_INGEST_LIMITS, maxRememberedMisses: 100 });
    for (let i = 0; i < 150; i++) expect(await ingest.handle(`device/dev-unknown-${i}/WHstatus_ExecState`, reading('Running'))).toBe('unknown-device');
    expect(ingest.cacheSizes()).toEqual({ devices: 0, misses: 100 });
    // The newest misses are kept and answered at once, without the database; the oldest were let go.
    expect(ingest.handle('device/dev-unknown-149/WHstatus_ExecState', reading('Running'))).toBe('unknown-device');
    expect(ingest.handle('device/dev-unknown-0/WHstatus_ExecState', reading('Running'))).toBeInstanceOf(Promise);
    await ingest.close();
  });

  it('looks a new device up once, however many of its messages arrive before the answer (a thousand machines coming online)', async () => {
    const { orm, pubsub, logger } = server.services;
    const ingest = new Ingest(orm, pubsub, logger, DEFAULT_INGEST_LIMITS);
    const burst = (uuid: string) => Array.from({ length: 200 }, (_, i) => ingest.handle(`device/${uuid}/LaserPower`, reading(i)));
    const outcomes = await Promise.all([...burst(QILU_LASER), ...burst('dev-not-registered')]);
    expect(outcomes.filter((o) => o === 'ingested')).toHaveLength(200);
    expect(outcomes.filter((o) => o === 'unknown-device')).toHaveLength(200);
    expect(ingest.deviceLookups()).toBe(2);
    // Afterwards both answers come from the cache, without a promise.
    expect(ingest.handle(`device/${QILU_LASER}/LaserPower`, reading(1))).toBe('ingested');
    expect(ingest.handle('device/dev-not-registered/LaserPower', reading(1))).toBe('unknown-device');
    expect(ingest.deviceLookups()).toBe(2);
    await ingest.close();
  });

  describe('device subscriptions', () => {
    it('stores no subscription of a persistent session, so nothing of other devices is queued for it (a refused # beside an own topic)', async () => {
      const spyId = `${WUZHONG_WJ}/spy`;
      const spy = await device(WUZHONG_WJ, { clean: false, clientId: spyId });
      expect(await subscribeCodes(spy, { [`device/${WUZHONG_WJ}/Info`]: { qos: 1 }, '#': { qos: 1 } })).toEqual([128, 128]);
      await spy.endAsync();
      const persistence = store();
      expect(await persistence.subscriptionsByTopic(`device/${QILU_LASER}/LaserPower`)).toEqual([]);
      expect(await persistence.subscriptionsByTopic(`device/${WUZHONG_WJ}/Info`)).toEqual([]);
      expect(await persistence.subscriptionsByClient({ id: spyId })).toEqual([]);

      // Another tenant's device publishes while the spy is away: nothing is queued for the spy.
      const victim = await device(QILU_LASER);
      await victim.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(1234), { qos: 1 });
      const queued: unknown[] = [];
      for await (const packet of persistence.outgoingStream({ id: spyId })) queued.push(packet);
      expect(queued).toEqual([]);
    });

    it('grants a device its own topics in a clean session, up to 50 per connection, and refuses the rest', async () => {
      const uuid = QILU_LASER;
      const c = await device(uuid, { clientId: `${uuid}/subs` });
      const before = server.services.ingest.counters['subscribe-refused'];
      const topics = Object.fromEntries(Array.from({ length: 52 }, (_, i) => [`device/${uuid}/K${i}`, { qos: 1 as const }]));
      const qos = await subscribeCodes(c, { ...topics, '#': { qos: 0 }, 'device/+/+': { qos: 0 } });
      expect(qos.slice(0, 50)).toEqual(Array(50).fill(1));
      expect(qos.slice(50)).toEqual([128, 128, 128, 128]);
      expect(server.services.ingest.counters['subscribe-refused']).toBe(before + 4);
    });
  });
  describe('QoS 2 and connections of one device', () => {
    const PENGCHENG = 'dev-pengcheng-laser-01';
    /** A device's raw connection (mqtt.js would send PUBREL itself), with the packets the broker sent. */
    const rawDevice = async (uuid: string, clientId: string, clean: boolean) => {
      const socket = net.connect(server.mqtt.port!, '127.0.0.1');
      socket.on('error', () => undefined);
      const parser = mqttPacket.parser({ protocolVersion: 4 });
      const received: { cmd: string; messageId?: number; returnCode?: number }[] = [];
      const waiters: (() => void)[] = [];
      parser.on('packet', (packet) => {
        received.push(packet as never);
        waiters.splice(0).forEach((wake) => wake());
      });
      socket.on('data', (data) => parser.parse(data));
      const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const receivedCount = (cmd: string, n: number) =>
        new Promise<void>((resolve) => {
          const check = () => (received.filter((p) => p.cmd === cmd).length >= n ? resolve() : waiters.push(check));
          check();
        });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean, clientId, keepalive: 0, username: uuid, password: Buffer.from(DEVICE_PASSWORD) }));
      await receivedCount('connack', 1);
      expect(received[0]).toMatchObject({ cmd: 'connack', returnCode: 0 });
      const publishQos2 = (messageId: number) =>
        socket.write(mqttPacket.generate({ cmd: 'publish', topic: `device/${uuid}/LaserPower`, payload: Buffer.from(reading(messageId)), qos: 2, messageId, dup: false, retain: false }));
      return { socket, gone, publishQos2, receivedCount };
    };

    it('keeps nothing of a persistent session\'s QoS 2 messages awaiting PUBREL once its connection ends', async () => {
      const clientId = `${PENGCHENG}/persistent`;
      const device = await rawDevice(PENGCHENG, clientId, false);
      for (let id = 1; id <= 3; id++) device.publishQos2(id);
      await device.receivedCount('pubrec', 3);
      // Taken (ingested) and kept by aedes until PUBREL while the connection lives...
      await expect(store().incomingGetPacket({ id: clientId }, { messageId: 1 })).resolves.toBeTruthy();
      device.socket.destroy();
      await device.gone;
      // ...and dropped when it ends: repeating this under fresh client ids grew the broker without bound.
      const kept = () => Promise.all([1, 2, 3].map((messageId) => store().incomingGetPacket({ id: clientId }, { messageId }).then(() => true, () => false)));
      // The broker hears the close after the client does: read the store until it changes, at most 5 s.
      for (let end = Date.now() + 5000; (await kept()).some(Boolean) && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await kept()).toEqual([false, false, false]);
      // The same when the server closes it (a credential rotated or moved: disconnectDevice).
      const second = await rawDevice(PENGCHENG, clientId, false);
      for (let id = 1; id <= 3; id++) second.publishQos2(id);
      await second.receivedCount('pubrec', 3);
      expect(server.mqtt.embedded!.disconnectDevice(PENGCHENG)).toBeGreaterThanOrEqual(1);
      await second.gone;
      for (let end = Date.now() + 5000; (await kept()).some(Boolean) && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await kept()).toEqual([false, false, false]);
    });

    it(`closes a connection with more than ${MAX_INFLIGHT_QOS2} QoS 2 messages awaiting PUBREL`, async () => {
      const device = await rawDevice(PENGCHENG, `${PENGCHENG}/withholding`, true);
      for (let id = 1; id <= MAX_INFLIGHT_QOS2; id++) device.publishQos2(id);
      await device.receivedCount('pubrec', MAX_INFLIGHT_QOS2);
      expect(device.socket.destroyed).toBe(false);
      device.publishQos2(MAX_INFLIGHT_QOS2 + 1);
      await device.gone;
    });

    it('refuses a device more than MQTT_MAX_CONNECTIONS_PER_DEVICE (8) connections at once with CONNACK 3; a reconnect under an open client id takes it over', async () => {
      const uuid = 'dev-nodoc-laser-01';
      const before = server.services.ingest.counters['too-many-connections'];
      const open = await Promise.all(Array.from({ length: 8 }, (_, i) => device(uuid, { clientId: `${uuid}/c${i}` })));
      await expect(connectDevice(server.mqtt.url, uuid, { clientId: `${uuid}/c8` })).rejects.toMatchObject({ code: 3 });
      expect(server.services.ingest.counters['too-many-connections']).toBe(before + 1);
      // The machine reconnecting under a client id of its own, while the old connection lingers.
      const replaced = closed(open[0]);
      const again = await device(uuid, { clientId: `${uuid}/c0` });
      await replaced;
      expect(again.connected).toBe(true);
      // One connection ends: a new one is taken (once the broker has heard the end: until then it may still refuse).
      await open[1].endAsync();
      for (let end = Date.now() + 5000; ; ) {
        const next = await connectDevice(server.mqtt.url, uuid, { clientId: `${uuid}/c9` }).catch((error: { code?: number }) => {
          if (error.code !== 3 || Date.now() > end) throw error;
          return null;
        });
        if (next) {
          clients.push(next);
          break;
        }
      }
    });
  });
});
