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
