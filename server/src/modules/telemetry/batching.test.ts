import { batchEvents } from './batching';

describe('batchEvents', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  function setup(intervalMs: number) {
    const batches: number[][] = [];
    let push!: (n: number) => void;
    let listening = false;
    const stop = batchEvents<number>(intervalMs, (b) => batches.push(b), (p) => {
      push = p;
      listening = true;
      return () => (listening = false);
    });
    return { batches, push: (n: number) => push(n), stop, listening: () => listening };
  }

  it('sends the first event after a quiet spell at once, and gathers the ones that follow for one interval', () => {
    const { batches, push } = setup(100);
    push(1);
    expect(batches).toEqual([[1]]);
    push(2);
    push(3);
    jest.advanceTimersByTime(99);
    expect(batches).toEqual([[1]]);
    push(4);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never sends two batches closer than the interval, and sends nothing when nothing came', () => {
    const { batches, push } = setup(50);
    for (let t = 0; t < 500; t += 5) {
      push(t);
      jest.advanceTimersByTime(5);
    }
    jest.advanceTimersByTime(1000);
    expect(batches.flat()).toEqual(Array.from({ length: 100 }, (_, i) => i * 5));
    expect(batches.length).toBeLessThanOrEqual(11); // 500 ms of events at one batch per 50 ms
  });

  it('waits only for the rest of the interval after a pause', () => {
    const { batches, push } = setup(100);
    push(1);
    jest.advanceTimersByTime(60);
    push(2);
    jest.advanceTimersByTime(40);
    expect(batches).toEqual([[1], [2]]);
  });

  it('stops listening and drops what waits when stopped', () => {
    const { batches, push, stop, listening } = setup(100);
    push(1);
    push(2);
    stop();
    expect(listening()).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(batches).toEqual([[1]]);
  });
});
