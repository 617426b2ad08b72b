import { outputRange } from './outputRange';

describe('outputRange', () => {
  const today = '2026-05-20';
  it('defaults to the start of the month until the end of today', () => {
    expect(outputRange('thisMonth', today)).toEqual({ start: '2026-05-01 00:00:00', end: '2026-05-20 23:59:59' });
  });
  it('covers whole past periods', () => {
    expect(outputRange('lastMonth', today)).toEqual({ start: '2026-04-01 00:00:00', end: '2026-04-30 23:59:59' });
    expect(outputRange('lastQuarter', today)).toEqual({ start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' });
    expect(outputRange('lastYear', today)).toEqual({ start: '2025-01-01 00:00:00', end: '2025-12-31 23:59:59' });
  });
  it('runs the current quarter and year until today', () => {
    expect(outputRange('thisQuarter', today)).toEqual({ start: '2026-04-01 00:00:00', end: '2026-05-20 23:59:59' });
    expect(outputRange('thisYear', today)).toEqual({ start: '2026-01-01 00:00:00', end: '2026-05-20 23:59:59' });
  });
  it('crosses the year for last month in January', () => {
    expect(outputRange('lastMonth', '2026-01-15')).toEqual({ start: '2025-12-01 00:00:00', end: '2025-12-31 23:59:59' });
  });
});
