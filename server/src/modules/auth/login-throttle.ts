import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { InProgressLimit } from './in-progress-limit';

/**
 * Failed sign-in attempts in a sliding window, counted under several keys at once
 * (OWASP authentication guidance): per account and address with a tight limit (stops a
 * guesser), per address over all accounts (stops a spray), per account over all
 * addresses with a much higher limit (stops a distributed guesser without letting a
 * stranger lock a user out).
 *
 * An attempt is reserved under every key before the password is checked, atomically,
 * so parallel requests cannot all pass a check made before any of them failed: the
 * reservation that takes a key past its limit is withdrawn and refused. A wrong
 * password keeps the reservation as a failure; a right one withdraws it and clears only
 * that account's count for that address, never the address's failures on other accounts.
 */
export type ThrottleKey = { key: string; max: number };

/** Where attempts are counted: this process, or Redis shared by every instance. */
export interface AttemptStore {
  /**
   * Adds attempt `id` at `now` under each key and returns, per key, how many attempts lie in
   * the window with it, and when the attempt that must leave for a new one to fit is old
   * enough (ms; 0 when within the limit).
   */
  add(keys: readonly ThrottleKey[], id: string, now: number, windowMs: number): Promise<{ count: number; freeAt: number }[]>;
  remove(keys: readonly string[], id: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly attempts = new Map<string, { id: string; at: number }[]>();

  constructor(private readonly maxKeys = 100_000) {}

  async add(keys: readonly ThrottleKey[], id: string, now: number, windowMs: number) {
    // Synchronous from here on: JavaScript runs it without interleaving, which makes it atomic.
    return keys.map(({ key, max }) => {
      const kept = (this.attempts.get(key) ?? []).filter((a) => a.at > now - windowMs);
      kept.push({ id, at: now });
      if (!this.attempts.has(key) && this.attempts.size >= this.maxKeys) this.attempts.delete(this.attempts.keys().next().value!);
      this.attempts.set(key, kept);
      return { count: kept.length, freeAt: kept.length > max ? kept[kept.length - 1 - max].at + windowMs : 0 };
    });
  }

  async remove(keys: readonly string[], id: string) {
    for (const key of keys) {
      const kept = (this.attempts.get(key) ?? []).filter((a) => a.id !== id);
      if (kept.length) this.attempts.set(key, kept);
      else this.attempts.delete(key);
    }
  }

  async clear(key: string) {
    this.attempts.delete(key);
  }

  async close() {}
}

/** One Lua call adds the attempt under every key: atomic across instances sharing Redis. */
const ADD_SCRIPT = `
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local result = {}
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[3 + i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  redis.call('ZADD', key, now, ARGV[1])
  redis.call('PEXPIRE', key, window)
  local count = redis.call('ZCARD', key)
  local freeAt = 0
  if count > max then
    local entry = redis.call('ZRANGE', key, count - 1 - max, count - 1 - max, 'WITHSCORES')
    freeAt = tonumber(entry[2]) + window
  end
  result[2 * i - 1] = count
  result[2 * i] = freeAt
end
return result`;

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mmc:login:',
  ) {}

  async add(keys: readonly ThrottleKey[], id: string, now: number, windowMs: number) {
    const reply = (await this.redis.eval(ADD_SCRIPT, keys.length, ...keys.map((k) => this.prefix + k.key), id, now, windowMs, ...keys.map((k) => k.max))) as number[];
    return keys.map((_, i) => ({ count: Number(reply[2 * i]), freeAt: Number(reply[2 * i + 1]) }));
  }

  async remove(keys: readonly string[], id: string) {
    if (!keys.length) return;
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.zrem(this.prefix + key, id);
    await pipeline.exec();
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export type ThrottleLimits = {
  /** Failures of one account from one address. */
  perAccountAndAddress: number;
  /** Failures from one address over all accounts. */
  perAddress: number;
  /** Failures of one account from all addresses (Infinity: not counted). */
  perAccount: number;
  windowMs: number;
};

/** A reserved attempt: report how it ended. */
export type Attempt = { succeeded(): Promise<void>; failed(): void; cancel(): Promise<void> };

export type Refusal = { retryAfterSeconds: number };

export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
    /**
     * The password checks of these attempts in progress at once in this process (over all accounts
     * and addresses): the windows above bound each address, this a flood spread over many.
     */
    readonly checks = new InProgressLimit(Number.MAX_SAFE_INTEGER),
  ) {}

  private keysOf(account: string, address: string | undefined): ThrottleKey[] {
    const who = account.trim().toLowerCase();
    const keys: ThrottleKey[] = Number.isFinite(this.limits.perAccount) ? [{ key: `account:${who}`, max: this.limits.perAccount }] : [];
    if (address) keys.unshift({ key: `pair:${who}|${address}`, max: this.limits.perAccountAndAddress }, { key: `address:${address}`, max: this.limits.perAddress });
    return keys;
  }

  /**
   * Reserves an attempt for this account from this address; a Refusal (with the seconds to
   * wait) when a limit is reached, in which case nothing is counted.
   */
  async begin(account: string, address: string | undefined): Promise<Attempt | Refusal> {
    const keys = this.keysOf(account, address);
    const id = randomUUID();
    const now = this.now();
    const counts = await this.store.add(keys, id, now, this.limits.windowMs);
    const over = counts.filter((c, i) => c.count > keys[i].max);
    const names = keys.map((k) => k.key);
    if (over.length) {
      await this.store.remove(names, id);
      return { retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...over.map((c) => c.freeAt)) - now) / 1000)) };
    }
    return {
      succeeded: async () => {
        await this.store.remove(names, id);
        if (address) await this.store.clear(keys[0].key);
      },
      failed: () => undefined,
      cancel: () => this.store.remove(names, id),
    };
  }
}

export const isRefusal = (value: Attempt | Refusal): value is Refusal => 'retryAfterSeconds' in value;

