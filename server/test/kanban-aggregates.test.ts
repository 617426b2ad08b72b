import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { addDays, localDateKey, localMidnight } from '../src/modules/efficiency/zone';
import { PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const ZONE = 'Asia/Shanghai';
const SUPPLIER = 'query S($start: String!, $end: String!, $level: RegionLevel) { supplierAggregate(start: $start, end: $end, level: $level) { start end level total unassigned datas { region level count } } }';
const DISTRIBUTION = '{ deviceDistribution { regions { region level depth total Running Idle Estop Offline } all { total Running Idle Estop Offline } unassigned { total Idle } } }';
const RANKING = 'query R($start: String!, $end: String!, $page: Int, $pageSize: Int) { utilizationRanking(start: $start, end: $end, page: $page, pageSize: $pageSize) { total page pageSize items { rank uuid devalias utilization OEE runningSeconds elapsedSeconds } } }';

/** The local month `n` months before the month of `ms`, as YYYY-MM. */
function monthBefore(ms: number, n: number): string {
  const [y, m] = localDateKey(ms, ZONE).split('-').map(Number);
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

describe('kanban aggregates', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const scopedEm = () => {
    const em = systemEm(server.services.orm, 'test');
    return em;
  };
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'rivaladmin', 'qiluadmin', 'maintainer', 'maintadmin']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  describe('tenantDeviceCounts', () => {
    it("counts each tenant's devices with its sub-tenants, in tree order, for the caller's tenants only", async () => {
      const COUNTS = '{ tenantTree { id name } tenantDeviceCounts { tenantId total } }';
      const name = (data: any) => new Map<string, string>(data.tenantTree.map((t: { id: string; name: string }) => [t.id, t.name]));
      const all = (await gql(server, COUNTS, {}, { token: await loginAs(server, 'superadmin') })).body.data!;
      const roots = all.tenantDeviceCounts.filter((c: { tenantId: string }) => name(all).has(c.tenantId)).map((c: { tenantId: string; total: number }) => [name(all).get(c.tenantId), c.total]);
      // The platform's own tenant has no devices: only the makers are listed.
      expect(roots).toEqual([
        ['Hangzhou Waterjet Works', 1],
        ['Jinan Photon Machinery', 7],
      ]);
      const maker = (await gql(server, COUNTS, {}, { token: tokens.tenantadmin })).body.data!;
      expect(maker.tenantDeviceCounts[0]).toEqual({ tenantId: maker.tenantTree[0].id, total: 7 });
      expect(maker.tenantDeviceCounts).toHaveLength(14); // the maker, NoDocumented, China, 3 provinces, 4 cities and 4 customers: all have devices
      expect(errorOf(await gql(server, '{ tenantDeviceCounts { total } }', {}, {}))).toMatchObject({ errorno: 2 });
    });
  });

  describe('supplierAggregate (popularity)', () => {
    it("counts the caller's devices registered in the month range by region", async () => {
      const now = Date.now();
      // The demo devices were registered over the last 18 months (0 to 540 days ago): all inside the last 24.
      const year = await gql(server, SUPPLIER, { start: monthBefore(now, 23), end: monthBefore(now, 0) }, { token: tokens.tenantadmin });
      expect(year.body.errors).toBeUndefined();
      expect(year.body.data!.supplierAggregate).toEqual({
        start: monthBefore(now, 23),
        end: monthBefore(now, 0),
        level: 'province',
        total: 7,
        unassigned: 1,
        datas: [
          { region: 'Shandong', level: 'province', count: 3 },
          { region: 'Jiangsu', level: 'province', count: 2 },
          { region: 'Guangdong', level: 'province', count: 1 },
        ],
      });
      const cities = await gql(server, SUPPLIER, { start: monthBefore(now, 23), end: monthBefore(now, 0), level: 'city' }, { token: tokens.tenantadmin });
      expect(cities.body.data!.supplierAggregate.datas.map((d: { region: string; count: number }) => [d.region, d.count])).toEqual([
        ['Jinan', 2],
        ['Suzhou', 2],
        ['Qingdao', 1],
        ['Shenzhen', 1],
      ]);
      // The last 12 months: QiluLaser2 (250 days) but not QiluLaser1 (540) nor Haiyun's (470); the undocumented laser (400) neither.
      const twelve = await gql(server, SUPPLIER, { start: monthBefore(now, 11), end: monthBefore(now, 0) }, { token: tokens.tenantadmin });
      expect(twelve.body.data!.supplierAggregate).toMatchObject({
        total: 4,
        unassigned: 0,
        datas: [
          { region: 'Jiangsu', level: 'province', count: 2 },
          { region: 'Guangdong', level: 'province', count: 1 },
          { region: 'Shandong', level: 'province', count: 1 },
        ],
      });
      // Only this month: the device registered today (WuzhongWaterjetB); Shandong's are months old.
      const thisMonth = await gql(server, SUPPLIER, { start: monthBefore(now, 0), end: monthBefore(now, 0) }, { token: tokens.tenantadmin });
      const counts = Object.fromEntries(thisMonth.body.data!.supplierAggregate.datas.map((d: { region: string; count: number }) => [d.region, d.count]));
      expect(counts).toMatchObject({ Jiangsu: 1, Shandong: 0 });
    });

    it('cuts months at local midnight of the configured time zone', async () => {
      const em = scopedEm();
      const device = await em.findOneOrFail(Device, { uuid: 'dev-haiyun-laser-01' });
      const original = device.createdAt;
      // 2025-03-31 16:30 UTC is 2025-04-01 00:30 in Shanghai: an April registration.
      device.createdAt = new Date('2025-03-31T16:30:00Z');
      await em.flush();
      try {
        const march = await gql(server, SUPPLIER, { start: '2025-03', end: '2025-03', level: 'city' }, { token: tokens.tenantadmin });
        const april = await gql(server, SUPPLIER, { start: '2025-04', end: '2025-04', level: 'city' }, { token: tokens.tenantadmin });
        expect(march.body.data!.supplierAggregate.total).toBe(0);
        expect(april.body.data!.supplierAggregate.total).toBe(1);
        expect(april.body.data!.supplierAggregate.datas[0]).toEqual({ region: 'Qingdao', level: 'city', count: 1 });
      } finally {
        device.createdAt = original;
        await em.flush();
      }
    });

    it("stays inside the caller's tenants: no other tenant's devices, no region above the caller's own tenant", async () => {
      const now = Date.now();
      const range = { start: monthBefore(now, 23), end: monthBefore(now, 0) };
      const rival = await gql(server, SUPPLIER, range, { token: tokens.rivaladmin });
      expect(rival.body.data!.supplierAggregate).toMatchObject({ total: 1, unassigned: 1, datas: [] });
      const qilu = await gql(server, SUPPLIER, range, { token: tokens.qiluadmin });
      expect(qilu.body.data!.supplierAggregate).toMatchObject({ total: 2, unassigned: 2, datas: [] });
    });

    it('refuses bad months, an end before the start and too long a range, in the caller\'s language', async () => {
      const zh = { token: tokens.tenantadmin, headers: { 'accept-language': 'zh-CN' } };
      const bad = await gql(server, SUPPLIER, { start: '2026-13', end: '2026-12' }, zh);
      expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', errorno: 1006, params: { name: 'start', format: 'YYYY-MM' } });
      expect(bad.body.errors![0].message).toBe('start 格式错误，请使用 YYYY-MM 格式');
      const reversed = await gql(server, SUPPLIER, { start: '2026-03', end: '2026-02' }, { token: tokens.tenantadmin });
      expect(errorOf(reversed)).toMatchObject({ errorno: 1007 });
      expect(reversed.body.errors![0].message).toBe('The end of the range must not be before its start');
      const long = await gql(server, SUPPLIER, { start: '2024-01', end: '2026-01' }, zh);
      expect(errorOf(long)).toMatchObject({ errorno: 1008, params: { max: 24 } });
      expect(long.body.errors![0].message).toBe('时间范围不能超过 24 个月');
    });

    it('needs the /device/statistics permission', async () => {
      const res = await gql(server, SUPPLIER, { start: '2026-01', end: '2026-01' }, { token: tokens.maintainer });
      expect(errorOf(res)).toMatchObject({ errorno: 1150 });
      const ok = await gql(server, SUPPLIER, { start: '2026-01', end: '2026-01' }, { token: tokens.maintadmin });
      expect(ok.body.errors).toBeUndefined();
    });
  });

  describe('deviceDistribution', () => {
    it('counts devices by region and stored live status, rolled up the tree', async () => {
      const em = scopedEm();
      const set = async (uuid: string, status: 'Running' | 'Idle' | 'Estop') => {
        const device = await em.findOneOrFail(Device, { uuid });
        device.status = status;
      };
      await set('dev-wuzhong-wj-01', 'Estop');
      await set('dev-wuzhong-wj-02', 'Running');
      await set('dev-qilu-laser-01', 'Running');
      await set('dev-nodoc-laser-01', 'Idle');
      await em.flush();
      const res = await gql(server, DISTRIBUTION, {}, { token: tokens.tenantadmin });
      expect(res.body.errors).toBeUndefined();
      const { regions, all, unassigned } = res.body.data!.deviceDistribution;
      expect(regions.map((r: Record<string, unknown>) => [r.region, r.depth, r.total, r.Running, r.Idle, r.Estop, r.Offline])).toEqual([
        ['China', 0, 6, 2, 0, 1, 3],
        ['Guangdong', 1, 1, 0, 0, 0, 1],
        ['Shenzhen', 2, 1, 0, 0, 0, 1],
        ['Jiangsu', 1, 2, 1, 0, 1, 0],
        ['Suzhou', 2, 2, 1, 0, 1, 0],
        ['Shandong', 1, 3, 1, 0, 0, 2],
        ['Jinan', 2, 2, 1, 0, 0, 1],
        ['Qingdao', 2, 1, 0, 0, 0, 1],
      ]);
      expect(all).toEqual({ total: 7, Running: 2, Idle: 1, Estop: 1, Offline: 3 });
      expect(unassigned).toEqual({ total: 1, Idle: 1 });

      const rival = await gql(server, DISTRIBUTION, {}, { token: tokens.rivaladmin });
      expect(rival.body.data!.deviceDistribution).toEqual({ regions: [], all: { total: 1, Running: 0, Idle: 0, Estop: 0, Offline: 1 }, unassigned: { total: 1, Idle: 0 } });
    });
  });

  describe('utilizationRanking', () => {
    it('ranks every device in scope by utilization then OEE over the range, from stored status changes and piece counts', async () => {
      const now = Date.now();
      const yesterday = addDays(localDateKey(now, ZONE), -1);
      const dayStart = localMidnight(yesterday, ZONE);
      const hour = 3_600_000;
      const em = scopedEm();
      const qilu1 = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-01' });
      const qilu2 = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-02' });
      em.persist([
        // QiluLaser1: Running 00:00-06:00, then Idle: 25 %.
        em.create(StatusChange, { device: qilu1, status: 'Running', at: new Date(dayStart) }),
        em.create(StatusChange, { device: qilu1, status: 'Idle', at: new Date(dayStart + 6 * hour) }),
        // QiluLaser2: Running since the day before (the status in force when the range starts): 100 %.
        em.create(StatusChange, { device: qilu2, status: 'Idle', at: new Date(dayStart - 30 * hour) }),
        em.create(StatusChange, { device: qilu2, status: 'Running', at: new Date(dayStart - 12 * hour) }),
        // Its counter: 100 before the range (the baseline), 150 at 10:00 inside the 08:00-20:00 shift.
        em.create(PieceCount, { device: qilu2, count: 100, at: new Date(dayStart - 2 * hour) }),
        em.create(PieceCount, { device: qilu2, count: 150, at: new Date(dayStart + 10 * hour) }),
      ]);
      await em.flush();

      const res = await gql(server, RANKING, { start: yesterday, end: yesterday }, { token: tokens.tenantadmin });
      expect(res.body.errors).toBeUndefined();
      const ranking = res.body.data!.utilizationRanking;
      expect(ranking).toMatchObject({ total: 7, page: 1, pageSize: 20 });
      expect(ranking.items.map((r: { rank: number; devalias: string }) => [r.rank, r.devalias])).toEqual([
        [1, 'QiluLaser2'],
        [2, 'QiluLaser1'],
        [3, 'HaiyunPlateLaser'],
        [4, 'PengchengTubeLaser'],
        [5, 'WuzhongWaterjetA'],
        [6, 'WuzhongWaterjetB'],
        // No product archive: no planned run time per item, so no OEE: ranked after equal utilization.
        [7, 'UnregisteredLaser'],
      ]);
      const [first, second] = ranking.items;
      // OEE = availability 1 x performance (140 s x 50 pieces / 12 h) x quality 1.
      expect(first).toMatchObject({ uuid: 'dev-qilu-laser-02', utilization: 1, OEE: 0.162, runningSeconds: 86400, elapsedSeconds: 86400 });
      expect(second).toMatchObject({ uuid: 'dev-qilu-laser-01', utilization: 0.25, OEE: 0, runningSeconds: 21600 });
      expect(ranking.items[6].OEE).toBeNull();

      const page2 = await gql(server, RANKING, { start: yesterday, end: yesterday, page: 2, pageSize: 10 }, { token: tokens.tenantadmin });
      expect(page2.body.data!.utilizationRanking).toMatchObject({ total: 7, page: 2, pageSize: 10, items: [] });
      const rival = await gql(server, RANKING, { start: yesterday, end: yesterday }, { token: tokens.rivaladmin });
      expect(rival.body.data!.utilizationRanking.items.map((r: { uuid: string }) => r.uuid)).toEqual(['dev-xihu-wj-01']);
    });

    it('refuses more than 31 days, bad dates and bad page sizes', async () => {
      const long = await gql(server, RANKING, { start: '2026-01-01', end: '2026-02-01' }, { token: tokens.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
      expect(errorOf(long)).toMatchObject({ errorno: 1009, params: { max: 31 } });
      expect(long.body.errors![0].message).toBe('时间范围不能超过 31 天');
      expect(errorOf(await gql(server, RANKING, { start: '2026-02-30', end: '2026-03-01' }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1006, params: { name: 'start' } });
      expect(errorOf(await gql(server, RANKING, { start: '2026-03-02', end: '2026-03-01' }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1007 });
      expect(errorOf(await gql(server, RANKING, { start: '2026-03-01', end: '2026-03-01', pageSize: 15 }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1004 });
    });

    it('needs the /device/efficiency permission', async () => {
      const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';
      const admin = await loginAs(server, 'superadmin');
      const policy = (await gql(server, '{ rolePolicies(role: maintainer) { path method } }', {}, { token: admin })).body.data!.rolePolicies;
      expect((await gql(server, RANKING, { start: '2026-03-01', end: '2026-03-01' }, { token: tokens.maintainer })).body.errors).toBeUndefined();
      await gql(server, REPLACE, { role: 'maintainer', apis: policy.filter((api: { path: string }) => api.path !== '/device/efficiency') }, { token: admin });
      try {
        expect(errorOf(await gql(server, RANKING, { start: '2026-03-01', end: '2026-03-01' }, { token: tokens.maintainer }))).toMatchObject({ errorno: 1150 });
      } finally {
        await gql(server, REPLACE, { role: 'maintainer', apis: policy }, { token: admin });
      }
    });
  });
});
