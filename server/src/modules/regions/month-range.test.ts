import { AppError } from '../../core/errors';
import { parseMonthRange } from './month-range';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { errorno: error.errorno, params: error.params };
    throw error;
  }
  throw new Error('no error');
};

describe('parseMonthRange', () => {
  it('covers whole local months: from the first local midnight to the one after the end month', () => {
    const r = parseMonthRange('2025-11', '2026-01', 'Asia/Shanghai');
    expect(r.from.toISOString()).toBe('2025-10-31T16:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect([r.start, r.end]).toEqual(['2025-11', '2026-01']);
  });

  it('crosses the year at December and follows the zone (UTC here)', () => {
    const r = parseMonthRange(' 2025-12 ', '2025-12', 'UTC');
    expect(r.from.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([
    ['2025-13', '2026-01', 'start'],
    ['2025-1', '2026-01', 'start'],
    ['2025-01-01', '2026-01', 'start'],
    ['2025-01', '', 'end'],
    ['2025-01', 202601, 'end'],
  ])('refuses %p .. %p as a bad %s month', (start, end, name) => {
    expect(errorOf(() => parseMonthRange(start, end, 'UTC'))).toEqual({ errorno: 1006, params: { name, format: 'YYYY-MM' } });
  });

  it('refuses an end before the start', () => {
    expect(errorOf(() => parseMonthRange('2026-02', '2026-01', 'UTC')).errorno).toBe(1007);
  });

  it('accepts 24 months and refuses 25', () => {
    expect(parseMonthRange('2024-01', '2025-12', 'UTC').end).toBe('2025-12');
    expect(errorOf(() => parseMonthRange('2024-01', '2026-01', 'UTC'))).toEqual({ errorno: 1008, params: { max: 24 } });
  });
});
