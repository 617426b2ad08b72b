import type { Locale } from '@contract/error-catalogue';
import { type MessageBundles, textsFor } from './bundles';
import { contractMessages } from './contractTexts';

export { FALLBACK_LOCALE, type MessageBundles, type MessageIdOf, SHARED_MESSAGES, addTexts } from './bundles';

/**
 * The full react-intl catalogue of a locale: the shared messages, these bundles, and the
 * `error_no_{code}` and `validation_{key}` messages generated from the shared contract. Tests
 * and the app's full catalogue use it; a feature's test passes its own bundles. (The running app
 * builds its catalogue in app/messageCatalogue.ts, where the contract's texts arrive after the
 * first paint.)
 */
export function messagesFor(locale: Locale, bundles: MessageBundles = {}): Record<string, string> {
  return { ...textsFor(locale, bundles), ...contractMessages(locale) };
}
