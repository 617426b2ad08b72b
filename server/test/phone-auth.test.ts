import { systemEm } from '../src/core/tenancy';
import type { SmsMessage, SmsProvider } from '../src/modules/auth/sms';
import { CODE_RULES } from '../src/modules/auth/verification-codes';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { User } from '../src/modules/users/user.entity';
import {
  DEMO_PASSWORD,
  LOGIN,
  PHONE_LOGIN,
  RESET_WITH_CODE,
  SEND_CODE,
  codeFor,
  errorOf,
  gql,
  loginAs,
  manualClock,
  startTestServer,
  type TestServer,
  wsClient,
} from './helpers';
import { subscription } from './mqtt-helpers';

const ME = '{ me { account } }';
// Demo phones (seeds/demo.json): tenantadmin 13800000002, maintadmin ...03, maintainer ...04.
const TENANTADMIN = '+8613800000002';
const MAINTADMIN = '+8613800000003';
const MAINTAINER = '+8613800000004';
const UNKNOWN = '+8613999999999';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone sign-in with an SMS code', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    // A generous sign-in limit here, so the code's own limit (5 wrong tries) is what is seen.
    server = await startTestServer({ LOGIN_MAX_FAILURES: '50', LOGIN_ADDRESS_MAX_FAILURES: '500' }, undefined, { now: clock.now });
  });
  afterAll(() => server.stop());
  // Each test starts past the previous one's resend window.
  beforeEach(() => clock.advance(CODE_RULES.resendMs));

  it('texts a 6-digit code to a registered phone, signs in with it like the account sign-in, and uses the code up', async () => {
    const sent = await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'login' });
    expect(sent.body).toEqual({ data: { sendVerificationCode: true } });
    const text = server.services.smsOutbox.latest(TENANTADMIN)!;
    expect(text).toMatchObject({ to: '13800000002', phone: TENANTADMIN, purpose: 'login' });
    expect(text.code).toMatch(/^\d{6}$/);
    expect(text.text).toContain(text.code);

    const res = await gql(server, PHONE_LOGIN, { phone: TENANTADMIN, code: text.code });
    expect(res.body.errors).toBeUndefined();
    const { token, user } = res.body.data!.loginWithPhone;
    expect(user).toEqual({ account: 'tenantadmin', role: 'tenant_admin' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^token=${token};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect((await gql(server, ME, {}, { cookie: `token=${token}` })).body.data!.me.account).toBe('tenantadmin');

    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: TENANTADMIN, code: text.code }))).toMatchObject({ errorno: 1032 });
  });

  it('reads a mainland number with or without +86 as the same phone', async () => {
    const code = await codeFor(server, '13800000003', 'login');
    expect(server.services.smsOutbox.latest(MAINTADMIN)!.code).toBe(code);
    const res = await gql(server, PHONE_LOGIN, { phone: MAINTADMIN, code });
    expect(res.body.data!.loginWithPhone.user.account).toBe('maintadmin');
  });

  it('answers an unregistered phone exactly as a registered one, and texts nothing', async () => {
    const count = server.services.smsOutbox.size;
    const unknown = await gql(server, SEND_CODE, { phone: UNKNOWN, purpose: 'login' });
    const known = await gql(server, SEND_CODE, { phone: MAINTAINER, purpose: 'login' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(server.services.smsOutbox.size).toBe(count + 1);
    expect(server.services.smsOutbox.latest(UNKNOWN)).toBeUndefined();
    // A guess is answered the same for both: wrong code, then (once voided or expired) 1032.
    const code = server.services.smsOutbox.latest(MAINTAINER)!.code;
    const guess = wrongOf(code);
    const onUnknown = await gql(server, PHONE_LOGIN, { phone: UNKNOWN, code: guess });
    const onKnown = await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: guess });
    expect(errorOf(onUnknown)).toEqual(errorOf(onKnown));
    expect(errorOf(onKnown)).toMatchObject({ errorno: 7 });
    expect(onKnown.body.errors![0].message).toBe('Incorrect verification code');
    // The same send limits too.
    expect(errorOf(await gql(server, SEND_CODE, { phone: UNKNOWN, purpose: 'login' }))).toEqual(errorOf(await gql(server, SEND_CODE, { phone: MAINTAINER, purpose: 'login' })));
  });

  it('voids a code after 5 wrong tries: even the right one is refused then', async () => {
    const code = await codeFor(server, MAINTAINER, 'login');
    for (let i = 0; i < CODE_RULES.maxWrong; i++) {
      expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: wrongOf(code) }))).toMatchObject({ errorno: 7 });
    }
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code }))).toMatchObject({ errorno: 1032 });
  });

  it('lets 4 wrong tries pass and takes the right code on the fifth', async () => {
    const code = await codeFor(server, MAINTAINER, 'login');
    for (let i = 0; i < CODE_RULES.maxWrong - 1; i++) await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: wrongOf(code) });
    expect((await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code })).body.data!.loginWithPhone.user.account).toBe('maintainer');
  });

  it('counts parallel wrong guesses before comparing: of 20 at once at most 5 are compared', async () => {
    const code = await codeFor(server, MAINTAINER, 'login');
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') })));
    const errornos = guesses.map((g) => errorOf(g).errorno);
    expect(errornos.filter((e) => e === 7)).toHaveLength(5);
    expect(errornos.filter((e) => e === 1032)).toHaveLength(15);
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code }))).toMatchObject({ errorno: 1032 });
  });

  it('expires a code 5 minutes after it was sent (the clock faked at the edge)', async () => {
    const code = await codeFor(server, MAINTAINER, 'login');
    clock.advance(CODE_RULES.lifeMs - 1000);
    const early = await codeFor(server, MAINTADMIN, 'login');
    clock.advance(1000);
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code }))).toMatchObject({ errorno: 1032 });
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code }))).toMatchObject({ errorno: 1032 });
    // Sent a second before: still valid.
    expect((await gql(server, PHONE_LOGIN, { phone: MAINTADMIN, code: early })).body.data!.loginWithPhone.user.account).toBe('maintadmin');
  });

  it('keeps one code per phone and purpose: a new send replaces the old code, and a code works only for its purpose', async () => {
    const first = await codeFor(server, MAINTAINER, 'login');
    clock.advance(CODE_RULES.resendMs);
    const second = await codeFor(server, MAINTAINER, 'login');
    if (first !== second) expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: first }))).toMatchObject({ errorno: 7 });
    clock.advance(CODE_RULES.resendMs);
    const reset = await codeFor(server, MAINTAINER, 'reset');
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: reset }))).toMatchObject({ errorno: reset === second ? 1032 : 7 });
  });

  it.each([
    [{ phone: '', code: '123456' }, [{ field: 'phone', key: 'phone_required' }]],
    [{ phone: '12345', code: '123456' }, [{ field: 'phone', key: 'phone_format' }]],
    [{ phone: TENANTADMIN, code: '' }, [{ field: 'code', key: 'code_required' }]],
    [{ phone: TENANTADMIN, code: '12345' }, [{ field: 'code', key: 'code_format' }]],
    [{ phone: 'nope', code: 'abcdef' }, [{ field: 'phone', key: 'phone_format' }, { field: 'code', key: 'code_format' }]],
  ])('checks the form %j before anything else', async (input, fields) => {
    const res = await gql(server, PHONE_LOGIN, input);
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    expect(errorOf(res).fields.map(({ field, key }: { field: string; key: string }) => ({ field, key }))).toEqual(fields);
  });

  it('refuses to send to an invalid phone with the field error', async () => {
    const res = await gql(server, SEND_CODE, { phone: '+1 202 555 012', purpose: 'login' }, { headers: { 'accept-language': 'zh-CN' } });
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    expect(errorOf(res).fields).toEqual([{ field: 'phone', key: 'phone_format', message: '请输入正确的手机号码' }]);
  });

  it('texts a number outside China with the prefix and its dial code (spec part 1 section 9)', async () => {
    const em = systemEm(server.services.orm, 'test');
    const tenant = await em.findOneOrFail(Tenant, { oemCode: 'JNPM' });
    const account = await em.findOneOrFail(User, { account: 'maintainer' }, { populate: ['passwordHash'] });
    em.create(User, { tenant, account: 'overseas', name: 'Overseas Engineer', role: 'user', phone: '+14155552671', passwordHash: account.passwordHash });
    await em.flush();
    const code = await codeFor(server, '+1 415 555 2671', 'login');
    expect(server.services.smsOutbox.latest('+14155552671')).toMatchObject({ to: '0014155552671', code });
    expect((await gql(server, PHONE_LOGIN, { phone: '+14155552671', code })).body.data!.loginWithPhone.user.account).toBe('overseas');
  });
});

describe('verification code limits', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', SMS_PHONE_DAILY_MAX: '3', SMS_ADDRESS_DAILY_MAX: '5' }, undefined, { now: clock.now });
  });
  afterAll(() => server.stop());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('sends at most once per phone per 60 s, whatever the purpose, saying how long to wait', async () => {
    expect((await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'login' }, from('10.1.0.1'))).body.errors).toBeUndefined();
    clock.advance(20_000);
    const again = await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'reset' }, from('10.1.0.2'));
    expect(again.status).toBe(429);
    expect(errorOf(again)).toMatchObject({ code: 'TOO_MANY_REQUESTS', errorno: 1030, params: { seconds: 40 } });
    expect(again.body.errors![0].message).toBe('A verification code was sent recently, please try again in 40 s');
    clock.advance(40_000);
    expect((await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'reset' }, from('10.1.0.2'))).body.errors).toBeUndefined();
  });

  it('caps sends per phone in 24 hours', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await gql(server, SEND_CODE, { phone: MAINTADMIN, purpose: 'login' }, from(`10.2.0.${i}`))).body.errors).toBeUndefined();
      clock.advance(CODE_RULES.resendMs);
    }
    const capped = await gql(server, SEND_CODE, { phone: MAINTADMIN, purpose: 'login' }, from('10.2.0.9'));
    expect(errorOf(capped)).toMatchObject({ errorno: 1031, params: { hours: 24 } });
    // A refused send is not counted: once the first send leaves the window, one more fits.
    clock.advance(CODE_RULES.dayMs - 3 * CODE_RULES.resendMs + 1);
    expect((await gql(server, SEND_CODE, { phone: MAINTADMIN, purpose: 'login' }, from('10.2.0.9'))).body.errors).toBeUndefined();
  });

  it('caps sends per client address in 24 hours, over every phone', async () => {
    const phones = ['+8613900000001', '+8613900000002', '+8613900000003', '+8613900000004', '+8613900000005', '+8613900000006'];
    const answers = [];
    for (const phone of phones) answers.push(errorOf(await gql(server, SEND_CODE, { phone, purpose: 'login' }, from('10.3.0.1'))).errorno);
    expect(answers).toEqual([undefined, undefined, undefined, undefined, undefined, 1031]);
    // Another address is not held back.
    expect((await gql(server, SEND_CODE, { phone: phones[5], purpose: 'login' }, from('10.3.0.2'))).body.errors).toBeUndefined();
  });

  it('reserves a send before texting: of parallel requests for one phone exactly one goes out', async () => {
    clock.advance(CODE_RULES.dayMs);
    const count = server.services.smsOutbox.size;
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => gql(server, SEND_CODE, { phone: MAINTAINER, purpose: 'login' }, from(`10.4.0.${i}`))));
    expect(all.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(all.filter((r) => errorOf(r).errorno === 1030)).toHaveLength(7);
    expect(server.services.smsOutbox.size).toBe(count + 1);
  });
});

describe('the SMS gateway failing', () => {
  const failing: SmsProvider & { fail: boolean; sent: SmsMessage[] } = {
    name: 'test-gateway',
    fail: true,
    sent: [],
    async send(message) {
      if (this.fail) throw new Error('gateway down');
      this.sent.push(message);
    },
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, { sms: failing });
  });
  afterAll(() => server.stop());

  it('answers errorno 6, keeps no code and does not count the send', async () => {
    const res = await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'login' });
    expect(errorOf(res)).toMatchObject({ errorno: 6 });
    expect(res.body.errors![0].message).toBe('Failed to get a verification code');
    expect(errorOf(await gql(server, PHONE_LOGIN, { phone: TENANTADMIN, code: '000000' }))).toMatchObject({ errorno: 1032 });
    failing.fail = false;
    // Withdrawn: no 60 s wait after a failed send.
    expect((await gql(server, SEND_CODE, { phone: TENANTADMIN, purpose: 'login' })).body.errors).toBeUndefined();
    expect(failing.sent).toHaveLength(1);
    expect(failing.sent[0]).toMatchObject({ to: '13800000002', purpose: 'login', locale: 'en' });
  });
});

describe('public password reset with an SMS code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('sets the new password, signs out every session of the user and closes their sockets', async () => {
    const browser = await loginAs(server, 'maintadmin');
    const other = await loginAs(server, 'maintadmin');
    const live = wsClient(server, { token: other });
    const closed = new Promise<number>((resolve) => live.on('closed', (event) => resolve((event as { code: number }).code)));
    const connected = new Promise<void>((resolve) => live.on('connected', () => resolve()));
    subscription(live, 'subscription { systemMessages { title } }');
    await connected;
    const bystander = await loginAs(server, 'maintainer');

    const code = await codeFor(server, MAINTADMIN, 'reset');
    const res = await gql(server, RESET_WITH_CODE, { phone: MAINTADMIN, code, newPassword: 'simple' });
    expect(res.body).toEqual({ data: { resetPasswordWithCode: true } });
    expect(await closed).toBe(4401);
    for (const token of [browser, other]) expect(errorOf(await gql(server, ME, {}, { token }))).toMatchObject({ errorno: 2 });
    expect((await gql(server, ME, {}, { token: bystander })).body.data!.me.account).toBe('maintainer');
    expect(errorOf(await gql(server, LOGIN, { account: 'maintadmin', password: DEMO_PASSWORD }))).toMatchObject({ errorno: 8 });
    await expect(loginAs(server, 'maintadmin', 'simple')).resolves.toEqual(expect.any(String));
    // The code is used up.
    expect(errorOf(await gql(server, RESET_WITH_CODE, { phone: MAINTADMIN, code, newPassword: 'another' }))).toMatchObject({ errorno: 1032 });
    await live.dispose();
  });

  it('asks at least 6 characters (the reset page rule) and changes nothing when refused', async () => {
    const code = await codeFor(server, TENANTADMIN, 'reset');
    const res = await gql(server, RESET_WITH_CODE, { phone: TENANTADMIN, code, newPassword: 'abc12' });
    expect(errorOf(res)).toMatchObject({ errorno: 1003 });
    expect(errorOf(res).fields).toEqual([{ field: 'newPassword', key: 'reset_password_too_short', message: 'The password must have at least 6 characters' }]);
    await expect(loginAs(server, 'tenantadmin')).resolves.toEqual(expect.any(String));
    // The form was refused before the code was tried: it still works.
    expect((await gql(server, RESET_WITH_CODE, { phone: TENANTADMIN, code, newPassword: DEMO_PASSWORD })).body.errors).toBeUndefined();
  });

  it('does not take a sign-in code, nor a code of another phone', async () => {
    const loginCode = await codeFor(server, MAINTAINER, 'login');
    expect(errorOf(await gql(server, RESET_WITH_CODE, { phone: MAINTAINER, code: loginCode, newPassword: 'another1' }))).toMatchObject({ errorno: 1032 });
    expect(errorOf(await gql(server, RESET_WITH_CODE, { phone: UNKNOWN, code: loginCode, newPassword: 'another1' }))).toMatchObject({ errorno: 1032 });
    await expect(loginAs(server, 'maintainer')).resolves.toEqual(expect.any(String));
  });
});

describe('the outbox over HTTP', () => {
  it('is absent by default', async () => {
    const server = await startTestServer();
    try {
      await codeFor(server, TENANTADMIN, 'login');
      const res = await fetch(`${server.url}/dev/sms-outbox?phone=${encodeURIComponent(TENANTADMIN)}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/\d{6}/);
    } finally {
      await server.stop();
    }
  });

  it('lists the codes texted to a phone with SMS_OUTBOX_HTTP=1', async () => {
    const server = await startTestServer({ SMS_OUTBOX_HTTP: '1' });
    try {
      const code = await codeFor(server, TENANTADMIN, 'login');
      const res = await fetch(`${server.url}/dev/sms-outbox?phone=${encodeURIComponent('13800000002')}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: { code: string; purpose: string }[] };
      expect(body.messages[0]).toMatchObject({ code, purpose: 'login' });
      expect(await (await fetch(`${server.url}/dev/sms-outbox?phone=x`)).json()).toEqual({ messages: [] });
    } finally {
      await server.stop();
    }
  });
});

describe('wrong codes in the sign-in throttle', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => server.stop());

  it('counts a wrong or expired code like a wrong password and then refuses with 1001 without checking', async () => {
    const code = await codeFor(server, MAINTAINER, 'login');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(errorOf(await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code: wrongOf(code) })).errorno);
    const blocked = await gql(server, PHONE_LOGIN, { phone: MAINTAINER, code });
    expect([...answers, errorOf(blocked).errorno]).toEqual([7, 7, 7, 1001]);
    expect(blocked.status).toBe(429);
    // Refused before the code was tried: it is still there for when the wait is over (not voided by the refusal).
    expect(errorOf(await gql(server, RESET_WITH_CODE, { phone: MAINTAINER, code, newPassword: 'another1' }))).toMatchObject({ errorno: 1001 });
  });
});
