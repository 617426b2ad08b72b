import { addDays, dateKeysBetween, localDateKey, localMidnight, startOfLocalDay, zoneOffsetMs } from './zone';

describe('zone arithmetic', () => {
  it('cuts Asia/Shanghai days at 16:00 UTC', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-10T00:00:00Z'), 'Asia/Shanghai')).toBe(8 * 3600_000);
    expect(localMidnight('2026-03-10', 'Asia/Shanghai')).toBe(Date.parse('2026-03-09T16:00:00Z'));
    expect(localDateKey(Date.parse('2026-03-09T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-09');
    expect(localDateKey(Date.parse('2026-03-09T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-10');
    expect(startOfLocalDay(Date.parse('2026-03-10T03:00:00Z'), 'Asia/Shanghai')).toBe(Date.parse('2026-03-09T16:00:00Z'));
  });

  it('handles a zone that changes its offset (Europe/Berlin spring forward)', () => {
    expect(localMidnight('2026-03-29', 'Europe/Berlin')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(localMidnight('2026-03-30', 'Europe/Berlin')).toBe(Date.parse('2026-03-29T22:00:00Z'));
  });

  it('walks calendar dates across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dateKeysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(() => localMidnight('2026-3-1', 'UTC')).toThrow(RangeError);
  });
});
