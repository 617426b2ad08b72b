/**
 * Bytes waiting to be sent on lagging subscription sockets, per owner (a user) and in all.
 * Each socket may hold `LIMITS.maxSubscriberBacklogBytes` (8 MiB) before it is closed, but one
 * user may hold a thousand subscriptions over as many sockets: unread, they would keep 8 GB.
 * So a socket that lags (at least `lagging` bytes waiting) is also closed while its owner's
 * lagging sockets, or everyone's, hold more than their bound. A socket is counted from what its
 * last write left waiting, and forgotten once it drains or closes.
 */
export class BacklogLedger<Owner> {
  private readonly sockets = new Map<object, { owner: Owner; bytes: number }>();
  private readonly owners = new Map<Owner, number>();
  /** Bytes waiting on all lagging sockets, as last reported. */
  held = 0;

  constructor(
    readonly perOwner: number,
    readonly total: number,
    readonly lagging: number,
  ) {}

  /** Sockets counted now (0 when none lags: then a write under the floor needs no look-up). */
  get size(): number {
    return this.sockets.size;
  }

  /** Whether the socket is counted (it lagged and has not drained or closed since). */
  has(socket: object): boolean {
    return this.sockets.has(socket);
  }

  heldBy(owner: Owner): number {
    return this.owners.get(owner) ?? 0;
  }

  /**
   * Records what `socket` has waiting now; true when it should be closed: it lags while its
   * owner's or everyone's lagging sockets hold more than their bound. Under `lagging`, a
   * socket is forgotten.
   */
  report(socket: object, owner: Owner, bytes: number): boolean {
    const before = this.sockets.get(socket);
    const counted = bytes >= this.lagging ? bytes : 0;
    const change = counted - (before?.bytes ?? 0);
    if (counted === 0) {
      if (before) this.forget(socket);
      return false;
    }
    if (before) before.bytes = counted;
    else this.sockets.set(socket, { owner, bytes: counted });
    this.held += change;
    const ownerHeld = this.heldBy(owner) + change;
    this.owners.set(owner, ownerHeld);
    return ownerHeld > this.perOwner || this.held > this.total;
  }

  forget(socket: object): void {
    const entry = this.sockets.get(socket);
    if (!entry) return;
    this.sockets.delete(socket);
    this.held -= entry.bytes;
    const left = this.heldBy(entry.owner) - entry.bytes;
    if (left > 0) this.owners.set(entry.owner, left);
    else this.owners.delete(entry.owner);
  }
}
