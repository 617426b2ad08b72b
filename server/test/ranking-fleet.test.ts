import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { addDays, localDateKey, localMidnight } from '../src/modules/efficiency/zone';
import { PieceCount, StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { gql, loginAs, startTestServer, type TestServer } from './helpers';

const ZONE = 'Asia/Shanghai';
const RANKING = 'query R($start: String!, $end: String!) { utilizationRanking(start: $start, end: $end, pageSize: 50) { total items { rank uuid utilization runningSeconds OEE } } }';

/** A fleet larger than one step of the ranking's reads (its rows are read a few devices at a time). */
describe('utilizationRanking over a fleet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("ranks every machine by its own history, the status and counter in force before the range included, whatever step its rows were read in", async () => {
    const yesterday = addDays(localDateKey(Date.now(), ZONE), -1);
    const dayStart = localMidnight(yesterday, ZONE);
    const hour = 3_600_000;
    const fleet = 30;
    const em = systemEm(server.services.orm, 'test');
    // The Qilu lasers' maker plans 08:00-20:00; its laser archive plans a run time per piece.
    const model = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-02' }, { populate: ['product'] });
    const secondsPerPiece = model.product!.getEntity().plannedRunSecondsPerItem!;
    for (let i = 1; i <= fleet; i++) {
      const device = em.create(Device, { uuid: `fleet-${String(i).padStart(2, '0')}`, devalias: `Fleet ${i}`, tenant: model.tenant, product: model.product });
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
    const expected = Array.from({ length: fleet }, (_, k) => fleet - k).map((i) => {
      const runningHours = 8 + i / 4;
      // OEE = availability (i/4 h of 12 planned) x performance (i pieces x planned time / i/4 h running in the shift) x quality 1.
      const oee = ((i / 4) / 12) * ((secondsPerPiece * i) / ((i / 4) * 3600));
      return [`fleet-${String(i).padStart(2, '0')}`, runningHours * 3600, ratio(runningHours / 24), ratio(oee)];
    });
    expect(ranked.map((r) => [r.uuid, r.runningSeconds, r.utilization, r.OEE])).toEqual(expected);
  });
});
