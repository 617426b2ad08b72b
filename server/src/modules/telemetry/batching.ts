/**
 * Gathers events into batches: at most one batch per `intervalMs`. The first event
 * after a quiet spell (no batch for `intervalMs`) is sent at once; events that follow
 * within the interval wait for the next batch, so a busy stream costs one message per
 * interval instead of one per event. `start` begins listening with the given push and
 * returns the function that stops it; the returned function stops listening and drops
 * what is waiting.
 */
export function batchEvents<T>(intervalMs: number, emit: (batch: T[]) => void, start: (push: (event: T) => void) => () => void, now: () => number = Date.now): () => void {
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let lastSent = -Infinity;
  const flush = () => {
    timer = null;
    if (!waiting.length) return;
    const batch = waiting;
    waiting = [];
    lastSent = now();
    emit(batch);
  };
  const stop = start((event) => {
    waiting.push(event);
    if (timer) return;
    const wait = lastSent + intervalMs - now();
    if (wait <= 0) return flush();
    timer = setTimeout(flush, wait);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
    timer = null;
    waiting = [];
  };
}
