import { buildTimelineSegments, dayStartAt, efficiencyLegend, TIMELINE_TICKS, timelineTicks } from './timeline';

// 2026-03-10 12:00 GMT+8 = 04:00 UTC; the GMT+8 day starts at 2026-03-09 16:00 UTC.
const NOW = Date.parse('2026-03-10T04:00:00Z');
const MIDNIGHT = Date.parse('2026-03-09T16:00:00Z');
const at = (hoursAfterMidnight: number) => new Date(MIDNIGHT + hoursAfterMidnight * 3_600_000).toISOString();

describe('dayStartAt', () => {
  it('cuts the day at GMT+8 midnight', () => {
    expect(dayStartAt(NOW)).toBe(MIDNIGHT);
    // 23:30 UTC is already the next GMT+8 day.
    expect(dayStartAt(Date.parse('2026-03-10T23:30:00Z'))).toBe(Date.parse('2026-03-10T16:00:00Z'));
  });
});

describe('buildTimelineSegments', () => {
  it('shows Offline from midnight until now without data, then RemainingTime', () => {
    expect(buildTimelineSegments([], NOW)).toEqual([
      { status: 'Offline', start: 0, width: 0.5 },
      { status: 'RemainingTime', start: 0.5, width: 0.5 },
    ]);
  });

  it('sorts entries and spans each until the next', () => {
    const segments = buildTimelineSegments(
      [
        { timeStamp: at(6), status: 'Idle' },
        { timeStamp: at(0), status: 'Running' },
        { timeStamp: at(9), status: 'Estop' },
      ],
      NOW,
    );
    expect(segments.map((s) => [s.status, s.start * 24, s.width * 24])).toEqual([
      ['Running', 0, 6],
      ['Idle', 6, 3],
      ['Estop', 9, 3],
      ['RemainingTime', 12, 12],
    ]);
  });

  it('replaces a first entry before midnight by Offline from midnight', () => {
    const segments = buildTimelineSegments(
      [
        { timeStamp: at(-5), status: 'Running' },
        { timeStamp: at(3), status: 'Idle' },
      ],
      NOW,
    );
    expect(segments.map((s) => [s.status, s.start * 24, s.width * 24])).toEqual([
      ['Offline', 0, 3],
      ['Idle', 3, 9],
      ['RemainingTime', 12, 12],
    ]);
  });

  it('fills the gap before the first entry with Offline, maps unknown statuses to Offline and merges', () => {
    const segments = buildTimelineSegments(
      [
        { timeStamp: at(2), status: 'Unknow' },
        { timeStamp: at(4), status: 'Running' },
      ],
      NOW,
    );
    expect(segments.map((s) => [s.status, s.start * 24, s.width * 24])).toEqual([
      ['Offline', 0, 4],
      ['Running', 4, 8],
      ['RemainingTime', 12, 12],
    ]);
  });

  it('ignores entries after now and always covers the whole day', () => {
    const segments = buildTimelineSegments([{ timeStamp: at(20), status: 'Running' }], NOW);
    expect(segments.reduce((sum, s) => sum + s.width, 0)).toBeCloseTo(1);
    expect(segments.find((s) => s.status === 'Running')).toBeUndefined();
  });
});

describe('timeline axis and legend', () => {
  it('labels every 6 hours', () => {
    expect(TIMELINE_TICKS.map((t) => t.label)).toEqual(['00:00', '06:00', '12:00', '18:00', '24:00']);
  });

  it('gives hours with 1 decimal and whole percents of the day', () => {
    const legend = efficiencyLegend([
      { status: 'Running', time: 5400 },
      { status: 'Idle', time: 1800 },
      { status: 'Estop', time: 0 },
      { status: 'Offline', time: 36_000 },
      { status: 'RemainingTime', time: 43_200 },
    ]);
    expect(legend.map((l) => [l.status, l.hours, l.percent])).toEqual([
      ['Running', '1.5', 6],
      ['Idle', '0.5', 2],
      ['Estop', '0.0', 0],
      ['Offline', '10.0', 42],
      ['RemainingTime', '12.0', 50],
    ]);
  });
});

describe('timelineTicks', () => {
  it('splits the day into equal parts at the chosen precision (dashboard TimelineBar: 4 splits, minutes)', () => {
    expect(timelineTicks(4, 'min').map((t) => t.label)).toEqual(['00:00', '06:00', '12:00', '18:00', '24:00']);
    expect(timelineTicks(3, 'hour').map((t) => t.label)).toEqual(['00', '08', '16', '24']);
    expect(timelineTicks(7, 'sec')[1]).toEqual({ fraction: 1 / 7, label: '03:25:43' });
    expect(timelineTicks(5, 'min').map((t) => t.label)).toEqual(['00:00', '04:48', '09:36', '14:24', '19:12', '24:00']);
  });

  it('keeps the splits within 1 to 24', () => {
    expect(timelineTicks(0)).toHaveLength(2);
    expect(timelineTicks(100)).toHaveLength(25);
    expect(timelineTicks(Number.NaN)).toHaveLength(5);
  });
});
