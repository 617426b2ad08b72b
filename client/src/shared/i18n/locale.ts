import type { Locale } from '@contract/error-catalogue';
import type { Language } from '@contract/roles';

export type { Locale };
/** The locale rule is shared with the server (which localizes its messages the same way). */
export { chooseLocale } from '@contract/locale';

/** The User.language value that keeps a locale. */
export function languageForLocale(locale: Locale): Language {
  return locale === 'zh-CN' ? 'zh_CN' : 'en';
}

/** The HTML lang attribute of a locale. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-CN' : 'en';
}
