import { GraphQLError } from 'graphql';
import { DEMO_PASSWORD, type GqlResponse, LOGIN, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const ME = '{ me { account role roles language } }';
const RESET = 'mutation Reset($old: String!, $new: String!) { resetPassword(oldPassword: $old, newPassword: $new) }';

describe('sign-in and sessions over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(() => server.stop());

  it('signs in, sets an HttpOnly 7-day cookie and returns a bearer token', async () => {
    const res = await gql(server, LOGIN, { account: 'tenantadmin', password: DEMO_PASSWORD });
    expect(res.body.errors).toBeUndefined();
    const { token, user, expiresAt } = res.body.data!.login;
    expect(user).toMatchObject({ account: 'tenantadmin', role: 'tenant_admin' });
    const expiresInDays = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.99);
    expect(expiresInDays).toBeLessThanOrEqual(7);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^token=${token};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP here; Secure is set when served over HTTPS

    const byBearer = await gql(server, ME, {}, { token });
    const byCookie = await gql(server, ME, {}, { cookie: `token=${token}` });
    expect(byBearer.body.data!.me).toMatchObject({ account: 'tenantadmin', role: 'tenant_admin', roles: ['tenant_admin'] });
    expect(byCookie.body.data!.me.account).toBe('tenantadmin');
    const tenant = await gql(server, '{ me { tenantId tenant { id name } } }', {}, { token });
    expect(tenant.body.data!.me.tenant).toEqual({ id: tenant.body.data!.me.tenantId, name: 'Jinan Photon Machinery' });
  });

  it('gives a new token at each sign-in', async () => {
    const first = await loginAs(server, 'maintainer');
    const second = await loginAs(server, 'maintainer');
    expect(first).not.toBe(second);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await gql(server, LOGIN, { account: 'maintadmin', password: 'nope-12345' });
    const unknown = await gql(server, LOGIN, { account: 'nobody_here', password: 'nope-12345' });
    expect(errorOf(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', errorno: 8 });
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
    expect(unknown.body.errors![0].message).toBe(wrong.body.errors![0].message);
    expect(wrong.body.errors![0].message).toBe('Wrong username or password');
  });

  it('answers a wrong password and a guard refusal at their field, without formatting a stack trace', async () => {
    // graphql-js wraps an error that has no path in a new error whose stack V8 then formats (about
    // 0.1 ms an answer under load): the product's errors arrive located, so nothing is formatted.
    const formatted: string[] = [];
    const prepare = Error.prepareStackTrace;
    Error.prepareStackTrace = (error, frames) => {
      if (error instanceof GraphQLError) formatted.push(error.message);
      return prepare ? prepare(error, frames) : String(error);
    };
    let wrong: GqlResponse;
    let anonymous: GqlResponse;
    try {
      wrong = await gql(server, LOGIN, { account: 'tenantadmin', password: 'not-the-password' });
      anonymous = await gql(server, ME);
    } finally {
      Error.prepareStackTrace = prepare;
    }
    expect(wrong.body.errors![0]).toMatchObject({ path: ['login'], locations: [{ line: 2, column: 3 }], extensions: { errorno: 8 } });
    expect(anonymous.body.errors![0]).toMatchObject({ path: ['me'], locations: [{ line: 1, column: 3 }], extensions: { errorno: 2 } });
    expect(formatted).toEqual([]);
  });

  it('answers in Chinese for a zh-cn browser', async () => {
    const res = await gql(server, LOGIN, { account: 'maintadmin', password: 'nope-12345' }, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.body.errors![0].message).toBe('用户名或密码错误');
  });

  it('rejects anonymous and garbage tokens with errorno 2', async () => {
    expect(errorOf(await gql(server, ME))).toMatchObject({ code: 'UNAUTHENTICATED', errorno: 2 });
    expect(errorOf(await gql(server, ME, {}, { token: 'not-a-token' }))).toMatchObject({ errorno: 2 });
  });

  it('revokes the session server-side on sign-out', async () => {
    const token = await loginAs(server, 'customer');
    const out = await gql(server, 'mutation { logout }', {}, { token });
    expect(out.body.data!.logout).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/^token=;/);
    expect(errorOf(await gql(server, ME, {}, { token }))).toMatchObject({ errorno: 2 });
  });

  it('keeps the user language', async () => {
    const token = await loginAs(server, 'maintainer');
    await gql(server, 'mutation { setLanguage(language: zh_CN) { language } }', {}, { token });
    const me = await gql(server, ME, {}, { token });
    expect(me.body.data!.me.language).toBe('zh_CN');
    // Errors now come in the user's language, whatever the browser says.
    const denied = await gql(server, '{ rolePolicies(role: user) { path } }', {}, { token });
    expect(denied.body.errors![0].message).toBe('您没有此操作的权限');
  });
});

describe('logged-in password reset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('says 1002 when the old password is wrong, and changes nothing', async () => {
    const token = await loginAs(server, 'maintadmin');
    const res = await gql(server, RESET, { old: 'wrong-pass1', new: 'Brandnew123' }, { token });
    expect(errorOf(res)).toMatchObject({ errorno: 1002 });
    expect(res.body.errors![0].message).toBe('The old password is wrong');
    expect((await gql(server, ME, {}, { token })).body.data!.me.account).toBe('maintadmin');
    await loginAs(server, 'maintadmin', DEMO_PASSWORD);
  });

  it('says 1000 when the new password equals the old one', async () => {
    const token = await loginAs(server, 'maintadmin');
    const res = await gql(server, RESET, { old: DEMO_PASSWORD, new: DEMO_PASSWORD }, { token });
    expect(errorOf(res)).toMatchObject({ errorno: 1000 });
  });

  it.each([
    ['short1', 'new_password_rule'],
    ['lettersonly', 'new_password_rule'],
    ['123456789', 'new_password_rule'],
    // Upper- and lower-case letters and digits (spec part 2 section 5).
    ['lowercase123', 'new_password_rule'],
    ['UPPERCASE123', 'new_password_rule'],
    ['', 'new_password_required'],
  ])('rejects the new password %j with %s', async (newPassword, key) => {
    const token = await loginAs(server, 'maintadmin');
    const res = await gql(server, RESET, { old: DEMO_PASSWORD, new: newPassword }, { token });
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    expect(errorOf(res).fields).toEqual([expect.objectContaining({ field: 'newPassword', key })]);
  });

  it('changes the password and revokes every session of the user', async () => {
    const token = await loginAs(server, 'maintainer');
    const other = await loginAs(server, 'maintainer');
    const res = await gql(server, RESET, { old: DEMO_PASSWORD, new: 'Changed2027' }, { token });
    expect(res.body.data!.resetPassword).toBe(true);
    expect(errorOf(await gql(server, ME, {}, { token }))).toMatchObject({ errorno: 2 });
    expect(errorOf(await gql(server, ME, {}, { token: other }))).toMatchObject({ errorno: 2 });
    expect(errorOf(await gql(server, LOGIN, { account: 'maintainer', password: DEMO_PASSWORD }))).toMatchObject({ errorno: 8 });
    await expect(loginAs(server, 'maintainer', 'Changed2027')).resolves.toEqual(expect.any(String));
  });
});

describe('login throttling', () => {
  let server: TestServer;
  // Behind a proxy: the tests speak from several client addresses through X-Forwarded-For.
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '5', LOGIN_ADDRESS_MAX_FAILURES: '10', LOGIN_ACCOUNT_MAX_FAILURES: '100', LOGIN_WINDOW_SECONDS: '900' });
  });
  afterAll(() => server.stop());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const login = (account: string, password: string, address: string) => gql(server, LOGIN, { account, password }, from(address));

  it('blocks an account from an address after repeated failures, even with the right password, with a clear error', async () => {
    for (let i = 0; i < 5; i++) expect(errorOf(await login('customer', `bad-guess-${i}`, '198.51.100.1'))).toMatchObject({ errorno: 8 });
    const blocked = await login('customer', DEMO_PASSWORD, '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked)).toMatchObject({ code: 'TOO_MANY_REQUESTS', errorno: 1001 });
    expect(errorOf(blocked).params.seconds).toBeGreaterThan(890);
    expect(blocked.body.errors![0].message).toMatch(/^Too many failed attempts, please try again in \d+ s$/);
    // A stranger's guesses do not lock the user out of their own address.
    expect((await login('customer', DEMO_PASSWORD, '198.51.100.2')).body.data!.login.user.account).toBe('customer');
  });

  it('checks no more passwords than the limit when 100 guesses arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login('maintadmin', `parallel-${i}`, '198.51.100.10')));
    const errornos = answers.map((r) => errorOf(r).errorno);
    expect(errornos.filter((e) => e === 8)).toHaveLength(5);
    expect(errornos.filter((e) => e === 1001)).toHaveLength(95);
  });

  it("keeps counting an address's failures on other accounts when it signs in to its own", async () => {
    let checked = 0;
    for (let round = 0; round < 3; round++) {
      for (const account of ['qiluadmin', 'rivaladmin', 'rivaluser', 'tenantadmin']) {
        const res = await login(account, `spray-${round}`, '198.51.100.20');
        if (errorOf(res).errorno === 8) checked += 1;
      }
      await login('maintainer', DEMO_PASSWORD, '198.51.100.20');
    }
    expect(checked).toBe(10);
    expect(errorOf(await login('superadmin', 'spray-x', '198.51.100.20'))).toMatchObject({ errorno: 1001 });
  });

  it('counts wrong old passwords of resetPassword like failed sign-ins', async () => {
    const token = await loginAs(server, 'qiluadmin');
    const reset = (old: string) => gql(server, RESET, { old, new: 'Brandnew123' }, { token, ...from('198.51.100.30') });
    const errornos: number[] = [];
    for (let i = 0; i < 6; i++) errornos.push(errorOf(await reset(`guess-${i}`)).errorno);
    expect(errornos).toEqual([1002, 1002, 1002, 1002, 1002, 1001]);
    // Still signed in, password unchanged.
    expect((await gql(server, ME, {}, { token })).body.data!.me.account).toBe('qiluadmin');
  });
});

describe('password checks in progress', () => {
  let server: TestServer;
  // One check at a time, and one failure per address: an answer that counted as a failure shows on that address's next try.
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', MAX_PASSWORD_CHECKS: '1', LOGIN_ADDRESS_MAX_FAILURES: '1' });
  });
  afterAll(() => server.stop());
  const login = (account: string, password: string, address: string) => gql(server, LOGIN, { account, password }, { headers: { 'x-forwarded-for': address } });

  it('answers 1012 (HTTP 503) at once beyond the checks in progress, without counting it as a failure, and logs it', async () => {
    const warnings: { obj: unknown; msg?: string }[] = [];
    const logger = server.services.logger;
    const warn = logger.warn.bind(logger);
    logger.warn = ((obj: unknown, msg?: string) => {
      warnings.push({ obj, msg });
      return warn(obj as object, msg);
    }) as typeof logger.warn;
    // Sixteen wrong passwords at once from as many addresses (no address throttle applies): one is checked at a time.
    const addresses = Array.from({ length: 16 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = await Promise.all(addresses.map((address, i) => login(`nobody-${i}`, 'wrong', address)));
    logger.warn = warn;
    const errornos = answers.map((r) => errorOf(r).errorno);
    // An operator sees the refusals in the log (the first ten in full, then one in a thousand).
    const refusals = warnings.filter((w) => w.msg === 'request refused: too many password checks in progress');
    expect(refusals.map((w) => w.obj)).toEqual(errornos.filter((e) => e === 1012).slice(0, 10).map((_, i) => ({ count: i + 1, max: 1 })));
    expect(errornos.filter((e) => e !== 8 && e !== 1012)).toEqual([]);
    expect(errornos).toContain(8);
    const busy = answers.find((r) => errorOf(r).errorno === 1012)!;
    expect(busy.status).toBe(503);
    expect(errorOf(busy)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(busy.body.errors![0].message).toBe('The server is busy checking passwords, please try again in a few seconds');

    // An address refused as busy may still sign in; one whose password was checked has used its one failure.
    const busyAddress = addresses[errornos.indexOf(1012)];
    expect((await login('customer', DEMO_PASSWORD, busyAddress)).body.data!.login.user.account).toBe('customer');
    expect(errorOf(await login('customer', DEMO_PASSWORD, addresses[errornos.indexOf(8)]))).toMatchObject({ errorno: 1001 });
  });
});
