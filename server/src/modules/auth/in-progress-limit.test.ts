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
});
