import type { ValidationKey } from '@contract/validation';
import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers of the phone forms (spec part 1 sections 2 and 5: default China, preferred
 * China and US, valid for the chosen country). libphonenumber's `min` metadata, the same the
 * server checks with; only the phone forms import this module, so it stays out of the main chunk.
 */
export type { CountryCode };

export const DEFAULT_COUNTRY: CountryCode = 'CN';
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['CN', 'US'];

export type CountryOption = { code: CountryCode; name: string; dialCode: string };

function countryName(code: CountryCode, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country with its name in the user's language and its dial code: the preferred first, then the rest by name. */
export function countryOptions(locale: string): { preferred: CountryOption[]; others: CountryOption[] } {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const option = (code: CountryCode): CountryOption => ({ code, name: countryName(code, names), dialCode: getCountryCallingCode(code) });
  const preferred = PREFERRED_COUNTRIES.map(option);
  const others = getCountries()
    .filter((code) => !PREFERRED_COUNTRIES.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return { preferred, others };
}

export const isCountryCode = (value: string): value is CountryCode => (getCountries() as string[]).includes(value);

/** The number in E.164 when it is valid for the chosen country, else null. */
export function toE164(country: string, number: string): string | null {
  const text = number.trim();
  if (!text || !isCountryCode(country)) return null;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed && parsed.isValid() && parsed.country === country ? parsed.number : null;
}

/** The phone rule of the phone forms: required, then valid for the chosen country (the shared contract's messages). */
export function phoneRule(country: string, number: string): ValidationKey | null {
  if (!number.trim()) return 'phone_required';
  return toE164(country, number) ? null : 'phone_format';
}
