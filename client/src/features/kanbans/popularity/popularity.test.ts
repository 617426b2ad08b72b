import { chartBars, monthCount, popularityRows, presetOf, presetRange, rangeProblem, readQuery } from './popularity';

describe('presetRange', () => {
  it('gives whole months ending this month, crossing years', () => {
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ start: '2026-03', end: '2026-03' });
    expect(presetRange('last6', '2026-03-15')).toEqual({ start: '2025-10', end: '2026-03' });
    expect(presetRange('last12', '2026-03-15')).toEqual({ start: '2025-04', end: '2026-03' });
    expect(presetRange('thisYear', '2026-03-15')).toEqual({ start: '2026-01', end: '2026-03' });
    expect(presetRange('lastYear', '2026-03-15')).toEqual({ start: '2025-01', end: '2025-12' });
    expect(presetRange('last12', '2026-12-31')).toEqual({ start: '2026-01', end: '2026-12' });
  });

  it('recognises a preset range and nothing else', () => {
    expect(presetOf({ start: '2025-04', end: '2026-03' }, '2026-03-01')).toBe('last12');
    expect(presetOf({ start: '2025-05', end: '2026-03' }, '2026-03-01')).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('applies the server rules: YYYY-MM, end not before start, at most 24 months', () => {
    expect(rangeProblem({ start: '2026-01', end: '2026-01' })).toBeNull();
    expect(rangeProblem({ start: '2026-1', end: '2026-01' })).toBe('format');
    expect(rangeProblem({ start: '', end: '2026-01' })).toBe('format');
    expect(rangeProblem({ start: '2026-02', end: '2026-01' })).toBe('order');
    expect(rangeProblem({ start: '2024-02', end: '2026-01' })).toBeNull();
    expect(rangeProblem({ start: '2024-01', end: '2026-01' })).toBe('length');
    expect(rangeProblem({ start: '2026-01', end: '9999-12' })).toBe('bounds');
    expect(rangeProblem({ start: '1969-12', end: '1970-01' })).toBe('bounds');
    expect(monthCount({ start: '2024-01', end: '2026-01' })).toBe(25);
  });
});

describe('readQuery', () => {
  it('keeps the range and level of the URL, so the full-screen twin shows the same', () => {
    expect(readQuery(new URLSearchParams('start=2025-01&end=2025-06&level=city'), '2026-03-01')).toEqual({ range: { start: '2025-01', end: '2025-06' }, level: 'city' });
  });

  it('defaults to the last 12 months by province', () => {
    expect(readQuery(new URLSearchParams('level=planet'), '2026-03-01')).toEqual({ range: { start: '2025-04', end: '2026-03' }, level: 'province' });
  });
});

describe('popularityRows and chartBars', () => {
  const datas = [
    { regionId: '4', region: 'Shandong', count: 3 },
    { regionId: '8', region: 'Jiangsu', count: 2 },
    { regionId: '9', region: 'Guangdong', count: 0 },
  ];

  it('adds the share of all devices of the range, unassigned ones included', () => {
    expect(popularityRows(datas, 6).map((r) => [r.region, r.share])).toEqual([
      ['Shandong', 50],
      ['Jiangsu', 33],
      ['Guangdong', 0],
    ]);
    expect(popularityRows(datas, 0).every((r) => r.share === 0)).toBe(true);
  });

  it('charts only regions with devices, up to the limit', () => {
    expect(chartBars(popularityRows(datas, 5))).toEqual([
      { region: 'Shandong', count: 3 },
      { region: 'Jiangsu', count: 2 },
    ]);
    expect(chartBars(popularityRows(datas, 5), 1)).toEqual([{ region: 'Shandong', count: 3 }]);
  });
});
