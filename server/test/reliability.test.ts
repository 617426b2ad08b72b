import { systemEm } from '../src/core/tenancy';
import { Customer } from '../src/modules/customers/customer.entity';
import { Device } from '../src/modules/devices/device.entity';
import { RepairOrder, RepairTimelineEntry } from '../src/modules/repair-orders/repair-order.entity';
import { StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * Reliability figures (issue 17): MTBF and MTTR over real status changes and repair orders, through
 * GraphQL over HTTP, on SQLite and (in the test command's second run) PostgreSQL; scoped to the
 * caller's tenants. The range is in the past, so `until` is its end whatever the day the test runs.
 */
const DEVICE = `query D($uuid: String!, $start: String!, $end: String!) {
  deviceReliability(uuid: $uuid, start: $start, end: $end) { start end from until devices operatingSeconds downSeconds failures openFailures repairs repairSeconds mtbfSeconds mttrSeconds }
}`;
const CUSTOMER = `query C($id: ID!, $start: String!, $end: String!) {
  customerReliability(id: $id, start: $start, end: $end) { start end from until devices operatingSeconds downSeconds failures openFailures repairs repairSeconds mtbfSeconds mttrSeconds }
}`;
const RANGE = { start: '2026-03-01', end: '2026-03-02' };
const H = 3600;
/** Shanghai local time (the server's default zone) as a Date. */
const t = (local: string) => new Date(Date.parse(local.replace(' ', 'T') + ':00+08:00'));

describe('reliability figures', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let qiluId = '';
  let rivalCustomerId = '';

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'rivaladmin', 'customer', 'maintainer']) tokens[account] = await loginAs(server, account);
    const em = systemEm(server.services.orm, 'test');
    const devices = await em.find(Device, { uuid: { $in: ['dev-qilu-laser-01', 'dev-qilu-laser-02', 'dev-xihu-wj-01'] } }, { populate: ['product'] });
    const device = (uuid: string) => devices.find((d) => d.uuid === uuid)!;
    const changes = (uuid: string, list: [string, string][]) => list.map(([at, status]) => em.create(StatusChange, { device: device(uuid), at: t(at), status }));
    let n = 0;
    const order = (uuid: string, reported: string, closed: string | null, alarmCause: string | null = null) => {
      const d = device(uuid);
      const product = d.product!.getEntity();
      const o = em.create(RepairOrder, {
        tenant: product.tenant,
        number: `RO-TEST-${++n}`,
        sn: product.manufacturingCode,
        model: product.model,
        description: 'Spindle stopped',
        contactName: 'Zhao Lei',
        mobile: '13800000000',
        company: 'Qilu',
        agent: '',
        product,
        alarmCause,
        state: closed ? 'awaitingEvaluation' : 'processing',
        createTime: t(reported),
        updateTime: t(closed ?? reported),
      });
      em.create(RepairTimelineEntry, { tenant: product.tenant, order: o, operateType: 1, operatorAlias: 'Zhao Lei', createTime: t(reported) });
      if (closed) em.create(RepairTimelineEntry, { tenant: product.tenant, order: o, operateType: 5, operatorAlias: 'Wang Fang', createTime: t(closed) });
    };
    // Laser #1: an Estop (10:00-12:00) whose order is closed at 14:00, Offline overnight, an order a person reported the next day.
    changes('dev-qilu-laser-01', [
      ['2026-02-28 20:00', 'Running'],
      ['2026-03-01 10:00', 'Estop'],
      ['2026-03-01 12:00', 'Running'],
      ['2026-03-01 20:00', 'Offline'],
      ['2026-03-02 06:00', 'Running'],
    ]);
    order('dev-qilu-laser-01', '2026-03-01 10:00', '2026-03-01 14:00', 'Estop');
    order('dev-qilu-laser-01', '2026-03-02 09:00', '2026-03-02 10:00');
    // An order of the same machine closed long before the range counts nothing.
    order('dev-qilu-laser-01', '2026-02-01 09:00', '2026-02-01 10:00');
    // Laser #2: an Estop before the range, switched off, back at 03:00 on the first day; an Estop at 22:00 on the last day with its order closed after the range.
    changes('dev-qilu-laser-02', [
      ['2026-02-28 18:00', 'Running'],
      ['2026-02-28 22:00', 'Estop'],
      ['2026-02-28 23:00', 'Offline'],
      ['2026-03-01 03:00', 'Idle'],
      ['2026-03-02 22:00', 'Estop'],
      ['2026-03-03 01:00', 'Running'],
    ]);
    order('dev-qilu-laser-02', '2026-03-02 22:00', '2026-03-03 09:00', 'Estop');
    // The rival's waterjet breaks down too: none of it may reach the maker's figures.
    changes('dev-xihu-wj-01', [
      ['2026-03-01 00:00', 'Running'],
      ['2026-03-01 05:00', 'Estop'],
      ['2026-03-01 06:00', 'Running'],
    ]);
    await em.flush();
    qiluId = String((await em.findOneOrFail(Customer, { name: 'Qilu Precision Sheet Metal' })).id);
    rivalCustomerId = String((await em.findOneOrFail(Customer, { tenant: { name: 'Hangzhou Waterjet Works' } }, { orderBy: { id: 'asc' } })).id);
  }, 60_000);
  afterAll(() => server.stop());

  const deviceFigures = async (uuid: string, token = tokens.tenantadmin, range = RANGE) => {
    const res = await gql(server, DEVICE, { uuid, ...range }, { token });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.deviceReliability;
  };

  it('counts an Estop and the order it opened once, and takes Offline, Estop and repair time out of operating time', async () => {
    expect(await deviceFigures('dev-qilu-laser-01')).toEqual({
      start: '2026-03-01',
      end: '2026-03-02',
      from: t('2026-03-01 00:00').toISOString(),
      until: t('2026-03-03 00:00').toISOString(),
      devices: 1,
      // Up 00-10, 14-20 (Running while the order was open is repair time) and 06-24 on the second day less the order 09-10.
      operatingSeconds: (10 + 6 + 17) * H,
      downSeconds: 5 * H,
      failures: 2,
      openFailures: 0,
      repairs: 2,
      repairSeconds: 5 * H,
      mtbfSeconds: 16.5 * H,
      mttrSeconds: 2.5 * H,
    });
  });

  it('does not count a breakdown going on at the range start, and leaves one still open at the range end out of MTTR', async () => {
    expect(await deviceFigures('dev-qilu-laser-02')).toMatchObject({
      operatingSeconds: 43 * H,
      downSeconds: 5 * H,
      failures: 1,
      openFailures: 1,
      repairs: 0,
      repairSeconds: 0,
      mtbfSeconds: 43 * H,
      mttrSeconds: null,
    });
  });

  it('answers null MTBF and MTTR without a failure in the range', async () => {
    expect(await deviceFigures('dev-qilu-laser-01', tokens.tenantadmin, { start: '2026-02-10', end: '2026-02-12' })).toMatchObject({ failures: 0, repairs: 0, mtbfSeconds: null, mttrSeconds: null });
    // A range in the future has not happened: nothing is counted.
    const future = await deviceFigures('dev-qilu-laser-01', tokens.tenantadmin, { start: '2999-01-01', end: '2999-01-02' });
    expect(future).toMatchObject({ operatingSeconds: 0, failures: 0, mtbfSeconds: null });
    expect(future.until).toBe(future.from);
  });

  it("sums a customer's machines before dividing", async () => {
    const res = await gql(server, CUSTOMER, { id: qiluId, ...RANGE }, { token: tokens.tenantadmin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.customerReliability).toMatchObject({
      devices: 2,
      operatingSeconds: 76 * H,
      downSeconds: 10 * H,
      failures: 3,
      openFailures: 1,
      repairs: 2,
      repairSeconds: 5 * H,
      mtbfSeconds: Math.round((76 * H) / 3),
      mttrSeconds: 2.5 * H,
    });
  });

  it("lets the customer's own users see their machine's figures, and every role with the device efficiency API", async () => {
    expect(await deviceFigures('dev-qilu-laser-01', tokens.customer)).toMatchObject({ failures: 2, mttrSeconds: 2.5 * H });
    expect(await deviceFigures('dev-qilu-laser-01', tokens.maintainer)).toMatchObject({ failures: 2 });
    // The customer roster is the maker's: its users have no customerList API.
    expect(errorOf(await gql(server, CUSTOMER, { id: qiluId, ...RANGE }, { token: tokens.customer }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("refuses another tenant's device and customer with the catalogue errors", async () => {
    expect(errorOf(await gql(server, DEVICE, { uuid: 'dev-qilu-laser-01', ...RANGE }, { token: tokens.rivaladmin }))).toMatchObject({ errorno: 1132005 });
    expect(errorOf(await gql(server, DEVICE, { uuid: 'dev-xihu-wj-01', ...RANGE }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1132005 });
    expect(errorOf(await gql(server, CUSTOMER, { id: qiluId, ...RANGE }, { token: tokens.rivaladmin }))).toMatchObject({ errorno: 1124 });
    expect(errorOf(await gql(server, CUSTOMER, { id: rivalCustomerId, ...RANGE }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1124 });
    // The rival sees its own.
    expect(await deviceFigures('dev-xihu-wj-01', tokens.rivaladmin)).toMatchObject({ failures: 1, repairs: 1, mttrSeconds: H });
  });

  it('refuses bad ranges and ids with the catalogue errors', async () => {
    expect(errorOf(await gql(server, DEVICE, { uuid: 'dev-qilu-laser-01', start: '2026-03-02', end: '2026-03-01' }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1007 });
    expect(errorOf(await gql(server, DEVICE, { uuid: 'dev-qilu-laser-01', start: '2026-01-01', end: '2027-06-01' }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1009 });
    expect(errorOf(await gql(server, CUSTOMER, { id: '1e0', ...RANGE }, { token: tokens.tenantadmin }))).toMatchObject({ errorno: 1004 });
    expect(errorOf(await gql(server, DEVICE, { uuid: 'dev-qilu-laser-01', ...RANGE }, {}))).toMatchObject({ errorno: 2 });
  });
});
