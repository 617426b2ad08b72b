import { AppError } from '../../core/errors';
import { parseTimeBound, parseTimeRange } from './time-range';

const SH = 'Asia/Shanghai';
const errnoOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { errorno: error.errorno, params: error.params } : error;
  }
  return null;
};

describe('product manual time ranges', () => {
  it('reads dates and date-times in the server time zone, ends inclusive', () => {
    expect(parseTimeBound('2026-11-01', 'createTimeStart', 'start', SH)!.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(parseTimeBound('2026-11-01', 'createTimeEnd', 'end', SH)!.toISOString()).toBe('2026-11-01T15:59:59.999Z');
    expect(parseTimeBound('2026-11-01 08:30:15', 'x', 'start', SH)!.toISOString()).toBe('2026-11-01T00:30:15.000Z');
    expect(parseTimeBound('2026-11-01 23:59:59', 'x', 'end', SH)!.toISOString()).toBe('2026-11-01T15:59:59.999Z');
    expect(parseTimeBound('2026-11-01T08:30', 'x', 'end', SH)!.toISOString()).toBe('2026-11-01T00:30:59.999Z');
    expect(parseTimeBound('2026-11-01', 'x', 'start', 'UTC')!.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('leaves an empty end open', () => {
    expect(parseTimeRange('', null, ['a', 'b'], SH)).toEqual({ from: null, to: null });
    expect(parseTimeRange(' ', '2026-01-02', ['a', 'b'], SH).from).toBeNull();
  });

  it('refuses other formats (1006), impossible dates, dates outside 1970-2999 (1010) and a reversed range (1007)', () => {
    expect(errnoOf(() => parseTimeBound('2026/11/01', 'createTimeStart', 'start', SH))).toEqual({ errorno: 1006, params: { name: 'createTimeStart', format: 'YYYY-MM-DD HH:mm:ss' } });
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-01 24:00:00', '2026-11-01 10:61', 'fuzz', '1e309']) expect(errnoOf(() => parseTimeBound(bad, 'x', 'start', SH))).toMatchObject({ errorno: 1006 });
    expect(errnoOf(() => parseTimeBound('9999-12-31', 'shelfTimeEnd', 'end', SH))).toEqual({ errorno: 1010, params: { name: 'shelfTimeEnd', min: '1970-01-01', max: '2999-12-31' } });
    expect(errnoOf(() => parseTimeRange('2026-11-02', '2026-11-01', ['a', 'b'], SH))).toMatchObject({ errorno: 1007 });
    expect(errnoOf(() => parseTimeRange('2026-11-01 10:00:00', '2026-11-01', ['a', 'b'], SH))).toBeNull();
  });
});
