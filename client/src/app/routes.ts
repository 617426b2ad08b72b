import type { Role } from '@contract/roles';
import { API } from '@contract/apis';
import type { ComponentType } from 'react';
import { kanbanApis } from '../features/kanbans/kanbans';
import type { MessageId } from './catalogue';
import { FEATURE_MESSAGES, type FeatureTexts } from './featureMessages';
import { loadContractTexts } from '../shared/i18n/contractMessages';
import { withTexts } from './lazyPage';
import type { RouteAccess } from './guard';

/** What a route shows: a screen in its own lazy chunk, or "coming soon" while the screen is not built. */
export type RouteScreen =
  | { kind: 'lazy'; load: () => Promise<ComponentType> }
  | { kind: 'comingSoon'; backTo?: { to: string; labelId: MessageId } };

/** The rules and title of a route: all the guard and document.title need. */
export type RouteMeta = RouteAccess & {
  /** Message id of the title; document.title follows it in the user's language. */
  titleId: MessageId;
};

/** One row of the route table (spec part 1 section 2, part 2 section 2): one row adds a screen. */
export type AppRoute<P extends string = string> = RouteMeta & {
  path: P;
  /** Inside the shell (side menu and header) or on its own. */
  layout: 'shell' | 'bare';
  screen: RouteScreen;
  /** Kanbans also exist as '/xxx/full', full screen without the shell. */
  kanban?: boolean;
};

/**
 * A screen loaded on first visit, from its own chunk: `import()` of the module (kept a literal
 * call so Vite splits it) and the name of its exported component (the codebase has no default exports).
 * The screen renders once its feature's messages (`texts`) and, unless `contractTexts` is false,
 * the contract's error and rule texts are in the catalogue: a form shows them as it renders. The
 * kanbans have no forms and paint without waiting for them (their failures wait in the toast).
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K, texts?: FeatureTexts, { contractTexts = true }: { contractTexts?: boolean } = {}): RouteScreen {
  return {
    kind: 'lazy',
    load: () => withTexts(() => Promise.all([load(), contractTexts ? loadContractTexts() : undefined]).then(([module]) => module[name]), texts),
  };
}

/** The kanbans' screens: no forms, so their first paint does not wait for the contract's texts. */
const kanbanScreen = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) => lazyScreen(load, name, FEATURE_MESSAGES.kanbans, { contractTexts: false });

/** A route in the table whose screen is not built yet. */
export function comingSoon(backTo?: { to: string; labelId: MessageId }): RouteScreen {
  return { kind: 'comingSoon', backTo };
}

type RouteOptions = Partial<Pick<AppRoute, 'screen' | 'kanban' | 'apis'>> & { roles?: readonly Role[] };

const publicRoute = <P extends string>(path: P, titleId: MessageId, screen: RouteScreen): AppRoute<P> => ({
  path,
  titleId,
  screen,
  layout: 'bare',
  requiresAuth: false,
});
const shellRoute = <P extends string>(path: P, titleId: MessageId, { screen = comingSoon(), ...options }: RouteOptions = {}): AppRoute<P> => ({
  path,
  titleId,
  screen,
  layout: 'shell',
  requiresAuth: true,
  ...options,
});

/** A signed-in screen without the shell (a print page): the guard's rules as in the shell. */
const bareAuthRoute = <P extends string>(path: P, titleId: MessageId, screen: RouteScreen, apis: AppRoute['apis']): AppRoute<P> => ({
  path,
  titleId,
  screen,
  layout: 'bare',
  requiresAuth: true,
  apis,
});

const CUSTOMER_ROSTER_ROLES: readonly Role[] = ['super_admin', 'tenant_admin'];
// Spec part 2 section 2: the layout roles. maintainadmin too, because spec part 2 section 6 gives it the import buttons of the product form.
const PRODUCT_MANUAL_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'user', 'maintainadmin'];
// Spec part 2 section 2: maintainadmin only (the guard's role rule has no super_admin exception).
const DISPLAY_CONFIG_ROLES: readonly Role[] = ['maintainadmin'];
// Issue 14: user administration for the tenant administrators and the platform operators (the server scopes the list).
const USER_ADMIN_ROLES: readonly Role[] = ['super_admin', 'tenant_admin'];
const ROLE_PERMISSION_ROLES: readonly Role[] = ['super_admin'];
// Issue 17: repair orders for every role; who may do what is the APIs' (and the server's rules).
const REPAIR_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'maintainadmin', 'maintainer', 'user'];
// Issue 17: plans are the maker's staff's; customers see the check orders of their machines.
const MAINTENANCE_PLAN_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'maintainadmin', 'maintainer'];

/** The route table. The router and the side menu are built from it. */
export const ROUTE_TABLE = [
  publicRoute('/login', 'route_login', lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage')),
  publicRoute('/forgotpwd', 'route_forgotpwd', lazyScreen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage')),
  // The public page a machine's QR code jumps to (issue 16): no sign-in.
  publicRoute('/qr/:code', 'route_qr', lazyScreen(() => import('../features/device-archives/routes/PublicQrPage'), 'PublicQrPage', FEATURE_MESSAGES.deviceArchives)),
  publicRoute('/starter', 'route_starter', lazyScreen(() => import('../features/auth/StarterPage'), 'StarterPage')),
  // The public repair report, reached from a machine's QR page (`/repair/report?sn=...`) without signing in.
  publicRoute('/repair/report', 'route_repair_report', lazyScreen(() => import('../features/repair-orders/routes/PublicRepairPage'), 'PublicRepairPage', FEATURE_MESSAGES.repairOrders)),
  // Each kanban names the APIs its screen calls to show anything (features/kanbans/kanbans.ts, shared with
  // the kanban switcher); its panels check their own.
  shellRoute('/deviceoverviewkanban', 'route_deviceoverviewkanban', {
    screen: kanbanScreen(() => import('../features/kanbans/routes/DeviceOverviewKanban'), 'DeviceOverviewKanban'),
    kanban: true,
    apis: kanbanApis('/deviceoverviewkanban'),
  }),
  shellRoute('/devicedetailskanban', 'route_devicedetailskanban', {
    screen: kanbanScreen(() => import('../features/kanbans/routes/DeviceDetailKanban'), 'DeviceDetailKanban'),
    kanban: true,
    apis: kanbanApis('/devicedetailskanban'),
  }),
  shellRoute('/distributionkanban', 'route_distributionkanban', {
    screen: kanbanScreen(() => import('../features/kanbans/routes/DistributionKanban'), 'DistributionKanban'),
    kanban: true,
    apis: kanbanApis('/distributionkanban'),
  }),
  shellRoute('/popularitykanban', 'route_popularitykanban', {
    screen: kanbanScreen(() => import('../features/kanbans/routes/PopularityKanban'), 'PopularityKanban'),
    kanban: true,
    apis: kanbanApis('/popularitykanban'),
  }),
  shellRoute('/utilizationkanban', 'route_utilizationkanban', {
    screen: kanbanScreen(() => import('../features/kanbans/routes/UtilizationKanban'), 'UtilizationKanban'),
    kanban: true,
    apis: kanbanApis('/utilizationkanban'),
  }),
  // Device archives (issue 16 "Machines"): the list and the register/edit form; the QR sheet prints without the shell.
  shellRoute('/deviceView', 'route_deviceView', {
    screen: lazyScreen(() => import('../features/device-archives/routes/DeviceArchiveList'), 'DeviceArchiveList', FEATURE_MESSAGES.deviceArchives),
    apis: [API.deviceArchiveList],
  }),
  shellRoute('/NewDeviceProfile', 'route_NewDeviceProfile', {
    screen: lazyScreen(() => import('../features/device-archives/routes/DeviceArchiveFormPage'), 'DeviceArchiveFormPage', FEATURE_MESSAGES.deviceArchives),
    apis: [API.deviceArchiveList],
  }),
  bareAuthRoute('/qrsheet', 'route_qrsheet', lazyScreen(() => import('../features/device-archives/routes/QrSheetPage'), 'QrSheetPage', FEATURE_MESSAGES.deviceArchives), [API.qrCodeList]),
  shellRoute('/customerroster', 'route_customerroster', {
    screen: lazyScreen(() => import('../features/customers/routes/CustomerRoster'), 'CustomerRoster', FEATURE_MESSAGES.customers),
    roles: CUSTOMER_ROSTER_ROLES,
    apis: [API.customerList],
  }),
  shellRoute('/customerdetail', 'route_customerdetail', {
    screen: lazyScreen(() => import('../features/customers/routes/CustomerPages'), 'CustomerDetailPage', FEATURE_MESSAGES.customers),
    roles: CUSTOMER_ROSTER_ROLES,
    apis: [API.customerList, API.customerEdit],
  }),
  shellRoute('/createcustomer', 'route_createcustomer', {
    screen: lazyScreen(() => import('../features/customers/routes/CustomerPages'), 'CreateCustomerPage', FEATURE_MESSAGES.customers),
    roles: CUSTOMER_ROSTER_ROLES,
    apis: [API.customerAdd],
  }),
  shellRoute('/userdetail/:data', 'route_userdetail'),
  shellRoute('/productlist', 'route_productlist', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductList'), 'ProductList', FEATURE_MESSAGES.productManuals),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualList],
  }),
  shellRoute('/createnewproduct', 'route_createnewproduct', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductFormPage'), 'CreateProductPage', FEATURE_MESSAGES.productManuals),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualAdd],
  }),
  shellRoute('/editproduct', 'route_editproduct', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductFormPage'), 'EditProductPage', FEATURE_MESSAGES.productManuals),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualList, API.productManualEdit],
  }),
  shellRoute('/productdisplayconfiguration', 'route_productdisplayconfiguration', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductDisplayConfig'), 'ProductDisplayConfig', FEATURE_MESSAGES.productManuals),
    roles: DISPLAY_CONFIG_ROLES,
    apis: [API.productDisplayConfig],
  }),
  shellRoute('/editproductdisplayconfiguration', 'route_editproductdisplayconfiguration', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/EditProductDisplayConfig'), 'EditProductDisplayConfig', FEATURE_MESSAGES.productManuals),
    roles: DISPLAY_CONFIG_ROLES,
    apis: [API.productDisplayConfig, API.productDisplayConfigEdit],
  }),
  shellRoute('/createrepairorder', 'route_createrepairorder', {
    screen: lazyScreen(() => import('../features/repair-orders/routes/RepairReportPage'), 'RepairReportPage', FEATURE_MESSAGES.repairOrders),
    roles: REPAIR_ROLES,
    apis: [API.repairOrderAdd],
  }),
  shellRoute('/repairorderquery', 'route_repairorderquery', {
    screen: lazyScreen(() => import('../features/repair-orders/routes/RepairOrderList'), 'RepairOrderList', FEATURE_MESSAGES.repairOrders),
    roles: REPAIR_ROLES,
    apis: [API.repairOrderList],
  }),
  shellRoute('/repairorderdetail', 'route_repairorderdetail', {
    screen: lazyScreen(() => import('../features/repair-orders/routes/RepairOrderDetail'), 'RepairOrderDetail', FEATURE_MESSAGES.repairOrders),
    roles: REPAIR_ROLES,
    apis: [API.repairOrderList],
  }),
  // The maintenance home (spec part 2 section 9): the latest unclosed and unprocessed repair orders.
  shellRoute('/maintenancehome', 'route_maintenancehome', {
    screen: lazyScreen(() => import('../features/repair-orders/routes/MaintenanceHome'), 'MaintenanceHome', FEATURE_MESSAGES.repairOrders),
    roles: REPAIR_ROLES,
    apis: [API.repairOrderList],
  }),
  // Issue 17: maintenance plans and the check orders they generate (the spec names no routes for these screens).
  shellRoute('/maintenanceplans', 'route_maintenanceplans', {
    screen: lazyScreen(() => import('../features/maintenance-plans/routes/PlanList'), 'PlanList', FEATURE_MESSAGES.maintenancePlans),
    roles: MAINTENANCE_PLAN_ROLES,
    apis: [API.maintenancePlanList],
  }),
  shellRoute('/maintenanceplanedit', 'route_maintenanceplanedit', {
    screen: lazyScreen(() => import('../features/maintenance-plans/routes/PlanFormPage'), 'PlanFormPage', FEATURE_MESSAGES.maintenancePlans),
    roles: MAINTENANCE_PLAN_ROLES,
    apis: [API.maintenancePlanList, API.deviceArchiveList],
  }),
  shellRoute('/checkorders', 'route_checkorders', {
    screen: lazyScreen(() => import('../features/maintenance-plans/routes/CheckOrderList'), 'CheckOrderList', FEATURE_MESSAGES.maintenancePlans),
    roles: REPAIR_ROLES,
    apis: [API.checkOrderList],
  }),
  shellRoute('/checkorderdetail', 'route_checkorderdetail', {
    screen: lazyScreen(() => import('../features/maintenance-plans/routes/CheckOrderDetail'), 'CheckOrderDetail', FEATURE_MESSAGES.maintenancePlans),
    roles: REPAIR_ROLES,
    apis: [API.checkOrderList],
  }),
  shellRoute('/users', 'route_users', {
    screen: lazyScreen(() => import('../features/users/routes/UserList'), 'UserList', FEATURE_MESSAGES.users),
    roles: USER_ADMIN_ROLES,
    apis: [API.userList],
  }),
  // Issue 16 (spec part 2 section 3: member, work shift; part 1 section 7: the message list). The spec names no routes for these screens.
  shellRoute('/members', 'route_members', {
    screen: lazyScreen(() => import('../features/members/routes/MemberList'), 'MemberList', FEATURE_MESSAGES.members),
    apis: [API.memberList],
  }),
  shellRoute('/shifts', 'route_shifts', {
    screen: lazyScreen(() => import('../features/shifts/routes/ShiftList'), 'ShiftList', FEATURE_MESSAGES.shifts),
    apis: [API.shiftList],
  }),
  shellRoute('/messages', 'route_messages', {
    screen: lazyScreen(() => import('../features/system-messages/routes/MessageList'), 'MessageList'),
    apis: [API.systemMessageList],
  }),
  shellRoute('/rolepermission', 'route_rolepermission', {
    screen: lazyScreen(() => import('../features/permissions/routes/RolePermissionPage'), 'RolePermissionPage', FEATURE_MESSAGES.rolePermission),
    roles: ROLE_PERMISSION_ROLES,
  }),
  // Spec part 2 section 6: dashboard routes need only login (no role rule); their screens read through GET /dashboard,
  // which the demo policies give every role, and the list's actions check the other dashboard APIs.
  shellRoute('/customDashboard/list', 'route_customDashboard_list', {
    screen: lazyScreen(() => import('../features/dashboards/routes/DashboardList'), 'DashboardList', FEATURE_MESSAGES.dashboards),
    apis: [API.dashboardList],
  }),
  // Issue 15: the designer; its own lazy chunk (react-rnd, animate.css, html-to-image load only here).
  shellRoute('/customDashboard/edit', 'route_customDashboard_edit', {
    screen: lazyScreen(() => import('../features/dashboards/routes/DashboardEditor'), 'DashboardEditor', FEATURE_MESSAGES.dashboards),
    apis: [API.dashboardList],
  }),
  // The view fills the window (a big screen), without the shell; its title becomes the dashboard's name.
  {
    ...shellRoute('/customDashboard/view', 'route_customDashboard_view', {
      screen: lazyScreen(() => import('../features/dashboards/routes/DashboardView'), 'DashboardView', FEATURE_MESSAGES.dashboards),
      apis: [API.dashboardList],
    }),
    layout: 'bare' as const,
  },
  // Integrator tokens: every signed-in user manages their own (the admin part checks its own APIs).
  shellRoute('/apitokens', 'route_apitokens', { screen: lazyScreen(() => import('../features/apitokens/routes/ApiTokensPage'), 'ApiTokensPage', FEATURE_MESSAGES.apiTokens) }),
  // GraphiQL is by far the largest chunk; lazy like every screen, so no other page carries it.
  shellRoute('/explorer', 'route_explorer', { screen: lazyScreen(() => import('../features/explorer/ExplorerPage'), 'ExplorerPage', FEATURE_MESSAGES.explorer) }),
] as const;

/** A path of the route table (menu entries point at these). */
export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** The row of a path of the table. */
export function routeByPath(path: RoutePath): AppRoute {
  const route = ROUTE_TABLE.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  return route;
}

/** The table with every kanban's '/full' twin: same screen and rules, no shell. */
export function withFullVariants(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.kanban ? [route, { ...route, path: `${route.path}/full`, layout: 'bare' as const }] : [route]));
}

/** Rules of the index path '/', which redirects to the overview. */
export const INDEX_ROUTE: RouteMeta = { titleId: 'route_deviceoverviewkanban', requiresAuth: true };

/** Rules of any path outside the table. */
export const NOT_FOUND_ROUTE: RouteMeta = { titleId: 'route_notfound', requiresAuth: false };
