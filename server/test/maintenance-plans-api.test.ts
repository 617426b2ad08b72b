import { API } from '../src/contract/apis';
import { ERRNO } from '../src/contract/error-catalogue';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { dateInZone } from '../src/modules/maintenance-plans/schedule';
import { User } from '../src/modules/users/user.entity';
import { type Caller, type GqlResponse, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * Maintenance plans and check orders over real HTTP on a real database (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL): every API of the table allowed and denied for every demo role, a plan
 * created through GraphQL whose check order the server's own scheduler generates, recorded with
 * a fault that opens a repair, accepted; errors in the caller's language; a rival's ids refused.
 */

const PLAN = 'id version name firstDate cycle unit daysAhead mode dispatchTime nextDueDate nextDispatchAt lastDueDate principalId principalAlias customers items address machines { deviceId productId sn model customer }';
const CHECK = 'id number stage planId planName productId sn model customer dueDate principalId principalAlias submittedById items { name result note repairOrderId }';
const CREATE = `mutation Create($input: MaintenancePlanInput!) { createMaintenancePlan(input: $input) { ${PLAN} } }`;
const UPDATE = `mutation Update($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) { updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) { ${PLAN} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteMaintenancePlan(id: $id) }';
const GET_PLAN = `query Plan($id: ID!) { maintenancePlan(id: $id) { ${PLAN} } }`;
const PLANS = 'query Plans($name: String) { maintenancePlans(name: $name) { version page { total items { id name } } } }';
const MEMBERS = '{ maintenancePlanMembers { id name role } }';
const CHECKS = `query Checks($planName: String, $stage: CheckStageFilter) { checkOrders(planName: $planName, stage: $stage) { version page { total items { ${CHECK} } } } }`;
const GET_CHECK = `query Check($id: ID!) { checkOrder(id: $id) { ${CHECK} } }`;
const RECORD = `mutation Record($id: ID!, $items: [InspectionInput!]!, $submit: Boolean!) { recordCheckOrder(id: $id, items: $items, submit: $submit) { ${CHECK} } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptCheckOrder(id: $id) { ${CHECK} } }`;
const RETURN = `mutation Return($id: ID!) { returnCheckOrder(id: $id) { ${CHECK} } }`;
const REPAIR = `mutation Repair($id: ID!, $index: Int!) { openRepairFromCheckOrder(id: $id, itemIndex: $index) { repairOrderId repairOrderNumber checkOrder { ${CHECK} } } }`;

let server: TestServer;
const as: Record<string, Caller> = {};
const userIds: Record<string, string> = {};
const deviceOf: Record<string, string> = {};
const ACCOUNTS = ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser'];

const ok = <T = Record<string, any>>(res: GqlResponse<T>): T => {
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
};
const errno = (res: GqlResponse) => errorOf(res).errorno;

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'Laser monthly',
  firstDate: dateInZone(Date.now(), 'Asia/Shanghai'),
  cycle: 1,
  unit: 'month',
  daysAhead: 0,
  mode: 'cyclic',
  dispatchTime: '00:00',
  deviceIds: [deviceOf.JN2025L3015001],
  principalId: userIds.maintainer,
  items: ['Lens clean', 'Gas pressure'],
  ...extra,
});

beforeAll(async () => {
  // Looks every 100 ms, so a due plan is generated while the test waits for it.
  server = await startTestServer({ REMINDER_POLL_MS: '100' });
  for (const account of ACCOUNTS) as[account] = { token: await loginAs(server, account) };
  const em = systemEm(server.services.orm, 'test');
  for (const u of await em.find(User, {})) userIds[u.account] = String(u.id);
  for (const d of await em.find(Device, {}, { populate: ['product'] })) if (d.product) deviceOf[d.product.getEntity().manufacturingCode] = String(d.id);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Resolves at the next change of a table's version (the scheduler announces the check orders it generated). */
function nextTableVersion(table: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = server.services.pubsub.listen('TABLE_VERSION', (event) => {
      if (event.table !== table) return;
      stop();
      resolve();
    });
  });
}

describe('maintenance plans over GraphQL', () => {
  it('creates a plan whose check order the scheduler generates; the member records a fault that opens a repair and submits; an administrator accepts', async () => {
    const generated = nextTableVersion('checkorder');
    const plan = ok(await gql(server, CREATE, { input: input({ name: 'HTTP flow' }) }, as.tenantadmin)).createMaintenancePlan;
    expect(plan).toMatchObject({ name: 'HTTP flow', principalAlias: 'Wang Fang', customers: ['Qilu Precision Sheet Metal'], machines: [{ sn: 'JN2025L3015001', deviceId: deviceOf.JN2025L3015001 }] });
    await generated;
    const [order] = ok(await gql(server, CHECKS, { planName: 'HTTP flow' }, as.maintainer)).checkOrders.page.items;
    expect(order).toMatchObject({ stage: 'processing', sn: 'JN2025L3015001', planId: plan.id, principalId: userIds.maintainer, items: [{ name: 'Lens clean', result: null }, { name: 'Gas pressure', result: null }] });
    const recorded = ok(await gql(server, RECORD, { id: order.id, items: [{ result: 'normal' }, { result: 'fault', note: 'Regulator leaks' }], submit: false }, as.maintainer)).recordCheckOrder;
    expect(recorded.items.map((i: { result: string }) => i.result)).toEqual(['normal', 'fault']);
    const repair = ok(await gql(server, REPAIR, { id: order.id, index: 1 }, as.maintainer)).openRepairFromCheckOrder;
    expect(repair.repairOrderNumber).toMatch(/^RO\d{18}$/);
    expect(repair.checkOrder.items[1].repairOrderId).toBe(repair.repairOrderId);
    expect(ok(await gql(server, RECORD, { id: order.id, items: [{ result: 'normal' }, { result: 'fault', note: 'Regulator leaks' }], submit: true }, as.maintainer)).recordCheckOrder).toMatchObject({ stage: 'awaitingAcceptance', submittedById: userIds.maintainer });
    expect(errno(await gql(server, ACCEPT, { id: order.id }, as.maintainer))).toBe(ERRNO.forbidden); // no policy row for it
    expect(ok(await gql(server, ACCEPT, { id: order.id }, as.tenantadmin)).acceptCheckOrder.stage).toBe('completed');
    // The customer sees its machine's check order, read only.
    expect(ok(await gql(server, GET_CHECK, { id: order.id }, as.customer)).checkOrder.stage).toBe('completed');
  });

  it('answers form errors field by field in the caller\'s language, and refuses a rival\'s machine and ids', async () => {
    const zh = await gql(server, CREATE, { input: input({ name: ' ', cycle: 0, items: [] }) }, { ...as.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
    expect(errno(zh)).toBe(ERRNO.formValidationFailed);
    const fields = (zh.body.errors![0].extensions as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => [f.field, f.message])).toEqual([
      ['name', '请输入计划名称'],
      ['cycle', '周期必须是 1 至 100 的整数'],
      ['items', '请至少添加一个点检项'],
    ]);
    const foreign = await gql(server, CREATE, { input: input({ deviceIds: [deviceOf.HZ2023W1313001] }) }, as.tenantadmin);
    expect((foreign.body.errors![0].extensions as { fields: { key: string }[] }).fields).toEqual([expect.objectContaining({ field: 'deviceIds', key: 'plan_device_unknown' })]);
    const mine = ok(await gql(server, CREATE, { input: input({ name: 'Rival probe' }) }, as.tenantadmin)).createMaintenancePlan;
    for (const [query, variables] of [
      [GET_PLAN, { id: mine.id }],
      [UPDATE, { id: mine.id, input: input() }],
      [DELETE, { id: mine.id }],
    ] as const) {
      expect(errno(await gql(server, query, variables, as.rivaladmin))).toBe(ERRNO.recordNotFound);
    }
    expect(ok(await gql(server, PLANS, { name: 'Rival probe' }, as.rivaladmin)).maintenancePlans.page.total).toBe(0);
    expect(ok(await gql(server, MEMBERS, {}, as.rivaladmin)).maintenancePlanMembers).toEqual([]);
  });

  it('refuses an edit from an older version (errorno 1010008) in the caller\'s language and changes nothing; of two edits from one version one wins', async () => {
    // Its first date a year ahead: the server's scheduler (every 100 ms) generates nothing meanwhile, which would move the version too.
    const later = (extra: Record<string, unknown>) => input({ firstDate: dateInZone(Date.now() + 366 * 86_400_000, 'Asia/Shanghai'), ...extra });
    const plan = ok(await gql(server, CREATE, { input: later({ name: 'Versioned' }) }, as.tenantadmin)).createMaintenancePlan;
    expect(plan.version).toBe(1);
    const first = ok(await gql(server, UPDATE, { id: plan.id, input: later({ name: 'First edit' }), baseVersion: 1 }, as.maintadmin)).updateMaintenancePlan;
    expect(first).toMatchObject({ name: 'First edit', version: 2 });
    const stale = await gql(server, UPDATE, { id: plan.id, input: later({ name: 'Stale edit', cycle: 7 }), baseVersion: 1 }, { ...as.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
    expect(stale.body.errors![0]).toMatchObject({ extensions: { errorno: ERRNO.planChangedElsewhere, code: 'CONFLICT', params: { current: 2 } } });
    expect(stale.body.errors![0].message).toContain('当前版本 2');
    expect(ok(await gql(server, GET_PLAN, { id: plan.id }, as.tenantadmin)).maintenancePlan).toMatchObject({ name: 'First edit', cycle: first.cycle, version: 2 });
    // Two edits from one version at the same moment: one is stored, the other refused.
    const both = await Promise.all(['Left', 'Right'].map((name, i) => gql(server, UPDATE, { id: plan.id, input: later({ name }), baseVersion: 2 }, i ? as.maintadmin : as.tenantadmin)));
    const outcomes = both.map((res) => (res.body.errors ? errno(res) : res.body.data!.updateMaintenancePlan.name));
    expect(outcomes.filter((o) => o === ERRNO.planChangedElsewhere)).toHaveLength(1);
    const winner = outcomes.find((o) => o !== ERRNO.planChangedElsewhere);
    expect(ok(await gql(server, GET_PLAN, { id: plan.id }, as.tenantadmin)).maintenancePlan).toMatchObject({ name: winner, version: 3 });
    // Without baseVersion (an integrator that does not send it) the edit applies and still counts.
    expect(ok(await gql(server, UPDATE, { id: plan.id, input: later({ name: 'Unversioned' }) }, as.tenantadmin)).updateMaintenancePlan).toMatchObject({ name: 'Unversioned', version: 4 });
  });
});

describe('who may do what', () => {
  /** Every plan API with a call that reaches the service only when the policy allows it. */
  const CALLS: [keyof typeof API, string, () => Record<string, unknown>, number][] = [
    ['maintenancePlanList', GET_PLAN, () => ({ id: '999999' }), ERRNO.recordNotFound],
    ['maintenancePlanAdd', CREATE, () => ({ input: input({ name: '' }) }), ERRNO.formValidationFailed],
    ['maintenancePlanEdit', UPDATE, () => ({ id: '999999', input: input() }), ERRNO.recordNotFound],
    ['maintenancePlanDelete', DELETE, () => ({ id: '999999' }), ERRNO.recordNotFound],
    ['checkOrderList', GET_CHECK, () => ({ id: '999999' }), ERRNO.recordNotFound],
    ['checkOrderRecord', RECORD, () => ({ id: '999999', items: [], submit: false }), ERRNO.recordNotFound],
    ['checkOrderAccept', RETURN, () => ({ id: '999999' }), ERRNO.recordNotFound],
    ['checkOrderRepair', REPAIR, () => ({ id: '999999', index: 0 }), ERRNO.recordNotFound],
  ];
  const ALL = CALLS.map((c) => c[0]);
  const ADMIN = ALL;
  const GRANTED: Record<string, (keyof typeof API)[]> = {
    superadmin: ALL,
    tenantadmin: ADMIN,
    qiluadmin: ADMIN,
    rivaladmin: ADMIN,
    maintadmin: ADMIN,
    maintainer: ['maintenancePlanList', 'checkOrderList', 'checkOrderRecord', 'checkOrderRepair'],
    customer: ['checkOrderList'],
    rivaluser: ['checkOrderList'],
  };

  it.each(ACCOUNTS)('gives %s exactly the plan APIs of its role policy (allowed: reaches the rules; denied: 1150)', async (account) => {
    for (const [api, query, variables, reached] of CALLS) {
      const res = await gql(server, query, variables(), as[account]);
      expect(`${api}: ${errno(res)}`).toBe(`${api}: ${GRANTED[account].includes(api) ? reached : ERRNO.forbidden}`);
    }
    expect(errno(await gql(server, GET_PLAN, { id: '1' }))).toBe(ERRNO.sessionExpired);
  });
});
