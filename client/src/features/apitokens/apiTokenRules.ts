import { checkApiTokenName, checkTokenExpiry } from '@contract/validation';
import type { ContractRules } from '../../shared/forms/contractRules';

export type NewTokenValues = { name: string; expiresOn: string };

/** The end of a chosen day in the browser's time zone, as the API takes it; null without a day. */
export function expiryOf(expiresOn: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return null;
  const end = new Date(`${expiresOn}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** The create form's rules, the server's: a name of 1-50 characters, an expiry day if any from today to the last date inputs take. */
export const newTokenRules =
  (now: () => Date = () => new Date(), endOfDay: (day: string) => Date | null = expiryOf): ContractRules<NewTokenValues> =>
  ({ name, expiresOn }) => ({
    name: checkApiTokenName(name),
    // The day too: east of UTC+12 the end of the day after the last date is, as an instant, no later than the last one west of UTC.
    expiresOn: expiresOn ? checkTokenExpiry(endOfDay(expiresOn) ?? new Date(Number.NaN), now(), expiresOn) : null,
  });

/** Whether a token ran out. */
export const isExpired = (expiresAt: string | null | undefined, now = Date.now()) => !!expiresAt && Date.parse(expiresAt) <= now;
