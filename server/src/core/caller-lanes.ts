/** A caller's place in its lane: ready at once, or once one of the caller's earlier requests has left. */
export interface LanePlace {
  /** Resolves when the request may start. */
  readonly ready: Promise<void>;
  /** Gives the place back, or takes a request that has not started out of the queue. Once; later calls do nothing. */
  leave(): void;
  /** Takes a request that has not started out of the queue (its `ready` then never resolves); nothing once it has started. */
  cancel(): void;
}

interface Waiter {
  start: () => void;
  place: LanePlace;
}

interface Lane<K> {
  key: K;
  running: number;
  waiting: Waiter[];
}

const STARTED: Promise<void> = Promise.resolve();

/**
 * One lane per caller: at most `perCaller` of a caller's requests are worked on at once, its
 * others wait their turn in order (at most `maxWaiting`; one more is refused), and a place given
 * back goes to the caller's next request only on the event loop's next turn, so that other
 * callers' requests that arrived meanwhile are read first. Why: the server has one thread and one
 * queue for its database, both first come first served; without lanes, 150 reads of a 35 MB page
 * sent at once by one user made every other user's request that touched the database wait for
 * all of them (27 s measured, docs/api.md "Limits"). With them, another caller waits for at most
 * `perCaller` of them.
 */
export class CallerLanes<K> {
  private readonly lanes = new Map<K, Lane<K>>();
  /** Places given back this turn, handed on together on the next (one `setImmediate` per turn). */
  private returned: Lane<K>[] = [];
  private handOnScheduled = false;
  /** Requests refused since start (for sampled logs). */
  refused = 0;

  /** `onRefused(refused)` after each refusal (the count so far), to log them sampled. */
  constructor(
    readonly perCaller: number,
    readonly maxWaiting: number,
    private readonly onRefused?: (refused: number) => void,
  ) {
    if (!Number.isSafeInteger(perCaller) || perCaller < 1) throw new RangeError('perCaller must be a positive integer');
    if (!Number.isSafeInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be a non-negative integer');
  }

  /** A place in `key`'s lane, or null (counted as refused) when `maxWaiting` of its requests already wait. */
  enter(key: K): LanePlace | null {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { key, running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.perCaller && lane.waiting.length === 0) {
      lane.running += 1;
      return this.runningPlace(lane);
    }
    if (lane.waiting.length >= this.maxWaiting) {
      this.refused += 1;
      this.onRefused?.(this.refused);
      return null;
    }
    let start!: () => void;
    const ready = new Promise<void>((resolve) => (start = resolve));
    let state: 'waiting' | 'running' | 'left' = 'waiting';
    const queue = lane;
    const running = this.runningPlace(lane);
    const waiter: Waiter = {
      start: () => {
        state = 'running';
        start();
      },
      place: {
        ready,
        leave: () => {
          if (state === 'running') running.leave();
          else if (state === 'waiting') {
            queue.waiting.splice(queue.waiting.indexOf(waiter), 1);
            this.forgetIfIdle(queue);
          }
          state = 'left';
        },
        cancel: () => {
          if (state === 'waiting') waiter.place.leave();
        },
      },
    };
    lane.waiting.push(waiter);
    return waiter.place;
  }

  /** Requests of `key` waiting for a place (0 for a caller with none). */
  waitingOf(key: K): number {
    return this.lanes.get(key)?.waiting.length ?? 0;
  }

  /** Requests of `key` holding a place, including places given back but not yet handed on this turn. */
  runningOf(key: K): number {
    return this.lanes.get(key)?.running ?? 0;
  }

  /** Callers with a request running or waiting (lanes are forgotten once empty). */
  get callers(): number {
    return this.lanes.size;
  }

  private runningPlace(lane: Lane<K>): LanePlace {
    let left = false;
    return {
      ready: STARTED,
      cancel: () => undefined,
      leave: () => {
        if (left) return;
        left = true;
        this.returned.push(lane);
        if (!this.handOnScheduled) {
          this.handOnScheduled = true;
          setImmediate(() => this.handOn());
        }
      },
    };
  }

  /** The places given back last turn: each to its lane's next waiting request, or free. */
  private handOn(): void {
    this.handOnScheduled = false;
    const returned = this.returned;
    this.returned = [];
    for (const lane of returned) {
      lane.running -= 1;
      const next = lane.waiting.shift();
      if (next) {
        lane.running += 1;
        next.start();
      } else this.forgetIfIdle(lane);
    }
  }

  private forgetIfIdle(lane: Lane<K>): void {
    if (lane.running === 0 && lane.waiting.length === 0 && this.lanes.get(lane.key) === lane) this.lanes.delete(lane.key);
  }
}
