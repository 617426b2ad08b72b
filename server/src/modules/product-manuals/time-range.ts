/**
 * The time ranges of the product manual search (spec: create_time_start/end and
 * shelf_time_start/end, as the data table's date and datetime range pickers give them):
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` in the server's time zone, either end optional,
 * both ends inclusive (a date alone as an end means the whole day).
 */
import { ERRNO } from '../../contract/error-catalogue';
import { FIRST_DATE, LAST_DATE } from '../../contract/ranges';
import { AppError } from '../../core/errors';
import { zoneOffsetMs } from '../efficiency/zone';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The instant a local wall-clock time of the zone stands for (two passes settle the offset). */
function localInstant(wallClockAsUtc: number, timeZone: string): number {
  const first = wallClockAsUtc - zoneOffsetMs(wallClockAsUtc, timeZone);
  return wallClockAsUtc - zoneOffsetMs(first, timeZone);
}

/** One end of a range: null when empty; errorno 1006 for another format, 1010 outside 1970-2999. */
export function parseTimeBound(value: string | null | undefined, name: string, edge: 'start' | 'end', timeZone: string): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const m = PATTERN.exec(text);
  const [year, month, day, hour, minute, second] = (m ?? []).slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const wall = m ? Date.UTC(year!, month! - 1, day!, hour ?? 0, minute ?? 0, second ?? 0) : NaN;
  const check = m ? new Date(wall) : null;
  // Round trip: no 30 February, no hour 25.
  if (!m || !check || check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1 || check.getUTCHours() !== (hour ?? 0) || check.getUTCMinutes() !== (minute ?? 0) || check.getUTCSeconds() !== (second ?? 0)) {
    throw new AppError(ERRNO.badDateFormat, { name, format: FORMAT });
  }
  const date = text.slice(0, 10);
  if (date < FIRST_DATE || date > LAST_DATE) throw new AppError(ERRNO.dateOutOfRange, { name, min: FIRST_DATE, max: LAST_DATE });
  let instant = localInstant(wall, timeZone);
  // An inclusive end: to the last millisecond of its day, minute or second.
  if (edge === 'end') instant += (hour === undefined ? 86_400_000 : second === undefined ? 60_000 : 1000) - 1;
  return new Date(instant);
}

/** A range with optional ends; errorno 1007 when the end is before the start. */
export function parseTimeRange(start: string | null | undefined, end: string | null | undefined, names: [string, string], timeZone: string): { from: Date | null; to: Date | null } {
  const from = parseTimeBound(start, names[0], 'start', timeZone);
  const to = parseTimeBound(end, names[1], 'end', timeZone);
  if (from && to && to < from) throw new AppError(ERRNO.rangeEndBeforeStart);
  return { from, to };
}
