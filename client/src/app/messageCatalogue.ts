import type { Locale } from '@contract/error-catalogue';
import { authMessages } from '../features/auth/messages';
import { pageMessages } from '../features/common/messages';
import { systemMessageMessages } from '../features/system-messages/messages';
import { addTexts, SHARED_MESSAGES, textsFor } from '../shared/i18n/bundles';
import { addContractTexts } from '../shared/i18n/contractMessages';
import type { Messages } from '../shared/i18n/defineMessages';
import { appMessages } from './messages';
import { shellMessages } from './shell/messages';

/**
 * The messages loaded with the app: shared parts, the shell, the public pages (sign-in, the
 * starter, the password dialogs), the common pages and the system messages (the header's bell). A feature's own messages come with its
 * screen's chunk (`lazyScreen`'s `texts`, from `FEATURE_MESSAGES`), so the texts of every screen
 * of the app are not loaded before the first one paints.
 */
export const EAGER_MESSAGES = {
  ...SHARED_MESSAGES,
  app: appMessages,
  shell: shellMessages,
  auth: authMessages,
  pages: pageMessages,
  // The header's message bell is in every page.
  systemMessages: systemMessageMessages,
} as const;

const added = new Set<Messages>();
const catalogues: Partial<Record<Locale, Record<string, string>>> = {};

/**
 * The react-intl catalogue of a locale: one object per locale for the app's life, which
 * `addMessages` fills in place (react-intl reads a message from it when it formats, so screens
 * loaded later find theirs without a new provider).
 */
export function catalogueFor(locale: Locale): Record<string, string> {
  let catalogue = catalogues[locale];
  if (!catalogue) {
    catalogue = textsFor(locale, EAGER_MESSAGES);
    for (const bundle of added) addTexts(catalogue, locale, bundle);
    // The contract's error and rule texts arrive after the first paint (`loadContractTexts`).
    addContractTexts(catalogue, locale);
    catalogues[locale] = catalogue;
  }
  return catalogue;
}

/** Adds a feature's messages to every locale's catalogue (built now or later); once per bundle. */
export function addMessages(bundles: readonly Messages[]): void {
  for (const bundle of bundles) {
    if (added.has(bundle)) continue;
    added.add(bundle);
    for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Record<string, string>][]) addTexts(catalogue, locale, bundle);
  }
}
