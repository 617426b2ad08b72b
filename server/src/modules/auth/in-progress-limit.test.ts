import { BUSY, InProgressLimit } from './in-progress-limit';

/** Work that ends when the test says so. */
function held<T>(value: T) {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (await ended, value), finish };
}

describe('InProgressLimit', () => {
  it('runs up to its maximum at once and refuses one more at once, without running it', async () => {
    const limit = new InProgressLimit(2);
    const [a, b] = [held('a'), held('b')];
    const first = limit.run(a.work);
    const second = limit.run(b.work);
    let ran = false;
    expect(await limit.run(async () => ((ran = true), 'c'))).toBe(BUSY);
    expect(ran).toBe(false);
    expect(limit.refused).toBe(1);
    a.finish();
    b.finish();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
  });

  it('frees a place when work ends, whether it succeeded or threw', async () => {
    const limit = new InProgressLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'after a failure')).toBe('after a failure');
    const a = held('a');
    const running = limit.run(a.work);
    expect(await limit.run(async () => 'too many')).toBe(BUSY);
    a.finish();
    await running;
    expect(await limit.run(async () => 'after the end')).toBe('after the end');
  });

  it('holds a place taken with enter until leave, for work that outlives a call', async () => {
    const refusals: number[] = [];
    const limit = new InProgressLimit(2, (n) => refusals.push(n));
    expect([limit.enter(), limit.enter(), limit.enter()]).toEqual([true, true, false]);
    expect(await limit.run(async () => 'run while full')).toBe(BUSY);
    expect(refusals).toEqual([1, 2]);
    limit.leave();
    expect(limit.inProgress).toBe(1);
    expect(await limit.run(async () => 'a place again')).toBe('a place again');
    limit.leave();
    limit.leave(); // one too many: never below zero
    expect(limit.inProgress).toBe(0);
    expect([limit.enter(), limit.enter(), limit.enter()]).toEqual([true, true, false]);
  });
});
