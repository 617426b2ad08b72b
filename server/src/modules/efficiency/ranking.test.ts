import type { DayStatistics } from './efficiency';
import { rankDevices, summarizeDays } from './ranking';

const day = (running: number, idle: number, offline: number, OEE: number | null = null): DayStatistics => ({
  Running: running,
  Idle: idle,
  Estop: 0,
  Offline: offline,
  utilization: 0,
  availability: null,
  performance: null,
  quality: null,
  OEE,
  produced: 0,
});

describe('summarizeDays', () => {
  it('weights utilization by time over the whole range, not by the mean of the days', () => {
    // Day 1: 12 h of 24 h running; day 2 (today, 6 h elapsed): 6 h running -> 18 / 30 h.
    const s = summarizeDays({ uuid: 'a', devalias: 'A' }, [day(43200, 43200, 0), day(21600, 0, 0)]);
    expect(s.utilization).toBe(0.6);
    expect(s.runningSeconds).toBe(64800);
    expect(s.elapsedSeconds).toBe(108000);
  });

  it('averages OEE over the days that have one, and gives null when none has', () => {
    expect(summarizeDays({ uuid: 'a', devalias: 'A' }, [day(1, 0, 0, 0.5), day(1, 0, 0, null), day(1, 0, 0, 0.7)]).OEE).toBe(0.6);
    expect(summarizeDays({ uuid: 'a', devalias: 'A' }, [day(1, 0, 0)]).OEE).toBeNull();
  });

  it('gives 0 for a range that has not started yet', () => {
    expect(summarizeDays({ uuid: 'a', devalias: 'A' }, [day(0, 0, 0)]).utilization).toBe(0);
  });
});

describe('rankDevices', () => {
  it('puts the best utilization first, then OEE (none last), then alias and uuid', () => {
    const r = (uuid: string, devalias: string, utilization: number, OEE: number | null) => ({ uuid, devalias, utilization, OEE, runningSeconds: 0, elapsedSeconds: 0 });
    const ranked = rankDevices([r('d', 'Beta', 0.5, null), r('c', 'Beta', 0.5, 0.2), r('b', 'Alpha', 0.5, null), r('a', 'Zeta', 0.9, null), r('e', 'Alpha', 0.5, null)]);
    expect(ranked.map((x) => x.uuid)).toEqual(['a', 'c', 'b', 'e', 'd']);
  });
});
