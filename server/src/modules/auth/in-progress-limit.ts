/** What `InProgressLimit.run` answers instead of running its work. */
export const BUSY = Symbol('busy');

/**
 * At most `max` pieces of work in progress at once in this process; one more is refused at once,
 * never queued. For password checks: each argon2 verify takes one of libuv's four threads for
 * tens of milliseconds, so checks that could queue without bound (a flood of wrong passwords from
 * many addresses, which no per-address throttle stops) would delay every other check behind them.
 */
export class InProgressLimit {
  private running = 0;
  /** Pieces of work refused since start (for sampled logs). */
  refused = 0;

  /** `onRefused(refused)` after each refusal (the count so far), to log them sampled. */
  constructor(
    readonly max: number,
    private readonly onRefused?: (refused: number) => void,
  ) {}

  /** Runs `work` if fewer than `max` are in progress, else answers BUSY without running it. */
  async run<T>(work: () => Promise<T>): Promise<T | typeof BUSY> {
    if (!this.enter()) return BUSY;
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  /** Takes a place for work that outlives one call (a background job), or counts a refusal and answers false. Each true needs one `leave`. */
  enter(): boolean {
    if (this.running >= this.max) {
      this.refused += 1;
      this.onRefused?.(this.refused);
      return false;
    }
    this.running += 1;
    return true;
  }

  leave(): void {
    if (this.running > 0) this.running -= 1;
  }

  get inProgress(): number {
    return this.running;
  }
}
