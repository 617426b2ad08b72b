import { buildSchema } from 'graphql';
import { BOUNDED, unboundedInputs } from '../src/graphql/input-guard';
import { buildPublicSchema } from '../src/graphql/schema';
import { type GqlResponse, errorOf, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, subscription } from './mqtt-helpers';

const ADD = 'mutation Add($input: AddUserInput!) { addUser(input: $input) { id email } }';
const valid = (account: string, extra: Record<string, unknown> = {}) => ({ name: 'Bound Test', account, password: 'Secret123', confirmPassword: 'Secret123', role: 'user', ...extra });
const field = (res: GqlResponse) => errorOf(res).fields?.[0];

describe('input bounds in the schema', () => {
  it('bounds every String argument and input field (@bounded)', async () => {
    expect(unboundedInputs(await buildPublicSchema())).toEqual([]);
  });

  it('finds one that is not', () => {
    const schema = buildSchema(`directive @bounded(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
      input I { ok: String @bounded(max: 5) loose: String }
      type Query { a(x: String @bounded(max: 3), y: String, n: Int): Int b(i: I): Int }`);
    expect(BOUNDED.name).toBe('bounded');
    expect(unboundedInputs(schema).sort()).toEqual(['I.loose', 'Query.a(y)']);
  });
});

/**
 * The review's reproductions: each was a server failure (errorno 4) or stored what it should
 * not; now each is a clear error in the caller's language and changes nothing.
 */
describe('hostile text input', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'superadmin');
  });
  afterAll(() => server.stop());

  it.each([
    ['login', 'mutation { login(account: "superadmin\\u0000", password: "x") { token } }', 'account'],
    ['device', '{ device(uuid: "dev-qilu-laser-01\\u0000") { uuid } }', 'uuid'],
    ['deviceAlarms', '{ deviceAlarms(uuid: "\\u0000") { total } }', 'uuid'],
    ['devices', '{ devices(search: "a\\u0000b") { total } }', 'search'],
    ['users', '{ users(search: "\\u0000") { total } }', 'search'],
    ['updateUser', 'mutation { updateUser(input: { id: "2", name: "Zero\\u0000Byte", role: user }) { id } }', 'name'],
  ])('refuses a NUL byte in %s as a form error naming the field', async (_name, query, name) => {
    const res = await gql(server, query, {}, { token });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', errorno: 1003 });
    expect(field(res)).toMatchObject({ field: name, key: 'text_not_allowed' });
  });

  it('refuses other control characters, a lone surrogate and a noncharacter, and says so in Chinese for a Chinese browser', async () => {
    for (const search of ['\u001b[31mred', 'bell\u0007', 'del\u007f', '\ud800', 'non\uFFFEcharacter']) {
      const res = await gql(server, 'query S($s: String) { devices(search: $s) { total } }', { s: search }, { token, headers: { 'accept-language': 'zh-CN' } });
      expect(field(res)).toEqual({ field: 'search', key: 'text_not_allowed', message: '含有不允许的字符（控制字符、文字方向控制符、U+FFFE 或 U+FFFF）' });
    }
    // Tabs, newlines and any script are text.
    const fine = await gql(server, 'query S($s: String) { devices(search: $s) { total } }', { s: 'Qilu\t激光 😀\n' }, { token });
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses a text-direction override in a name (it would read as another name everywhere it is shown) and changes nothing', async () => {
    const USER = '{ users(search: "maintainer") { items { id account name } } }';
    const before = (await gql(server, USER, {}, { token })).body.data!.users.items.find((u: { account: string }) => u.account === 'maintainer');
    const res = await gql(server, 'mutation U($input: UpdateUserInput!) { updateUser(input: $input) { id } }', { input: { id: before.id, name: 'Admin\u202Enimda', role: 'user' } }, { token });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', errorno: 1003 });
    expect(field(res)).toMatchObject({ field: 'name', key: 'text_not_allowed', message: 'Contains characters that are not allowed (control or text-direction characters, U+FFFE, U+FFFF)' });
    const after = (await gql(server, USER, {}, { token })).body.data!.users.items.find((u: { account: string }) => u.account === 'maintainer');
    expect(after.name).toBe(before.name);
  });

  it('refuses a name that shows nothing (a zero-width space, a Hangul filler) in both languages, and creates nothing', async () => {
    const SHIFTS = '{ workShifts { page { total } } }';
    const before = (await gql(server, SHIFTS, {}, { token })).body.data!.workShifts.page.total;
    const create = 'mutation C($input: NewWorkShiftInput!) { createWorkShift(input: $input) { id } }';
    for (const name of ['\u200B', '\u3164']) {
      const res = await gql(server, create, { input: { name, start: '08:00', end: '12:00' } }, { token });
      expect(errorOf(res)).toMatchObject({ errorno: 1003 });
      expect(field(res)).toMatchObject({ field: 'name', key: 'text_invisible', message: 'Shows nothing: only spaces or invisible characters' });
    }
    const zh = await gql(server, create, { input: { name: ' \u200B ', start: '08:00', end: '12:00' } }, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(field(zh)).toMatchObject({ field: 'name', key: 'text_invisible', message: '内容不可见：只有空格或不可见字符' });
    expect((await gql(server, SHIFTS, {}, { token })).body.data!.workShifts.page.total).toBe(before);
  });

  it('refuses a 90 KB search with the bound, not a failure of the database', async () => {
    for (const query of ['query S($s: String) { devices(search: $s) { total } }', 'query S($s: String) { users(search: $s) { total } }']) {
      const res = await gql(server, query, { s: 'x'.repeat(90_000) }, { token });
      expect(field(res)).toEqual({ field: 'search', key: 'text_too_long', params: { max: 100 }, message: 'At most 100 characters' });
    }
  });

  it('refuses dates out of range (year 9999) with errorno 1010', async () => {
    const ranking = await gql(server, '{ utilizationRanking(start: "9999-12-01", end: "9999-12-31") { total } }', {}, { token });
    expect(errorOf(ranking)).toMatchObject({ errorno: 1010, params: { name: 'start', min: '1970-01-01', max: '2999-12-31' } });
    expect(ranking.body.errors![0].message).toBe('start must be between 1970-01-01 and 2999-12-31');
    const popularity = await gql(server, '{ supplierAggregate(start: "2026-01", end: "9999-12") { total } }', {}, { token });
    expect(errorOf(popularity)).toMatchObject({ errorno: 1010, params: { name: 'end' } });
    const year0 = await gql(server, '{ deviceEfficiencyStatistics(uuid: "dev-qilu-laser-01", start: "0000-01-01", end: "0000-01-02") { date } }', {}, { token });
    expect(errorOf(year0)).toMatchObject({ errorno: 1010 });
  });

  it('bounds an email at 254 characters and stores one of exactly 254 (both databases)', async () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(longest).toHaveLength(254);
    const stored = await gql(server, ADD, { input: valid('bound_ok', { email: longest }) }, { token });
    expect(stored.body.data!.addUser.email).toBe(longest);
    for (const email of [`${longest}x`, `${'e'.repeat(90_000)}@x.cn`]) {
      const res = await gql(server, ADD, { input: valid('bound_long', { email }) }, { token });
      expect(field(res)).toMatchObject({ field: 'email', key: 'text_too_long', params: { max: 254 } });
    }
    const users = await gql(server, '{ users(search: "bound_") { items { account } } }', {}, { token });
    expect(users.body.data!.users.items.map((u: { account: string }) => u.account)).toEqual(['bound_ok']);
  });

  it('checks subscription arguments over WebSocket the same way', async () => {
    const client = wsClient(server, { token });
    const sub = subscription(client, 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key } }', { uuid: `${QILU_LASER}\u0000` });
    const first = await sub.next();
    expect(first.errors![0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'uuid', key: 'text_not_allowed' }] });
    const many = subscription(client, 'subscription B($uuids: [String!]!) { deviceParameterBatches(uuids: $uuids) { values { key } } }', { uuids: [QILU_LASER, 'x'.repeat(65)] });
    expect((await many.next()).errors![0].extensions).toMatchObject({ errorno: 1003, fields: [{ field: 'uuids', key: 'text_too_long' }] });
    await client.dispose();
  });
});
