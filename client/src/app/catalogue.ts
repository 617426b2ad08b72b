import type { Locale } from '@contract/error-catalogue';
import { apiTokenMessages } from '../features/apitokens/messages';
import { authMessages } from '../features/auth/messages';
import { pageMessages } from '../features/common/messages';
import { explorerMessages } from '../features/explorer/messages';
import { kanbanMessages } from '../features/kanbans/messages';
import { parameterMessages } from '../features/kanbans/parameters/messages';
import { productManualMessages } from '../features/product-manuals/messages';
import { userMessages } from '../features/users/messages';
import { memberMessages } from '../features/members/messages';
import { shiftMessages } from '../features/shifts/messages';
import { systemMessageMessages } from '../features/system-messages/messages';
import { rolePermissionMessages } from '../features/permissions/messages';
import { type MessageIdOf, messagesFor, SHARED_MESSAGES } from '../shared/i18n/catalogue';
import { appMessages } from './messages';
import { shellMessages } from './shell/messages';

/** Every feature's messages and the app's own; a new feature adds its `messages.ts` here. */
export const APP_MESSAGES = {
  ...SHARED_MESSAGES,
  app: appMessages,
  shell: shellMessages,
  auth: authMessages,
  pages: pageMessages,
  kanbans: kanbanMessages,
  parameters: parameterMessages,
  explorer: explorerMessages,
  productManuals: productManualMessages,
  users: userMessages,
  rolePermission: rolePermissionMessages,
  apiTokens: apiTokenMessages,
  members: memberMessages,
  shifts: shiftMessages,
  systemMessages: systemMessageMessages,
} as const;

/** Any message id of the app (route titles and menu labels are typed with it). */
export type MessageId = MessageIdOf<typeof APP_MESSAGES>;

const built: Partial<Record<Locale, Record<string, string>>> = {};

/** The app's full catalogue of a locale, built once. */
export function appMessagesFor(locale: Locale): Record<string, string> {
  return (built[locale] ??= messagesFor(locale, APP_MESSAGES));
}
