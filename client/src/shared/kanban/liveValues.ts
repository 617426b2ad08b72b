import { normalizeStatus } from '@contract/devices';

/** What every value shows while the device is Offline (spec part 1 section 4). */
export const NO_VALUE = '--';
/** Spec part 1 section 9: live line charts keep 60 points. */
export const LIVE_POINTS = 60;
/** Spec part 1 section 9: the run log keeps the 10 latest entries. */
export const RUN_LOG_SIZE = 10;
/** Progress bar: 20 segments of 5 %. */
export const PROGRESS_SEGMENTS = 20;

export type ValueFormat = 'number' | 'position' | 'focus' | 'hours' | 'text';

const DECIMALS: Partial<Record<ValueFormat, number>> = { position: 1, focus: 3, hours: 1 };

/**
 * The format of a parameter by its key (spec part 1 section 9): axis positions and
 * feedback 1 decimal, the focus position 3; times (format type time or time_wear) in h.
 * Every value of the kanbans goes through this and `formatLiveValue`.
 */
export function valueFormatFor(key: string, formatType?: string | null): ValueFormat {
  if (formatType === 'time' || formatType === 'time_wear') return 'hours';
  const name = key.replace(/^WHstatus_/, '');
  if (name === 'FocusPosition') return 'focus';
  if (/^[XYZABC]?(Position|Feedback)$/.test(name)) return 'position';
  return 'number';
}

/** A live value as a number: numbers and numeric strings; anything else is null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * A live value for display: `--` while Offline or when nothing was published; positions
 * 1 decimal, focus 3, times in h from seconds with 1 decimal.
 */
export function formatLiveValue(value: unknown, status: unknown, format: ValueFormat = 'number'): string {
  if (normalizeStatus(status) === 'Offline' || value === null || value === undefined || value === '') return NO_VALUE;
  if (format === 'text') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const n = asNumber(value);
  if (n === null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (format === 'hours') return (n / 3600).toFixed(1);
  const decimals = DECIMALS[format];
  return decimals === undefined ? String(n) : n.toFixed(decimals);
}

/** An axis alarm with a true value shows its text (`unnamed` when the machine sends none); otherwise null, shown as "none". */
export function axisAlarmText(value: unknown, text: string, unnamed: string): string | null {
  const on = value === true || value === 1 || value === 'true' || value === '1';
  return on ? text.trim() || unnamed : null;
}

/** How many of the 20 progress segments are lit (each is 5 %). */
export function litSegments(percent: unknown): number {
  const n = asNumber(percent);
  if (n === null) return 0;
  return Math.max(0, Math.min(PROGRESS_SEGMENTS, Math.floor(n / 5)));
}

/** Appends one sample (null while Offline, drawn as a gap) and keeps the last 60. */
export function pushPoint(series: readonly (number | null)[], value: unknown, status: unknown, max = LIVE_POINTS): (number | null)[] {
  const sample = normalizeStatus(status) === 'Offline' ? null : asNumber(value);
  return [...series, sample].slice(-max);
}

/** Adds an entry to a log kept newest first, at most 10. */
export function pushNewest<T>(log: readonly T[], entry: T, max = RUN_LOG_SIZE): T[] {
  return [entry, ...log].slice(0, max);
}
