/**
 * At most `max` bytes held at once over all its users: `take(n)` answers false, taking nothing,
 * when n more would pass it. For bytes a client makes the server hold before it has done
 * anything: HTTP request bodies past the usual 100 KiB being read (without a bound, 2,000
 * connections that each sent a 3 MiB body but its last byte held 6 GB; docs/api.md, "Limits")
 * and the embedded broker's half-received CONNECT packets.
 */
export class ByteBudget {
  held = 0;
  /** Takes refused since start (for sampled logs). */
  refused = 0;

  /** `onRefused(refused)` after each refusal (the count so far), to log them sampled. */
  constructor(
    readonly max: number,
    private readonly onRefused?: (refused: number) => void,
  ) {}

  take(n: number): boolean {
    if (this.held + n > this.max) {
      this.refused += 1;
      this.onRefused?.(this.refused);
      return false;
    }
    this.held += n;
    return true;
  }

  give(n: number): void {
    this.held -= n;
  }
}

/**
 * Each key's share of a shared byte budget: at most `maxPerKey` bytes held at once by one key
 * (a user), so that one user cannot hold all of it and have everyone else refused. Keys holding
 * nothing are forgotten.
 */
export class KeyedByteBudget<K> {
  private readonly holders = new Map<K, number>();
  /** Takes refused since start (for sampled logs). */
  refused = 0;

  /** `onRefused(refused, key)` after each refusal (the count so far), to log them sampled. */
  constructor(
    readonly maxPerKey: number,
    private readonly onRefused?: (refused: number, key: K) => void,
  ) {}

  heldBy(key: K): number {
    return this.holders.get(key) ?? 0;
  }

  /** Keys holding bytes now. */
  get keys(): number {
    return this.holders.size;
  }

  take(key: K, n: number): boolean {
    const held = this.heldBy(key);
    if (held + n > this.maxPerKey) {
      this.refused += 1;
      this.onRefused?.(this.refused, key);
      return false;
    }
    this.holders.set(key, held + n);
    return true;
  }

  give(key: K, n: number): void {
    const left = this.heldBy(key) - n;
    if (left > 0) this.holders.set(key, left);
    else this.holders.delete(key);
  }
}
