import type { Logger } from './logger';

/**
 * A durable job's poller, one per server instance: every `pollMs` it runs one look (which
 * claims and does whatever is due, each item by one conditional UPDATE, so of several instances
 * exactly one does it), and one at once on start (what came due while no server ran). Looks
 * never overlap (a tick during a look is skipped); a failed look is logged and tried again at the next one; `stop` waits for a look
 * in progress.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly work: (now: Date) => Promise<number>,
    private readonly logger: Logger,
    private readonly pollMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer) return;
    // A tick while a look is still running is skipped: looks never queue up behind a slow one.
    let busy = false;
    const run = () => {
      busy = true;
      this.running = this.look().finally(() => {
        busy = false;
      });
    };
    run(); // at once: what came due while no server ran
    this.timer = setInterval(() => {
      if (!busy) run();
    }, this.pollMs);
    this.timer.unref();
  }

  /** One look now (tests, and the start); answers how many items this look did. */
  look(): Promise<number> {
    return this.work(new Date(this.now())).catch((error: unknown) => {
      this.logger.error({ err: error }, `${this.name}: not done; trying again at the next look`);
      return 0;
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
