/** Range limits of the kanban aggregates, shared so the client's pickers refuse what the server would. */

/** Supplier aggregate (popularity kanban): at most this many months, YYYY-MM to YYYY-MM inclusive. */
export const MAX_SUPPLIER_MONTHS = 24;

/** Utilization ranking: at most this many days, every device in scope being computed. */
export const MAX_RANKING_DAYS = 31;

/**
 * Dates the statistics accept (spec: dates as YYYY-MM-DD, months as YYYY-MM): from the Unix
 * epoch to the end of 2999. Outside them a range is refused with errorno 1010, and the
 * day arithmetic never meets a year it cannot write.
 */
export const FIRST_DATE = '1970-01-01';
export const LAST_DATE = '2999-12-31';

/** A month as `YYYY-MM`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 (so that months can be counted and stepped). */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The `YYYY-MM` of a month index. */
export const monthOfIndex = (index: number): string => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export type MonthRangeProblem = 'format' | 'bounds' | 'order' | 'length';

/** Why a supplier-aggregate month range is refused (a month not `YYYY-MM`, outside FIRST_DATE..LAST_DATE, end before start, more than the maximum), or null. */
export function monthRangeProblem(start: string, end: string): MonthRangeProblem | null {
  if (!MONTH_PATTERN.test(start) || !MONTH_PATTERN.test(end)) return 'format';
  const outside = (month: string) => month < FIRST_DATE.slice(0, 7) || month > LAST_DATE.slice(0, 7);
  if (outside(start) || outside(end)) return 'bounds';
  const months = monthIndex(end) - monthIndex(start) + 1;
  if (months < 1) return 'order';
  return months > MAX_SUPPLIER_MONTHS ? 'length' : null;
}
