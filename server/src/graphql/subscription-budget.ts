/**
 * Live subscriptions held by one server instance, per user and in all. Each costs a few KiB
 * (its context, stream and place in a delivery group: about 6 KiB measured), and a caller picks
 * how many: a sign-in may open 100 sockets of 200 subscriptions, and sign-ins are not counted.
 * So one user takes at most `perUser` (a fair share: a wall of kanbans needs tens), and all
 * together at most `total`, past which a subscription is refused instead of the process
 * running out of memory.
 */
export type SubscriptionRefusal = 'user' | 'instance';

export class SubscriptionBudget {
  private readonly byUser = new Map<number, number>();
  private held = 0;
  /** Refusals since this instance started (the log samples them). */
  refused = 0;

  constructor(
    readonly perUser: number,
    readonly total: number,
    private readonly onRefused?: (refused: number, why: SubscriptionRefusal, userId: number) => void,
  ) {}

  /** Takes one for the user, or says which bound it would pass (taking nothing). */
  take(userId: number): SubscriptionRefusal | null {
    const mine = this.byUser.get(userId) ?? 0;
    const why: SubscriptionRefusal | null = mine >= this.perUser ? 'user' : this.held >= this.total ? 'instance' : null;
    if (why) {
      this.refused += 1;
      this.onRefused?.(this.refused, why, userId);
      return why;
    }
    this.byUser.set(userId, mine + 1);
    this.held += 1;
    return null;
  }

  /** Gives one back (once per successful take). */
  give(userId: number): void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine <= 0) return;
    if (mine === 1) this.byUser.delete(userId);
    else this.byUser.set(userId, mine - 1);
    this.held -= 1;
  }

  /** Held now: by the user, and in all. */
  heldBy(userId: number): number {
    return this.byUser.get(userId) ?? 0;
  }
  get inUse(): number {
    return this.held;
  }
}
