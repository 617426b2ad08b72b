import type Redis from 'ioredis';

/** A code as kept: never the code itself, only `hash` = SHA-256 of `id:code` (id is random per code). */
export type StoredCode = { id: string; hash: string; expiresAt: number };

/** A code after one try was counted against it. */
export type TriedCode = StoredCode & { tries: number };

/**
 * The active verification code per key (phone and purpose): one at a time, replaced by a new
 * send. Tries are counted atomically before a code is compared, so parallel guesses cannot
 * slip past the limit (as the sign-in throttle reserves its attempts).
 */
export interface CodeStore {
  /** Makes `code` the key's only active code. */
  put(key: string, code: StoredCode, now: number): Promise<void>;
  /**
   * Counts one try against the key's code and returns it with the count, or null when there is
   * none: never sent, expired, or already tried `maxTries` times (then it is removed).
   */
  reserveTry(key: string, now: number, maxTries: number): Promise<TriedCode | null>;
  /** Removes the key's code if it is still code `id` (a newer send is left alone). */
  remove(key: string, id: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCodeStore implements CodeStore {
  private readonly codes = new Map<string, TriedCode>();

  constructor(private readonly maxKeys = 100_000) {}

  async put(key: string, code: StoredCode, now: number) {
    if (!this.codes.has(key) && this.codes.size >= this.maxKeys) {
      // Expired ones first; if none, the oldest (Map keeps insertion order).
      for (const [k, c] of this.codes) if (c.expiresAt <= now) this.codes.delete(k);
      if (this.codes.size >= this.maxKeys) this.codes.delete(this.codes.keys().next().value!);
    }
    this.codes.delete(key);
    this.codes.set(key, { ...code, tries: 0 });
  }

  async reserveTry(key: string, now: number, maxTries: number) {
    // Synchronous from here: JavaScript runs it without interleaving, which makes it atomic.
    const code = this.codes.get(key);
    if (!code) return null;
    if (code.expiresAt <= now || code.tries >= maxTries) {
      this.codes.delete(key);
      return null;
    }
    code.tries += 1;
    return { ...code };
  }

  async remove(key: string, id: string) {
    if (this.codes.get(key)?.id === id) this.codes.delete(key);
  }

  async close() {}
}

/** Atomic in Redis: check expiry and the limit, count the try, return the code. */
const RESERVE_SCRIPT = `
local exp = redis.call('HGET', KEYS[1], 'exp')
if not exp then return false end
if tonumber(exp) <= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) return false end
local tries = tonumber(redis.call('HGET', KEYS[1], 'tries'))
if tries >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) return false end
tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
return {redis.call('HGET', KEYS[1], 'id'), redis.call('HGET', KEYS[1], 'hash'), exp, tries}`;

const REMOVE_SCRIPT = `
if redis.call('HGET', KEYS[1], 'id') == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

/** Codes in Redis, so every instance checks the same code and counts the same tries. */
export class RedisCodeStore implements CodeStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mmc:code:',
  ) {}

  async put(key: string, code: StoredCode, now: number) {
    const name = this.prefix + key;
    // Redis drops the key a little after its expiry; the expiry itself is checked against `now`.
    const ttl = Math.max(1, code.expiresAt - now) + 60_000;
    await this.redis.multi().del(name).hset(name, { id: code.id, hash: code.hash, exp: code.expiresAt, tries: 0 }).pexpire(name, ttl).exec();
  }

  async reserveTry(key: string, now: number, maxTries: number) {
    const reply = (await this.redis.eval(RESERVE_SCRIPT, 1, this.prefix + key, now, maxTries)) as [string, string, string, number] | null;
    if (!reply) return null;
    return { id: reply[0], hash: reply[1], expiresAt: Number(reply[2]), tries: Number(reply[3]) };
  }

  async remove(key: string, id: string) {
    await this.redis.eval(REMOVE_SCRIPT, 1, this.prefix + key, id);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
