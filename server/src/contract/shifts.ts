/**
 * Work shifts (spec part 2 sections 3, 5 and 9: name, start and end time; name at most 16,
 * unique, end after start). Times are HH:mm in the server's zone; a shift ends after it
 * starts on the same day (the end may be 24:00), so a night shift is entered as two shifts
 * (20:00-24:00 and 00:00-06:00). Shared by the server's rules and the client's dialog.
 */
import type { FieldError } from './validation';

/**
 * `perTenant`: shifts one tenant may have (a day needs a handful). Every OEE and utilization read
 * merges a device's tenant's shifts for each day: 5,000 of them made a 31-day ranking take 2.5 s.
 */
export const SHIFT_LIMITS = { name: 16, perTenant: 24 } as const;

/** The table name of the shift list's refresh dot. */
export const SHIFT_TABLE = 'workshift';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of `HH:mm` (24:00 allowed as an end), or null when it is not a time. */
export function minutesOf(value: string | null | undefined, asEnd = false): number | null {
  const text = (value ?? '').trim();
  if (asEnd && text === '24:00') return 24 * 60;
  if (!TIME.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

export type ShiftValues = { name?: string | null; start?: string | null; end?: string | null };

/** The dialog's rules (uniqueness is the server's: `shift_name_taken`). */
export function validateShift(values: ShiftValues): FieldError[] {
  const errors: FieldError[] = [];
  const name = (values.name ?? '').trim();
  if (!name) errors.push({ field: 'name', key: 'shift_name_required' });
  else if (name.length > SHIFT_LIMITS.name) errors.push({ field: 'name', key: 'shift_name_too_long' });
  const start = minutesOf(values.start);
  const end = minutesOf(values.end, true);
  if (start === null) errors.push({ field: 'start', key: 'shift_time_format' });
  if (end === null) errors.push({ field: 'end', key: 'shift_time_format' });
  if (start !== null && end !== null && end <= start) errors.push({ field: 'end', key: 'shift_end_after_start' });
  return errors;
}
