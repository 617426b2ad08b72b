import { Repeater, SlidingBuffer } from '@graphql-yoga/subscription';

/** Where a live subscription's events come from. */
export type LiveSource<T> = {
  /** Starts listening: each event goes to `emit`. Returns the function that stops. */
  listen(emit: (event: T) => void): () => void;
  /** Resolves once listeners added so far receive events (with Redis: SUBSCRIBE acknowledged). */
  ready(): Promise<void>;
  /** The current state, which a new subscriber receives before the events that follow. */
  snapshot(): Promise<T[]> | T[];
  /**
   * The stored fact an event reports, for sources whose events are facts (an alarm, a status
   * change). Listening starts before the snapshot is read, so a fact committed in between comes
   * in the snapshot and again live: a live event with the identity of a snapshot item is dropped once.
   */
  identity?(event: T): string;
};

/** The identities of a snapshot's items, or null when the source has none. */
export function snapshotIdentities<T>(source: LiveSource<T>, items: readonly T[]): Set<string> | null {
  const { identity } = source;
  return identity && items.length ? new Set(items.map((item) => identity(item))) : null;
}

/** Whether a live event repeats a snapshot item (and forgets that item: a fact repeats once at most). */
export function repeatsSnapshot<T>(source: LiveSource<T>, repeats: Set<string> | null, event: T): boolean {
  return repeats !== null && repeats.size > 0 && repeats.delete(source.identity!(event));
}

/** How many events a lone, slow consumer may fall behind before the oldest are dropped. */
const FALLBACK_BUFFER = 1024;

/**
 * What a live subscription resolver returns. The WebSocket delivery recognises it and
 * serves every subscriber with the same view from one listener, one execution and one
 * serialisation per event (graphql/live-delivery.ts). Anything else that iterates it
 * (graphql-js `subscribe`, tests) gets the same stream for one subscriber: listening
 * starts before the snapshot is read, so nothing falls between the two, and events that
 * arrive during the snapshot follow it.
 */
export class LiveStream<T> implements AsyncIterable<T> {
  constructor(readonly source: LiveSource<T>) {}

  [Symbol.asyncIterator](): AsyncIterator<T> {
    const { source } = this;
    return new Repeater<T>(async (push, stop) => {
      const early: T[] = [];
      let live = false;
      let repeats: Set<string> | null = null;
      const off = source.listen((event) => {
        if (!live) early.push(event);
        else if (!repeatsSnapshot(source, repeats, event)) void push(event);
      });
      try {
        await source.ready();
        const snapshot = await source.snapshot();
        repeats = snapshotIdentities(source, snapshot);
        for (const item of snapshot) await push(item);
        while (early.length) {
          const event = early.shift() as T;
          if (!repeatsSnapshot(source, repeats, event)) await push(event);
        }
        live = true;
        await stop;
      } finally {
        off();
      }
    }, new SlidingBuffer(FALLBACK_BUFFER))[Symbol.asyncIterator]();
  }
}
