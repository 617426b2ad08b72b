import { ERRNO } from '../contract/error-catalogue';
import { AppError } from './errors';

/** Parses an ID argument; a malformed id is a parameter error (1004), not a server failure. */
export function parseId(id: string | number | null | undefined, field: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new AppError(ERRNO.invalidRequest, { reason: `${field} must be a positive integer id` });
  return value;
}
