/**
 * The schedule maths of a maintenance plan (issue 17, spec part 2 sections 3, 5 and 9): from a
 * first date, a cycle and a mode, the dates a plan falls due, and the instant each check order
 * is generated (its dispatch time on the day `daysAhead` before the date) in the configured time
 * zone. Pure: the scheduler and the plan list call it with the clock's time.
 *
 * Dates are calendar dates (`YYYY-MM-DD`) in the plan's zone; instants are UTC milliseconds.
 * Occurrence n is always counted from the first date (first + n cycles), never from the
 * previous occurrence, so a plan anchored on the 31st falls due on the last day of shorter
 * months and returns to the 31st afterwards instead of drifting to the 28th.
 */
import { DATE_KEY, TIME_OF_DAY, type PlanSchedule } from '../../contract/maintenance-plans';
import { addDays, localDateKey, zoneOffsetMs } from '../efficiency/zone';

export type { PlanSchedule } from '../../contract/maintenance-plans';
export { scheduleProblems } from '../../contract/maintenance-plans';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function parts(key: string): [number, number, number] {
  const m = DATE_KEY.exec(key);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${key}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/** The date `months` after `key`, on the same day of the month or the month's last day when it is shorter. */
export function addMonthsClamped(key: string, months: number): string {
  const [y, m, d] = parts(key);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month1)}-${pad(Math.min(d, daysInMonth(year, month1)))}`;
}

/** The date of occurrence `n` (0 = the first date). */
export function occurrenceDate(schedule: Pick<PlanSchedule, 'firstDate' | 'cycle' | 'unit'>, n: number): string {
  const steps = n * schedule.cycle;
  switch (schedule.unit) {
    case 'day':
      return addDays(schedule.firstDate, steps);
    case 'week':
      return addDays(schedule.firstDate, steps * 7);
    case 'month':
      return addMonthsClamped(schedule.firstDate, steps);
    case 'year':
      return addMonthsClamped(schedule.firstDate, steps * 12);
  }
}

/** The UTC instant of a local wall time on a date in a zone (two passes settle the offset on a day it changes). */
export function localInstant(dateKey: string, time: string, timeZone: string): number {
  const t = TIME_OF_DAY.exec(time);
  if (!t) throw new RangeError(`not an HH:mm time: ${time}`);
  const [y, m, d] = parts(dateKey);
  const wall = Date.UTC(y, m - 1, d, Number(t[1]), Number(t[2]));
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** When the check order of a due date is generated: its dispatch time, `daysAhead` days before it. */
export function dispatchInstant(schedule: Pick<PlanSchedule, 'daysAhead' | 'dispatchTime'>, dueDate: string, timeZone: string): number {
  return localInstant(addDays(dueDate, -schedule.daysAhead), schedule.dispatchTime, timeZone);
}

export type Occurrence = { index: number; dueDate: string; dispatchAt: number };

/** Days from one date to another (UTC calendar arithmetic). */
function daysBetween(fromKey: string, toKey: string): number {
  const [a, b, c] = parts(fromKey);
  const [x, y, z] = parts(toKey);
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / 86_400_000);
}

/** A first guess of the occurrence index near a date, at most one or two off; corrected by the callers. */
function estimateIndex(schedule: PlanSchedule, dateKey: string): number {
  const days = daysBetween(schedule.firstDate, dateKey);
  if (days <= 0) return 0;
  const [y0, m0] = parts(schedule.firstDate);
  const [y1, m1] = parts(dateKey);
  switch (schedule.unit) {
    case 'day':
      return Math.floor(days / schedule.cycle);
    case 'week':
      return Math.floor(days / (7 * schedule.cycle));
    case 'month':
      return Math.floor(((y1 - y0) * 12 + (m1 - m0)) / schedule.cycle);
    case 'year':
      return Math.floor((y1 - y0) / schedule.cycle);
  }
}

/**
 * The next check order to generate: the first occurrence whose dispatch instant is after
 * `after` (the last instant already handled). A single plan has one occurrence only; null when
 * nothing is left.
 */
export function nextOccurrence(schedule: PlanSchedule, after: number, timeZone: string): Occurrence | null {
  const at = (index: number): Occurrence => {
    const dueDate = occurrenceDate(schedule, index);
    return { index, dueDate, dispatchAt: dispatchInstant(schedule, dueDate, timeZone) };
  };
  if (schedule.mode === 'single') {
    const only = at(0);
    return only.dispatchAt > after ? only : null;
  }
  // Start a little before the estimate (days ahead and month ends can move the answer back).
  const afterDate = new Date(after + zoneOffsetMs(after, timeZone)).toISOString().slice(0, 10);
  let index = Math.max(0, estimateIndex(schedule, addDays(afterDate, schedule.daysAhead)) - 2);
  for (;;) {
    const candidate = at(index);
    if (candidate.dispatchAt > after) return candidate;
    index += 1;
  }
}

/** The first occurrence due on or after a date (null: a single plan whose date is before it). */
export function occurrenceFrom(schedule: PlanSchedule, fromDate: string, timeZone: string): Occurrence | null {
  const at = (index: number): Occurrence => {
    const dueDate = occurrenceDate(schedule, index);
    return { index, dueDate, dispatchAt: dispatchInstant(schedule, dueDate, timeZone) };
  };
  if (schedule.mode === 'single') return schedule.firstDate >= fromDate ? at(0) : null;
  let index = Math.max(0, estimateIndex(schedule, fromDate) - 2);
  for (;;) {
    if (occurrenceDate(schedule, index) >= fromDate) return at(index);
    index += 1;
  }
}

/** Today's date in a zone, YYYY-MM-DD. */
export const dateInZone = localDateKey;

/**
 * The occurrence a plan waits for after it is created or its schedule edited: the first one due
 * today or later (today's own, even when its dispatch time has passed: it is generated at once),
 * and after `lastDueDate` when one was generated already (never twice for a date).
 */
export function pendingOccurrence(schedule: PlanSchedule, now: number, timeZone: string, lastDueDate: string | null): Occurrence | null {
  const today = dateInZone(now, timeZone);
  const from = lastDueDate && addDays(lastDueDate, 1) > today ? addDays(lastDueDate, 1) : today;
  return occurrenceFrom(schedule, from, timeZone);
}

/** The next maintenance date shown in the plan list: the first due date on or after today's date in the zone. */
export function nextDueDate(schedule: PlanSchedule, now: number, timeZone: string): string | null {
  return occurrenceFrom(schedule, dateInZone(now, timeZone), timeZone)?.dueDate ?? null;
}
