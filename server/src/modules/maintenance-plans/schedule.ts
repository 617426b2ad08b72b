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
import { DATE_KEY, addDays, zoneOffsetMs } from '../efficiency/zone';

export type CycleUnit = 'day' | 'week' | 'month' | 'year';
export type PlanMode = 'single' | 'cyclic';

export type PlanSchedule = {
  /** The first maintenance date, YYYY-MM-DD. */
  firstDate: string;
  /** Spec: an integer of at least 1. */
  cycle: number;
  unit: CycleUnit;
  /** How many days before a date its check order is generated (0: on the day). */
  daysAhead: number;
  mode: PlanMode;
  /** The time of day the check order is generated, HH:mm in the plan's zone. */
  dispatchTime: string;
};

export const SCHEDULE_LIMITS = {
  /** Chosen: a cycle of at most 100 units (100 years at most). */
  cycle: 100,
  /** Chosen: at most a year ahead. */
  daysAhead: 365,
} as const;

export type ScheduleProblem = 'first_date' | 'cycle' | 'days_ahead' | 'dispatch_time' | 'unit' | 'mode';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const UNITS: readonly CycleUnit[] = ['day', 'week', 'month', 'year'];

function isRealDate(key: string): boolean {
  const m = DATE_KEY.exec(key);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The smallest span of a cycle in days (a month is 28 days at its shortest). */
function shortestCycleDays(schedule: Pick<PlanSchedule, 'cycle' | 'unit'>): number {
  const per = { day: 1, week: 7, month: 28, year: 365 }[schedule.unit];
  return schedule.cycle * per;
}

/**
 * What is wrong with a schedule, field by field: a real first date, a whole cycle of 1 to 100
 * units, a known unit and mode, a dispatch time HH:mm, and days ahead a whole number from 0
 * that is shorter than the cycle for a cyclic plan (else one order would be generated before
 * the previous date has come).
 */
export function scheduleProblems(schedule: PlanSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (!isRealDate(schedule.firstDate)) problems.push('first_date');
  if (!UNITS.includes(schedule.unit)) problems.push('unit');
  if (schedule.mode !== 'single' && schedule.mode !== 'cyclic') problems.push('mode');
  const cycleOk = Number.isInteger(schedule.cycle) && schedule.cycle >= 1 && schedule.cycle <= SCHEDULE_LIMITS.cycle;
  if (!cycleOk) problems.push('cycle');
  const aheadOk = Number.isInteger(schedule.daysAhead) && schedule.daysAhead >= 0 && schedule.daysAhead <= SCHEDULE_LIMITS.daysAhead;
  if (!aheadOk || (cycleOk && UNITS.includes(schedule.unit) && schedule.mode === 'cyclic' && schedule.daysAhead >= shortestCycleDays(schedule))) problems.push('days_ahead');
  if (!TIME.test(schedule.dispatchTime)) problems.push('dispatch_time');
  return problems;
}

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
  const t = TIME.exec(time);
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

/** The next maintenance date shown in the plan list: the first due date on or after today's date in the zone. */
export function nextDueDate(schedule: PlanSchedule, now: number, timeZone: string): string | null {
  const today = new Date(now + zoneOffsetMs(now, timeZone)).toISOString().slice(0, 10);
  if (schedule.mode === 'single') return schedule.firstDate >= today ? schedule.firstDate : null;
  let index = Math.max(0, estimateIndex(schedule, today) - 2);
  for (;;) {
    const due = occurrenceDate(schedule, index);
    if (due >= today) return due;
    index += 1;
  }
}
