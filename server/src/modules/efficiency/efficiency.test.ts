import { PIECE_COUNT_MAX } from '../../contract/parameters';
import { ERRNO } from '../../contract/error-catalogue';
import { parseRange } from './efficiency.service';
import { DAY_SECONDS, dayTimeline, efficiencyStatistics, equipmentStatistics, producedBetween, segmentsBetween, shiftWindows, todayEfficiency, type StatisticsInput } from './efficiency';

const TZ = 'Asia/Shanghai';
/** Local Shanghai time as UTC ms: t('2026-03-10 08:00'). */
const t = (local: string) => Date.parse(local.replace(' ', 'T') + ':00+08:00');
const MIDNIGHT = t('2026-03-10 00:00');

const seconds = (items: { status: string; time: number }[]) => Object.fromEntries(items.map((i) => [i.status, i.time]));

describe('dayTimeline', () => {
  it('shows Offline from midnight until now without data (empty day)', () => {
    const tl = dayTimeline([], t('2026-03-10 09:30'), TZ);
    expect(tl.value).toEqual([{ timeStamp: MIDNIGHT, status: 'Offline' }]);
    expect(tl.status).toBe('Offline');
    expect(tl.tz).toBe(TZ);
  });

  it('sorts entries and replaces an entry before today by Offline from midnight', () => {
    const changes = [
      { at: t('2026-03-10 10:00'), status: 'Idle' },
      { at: t('2026-03-09 22:00'), status: 'Running' }, // yesterday: replaced
      { at: t('2026-03-10 08:00'), status: 'Running' },
    ];
    expect(dayTimeline(changes, t('2026-03-10 12:00'), TZ).value).toEqual([
      { timeStamp: MIDNIGHT, status: 'Offline' },
      { timeStamp: t('2026-03-10 08:00'), status: 'Running' },
      { timeStamp: t('2026-03-10 10:00'), status: 'Idle' },
    ]);
  });

  it('maps unknown statuses to Offline and merges repeats', () => {
    const changes = [
      { at: t('2026-03-10 01:00'), status: 'Running' },
      { at: t('2026-03-10 02:00'), status: 'Unknow' },
      { at: t('2026-03-10 03:00'), status: 'Offline' },
      { at: t('2026-03-10 04:00'), status: 'Running' },
    ];
    const tl = dayTimeline(changes, t('2026-03-10 05:00'), TZ);
    expect(tl.value.map((e) => e.status)).toEqual(['Offline', 'Running', 'Offline', 'Running']);
    expect(tl.status).toBe('Running');
  });

  it('lets an entry exactly at midnight replace the Offline start', () => {
    const tl = dayTimeline([{ at: MIDNIGHT, status: 'Running' }], t('2026-03-10 01:00'), TZ);
    expect(tl.value).toEqual([{ timeStamp: MIDNIGHT, status: 'Running' }]);
  });
});

describe('todayEfficiency', () => {
  it('splits the time since midnight and fills the rest of 86400 s with RemainingTime', () => {
    const changes = [
      { at: t('2026-03-10 06:00'), status: 'Running' },
      { at: t('2026-03-10 09:00'), status: 'Estop' },
      { at: t('2026-03-10 09:30'), status: 'Idle' },
      { at: t('2026-03-10 10:00'), status: 'Running' },
    ];
    const eff = todayEfficiency(changes, t('2026-03-10 12:00'), TZ);
    const s = seconds(eff.items);
    expect(s).toEqual({ Offline: 6 * 3600, Running: 5 * 3600, Estop: 1800, Idle: 1800, RemainingTime: 12 * 3600 });
    expect(eff.items.reduce((sum, i) => sum + i.time, 0)).toBe(DAY_SECONDS);
  });

  it('counts an empty day as Offline until now', () => {
    const s = seconds(todayEfficiency([], t('2026-03-10 00:10'), TZ).items);
    expect(s).toEqual({ Running: 0, Idle: 0, Estop: 0, Offline: 600, RemainingTime: DAY_SECONDS - 600 });
  });

  it('does not carry yesterday into today (spec: the entry before today becomes Offline)', () => {
    const s = seconds(todayEfficiency([{ at: t('2026-03-09 20:00'), status: 'Running' }, { at: t('2026-03-10 01:00'), status: 'Running' }], t('2026-03-10 02:00'), TZ).items);
    expect(s.Offline).toBe(3600);
    expect(s.Running).toBe(3600);
  });
});

describe('segmentsBetween', () => {
  it('carries the status across midnight and leaves gaps in the last status', () => {
    const segs = segmentsBetween([{ at: t('2026-03-09 22:00'), status: 'Running' }, { at: t('2026-03-10 05:00'), status: 'Idle' }], MIDNIGHT, t('2026-03-10 08:00'));
    expect(segs).toEqual([
      { status: 'Running', start: MIDNIGHT, end: t('2026-03-10 05:00') },
      { status: 'Idle', start: t('2026-03-10 05:00'), end: t('2026-03-10 08:00') },
    ]);
  });
});

describe('shiftWindows', () => {
  it('splits a night shift crossing midnight into head and tail of the day and merges overlaps', () => {
    const w = shiftWindows(MIDNIGHT, [{ start: '20:00', end: '06:00' }, { start: '08:00', end: '16:00' }, { start: '15:00', end: '20:00' }]);
    expect(w).toEqual([
      { start: MIDNIGHT, end: t('2026-03-10 06:00') },
      { start: t('2026-03-10 08:00'), end: t('2026-03-11 00:00') },
    ]);
  });
});

describe('producedBetween', () => {
  it('sums counter increases, treats a drop as a reset, and needs a baseline for the first report', () => {
    const points = [{ at: 1, count: 100 }, { at: 2, count: 103 }, { at: 3, count: 2 }, { at: 4, count: 5 }];
    expect(producedBetween(points, null)).toBe(3 + 2 + 3);
    expect(producedBetween(points, 90)).toBe(10 + 3 + 2 + 3);
  });

  it('saturates at the largest GraphQL Int, for a day and for a range, when a counter is reset again and again at its top', () => {
    const top = PIECE_COUNT_MAX;
    const sawtooth = [{ at: 1, count: 0 }, { at: 2, count: top }, { at: 3, count: 0 }, { at: 4, count: top }, { at: 5, count: 0 }, { at: 6, count: top }];
    expect(producedBetween(sawtooth, null)).toBe(top);
    const day = (d: number) => Date.UTC(2026, 2, d, 4);
    const days = [9, 10].flatMap((d) => [{ at: day(d), count: 0 }, { at: day(d) + 1, count: top }]);
    const stats = equipmentStatistics(days, null, '2026-03-09', '2026-03-10', day(10), 'Asia/Shanghai');
    expect(stats.values.map((v) => v.value)).toEqual([top, top]);
    expect(stats.totalnum).toBe(top);
  });
});

describe('efficiencyStatistics', () => {
  const base: StatisticsInput = {
    changes: [],
    counters: [],
    counterBaseline: null,
    startKey: '2026-03-09',
    endKey: '2026-03-11',
    now: t('2026-03-11 06:00'),
    timeZone: TZ,
    shifts: [{ start: '08:00', end: '20:00' }],
    plannedRunSecondsPerItem: 60,
  };

  it('computes per-day status seconds across midnight, utilization and OEE', () => {
    const stats = efficiencyStatistics({
      ...base,
      changes: [
        { at: t('2026-03-09 08:00'), status: 'Running' },
        { at: t('2026-03-09 14:00'), status: 'Idle' },
        { at: t('2026-03-09 22:00'), status: 'Running' }, // runs across midnight
        { at: t('2026-03-10 02:00'), status: 'bogus' }, // unknown -> Offline
        { at: t('2026-03-10 10:00'), status: 'Running' },
        { at: t('2026-03-10 16:00'), status: 'Estop' },
        { at: t('2026-03-10 17:00'), status: 'Offline' },
      ],
      counterBaseline: 1000,
      counters: [
        { at: t('2026-03-09 10:00'), count: 1100 },
        { at: t('2026-03-09 13:00'), count: 1180 },
        { at: t('2026-03-10 12:00'), count: 1250 },
        { at: t('2026-03-10 21:00'), count: 1260 }, // outside the shift: produced, but not in PQ
      ],
    });
    const d9 = stats.get('2026-03-09')!;
    expect([d9.Offline, d9.Running, d9.Idle, d9.Estop]).toEqual([8 * 3600, 8 * 3600, 8 * 3600, 0]);
    expect(d9.Running + d9.Idle + d9.Estop + d9.Offline).toBe(DAY_SECONDS);
    expect(d9.utilization).toBeCloseTo(1 / 3, 4);
    // PBT 08-20 = 12 h; APT = Running 08-14 = 6 h; PQ = 180 pieces x 60 s = 3 h of planned run time.
    expect(d9.availability).toBe(0.5);
    expect(d9.performance).toBe(0.5);
    expect(d9.quality).toBe(1);
    expect(d9.OEE).toBe(0.25);
    expect(d9.produced).toBe(180);

    const d10 = stats.get('2026-03-10')!;
    expect([d10.Running, d10.Offline, d10.Estop, d10.Idle]).toEqual([2 * 3600 + 6 * 3600, 8 * 3600 + 7 * 3600, 3600, 0]);
    expect(d10.availability).toBe(0.5); // Running 10-16 inside 08-20
    expect(d10.performance).toBeCloseTo((70 * 60) / (6 * 3600), 4);
    expect(d10.produced).toBe(80);
  });

  it('counts only elapsed time today and nothing for an empty day', () => {
    const stats = efficiencyStatistics(base);
    const d11 = stats.get('2026-03-11')!;
    expect(d11.Offline).toBe(6 * 3600);
    expect(d11.utilization).toBe(0);
    // Today's shift has not started at 06:00: no planned busy time, no OEE.
    expect(d11.availability).toBeNull();
    expect(d11.OEE).toBeNull();
    expect(stats.get('2026-03-09')!.OEE).toBe(0);
  });

  it('plans the whole day when no shift is set, and leaves OEE open without a planned run time', () => {
    const stats = efficiencyStatistics({ ...base, shifts: [], plannedRunSecondsPerItem: null, changes: [{ at: t('2026-03-08 12:00'), status: 'Running' }] });
    const d9 = stats.get('2026-03-09')!;
    expect(d9.availability).toBe(1);
    expect(d9.performance).toBeNull();
    expect(d9.OEE).toBeNull();
  });
});

describe('equipmentStatistics', () => {
  it('gives pieces per day, today and the range total', () => {
    const counters = [
      { at: t('2026-03-09 10:00'), count: 10 },
      { at: t('2026-03-09 23:59'), count: 25 },
      { at: t('2026-03-10 00:01'), count: 27 },
      { at: t('2026-03-10 09:00'), count: 40 },
    ];
    const stats = equipmentStatistics(counters, 5, '2026-03-08', '2026-03-10', t('2026-03-10 12:00'), TZ);
    expect(stats.values).toEqual([
      { date: '2026-03-08', value: 0 },
      { date: '2026-03-09', value: 20 },
      { date: '2026-03-10', value: 15 },
    ]);
    expect(stats.todaynum).toBe(15);
    expect(stats.totalnum).toBe(35);
  });

  it('counts a report at local midnight in the day it starts, whatever order the reports come in', () => {
    const counters = [
      { at: t('2026-03-10 00:00'), count: 30 },
      { at: t('2026-03-09 00:00'), count: 10 },
      { at: t('2026-03-11 00:00'), count: 31 },
      { at: t('2026-03-09 23:59'), count: 20 },
    ];
    const stats = equipmentStatistics(counters, 4, '2026-03-09', '2026-03-10', t('2026-03-11 12:00'), TZ);
    // 03-09: 4 -> 10 -> 20 (16); 03-10: 20 -> 30 (10); the report at 03-11 00:00 is outside the range.
    expect(stats.values).toEqual([
      { date: '2026-03-09', value: 16 },
      { date: '2026-03-10', value: 10 },
    ]);
  });
});

describe('efficiencyStatistics over many days and points', () => {
  /** The plain reading of the rule, day by day over every point (what the sorted, searched version must equal). */
  function naiveSeconds(points: { at: number; status: string }[], from: number, to: number) {
    const sorted = points.map((p, i) => ({ ...p, i })).sort((a, b) => a.at - b.at || a.i - b.i);
    const seconds: Record<string, number> = { Running: 0, Idle: 0, Estop: 0, Offline: 0 };
    const known = (s: string) => (s in seconds ? s : 'Offline');
    let current = 'Offline';
    let start = from;
    for (const p of sorted) {
      if (p.at <= from) current = known(p.status);
      else if (p.at < to) {
        seconds[current] += (p.at - start) / 1000;
        current = known(p.status);
        start = p.at;
      }
    }
    seconds[current] += (to - start) / 1000;
    return seconds;
  }

  it('gives each day the seconds a day-by-day reading of every point gives, ties and unknown statuses included', () => {
    // A fixed pseudo-random machine: 6,000 changes over 40 days, some at one instant, some exactly at midnight.
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const start = Date.UTC(2026, 0, 1, 16, 0, 0); // 2026-01-02 00:00 in Shanghai
    const statuses = ['Running', 'Idle', 'Estop', 'Offline', 'Warming'];
    const points: { at: number; status: string }[] = [];
    for (let i = 0; i < 6000; i++) {
      const at = i % 97 === 0 ? start + Math.floor(next() * 40) * DAY_SECONDS * 1000 : start - 86400e3 + Math.floor(next() * 41 * 86400e3);
      points.push({ at, status: statuses[Math.floor(next() * statuses.length)] });
      if (i % 50 === 0) points.push({ at, status: statuses[Math.floor(next() * statuses.length)] });
    }
    const now = start + 41 * DAY_SECONDS * 1000;
    const days = efficiencyStatistics({ changes: points, counters: [], counterBaseline: null, startKey: '2026-01-02', endKey: '2026-02-10', now, timeZone: 'Asia/Shanghai', shifts: [], plannedRunSecondsPerItem: null });
    expect(days.size).toBe(40);
    let day = 0;
    for (const [, stats] of days) {
      const from = start + day * DAY_SECONDS * 1000;
      const expected = naiveSeconds(points, from, from + DAY_SECONDS * 1000);
      for (const status of ['Running', 'Idle', 'Estop', 'Offline'] as const) expect(stats[status]).toBeCloseTo(expected[status], 6);
      day++;
    }
  });
});

describe('parseRange', () => {
  it('takes days, with or without a real time of day after them', () => {
    expect(parseRange('2026-11-01', '2026-11-30')).toEqual({ startKey: '2026-11-01', endKey: '2026-11-30' });
    expect(parseRange('2026-11-01T23:59', '2026-11-30 00:00:59')).toEqual({ startKey: '2026-11-01', endKey: '2026-11-30' });
  });
  it('refuses a time of day that does not exist (errorno for the date format), not silently dropping it', () => {
    for (const start of ['2026-11-01T25:00', '2026-11-01T99:99', '2026-11-01 12:60', '2026-11-01T12:00:60', '2026-02-30']) {
      expect(() => parseRange(start, '2026-11-30')).toThrow(expect.objectContaining({ errorno: ERRNO.badDateFormat }));
    }
  });
});
