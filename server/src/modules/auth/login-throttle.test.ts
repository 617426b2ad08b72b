import { type Attempt, LoginThrottle, MemoryAttemptStore, type Refusal, isRefusal } from './login-throttle';

const LIMITS = { perAccountAndAddress: 3, perAddress: 5, perAccount: 8, windowMs: 60_000 };

function throttle() {
  let now = 1_000_000;
  return { t: new LoginThrottle(new MemoryAttemptStore(), LIMITS, () => now), tick: (ms: number) => (now += ms) };
}

const fail = async (t: LoginThrottle, account: string, address?: string) => {
  const a = await t.begin(account, address);
  if (!isRefusal(a)) a.failed();
  return a;
};
const refused = (a: Attempt | Refusal) => (isRefusal(a) ? a.retryAfterSeconds : 0);

describe('LoginThrottle', () => {
  it('reserves before the check: of many parallel attempts only the limit gets through', async () => {
    const { t, tick } = throttle();
    const attempts = await Promise.all(Array.from({ length: 50 }, () => t.begin('alice', '10.0.0.1')));
    const through = attempts.filter((a): a is Attempt => !isRefusal(a));
    expect(through).toHaveLength(3);
    through.forEach((a) => a.failed());
    // Refused attempts are not counted: once the three failures leave the window, three more get through.
    tick(60_000);
    const again = await Promise.all(Array.from({ length: 10 }, () => t.begin('alice', '10.0.0.1')));
    expect(again.filter((a) => !isRefusal(a))).toHaveLength(3);
  });

  it('frees a key when the oldest failure leaves the window, and says how long to wait', async () => {
    const { t, tick } = throttle();
    for (let i = 0; i < 3; i++) {
      await fail(t, 'alice', '10.0.0.1');
      tick(1000);
    }
    expect(refused(await t.begin('alice', '10.0.0.1'))).toBe(57);
    tick(57_000);
    expect(refused(await t.begin('alice', '10.0.0.1'))).toBe(0);
  });

  it("clears only that account's count from that address on success, never the address's failures on other accounts", async () => {
    const { t } = throttle();
    for (let round = 0; round < 3; round++) {
      for (const other of ['bob', 'carol']) await fail(t, other, '10.0.0.2');
      const own = await t.begin('mallory', '10.0.0.2');
      if (!isRefusal(own)) await own.succeeded();
    }
    // 6 failures on other accounts from this address: past the address limit of 5.
    expect(refused(await t.begin('dave', '10.0.0.2'))).toBeGreaterThan(0);
    expect(refused(await t.begin('dave', '10.0.0.3'))).toBe(0);
  });

  it('does not let a stranger lock a user out: failures from elsewhere leave the user\'s own address free', async () => {
    const { t } = throttle();
    for (let i = 0; i < 3; i++) await fail(t, 'alice', '203.0.113.9');
    expect(refused(await t.begin('alice', '203.0.113.9'))).toBeGreaterThan(0);
    expect(refused(await t.begin('alice', '10.0.0.1'))).toBe(0);
  });

  it('stops a distributed guesser at the per-account limit', async () => {
    const { t } = throttle();
    for (let i = 0; i < 8; i++) await fail(t, 'alice', `198.51.100.${i}`);
    expect(refused(await t.begin('alice', '198.51.100.200'))).toBeGreaterThan(0);
    expect(refused(await t.begin('ALICE ', '198.51.100.201'))).toBeGreaterThan(0);
  });

  it('withdraws a cancelled attempt (a failure of the server, not of the password)', async () => {
    const { t } = throttle();
    for (let i = 0; i < 10; i++) {
      const a = await t.begin('alice', '10.0.0.1');
      if (!isRefusal(a)) await a.cancel();
    }
    expect(refused(await t.begin('alice', '10.0.0.1'))).toBe(0);
  });
});
