/**
 * The month range of the supplier aggregate (spec part 1 section 7: starttime and
 * endtime as YYYY-MM): whole local months of the configured time zone.
 */
import { ERRNO } from '../../contract/error-catalogue';
import { MAX_SUPPLIER_MONTHS } from '../../contract/ranges';
import { AppError } from '../../core/errors';
import { localMidnight } from '../efficiency/zone';

/** Two years: enough to compare this year with the last, small enough to stay a quick count. */
export const MAX_RANGE_MONTHS = MAX_SUPPLIER_MONTHS;

export type MonthRange = {
  start: string;
  end: string;
  /** Local midnight of the first day of `start` (UTC instant). */
  from: Date;
  /** Local midnight of the first day of the month after `end` (exclusive). */
  to: Date;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');
const index = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return y * 12 + (m - 1);
};
const monthOfIndex = (i: number) => `${String(Math.floor(i / 12)).padStart(4, '0')}-${pad((i % 12) + 1)}`;

/** Validates `YYYY-MM` months (end inclusive, at most `maxMonths`) and turns them into instants. */
export function parseMonthRange(start: unknown, end: unknown, timeZone: string, maxMonths = MAX_RANGE_MONTHS): MonthRange {
  const month = (value: unknown, name: string) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!MONTH.test(text)) throw new AppError(ERRNO.badDateFormat, { name, format: 'YYYY-MM' });
    return text;
  };
  const s = month(start, 'start');
  const e = month(end, 'end');
  if (index(e) < index(s)) throw new AppError(ERRNO.rangeEndBeforeStart);
  if (index(e) - index(s) + 1 > maxMonths) throw new AppError(ERRNO.rangeTooManyMonths, { max: maxMonths });
  return { start: s, end: e, from: new Date(localMidnight(`${s}-01`, timeZone)), to: new Date(localMidnight(`${monthOfIndex(index(e) + 1)}-01`, timeZone)) };
}
