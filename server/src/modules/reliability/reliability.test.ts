import { segmentsBetween } from '../efficiency/efficiency';
import { estopEpisodes, machineReliability, mergeBreakdowns, reliabilityFigures, repairIntervals, sumCounts, type ReliabilityInput } from './reliability';

const H = 3600_000;
/** Hours after an arbitrary origin, as ms. */
const h = (hours: number) => Date.UTC(2026, 2, 1) + hours * H;
/** Status changes at an hour. */
const up = (hour: number) => ({ at: h(hour), status: 'Running' });
const idle = (hour: number) => ({ at: h(hour), status: 'Idle' });
const estop = (hour: number) => ({ at: h(hour), status: 'Estop' });
const offline = (hour: number) => ({ at: h(hour), status: 'Offline' });

const run = (input: Partial<ReliabilityInput>) => machineReliability({ changes: [], orders: [], from: h(0), until: h(100), ...input });

describe('estopEpisodes', () => {
  it('runs from entering Estop to the next Running or Idle; Offline in between does not end it', () => {
    const changes = [up(0), estop(10), offline(11), estop(12), idle(15), up(16), estop(20), up(21)];
    expect(estopEpisodes(changes, h(100))).toEqual([
      { start: h(10), end: h(15) },
      { start: h(20), end: h(21) },
    ]);
  });

  it('leaves an episode open when the machine is not back by `until`, and ignores changes from `until` on', () => {
    expect(estopEpisodes([up(0), estop(10), up(30)], h(20))).toEqual([{ start: h(10), end: null }]);
    expect(estopEpisodes([up(0), estop(30)], h(20))).toEqual([]);
  });

  it('sorts by time and drops an Estop answered by Running at the same instant', () => {
    expect(estopEpisodes([up(12), estop(5), estop(12), up(12)], h(100))).toEqual([{ start: h(5), end: h(12) }]);
    expect(estopEpisodes([up(0), estop(7), up(7)], h(100))).toEqual([]);
  });

  it('counts unknown statuses as Offline (they do not end an episode)', () => {
    expect(estopEpisodes([estop(1), { at: h(2), status: 'Unknow' }, up(3)], h(100))).toEqual([{ start: h(1), end: h(3) }]);
  });
});

describe('repairIntervals', () => {
  it('runs from the report to the closing; an order closed after `until` is still open then', () => {
    expect(
      repairIntervals(
        [
          { reportedAt: h(1), closedAt: h(3) },
          { reportedAt: h(5), closedAt: h(50) },
          { reportedAt: h(6), closedAt: null },
          { reportedAt: h(40), closedAt: null },
        ],
        h(20),
      ),
    ).toEqual([
      { start: h(1), end: h(3) },
      { start: h(5), end: null },
      { start: h(6), end: null },
    ]);
  });
});

describe('mergeBreakdowns', () => {
  it('merges overlapping and touching intervals; an open part keeps the breakdown open', () => {
    expect(
      mergeBreakdowns([
        { start: h(10), end: h(12) },
        { start: h(1), end: h(3) },
        { start: h(3), end: h(4) }, // touches the first
        { start: h(11), end: h(14) }, // overlaps
        { start: h(20), end: null },
        { start: h(25), end: h(26) }, // inside the open one
      ]),
    ).toEqual([
      { start: h(1), end: h(4) },
      { start: h(10), end: h(14) },
      { start: h(20), end: null },
    ]);
  });
});

describe('machineReliability', () => {
  it('has no failure, a null MTBF and MTTR and the whole up time as operating time', () => {
    const counts = run({ changes: [up(-5), idle(50), offline(80)] });
    expect(counts).toEqual({ operatingSeconds: 80 * 3600, downSeconds: 0, failures: 0, openFailures: 0, repairs: 0, repairSeconds: 0 });
    expect(reliabilityFigures(counts)).toMatchObject({ mtbfSeconds: null, mttrSeconds: null, operatingSeconds: 80 * 3600 });
  });

  it('excludes Offline and Estop from operating time and divides it by the failures', () => {
    // Up 0-10, Estop 10-12, up 12-40, Offline 40-50, up 50-60, Estop 60-61, up 61-100.
    const counts = run({ changes: [up(0), estop(10), up(12), offline(40), up(50), estop(60), idle(61)] });
    expect(counts).toMatchObject({ operatingSeconds: (10 + 28 + 10 + 39) * 3600, failures: 2, repairs: 2, repairSeconds: 3 * 3600, downSeconds: 3 * 3600, openFailures: 0 });
    expect(reliabilityFigures(counts)).toMatchObject({ mtbfSeconds: (87 / 2) * 3600, mttrSeconds: 1.5 * 3600 });
  });

  it('counts an Estop and the repair order it opened once, until both are over', () => {
    // Estop at 10, back at 12; the order opened at 10 is closed at 15; a person reported the same stop at 11.
    const counts = run({
      changes: [up(0), estop(10), up(12)],
      orders: [
        { reportedAt: h(10), closedAt: h(15) },
        { reportedAt: h(11), closedAt: h(13) },
      ],
    });
    expect(counts).toMatchObject({ failures: 1, repairs: 1, repairSeconds: 5 * 3600, downSeconds: 5 * 3600 });
    // Running during the open order (test runs while the repair goes on) is not operating time.
    expect(counts.operatingSeconds).toBe((10 + 85) * 3600);
  });

  it('counts a repair order of a machine that never stopped as a failure of its own', () => {
    const counts = run({ changes: [up(0)], orders: [{ reportedAt: h(30), closedAt: h(32) }] });
    expect(reliabilityFigures(counts)).toMatchObject({ failures: 1, repairs: 1, mttrSeconds: 2 * 3600, mtbfSeconds: 98 * 3600 });
  });

  it('does not count a breakdown that started before the range, but keeps its time in the range out of operating time', () => {
    const counts = run({ changes: [up(-20), estop(-2), up(3), estop(50), up(51)] });
    expect(counts).toMatchObject({ failures: 1, repairs: 1, repairSeconds: 3600, downSeconds: 4 * 3600, operatingSeconds: 96 * 3600 });
  });

  it('finds an Estop episode going on at the range start across an Offline (the changes reach back to the last Running)', () => {
    const counts = run({ changes: [up(-30), estop(-20), offline(-10), up(5)] });
    expect(counts).toMatchObject({ failures: 0, downSeconds: 5 * 3600, operatingSeconds: 95 * 3600 });
  });

  it('counts a breakdown open at the range end as a failure but not as a repair', () => {
    const counts = run({ changes: [up(0), estop(90), up(110)], orders: [{ reportedAt: h(90), closedAt: h(120) }] });
    expect(counts).toMatchObject({ failures: 1, openFailures: 1, repairs: 0, repairSeconds: 0, downSeconds: 10 * 3600, operatingSeconds: 90 * 3600 });
    expect(reliabilityFigures(counts)).toMatchObject({ mtbfSeconds: 90 * 3600, mttrSeconds: null });
  });

  it('reads the range as it stood at `until`: a later close or return leaves the breakdown open', () => {
    const counts = run({ until: h(40), changes: [up(0), estop(30), up(35)], orders: [{ reportedAt: h(30), closedAt: h(45) }] });
    expect(counts).toMatchObject({ failures: 1, openFailures: 1, repairs: 0, downSeconds: 10 * 3600, operatingSeconds: 30 * 3600 });
  });

  it('is empty when the range has not started', () => {
    expect(run({ from: h(10), until: h(5), changes: [up(0)] })).toEqual({ operatingSeconds: 0, downSeconds: 0, failures: 0, openFailures: 0, repairs: 0, repairSeconds: 0 });
  });

  it('takes the status in force at the range start from the change before it (Offline with none)', () => {
    expect(run({ changes: [] }).operatingSeconds).toBe(0);
    expect(run({ changes: [idle(-1)] }).operatingSeconds).toBe(100 * 3600);
  });

  it('gives the operating time of the plain reading (every up second outside every breakdown) over many changes and orders', () => {
    // A fixed pseudo-random machine: 2,000 changes and 60 repair orders over 100 hours, overlapping every way (an order left open would cover the rest of the range).
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const statuses = ['Running', 'Idle', 'Estop', 'Offline', 'Running'];
    const changes = Array.from({ length: 2_000 }, () => ({ at: h(-5 + next() * 110), status: statuses[Math.floor(next() * statuses.length)] }));
    const orders = Array.from({ length: 60 }, () => {
      const reportedAt = h(-5 + next() * 110);
      return { reportedAt, closedAt: reportedAt + next() * 3 * H };
    });
    const input = { changes, orders, from: h(0), until: h(100) };
    // The plain reading: up segments, each less its overlap with every breakdown clipped to the range.
    const breakdowns = mergeBreakdowns([...estopEpisodes(changes, input.until), ...repairIntervals(orders, input.until)]).map((b) => ({ start: Math.max(b.start, input.from), end: Math.min(b.end ?? input.until, input.until) }));
    let plainMs = 0;
    for (const s of segmentsBetween(changes, input.from, input.until)) {
      if (s.status !== 'Running' && s.status !== 'Idle') continue;
      plainMs += s.end - s.start - breakdowns.reduce((sum, b) => sum + Math.max(0, Math.min(s.end, b.end) - Math.max(s.start, b.start)), 0);
    }
    expect(plainMs).toBeGreaterThan(0);
    expect(machineReliability(input).operatingSeconds).toBeCloseTo(plainMs / 1000, 6);
  });
});

describe('sumCounts and reliabilityFigures', () => {
  it('sums machines before dividing (total operating time over total failures, not a mean of means)', () => {
    const a = run({ changes: [up(0), estop(10), up(11)] }); // 99 h up, 1 failure of 1 h
    const b = run({ changes: [up(0), estop(10), up(13), estop(20), up(23), estop(30), up(33)] }); // 91 h up, 3 failures of 3 h
    const total = reliabilityFigures(sumCounts([a, b]));
    expect(total).toMatchObject({ failures: 4, repairs: 4, operatingSeconds: 190 * 3600, mtbfSeconds: 47.5 * 3600, mttrSeconds: 2.5 * 3600 });
    // The mean of the two machines' MTBF (99 h and 30.33 h) would be 64.67 h.
    expect(reliabilityFigures(sumCounts([]))).toMatchObject({ failures: 0, mtbfSeconds: null, mttrSeconds: null });
  });

  it('rounds to whole seconds', () => {
    expect(reliabilityFigures({ operatingSeconds: 100, downSeconds: 0.4, failures: 3, openFailures: 0, repairs: 3, repairSeconds: 10 })).toMatchObject({ mtbfSeconds: 33, mttrSeconds: 3, downSeconds: 0 });
  });
});
