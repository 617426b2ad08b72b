import { mapWithConcurrency } from './concurrency';

describe('mapWithConcurrency', () => {
  it('runs at most `limit` calls at once and keeps the input order', async () => {
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const done = mapWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return n * 10;
    });
    // Release in reverse order of start, as calls come in, until all have run.
    while (releases.length || running) {
      await Promise.resolve();
      releases.pop()?.();
    }
    expect(await done).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(peak).toBe(3);
  });

  it('rejects with the first failure', async () => {
    await expect(mapWithConcurrency([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('two');
      return n;
    })).rejects.toThrow('two');
  });

  it('handles an empty list and refuses a limit below 1', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
    await expect(mapWithConcurrency([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
