/**
 * The month range of the supplier aggregate (spec part 1 section 7: starttime and
 * endtime as YYYY-MM): whole local months of the configured time zone.
 */
import { ERRNO } from '../../contract/error-catalogue';
import { FIRST_DATE, LAST_DATE, MAX_SUPPLIER_MONTHS, MONTH_PATTERN, monthIndex, monthOfIndex, monthRangeProblem } from '../../contract/ranges';
import { AppError } from '../../core/errors';
import { localMidnight } from '../efficiency/zone';

export type MonthRange = {
  start: string;
  end: string;
  /** Local midnight of the first day of `start` (UTC instant). */
  from: Date;
  /** Local midnight of the first day of the month after `end` (exclusive). */
  to: Date;
};

/** Validates `YYYY-MM` months (end inclusive, at most MAX_SUPPLIER_MONTHS) and turns them into instants. */
export function parseMonthRange(start: unknown, end: unknown, timeZone: string): MonthRange {
  const s = typeof start === 'string' ? start.trim() : '';
  const e = typeof end === 'string' ? end.trim() : '';
  switch (monthRangeProblem(s, e)) {
    case 'format':
      throw new AppError(ERRNO.badDateFormat, { name: MONTH_PATTERN.test(s) ? 'end' : 'start', format: 'YYYY-MM' });
    case 'bounds': {
      const outside = (m: string) => m < FIRST_DATE.slice(0, 7) || m > LAST_DATE.slice(0, 7);
      throw new AppError(ERRNO.dateOutOfRange, { name: outside(s) ? 'start' : 'end', min: FIRST_DATE.slice(0, 7), max: LAST_DATE.slice(0, 7) });
    }
    case 'order':
      throw new AppError(ERRNO.rangeEndBeforeStart);
    case 'length':
      throw new AppError(ERRNO.rangeTooManyMonths, { max: MAX_SUPPLIER_MONTHS });
  }
  return { start: s, end: e, from: new Date(localMidnight(`${s}-01`, timeZone)), to: new Date(localMidnight(`${monthOfIndex(monthIndex(e) + 1)}-01`, timeZone)) };
}
