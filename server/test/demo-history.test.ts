import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { addDays, localDateKey } from '../src/modules/efficiency/zone';
import { Alarm, PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { gql, loginAs, startTestServer, type TestServer } from './helpers';

const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const STATS = 'query S($uuid: String!, $start: String!, $end: String!) { deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) { date Running Idle Estop Offline utilization } equipmentStatistics(uuid: $uuid, start: $start, end: $end) { totalnum values { date value } } deviceAlarms(uuid: $uuid) { total items { value } } }';
const RANKING = 'query R($start: String!, $end: String!) { utilizationRanking(start: $start, end: $end, pageSize: 10) { items { uuid utilization } } }';

/** A fresh start with the demo's history, as `npm start` does it (the other suites seed none). */
describe('demo history', () => {
  let server: TestServer;
  let startedAt: number;
  beforeAll(async () => {
    startedAt = Date.now();
    server = await startTestServer({ SEED_HISTORY_DAYS: '60' });
  });
  afterAll(() => server?.stop());

  const em = () => systemEm(server.services.orm, 'test');
  const rowsOf = async (uuid: string) => {
    const device = await em().findOneOrFail(Device, { uuid });
    const statuses = await em().find(StatusChange, { device }, { orderBy: { at: 'asc', id: 'asc' } });
    return { device, statuses };
  };

  it('gives each demo device up to 60 days of status changes, never before its registration, ending Offline', async () => {
    const qilu = await rowsOf('dev-qilu-laser-01'); // registered 540 days ago
    expect(qilu.statuses[0].at.getTime()).toBeGreaterThanOrEqual(startedAt - 60 * DAY);
    expect(qilu.statuses[0].at.getTime()).toBeLessThan(startedAt - 59 * DAY);
    expect(qilu.statuses.length).toBeGreaterThan(60 * 20); // a few dozen changes a working day
    const pengcheng = await rowsOf('dev-pengcheng-laser-01'); // registered 150 days ago
    expect(pengcheng.statuses.length).toBeGreaterThan(1000);
    const fresh = await rowsOf('dev-wuzhong-wj-02'); // registered today: no past
    expect(fresh.statuses).toEqual([]);
    for (const uuid of ['dev-qilu-laser-01', 'dev-haiyun-laser-01', 'dev-wuzhong-wj-01', 'dev-xihu-wj-01']) {
      const { device, statuses } = await rowsOf(uuid);
      expect(statuses.at(-1)!.status).toBe('Offline');
      expect(device.status).toBe('Offline');
      expect(device.statusAt?.getTime()).toBe(statuses.at(-1)!.at.getTime());
    }
  });

  it('has piece counts and alarms (with their emergency stops)', async () => {
    const { device } = await rowsOf('dev-qilu-laser-01');
    expect(await em().count(PieceCount, { device })).toBeGreaterThan(60 * 100);
    const alarms = await em().count(Alarm, { device });
    expect(alarms).toBeGreaterThan(30);
    expect(alarms).toBe(await em().count(StatusChange, { device, status: 'Estop' }));
  });

  it('fills the statistics of the last days: running hours, utilization, pieces and alarms', async () => {
    const token = await loginAs(server, 'tenantadmin');
    const yesterday = addDays(localDateKey(Date.now(), ZONE), -1);
    const week = { start: addDays(yesterday, -6), end: yesterday };
    const res = await gql(server, STATS, { uuid: 'dev-qilu-laser-01', ...week }, { token });
    expect(res.body.errors).toBeUndefined();
    const days = res.body.data!.deviceEfficiencyStatistics as { Running: number; Offline: number; utilization: number }[];
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(day.Running).toBeGreaterThan(4 * 3600); // two shifts of a laser
      expect(day.Offline).toBeGreaterThan(5 * 3600); // switched off at night
      expect(day.utilization).toBeGreaterThan(0.15);
      expect(day.utilization).toBeLessThan(0.8);
    }
    expect(res.body.data!.equipmentStatistics.values.every((v: { value: number }) => v.value > 50)).toBe(true);
    expect(res.body.data!.deviceAlarms.total).toBeGreaterThan(30);

    const ranking = await gql(server, RANKING, week, { token });
    const items = ranking.body.data!.utilizationRanking.items as { uuid: string; utilization: number }[];
    expect(items).toHaveLength(7);
    // Every device with a past works; only the one registered today has none.
    expect(items.filter((i) => i.utilization > 0.1).map((i) => i.uuid).sort()).toEqual(
      ['dev-haiyun-laser-01', 'dev-nodoc-laser-01', 'dev-pengcheng-laser-01', 'dev-qilu-laser-01', 'dev-qilu-laser-02', 'dev-wuzhong-wj-01'].sort(),
    );
  });

  it('is written only into an empty database: a restart adds nothing', async () => {
    const before = await em().count(StatusChange, {});
    const again = await startTestServer({ SEED_HISTORY_DAYS: '60' }, server);
    try {
      expect(await systemEm(again.services.orm, 'test').count(StatusChange, {})).toBe(before);
    } finally {
      await again.stop();
    }
  });
});
