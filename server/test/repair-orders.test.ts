import { API } from '../src/contract/apis';
import { ERRNO } from '../src/contract/error-catalogue';
import { PUBLIC_REPAIR_LIMITS } from '../src/contract/repair-orders';
import { systemEm } from '../src/core/tenancy';
import { RepairOrder, RepairTimelineEntry } from '../src/modules/repair-orders/repair-order.entity';
import { User } from '../src/modules/users/user.entity';
import { type Caller, type GqlResponse, errorOf, gql, loginAs, manualClock, startTestServer, type TestServer } from './helpers';
import { QILU_LASER_SN, qiluRepairOrderInput } from './support/repair-fixtures';

/**
 * Repair orders over real HTTP on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the whole workflow with its timeline, illegal steps, concurrent
 * accepts, who may do what (every API of the table allowed and denied for every demo role,
 * and the rules of part 2 section 6), tenant isolation of every field, the public report with
 * its verification and rate limits, query by SN, and the lookups.
 */

const ORDER = `id number state status progress type serviceMode solution sn model description contactName mobile email company address agent allowQueryBySn remark
  principalId principalAlias applicantId serviceRecord evaluationOverall evaluationResponseSpeed evaluationRepairQuality evaluationServiceAttitude evaluationComment createTime updateTime
  pictures { md5name } attachments { md5name }
  timeline { id operateType operatorId operatorAlias receiverId receiverAlias createTime }`;
const REPORT = `mutation Report($input: RepairOrderInput!) { reportRepairOrder(input: $input) { ${ORDER} } }`;
const UPDATE = `mutation Update($id: ID!, $input: RepairOrderInput!) { updateRepairOrder(id: $id, input: $input) { ${ORDER} } }`;
const GET = `query Get($id: ID!) { repairOrder(id: $id) { ${ORDER} } }`;
const LIST = `query List($status: RepairStatusFilter, $number: String, $sn: String, $model: String, $company: String, $contactName: String, $pageSize: Int! = 20) {
  repairOrders(status: $status, number: $number, sn: $sn, model: $model, company: $company, contactName: $contactName, pageSize: $pageSize) { version page { total items { id number state } } }
}`;
const MEMBERS = 'query Members($id: ID!) { repairMembers(orderId: $id) { id name role } }';
const DISPATCH = 'mutation Dispatch($id: ID!, $memberId: ID!) { dispatchRepairOrder(id: $id, memberId: $memberId) { id state status principalId principalAlias } }';
const ACCEPT = 'mutation Accept($id: ID!) { acceptRepairOrder(id: $id) { id state status } }';
const TRANSFER = 'mutation Transfer($id: ID!, $memberId: ID!) { transferRepairOrder(id: $id, memberId: $memberId) { id state principalId principalAlias } }';
const CLOSE = 'mutation Close($id: ID!, $record: String!) { closeRepairOrder(id: $id, serviceRecord: $record) { id state status serviceRecord } }';
const EVALUATE = 'mutation Evaluate($id: ID!, $input: RepairEvaluationInput!) { evaluateRepairOrder(id: $id, input: $input) { id state status progress evaluationOverall evaluationComment } }';
const LOOKUPS = '{ repairLookups { kind tenantId entries { key label } } }';
const REPLACE_LOOKUP = 'mutation Replace($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) { replaceRepairLookup(kind: $kind, entries: $entries) { kind tenantId entries { key label } } }';
const REMIND = 'mutation Remind($id: ID!, $minutes: Int!) { remindRepairOrder(id: $id, afterMinutes: $minutes) { id dueAt } }';
const CHALLENGE = 'mutation { repairReportChallenge }';
const PUBLIC_REPORT = 'mutation PublicReport($input: PublicRepairInput!) { reportRepairPublic(input: $input) { number allowQueryBySn } }';
const PUBLIC_FORM = 'query Form($sn: String!) { publicRepairForm(sn: $sn) { sn model lookups { kind tenantId entries { key label } } } }';
const BY_SN = 'query BySn($sn: String!) { publicRepairsBySn(sn: $sn) { number status progress createTime updateTime } }';

const SN = QILU_LASER_SN;
const HAIYUN_SN = 'JN2024L3015003';
const RIVAL_SN = 'HZ2023W1313001';
const EVALUATION = { overall: 5, responseSpeed: 4, repairQuality: 5, serviceAttitude: 5, comment: 'Fast and tidy' };
const report = qiluRepairOrderInput;

let server: TestServer;
const clock = manualClock();
const as: Record<string, Caller> = {};
const ids: Record<string, string> = {};
const ACCOUNTS = ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser'];

const ok = <T = Record<string, any>>(res: GqlResponse<T>): T => {
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
};
const errno = (res: GqlResponse) => errorOf(res).errorno;

async function newOrder(account = 'customer', extra: Record<string, unknown> = {}): Promise<string> {
  return ok(await gql(server, REPORT, { input: report(extra) }, as[account])).reportRepairOrder.id;
}
async function dispatched(to = 'maintainer', extra: Record<string, unknown> = {}): Promise<string> {
  const id = await newOrder('customer', extra);
  ok(await gql(server, DISPATCH, { id, memberId: ids[to] }, as.tenantadmin));
  return id;
}
async function processing(): Promise<string> {
  const id = await dispatched();
  ok(await gql(server, ACCEPT, { id }, as.maintainer));
  return id;
}
async function closed(extra: Record<string, unknown> = {}): Promise<string> {
  const id = await dispatched('maintainer', extra);
  ok(await gql(server, ACCEPT, { id }, as.maintainer));
  ok(await gql(server, CLOSE, { id, record: 'Replaced the nozzle' }, as.maintainer));
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, undefined, { now: clock.now });
  for (const account of ACCOUNTS) as[account] = { token: await loginAs(server, account) };
  const users = await systemEm(server.services.orm, 'test').find(User, {});
  for (const u of users) ids[u.account] = String(u.id);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the repair workflow', () => {
  it('runs report -> dispatch -> accept -> transfer -> close -> evaluate, with all six timeline steps', async () => {
    const created = ok(await gql(server, REPORT, { input: report({ allowQueryBySn: true, email: 'chen.jing@qilu.example.com' }) }, as.customer)).reportRepairOrder;
    expect(created).toMatchObject({ state: 'reported', status: 1, progress: 25, sn: SN, applicantId: ids.customer, principalId: null, type: 'mechanical', allowQueryBySn: true });
    expect(created.number).toMatch(/^RO\d{18}$/);
    const id = created.id;

    const members = ok(await gql(server, MEMBERS, { id }, as.tenantadmin)).repairMembers;
    expect(members.map((m: { name: string }) => m.name).sort()).toEqual(['Wang Fang', 'Zhang Min']);

    expect(ok(await gql(server, DISPATCH, { id, memberId: ids.maintainer }, as.tenantadmin)).dispatchRepairOrder).toMatchObject({ state: 'dispatched', status: 1, principalId: ids.maintainer, principalAlias: 'Wang Fang' });
    expect(ok(await gql(server, ACCEPT, { id }, as.maintainer)).acceptRepairOrder).toMatchObject({ state: 'processing', status: 2 });
    expect(ok(await gql(server, TRANSFER, { id, memberId: ids.maintadmin }, as.maintainer)).transferRepairOrder).toMatchObject({ state: 'processing', principalId: ids.maintadmin, principalAlias: 'Zhang Min' });
    // The first member no longer handles it.
    expect(errno(await gql(server, CLOSE, { id, record: 'Done' }, as.maintainer))).toBe(ERRNO.repairPrincipalOnly);
    expect(ok(await gql(server, CLOSE, { id, record: ' Replaced the nozzle and recalibrated ' }, as.maintadmin)).closeRepairOrder).toMatchObject({ state: 'awaitingEvaluation', status: 3, serviceRecord: 'Replaced the nozzle and recalibrated' });
    expect(ok(await gql(server, EVALUATE, { id, input: EVALUATION }, as.customer)).evaluateRepairOrder).toMatchObject({ state: 'completed', status: 4, progress: 100, evaluationOverall: 5, evaluationComment: 'Fast and tidy' });

    const order = ok(await gql(server, GET, { id }, as.customer)).repairOrder;
    expect(order.timeline.map((e: { operateType: number; operatorAlias: string; receiverAlias: string }) => [e.operateType, e.operatorAlias, e.receiverAlias])).toEqual([
      [1, 'Chen Jing', ''],
      [2, 'Li Wei', 'Wang Fang'],
      [3, 'Wang Fang', ''],
      [4, 'Wang Fang', 'Zhang Min'],
      [5, 'Zhang Min', ''],
      [6, 'Chen Jing', ''],
    ]);
    expect(order.timeline[1]).toMatchObject({ operatorId: ids.tenantadmin, receiverId: ids.maintainer });
    expect(order).toMatchObject({ evaluationResponseSpeed: 4, evaluationRepairQuality: 5, evaluationServiceAttitude: 5, email: 'chen.jing@qilu.example.com' });
  });

  it('refuses every illegal step with 1023001 and changes nothing', async () => {
    const reported = await newOrder();
    expect(errno(await gql(server, ACCEPT, { id: reported }, as.maintainer))).toBe(ERRNO.repairIllegalStep); // nobody dispatched it yet
    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(RepairOrder, { id: Number(reported) });
    expect(stored.state).toBe('reported');
    const done = await closed();
    expect(errno(await gql(server, CLOSE, { id: done, record: 'again' }, as.maintainer))).toBe(ERRNO.repairIllegalStep);
    expect(errno(await gql(server, TRANSFER, { id: done, memberId: ids.maintadmin }, as.maintainer))).toBe(ERRNO.repairIllegalStep);
    expect(errno(await gql(server, DISPATCH, { id: done, memberId: ids.maintadmin }, as.tenantadmin))).toBe(ERRNO.repairIllegalStep);
    const running = await processing();
    expect(errno(await gql(server, EVALUATE, { id: running, input: EVALUATION }, as.customer))).toBe(ERRNO.repairIllegalStep);
    expect(errno(await gql(server, DISPATCH, { id: running, memberId: ids.maintadmin }, as.tenantadmin))).toBe(ERRNO.repairIllegalStep);
    expect(errno(await gql(server, ACCEPT, { id: running }, as.maintainer))).toBe(ERRNO.repairChangedMeanwhile); // accepted already
    const entries = await systemEm(server.services.orm, 'test').count(RepairTimelineEntry, { order: Number(running) });
    expect(entries).toBe(3);
  });

  it('lets an administrator dispatch again while nobody accepted, then only the new member accepts', async () => {
    const id = await dispatched('maintainer');
    ok(await gql(server, DISPATCH, { id, memberId: ids.maintadmin }, as.tenantadmin));
    expect(errno(await gql(server, ACCEPT, { id }, as.maintainer))).toBe(ERRNO.repairPrincipalOnly);
    expect(ok(await gql(server, ACCEPT, { id }, as.maintadmin)).acceptRepairOrder.state).toBe('processing');
  });

  it('lets exactly one of several accepts at once win; the others get 1023002 and one timeline entry is written', async () => {
    const id = await dispatched('maintainer');
    const sessions = [as.maintainer, { token: await loginAs(server, 'maintainer') }, { token: await loginAs(server, 'maintainer') }, as.maintainer];
    const results = await Promise.all([...sessions.map((caller) => gql(server, ACCEPT, { id }, caller)), gql(server, ACCEPT, { id }, as.maintadmin)]);
    const winners = results.filter((r) => r.body.data?.acceptRepairOrder);
    expect(winners).toHaveLength(1);
    expect(results.slice(0, 4).filter((r) => !r.body.data?.acceptRepairOrder).map(errno)).toEqual([ERRNO.repairChangedMeanwhile, ERRNO.repairChangedMeanwhile, ERRNO.repairChangedMeanwhile]);
    // The other member: not the one it is dispatched to, or (when it came after the winner) already accepted.
    expect([ERRNO.repairPrincipalOnly, ERRNO.repairChangedMeanwhile]).toContain(errno(results[4]));
    expect(results.find((r) => r.body.errors)!.body.errors![0].message).toMatch(/accepted it first/);
    expect(await systemEm(server.services.orm, 'test').count(RepairTimelineEntry, { order: Number(id), operateType: 3 })).toBe(1);
  });

  it('lets exactly one of two transfers at once win', async () => {
    const id = await processing();
    const results = await Promise.all([gql(server, TRANSFER, { id, memberId: ids.maintadmin }, as.maintainer), gql(server, TRANSFER, { id, memberId: ids.maintadmin }, { token: await loginAs(server, 'maintainer') })]);
    expect(results.filter((r) => r.body.data?.transferRepairOrder)).toHaveLength(1);
    expect([ERRNO.repairChangedMeanwhile, ERRNO.repairPrincipalOnly]).toContain(errno(results.find((r) => r.body.errors)!));
    expect(await systemEm(server.services.orm, 'test').count(RepairTimelineEntry, { order: Number(id), operateType: 4 })).toBe(1);
  });
});

describe('who may do what', () => {
  /** Every repair API with a call that reaches the service only when the policy allows it. */
  const CALLS: [keyof typeof API, string, Record<string, unknown>, number][] = [
    ['repairOrderList', GET, { id: '999999' }, ERRNO.recordNotFound],
    ['repairOrderAdd', REPORT, { input: report({ contactName: '' }) }, ERRNO.formValidationFailed],
    ['repairOrderEdit', UPDATE, { id: '999999', input: report() }, ERRNO.recordNotFound],
    ['repairOrderDispatch', DISPATCH, { id: '999999', memberId: '1' }, ERRNO.recordNotFound],
    ['repairOrderAccept', ACCEPT, { id: '999999' }, ERRNO.recordNotFound],
    ['repairOrderTransfer', TRANSFER, { id: '999999', memberId: '1' }, ERRNO.recordNotFound],
    ['repairOrderClose', CLOSE, { id: '999999', record: 'x' }, ERRNO.recordNotFound],
    ['repairOrderEvaluate', EVALUATE, { id: '999999', input: EVALUATION }, ERRNO.recordNotFound],
    ['repairLookupEdit', REPLACE_LOOKUP, { kind: 'repairType', entries: [{ key: '', label: '' }] }, ERRNO.formValidationFailed],
    ['repairOrderRemind', REMIND, { id: '999999', minutes: 30 }, ERRNO.recordNotFound],
  ];
  const GRANTED: Record<string, (keyof typeof API)[]> = {
    superadmin: CALLS.map((c) => c[0]),
    tenantadmin: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderDispatch', 'repairOrderEvaluate', 'repairLookupEdit', 'repairOrderRemind'],
    qiluadmin: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderDispatch', 'repairOrderEvaluate', 'repairLookupEdit', 'repairOrderRemind'],
    rivaladmin: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderDispatch', 'repairOrderEvaluate', 'repairLookupEdit', 'repairOrderRemind'],
    maintadmin: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderDispatch', 'repairOrderAccept', 'repairOrderTransfer', 'repairOrderClose', 'repairLookupEdit', 'repairOrderRemind'],
    maintainer: ['repairOrderList', 'repairOrderAccept', 'repairOrderTransfer', 'repairOrderClose'],
    customer: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderEvaluate'],
    rivaluser: ['repairOrderList', 'repairOrderAdd', 'repairOrderEdit', 'repairOrderEvaluate'],
  };

  it.each(ACCOUNTS)('gives %s exactly the repair APIs of its role policy (allowed: reaches the rules; denied: 1150)', async (account) => {
    for (const [api, query, variables, reached] of CALLS) {
      const res = await gql(server, query, variables, as[account]);
      expect(`${api}: ${errno(res)}`).toBe(`${api}: ${GRANTED[account].includes(api) ? reached : ERRNO.forbidden}`);
    }
    expect(errno(await gql(server, GET, { id: '1' }))).toBe(ERRNO.sessionExpired);
  });

  it('lets only the tenant administrators dispatch, among those the policy lets in', async () => {
    const id = await newOrder();
    // A customer's administrator has the API, but a member of the maker is outside its scope.
    expect(errno(await gql(server, DISPATCH, { id, memberId: ids.maintainer }, as.qiluadmin))).toBe(ERRNO.repairMemberInvalid);
    expect(errno(await gql(server, DISPATCH, { id, memberId: ids.customer }, as.tenantadmin))).toBe(ERRNO.repairMemberInvalid); // not maintenance staff
    expect(errno(await gql(server, DISPATCH, { id, memberId: ids.rivaladmin }, as.tenantadmin))).toBe(ERRNO.repairMemberInvalid);
    expect(errno(await gql(server, DISPATCH, { id, memberId: 'x1' }, as.tenantadmin))).toBe(ERRNO.invalidRequest);
    expect(ok(await gql(server, DISPATCH, { id, memberId: ids.maintainer }, as.maintadmin)).dispatchRepairOrder.state).toBe('dispatched');
  });

  it("lets a customer's own administrator dispatch to its own member, but not take an order from the maker's engineer (1023012); the maker's administrators may", async () => {
    const added = await gql(server, 'mutation Add($input: AddMemberInput!) { addMember(input: $input) { userId } }', { input: { name: 'Qilu Tech', account: 'qilutech', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', role: 'maintainer' } }, as.qiluadmin);
    const qiluTech = ok(added).addMember.userId as string;
    const DETAIL = 'query D($id: ID!) { repairOrder(id: $id) { principalId principalInMyTenants } }';
    // The maker's engineer holds it: the customer's administrator sees that, and cannot send it elsewhere.
    const held = await dispatched('maintainer');
    expect(ok(await gql(server, DETAIL, { id: held }, as.qiluadmin)).repairOrder).toEqual({ principalId: ids.maintainer, principalInMyTenants: false });
    const taken = await gql(server, DISPATCH, { id: held, memberId: qiluTech }, as.qiluadmin);
    expect(errorOf(taken)).toMatchObject({ errorno: 1023012, code: 'FORBIDDEN' });
    expect(ok(await gql(server, GET, { id: held }, as.tenantadmin)).repairOrder.principalId).toBe(ids.maintainer);
    expect(ok(await gql(server, ACCEPT, { id: held }, as.maintainer)).acceptRepairOrder.state).toBe('processing');
    // An order nobody holds: the customer's administrator dispatches it to its own member; the maker's may still take it over.
    const open = await newOrder();
    expect(ok(await gql(server, DISPATCH, { id: open, memberId: qiluTech }, as.qiluadmin)).dispatchRepairOrder.principalId).toBe(qiluTech);
    expect(ok(await gql(server, DETAIL, { id: open }, as.tenantadmin)).repairOrder.principalInMyTenants).toBe(true);
    expect(ok(await gql(server, DISPATCH, { id: open, memberId: ids.maintainer }, as.tenantadmin)).dispatchRepairOrder.principalId).toBe(ids.maintainer);
  });

  it('lets only the member it is dispatched to accept, transfer and close', async () => {
    const id = await dispatched('maintainer');
    expect(errno(await gql(server, ACCEPT, { id }, as.maintadmin))).toBe(ERRNO.repairPrincipalOnly);
    expect(errno(await gql(server, ACCEPT, { id }, as.superadmin))).toBe(ERRNO.repairPrincipalOnly);
    ok(await gql(server, ACCEPT, { id }, as.maintainer));
    expect(errno(await gql(server, TRANSFER, { id, memberId: ids.maintainer }, as.maintadmin))).toBe(ERRNO.repairPrincipalOnly);
    expect(errno(await gql(server, TRANSFER, { id, memberId: ids.maintainer }, as.maintainer))).toBe(ERRNO.repairMemberInvalid); // to oneself
    expect(errno(await gql(server, CLOSE, { id, record: 'x' }, as.maintadmin))).toBe(ERRNO.repairPrincipalOnly);
    const blank = await gql(server, CLOSE, { id, record: '  ' }, as.maintainer);
    expect(errno(blank)).toBe(ERRNO.formValidationFailed);
    expect(errorOf(blank).fields).toEqual([{ field: 'serviceRecord', key: 'repair_field_required', message: expect.any(String) }]);
  });

  it('lets the applicant alone edit a pending order, and evaluate only with the mobile of the report', async () => {
    const id = await newOrder();
    expect(errno(await gql(server, UPDATE, { id, input: report({ description: 'Edited by someone else' }) }, as.tenantadmin))).toBe(ERRNO.repairApplicantOnly);
    const edited = ok(await gql(server, UPDATE, { id, input: report({ description: 'Also the Z axis is noisy', sn: 'IGNORED' }) }, as.customer)).updateRepairOrder;
    expect(edited).toMatchObject({ description: 'Also the Z axis is noisy', sn: SN });
    const done = await closed();
    expect(errno(await gql(server, UPDATE, { id: done, input: report() }, as.customer))).toBe(ERRNO.repairIllegalStep);
    expect(errno(await gql(server, EVALUATE, { id: done, input: EVALUATION }, as.tenantadmin))).toBe(ERRNO.repairApplicantOnly);
    expect(errno(await gql(server, EVALUATE, { id: done, input: EVALUATION }, as.qiluadmin))).toBe(ERRNO.repairApplicantOnly);
    const bad = await gql(server, EVALUATE, { id: done, input: { ...EVALUATION, overall: 6, comment: 'x'.repeat(201) } }, as.customer);
    expect(errorOf(bad).fields.map((f: { field: string }) => f.field)).toEqual(['overall', 'comment']);
    // Reported by the customer's account with another mobile: the account may not evaluate it.
    const other = await closed({ mobile: '13900000001' });
    const refused = await gql(server, EVALUATE, { id: other, input: EVALUATION }, as.customer);
    expect(errno(refused)).toBe(ERRNO.repairMobileMismatch);
    expect(refused.body.errors![0].message).toBe('login account inconsistent with repair mobile so it cannot evaluate');
    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(RepairOrder, { id: Number(other) });
    expect(stored.state).toBe('awaitingEvaluation');
  });

  it('reports only machines in the caller\'s scope, with the form rules', async () => {
    const foreign = await gql(server, REPORT, { input: report({ sn: RIVAL_SN }) }, as.customer);
    expect(errorOf(foreign).fields).toEqual([{ field: 'sn', key: 'repair_sn_unknown', message: 'No machine with this SN' }]);
    const empty = await gql(server, REPORT, { input: { contactName: '', mobile: '', company: '', sn: '', model: '', agent: '', description: '' } }, as.customer);
    expect(errorOf(empty).fields.map((f: { field: string }) => f.field)).toEqual(['contactName', 'mobile', 'company', 'sn', 'model', 'agent', 'description']);
    const hostile = await gql(server, REPORT, { input: report({ remark: "' OR 1=1 --", description: '<script>alert(1)</script>' }) }, as.customer);
    expect(ok(hostile).reportRepairOrder.description).toBe('<script>alert(1)</script>');
  });
});

describe('tenant isolation', () => {
  it('shows a rival nothing of the maker\'s orders and lets it change nothing', async () => {
    const id = await dispatched('maintainer', { allowQueryBySn: true });
    const number = ok(await gql(server, GET, { id }, as.customer)).repairOrder.number;
    for (const rival of ['rivaladmin', 'rivaluser']) {
      expect(errno(await gql(server, GET, { id }, as[rival]))).toBe(ERRNO.recordNotFound);
      for (const search of [{ number }, { sn: SN }, { model: 'PL-3015' }, { company: 'Qilu' }, { contactName: 'Chen' }, {}]) {
        expect(ok(await gql(server, LIST, search, as[rival])).repairOrders.page.total).toBe(0);
      }
      expect(errno(await gql(server, UPDATE, { id, input: report() }, as[rival]))).toBe(ERRNO.recordNotFound);
      expect(errno(await gql(server, MEMBERS, { id }, as[rival]))).toBe(ERRNO.recordNotFound);
    }
    expect(errno(await gql(server, DISPATCH, { id, memberId: ids.maintainer }, as.rivaladmin))).toBe(ERRNO.recordNotFound);
    expect(errno(await gql(server, EVALUATE, { id, input: EVALUATION }, as.rivaluser))).toBe(ERRNO.recordNotFound);
    // The rival's own order stays its own, and the maker's staff do not see it.
    const rivalOrder = ok(await gql(server, REPORT, { input: report({ sn: RIVAL_SN, company: 'Xihu Granite Cutting' }) }, as.rivaluser)).reportRepairOrder.id;
    expect(errno(await gql(server, GET, { id: rivalOrder }, as.tenantadmin))).toBe(ERRNO.recordNotFound);
    expect(errno(await gql(server, DISPATCH, { id: rivalOrder, memberId: ids.maintainer }, as.rivaladmin))).toBe(ERRNO.repairMemberInvalid);
    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(RepairOrder, { id: Number(id) });
    expect(stored).toMatchObject({ state: 'dispatched', description: 'The cutting head collides at the sheet edge' });
  });

  it('keeps every field of a customer\'s order inside the maker\'s tree: another customer of the maker sees nothing', async () => {
    const haiyunOrder = await newOrder('tenantadmin', { sn: HAIYUN_SN, company: 'Haiyun Marine Fabrication' });
    expect(ok(await gql(server, GET, { id: haiyunOrder }, as.tenantadmin)).repairOrder.sn).toBe(HAIYUN_SN);
    expect(errno(await gql(server, GET, { id: haiyunOrder }, as.customer))).toBe(ERRNO.recordNotFound);
    expect(errno(await gql(server, GET, { id: haiyunOrder }, as.qiluadmin))).toBe(ERRNO.recordNotFound);
    const qiluList = ok(await gql(server, LIST, { sn: HAIYUN_SN }, as.customer)).repairOrders.page;
    expect(qiluList.total).toBe(0);
    const stored = await systemEm(server.services.orm, 'test').find(RepairTimelineEntry, { order: Number(haiyunOrder) });
    expect(stored.map((e) => e.tenant.id)).toEqual([(await systemEm(server.services.orm, 'test').findOneOrFail(RepairOrder, { id: Number(haiyunOrder) })).tenant.id]);
  });

  it('filters the list by status in the database', async () => {
    const counts = async (status: string) => ok(await gql(server, LIST, { status, pageSize: 50 }, as.tenantadmin)).repairOrders.page;
    const all = await counts('all');
    const parts = await Promise.all(['pending', 'processing', 'awaitingEvaluation', 'completed'].map(counts));
    expect(parts.reduce((sum: number, p: { total: number }) => sum + p.total, 0)).toBe(all.total);
    expect(parts[0].items.every((o: { state: string }) => ['reported', 'dispatched'].includes(o.state))).toBe(true);
    expect(parts[3].items.every((o: { state: string }) => o.state === 'completed')).toBe(true);
    expect(parts[3].total).toBeGreaterThanOrEqual(1);
  });
});

describe('the public report without sign-in', () => {
  const headersOf = (address: string): Caller => ({ headers: { 'x-forwarded-for': address } });
  async function challenge(caller: Caller): Promise<string> {
    const token = ok(await gql(server, CHALLENGE, {}, caller)).repairReportChallenge as string;
    clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
    return token;
  }

  it('reports a repair by SN with a fresh challenge, used once', async () => {
    const from = headersOf('203.0.113.1');
    const form = ok(await gql(server, PUBLIC_FORM, { sn: SN }, from)).publicRepairForm;
    expect(form).toMatchObject({ sn: SN, model: 'PL-3015 Fiber Laser 6 kW' });
    expect(form.lookups.find((l: { kind: string }) => l.kind === 'repairType').entries.length).toBeGreaterThan(0);
    expect(form.lookups.every((l: { tenantId: unknown }) => l.tenantId === null)).toBe(true);
    expect(ok(await gql(server, PUBLIC_FORM, { sn: 'NO-SUCH-SN' }, from)).publicRepairForm).toBeNull();

    const token = ok(await gql(server, CHALLENGE, {}, from)).repairReportChallenge;
    expect(errno(await gql(server, PUBLIC_REPORT, { input: { ...report({ mobile: '13700000001', allowQueryBySn: true }), challenge: token } }, from))).toBe(ERRNO.repairVerificationInvalid); // too quick
    clock.advance(PUBLIC_REPAIR_LIMITS.minHumanMs);
    const receipt = ok(await gql(server, PUBLIC_REPORT, { input: { ...report({ mobile: '13700000001', allowQueryBySn: true }), challenge: token } }, from)).reportRepairPublic;
    expect(receipt).toMatchObject({ number: expect.stringMatching(/^RO/), allowQueryBySn: true });
    expect(errno(await gql(server, PUBLIC_REPORT, { input: { ...report(), challenge: token } }, from))).toBe(ERRNO.repairVerificationInvalid); // used
    const forged = `${token.split('.')[0]}.${clock.now() - 5000}.${token.split('.')[2]}`;
    expect(errno(await gql(server, PUBLIC_REPORT, { input: { ...report(), challenge: forged } }, from))).toBe(ERRNO.repairVerificationInvalid);
    const old = await challenge(from);
    clock.advance(PUBLIC_REPAIR_LIMITS.challengeTtlMs + 1);
    expect(errno(await gql(server, PUBLIC_REPORT, { input: { ...report(), challenge: old } }, from))).toBe(ERRNO.repairVerificationInvalid); // expired

    const stored = await systemEm(server.services.orm, 'test').findOneOrFail(RepairOrder, { number: receipt.number }, { populate: ['tenant'] });
    expect(stored).toMatchObject({ applicant: null, mobile: '13700000001', state: 'reported' });
    expect(stored.tenant.getEntity().name).toBe('Qilu Precision Sheet Metal');
    // The maker's administrator sees it and dispatches it.
    ok(await gql(server, DISPATCH, { id: String(stored.id), memberId: ids.maintainer }, as.tenantadmin));
    const timeline = ok(await gql(server, GET, { id: String(stored.id) }, as.tenantadmin)).repairOrder.timeline;
    expect(timeline[0]).toMatchObject({ operateType: 1, operatorId: null, operatorAlias: 'Chen Jing' });
  });

  it('checks the form and an unknown SN', async () => {
    const from = headersOf('203.0.113.2');
    const empty = await gql(server, PUBLIC_REPORT, { input: { ...report({ contactName: ' ', agent: '' }), challenge: 'x' } }, from);
    expect(errorOf(empty).fields.map((f: { field: string }) => f.field)).toEqual(['contactName', 'agent']);
    const unknown = await gql(server, PUBLIC_REPORT, { input: { ...report({ sn: 'NO-SUCH-SN' }), challenge: await challenge(from) } }, from);
    expect(errorOf(unknown).fields).toEqual([{ field: 'sn', key: 'repair_sn_unknown', message: 'No machine with this SN' }]);
  });

  it('limits reports per SN per day and per address per hour', async () => {
    clock.advance(25 * 3600_000); // a new day for the SN used above
    const results: number[] = [];
    for (let n = 0; n < PUBLIC_REPAIR_LIMITS.reportsPerSnDay + 1; n++) {
      const from = headersOf(`198.51.100.${n + 1}`);
      const res = await gql(server, PUBLIC_REPORT, { input: { ...report({ sn: HAIYUN_SN }), challenge: await challenge(from) } }, from);
      results.push(res.body.errors ? errno(res) : 0);
    }
    expect(results).toEqual([0, 0, 0, 0, 0, ERRNO.repairTooManyRequests]);
    const from = headersOf('192.0.2.77');
    const perAddress: number[] = [];
    const sns = [SN, 'JN2025L6020002', 'JN2025W2040004', 'JN2025W3020005', 'JN2024L1530006'];
    for (let n = 0; n < PUBLIC_REPAIR_LIMITS.reportsPerAddressHour + 1; n++) {
      const res = await gql(server, PUBLIC_REPORT, { input: { ...report({ sn: sns[n % sns.length] }), challenge: await challenge(from) } }, from);
      perAddress.push(res.body.errors ? errno(res) : 0);
    }
    expect(perAddress.slice(0, PUBLIC_REPAIR_LIMITS.reportsPerAddressHour)).toEqual(new Array(PUBLIC_REPAIR_LIMITS.reportsPerAddressHour).fill(0));
    const refused = await gql(server, PUBLIC_REPORT, { input: { ...report({ sn: 'JN2025L6020002' }), challenge: await challenge(from) } }, from);
    expect(errno(refused)).toBe(ERRNO.repairTooManyRequests);
    expect(refused.body.errors![0].message).toMatch(/try again in \d+ min$/);
  });

  it('answers "query my repair by SN" with only the orders whose requester allowed it, and only number, status and times', async () => {
    clock.advance(25 * 3600_000);
    const allowed = await newOrder('customer', { sn: 'JN2025L6020002', allowQueryBySn: true });
    await newOrder('customer', { sn: 'JN2025L6020002', allowQueryBySn: false });
    const number = ok(await gql(server, GET, { id: allowed }, as.customer)).repairOrder.number;
    const from = headersOf('203.0.113.9');
    const found = ok(await gql(server, BY_SN, { sn: 'JN2025L6020002' }, from)).publicRepairsBySn;
    expect(found.map((o: { number: string }) => o.number)).toContain(number);
    expect(found.every((o: Record<string, unknown>) => Object.keys(o).sort().join() === 'createTime,number,progress,status,updateTime')).toBe(true);
    const allowedCount = await systemEm(server.services.orm, 'test').count(RepairOrder, { sn: 'JN2025L6020002', allowQueryBySn: true });
    expect(found).toHaveLength(allowedCount);
    expect(ok(await gql(server, BY_SN, { sn: 'NO-SUCH-SN' }, from)).publicRepairsBySn).toEqual([]);
    // A query for the person fields is refused by the schema: they are not there.
    expect((await gql(server, 'query { publicRepairsBySn(sn: "JN2025L6020002") { mobile } }', {}, from)).status).toBe(400);
    const limited = headersOf('203.0.113.10');
    const answers: number[] = [];
    for (let n = 0; n < PUBLIC_REPAIR_LIMITS.queriesPerAddressHour + 1; n++) {
      const res = await gql(server, BY_SN, { sn: SN }, limited);
      answers.push(res.body.errors ? errno(res) : 0);
    }
    expect(answers.at(-1)).toBe(ERRNO.repairTooManyRequests);
    expect(answers.filter((a) => a === 0)).toHaveLength(PUBLIC_REPAIR_LIMITS.queriesPerAddressHour);
  });
});

describe('lookups loaded at start', () => {
  it('gives a customer its maker\'s lists, lets administrators edit their own tenant\'s, and a rival none', async () => {
    const customer = ok(await gql(server, LOOKUPS, {}, as.customer)).repairLookups;
    expect(customer.map((l: { kind: string }) => l.kind)).toEqual(['enterprise', 'repairType', 'solutionMode', 'serviceMode']);
    expect(customer.find((l: { kind: string }) => l.kind === 'serviceMode').entries[0]).toEqual({ key: 'onsite', label: 'On-site service' });
    const rival = ok(await gql(server, LOOKUPS, {}, as.rivaladmin)).repairLookups;
    expect(rival.every((l: { entries: unknown[]; tenantId: unknown }) => l.entries.length === 0 && l.tenantId === null)).toBe(true);

    const bad = await gql(server, REPLACE_LOOKUP, { kind: 'repairType', entries: [{ key: 'a', label: 'A' }, { key: 'a', label: 'B' }, { key: '', label: 'x'.repeat(51) }] }, as.qiluadmin);
    expect(errorOf(bad).fields.map((f: { field: string; key: string }) => `${f.field} ${f.key}`)).toEqual(['entries.2.key repair_field_required', 'entries.2.label text_too_long', 'entries.1.key lookup_key_duplicate']);
    // Qilu's own list now replaces the maker's for Qilu only.
    const own = ok(await gql(server, REPLACE_LOOKUP, { kind: 'repairType', entries: [{ key: 'hydraulic', label: 'Hydraulics' }] }, as.qiluadmin)).replaceRepairLookup;
    expect(own.find((l: { kind: string }) => l.kind === 'repairType').entries).toEqual([{ key: 'hydraulic', label: 'Hydraulics' }]);
    expect(ok(await gql(server, LOOKUPS, {}, as.customer)).repairLookups.find((l: { kind: string }) => l.kind === 'repairType').entries).toEqual([{ key: 'hydraulic', label: 'Hydraulics' }]);
    expect(ok(await gql(server, LOOKUPS, {}, as.tenantadmin)).repairLookups.find((l: { kind: string }) => l.kind === 'repairType').entries).toHaveLength(5);
    expect(errorOf(await gql(server, REPLACE_LOOKUP, { kind: 'repairType', entries: [] }, as.qiluadmin)).fields[0]).toMatchObject({ field: 'entries', key: 'lookup_entries_required' });
    ok(await gql(server, 'mutation { resetRepairLookup(kind: repairType) { kind } }', {}, as.qiluadmin));
    expect(errno(await gql(server, 'mutation { resetRepairLookup(kind: repairType) { kind } }', {}, as.customer))).toBe(ERRNO.forbidden);
    expect(ok(await gql(server, LOOKUPS, {}, as.customer)).repairLookups.find((l: { kind: string }) => l.kind === 'repairType').entries).toHaveLength(5);
    // A rival's edit stays in the rival's tenant.
    ok(await gql(server, REPLACE_LOOKUP, { kind: 'serviceMode', entries: [{ key: 'onsite', label: 'Rival on-site' }] }, as.rivaladmin));
    expect(ok(await gql(server, LOOKUPS, {}, as.customer)).repairLookups.find((l: { kind: string }) => l.kind === 'serviceMode').entries[0].label).toBe('On-site service');
  });
});
