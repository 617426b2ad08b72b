import { invalidRequest } from './errors';

/** An id as the API writes it: decimal digits, no sign, spaces, exponent or hex. */
const ID_TEXT = /^[1-9]\d*$/;

/** The largest id a row can have: keys are 32-bit integers on PostgreSQL (a larger one fails there as SQL, not as a missing row). */
export const ID_MAX = 2_147_483_647;

/**
 * Parses an ID argument; a malformed id is a parameter error (1004), not a server failure.
 * Only the id's own digits are an id: ` 1`, `1e0` or `0x1` would otherwise read as 1.
 */
export function parseId(id: string | number | null | undefined, field: string): number {
  const value = Number(id);
  if ((typeof id === 'string' && !ID_TEXT.test(id)) || !Number.isSafeInteger(value) || value <= 0) throw invalidRequest('idNotPositive', { field });
  if (value > ID_MAX) throw invalidRequest('idTooLarge', { field, max: ID_MAX });
  return value;
}
