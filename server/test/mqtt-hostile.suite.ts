import mqttPacket from 'mqtt-packet';
import type { MqttClient } from 'mqtt';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import type { IngestCounters } from '../src/modules/telemetry/ingest';
import { Alarm, PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER_2, WUZHONG_WJ, closed, connectDevice, reading, subscribeCodes, subscription } from './mqtt-helpers';

/**
 * Devices no other suite on a shared Mosquitto asserts on (TEST_MQTT_URL is one broker
 * for every file, and every server's ingest hears every device topic).
 */
const HOSTILE = 'dev-nodoc-laser-01';
const GOOD = 'dev-wuzhong-wj-02';
const CAP = 20;

type Delta = Partial<Record<keyof IngestCounters, number>>;

/** How a case ends: the connection closed, or an ordinary message on the same connection got through after it. */
type Ending = { closes: true } | { closes: false };

/**
 * One hostile input and what it must do on each kind of broker: `embedded` / `external`
 * are the ingest counters it moves (besides the sentinel's), `closes` when the broker
 * drops the connection for it; `skip` where the external broker's own configuration
 * decides (ACLs, retained messages, subscriptions).
 */
type Case = {
  name: string;
  topic?: string;
  payload?: string | Buffer;
  qos?: 0 | 1 | 2;
  retain?: boolean;
  /** A raw packet instead of an mqtt.js publish (what mqtt.js would refuse to send). */
  raw?: Buffer;
  embedded: Delta & Partial<Ending>;
  external: (Delta & Partial<Ending>) | 'skip';
};

const own = (key: string) => `device/${HOSTILE}/${key}`;
const json = (s: string) => `{"value":${s},"timeStamp":${Date.now()}}`;
const rawPublish = (topic: string, payload: string | Buffer = reading(1)) => mqttPacket.generate({ cmd: 'publish', topic, payload, qos: 0, dup: false, retain: false });
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { level: depth, inner: nested(depth - 1) });

/** Inputs a legitimate ingest takes from the hostile device, with the value it keeps. */
const LEGIT: Record<string, unknown> = {
  WHstatus_ExecState: { state: 'Running' }, // not a status: recorded as Offline (spec), kept as sent in the live state
  WHstatus_Nested: nested(20),
  WHstatus_Array: [1, 'two', { three: 3 }, [4]],
  WHstatus_Ctrl: '\u0000\u0001\u001b[31mred\u001b[0m\u007f',
  FeedRate: 1200,
};

const CASES: Case[] = [
  // Malformed payloads: refused by the ingest on every broker.
  { name: 'not JSON', topic: own('WHstatus_Progress'), payload: 'not json', embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'JSON without value', topic: own('WHstatus_Progress'), payload: `{"timeStamp":${Date.now()}}`, embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'JSON that is not an object', topic: own('WHstatus_Progress'), payload: '[1,2,3]', embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'an empty payload', topic: own('WHstatus_Progress'), payload: '', embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a number too large to be one', topic: own('WHstatus_Progress'), payload: json('1e400'), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a NaN literal', topic: own('WHstatus_Progress'), payload: json('NaN'), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a NaN-like string as a piece count', topic: own('WHstatus_PieceCount'), payload: reading('NaN'), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'an Infinity-like string as the process rate', topic: `processrate/${HOSTILE}`, payload: reading('Infinity'), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'an object as the process rate', topic: `processrate/${HOSTILE}`, payload: reading({ rate: 5 }), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a string piece count', topic: own('WHstatus_PieceCount'), payload: reading('12'), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a fractional piece count', topic: own('WHstatus_PieceCount'), payload: reading(3.5), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'invalid UTF-8', topic: own('WHstatus_Text'), payload: Buffer.concat([Buffer.from('{"value":"'), Buffer.of(0xc3, 0x28, 0xff), Buffer.from(`","timeStamp":${Date.now()}}`)]), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'a time far in the future', topic: own('WHstatus_Progress'), payload: reading(1, Date.now() + 7 * 86400_000), embedded: { received: 1, malformed: 1 }, external: { received: 1, malformed: 1 } },
  { name: 'an unknown parameter', topic: own('NoSuchParameter'), payload: reading(1), embedded: { received: 1, 'unknown-parameter': 1 }, external: { received: 1, 'unknown-parameter': 1 } },
  // Too large for the ingest, within the packet limit.
  { name: 'a value above 4 KiB', topic: own('WHstatus_Big'), payload: reading('b'.repeat(5000)), embedded: { received: 1, 'value-too-large': 1 }, external: { received: 1, 'value-too-large': 1 } },
  { name: 'a deep nesting above 4 KiB', topic: own('WHstatus_Deep'), payload: json('['.repeat(3000) + ']'.repeat(3000)), embedded: { received: 1, 'value-too-large': 1 }, external: { received: 1, 'value-too-large': 1 } },
  { name: 'an alarm above 4 KiB', topic: own('Alarm'), payload: reading('a'.repeat(5000)), embedded: { received: 1, 'value-too-large': 1 }, external: { received: 1, 'value-too-large': 1 } },
  { name: 'a payload above 16 KiB', topic: own('WHstatus_Big'), payload: reading('c'.repeat(20_000)), embedded: { received: 1, 'value-too-large': 1 }, external: { received: 1, 'value-too-large': 1 } },
  // Legitimate (if odd) values: taken, and listed in LEGIT.
  { name: 'an object as the status (counts as Offline)', topic: own('WHstatus_ExecState'), payload: reading(LEGIT.WHstatus_ExecState), embedded: { received: 1, ingested: 1 }, external: { received: 1, ingested: 1 } },
  { name: 'a nested object within the limit', topic: own('WHstatus_Nested'), payload: reading(LEGIT.WHstatus_Nested), embedded: { received: 1, ingested: 1 }, external: { received: 1, ingested: 1 } },
  { name: 'an array', topic: own('WHstatus_Array'), payload: reading(LEGIT.WHstatus_Array), embedded: { received: 1, ingested: 1 }, external: { received: 1, ingested: 1 } },
  { name: 'control characters', topic: own('WHstatus_Ctrl'), payload: reading(LEGIT.WHstatus_Ctrl), embedded: { received: 1, ingested: 1 }, external: { received: 1, ingested: 1 } },
  { name: 'a QoS 2 publish', topic: own('FeedRate'), payload: reading(LEGIT.FeedRate), qos: 2, embedded: { received: 1, ingested: 1 }, external: { received: 1, ingested: 1 } },
  // Odd topic names.
  { name: 'a key with a space', topic: own('key with space'), payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: { received: 1, 'unknown-topic': 1 } },
  { name: 'a non-ASCII key', topic: own('名字'), payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: { received: 1, 'unknown-topic': 1 } },
  { name: 'an empty key', topic: own(''), payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: { received: 1, 'unknown-topic': 1 } },
  { name: 'a key of 65 characters', topic: own('WHstatus_' + 'k'.repeat(56)), payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: { received: 1, 'unknown-topic': 1 } },
  // Topics the ingest's subscriptions on an external broker do not match: nothing reaches it there.
  { name: 'an extra topic level', topic: own('a/b'), payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: {} },
  { name: 'a process rate with a key', topic: `processrate/${HOSTILE}/x`, payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: {} },
  { name: 'a $SYS topic', topic: '$SYS/broker/clients', payload: reading(1), embedded: { closes: true, 'unknown-topic': 1 }, external: {} },
  { name: 'another scheme', topic: `devices/${HOSTILE}/WHstatus_ExecState`, payload: reading('Estop'), embedded: { closes: true, 'unknown-topic': 1 }, external: {} },
  // Invalid packets: every broker closes the connection.
  { name: 'a + wildcard in a publish', raw: rawPublish(`device/${HOSTILE}/+`), embedded: { closes: true, 'protocol-error': 1 }, external: { closes: true } },
  { name: 'a # wildcard in a publish', raw: rawPublish('device/#'), embedded: { closes: true, 'protocol-error': 1 }, external: { closes: true } },
  { name: 'a reserved packet type', raw: Buffer.of(0xf0, 0x00), embedded: { closes: true, 'protocol-error': 1 }, external: { closes: true } },
  // Oversize: the embedded broker closes the connection on the header; an external one passes it to the ingest (its max_packet_size decides).
  { name: 'a 1 MB publish', topic: own('WHstatus_ExecState'), payload: reading('x'.repeat(1024 * 1024)), embedded: { closes: true, 'oversize-packet': 1 }, external: { received: 1, 'value-too-large': 1 } },
  // What an external broker's ACL decides (see README): checked on the embedded broker.
  { name: 'the topic of another device', topic: `device/${QILU_LASER_2}/WHstatus_ExecState`, payload: reading('Estop'), embedded: { closes: true, 'not-own-topic': 1 }, external: 'skip' },
  { name: 'a retained publish (kept nowhere, the value taken)', topic: own('WHstatus_Retained'), payload: reading('r'), retain: true, embedded: { received: 1, ingested: 1, 'retain-ignored': 1 }, external: 'skip' },
];

/** What every device has stored and live, to compare before and after. */
async function snapshot(server: TestServer) {
  const em = systemEm(server.services.orm, 'test');
  const devices = await em.find(Device, {}, { orderBy: { uuid: 'asc' } });
  const out: Record<string, unknown> = {};
  for (const d of devices) {
    out[d.uuid] = {
      status: d.status,
      statusAt: d.statusAt?.toISOString() ?? null,
      statuses: (await em.find(StatusChange, { device: d }, { orderBy: { at: 'asc', id: 'asc' } })).map((s) => `${s.status}@${s.at.toISOString()}`),
      alarms: (await em.find(Alarm, { device: d }, { orderBy: { id: 'asc' } })).map((a) => a.text),
      pieces: (await em.find(PieceCount, { device: d }, { orderBy: { id: 'asc' } })).map((p) => p.count),
      live: server.services.live.latestValues(d.uuid),
      rate: server.services.live.processRate(d.uuid),
    };
  }
  return out as Record<string, { statuses: string[]; live: { key: string; value: unknown }[]; [k: string]: unknown }>;
}

const COUNTED: (keyof IngestCounters)[] = [
  'received', 'ingested', 'malformed', 'unknown-topic', 'unknown-device', 'unknown-parameter', 'not-own-topic',
  'too-many-parameters', 'value-too-large', 'oversize-packet', 'retain-ignored', 'subscribe-refused', 'protocol-error', 'connect-bytes-busy',
];
const delta = (after: IngestCounters, before: IngestCounters): Delta =>
  Object.fromEntries(COUNTED.filter((k) => after[k] !== before[k]).map((k) => [k, after[k] - before[k]]));

/**
 * The MQTT hostile-input battery (hardening issue, item D): a device with valid
 * credentials sends everything in CASES, floods more parameters than the cap, and (on
 * the embedded broker) subscribes to `#`. Each case moves exactly the counters it
 * names; afterwards the stored data and the live state are as before except for what
 * was legitimately taken, nothing was logged as an error, and a well-behaved device is
 * still served. `embedded`: the broker is the server's own (refusals at the broker);
 * otherwise the server ingests from an external broker (`env` gives MQTT_URL) and only
 * the ingest-side checks apply.
 */
export function mqttHostileSuite(name: string, env: () => Promise<Record<string, string>>, options: { embedded: boolean }) {
  describe(name, () => {
    let server: TestServer;
    let mqttUrl: string;
    const opened: MqttClient[] = [];
    const errors: unknown[] = [];
    const warnings: string[] = [];
    let connections = 0;
    let hostile: MqttClient | undefined;

    beforeAll(async () => {
      server = await startTestServer({ ...(await env()), MQTT_MAX_PARAMETERS_PER_DEVICE: String(CAP) });
      mqttUrl = server.config.mqttUrl ?? server.mqtt.url;
      const logger = server.services.logger;
      for (const level of ['error', 'fatal'] as const) {
        const original = logger[level].bind(logger);
        logger[level] = ((obj: unknown, msg?: string) => {
          errors.push({ level, obj, msg });
          return original(obj as object, msg);
        }) as typeof logger.error;
      }
      const warn = logger.warn.bind(logger);
      logger.warn = ((obj: unknown, msg?: string) => {
        warnings.push(msg ?? String(obj));
        return warn(obj as object, msg);
      }) as typeof logger.warn;
    });
    afterAll(async () => {
      await Promise.all(opened.map((c) => c.endAsync(true)));
      await server?.stop();
    });

    /** The hostile device's connection, opened again after the broker closed it. */
    const device = async () => {
      if (hostile?.connected) return hostile;
      hostile = await connectDevice(mqttUrl, HOSTILE, { clientId: `${HOSTILE}/hostile-${++connections}` });
      opened.push(hostile);
      return hostile;
    };
    let nonce = 0;
    /** An ordinary value after the case on the same connection: once the ingest has it, it has handled the case. */
    const sentinel = async (client: MqttClient) => {
      const value = `sentinel-${++nonce}`;
      const taken = new Promise<void>((resolve) => {
        const stop = server.services.pubsub.listen('DEVICE_PARAMETER', HOSTILE, (e) => e.key === 'Info' && e.value === value && (stop(), resolve()));
      });
      await client.publishAsync(own('Info'), reading(value), { qos: 1 });
      await taken;
    };

    it('refuses each hostile input as it should, moving only its own counters', async () => {
      const before = await snapshot(server);
      const counters = server.services.ingest.counters;
      const outcomes: Record<string, Delta> = {};
      const expected: Record<string, Delta> = {};
      const legit = new Set(['Info']);
      for (const c of CASES) {
        const want = options.embedded ? c.embedded : c.external;
        if (want === 'skip') continue;
        const { closes, ...moves } = want;
        const client = await device();
        const start = { ...counters };
        if (closes) {
          const gone = closed(client);
          if (c.raw) client.stream.write(c.raw);
          else client.publish(c.topic!, c.payload!, { qos: c.qos ?? 1, retain: c.retain ?? false });
          await gone;
          outcomes[c.name] = delta(counters, start);
          expected[c.name] = moves;
        } else {
          await client.publishAsync(c.topic!, c.payload!, { qos: c.qos ?? 1, retain: c.retain ?? false });
          await sentinel(client);
          outcomes[c.name] = delta(counters, start);
          // The sentinel: one more message received and taken.
          expected[c.name] = { ...moves, received: (moves.received ?? 0) + 1, ingested: (moves.ingested ?? 0) + 1 };
          if (moves.ingested) legit.add(c.topic!.split('/')[2]);
        }
      }
      expect(outcomes).toEqual(expected);

      // A flood of made-up keys: the first ones up to the cap are taken, the rest refused.
      const client = await device();
      const room = CAP - server.services.ingest.parameterCount(HOSTILE);
      const start = { ...counters };
      for (let i = 0; i < 2 * CAP; i++) await client.publishAsync(own(`WHstatus_Flood${i}`), reading(i), { qos: 1 });
      await sentinel(client);
      expect(delta(counters, start)).toEqual({ received: 2 * CAP + 1, ingested: room + 1, 'too-many-parameters': 2 * CAP - room });
      for (let i = 0; i < room; i++) legit.add(`WHstatus_Flood${i}`);

      // Stored data and the live state: as before, except what was legitimately taken.
      const after = await snapshot(server);
      const { [HOSTILE]: hostileBefore, ...othersBefore } = before;
      const { [HOSTILE]: hostileAfter, ...othersAfter } = after;
      expect(othersAfter).toEqual(othersBefore);
      expect(hostileAfter.statuses.slice(0, hostileBefore.statuses.length)).toEqual(hostileBefore.statuses);
      expect(hostileAfter.statuses.slice(hostileBefore.statuses.length).map((s) => s.split('@')[0])).toEqual(['Offline']); // the object status
      expect({ ...hostileAfter, statuses: undefined, status: undefined, statusAt: undefined, live: undefined }).toEqual({ ...hostileBefore, statuses: undefined, status: undefined, statusAt: undefined, live: undefined });
      const live = new Map(hostileAfter.live.map((v) => [v.key, v.value]));
      expect([...live.keys()].sort()).toEqual([...legit].sort());
      for (const [key, value] of Object.entries(LEGIT)) expect(live.get(key)).toEqual(value);
      expect(live.size).toBeLessThanOrEqual(CAP);

      // Nothing unexpected reached the log; refusals are warnings, sampled.
      expect(errors).toEqual([]);
      expect(new Set(warnings)).toEqual(new Set(['mqtt message rejected']));
      expect(server.services.ingest.counters.failedBatches).toBe(0);

      if (options.embedded) {
        // A subscription to everything is refused; the device hears nothing of others, only its own topics.
        const codes = await subscribeCodes(client, { '#': { qos: 1 }, [own('Info')]: { qos: 0 } });
        expect(codes).toEqual([128, 0]);
        const heard: string[] = [];
        client.on('message', (topic) => heard.push(topic));
        const other = await connectDevice(mqttUrl, WUZHONG_WJ, { clientId: `${WUZHONG_WJ}/neighbour` });
        opened.push(other);
        await other.publishAsync(`device/${WUZHONG_WJ}/Info`, reading('neighbour'), { qos: 1 });
        const echoed = new Promise<void>((resolve) => client.on('message', (topic, payload) => String(payload).includes('own-echo') && resolve()));
        await client.publishAsync(own('Info'), reading('own-echo'), { qos: 1 });
        await echoed;
        expect(heard).toEqual([own('Info')]);
        // The broker keeps nothing retained and no session of the device.
        const store = (server.mqtt.embedded!.broker as unknown as { persistence: { createRetainedStream(p: string): AsyncIterable<unknown> } }).persistence;
        const kept: unknown[] = [];
        for await (const packet of store.createRetainedStream('#')) kept.push(packet);
        expect(kept).toEqual([]);
      }
    });

    it('still serves a well-behaved device', async () => {
      const ws = wsClient(server, { token: await loginAs(server, 'tenantadmin') });
      const status = subscription(ws, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { uuid status } }', { uuids: [GOOD] });
      await status.next();
      const good = await connectDevice(mqttUrl, GOOD);
      opened.push(good);
      await good.publishAsync(`device/${GOOD}/WHstatus_ExecState`, reading('Running'), { qos: 1 });
      await good.publishAsync(`device/${GOOD}/BoosterWaterPressure`, reading(385.5), { qos: 1 });
      expect((await status.until((d: any) => d.deviceStatusChanged.status === 'Running')).deviceStatusChanged).toEqual({ uuid: GOOD, status: 'Running' });
      const stored = await systemEm(server.services.orm, 'test').findOneOrFail(Device, { uuid: GOOD });
      expect(stored.status).toBe('Running');
      await status.close();
      await ws.dispose();
    });
  });
}
