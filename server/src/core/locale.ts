import type { Locale } from '../contract/error-catalogue';
import { chooseLocale } from '../contract/locale';
import type { Language } from '../contract/roles';

/** The caller's locale from the first language of `Accept-Language`, unless the user saved one. */
export function localeFromAcceptLanguage(header: string | undefined, saved?: Language | null): Locale {
  const first = (header ?? '').split(',')[0]?.split(';')[0] ?? '';
  return chooseLocale(first, saved);
}
