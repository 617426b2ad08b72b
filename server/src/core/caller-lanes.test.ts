import { CallerLanes, type LanePlace } from './caller-lanes';

/** The next turn of the event loop, where places given back are handed on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Which of the places have started, in order. */
function watch(places: (LanePlace | null)[]): number[] {
  const started: number[] = [];
  places.forEach((place, i) => void place?.ready.then(() => started.push(i)));
  return started;
}

describe('CallerLanes', () => {
  it('runs at most perCaller requests of a caller at once; the others start in order as places are given back, on the next turn', async () => {
    const lanes = new CallerLanes<string>(2, 10);
    const places = [lanes.enter('a'), lanes.enter('a'), lanes.enter('a'), lanes.enter('a')];
    const started = watch(places);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    expect(lanes.waitingOf('a')).toBe(2);
    places[1]!.leave();
    // Not in the same turn: whatever else arrived meanwhile is read first.
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    places[0]!.leave();
    places[2]!.leave();
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(lanes.runningOf('a')).toBe(1);
  });

  it('gives each caller its own lane', async () => {
    const lanes = new CallerLanes<number>(1, 10);
    const places = [lanes.enter(1), lanes.enter(1), lanes.enter(2)];
    const started = watch(places);
    await nextTurn();
    expect(started).toEqual([0, 2]);
  });

  it('refuses a request past maxWaiting, counting it, and takes it again once one has started', async () => {
    const refusals: number[] = [];
    const lanes = new CallerLanes<string>(1, 2, (count) => refusals.push(count));
    const first = lanes.enter('a')!;
    expect(lanes.enter('a')).not.toBeNull();
    expect(lanes.enter('a')).not.toBeNull();
    expect(lanes.enter('a')).toBeNull();
    expect(lanes.enter('b')).not.toBeNull();
    expect(lanes.refused).toBe(1);
    expect(refusals).toEqual([1]);
    first.leave();
    await nextTurn();
    expect(lanes.waitingOf('a')).toBe(1);
    expect(lanes.enter('a')).not.toBeNull();
  });

  it('takes a waiting request that leaves out of the queue: it never starts, and the place goes to the next', async () => {
    const lanes = new CallerLanes<string>(1, 10);
    const places = [lanes.enter('a'), lanes.enter('a'), lanes.enter('a')];
    const started = watch(places);
    places[1]!.leave();
    expect(lanes.waitingOf('a')).toBe(1);
    places[0]!.leave();
    await nextTurn();
    expect(started).toEqual([0, 2]);
  });

  it('cancels a waiting request (it never starts) but not one that has started', async () => {
    const lanes = new CallerLanes<string>(1, 10);
    const places = [lanes.enter('a')!, lanes.enter('a')!, lanes.enter('a')!];
    const started = watch(places);
    places[0].cancel(); // started: still holds its place
    places[1].cancel();
    expect([lanes.runningOf('a'), lanes.waitingOf('a')]).toEqual([1, 1]);
    places[0].leave();
    await nextTurn();
    expect(started).toEqual([0, 2]);
  });

  it('counts a place given back once however often it is left, and forgets a caller with nothing running or waiting', async () => {
    const lanes = new CallerLanes<string>(2, 10);
    const places = [lanes.enter('a')!, lanes.enter('a')!, lanes.enter('a')!];
    places[0].leave();
    places[0].leave();
    await nextTurn();
    expect(lanes.runningOf('a')).toBe(2);
    expect(lanes.waitingOf('a')).toBe(0);
    for (const place of places) place.leave();
    places[2].leave();
    await nextTurn();
    expect(lanes.runningOf('a')).toBe(0);
    expect(lanes.callers).toBe(0);
    // A waiting request that leaves before it starts also leaves nothing behind.
    const held = lanes.enter('b')!;
    lanes.enter('b')!.leave();
    held.leave();
    await nextTurn();
    expect(lanes.callers).toBe(0);
  });

  it('refuses sizes that would make no lane', () => {
    expect(() => new CallerLanes(0, 1)).toThrow(RangeError);
    expect(() => new CallerLanes(1.5, 1)).toThrow(RangeError);
    expect(() => new CallerLanes(1, -1)).toThrow(RangeError);
  });
});
