import { barLayout, formatTimeType, linePath, pieSlices, valueRange } from './charts';

describe('dashboard chart geometry', () => {
  it('lays out the last values as bars in the rightmost slots, growing from zero', () => {
    const bars = barLayout([5, 10], 4, { width: 400, height: 100 });
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({ x: 220, width: 60, value: 5, y: 50, height: 50 });
    expect(bars[1]).toMatchObject({ x: 320, y: 0, height: 100 });
    expect(barLayout([1, 2, 3, 4, 5, 6], 3, { width: 300, height: 10 }).map((b) => b.value)).toEqual([4, 5, 6]);
    const negative = barLayout([-5, 5], 2, { width: 200, height: 100 });
    expect(negative[0]).toMatchObject({ y: 50, height: 50 });
    expect(negative[1]).toMatchObject({ y: 0, height: 50 });
  });

  it('draws a line through slot centres and nothing without values', () => {
    expect(linePath([], 10, { width: 100, height: 10 })).toBe('');
    expect(linePath([0, 1], 2, { width: 100, height: 10 })).toBe('M25.0,10.0L75.0,0.0');
    expect(valueRange([3, 3])).toEqual({ min: 0, max: 3 });
    expect(valueRange([])).toEqual({ min: 0, max: 1 });
  });

  it('cuts a pie of the positive parts, one part alone being a full circle', () => {
    const slices = pieSlices([{ key: 'Running', value: 3 }, { key: 'Idle', value: 1 }, { key: 'Estop', value: 0 }], 50, 50, 40);
    expect(slices.map((s) => [s.key, s.fraction])).toEqual([['Running', 0.75], ['Idle', 0.25]]);
    expect(slices[0].path).toContain('A40,40 0 1,1');
    expect(pieSlices([{ key: 'Offline', value: 5 }], 50, 50, 40)[0].fraction).toBe(1);
    expect(pieSlices([], 50, 50, 40)).toEqual([]);
  });

  it('formats times in GMT+8', () => {
    const at = Date.UTC(2025, 0, 1, 20, 5, 9);
    expect(formatTimeType(at, 'HH:mm:ss')).toBe('04:05:09');
    expect(formatTimeType(at, 'YYYY-MM-DD')).toBe('2025-01-02');
  });
});
