import type { MqttClient } from 'mqtt';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { Alarm, PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { errorOf, eventually, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, QILU_LASER_2, WUZHONG_WJ, WUZHONG_WJ_2, XIHU_WJ, closed, connectDevice, reading, subscription } from './mqtt-helpers';

const STATUS_SUB = 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { uuid status at } }';
const PARAMS_SUB = 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { uuid key value timeStamp } }';
const ALARM_SUB = 'subscription A($uuid: String!) { deviceAlarms(uuid: $uuid) { uuid value timeStamp } }';
const RATE_SUB = 'subscription R($uuid: String!) { processRate(uuid: $uuid) { uuid value } }';
const EFF_SUB = 'subscription E($uuid: String!) { deviceEfficiency(uuid: $uuid) { uuid efficiency { items { status time } } timeline { status value { status } } } }';
const TABLE_SUB = 'subscription { tableVersionChanged { table version } }';

/** Stored rows, read unfiltered straight from the database. */
export function storedCounts(server: TestServer, uuid: string) {
  const em = systemEm(server.services.orm, 'test');
  return (async () => {
    const device = await em.findOneOrFail(Device, { uuid });
    return {
      device,
      statuses: await em.find(StatusChange, { device }, { orderBy: { at: 'asc', id: 'asc' } }),
      alarms: await em.count(Alarm, { device }),
      pieces: await em.count(PieceCount, { device }),
    };
  })();
}

/**
 * The live-data behaviour every broker set-up must show: a device publishes over
 * real MQTT, graphql-ws subscribers receive it, queries show it, and bad input changes nothing.
 * `env` selects the broker (embedded by default, or MQTT_URL); `refusals` runs the
 * credential/ACL tests, which belong to the embedded broker (an external broker's own
 * configuration enforces them).
 */
export function liveDataSuite(name: string, env: () => Promise<Record<string, string>>, options: { refusals: boolean }) {
  describe(name, () => {
    let server: TestServer;
    let mqttUrl: string;
    let token: string;
    let ws: ReturnType<typeof wsClient>;
    const devices: MqttClient[] = [];
    const device = async (uuid: string) => {
      const c = await connectDevice(mqttUrl, uuid);
      devices.push(c);
      return c;
    };

    beforeAll(async () => {
      server = await startTestServer(await env());
      mqttUrl = server.config.mqttUrl ?? server.mqtt.url;
      token = await loginAs(server, 'tenantadmin');
      ws = wsClient(server, { token });
    });
    afterAll(async () => {
      await ws?.dispose();
      await Promise.all(devices.map((d) => d.endAsync(true)));
      await server?.stop();
    });

    it('delivers published status and parameters to graphql-ws subscribers and stores the status', async () => {
      const laser = await device(QILU_LASER);
      const t0 = Date.now() - 60_000;
      await laser.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading('Running', t0), { qos: 1 });

      // The device itself comes along (id and stored status), so a normalised client cache updates every view of it.
      const status = subscription(ws, 'subscription S($uuids: [String!]!) { deviceStatusChanged(uuids: $uuids) { uuid status at device { id uuid status statusAt } } }', { uuids: [QILU_LASER] });
      // The first event is the current status; with an external broker it may still be on its way.
      const first = await status.until((d: any) => d.deviceStatusChanged.status === 'Running');
      const id = String((await storedCounts(server, QILU_LASER)).device.id);
      expect(first.deviceStatusChanged.device).toEqual({ id, uuid: QILU_LASER, status: 'Running', statusAt: new Date(t0).toISOString() });
      await laser.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading('Idle', t0 + 1000), { qos: 1 });
      expect((await status.until((d: any) => d.deviceStatusChanged.status === 'Idle')).deviceStatusChanged).toEqual({
        uuid: QILU_LASER,
        status: 'Idle',
        at: new Date(t0 + 1000).toISOString(),
        device: { id, uuid: QILU_LASER, status: 'Idle', statusAt: new Date(t0 + 1000).toISOString() },
      });

      const params = subscription(ws, PARAMS_SUB, { uuid: QILU_LASER });
      await params.until((d: any) => d.deviceParameters.key === 'WHstatus_ExecState');
      await laser.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(3000.5, t0 + 2000), { qos: 1 });
      const power = await params.until((d: any) => d.deviceParameters.key === 'LaserPower');
      expect(power.deviceParameters).toMatchObject({ uuid: QILU_LASER, value: 3000.5 });

      const latest = await gql(server, 'query L($uuid: String!) { deviceParameterValues(uuid: $uuid) { key value } }', { uuid: QILU_LASER }, { token });
      expect(latest.body.data!.deviceParameterValues).toEqual(expect.arrayContaining([{ key: 'LaserPower', value: 3000.5 }, { key: 'WHstatus_ExecState', value: 'Idle' }]));

      const stored = await storedCounts(server, QILU_LASER);
      expect(stored.statuses.map((s) => s.status)).toEqual(['Running', 'Idle']);
      expect(stored.device.status).toBe('Idle');
      await status.close();
      await params.close();
    });

    it('lists devices with live status, cover picture and alias, and a detail with the customer', async () => {
      const list = await gql(server, '{ devices(pageSize: 50) { total items { uuid devalias status coverPicture { fileurl } } } }', {}, { token });
      const items = list.body.data!.devices.items as { uuid: string; status: string; devalias: string; coverPicture: unknown[] }[];
      expect(items.map((d) => d.uuid)).toEqual(expect.arrayContaining([QILU_LASER, WUZHONG_WJ, 'dev-nodoc-laser-01']));
      expect(items.map((d) => d.uuid)).not.toContain('dev-xihu-wj-01');
      expect(items.find((d) => d.uuid === QILU_LASER)).toMatchObject({ status: 'Idle', devalias: 'QiluLaser1', coverPicture: [{ fileurl: expect.stringMatching(/^\/files\/ncmaintain\/[0-9a-f]{64}\.png$/) }] });
      const detail = await gql(server, 'query D($uuid: String!) { device(uuid: $uuid) { devalias product { model manufacturingCode industry customer { name address contactWay location } } } }', { uuid: WUZHONG_WJ }, { token });
      expect(detail.body.data!.device.product).toMatchObject({ industry: 'waterjet', customer: { name: 'Wuzhong Stone & Glass Waterjet', contactWay: '+86 512 6525 7788', location: '120.6319,31.2636' } });
    });

    it('keeps other tenants out of queries and subscriptions', async () => {
      const rival = await loginAs(server, 'rivaladmin');
      expect(errorOf(await gql(server, 'query D($uuid: String!) { device(uuid: $uuid) { uuid } }', { uuid: QILU_LASER }, { token: rival }))).toMatchObject({ errorno: 1132005 });
      const rivalWs = wsClient(server, { token: rival });
      const sub = subscription(rivalWs, PARAMS_SUB, { uuid: QILU_LASER });
      const first = await sub.next();
      expect(first.errors?.[0]?.extensions).toMatchObject({ errorno: 1132005 });
      const statusSub = subscription(rivalWs, STATUS_SUB, { uuids: ['dev-xihu-wj-01', QILU_LASER] });
      expect((await statusSub.next()).errors?.[0]?.extensions).toMatchObject({ errorno: 1132005 });
      await rivalWs.dispose();
    });

    it('stores alarms and piece counts, pages alarms newest first and streams them', async () => {
      const laser = await device(QILU_LASER_2);
      const base = Date.now() - 30_000;
      await laser.publishAsync(`device/${QILU_LASER_2}/Alarm`, reading('Chiller flow low', base), { qos: 1 });
      const alarms = subscription(ws, ALARM_SUB, { uuid: QILU_LASER_2 });
      await alarms.until((d: any) => d.deviceAlarms.value === 'Chiller flow low');
      await laser.publishAsync(`device/${QILU_LASER_2}/WHstatus_ExecState`, reading('Estop', base + 1000), { qos: 1 });
      await laser.publishAsync(`device/${QILU_LASER_2}/Alarm`, reading({ val: 'Emergency stop pressed', type: 4 }, base + 1000), { qos: 1 });
      expect((await alarms.until(() => true)).deviceAlarms).toMatchObject({ uuid: QILU_LASER_2, value: 'Emergency stop pressed' });
      const params = subscription(ws, PARAMS_SUB, { uuid: QILU_LASER_2 });
      await params.next();
      for (const [i, count] of [500, 503, 510].entries()) {
        await laser.publishAsync(`device/${QILU_LASER_2}/WHstatus_PieceCount`, reading(count, base + 2000 + i * 1000), { qos: 1 });
      }
      // Published after the commit: once 510 arrives all three are stored.
      await params.until((d: any) => d.deviceParameters.key === 'WHstatus_PieceCount' && d.deviceParameters.value === 510);
      await params.close();
      const page = await gql(server, 'query A($uuid: String!) { deviceAlarms(uuid: $uuid) { total pageSize items { value } } }', { uuid: QILU_LASER_2 }, { token });
      expect(page.body.data!.deviceAlarms).toEqual({ total: 2, pageSize: 10, items: [{ value: 'Emergency stop pressed' }, { value: 'Chiller flow low' }] });
      const stored = await storedCounts(server, QILU_LASER_2);
      expect(stored.pieces).toBe(3);
      await alarms.close();
    });

    it('refuses a malformed payload, an unknown parameter and an unknown device without effect', async () => {
      const wj = await device(WUZHONG_WJ);
      const before = { ...server.services.ingest.counters };
      await wj.publishAsync(`device/${WUZHONG_WJ}/WHstatus_ExecState`, 'not json', { qos: 1 });
      await wj.publishAsync(`device/${WUZHONG_WJ}/WHstatus_ExecState`, JSON.stringify({ value: 'Running' }), { qos: 1 });
      await wj.publishAsync(`device/${WUZHONG_WJ}/WHstatus_PieceCount`, reading(-5), { qos: 1 });
      await wj.publishAsync(`device/${WUZHONG_WJ}/NoSuchParameter`, reading(1), { qos: 1 });
      expect(await server.services.ingest.handle('device/no-such-device/WHstatus_ExecState', reading('Running'))).toBe('unknown-device');
      // A valid message after the bad ones: once it arrives, the bad ones were handled (same connection, in order).
      const status = subscription(ws, STATUS_SUB, { uuids: [WUZHONG_WJ] });
      await status.next();
      await wj.publishAsync(`device/${WUZHONG_WJ}/WHstatus_ExecState`, reading('Running'), { qos: 1 });
      await status.until((d: any) => d.deviceStatusChanged.status === 'Running');
      const counters = server.services.ingest.counters;
      expect(counters.malformed - before.malformed).toBe(3);
      expect(counters['unknown-parameter'] - before['unknown-parameter']).toBe(1);
      const stored = await storedCounts(server, WUZHONG_WJ);
      expect(stored.statuses.map((s) => s.status)).toEqual(['Running']);
      expect(stored.pieces).toBe(0);
      expect(wj.connected).toBe(true);
      await status.close();
    });

    it('refuses alarm texts with control characters or broken UTF-16 and piece counts beyond 32 bits, acknowledged, without holding back another device', async () => {
      const bad = await device(XIHU_WJ);
      const good = await device(WUZHONG_WJ_2);
      const counters = server.services.ingest.counters;
      const before = { malformed: counters.malformed, persisted: counters.persisted, bad: await storedCounts(server, XIHU_WJ), good: await storedCounts(server, WUZHONG_WJ_2) };
      const at = Date.now() - 60_000;
      // Published together, so that the refused and the good facts may share a write batch.
      await Promise.all([
        bad.publishAsync(`device/${XIHU_WJ}/Alarm`, reading('Door open\u0000', at), { qos: 1 }),
        bad.publishAsync(`device/${XIHU_WJ}/Alarm`, reading('Beep\u0007 \u001b[2J', at + 1), { qos: 1 }),
        bad.publishAsync(`device/${XIHU_WJ}/Error`, reading('lone \ud800 half', at + 2), { qos: 1 }),
        bad.publishAsync(`device/${XIHU_WJ}/WHstatus_PieceCount`, reading(2 ** 31, at + 3), { qos: 1 }),
        good.publishAsync(`device/${WUZHONG_WJ_2}/Alarm`, reading('Chiller flow low', at), { qos: 1 }),
        good.publishAsync(`device/${WUZHONG_WJ_2}/WHstatus_PieceCount`, reading(2 ** 31 - 1, at + 1), { qos: 1 }),
      ]);
      // An external broker acknowledges before the server has the message: wait for the ingest's own counts.
      await eventually(() => counters.malformed - before.malformed >= 4 && counters.persisted - before.persisted >= 2, 5000, 'the six messages handled');
      expect(counters.malformed - before.malformed).toBe(4);
      const after = { bad: await storedCounts(server, XIHU_WJ), good: await storedCounts(server, WUZHONG_WJ_2) };
      expect([after.bad.alarms, after.bad.pieces]).toEqual([before.bad.alarms, before.bad.pieces]);
      expect([after.good.alarms, after.good.pieces]).toEqual([before.good.alarms + 1, before.good.pieces + 1]);
      // A long text is cut to 500 characters, never through a surrogate pair (an emoji across the bound).
      await good.publishAsync(`device/${WUZHONG_WJ_2}/Alarm`, reading(`${'x'.repeat(499)}\u{1F525} tail`, at + 2), { qos: 1 });
      await eventually(() => counters.persisted - before.persisted >= 3, 5000, 'the long alarm stored');
      const stored = await systemEm(server.services.orm, 'test').find(Alarm, { device: after.good.device }, { orderBy: { id: 'desc' }, limit: 1 });
      expect(stored[0].text).toBe('x'.repeat(499));
      expect([bad.connected, good.connected]).toEqual([true, true]);
    });

    it('writes the messages of a failed batch one by one: only the one the database refuses stays unacknowledged', async () => {
      // A real refusal by the database: a trigger that aborts the insert of one alarm text.
      const connection = server.services.orm.em.getConnection();
      const postgres = !!server.config.databaseUrl;
      await connection.execute(
        postgres
          ? `create function refuse_poison() returns trigger as $$ begin if new.text = 'poison' then raise exception 'poison refused'; end if; return new; end $$ language plpgsql`
          : `create trigger refuse_poison before insert on alarm when new.text = 'poison' begin select raise(abort, 'poison refused'); end`,
      );
      if (postgres) await connection.execute('create trigger refuse_poison before insert on alarm for each row execute function refuse_poison()');
      try {
        const before = { bad: await storedCounts(server, XIHU_WJ), good: await storedCounts(server, WUZHONG_WJ_2) };
        const at = Date.now() - 30_000;
        // In the same turn, so they are written in one batch first.
        const outcomes = await Promise.allSettled([
          server.services.ingest.handle(`device/${XIHU_WJ}/Alarm`, reading('poison', at)),
          server.services.ingest.handle(`device/${WUZHONG_WJ_2}/Alarm`, reading('Lubrication low', at + 10)),
          server.services.ingest.handle(`device/${WUZHONG_WJ_2}/WHstatus_PieceCount`, reading(77, at + 11)),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
        expect(String((outcomes[0] as PromiseRejectedResult).reason)).toContain('poison refused');
        const after = { bad: await storedCounts(server, XIHU_WJ), good: await storedCounts(server, WUZHONG_WJ_2) };
        expect(after.bad.alarms).toBe(before.bad.alarms);
        expect([after.good.alarms, after.good.pieces]).toEqual([before.good.alarms + 1, before.good.pieces + 1]);
      } finally {
        await connection.execute('drop trigger refuse_poison' + (postgres ? ' on alarm' : ''));
        if (postgres) await connection.execute('drop function refuse_poison()');
      }
    });

    it('ingests a redelivered message once', async () => {
      const uuid = 'dev-haiyun-laser-01';
      const payload = reading('Running', Date.now() - 5000);
      await server.services.ingest.handle(`device/${uuid}/WHstatus_ExecState`, payload);
      await server.services.ingest.handle(`device/${uuid}/WHstatus_ExecState`, payload);
      const c = await device(uuid);
      await c.publishAsync(`device/${uuid}/WHstatus_ExecState`, payload, { qos: 1, dup: true });
      const status = subscription(ws, STATUS_SUB, { uuids: [uuid] });
      await status.next();
      await c.publishAsync(`device/${uuid}/WHstatus_ExecState`, reading('Idle'), { qos: 1 });
      await status.until((d: any) => d.deviceStatusChanged.status === 'Idle');
      expect((await storedCounts(server, uuid)).statuses.map((s) => s.status)).toEqual(['Running', 'Idle']);
      await status.close();
    });

    it('streams process rate, efficiency updates and table versions', async () => {
      const uuid = 'dev-pengcheng-laser-01';
      const c = await device(uuid);
      const eff = subscription(ws, EFF_SUB, { uuid });
      const initial = await eff.next();
      expect(initial.data!.deviceEfficiency.timeline.status).toBe('Offline');
      expect(initial.data!.deviceEfficiency.efficiency.items.reduce((s: number, i: { time: number }) => s + i.time, 0)).toBe(86400);
      await c.publishAsync(`device/${uuid}/WHstatus_ExecState`, reading('Running'), { qos: 1 });
      const update = await eff.until((d: any) => d.deviceEfficiency.timeline.status === 'Running');
      expect(update.deviceEfficiency.timeline.value.map((e: { status: string }) => e.status)).toEqual(['Offline', 'Running']);

      await c.publishAsync(`processrate/${uuid}`, reading(42), { qos: 1 });
      const rate = subscription(ws, RATE_SUB, { uuid });
      // Starts with the latest rate (42); with an external broker it may still be on its way, so publish again until seen.
      await rate.until((d: any) => d.processRate.value === 42);

      const tables = subscription(ws, TABLE_SUB);
      // No event tells that this subscription is live: publish a change until the version arrives (bounded).
      const seen = tables.until((d: any) => d.tableVersionChanged.table === 'device', 8000);
      let n = 0;
      let done = false;
      void seen.then(() => (done = true), () => (done = true));
      while (!done && n < 40) {
        await c.publishAsync(`device/${uuid}/WHstatus_ExecState`, reading(n % 2 ? 'Running' : 'Idle'), { qos: 1 });
        n += 1;
        await Promise.race([seen.catch(() => undefined), new Promise((r) => setTimeout(r, 200))]);
      }
      expect((await seen).tableVersionChanged.version).toBeGreaterThan(0);
      await Promise.all([eff.close(), rate.close(), tables.close()]);
    });

    it('answers efficiency statistics and equipment statistics for today', async () => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const res = await gql(server, 'query S($uuid: String!, $d: String!) { deviceEfficiencyStatistics(uuid: $uuid, start: $d, end: $d) { date Running Idle Estop Offline utilization OEE } equipmentStatistics(uuid: $uuid, start: $d, end: $d) { todaynum totalnum values { date value } } }', { uuid: QILU_LASER_2, d: today }, { token });
      expect(res.body.errors).toBeUndefined();
      const [day] = res.body.data!.deviceEfficiencyStatistics;
      expect(day.date).toBe(today);
      expect(day.Estop).toBeGreaterThan(0);
      expect(res.body.data!.equipmentStatistics).toEqual({ todaynum: 10, totalnum: 10, values: [{ date: today, value: 10 }] });
      const bad = await gql(server, 'query S($uuid: String!) { deviceEfficiencyStatistics(uuid: $uuid, start: "2026-02-30", end: "2026-03-01") { date } }', { uuid: QILU_LASER_2 }, { token });
      expect(errorOf(bad)).toMatchObject({ errorno: 1006, params: { name: 'start', format: 'YYYY-MM-DD' } });
    });

    if (options.refusals) {
      it('refuses a wrong password and a client id of another device', async () => {
        await expect(connectDevice(mqttUrl, QILU_LASER, { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
        await expect(connectDevice(mqttUrl, QILU_LASER, { clientId: QILU_LASER_2 })).rejects.toMatchObject({ code: 5 });
        await expect(connectDevice(mqttUrl, 'no-such-device')).rejects.toMatchObject({ code: 4 });
      });

      it('accepts a device over MQTT on WebSocket (/mqtt on the HTTP port) with the same credentials', async () => {
        const uuid = 'dev-nodoc-laser-01';
        await expect(connectDevice(`${server.url.replace('http', 'ws')}/mqtt`, uuid, { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
        const overWs = await connectDevice(`${server.url.replace('http', 'ws')}/mqtt`, uuid);
        await overWs.publishAsync(`device/${uuid}/WHstatus_ExecState`, reading('Estop', Date.now() - 1000), { qos: 1 });
        expect((await storedCounts(server, uuid)).statuses.map((s) => s.status)).toEqual(['Estop']);
        await overWs.endAsync();
      });

      it('drops a device that publishes under another uuid, storing nothing', async () => {
        const intruder = await connectDevice(mqttUrl, WUZHONG_WJ, { clientId: `${WUZHONG_WJ}/intruder` });
        const before = (await storedCounts(server, 'dev-wuzhong-wj-02')).statuses.length;
        const gone = closed(intruder);
        intruder.publish(`device/dev-wuzhong-wj-02/WHstatus_ExecState`, reading('Estop'), { qos: 1 });
        await gone;
        intruder.end(true);
        expect((await storedCounts(server, 'dev-wuzhong-wj-02')).statuses.length).toBe(before);
        expect(server.services.ingest.counters['not-own-topic']).toBeGreaterThan(0);
      });
    }
  });
}

/** A silent device becomes Offline with a recorded change. */
export function offlineSuite(name: string, env: () => Promise<Record<string, string>>) {
  describe(name, () => {
    let server: TestServer;
    beforeAll(async () => (server = await startTestServer({ ...(await env()), DEVICE_OFFLINE_SECONDS: '1' })));
    afterAll(() => server?.stop());

    it('records Offline for a device silent longer than DEVICE_OFFLINE_SECONDS', async () => {
      const token = await loginAs(server, 'tenantadmin');
      const ws = wsClient(server, { token });
      const c = await connectDevice(server.config.mqttUrl ?? server.mqtt.url, QILU_LASER);
      const status = subscription(ws, STATUS_SUB, { uuids: [QILU_LASER] });
      await status.next();
      const sentAt = Date.now();
      await c.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading('Running', sentAt), { qos: 1 });
      await status.until((d: any) => d.deviceStatusChanged.status === 'Running');
      const offline = await status.until((d: any) => d.deviceStatusChanged.status === 'Offline', 5000);
      expect(Date.parse(offline.deviceStatusChanged.at)).toBe(sentAt + 1000);
      const stored = await storedCounts(server, QILU_LASER);
      expect(stored.statuses.map((s) => s.status)).toEqual(['Running', 'Offline']);
      expect(stored.device.status).toBe('Offline');
      await c.endAsync(true);
      await ws.dispose();
    });
  });
}
