/**
 * At most `max` bytes held at once over all its users: `take(n)` answers false, taking nothing,
 * when n more would pass it. For request bodies read into memory: without a bound, connections
 * that each sent a large body but its last byte held their bytes until they timed out (2,000 of
 * them held 6 GB; docs/api.md, "Limits").
 */
export class ByteBudget {
  held = 0;
  /** Takes refused since start (for sampled logs). */
  refused = 0;

  constructor(readonly max: number) {}

  take(n: number): boolean {
    if (this.held + n > this.max) {
      this.refused += 1;
      return false;
    }
    this.held += n;
    return true;
  }

  give(n: number): void {
    this.held -= n;
  }
}
