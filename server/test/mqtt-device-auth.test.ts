import { burnVerifyTime, hashPassword, verifyPassword } from '../src/modules/auth/passwords';
import { MqttAuthenticator, type PasswordWork } from '../src/mqtt/device-auth';
import { startTestServer, type TestServer } from './helpers';
import { DEVICE_PASSWORD, QILU_LASER, connectDevice } from './mqtt-helpers';

/**
 * Device uuids cannot be confirmed over MQTT by timing (hardening issue, item B): an
 * unknown uuid costs the same argon2 verify as a known uuid with a wrong password. The
 * real argon2 functions run; the seam only counts the calls.
 */
describe('MQTT device authentication', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server?.stop());

  const counted = () => {
    const calls = { verify: 0, burn: 0 };
    const work: PasswordWork = {
      verify: (hash, password) => (calls.verify++, verifyPassword(hash, password)),
      burn: (password) => (calls.burn++, burnVerifyTime(password)),
    };
    return { calls, auth: new MqttAuthenticator(server.services.orm, work) };
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

  it('refuses both over the broker with the same CONNACK code', async () => {
    await expect(connectDevice(server.mqtt.url, QILU_LASER, { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
    await expect(connectDevice(server.mqtt.url, 'dev-does-not-exist')).rejects.toMatchObject({ code: 4 });
  });
});
