import { Repeater, SlidingBuffer } from '@graphql-yoga/subscription';

/** Where a live subscription's events come from. */
export type LiveSource<T> = {
  /** Starts listening: each event goes to `emit`. Returns the function that stops. */
  listen(emit: (event: T) => void): () => void;
  /** Resolves once listeners added so far receive events (with Redis: SUBSCRIBE acknowledged). */
  ready(): Promise<void>;
  /** The current state, which a new subscriber receives before the events that follow. */
  snapshot(): Promise<T[]> | T[];
};

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
      const off = source.listen((event) => (live ? void push(event) : void early.push(event)));
      try {
        await source.ready();
        for (const item of await source.snapshot()) await push(item);
        while (early.length) await push(early.shift() as T);
        live = true;
        await stop;
      } finally {
        off();
      }
    }, new SlidingBuffer(FALLBACK_BUFFER))[Symbol.asyncIterator]();
  }
}
