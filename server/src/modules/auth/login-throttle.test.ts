import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks a key after the allowed failures and frees it when the window passes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('acct:alice')).toBe(0);
      throttle.recordFailure('acct:alice');
      now += 1000;
    }
    expect(throttle.retryAfterSeconds('acct:alice')).toBe(57);
    expect(throttle.retryAfterSeconds('acct:bob')).toBe(0);
    now += 57_000;
    expect(throttle.retryAfterSeconds('acct:alice')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 5);
    throttle.recordFailure('k');
    throttle.recordFailure('k');
    expect(throttle.retryAfterSeconds('k')).toBeGreaterThan(0);
    throttle.reset('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });
});
