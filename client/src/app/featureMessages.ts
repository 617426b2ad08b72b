import type { Messages } from '../shared/i18n/defineMessages';

/**
 * Each feature's messages as a lazy chunk, for the route rows of its screens (`lazyScreen`'s
 * third argument): loaded beside the screen, added to the catalogue before it renders. A new
 * feature adds a row here (and its bundle to `APP_MESSAGES`); `featureMessages.test.ts` fails
 * when a bundle is in neither `EAGER_MESSAGES` nor here, or a route of a lazy feature lacks it.
 */
export const FEATURE_MESSAGES = {
  kanbans: () =>
    Promise.all([import('../features/kanbans/messages'), import('../features/kanbans/parameters/messages')]).then(([kanbans, parameters]) => [kanbans.kanbanMessages, parameters.parameterMessages]),
  explorer: () => import('../features/explorer/messages').then((m) => [m.explorerMessages]),
  productManuals: () => import('../features/product-manuals/messages').then((m) => [m.productManualMessages]),
  users: () => import('../features/users/messages').then((m) => [m.userMessages]),
  rolePermission: () => import('../features/permissions/messages').then((m) => [m.rolePermissionMessages]),
  apiTokens: () => import('../features/apitokens/messages').then((m) => [m.apiTokenMessages]),
  customers: () => import('../features/customers/messages').then((m) => [m.customerMessages]),
  dashboards: () =>
    Promise.all([import('../features/dashboards/messages'), import('../features/dashboards/designer/messages')]).then(([list, designer]) => [list.dashboardMessages, designer.designerMessages]),
  deviceArchives: () => import('../features/device-archives/messages').then((m) => [m.deviceArchiveMessages]),
  members: () => import('../features/members/messages').then((m) => [m.memberMessages]),
  shifts: () => import('../features/shifts/messages').then((m) => [m.shiftMessages]),
  repairOrders: () => import('../features/repair-orders/messages').then((m) => [m.repairOrderMessages]),
  maintenancePlans: () => import('../features/maintenance-plans/messages').then((m) => [m.maintenancePlanMessages]),
} satisfies Record<string, () => Promise<Messages[]>>;

export type FeatureTexts = () => Promise<Messages[]>;
