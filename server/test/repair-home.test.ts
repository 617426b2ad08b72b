import { API } from '../src/contract/apis';
import { ERRNO } from '../src/contract/error-catalogue';
import { type RepairState, isRepairUnclosed, isRepairUnprocessed } from '../src/contract/repair-orders';
import { systemEm } from '../src/core/tenancy';
import { Product } from '../src/modules/products/product.entity';
import { RepairOrder } from '../src/modules/repair-orders/repair-order.entity';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { User } from '../src/modules/users/user.entity';
import { type Caller, type GqlResponse, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * The maintenance home's repair orders (spec part 2 section 9: unclosed repairs last 10,
 * unprocessed repairs last 5) over real HTTP on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the limits with more orders present, newest report first (not by id),
 * the totals, tenant isolation, every demo account seeing exactly what the repair order list
 * shows it, the list's permission, and an order moving out of the lists through the workflow.
 */

const HOME = 'query { repairOrderHome { version counts { unclosed unprocessed } unclosed { id number state status createTime } unprocessed { id number state status createTime } } }';
const LIST = `query List($status: RepairStatusFilter, $pageSize: Int!) {
  repairOrders(status: $status, pageSize: $pageSize) { page { total items { id state } } }
}`;
const REPORT = 'mutation Report($input: RepairOrderInput!) { reportRepairOrder(input: $input) { id } }';
const DISPATCH = 'mutation Dispatch($id: ID!, $memberId: ID!) { dispatchRepairOrder(id: $id, memberId: $memberId) { id state } }';
const ACCEPT = 'mutation Accept($id: ID!) { acceptRepairOrder(id: $id) { id state } }';
const CLOSE = 'mutation Close($id: ID!, $record: String!) { closeRepairOrder(id: $id, serviceRecord: $record) { id state } }';
const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';

const QILU_SN = 'JN2025L3015001';
const HAIYUN_SN = 'JN2024L3015003';
const RIVAL_SN = 'HZ2023W1313001';
const ACCOUNTS = ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser'];
/** Which arranged machines each account's tenants hold (the maker's tree holds Qilu and Haiyun; the rival's its customer). */
const SEES: Record<string, string[]> = {
  superadmin: [QILU_SN, HAIYUN_SN, RIVAL_SN],
  tenantadmin: [QILU_SN, HAIYUN_SN],
  maintadmin: [QILU_SN, HAIYUN_SN],
  maintainer: [QILU_SN, HAIYUN_SN],
  customer: [QILU_SN],
  qiluadmin: [QILU_SN],
  rivaladmin: [RIVAL_SN],
  rivaluser: [RIVAL_SN],
};

type Arranged = { id: string; sn: string; state: RepairState; createTime: number };
type HomeOrder = { id: string; number: string; state: RepairState; status: number; createTime: string };
type Home = { version: number; counts: { unclosed: number; unprocessed: number }; unclosed: HomeOrder[]; unprocessed: HomeOrder[] };

let server: TestServer;
const as: Record<string, Caller> = {};
const userIds: Record<string, string> = {};
const arranged: Arranged[] = [];
const base = Date.now() - 3 * 3_600_000;

const ok = <T = Record<string, any>>(res: GqlResponse<T>): T => {
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
};
const home = async (account: string): Promise<Home> => ok<{ repairOrderHome: Home }>(await gql(server, HOME, {}, as[account])).repairOrderHome;
const ids = (orders: { id: string }[]) => orders.map((o) => o.id);

/**
 * The arranged orders, inserted in an order unlike their report times (so ids do not sort them):
 * Qilu 7 pending, 6 processing and 3 closed (the closed ones the newest of Qilu's); Haiyun 2
 * pending; the rival's customer 3 pending, newer than all.
 */
const PLAN: Array<[string, RepairState, number]> = [
  ...[3, 9, 1, 14, 6, 11, 2].map((minute, i): [string, RepairState, number] => [QILU_SN, i % 2 ? 'dispatched' : 'reported', minute]),
  ...[8, 4, 13, 0, 10, 5].map((minute): [string, RepairState, number] => [QILU_SN, 'processing', minute]),
  [QILU_SN, 'awaitingEvaluation', 20],
  [QILU_SN, 'completed', 21],
  [QILU_SN, 'awaitingEvaluation', 22],
  [HAIYUN_SN, 'reported', 12],
  [HAIYUN_SN, 'dispatched', 7],
  [RIVAL_SN, 'reported', 30],
  [RIVAL_SN, 'dispatched', 31],
  [RIVAL_SN, 'reported', 32],
];

beforeAll(async () => {
  server = await startTestServer();
  for (const account of ACCOUNTS) as[account] = { token: await loginAs(server, account) };
  const em = systemEm(server.services.orm, 'test');
  for (const u of await em.find(User, {})) userIds[u.account] = String(u.id);
  for (const [index, [sn, state, minute]] of PLAN.entries()) {
    const product = await em.findOneOrFail(Product, { manufacturingCode: sn });
    const order = em.create(RepairOrder, {
      tenant: em.getReference(Tenant, product.tenant.id),
      product,
      number: `RO2026HOME${String(index).padStart(4, '0')}`,
      state,
      sn,
      model: product.model,
      description: 'Arranged for the home',
      contactName: 'Chen Jing',
      mobile: '13800000005',
      company: 'Arranged',
      agent: 'Dealer',
      createTime: new Date(base + minute * 60_000),
    });
    await em.flush();
    arranged.push({ id: String(order.id), sn, state, createTime: order.createTime.getTime() });
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** What an account should see: its arranged orders of the kind, newest report first. */
function expected(account: string, kind: (state: RepairState) => boolean): Arranged[] {
  return arranged.filter((o) => SEES[account].includes(o.sn) && kind(o.state)).sort((a, b) => b.createTime - a.createTime);
}

describe('the maintenance home', () => {
  it('shows the maker 10 of its 15 unclosed and 5 of its 9 unprocessed orders, newest report first, with the totals', async () => {
    const before = Date.now();
    const answer = await home('tenantadmin');
    expect(answer.counts).toEqual({ unclosed: 15, unprocessed: 9 });
    expect(answer.unclosed).toHaveLength(10);
    expect(answer.unprocessed).toHaveLength(5);
    expect(ids(answer.unclosed)).toEqual(ids(expected('tenantadmin', isRepairUnclosed).slice(0, 10)));
    expect(ids(answer.unprocessed)).toEqual(ids(expected('tenantadmin', isRepairUnprocessed).slice(0, 5)));
    // Newest first by report time; not the insertion (id) order.
    const times = answer.unclosed.map((o) => Date.parse(o.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids(answer.unclosed)).not.toEqual([...ids(answer.unclosed)].sort((a, b) => Number(b) - Number(a)));
    expect(answer.unclosed.every((o) => o.status === 1 || o.status === 2)).toBe(true);
    expect(answer.unprocessed.every((o) => o.status === 1)).toBe(true);
    expect(answer.version).toBeGreaterThanOrEqual(before);
  });

  it('shows every demo account exactly its own tenants\' orders, as the repair order list does', async () => {
    const rivalIds = ids(arranged.filter((o) => o.sn === RIVAL_SN));
    for (const account of ACCOUNTS) {
      const answer = await home(account);
      const unclosed = expected(account, isRepairUnclosed);
      const unprocessed = expected(account, isRepairUnprocessed);
      expect([account, ids(answer.unclosed), answer.counts.unclosed]).toEqual([account, ids(unclosed.slice(0, 10)), unclosed.length]);
      expect([account, ids(answer.unprocessed), answer.counts.unprocessed]).toEqual([account, ids(unprocessed.slice(0, 5)), unprocessed.length]);
      if (!SEES[account].includes(RIVAL_SN)) expect([...ids(answer.unclosed), ...ids(answer.unprocessed)].filter((id) => rivalIds.includes(id))).toEqual([]);

      // The list, read by the same account: status 1 and 2 in its default order (newest first), and its pending filter.
      const all = ok(await gql(server, LIST, { status: 'all', pageSize: 50 }, as[account])).repairOrders.page;
      const listed = all.items.filter((o: { state: RepairState }) => isRepairUnclosed(o.state));
      expect([account, ids(answer.unclosed), answer.counts.unclosed]).toEqual([account, ids(listed.slice(0, 10)), listed.length]);
      const pending = ok(await gql(server, LIST, { status: 'pending', pageSize: 10 }, as[account])).repairOrders.page;
      expect([account, ids(answer.unprocessed), answer.counts.unprocessed]).toEqual([account, ids(pending.items.slice(0, 5)), pending.total]);
    }
  });

  it('shows fewer than the limits when there are fewer: the rival\'s customer has 3 of each', async () => {
    const answer = await home('rivaluser');
    expect(answer.counts).toEqual({ unclosed: 3, unprocessed: 3 });
    expect(answer.unclosed.map((o) => o.number)).toEqual(['RO2026HOME0020', 'RO2026HOME0019', 'RO2026HOME0018']);
    expect(ids(answer.unprocessed)).toEqual(ids(answer.unclosed));
  });

  it('is guarded by the repair order list\'s API: without it 1150, without a session 2', async () => {
    const before = ok(await gql(server, '{ rolePolicies(role: maintainer) { path method } }', {}, as.superadmin)).rolePolicies;
    const without = before.filter((p: { path: string; method: string }) => !(p.path === API.repairOrderList.path && p.method === API.repairOrderList.method));
    expect(without).toHaveLength(before.length - 1);
    try {
      ok(await gql(server, REPLACE, { role: 'maintainer', apis: without }, as.superadmin));
      expect(errorOf(await gql(server, HOME, {}, as.maintainer)).errorno).toBe(ERRNO.forbidden);
    } finally {
      ok(await gql(server, REPLACE, { role: 'maintainer', apis: before }, as.superadmin));
    }
    expect((await home('maintainer')).counts.unclosed).toBe(15);
    expect(errorOf(await gql(server, HOME, {})).errorno).toBe(ERRNO.sessionExpired);
  });

  it('moves a new report through the lists: unprocessed until accepted, unclosed until closed', async () => {
    const input = { contactName: 'Chen Jing', mobile: '13800000005', company: 'Qilu Precision Sheet Metal', sn: QILU_SN, model: 'PL-3015 Fiber Laser 6 kW', agent: 'Jinan dealer', description: 'The chiller alarms' };
    const id: string = ok(await gql(server, REPORT, { input }, as.customer)).reportRepairOrder.id;
    const where = async (account: string) => {
      const answer = await home(account);
      return { unclosed: ids(answer.unclosed)[0] === id, unprocessed: ids(answer.unprocessed)[0] === id, counts: answer.counts };
    };
    expect(await where('customer')).toEqual({ unclosed: true, unprocessed: true, counts: { unclosed: 14, unprocessed: 8 } });
    expect(await where('rivaladmin')).toMatchObject({ unclosed: false, unprocessed: false, counts: { unclosed: 3, unprocessed: 3 } });
    ok(await gql(server, DISPATCH, { id, memberId: userIds.maintainer }, as.tenantadmin));
    expect(await where('tenantadmin')).toEqual({ unclosed: true, unprocessed: true, counts: { unclosed: 16, unprocessed: 10 } });
    ok(await gql(server, ACCEPT, { id }, as.maintainer));
    expect(await where('tenantadmin')).toEqual({ unclosed: true, unprocessed: false, counts: { unclosed: 16, unprocessed: 9 } });
    ok(await gql(server, CLOSE, { id, record: 'Refilled the coolant' }, as.maintainer));
    expect(await where('tenantadmin')).toEqual({ unclosed: false, unprocessed: false, counts: { unclosed: 15, unprocessed: 9 } });
  });
});
