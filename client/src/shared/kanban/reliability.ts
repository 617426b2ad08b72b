import dayjs from 'dayjs';

/**
 * Display rules of the reliability figures (MTBF, MTTR; the server's formulas are in
 * docs/efficiency.md "Reliability: MTBF and MTTR"): the default range and the hours shown.
 */

/** Days of the device detail kanban's reliability range (today included). */
export const RELIABILITY_DAYS = 30;

/** The last `days` local dates up to `today` (YYYY-MM-DD, inclusive). */
export function reliabilityRange(today: string, days = RELIABILITY_DAYS): { start: string; end: string } {
  return { start: dayjs(today).subtract(days - 1, 'day').format('YYYY-MM-DD'), end: today };
}

/** Seconds as hours with one decimal (MTBF and MTTR are read in hours); null stays null. */
export function reliabilityHours(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  return Math.round(seconds / 360) / 10;
}

export type ReliabilityNumbers = { failures: number; openFailures: number; repairs: number; mtbfSeconds: number | null; mttrSeconds: number | null };

/**
 * What each figure shows: hours, or why there are none. MTBF is null without a failure in the
 * range ("no failure"); MTTR is null without a finished repair, which is "in repair" when every
 * failure is still open and "no failure" when there was none.
 */
export function reliabilityView(r: ReliabilityNumbers): { mtbf: { hours: number } | { none: 'noFailure' }; mttr: { hours: number } | { none: 'noFailure' | 'inRepair' } } {
  const mtbf = reliabilityHours(r.mtbfSeconds);
  const mttr = reliabilityHours(r.mttrSeconds);
  return {
    mtbf: mtbf === null ? { none: 'noFailure' } : { hours: mtbf },
    mttr: mttr !== null ? { hours: mttr } : { none: r.failures > 0 ? 'inRepair' : 'noFailure' },
  };
}
