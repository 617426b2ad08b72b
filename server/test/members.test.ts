import { systemEm } from '../src/core/tenancy';
import { Customer } from '../src/modules/customers/customer.entity';
import { Member } from '../src/modules/members/member.entity';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const LIST = `query L($search: String, $status: MemberStatus, $serviceCustomerId: ID, $sortKey: MemberSortKey, $sortDirection: SortDirection) {
  members(search: $search, status: $status, serviceCustomerId: $serviceCustomerId, sortKey: $sortKey, sortDirection: $sortDirection) { total items { id account name role phone email remarkName gender status serviceCustomerId serviceCustomerName location } }
}`;
const DETAIL = 'query D($id: ID!) { member(id: $id) { id account status location checkIns { id at place } } }';
const UPDATE = 'mutation U($id: ID!, $input: MemberInput!) { updateMember(id: $id, input: $input) { id remarkName gender status serviceCustomerId serviceCustomerName location } }';
const CHECK_IN = 'mutation C($place: String!) { checkIn(place: $place) { id at place } }';

type Row = { id: string; account: string; name: string; role: string; phone: string | null; email: string | null; status: string; remarkName: string; serviceCustomerId: string | null; location: string };

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
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin']) tokens[account] = await loginAs(server, account);
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
  const ACCOUNT = 'mutation MA($id: ID!, $input: MemberAccountInput!) { updateMemberAccount(id: $id, input: $input) { id account name role phone email status } }';
  const accountOf = (m: Row) => ({ name: m.name, role: m.role, phone: m.phone, email: m.email });

  it("corrects a member's account (POST /member): name, role, mobile number and email, the new role in force at the member's next request", async () => {
    const maintainer = await memberOf('maintainer');
    expect(accountOf(maintainer)).toEqual({ name: 'Wang Fang', role: 'maintainer', phone: '13800000004', email: null });
    const input = { name: ' Wang Fang ', role: 'maintainer', phone: '13900000018', email: 'wang.fang@jnpm.example.com' };
    const res = await gql(server, ACCOUNT, { id: maintainer.id, input }, as('tenantadmin'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateMemberAccount).toEqual({ id: maintainer.id, account: 'maintainer', name: 'Wang Fang', role: 'maintainer', phone: '13900000018', email: 'wang.fang@jnpm.example.com', status: maintainer.status });
    expect(accountOf(await memberOf('maintainer'))).toEqual({ name: 'Wang Fang', role: 'maintainer', phone: '13900000018', email: 'wang.fang@jnpm.example.com' });
    // The profile is untouched, and the phone is now the member's: nobody else may take it.
    expect(await memberOf('maintainer')).toMatchObject({ remarkName: maintainer.remarkName, location: maintainer.location });
    expect(errorOf(await gql(server, ADD, { input: newMember({ account: 'phonecopy', phone: '13900000018' }) }, as('tenantadmin')))).toMatchObject({ errorno: 110 });

    // Promoted, the member may edit profiles (PUT /member) with the token it already holds; demoted, no longer.
    const editProfile = () => gql(server, UPDATE, { id: maintainer.id, input: { ...profile, status: 'working' } }, as('maintainer'));
    expect(errorOf(await editProfile())).toMatchObject({ errorno: 1150 });
    // The number the administrator set does not follow the member into the maintainadmin role (it would sign them in by SMS).
    const withNumber = await gql(server, ACCOUNT, { id: maintainer.id, input: { ...input, role: 'maintainadmin' } }, as('tenantadmin'));
    expect(errorOf(withNumber).fields).toEqual([expect.objectContaining({ field: 'phone', key: 'phone_set_by_other' })]);
    expect(errorOf(await editProfile())).toMatchObject({ errorno: 1150 });
    expect((await gql(server, ACCOUNT, { id: maintainer.id, input: { ...input, role: 'maintainadmin', phone: null } }, as('tenantadmin'))).body.errors).toBeUndefined();
    expect((await editProfile()).body.errors).toBeUndefined();
    expect((await gql(server, ACCOUNT, { id: maintainer.id, input: { ...input, role: 'maintainer', phone: null, email: null } }, as('superadmin'))).body.errors).toBeUndefined();
    expect(errorOf(await editProfile())).toMatchObject({ errorno: 1150 });
    expect(accountOf(await memberOf('maintainer'))).toEqual({ name: 'Wang Fang', role: 'maintainer', phone: null, email: null });
  });

  it("refuses what the edit-user dialog refuses and a maintainadmin's mobile number set by another, changing nothing; 1122 outside the caller's tenants, 1150 without POST /member", async () => {
    const before = [await memberOf('maintadmin'), await memberOf('maintainer')];
    const [maintadmin, maintainer] = before;
    const fieldsOf = async (id: string, input: Record<string, unknown>, account = 'tenantadmin') => {
      const error = errorOf(await gql(server, ACCOUNT, { id, input }, as(account)));
      expect(error).toMatchObject({ errorno: 1003 });
      return error.fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
    };
    const valid = { name: 'Wang Fang', role: 'maintainer', phone: null, email: null };
    // The dialog's rules, with the member roles only: a member cannot be made a tenant administrator or a customer's user here.
    expect(await fieldsOf(maintainer.id, { name: 'x', role: 'tenant_admin', phone: '12', email: 'no' })).toEqual(['name:name_too_short', 'role:role_required', 'phone:phone_format', 'email:email_format']);
    expect(await fieldsOf(maintainer.id, { ...valid, role: 'user' })).toEqual(['role:role_required']);
    // A maintainadmin's phone signs them in by SMS: only they (or super_admin) change it, nor may a promotion bring a new one.
    expect(await fieldsOf(maintadmin.id, { name: maintadmin.name, role: 'maintainadmin', phone: '13900000019', email: null })).toEqual(['phone:phone_admin_own']);
    expect(await fieldsOf(maintainer.id, { ...valid, role: 'maintainadmin', phone: '13900000019' })).toEqual(['phone:phone_admin_own']);
    // Nor does a new maintainadmin come with a number of the creator's choosing.
    const added = await gql(server, ADD, { input: newMember({ account: 'newmaintadmin', role: 'maintainadmin', phone: '13900000019' }) }, as('tenantadmin'));
    expect(errorOf(added).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual(['phone:phone_admin_own']);
    // Its other fields may be corrected, its phone kept as it is.
    expect((await gql(server, ACCOUNT, { id: maintadmin.id, input: { name: maintadmin.name, role: 'maintainadmin', phone: maintadmin.phone, email: 'zhang.min@jnpm.example.com' } }, as('tenantadmin'))).body.errors).toBeUndefined();
    expect((await gql(server, ACCOUNT, { id: maintadmin.id, input: { name: maintadmin.name, role: 'maintainadmin', phone: maintadmin.phone, email: null } }, as('tenantadmin'))).body.errors).toBeUndefined();
    // A phone another account holds: 110 on the phone field.
    expect(errorOf(await gql(server, ACCOUNT, { id: maintainer.id, input: { ...valid, phone: '13800000002' } }, as('tenantadmin')))).toMatchObject({ errorno: 110, fields: [expect.objectContaining({ field: 'phone', key: 'phone_taken' })] });
    // Outside the caller's tenants the member does not exist; without POST /member the mutation is not theirs.
    for (const account of ['rivaladmin', 'qiluadmin']) expect(errorOf(await gql(server, ACCOUNT, { id: maintainer.id, input: { ...valid, name: 'Intruder' } }, as(account)))).toMatchObject({ errorno: 1122 });
    for (const account of ['maintadmin', 'maintainer', 'customer']) expect(errorOf(await gql(server, ACCOUNT, { id: maintainer.id, input: { ...valid, name: 'Intruder' } }, as(account)))).toMatchObject({ errorno: 1150 });
    // A user who is not a member is not reached by a member id it does not have.
    expect(errorOf(await gql(server, ACCOUNT, { id: '999999', input: valid }, as('tenantadmin')))).toMatchObject({ errorno: 1122 });
    expect([await memberOf('maintadmin'), await memberOf('maintainer')]).toEqual(before);
  });
  it("shows members' mobile numbers and emails only to those who list users or correct members' accounts", async () => {
    const contactsOf = async (account: string) => (await list(account, { search: 'maintadmin' })).items.map((m) => [m.account, m.phone]);
    expect(await contactsOf('tenantadmin')).toEqual([['maintadmin', '13800000003']]);
    // The maintenance administrator lists users (GET /user), so sees them here too; an ordinary member lists its colleagues,
    // but a colleague's number (it signs them in by SMS) is not theirs to read.
    expect(await contactsOf('maintadmin')).toEqual([['maintadmin', '13800000003']]);
    expect(await contactsOf('maintainer')).toEqual([['maintadmin', null]]);
  });

  it("keeps every way to a maintainadmin's mobile number closed: the user dialog too, an integrator token, a member who stopped being one", async () => {
    const USER_UPDATE = 'mutation UU($input: UpdateUserInput!) { updateUser(input: $input) { id role phone } }';
    const maintadmin = await memberOf('maintadmin');
    const userId = (await systemEm(server.services.orm, 'test').findOneOrFail(Member, { id: Number(maintadmin.id) }, { populate: ['user'] })).user.id;
    // In one edit through the user dialog, made a customer's user with a new number: refused on the phone, nothing changed.
    const demoted = await gql(server, USER_UPDATE, { input: { id: String(userId), name: maintadmin.name, role: 'user', phone: '13900000021', email: null } }, as('tenantadmin'));
    expect(errorOf(demoted)).toMatchObject({ errorno: 1003, fields: [expect.objectContaining({ field: 'phone', key: 'phone_admin_own' })] });
    expect(await memberOf('maintadmin')).toEqual(maintadmin);
    // super_admin may set it.
    const bySuper = await gql(server, ACCOUNT, { id: maintadmin.id, input: { name: maintadmin.name, role: 'maintainadmin', phone: '13900000022', email: null } }, as('superadmin'));
    expect(bySuper.body.errors).toBeUndefined();
    expect((await memberOf('maintadmin')).phone).toBe('13900000022');
    await gql(server, ACCOUNT, { id: maintadmin.id, input: { name: maintadmin.name, role: 'maintainadmin', phone: maintadmin.phone, email: null } }, as('superadmin'));

    // An integrator token sets no mobile number, not even a maintainer's (its holder could then reset the password by SMS).
    const secret = (await gql(server, 'mutation T($n: String!) { createApiToken(name: $n) { secret } }', { n: 'members' }, as('tenantadmin'))).body.data!.createApiToken.secret;
    const added = (await gql(server, ADD, { input: newMember({ account: 'movable', phone: null }) }, as('tenantadmin'))).body.data!.addMember;
    const byToken = await gql(server, ACCOUNT, { id: added.id, input: { name: 'Liu Yang', role: 'maintainer', phone: '13900000023', email: null } }, { token: secret });
    expect(errorOf(byToken)).toMatchObject({ errorno: 1034 });
    expect((await memberOf('movable')).phone).toBeNull();
    // Other fields may be corrected with a token.
    expect((await gql(server, ACCOUNT, { id: added.id, input: { name: 'Liu Yang', role: 'maintainer', phone: null, email: 'liu@jnpm.example.com' } }, { token: secret })).body.errors).toBeUndefined();

    // A member made a customer's user through the user dialog is no member: its old member id reaches nothing.
    const movedUser = (await systemEm(server.services.orm, 'test').findOneOrFail(Member, { id: Number(added.id) }, { populate: ['user'] })).user.id;
    expect((await gql(server, USER_UPDATE, { input: { id: String(movedUser), name: 'Liu Yang', role: 'user', phone: null, email: null } }, as('tenantadmin'))).body.errors).toBeUndefined();
    expect(errorOf(await gql(server, ACCOUNT, { id: added.id, input: { name: 'Liu Yang', role: 'maintainer', phone: null, email: null } }, as('tenantadmin')))).toMatchObject({ errorno: 1122 });
  });
});
