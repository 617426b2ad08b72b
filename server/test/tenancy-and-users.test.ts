import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { loginWithPhone } from '../src/modules/auth/phone-auth.service';
import { ERRNO } from '../src/contract/error-catalogue';
import { User } from '../src/modules/users/user.entity';
import { DEMO_PASSWORD, PHONE_LOGIN, codeFor, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const USERS = 'query Users($tenantId: ID, $search: String, $pageSize: Int! = 20, $page: Int! = 1) { users(tenantId: $tenantId, search: $search, pageSize: $pageSize, page: $page) { total page pageSize items { id account tenantId } } }';
const ADD = 'mutation Add($input: AddUserInput!) { addUser(input: $input) { id account role tenantId tenant { name } } }';
const UPDATE = 'mutation Update($input: UpdateUserInput!) { updateUser(input: $input) { id name role phone email } }';
const TREE = '{ tenantTree { id name oemCode level subTenants { id name oemCode level subTenants { id name level subTenants { id name level subTenants { id name } } } } } }';

const validUser = (account: string, extra: Record<string, unknown> = {}) => ({
  name: 'New Person',
  account,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  role: 'user',
  phone: '13912345678',
  email: 'new.person@example.com',
  ...extra,
});

describe('tenancy', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let tenantIds: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'rivaladmin', 'qiluadmin']) tokens[account] = await loginAs(server, account);
    const all = await gql(server, '{ users(pageSize: 50) { items { account tenantId } } }', {}, { token: tokens.superadmin });
    tenantIds = Object.fromEntries(all.body.data!.users.items.map((u: { account: string; tenantId: string }) => [u.account, u.tenantId]));
  });
  afterAll(() => server.stop());

  it('shows super_admin every tenant and a tenant_admin only its subtree, NoDocumented first', async () => {
    const all = await gql(server, TREE, {}, { token: tokens.superadmin });
    expect(all.body.data!.tenantTree.map((t: { name: string }) => t.name)).toEqual(['Cloud Operations', 'Hangzhou Waterjet Works', 'Jinan Photon Machinery']);
    const mine = await gql(server, TREE, {}, { token: tokens.tenantadmin });
    const [maker] = mine.body.data!.tenantTree;
    expect(mine.body.data!.tenantTree).toHaveLength(1);
    expect(maker.name).toBe('Jinan Photon Machinery');
    expect(maker.subTenants.map((t: { oemCode: string | null }) => t.oemCode)).toEqual(['NoDocumented', null]);
    const china = maker.subTenants[1];
    expect(china.level).toBe('country');
    expect(china.subTenants.map((p: { name: string }) => p.name)).toEqual(['Guangdong', 'Jiangsu', 'Shandong']);
    expect(china.subTenants[2].subTenants.map((c: { name: string; level: string }) => [c.name, c.level])).toEqual([['Jinan', 'city'], ['Qingdao', 'city']]);
  });

  it('lists only users of the caller tenant and its sub-tenants', async () => {
    const rival = await gql(server, USERS, {}, { token: tokens.rivaladmin });
    expect(rival.body.data!.users.items.map((u: { account: string }) => u.account).sort()).toEqual(['rivaladmin', 'rivaluser']);
    const maker = await gql(server, USERS, {}, { token: tokens.tenantadmin });
    const accounts = maker.body.data!.users.items.map((u: { account: string }) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['tenantadmin', 'customer', 'qiluadmin']));
    expect(accounts).not.toContain('rivaladmin');
    expect(accounts).not.toContain('superadmin');
  });

  it("refuses to read another tenant's users", async () => {
    const res = await gql(server, USERS, { tenantId: tenantIds.tenantadmin }, { token: tokens.rivaladmin });
    expect(errorOf(res)).toMatchObject({ errorno: 1151 });
    const sub = await gql(server, USERS, { tenantId: tenantIds.customer }, { token: tokens.tenantadmin });
    expect(sub.body.data!.users.items.map((u: { account: string }) => u.account).sort()).toEqual(['customer', 'qiluadmin']);
  });

  it("cannot edit or create users in another tenant, and nothing is written", async () => {
    const makerUsers = await gql(server, USERS, { search: 'maintainer' }, { token: tokens.tenantadmin });
    const maintainerId = makerUsers.body.data!.users.items[0].id;
    const edit = await gql(server, UPDATE, { input: { id: maintainerId, name: 'Hijacked', role: 'tenant_admin' } }, { token: tokens.rivaladmin });
    expect(errorOf(edit)).toMatchObject({ errorno: 5 });
    const add = await gql(server, ADD, { input: validUser('intruder1', { tenantId: tenantIds.tenantadmin }) }, { token: tokens.rivaladmin });
    expect(errorOf(add)).toMatchObject({ errorno: 1151 });
    const check = await gql(server, USERS, { search: 'maintainer' }, { token: tokens.superadmin });
    expect(check.body.data!.users.items[0]).toMatchObject({ account: 'maintainer' });
    const intruder = await gql(server, USERS, { search: 'intruder1' }, { token: tokens.superadmin });
    expect(intruder.body.data!.users.total).toBe(0);
  });

  it('pages devices by alias in the caller scope, with the total on every page, and narrows to a sub-tenant in scope', async () => {
    const DEVICES = 'query D($tenantId: ID, $page: Int!, $pageSize: Int!) { devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) { total page items { uuid } } }';
    const list = async (token: string, variables: Record<string, unknown>) => (await gql(server, DEVICES, variables, { token })).body.data!.devices;
    const all = await list(tokens.tenantadmin, { page: 1, pageSize: 50 });
    const uuids = all.items.map((d: { uuid: string }) => d.uuid);
    expect(all.total).toBe(uuids.length);
    expect(uuids).not.toContain('dev-xihu-wj-01');
    expect(uuids.length).toBeGreaterThan(3);
    // Full pages, the partly filled last page and a page past the end all give the same total.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(tokens.tenantadmin, { page, pageSize: 2 })));
    expect(pages.map((p) => p.total)).toEqual([uuids.length, uuids.length, uuids.length, uuids.length]);
    expect(pages.flatMap((p) => p.items.map((d: { uuid: string }) => d.uuid))).toEqual(uuids);
    expect((await list(tokens.tenantadmin, { page: 9, pageSize: 2 })).items).toEqual([]);

    const tree = (await gql(server, TREE, {}, { token: tokens.superadmin })).body.data!.tenantTree;
    const maker = tree.find((t: { name: string }) => t.name === 'Jinan Photon Machinery');
    const shandong = maker.subTenants[1].subTenants[2];
    expect(shandong.name).toBe('Shandong');
    const expected = ['dev-haiyun-laser-01', 'dev-qilu-laser-01', 'dev-qilu-laser-02'];
    for (const token of [tokens.tenantadmin, tokens.superadmin]) {
      const narrowed = await list(token, { tenantId: shandong.id, page: 1, pageSize: 50 });
      expect(narrowed.items.map((d: { uuid: string }) => d.uuid).sort()).toEqual(expected);
      expect(narrowed.total).toBe(expected.length);
    }
    const outside = await gql(server, DEVICES, { tenantId: shandong.id, page: 1, pageSize: 50 }, { token: tokens.rivaladmin });
    expect(errorOf(outside)).toMatchObject({ errorno: 1151 });
  });

  it('lists each device with the same values the single-device query gives (every field of the type)', async () => {
    const FIELDS = 'id uuid devalias status statusAt lastSeenAt tenantId coverPicture { filename fileurl md5name bucketname filesize } product { id uuid model manufacturingCode maintainer industry plannedRunSecondsPerItem coverPicture { fileurl } customer { id name } }';
    // Live times set, as the ingest writes them, so dates are compared too.
    const em = systemEm(server.services.orm, 'test');
    const qilu = await em.findOneOrFail(Device, { uuid: 'dev-qilu-laser-01' });
    qilu.status = 'Running';
    qilu.statusAt = new Date('2026-03-01T08:00:00.123Z');
    qilu.lastSeenAt = new Date('2026-03-01T08:00:05.456Z');
    await em.flush();

    const listed = (await gql(server, `{ devices(page: 1, pageSize: 50) { items { ${FIELDS} } } }`, {}, { token: tokens.tenantadmin })).body.data!.devices.items;
    expect(listed.some((d: { product: { customer: unknown } | null }) => d.product?.customer)).toBe(true);
    expect(listed.some((d: { product: unknown }) => d.product === null)).toBe(true);
    for (const device of listed) {
      const one = await gql(server, `query One($uuid: String!) { device(uuid: $uuid) { ${FIELDS} } }`, { uuid: device.uuid }, { token: tokens.tenantadmin });
      expect(device).toEqual(one.body.data!.device);
    }
    expect(listed.find((d: { uuid: string }) => d.uuid === 'dev-qilu-laser-01')).toMatchObject({ status: 'Running', statusAt: '2026-03-01T08:00:00.123Z', lastSeenAt: '2026-03-01T08:00:05.456Z' });
  });

  it('lets a customer tenant_admin see only its own customer, not the maker above', async () => {
    const res = await gql(server, USERS, {}, { token: tokens.qiluadmin });
    expect(res.body.data!.users.items.map((u: { account: string }) => u.account).sort()).toEqual(['customer', 'qiluadmin']);
  });
});

describe('user dialog rules on the server', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'tenantadmin');
  });
  afterAll(() => server.stop());

  it.each([
    [{ name: '' }, 'name', 'name_required', 'Please enter the name'],
    [{ name: 'A' }, 'name', 'name_too_short', 'At least 2 characters'],
    [{ name: 'A'.repeat(21) }, 'name', 'name_too_long', 'At most 20 characters'],
    [{ account: '' }, 'account', 'account_required', 'Please enter the login account'],
    [{ account: '9abc' }, 'account', 'account_format', 'Starts with a letter, 3-16 characters, letters, digits and underscore only'],
    [{ account: 'ab' }, 'account', 'account_format', 'Starts with a letter, 3-16 characters, letters, digits and underscore only'],
    [{ account: 'a'.repeat(17) }, 'account', 'account_format', 'Starts with a letter, 3-16 characters, letters, digits and underscore only'],
    [{ password: '', confirmPassword: '' }, 'password', 'password_required', 'Please enter the password'],
    [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'password', 'password_too_short', 'The password must have at least 8 characters'],
    [{ password: 'abc12345678901234567890', confirmPassword: 'abc12345678901234567890' }, 'password', 'password_too_long', 'The password must have at most 20 characters'],
    [{ password: 'abcdefghij', confirmPassword: 'abcdefghij' }, 'password', 'password_letters_digits', 'The password must contain upper- and lower-case letters and digits, at least 8 characters'],
    // The rule is what its message says: upper- and lower-case letters and digits.
    [{ password: 'secret123', confirmPassword: 'secret123' }, 'password', 'password_letters_digits', 'The password must contain upper- and lower-case letters and digits, at least 8 characters'],
    [{ password: 'SECRET123', confirmPassword: 'SECRET123' }, 'password', 'password_letters_digits', 'The password must contain upper- and lower-case letters and digits, at least 8 characters'],
    [{ password: 'SecretPass', confirmPassword: 'SecretPass' }, 'password', 'password_letters_digits', 'The password must contain upper- and lower-case letters and digits, at least 8 characters'],
    [{ confirmPassword: 'Secret124' }, 'confirmPassword', 'confirm_mismatch', 'The two passwords do not match'],
    [{ confirmPassword: '' }, 'confirmPassword', 'confirm_required', 'Please enter the password again'],
    [{ role: 'maintainer' }, 'role', 'role_required', 'Please select a role'],
    [{ phone: '12345678901' }, 'phone', 'phone_format', 'Please enter a correct mobile number'],
    [{ email: 'not-an-email' }, 'email', 'email_format', 'Please enter a correct email'],
  ])('rejects %j on %s with %s and writes nothing', async (change, field, key, message) => {
    const account = `rule_${key.slice(0, 8)}`;
    const res = await gql(server, ADD, { input: validUser((change as { account?: string }).account ?? account, change) }, { token });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', errorno: 1003 });
    expect(res.body.errors![0].message).toBe('Form validation failed');
    expect(errorOf(res).fields).toContainEqual({ field, key, message });
    // Only the broken field (and the confirmation that depends on the password) is reported.
    expect(errorOf(res).fields.every((f: { field: string }) => [field, 'confirmPassword'].includes(f.field))).toBe(true);
    const search = await gql(server, USERS, { search: 'New Person' }, { token });
    expect(search.body.data!.users.total).toBe(0);
  });

  it('gives the Chinese messages of the spec to a zh-cn browser', async () => {
    const res = await gql(server, ADD, { input: validUser('zh_case', { name: '' }) }, { token, headers: { 'accept-language': 'zh-cn' } });
    expect(res.body.errors![0].message).toBe('表单校验失败');
    expect(errorOf(res).fields[0].message).toBe('请输入姓名');
  });

  it('adds a user who can then sign in, and refuses a taken account with 110', async () => {
    const added = await gql(server, ADD, { input: validUser('new_person') }, { token });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addUser).toMatchObject({ account: 'new_person', role: 'user', tenant: { name: 'Jinan Photon Machinery' } });
    await expect(loginAs(server, 'new_person', 'Secret123')).resolves.toEqual(expect.any(String));
    const again = await gql(server, ADD, { input: validUser('new_person') }, { token });
    // The spec's 110, naming the field that is taken so the dialog shows it there.
    expect(errorOf(again)).toMatchObject({ errorno: 110, fields: [{ field: 'account', key: 'account_taken', message: 'This login account is already registered' }] });
    // Accounts are unique across tenants, even ones the caller cannot see.
    const rival = await gql(server, ADD, { input: validUser('rivaluser') }, { token });
    expect(errorOf(rival)).toMatchObject({ errorno: 110 });
  });

  it('keeps a phone to one account (it signs that user in): a taken phone is 110 on add and edit', async () => {
    // 13800000002 is tenantadmin's (seeds/demo.json).
    expect(errorOf(await gql(server, ADD, { input: validUser('phone_twin', { phone: '13800000002' }) }, { token }))).toMatchObject({ errorno: 110, fields: [{ field: 'phone', key: 'phone_taken' }] });
    const found = await gql(server, USERS, { search: 'new_person' }, { token });
    const id = found.body.data!.users.items[0].id;
    expect(errorOf(await gql(server, UPDATE, { input: { id, name: 'New Person', role: 'user', phone: '13800000003' } }, { token }))).toMatchObject({ errorno: 110 });
    // Its own phone stays its own.
    const kept = await gql(server, UPDATE, { input: { id, name: 'New Person', role: 'user', phone: '13912345678' } }, { token });
    expect(kept.body.data!.updateUser.phone).toBe('13912345678');
  });

  it('edits name, role, phone and email with the same rules', async () => {
    const found = await gql(server, USERS, { search: 'new_person' }, { token });
    const id = found.body.data!.users.items[0].id;
    const bad = await gql(server, UPDATE, { input: { id, name: 'X', role: 'user', phone: '999' } }, { token });
    expect(errorOf(bad).fields.map((f: { key: string }) => f.key)).toEqual(['name_too_short', 'phone_format']);
    const ok = await gql(server, UPDATE, { input: { id, name: 'Renamed Person', role: 'tenant_admin', phone: '', email: 'r@example.com' } }, { token });
    expect(ok.body.data!.updateUser).toEqual({ id, name: 'Renamed Person', role: 'tenant_admin', phone: null, email: 'r@example.com' });
  });

  it("lets only an administrator itself, or super_admin, change an administrator's phone (it signs that one in by SMS)", async () => {
    const userOf = async (account: string) => (await gql(server, USERS, { search: account }, { token })).body.data!.users.items.find((u: { account: string }) => u.account === account);
    const qilu = await userOf('qiluadmin');
    const phoneOf = async () => (await systemEm(server.services.orm, 'test').findOneOrFail(User, { account: 'qiluadmin' }, { refresh: true })).phone ?? null;
    const before = await phoneOf();
    const edit = (phone: string, as = token) => gql(server, UPDATE, { input: { id: qilu.id, name: 'Zhao Lei', role: 'tenant_admin', phone } }, { token: as });
    // The maker's administrator would set a phone it holds, then reset the password by SMS.
    const refused = await edit('13900000077');
    expect(errorOf(refused).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual(['phone:phone_admin_own']);
    expect(await phoneOf()).toBe(before);
    // The same edit keeping the phone is fine; the administrator itself and super_admin may change it.
    expect((await edit(before ?? '')).body.errors).toBeUndefined();
    expect((await edit('13900000078', await loginAs(server, 'qiluadmin'))).body.errors).toBeUndefined();
    expect((await edit(before ?? '', await loginAs(server, 'superadmin'))).body.errors).toBeUndefined();
    expect(await phoneOf()).toBe(before);
    // Nor on a user made administrator in the same edit.
    const plain = (await gql(server, ADD, { input: validUser('to_promote', { tenantId: qilu.tenantId, phone: '' }) }, { token })).body.data!.addUser;
    const promoted = await gql(server, UPDATE, { input: { id: plain.id, name: 'To Promote', role: 'tenant_admin', phone: '13900000079' } }, { token });
    expect(errorOf(promoted).fields.map((f: { key: string }) => f.key)).toEqual(['phone_admin_own']);
  });

  it("keeps a number another administrator set out of an administrator role: a peer is not reached by a demotion, a new number and a promotion", async () => {
    const stored = async (account: string) => systemEm(server.services.orm, 'test').findOneOrFail(User, { account }, { refresh: true });
    const edit = (id: string, role: string, phone: string, as = token) => gql(server, UPDATE, { input: { id, name: 'Peer Admin', role, phone } }, { token: as });
    const keysOf = (res: Awaited<ReturnType<typeof edit>>) => errorOf(res).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
    const peer = (await gql(server, ADD, { input: validUser('peer_admin', { role: 'tenant_admin', phone: '' }) }, { token })).body.data!.addUser;
    // The peer sets its own number, which signs it in by SMS.
    const peerToken = await loginAs(server, 'peer_admin', 'Secret123');
    expect((await edit(peer.id, 'tenant_admin', '13900000090', peerToken)).body.errors).toBeUndefined();
    // Another administrator demotes it and gives the plain user a number of its own choosing: both allowed.
    expect((await edit(peer.id, 'user', '13900000090')).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'user', '13900000091')).body.errors).toBeUndefined();
    // Promoting it back with that number is refused on the phone, and nothing changes.
    const refused = await edit(peer.id, 'tenant_admin', '13900000091');
    expect(keysOf(refused)).toEqual(['phone:phone_set_by_other']);
    expect(errorOf(refused).fields[0].message).toMatch(/set by another administrator/);
    expect(await stored('peer_admin')).toMatchObject({ role: 'user', phone: '13900000091' });
    // In Chinese too.
    const zh = await gql(server, UPDATE, { input: { id: peer.id, name: 'Peer Admin', role: 'tenant_admin', phone: '13900000091' } }, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(errorOf(zh).fields[0].message).toBe('该手机号由其他管理员设置：设为管理员前请先清空，由其本人设置');
    // Promoted with the number cleared, it sets its own again, and a later demotion and promotion keep it.
    expect((await edit(peer.id, 'tenant_admin', '')).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'tenant_admin', '13900000092', peerToken)).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'user', '13900000092')).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'tenant_admin', '13900000092')).body.errors).toBeUndefined();
    expect(await stored('peer_admin')).toMatchObject({ role: 'tenant_admin', phone: '13900000092', phoneSetByOther: false });
    // A number set at creation by an administrator is the creator's: it stays out of the role too; super_admin may promote.
    const plain = (await gql(server, ADD, { input: validUser('peer_plain', { phone: '13900000093' }) }, { token })).body.data!.addUser;
    expect(keysOf(await edit(plain.id, 'tenant_admin', '13900000093'))).toEqual(['phone:phone_set_by_other']);
    expect((await edit(plain.id, 'tenant_admin', '13900000093', await loginAs(server, 'superadmin'))).body.errors).toBeUndefined();
  });

  it('does not make an administrator of an account someone entered by SMS with a number another administrator set, even once the number is cleared', async () => {
    const ME = '{ me { account role } }';
    const stored = async (account: string) => systemEm(server.services.orm, 'test').findOneOrFail(User, { account }, { refresh: true });
    const edit = (id: string, role: string, phone: string, as = token) => gql(server, UPDATE, { input: { id, name: 'Peer Two', role, phone } }, { token: as });
    const peer = (await gql(server, ADD, { input: validUser('peer_two', { role: 'tenant_admin', phone: '' }) }, { token })).body.data!.addUser;
    // Demoted and given a number of another administrator's choosing, the account is entered by SMS with it.
    expect((await edit(peer.id, 'user', '')).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'user', '13900000094')).body.errors).toBeUndefined();
    const entered = await gql(server, PHONE_LOGIN, { phone: '13900000094', code: await codeFor(server, '13900000094', 'login') });
    expect(entered.body.data!.loginWithPhone.user).toEqual({ account: 'peer_two', role: 'user' });
    // Clearing the number does not take back the session it opened: the promotion is refused on the role, nothing changes.
    expect((await edit(peer.id, 'user', '')).body.errors).toBeUndefined();
    const refused = await edit(peer.id, 'tenant_admin', '');
    expect(errorOf(refused).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual(['role:role_sms_entry_by_other']);
    expect(errorOf(refused).fields[0].message).toBe('This account has signed in by SMS with a mobile number another administrator set: only super_admin can make it an administrator');
    expect(await stored('peer_two')).toMatchObject({ role: 'user', phone: null, smsEntryOnOthersNumber: true });
    expect((await gql(server, ME, {}, { token: entered.body.data!.loginWithPhone.token })).body.data!.me).toEqual({ account: 'peer_two', role: 'user' });
    // super_admin, who can look into it, may.
    expect((await edit(peer.id, 'tenant_admin', '', await loginAs(server, 'superadmin'))).body.errors).toBeUndefined();
  });

  it('serialises an SMS entry with a promotion that clears the number: the entry found before the promotion opens no session after it', async () => {
    const edit = (id: string, role: string, phone: string) => gql(server, UPDATE, { input: { id, name: 'Peer Three', role, phone } }, { token });
    const peer = (await gql(server, ADD, { input: validUser('peer_three', { role: 'tenant_admin', phone: '' }) }, { token })).body.data!.addUser;
    expect((await edit(peer.id, 'user', '')).body.errors).toBeUndefined();
    expect((await edit(peer.id, 'user', '13900000098')).body.errors).toBeUndefined();
    const code = await codeFor(server, '13900000098', 'login');
    // The sign-in's code is checked and its account found; it is held there while the promotion (number cleared) commits.
    const { throttle, codes, orm } = server.services;
    let found!: () => void;
    const holding = new Promise<void>((resolve) => (found = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = Object.create(throttle) as typeof throttle;
    held.begin = async (...args: Parameters<typeof throttle.begin>) => {
      const attempt = await throttle.begin(...args);
      if ('succeeded' in attempt) {
        const succeeded = attempt.succeeded.bind(attempt);
        attempt.succeeded = async () => {
          await succeeded();
          found();
          await released;
        };
      }
      return attempt;
    };
    const entry = loginWithPhone(orm.em.fork(), held, codes, { phone: '13900000098', code }, {}).then(
      () => 'entered',
      (error: { errorno?: number }) => error.errorno,
    );
    await holding;
    expect((await edit(peer.id, 'tenant_admin', '')).body.errors).toBeUndefined();
    release();
    // The number is gone when the entry takes the account: no session for the new administrator.
    expect(await entry).toBe(ERRNO.wrongCode);
    expect((await systemEm(orm, 'test').findOneOrFail(User, { account: 'peer_three' }, { refresh: true })).role).toBe('tenant_admin');
  });

  it("leaves a new administrator's number to the administrator itself (super_admin aside)", async () => {
    // Adding an administrator with a number of the creator's choosing: refused on the phone; without one, added.
    const withNumber = await gql(server, ADD, { input: validUser('new_admin', { role: 'tenant_admin', phone: '13900000096' }) }, { token });
    expect(errorOf(withNumber).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`)).toEqual(['phone:phone_admin_own']);
    expect(await systemEm(server.services.orm, 'test').count(User, { account: 'new_admin' })).toBe(0);
    expect((await gql(server, ADD, { input: validUser('new_admin', { role: 'tenant_admin', phone: '' }) }, { token })).body.errors).toBeUndefined();
    // super_admin may add one with a number.
    expect((await gql(server, ADD, { input: validUser('new_admin2', { role: 'tenant_admin', phone: '13900000097' }) }, { token: await loginAs(server, 'superadmin') })).body.errors).toBeUndefined();
  });

  it("refuses an administrator's change of its own role and the demotion of a tenant's last administrator; of two admins demoting each other at once, one stays", async () => {
    const userOf = async (account: string, as = token) => (await gql(server, USERS, { search: account }, { token: as })).body.data!.users.items.find((u: { account: string }) => u.account === account);
    const qilu = await userOf('qiluadmin');
    const edit = (id: string, role: string, as = token) => gql(server, UPDATE, { input: { id, name: 'Zhao Lei', role } }, { token: as });
    const keysOf = (res: Awaited<ReturnType<typeof edit>>) => errorOf(res).fields.map((f: { key: string }) => f.key);
    // The customer tenant's only administrator: not by the maker's admin, not by itself.
    expect(keysOf(await edit(qilu.id, 'user'))).toEqual(['role_last_admin']);
    const qiluToken = await loginAs(server, 'qiluadmin');
    expect(keysOf(await edit(qilu.id, 'user', qiluToken))).toEqual(['role_own']);
    const me = await userOf('tenantadmin');
    expect(keysOf(await edit(me.id, 'user'))).toEqual(['role_own']);
    // A second administrator in that tenant; both demote each other at once.
    const second = (await gql(server, ADD, { input: validUser('qilu_second', { role: 'tenant_admin', tenantId: qilu.tenantId, phone: '' }) }, { token })).body.data!.addUser;
    const secondToken = await loginAs(server, 'qilu_second', 'Secret123');
    const both = await Promise.all([edit(second.id, 'user', qiluToken), edit(qilu.id, 'user', secondToken)]);
    expect(both.filter((res) => !res.body.errors)).toHaveLength(1);
    // The other is refused: as the last administrator, or (when the winner came first) as a user who may no longer edit users.
    const refusal = errorOf(both.find((res) => res.body.errors)!);
    expect(refusal.errorno === 1150 || refusal.fields?.[0]?.key === 'role_last_admin').toBe(true);
    const admins = await systemEm(server.services.orm, 'test').count(User, { tenant: Number(qilu.tenantId), role: 'tenant_admin' });
    expect(admins).toBe(1);
    // Put back: qiluadmin administers its tenant again.
    if (!both[1].body.errors) expect((await edit(qilu.id, 'tenant_admin')).body.errors).toBeUndefined();
  });

  it('pages in the database with the table page sizes', async () => {
    const page = await gql(server, USERS, { pageSize: 10, page: 1 }, { token });
    expect(page.body.data!.users).toMatchObject({ page: 1, pageSize: 10 });
    const beyond = await gql(server, USERS, { pageSize: 10, page: 99 }, { token });
    expect(beyond.body.data!.users.items).toEqual([]);
    expect(errorOf(await gql(server, USERS, { pageSize: 15 }, { token }))).toMatchObject({ errorno: 1004 });
    expect(errorOf(await gql(server, USERS, { page: 0 }, { token }))).toMatchObject({ errorno: 1004 });
  });

  it('gives bad GraphQL input a clear 400 and writes nothing', async () => {
    const res = await gql(server, ADD, { input: { ...validUser('typo_user'), role: 'emperor' } }, { token });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', errorno: 3 });
    expect(res.body.errors![0].message).toMatch(/Value "emperor" does not exist in "Role" enum/);
    const missing = await gql(server, 'mutation { addUser(input: { name: "No Account" }) { id } }', {}, { token });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({ errorno: 3 });
    const search = await gql(server, USERS, { search: 'typo_user' }, { token });
    expect(search.body.data!.users.total).toBe(0);
  });
});

describe('demo data', () => {
  it('documents a password that works for every role', async () => {
    const server = await startTestServer();
    try {
      for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer']) {
        await expect(loginAs(server, account, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
      }
    } finally {
      await server.stop();
    }
  });
});
