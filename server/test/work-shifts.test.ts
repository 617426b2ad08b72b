import { SHIFT_LIMITS } from '../src/contract/shifts';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { WorkShift } from '../src/modules/efficiency/work-shift.entity';
import { addDays, localMidnight } from '../src/modules/efficiency/zone';
import { StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { type Caller, errorOf, type GqlResponse, gql, loginAs, startTestServer, type TestServer } from './helpers';

const LIST = 'query L($name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) { workShifts(name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) { version page { total items { id name start end tenantId tenantName } } } }';
const CREATE = 'mutation C($input: NewWorkShiftInput!) { createWorkShift(input: $input) { id name start end tenantId tenantName } }';
const UPDATE = 'mutation U($id: ID!, $input: WorkShiftInput!) { updateWorkShift(id: $id, input: $input) { id name start end } }';
const DELETE = 'mutation D($id: ID!) { deleteWorkShift(id: $id) }';
const STATS = 'query S($uuid: String!, $day: String!) { deviceEfficiencyStatistics(uuid: $uuid, start: $day, end: $day) { date availability Running } }';

type Shift = { id: string; name: string; start: string; end: string; tenantId: string; tenantName: string };

/** Work shifts (spec part 2 sections 3, 5 and 9): name at most 16 and unique per tenant, end after start; OEE follows them. */
describe('work shifts', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string): Caller => ({ token: tokens[account] });
  const tenantId = async (oemCode: string) => String((await systemEm(server.services.orm, 'test').findOneOrFail(Tenant, { oemCode })).id);
  const list = async (account: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(server, LIST, variables, as(account));
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.workShifts.page.items as Shift[];
  };
  const create = (account: string, input: Record<string, unknown>) => gql(server, CREATE, { input }, as(account));
  const created = async (account: string, input: Record<string, unknown>) => {
    const res = await create(account, input);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createWorkShift as Shift;
  };
  const formKeys = (res: GqlResponse) => {
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    return errorOf(res).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
  };
  const count = () => systemEm(server.services.orm, 'test').count(WorkShift, {});

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'rivaladmin']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it("lists the caller's tenants' shifts only (the demo's day shift of each root)", async () => {
    expect((await list('tenantadmin')).map((s) => [s.name, s.start, s.end, s.tenantName])).toEqual([['Day shift', '08:00', '20:00', 'Jinan Photon Machinery']]);
    expect((await list('rivaladmin')).map((s) => [s.name, s.tenantName])).toEqual([['Day shift', 'Hangzhou Waterjet Works']]);
    expect(await list('superadmin')).toHaveLength(2);
  });

  it('creates, edits and deletes a shift; a night shift is two shifts, 24:00 ends the day', async () => {
    const evening = await created('tenantadmin', { name: ' Night A ', start: '20:00', end: '24:00' });
    expect(evening).toMatchObject({ name: 'Night A', start: '20:00', end: '24:00', tenantId: await tenantId('JNPM') });
    const morning = await created('tenantadmin', { name: 'Night B', start: '00:00', end: '06:00' });
    expect((await list('tenantadmin', { sortKey: 'start', sortDirection: 'asc' })).map((s) => s.name)).toEqual(['Night B', 'Day shift', 'Night A']);
    expect((await list('tenantadmin', { name: 'night' })).map((s) => s.name).sort()).toEqual(['Night A', 'Night B']);
    const edited = await gql(server, UPDATE, { id: morning.id, input: { name: 'Night B', start: '00:00', end: '07:30' } }, as('tenantadmin'));
    expect(edited.body.data!.updateWorkShift).toMatchObject({ id: morning.id, end: '07:30' });
    expect((await gql(server, DELETE, { id: evening.id }, as('tenantadmin'))).body.data!.deleteWorkShift).toBe(evening.id);
    expect(errorOf(await gql(server, DELETE, { id: evening.id }, as('tenantadmin')))).toMatchObject({ errorno: 1081 });
    await gql(server, DELETE, { id: morning.id }, as('tenantadmin'));
    expect((await list('tenantadmin')).map((s) => s.name)).toEqual(['Day shift']);
  });

  it('refuses a missing or long name, a bad time, and an end not after the start (1003), creating nothing', async () => {
    const before = await count();
    expect(formKeys(await create('tenantadmin', { name: ' ', start: '8:00', end: '25:00' }))).toEqual(['name:shift_name_required', 'start:shift_time_format', 'end:shift_time_format']);
    expect(formKeys(await create('tenantadmin', { name: 'x'.repeat(17), start: '08:00', end: '08:00' }))).toEqual(['name:shift_name_too_long', 'end:shift_end_after_start']);
    expect(formKeys(await create('tenantadmin', { name: 'Late', start: '22:00', end: '06:00' }))).toEqual(['end:shift_end_after_start']);
    expect(formKeys(await create('tenantadmin', { name: 'Late', start: '24:00', end: '24:00' }))).toEqual(['start:shift_time_format']);
    expect(await count()).toBe(before);
    // 16 characters is the limit, not over it.
    const sixteen = await created('tenantadmin', { name: 'x'.repeat(16), start: '06:00', end: '07:00' });
    await gql(server, DELETE, { id: sixteen.id }, as('tenantadmin'));
  });

  it('keeps names unique per tenant, also on edit; another tenant may use the same name', async () => {
    expect(formKeys(await create('tenantadmin', { name: 'Day shift', start: '09:00', end: '10:00' }))).toEqual(['name:shift_name_taken']);
    // A look-alike is the same name: another space, a run of spaces, a zero-width space.
    for (const name of ['Day\u00A0shift', 'Day  shift', 'Day shift\u200B']) expect(formKeys(await create('tenantadmin', { name, start: '09:00', end: '10:00' }))).toEqual(['name:shift_name_taken']);
    const qilu = await created('tenantadmin', { name: 'Day shift', start: '09:00', end: '17:00', tenantId: await tenantId('C-QLPS') });
    expect(qilu.tenantName).toBe('Qilu Precision Sheet Metal');
    const other = await created('tenantadmin', { name: 'Other', start: '09:00', end: '10:00', tenantId: await tenantId('C-QLPS') });
    expect(formKeys(await gql(server, UPDATE, { id: other.id, input: { name: 'Day shift', start: '09:00', end: '10:00' } }, as('tenantadmin')))).toEqual(['name:shift_name_taken']);
    // Saving a shift under its own name is no clash.
    expect((await gql(server, UPDATE, { id: other.id, input: { name: 'Other', start: '09:30', end: '10:00' } }, as('tenantadmin'))).body.errors).toBeUndefined();
    for (const s of [qilu, other]) await gql(server, DELETE, { id: s.id }, as('tenantadmin'));
  });

  it(`keeps at most ${SHIFT_LIMITS.perTenant} shifts per tenant (errorno 1082, in the caller's language), racing creations included`, async () => {
    const qilu = await tenantId('C-QLPS');
    const em = () => systemEm(server.services.orm, 'test');
    const inQilu = () => em().count(WorkShift, { tenant: Number(qilu) });
    const before = await inQilu();
    try {
      // Created at once, 10 more than fit: exactly the room left is taken.
      const answers = await Promise.all(Array.from({ length: SHIFT_LIMITS.perTenant - before + 10 }, (_, i) => create('tenantadmin', { name: `Hour ${i}`, start: '01:00', end: '02:00', tenantId: qilu })));
      expect(answers.filter((res) => !res.body.errors)).toHaveLength(SHIFT_LIMITS.perTenant - before);
      expect(answers.filter((res) => res.body.errors).map((res) => errorOf(res).errorno)).toEqual(Array(10).fill(1082));
      expect(await inQilu()).toBe(SHIFT_LIMITS.perTenant);
      const zh = await gql(server, CREATE, { input: { name: 'One more', start: '01:00', end: '02:00', tenantId: qilu } }, { ...as('tenantadmin'), headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.errors![0].message).toBe(`每个租户最多 ${SHIFT_LIMITS.perTenant} 个班次，请先删除一个`);
      // Another tenant still has room.
      const own = await created('tenantadmin', { name: 'Still room', start: '01:00', end: '02:00' });
      await gql(server, DELETE, { id: own.id }, as('tenantadmin'));
    } finally {
      await em().nativeDelete(WorkShift, { tenant: Number(qilu), name: { $like: 'Hour %' } });
    }
  });

  it("keeps a rival tenant's administrator out: not seen, not changed, not deleted, not created there", async () => {
    const [maker] = await list('tenantadmin');
    expect(errorOf(await gql(server, UPDATE, { id: maker.id, input: { name: 'Taken over', start: '01:00', end: '02:00' } }, as('rivaladmin')))).toMatchObject({ errorno: 1081 });
    expect(errorOf(await gql(server, DELETE, { id: maker.id }, as('rivaladmin')))).toMatchObject({ errorno: 1081 });
    expect(errorOf(await create('rivaladmin', { name: 'Planted', start: '01:00', end: '02:00', tenantId: await tenantId('JNPM') }))).toMatchObject({ errorno: 1151 });
    // Asked for a tenant outside its scope, as the other lists answer it: 1151, not an empty page.
    expect(errorOf(await gql(server, LIST, { tenantId: await tenantId('JNPM') }, as('rivaladmin')))).toMatchObject({ errorno: 1151 });
    expect((await list('tenantadmin'))[0]).toEqual(maker);
    expect(errorOf(await gql(server, DELETE, { id: '1e0' }, as('tenantadmin')))).toMatchObject({ errorno: 1004 });
  });

  it('needs GET /workshift to list, POST to create, PUT to edit, DELETE to delete', async () => {
    const [maker] = await list('tenantadmin');
    // maintainadmin's policy holds GET only; the maintainer's none of them.
    expect((await list('maintadmin')).map((s) => s.id)).toEqual([maker.id]);
    expect(errorOf(await create('maintadmin', { name: 'No', start: '01:00', end: '02:00' }))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, UPDATE, { id: maker.id, input: { name: 'No', start: '01:00', end: '02:00' } }, as('maintadmin')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, DELETE, { id: maker.id }, as('maintadmin')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, LIST, {}, as('maintainer')))).toMatchObject({ errorno: 1150 });
  });

  it("makes OEE follow the edited shift: a customer's device follows its maker's shifts until the customer sets its own", async () => {
    const tz = server.config.timeZone;
    const day = addDays(new Date().toISOString().slice(0, 10), -3);
    const at = (hour: number) => new Date(localMidnight(day, tz) + hour * 3_600_000);
    const em = systemEm(server.services.orm, 'test');
    const device = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-01' });
    // Running 10:00-12:00 local, Idle around it.
    for (const [hour, status] of [[0, 'Idle'], [10, 'Running'], [12, 'Idle']] as const) em.persist(em.create(StatusChange, { device, at: at(hour), status }));
    await em.flush();
    const availability = async () => {
      const res = await gql(server, STATS, { uuid: 'dev-qilu-laser-01', day }, as('customer'));
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.deviceEfficiencyStatistics[0].availability as number;
    };
    // The maker's day shift 08:00-20:00: 2 h of 12.
    expect(await availability()).toBeCloseTo(2 / 12, 3);
    const [maker] = await list('tenantadmin');
    await gql(server, UPDATE, { id: maker.id, input: { name: 'Day shift', start: '08:00', end: '14:00' } }, as('tenantadmin'));
    expect(await availability()).toBeCloseTo(2 / 6, 3);
    // Qilu's own shift wins over the maker's.
    const own = await created('tenantadmin', { name: 'Qilu day', start: '10:00', end: '12:00', tenantId: await tenantId('C-QLPS') });
    expect(await availability()).toBeCloseTo(1, 3);
    await gql(server, DELETE, { id: own.id }, as('tenantadmin'));
    expect(await availability()).toBeCloseTo(2 / 6, 3);
    await gql(server, UPDATE, { id: maker.id, input: { name: 'Day shift', start: '08:00', end: '20:00' } }, as('tenantadmin'));
  });
});
