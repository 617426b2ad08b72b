import { burnVerifyTime, hashPassword, verifyPassword } from '../src/modules/auth/passwords';
import { InProgressLimit } from '../src/modules/auth/in-progress-limit';
import { LoginThrottle, MemoryAttemptStore } from '../src/modules/auth/login-throttle';
import { MQTT_AUTH_LIMITS, MqttAuthenticator, type PasswordWork } from '../src/mqtt/device-auth';
import { startTestServer, type TestServer } from './helpers';
import { DEVICE_PASSWORD, QILU_LASER, QILU_LASER_2, XIHU_WJ, connectDevice } from './mqtt-helpers';

/**
 * Device uuids cannot be confirmed over MQTT by timing (hardening issue, item B): an
 * unknown uuid costs the same argon2 verify as a known uuid with a wrong password. The
 * real argon2 functions run; the seam only counts the calls.
 */
describe('MQTT device authentication', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server?.stop());

  const counted = (throttle?: LoginThrottle) => {
    const calls = { verify: 0, burn: 0 };
    const work: PasswordWork = {
      verify: (hash, password) => (calls.verify++, verifyPassword(hash, password)),
      burn: (password) => (calls.burn++, burnVerifyTime(password)),
    };
    return { calls, auth: new MqttAuthenticator(server.services.orm, work, throttle) };
  };
  const pw = (s: string) => Buffer.from(s);

  it('spends one argon2 verify on an unknown uuid, as on a known uuid with a wrong password', async () => {
    const { calls, auth } = counted();
    expect(await auth.authenticate(QILU_LASER, pw('wrong-password'), QILU_LASER)).toBe('bad-credentials');
    expect(calls).toEqual({ verify: 1, burn: 0 });
    expect(await auth.authenticate('dev-does-not-exist', pw('wrong-password'), 'dev-does-not-exist')).toBe('bad-credentials');
    expect(calls).toEqual({ verify: 1, burn: 1 });
  });

  it('takes at least about one argon2 verify to refuse an unknown uuid (a floor, not a fine timing)', async () => {
    const auth = new MqttAuthenticator(server.services.orm);
    const hash = await hashPassword('some-device-password');
    const elapsed = async (work: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await auth.authenticate('dev-does-not-exist', pw('warm-up'), 'dev-does-not-exist'); // the throw-away hash is made once
    // The fastest of a few runs: a busy machine only makes runs slower.
    let verifyMs = Infinity;
    let unknownMs = Infinity;
    for (let i = 0; i < 3; i++) {
      verifyMs = Math.min(verifyMs, await elapsed(() => verifyPassword(hash, 'wrong-password')));
      unknownMs = Math.min(unknownMs, await elapsed(() => auth.authenticate('dev-does-not-exist', pw('wrong-password'), 'dev-does-not-exist')));
    }
    expect(unknownMs).toBeGreaterThanOrEqual(verifyMs / 2);
  });

  it('verifies a right password once, then remembers it for reconnects', async () => {
    const { calls, auth } = counted();
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), QILU_LASER)).toEqual({ kind: 'device', uuid: QILU_LASER });
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), `${QILU_LASER}/second`)).toEqual({ kind: 'device', uuid: QILU_LASER });
    expect(calls).toEqual({ verify: 1, burn: 0 });
  });

  it('stops spending argon2 on an address or a device that failed too often, and lets a remembered device in all the same', async () => {
    let now = Date.now();
    const { calls, auth } = counted(new LoginThrottle(new MemoryAttemptStore(), MQTT_AUTH_LIMITS, () => now));
    // The right password first, so that it is remembered.
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), QILU_LASER, '203.0.113.7')).toEqual({ kind: 'device', uuid: QILU_LASER });
    // A machine with a wrong password retrying: each try costs a verify until its limit for that address.
    for (let i = 0; i < MQTT_AUTH_LIMITS.perAccountAndAddress; i++) expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, '203.0.113.7')).toBe('bad-credentials');
    const spent = calls.verify + calls.burn;
    expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, '203.0.113.7')).toBe('throttled');
    expect(calls.verify + calls.burn).toBe(spent);
    // Another address may still try that device; a sprayer of uuids stops at the address's limit.
    expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, '198.51.100.9')).toBe('bad-credentials');
    let refusedAt = -1;
    for (let i = 0; i < MQTT_AUTH_LIMITS.perAddress + 5 && refusedAt < 0; i++) {
      if ((await auth.authenticate(`dev-guess-${i}`, pw('wrong'), `dev-guess-${i}`, '198.51.100.9')) === 'throttled') refusedAt = i;
    }
    expect(refusedAt).toBe(MQTT_AUTH_LIMITS.perAddress - 1); // one failure came from the try of QILU_LASER_2 above
    // The remembered device still connects from the throttled address, without a verify.
    const before = calls.verify + calls.burn;
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), QILU_LASER, '198.51.100.9')).toEqual({ kind: 'device', uuid: QILU_LASER });
    expect(calls.verify + calls.burn).toBe(before);
    // After the window, the machine may try again.
    now += MQTT_AUTH_LIMITS.windowMs + 1;
    expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, '203.0.113.7')).toBe('bad-credentials');
  });

  it('does not let a stranger lock a device out by failing from many addresses (its password is 192 random bits)', async () => {
    // The throttle is what is tested: argon2's work is left out (1,500 verifies take half a minute).
    const quick: PasswordWork = { verify: async (_hash, password) => password === DEVICE_PASSWORD, burn: async () => undefined };
    const auth = new MqttAuthenticator(server.services.orm, quick, new LoginThrottle(new MemoryAttemptStore(), MQTT_AUTH_LIMITS, Date.now));
    // 150 addresses, each as many wrong passwords as it may try: 1,500 failures of one device.
    for (let a = 0; a < 150; a++) {
      for (let i = 0; i < MQTT_AUTH_LIMITS.perAccountAndAddress; i++) expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, `198.18.${a}.1`)).toBe('bad-credentials');
      expect(await auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, `198.18.${a}.1`)).toBe('throttled');
    }
    // The machine itself, not verified lately, still gets in from its own address.
    expect(await auth.authenticate(QILU_LASER_2, pw(DEVICE_PASSWORD), QILU_LASER_2, '203.0.113.77')).toEqual({ kind: 'device', uuid: QILU_LASER_2 });
  });

  it('refuses a connect whose password check was in progress when the credential was forgotten (rotated), and does not remember that password', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    let verifies = 0;
    let started = () => {};
    const verifying = new Promise<void>((resolve) => (started = resolve));
    const work: PasswordWork = { verify: async (hash, password) => (verifies++, started(), await hold, verifyPassword(hash, password)), burn: burnVerifyTime };
    const auth = new MqttAuthenticator(server.services.orm, work);
    const connect = auth.authenticate(XIHU_WJ, pw(DEVICE_PASSWORD), XIHU_WJ);
    await verifying;
    // The rotation commits while the old password is being verified.
    auth.forget(XIHU_WJ);
    release();
    expect(await connect).toBe('bad-credentials');
    // Nothing was remembered: the next connect is verified again (here the stored hash is still the old one).
    expect(await auth.authenticate(XIHU_WJ, pw(DEVICE_PASSWORD), XIHU_WJ)).toEqual({ kind: 'device', uuid: XIHU_WJ });
    expect(verifies).toBe(2);
  });

  it('answers busy at once while as many password checks as allowed are in progress, spending nothing, and lets a remembered device in', async () => {
    // The seam holds each argon2 call until released, so that checks stay in progress; the real argon2 then runs.
    let hold: Promise<void> | null = null;
    let release = () => {};
    const calls = { verify: 0, burn: 0 };
    const started: (() => void)[] = [];
    const callStarted = () => started.splice(0).forEach((wake) => wake());
    const work: PasswordWork = {
      verify: async (hash, password) => (calls.verify++, callStarted(), await hold, verifyPassword(hash, password)),
      burn: async (password) => (calls.burn++, callStarted(), await hold, burnVerifyTime(password)),
    };
    const spent = () => calls.verify + calls.burn;
    const spentReaches = (n: number) => new Promise<void>((resolve) => {
      const check = () => (spent() >= n ? resolve() : started.push(check));
      check();
    });
    const auth = new MqttAuthenticator(server.services.orm, work, new LoginThrottle(new MemoryAttemptStore(), MQTT_AUTH_LIMITS, Date.now, new InProgressLimit(2)));
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), QILU_LASER, '203.0.113.1')).toEqual({ kind: 'device', uuid: QILU_LASER });

    hold = new Promise<void>((resolve) => (release = resolve));
    const first = auth.authenticate(QILU_LASER_2, pw('wrong'), QILU_LASER_2, '203.0.113.2');
    const second = auth.authenticate('dev-flood-1', pw('wrong'), 'dev-flood-1', '203.0.113.3');
    await spentReaches(3);
    // Two checks in progress, the limit: a third connect that needs one is refused at once, at no cost.
    expect(await auth.authenticate('dev-flood-2', pw('wrong'), 'dev-flood-2', '203.0.113.4')).toBe('busy');
    expect(await auth.authenticate(QILU_LASER, pw('not-the-password'), QILU_LASER, '203.0.113.5')).toBe('busy');
    expect(spent()).toBe(3);
    expect(auth.busyRefusals).toBe(2);
    // A device whose password was verified lately needs no check.
    expect(await auth.authenticate(QILU_LASER, pw(DEVICE_PASSWORD), `${QILU_LASER}/again`, '203.0.113.5')).toEqual({ kind: 'device', uuid: QILU_LASER });

    release();
    expect(await Promise.all([first, second])).toEqual(['bad-credentials', 'bad-credentials']);
    // The checks ended: the refused device is checked now, and its busy answer did not count as a failure.
    expect(await auth.authenticate('dev-flood-2', pw('wrong'), 'dev-flood-2', '203.0.113.4')).toBe('bad-credentials');
    expect(spent()).toBe(4);
  });

  it('answers a connect over the broker with CONNACK 3 (try later) while its password checks are all in progress', async () => {
    const limited = await startTestServer({ MQTT_MAX_PASSWORD_CHECKS: '1' });
    try {
      // Sixteen connects at once, each needing an argon2 verify of its own: one at a time is checked.
      const codes = await Promise.all(
        Array.from({ length: 16 }, (_, i) => connectDevice(limited.mqtt.url, `dev-burst-${i}`, { password: 'wrong' }).then(
          (client) => (client.end(true), 0),
          (error: { code?: number }) => error.code,
        )),
      );
      expect(codes.filter((code) => code !== 3 && code !== 4)).toEqual([]);
      expect(codes).toContain(3);
      expect(codes).toContain(4);
    } finally {
      await limited.stop();
    }
  });

  it('answers a throttled connect over the broker with CONNACK 3 (server unavailable: try later)', async () => {
    for (let i = 0; i < MQTT_AUTH_LIMITS.perAccountAndAddress; i++) await expect(connectDevice(server.mqtt.url, XIHU_WJ, { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
    await expect(connectDevice(server.mqtt.url, XIHU_WJ, { password: 'wrong' })).rejects.toMatchObject({ code: 3 });
  });

  it('refuses both over the broker with the same CONNACK code', async () => {
    await expect(connectDevice(server.mqtt.url, QILU_LASER, { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
    await expect(connectDevice(server.mqtt.url, 'dev-does-not-exist')).rejects.toMatchObject({ code: 4 });
  });
});
