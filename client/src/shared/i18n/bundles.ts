import type { Locale } from '@contract/error-catalogue';
import { kanbanWidgetMessages, statusMessages } from '../kanban/messages';
import { permissionMessages } from '../permissions/messages';
import { attachmentMessages } from '../widgets/attachments/messages';
import { dataTableMessages } from '../widgets/data-table/messages';
import { widgetMessages } from '../widgets/messages';
import type { Messages } from './defineMessages';
import { commonMessages } from './messages';

/** Named message bundles (a name per feature or shared part; the names only label test failures). */
export type MessageBundles = Readonly<Record<string, Messages>>;

/** Every message id of some bundles. */
export type MessageIdOf<B extends MessageBundles> = { [N in keyof B]: keyof B[N] & string }[keyof B];

/** The messages of shared/: every feature may show them. */
export const SHARED_MESSAGES = {
  common: commonMessages,
  status: statusMessages,
  kanbanWidgets: kanbanWidgetMessages,
  widgets: widgetMessages,
  dataTable: dataTableMessages,
  attachments: attachmentMessages,
  permissions: permissionMessages,
} as const;

/** Spec part 1 section 1: default locale and fallback are Chinese (react-intl's `defaultLocale`). */
export const FALLBACK_LOCALE: Locale = 'zh-CN';

/** A locale's texts of the shared messages and these bundles (without the contract's generated texts: see `catalogue.ts`). */
export function textsFor(locale: Locale, bundles: MessageBundles = {}): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const bundle of Object.values({ ...SHARED_MESSAGES, ...bundles })) addTexts(texts, locale, bundle);
  return texts;
}

/** Adds one bundle's texts in a locale to a catalogue (in place). */
export function addTexts(texts: Record<string, string>, locale: Locale, bundle: Messages): void {
  const language = locale === 'zh-CN' ? 'zh' : 'en';
  // Spec part 1 section 1: the fallback language is Chinese; a text missing in English shows in Chinese.
  for (const [id, pair] of Object.entries(bundle)) texts[id] = pair[language] || pair.zh;
}
