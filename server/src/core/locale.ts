import type { Locale } from '../contract/error-catalogue';
import type { Language } from '../contract/roles';

/** Chinese only for zh-cn, zh-tw and zh-hk (spec part 1 section 1); a saved user language wins. */
export function localeFromAcceptLanguage(header: string | undefined, saved?: Language | null): Locale {
  if (saved) return saved === 'zh_CN' ? 'zh-CN' : 'en';
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return ['zh-cn', 'zh-tw', 'zh-hk'].includes(first) ? 'zh-CN' : 'en';
}
