import type { Locale } from './error-catalogue';
import type { Language } from './roles';

/** Browser languages that switch the interface to Chinese (spec part 1 section 1); everything else is English. */
const CHINESE_BROWSER_LANGUAGES = ['zh-cn', 'zh-tw', 'zh-hk'];

/** The interface locale: a user's saved language wins, then the browser language. */
export function chooseLocale(browserLanguage: string | null | undefined, savedLanguage?: Language | null): Locale {
  if (savedLanguage === 'zh_CN') return 'zh-CN';
  if (savedLanguage === 'en') return 'en';
  const browser = (browserLanguage ?? '').trim().toLowerCase();
  return CHINESE_BROWSER_LANGUAGES.includes(browser) ? 'zh-CN' : 'en';
}
