import type { Locale } from '@contract/error-catalogue';
import { apiTokenMessages } from '../features/apitokens/messages';
import { dashboardMessages } from '../features/dashboards/messages';
import { designerMessages } from '../features/dashboards/designer/messages';
import { explorerMessages } from '../features/explorer/messages';
import { kanbanMessages } from '../features/kanbans/messages';
import { parameterMessages } from '../features/kanbans/parameters/messages';
import { deviceArchiveMessages } from '../features/device-archives/messages';
import { productManualMessages } from '../features/product-manuals/messages';
import { customerMessages } from '../features/customers/messages';
import { repairOrderMessages } from '../features/repair-orders/messages';
import { maintenancePlanMessages } from '../features/maintenance-plans/messages';
import { userMessages } from '../features/users/messages';
import { memberMessages } from '../features/members/messages';
import { shiftMessages } from '../features/shifts/messages';
import { rolePermissionMessages } from '../features/permissions/messages';
import { type MessageIdOf, messagesFor } from '../shared/i18n/catalogue';
import { EAGER_MESSAGES } from './messageCatalogue';

/**
 * Every message of the app, for types (`MessageId`) and tests: the ones loaded with the app
 * (`EAGER_MESSAGES`) and each feature's; a new feature adds its `messages.ts` here and a loader
 * to `FEATURE_MESSAGES` (the app itself loads feature messages with their screens; runtime code
 * imports only types from this file).
 */
export const APP_MESSAGES = {
  ...EAGER_MESSAGES,
  kanbans: kanbanMessages,
  parameters: parameterMessages,
  explorer: explorerMessages,
  productManuals: productManualMessages,
  customers: customerMessages,
  users: userMessages,
  rolePermission: rolePermissionMessages,
  apiTokens: apiTokenMessages,
  dashboards: dashboardMessages,
  repairOrders: repairOrderMessages,
  maintenancePlans: maintenancePlanMessages,
  deviceArchives: deviceArchiveMessages,
  dashboardDesigner: designerMessages,
  members: memberMessages,
  shifts: shiftMessages,
} as const;

/** Any message id of the app (route titles and menu labels are typed with it). */
export type MessageId = MessageIdOf<typeof APP_MESSAGES>;

const built: Partial<Record<Locale, Record<string, string>>> = {};

/** The app's full catalogue of a locale, built once (tests and the dev benchmark page). */
export function appMessagesFor(locale: Locale): Record<string, string> {
  return (built[locale] ??= messagesFor(locale, APP_MESSAGES));
}
