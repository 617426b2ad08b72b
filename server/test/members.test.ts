import { systemEm } from '../src/core/tenancy';
import { Customer } from '../src/modules/customers/customer.entity';
import { Member } from '../src/modules/members/member.entity';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const LIST = `query L($search: String, $status: MemberStatus, $serviceCustomerId: ID, $sortKey: MemberSortKey, $sortDirection: SortDirection) {
  members(search: $search, status: $status, serviceCustomerId: $serviceCustomerId, sortKey: $sortKey, sortDirection: $sortDirection) { total items { id account name role remarkName gender status serviceCustomerId serviceCustomerName location } }
}`;
const DETAIL = 'query D($id: ID!) { member(id: $id) { id account status location checkIns { id at place } } }';
const UPDATE = 'mutation U($id: ID!, $input: MemberInput!) { updateMember(id: $id, input: $input) { id remarkName gender status serviceCustomerId serviceCustomerName location } }';
const CHECK_IN = 'mutation C($place: String!) { checkIn(place: $place) { id at place } }';

type Row = { id: string; account: string; name: string; status: string; remarkName: string; serviceCustomerId: string | null; location: string };

/** Maintenance members (spec part 2 section 3): the profile of each maintainadmin and maintainer, list and detail, edit, check-ins. */
describe('members', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string): Caller => ({ token: tokens[account] });
  const list = async (account: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(server, LIST, variables, as(account));
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.members as { total: number; items: Row[] };
  };
  const customerId = async (name: string) => String((await systemEm(server.services.orm, 'test').findOneOrFail(Customer, { name: { $like: `${name}%` } })).id);
  const memberOf = async (account: string) => (await list('tenantadmin', { search: account })).items.find((m) => m.account === account)!;
  const profile = { remarkName: 'Fang', gender: 'female', status: 'working', location: 'Jinan' };

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it('lists every maintainadmin and maintainer of the caller\'s tenants, each with a profile, searched and sorted in the database', async () => {
    // The profiles were made with the accounts (the seed, or the migration for older data): a read makes none.
    expect(await systemEm(server.services.orm, 'test').count(Member, {})).toBe(2);
    const all = await list('tenantadmin');
    expect(all.items.map((m) => [m.account, m.status, m.remarkName])).toEqual([['maintadmin', 'standby', ''], ['maintainer', 'standby', '']]);
    expect(await systemEm(server.services.orm, 'test').count(Member, {})).toBe(2);
    expect((await list('tenantadmin', { sortKey: 'account', sortDirection: 'desc' })).items.map((m) => m.account)).toEqual(['maintainer', 'maintadmin']);
    expect((await list('tenantadmin', { search: 'wang' })).items.map((m) => m.account)).toEqual(['maintainer']);
    expect((await list('tenantadmin', { search: '%' })).total).toBe(0);
    // Listing again makes no second profile.
    await list('maintadmin');
    expect(await systemEm(server.services.orm, 'test').count(Member, {})).toBe(2);
  });

  it('edits a profile: remark name, gender, status, service customer, location; filters by them', async () => {
    const maintainer = await memberOf('maintainer');
    const qilu = await customerId('Qilu');
    const res = await gql(server, UPDATE, { id: maintainer.id, input: { ...profile, serviceCustomerId: qilu } }, as('tenantadmin'));
    expect(res.body.data!.updateMember).toEqual({ id: maintainer.id, ...profile, serviceCustomerId: qilu, serviceCustomerName: 'Qilu Precision Sheet Metal' });
    expect((await list('tenantadmin', { status: 'working' })).items.map((m) => m.account)).toEqual(['maintainer']);
    expect((await list('tenantadmin', { serviceCustomerId: qilu })).items.map((m) => m.account)).toEqual(['maintainer']);
    expect((await list('tenantadmin', { search: 'Fang', sortKey: 'remarkName' })).items.map((m) => m.account)).toEqual(['maintainer']);
  });

  it('refuses bad fields (1003) and a customer outside the caller\'s tenants (1123), changing nothing', async () => {
    const maintainer = await memberOf('maintainer');
    const keys = async (input: Record<string, unknown>) => {
      const error = errorOf(await gql(server, UPDATE, { id: maintainer.id, input: { ...profile, ...input } }, as('tenantadmin')));
      expect(error).toMatchObject({ errorno: 1003 });
      return error.fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
    };
    expect(await keys({ remarkName: 'x'.repeat(21), gender: 'other', status: 'asleep', location: 'y'.repeat(101) })).toEqual(['remarkName:member_remark_too_long', 'gender:member_gender_required', 'status:member_status_required', 'location:member_location_too_long']);
    expect(errorOf(await gql(server, UPDATE, { id: maintainer.id, input: { ...profile, status: 'resting', serviceCustomerId: await customerId('Xihu') } }, as('tenantadmin')))).toMatchObject({ errorno: 1123 });
    expect(await memberOf('maintainer')).toEqual(maintainer);
  });

  it("keeps members apart: a rival's administrator and a customer's administrator see and change none of the maker's", async () => {
    const maintainer = await memberOf('maintainer');
    expect((await list('rivaladmin')).total).toBe(0);
    expect((await list('qiluadmin')).total).toBe(0);
    expect(errorOf(await gql(server, DETAIL, { id: maintainer.id }, as('rivaladmin')))).toMatchObject({ errorno: 1122 });
    expect(errorOf(await gql(server, UPDATE, { id: maintainer.id, input: { ...profile, status: 'resting' } }, as('rivaladmin')))).toMatchObject({ errorno: 1122 });
    expect((await memberOf('maintainer')).status).toBe(maintainer.status);
  });

  it('checks a member in (time and place, which becomes the location); only a member may', async () => {
    const before = Date.now();
    const res = await gql(server, CHECK_IN, { place: ' Qilu workshop 2 ' }, as('maintainer'));
    expect(res.body.data!.checkIn).toMatchObject({ place: 'Qilu workshop 2' });
    expect(Date.parse(res.body.data!.checkIn.at)).toBeGreaterThanOrEqual(before - 1000);
    await gql(server, CHECK_IN, { place: 'Jinan office' }, as('maintainer'));
    const maintainer = await memberOf('maintainer');
    const detail = (await gql(server, DETAIL, { id: maintainer.id }, as('maintadmin'))).body.data!.member;
    expect(detail.location).toBe('Jinan office');
    expect(detail.checkIns.map((c: { place: string }) => c.place)).toEqual(['Jinan office', 'Qilu workshop 2']);
    expect(errorOf(await gql(server, CHECK_IN, { place: '  ' }, as('maintainer')))).toMatchObject({ errorno: 1003, fields: [expect.objectContaining({ field: 'place', key: 'checkin_place_required' })] });
    expect(errorOf(await gql(server, CHECK_IN, { place: 'Office' }, as('tenantadmin')))).toMatchObject({ errorno: 1122 });
  });

  it('needs GET /member to list, PUT /member to edit, POST /member/checkin to check in', async () => {
    const maintainer = await memberOf('maintainer');
    expect(errorOf(await gql(server, LIST, {}, as('customer')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, DETAIL, { id: maintainer.id }, as('customer')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, UPDATE, { id: maintainer.id, input: profile }, as('maintainer')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, CHECK_IN, { place: 'Office' }, as('customer')))).toMatchObject({ errorno: 1150 });
    expect((await gql(server, UPDATE, { id: maintainer.id, input: { ...profile, status: 'standby' } }, as('maintadmin'))).body.errors).toBeUndefined();
  });

  const ADD = 'mutation A($input: AddMemberInput!) { addMember(input: $input) { id account name role status location } }';
  const newMember = (extra: Record<string, unknown> = {}) => ({ name: 'Liu Yang', account: 'liuyang', password: 'Member2026', confirmPassword: 'Member2026', role: 'maintainer', phone: '13900000017', ...extra });

  it('adds a maintenance member (POST /member, tenant administrators): the account with its standby profile, who signs in and can be put in charge', async () => {
    const res = await gql(server, ADD, { input: newMember() }, as('tenantadmin'));
    expect(res.body.data!.addMember).toMatchObject({ account: 'liuyang', name: 'Liu Yang', role: 'maintainer', status: 'standby' });
    expect((await list('tenantadmin', { search: 'liuyang' })).items.map((m) => m.account)).toEqual(['liuyang']);
    expect(await loginAs(server, 'liuyang', 'Member2026')).toBeTruthy();
    const inCharge = await gql(server, '{ maintenancePlanMembers { name } }', {}, as('tenantadmin'));
    expect(inCharge.body.data!.maintenancePlanMembers.map((m: { name: string }) => m.name)).toContain('Liu Yang');
    // The dialog's rules with the member roles: a tenant administrator or customer user is not a member.
    const refused = await gql(server, ADD, { input: newMember({ account: 'other1', phone: null, role: 'tenant_admin' }) }, as('tenantadmin'));
    expect(errorOf(refused)).toMatchObject({ errorno: 1003 });
    expect((refused.body.errors![0].extensions as { fields: { field: string; key: string }[] }).fields).toEqual([expect.objectContaining({ field: 'role', key: 'role_required' })]);
    expect(errorOf(await gql(server, ADD, { input: newMember({ phone: null }) }, as('tenantadmin')))).toMatchObject({ errorno: 110 });
    // Only with POST /member (the demo gives it to tenant administrators), and only into the caller's tenants.
    for (const account of ['maintadmin', 'maintainer', 'customer']) expect(errorOf(await gql(server, ADD, { input: newMember({ account: `x${account}`, phone: null }) }, as(account)))).toMatchObject({ errorno: 1150 });
    const rivalTenant = String((await systemEm(server.services.orm, 'test').findOneOrFail(Member, { user: { account: 'maintainer' } }, { populate: ['user'] })).tenant.id);
    expect(errorOf(await gql(server, ADD, { input: newMember({ account: 'intruder', phone: null, tenantId: rivalTenant }) }, as('rivaladmin')))).toMatchObject({ errorno: 1151 });
    expect(await systemEm(server.services.orm, 'test').count(Member, {})).toBe(3);
  });
});
