import type { MqttClient } from 'mqtt';
import { ALARM_FLAG, ALARM_TYPE } from '../src/contract/alarm-rules';
import { ERRNO } from '../src/contract/error-catalogue';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { RepairOrder } from '../src/modules/repair-orders/repair-order.entity';
import { Alarm } from '../src/modules/telemetry/telemetry.entities';
import { DEFAULT_INGEST_LIMITS, Ingest } from '../src/modules/telemetry/ingest';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, QILU_LASER_2, XIHU_WJ, connectDevice, reading } from './mqtt-helpers';

const RULES = 'query Rules($deviceId: ID!) { deviceAlarmRules(deviceId: $deviceId) { id param kind high low deadband lifetime advance op value interval opensRepair position } }';
const SET = 'mutation Set($deviceId: ID!, $rules: [AlarmRuleInput!]!) { setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) { id param kind high low op value interval opensRepair } }';

/**
 * Intelligent alarm rules (issue 17, spec part 2 sections 3 and 5): kept per device through the
 * API with the form rules, evaluated by the ingest from memory on each value of their parameter,
 * the alarms stored and sent live as the spec's alarm object, and a rule that says so opening
 * one repair order.
 */
describe('intelligent alarm rules', () => {
  let server: TestServer;
  const as: Record<string, Caller> = {};
  const clients: MqttClient[] = [];
  let laser: MqttClient;
  const em = () => systemEm(server.services.orm, 'test');
  const deviceId = async (uuid: string) => String((await em().findOneOrFail(Device, { uuid })).id);

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser']) as[account] = { token: await loginAs(server, account) };
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await server?.stop();
  });

  it('keeps a device\'s rules by the form rules, each problem named with its field in the caller\'s language', async () => {
    const id = await deviceId(QILU_LASER_2);
    const bad = await gql(server, SET, {
      deviceId: id,
      rules: [
        { param: 'LaserPower', kind: 'limit', high: 100, low: 200, interval: 60 },
        { param: 'CavityPressure', kind: 'limit', interval: 0 },
        { param: 'NozzleHours', kind: 'wear', lifetime: 500, advance: 500, interval: 60 },
        { param: ' ', kind: 'condition', op: '~', value: '', interval: 60 },
      ],
    }, { ...as.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
    expect(errorOf(bad)).toMatchObject({ errorno: ERRNO.formValidationFailed });
    const fields = errorOf(bad).fields as { field: string; key: string; message: string }[];
    expect(fields.map((f) => `${f.field}:${f.key}`)).toEqual([
      'rules.0.high:alarm_limits_order',
      'rules.1.interval:alarm_interval',
      'rules.1.high:alarm_limits_missing',
      'rules.2.advance:alarm_advance',
      'rules.3.param:alarm_param_required',
      'rules.3.op:alarm_op_required',
      'rules.3.value:alarm_value',
    ]);
    expect(fields[0].message).toBe('上限必须大于下限');
    expect((await gql(server, RULES, { deviceId: id }, as.tenantadmin)).body.data?.deviceAlarmRules).toEqual([]);

    const saved = await gql(server, SET, {
      deviceId: id,
      rules: [
        { param: 'LaserPower', kind: 'limit', high: 1200, low: 100, interval: 60, opensRepair: true, lifetime: 9 },
        { param: 'DutyCycle', kind: 'condition', op: '>=', value: '95', interval: 30 },
      ],
    }, as.tenantadmin);
    expect(saved.body.errors).toBeUndefined();
    // Only the fields of a rule's kind are kept.
    expect(saved.body.data?.setDeviceAlarmRules.map((r: Record<string, unknown>) => ({ ...r, id: undefined }))).toEqual([
      { id: undefined, param: 'LaserPower', kind: 'limit', high: 1200, low: 100, op: null, value: null, interval: 60, opensRepair: true },
      { id: undefined, param: 'DutyCycle', kind: 'condition', high: null, low: null, op: '>=', value: '95', interval: 30, opensRepair: false },
    ]);
  });

  it.each([
    // [account, may read, may replace]: the demo policies give GET and PUT /alarmrule to the tenant and maintenance administrators.
    ['superadmin', true, true],
    ['tenantadmin', true, true],
    ['qiluadmin', true, true],
    ['maintadmin', true, true],
    ['maintainer', false, false],
    ['customer', false, false],
    ['rivaluser', false, false],
  ] as const)('gives %s the /alarmrule pairs of its role policy (allowed: reaches the rules; denied: 1150)', async (account, read, replace) => {
    const id = '999999';
    expect(errorOf(await gql(server, RULES, { deviceId: id }, as[account])).errorno).toBe(read ? ERRNO.deviceArchiveNotFound : ERRNO.forbidden);
    expect(errorOf(await gql(server, SET, { deviceId: id, rules: [] }, as[account])).errorno).toBe(replace ? ERRNO.deviceArchiveNotFound : ERRNO.forbidden);
  });

  it('shows a rival tenant none of it and lets it change none of it; needs the /alarmrule pairs', async () => {
    const id = await deviceId(QILU_LASER_2);
    expect(errorOf(await gql(server, RULES, { deviceId: id }, as.rivaladmin))).toMatchObject({ errorno: ERRNO.deviceArchiveNotFound });
    expect(errorOf(await gql(server, SET, { deviceId: id, rules: [] }, as.rivaladmin))).toMatchObject({ errorno: ERRNO.deviceArchiveNotFound });
    expect((await gql(server, RULES, { deviceId: id }, as.tenantadmin)).body.data?.deviceAlarmRules).toHaveLength(2);
    // A customer's user has no policy row for them.
    expect(errorOf(await gql(server, RULES, { deviceId: id }, as.customer))).toMatchObject({ errorno: ERRNO.forbidden });
    // The rival's own device is its to configure.
    const own = await gql(server, SET, { deviceId: await deviceId(XIHU_WJ), rules: [{ param: 'WaterPressure', kind: 'limit', high: 400, interval: 60 }] }, as.rivaladmin);
    expect(own.body.errors).toBeUndefined();
  });

  it('raises alarms from the rules on each value, with a dead band at the limits, live and stored; an alarm that says so opens one repair order', async () => {
    const id = await deviceId(QILU_LASER);
    const set = await gql(server, SET, { deviceId: id, rules: [{ param: 'LaserPower', kind: 'limit', high: 1200, low: 100, interval: 3600, opensRepair: true }] }, as.tenantadmin);
    expect(set.body.errors).toBeUndefined();
    const ws = wsClient(server, { token: as.tenantadmin.token });
    const live: string[] = [];
    let wake = () => undefined as void;
    ws.subscribe<{ deviceAlarms: { value: string } }>(
      { query: 'subscription A($uuid: String!) { deviceAlarms(uuid: $uuid) { value } }', variables: { uuid: QILU_LASER } },
      { next: (r) => (r.data && live.push(r.data.deviceAlarms.value), wake()), error: () => undefined, complete: () => undefined },
    );
    const device = (laser = await connectDevice(server.mqtt.url, QILU_LASER));
    clients.push(device);
    const lookups = server.services.ingest.deviceLookups();
    const t0 = Date.now() - 60_000;
    // QoS 1: each PUBACK comes after the ingest stored what the message raised.
    for (const [i, value] of [1000, 1250, 1199, 1300, 1150, 50, 99, 120].entries()) await device.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(value, t0 + i * 1000), { qos: 1 });

    const stored = await em().find(Alarm, { device: { uuid: QILU_LASER }, at: { $gte: new Date(t0) } }, { orderBy: { at: 'asc' } });
    const objects = stored.map((a) => JSON.parse(a.text));
    // 1250 high; 1199 and 1300 still high (inside the dead band, then no new level); 1150 back to normal; 50 low; 99 still low; 120 back to normal.
    expect(objects.map((o) => [o.val, o.flag])).toEqual([
      [1250, ALARM_FLAG.high],
      [1150, ALARM_FLAG.normal],
      [50, ALARM_FLAG.low],
      [120, ALARM_FLAG.normal],
    ]);
    expect(objects[0]).toEqual({ val: 1250, para: 'LaserPower', set_value: 1200, flag: ALARM_FLAG.high, type: ALARM_TYPE.limit });
    expect(objects[2]).toMatchObject({ set_value: 100, flag: ALARM_FLAG.low });
    // The same objects reached the live subscription (after its snapshot of the latest alarm).
    while (live.filter((v) => v.includes('"para":"LaserPower"')).length < 4) await new Promise<void>((r) => (wake = r));
    expect(live.slice(-4).map((v) => JSON.parse(v).val)).toEqual([1250, 1150, 50, 120]);
    // The rules came from memory: no device read per message.
    expect(server.services.ingest.deviceLookups() - lookups).toBeLessThanOrEqual(1);

    // The high opened one order; the low while it is open opened none.
    const orders = await em().find(RepairOrder, { alarmCause: 'AlarmRule', product: (await em().findOneOrFail(Device, { uuid: QILU_LASER })).product!.id });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ state: 'reported', openAlarmKey: `${id}:AlarmRule:LaserPower` });
    expect(orders[0].description).toContain('Alarm rule on LaserPower');
    await ws.dispose();
  });

  it('leaves a rule as it was when the alarm it raised is refused by the device\'s facts allowance, so the next value over the limit raises it', async () => {
    const uuid = QILU_LASER_2;
    const set = await gql(server, SET, { deviceId: await deviceId(uuid), rules: [{ param: 'LaserPower', kind: 'limit', high: 1200, low: 100, interval: 3600, opensRepair: false }] }, as.tenantadmin);
    expect(set.body.errors).toBeUndefined();
    const { orm, pubsub, logger } = server.services;
    let clock = Date.now();
    const ingest = new Ingest(orm, pubsub, logger, { ...DEFAULT_INGEST_LIMITS, maxFactsPerMinute: 1 }, () => clock);
    const t0 = Date.now() - 30_000;
    expect(await ingest.handle(`device/${uuid}/WHstatus_ExecState`, reading('Running', t0))).toBe('ingested'); // the one fact of the minute
    expect(await ingest.handle(`device/${uuid}/LaserPower`, reading(1300, t0 + 1000))).toBe('too-many-facts');
    // A minute later the allowance is back.
    clock += 60_000;
    expect(await ingest.handle(`device/${uuid}/LaserPower`, reading(1310, t0 + 2000))).toBe('ingested');
    const stored = await em().find(Alarm, { device: { uuid }, at: { $gte: new Date(t0) } });
    expect(stored.map((a) => JSON.parse(a.text).val)).toEqual([1310]);
    await ingest.close();
  });

  it('reads a device\'s rules again once they change (any instance), and a value of another key raises nothing', async () => {
    const id = await deviceId(QILU_LASER);
    const device = laser;
    const t0 = Date.now() - 30_000;
    const count = () => em().count(Alarm, { device: { uuid: QILU_LASER }, at: { $gte: new Date(t0) } });
    await device.publishAsync(`device/${QILU_LASER}/DutyCycle`, reading(99, t0), { qos: 1 });
    expect(await count()).toBe(0);
    await gql(server, SET, { deviceId: id, rules: [{ param: 'DutyCycle', kind: 'condition', op: '>=', value: '95', interval: 3600 }] }, as.tenantadmin);
    await device.publishAsync(`device/${QILU_LASER}/DutyCycle`, reading(99, t0 + 1000), { qos: 1 });
    const [alarm] = await em().find(Alarm, { device: { uuid: QILU_LASER }, at: { $gte: new Date(t0) } });
    expect(JSON.parse(alarm.text)).toEqual({ val: 99, para: 'DutyCycle', set_value: 95, flag: ALARM_FLAG.high, type: ALARM_TYPE.condition });
    expect(await em().count(RepairOrder, { openAlarmKey: `${id}:AlarmRule:DutyCycle` })).toBe(0); // this rule opens none
  });
});
