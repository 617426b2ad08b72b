import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A phone number read and checked for its country: E.164 is the one form it is compared and stored in. */
export type Phone = {
  /** `+8613800000002`. */
  e164: string;
  /** `CN`, `US`, ... (undefined for numbers of non-geographic codes). */
  country: CountryCode | undefined;
  /** The dial code without `+`: `86`, `1`. */
  callingCode: string;
  /** The number inside its country: `13800000002`. */
  national: string;
};

/**
 * Reads a phone number as the phone forms send it (E.164, `+86 138 0000 0002`) or as users
 * are stored (a mainland number without a prefix): valid for its country by libphonenumber's
 * `min` metadata, the same the client validates with, so both sides agree on what is valid.
 * Null when it is not a valid number.
 */
export function parsePhone(input: string | null | undefined, defaultCountry: CountryCode = 'CN'): Phone | null {
  const text = (input ?? '').trim();
  if (!text || text.length > 32) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, country: parsed.country, callingCode: parsed.countryCallingCode, national: parsed.nationalNumber };
}

/**
 * The number an SMS goes to (spec part 1 section 9): a Chinese number as it is; any other
 * with the configured prefix (`phone_prefix`, 00) and its dial code: 0014155552671.
 */
export function smsDestination(phone: Phone, prefix: string): string {
  return phone.callingCode === '86' ? phone.national : `${prefix}${phone.callingCode}${phone.national}`;
}

/** How a user's stored phone may be written for this number: E.164, and for a mainland number also the 11 digits alone (as the user dialog stores it). */
export function storedForms(phone: Phone): string[] {
  return phone.callingCode === '86' ? [phone.national, phone.e164] : [phone.e164];
}
