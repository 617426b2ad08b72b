import type { Locale } from '@contract/error-catalogue';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The full message catalogue of a locale, for react-intl. */
export function messagesFor(locale: Locale): Record<string, string> {
  return locale === 'zh-CN' ? zhCN : en;
}
