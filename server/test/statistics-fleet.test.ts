import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { addDays, localDateKey, localMidnight } from '../src/modules/efficiency/zone';
import { PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { Customer } from '../src/modules/customers/customer.entity';
import { gql, loginAs, startTestServer, type TestServer } from './helpers';

const ZONE = 'Asia/Shanghai';
const RANKING = 'query R($start: String!, $end: String!) { utilizationRanking(start: $start, end: $end, pageSize: 50) { total items { rank uuid utilization runningSeconds OEE } } }';
const RELIABILITY = 'query C($id: ID!, $start: String!, $end: String!) { customerReliability(id: $id, start: $start, end: $end) { devices operatingSeconds downSeconds failures openFailures mtbfSeconds } }';
const FLEET = 30;
const fleetUuid = (i: number) => `fleet-${String(i).padStart(2, '0')}`;

/** Fleets larger than one step of the statistics' reads (a fleet's rows are read a few machines at a time). */
describe('statistics over a fleet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // 30 more machines of the Qilu lasers' archive: the maker's, and its customer Qilu's.
    const em = systemEm(server.services.orm, 'test');
    const model = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-02' });
    for (let i = 1; i <= FLEET; i++) em.persist(em.create(Device, { uuid: fleetUuid(i), devalias: `Fleet ${i}`, tenant: model.tenant, product: model.product }));
    await em.flush();
  });
  afterAll(() => server.stop());

  it("ranks every machine by its own history, the status and counter in force before the range included, whatever step its rows were read in", async () => {
    const yesterday = addDays(localDateKey(Date.now(), ZONE), -1);
    const dayStart = localMidnight(yesterday, ZONE);
    const hour = 3_600_000;
    const em = systemEm(server.services.orm, 'test');
    // The Qilu lasers' maker plans 08:00-20:00; its laser archive plans a run time per piece.
    const model = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-02' }, { populate: ['product'] });
    const secondsPerPiece = model.product!.getEntity().plannedRunSecondsPerItem!;
    for (let i = 1; i <= FLEET; i++) {
      const device = await em.findOneOrFail(Device, { uuid: fleetUuid(i) });
      // Running since the evening before the range (only the row before the range says so), Idle at 08:00 + i x 15 minutes.
      em.persist(em.create(StatusChange, { device, status: 'Running', at: new Date(dayStart - 5 * hour) }));
      em.persist(em.create(StatusChange, { device, status: 'Idle', at: new Date(dayStart + (8 + i / 4) * hour) }));
      // Its counter: i x 10 before the range (the baseline, also only before it), i x 11 at 08:05: i pieces in the shift.
      em.persist(em.create(PieceCount, { device, count: i * 10, at: new Date(dayStart - 2 * hour) }));
      em.persist(em.create(PieceCount, { device, count: i * 11, at: new Date(dayStart + 8 * hour + 300_000) }));
    }
    await em.flush();

    const res = await gql(server, RANKING, { start: yesterday, end: yesterday }, { token: await loginAs(server, 'tenantadmin') });
    expect(res.body.errors).toBeUndefined();
    const ranked = (res.body.data!.utilizationRanking.items as { uuid: string; utilization: number; runningSeconds: number; OEE: number }[]).filter((r) => r.uuid.startsWith('fleet-'));
    const ratio = (n: number) => Math.round(n * 10000) / 10000;
    const expected = Array.from({ length: FLEET }, (_, k) => FLEET - k).map((i) => {
      const runningHours = 8 + i / 4;
      // OEE = availability (i/4 h of 12 planned) x performance (i pieces x planned time / i/4 h running in the shift) x quality 1.
      const oee = ((i / 4) / 12) * ((secondsPerPiece * i) / ((i / 4) * 3600));
      return [fleetUuid(i), runningHours * 3600, ratio(runningHours / 24), ratio(oee)];
    });
    expect(ranked.map((r) => [r.uuid, r.runningSeconds, r.utilization, r.OEE])).toEqual(expected);
  });

  it("sums a customer's machines' reliability and statistics, each from the status in force before the range, whatever step its rows were read in", async () => {
    // 2026-03-01 in Shanghai: each machine Running since the evening before, in Estop from 10:00 for i minutes.
    const at = (local: string) => new Date(Date.parse(`${local}:00+08:00`));
    const em = systemEm(server.services.orm, 'test');
    for (let i = 1; i <= FLEET; i++) {
      const device = await em.findOneOrFail(Device, { uuid: fleetUuid(i) });
      em.persist(em.create(StatusChange, { device, status: 'Running', at: at('2026-02-28T20:00') }));
      em.persist(em.create(StatusChange, { device, status: 'Estop', at: at('2026-03-01T10:00') }));
      em.persist(em.create(StatusChange, { device, status: 'Running', at: new Date(at('2026-03-01T10:00').getTime() + i * 60_000) }));
    }
    await em.flush();
    const qilu = await em.findOneOrFail(Customer, { name: 'Qilu Precision Sheet Metal' });
    const res = await gql(server, RELIABILITY, { id: String(qilu.id), start: '2026-03-01', end: '2026-03-01' }, { token: await loginAs(server, 'tenantadmin') });
    expect(res.body.errors).toBeUndefined();
    // The two demo lasers have no status that day (Offline: no operating time, no failure).
    const down = Array.from({ length: FLEET }, (_, k) => (k + 1) * 60).reduce((a, b) => a + b, 0);
    const operating = FLEET * 86_400 - down;
    expect(res.body.data!.customerReliability).toEqual({ devices: FLEET + 2, operatingSeconds: operating, downSeconds: down, failures: FLEET, openFailures: 0, mtbfSeconds: Math.round(operating / FLEET) });

    // The same day in the customer's statistics: running hours summed, each machine-day's utilization averaged.
    const STATISTICS = 'query S($id: ID!, $start: String!, $end: String!) { customerStatistics(id: $id, start: $start, end: $end) { devices runningHours utilization } }';
    const stats = await gql(server, STATISTICS, { id: String(qilu.id), start: '2026-03-01', end: '2026-03-01' }, { token: await loginAs(server, 'tenantadmin') });
    expect(stats.body.errors).toBeUndefined();
    const running = Array.from({ length: FLEET }, (_, k) => 86_400 - (k + 1) * 60);
    const utilization = running.map((r) => Math.round((r / 86_400) * 10_000) / 10_000).reduce((a, b) => a + b, 0) / (FLEET + 2);
    expect(stats.body.data!.customerStatistics.devices).toBe(FLEET + 2);
    expect(stats.body.data!.customerStatistics.runningHours).toBe(Math.round((running.reduce((a, b) => a + b, 0) / 3600) * 100) / 100);
    expect(stats.body.data!.customerStatistics.utilization).toBeCloseTo(utilization, 10);
  });
});
