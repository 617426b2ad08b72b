import type { Role } from '@contract/roles';
import { API } from '@contract/apis';
import type { ComponentType } from 'react';
import { kanbanApis } from '../features/kanbans/kanbans';
import type { MessageId } from './catalogue';
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
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): RouteScreen {
  return { kind: 'lazy', load: () => load().then((module) => module[name]) };
}

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

const CUSTOMER_ROSTER_ROLES: readonly Role[] = ['super_admin', 'tenant_admin'];
// Spec part 2 section 2: the layout roles. maintainadmin too, because spec part 2 section 6 gives it the import buttons of the product form.
const PRODUCT_MANUAL_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'user', 'maintainadmin'];
// Spec part 2 section 2: maintainadmin only (the guard's role rule has no super_admin exception).
const DISPLAY_CONFIG_ROLES: readonly Role[] = ['maintainadmin'];
// Issue 14: user administration for the tenant administrators and the platform operators (the server scopes the list).
const USER_ADMIN_ROLES: readonly Role[] = ['super_admin', 'tenant_admin'];
const ROLE_PERMISSION_ROLES: readonly Role[] = ['super_admin'];

/** The route table. The router and the side menu are built from it. */
export const ROUTE_TABLE = [
  publicRoute('/login', 'route_login', lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage')),
  publicRoute('/forgotpwd', 'route_forgotpwd', lazyScreen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage')),
  publicRoute('/starter', 'route_starter', lazyScreen(() => import('../features/auth/StarterPage'), 'StarterPage')),
  // Each kanban names the APIs its screen calls to show anything (features/kanbans/kanbans.ts, shared with
  // the kanban switcher); its panels check their own.
  shellRoute('/deviceoverviewkanban', 'route_deviceoverviewkanban', {
    screen: lazyScreen(() => import('../features/kanbans/routes/DeviceOverviewKanban'), 'DeviceOverviewKanban'),
    kanban: true,
    apis: kanbanApis('/deviceoverviewkanban'),
  }),
  shellRoute('/devicedetailskanban', 'route_devicedetailskanban', {
    screen: lazyScreen(() => import('../features/kanbans/routes/DeviceDetailKanban'), 'DeviceDetailKanban'),
    kanban: true,
    apis: kanbanApis('/devicedetailskanban'),
  }),
  shellRoute('/distributionkanban', 'route_distributionkanban', {
    screen: lazyScreen(() => import('../features/kanbans/routes/DistributionKanban'), 'DistributionKanban'),
    kanban: true,
    apis: kanbanApis('/distributionkanban'),
  }),
  shellRoute('/popularitykanban', 'route_popularitykanban', {
    screen: lazyScreen(() => import('../features/kanbans/routes/PopularityKanban'), 'PopularityKanban'),
    kanban: true,
    apis: kanbanApis('/popularitykanban'),
  }),
  shellRoute('/utilizationkanban', 'route_utilizationkanban', {
    screen: lazyScreen(() => import('../features/kanbans/routes/UtilizationKanban'), 'UtilizationKanban'),
    kanban: true,
    apis: kanbanApis('/utilizationkanban'),
  }),
  shellRoute('/deviceView', 'route_deviceView'),
  shellRoute('/NewDeviceProfile', 'route_NewDeviceProfile'),
  shellRoute('/customerroster', 'route_customerroster', { roles: CUSTOMER_ROSTER_ROLES }),
  shellRoute('/customerdetail', 'route_customerdetail'),
  shellRoute('/createcustomer', 'route_createcustomer'),
  shellRoute('/userdetail/:data', 'route_userdetail'),
  shellRoute('/productlist', 'route_productlist', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductList'), 'ProductList'),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualList],
  }),
  shellRoute('/createnewproduct', 'route_createnewproduct', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductFormPage'), 'CreateProductPage'),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualAdd],
  }),
  shellRoute('/editproduct', 'route_editproduct', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductFormPage'), 'EditProductPage'),
    roles: PRODUCT_MANUAL_ROLES,
    apis: [API.productManualList, API.productManualEdit],
  }),
  shellRoute('/productdisplayconfiguration', 'route_productdisplayconfiguration', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/ProductDisplayConfig'), 'ProductDisplayConfig'),
    roles: DISPLAY_CONFIG_ROLES,
    apis: [API.productDisplayConfig],
  }),
  shellRoute('/editproductdisplayconfiguration', 'route_editproductdisplayconfiguration', {
    screen: lazyScreen(() => import('../features/product-manuals/routes/EditProductDisplayConfig'), 'EditProductDisplayConfig'),
    roles: DISPLAY_CONFIG_ROLES,
    apis: [API.productDisplayConfig, API.productDisplayConfigEdit],
  }),
  shellRoute('/users', 'route_users', {
    screen: lazyScreen(() => import('../features/users/routes/UserList'), 'UserList'),
    roles: USER_ADMIN_ROLES,
    apis: [API.userList],
  }),
  // Issue 16 (spec part 2 section 3: member, work shift; part 1 section 7: the message list). The spec names no routes for these screens.
  shellRoute('/members', 'route_members', {
    screen: lazyScreen(() => import('../features/members/routes/MemberList'), 'MemberList'),
    apis: [API.memberList],
  }),
  shellRoute('/shifts', 'route_shifts', {
    screen: lazyScreen(() => import('../features/shifts/routes/ShiftList'), 'ShiftList'),
    apis: [API.shiftList],
  }),
  shellRoute('/messages', 'route_messages', {
    screen: lazyScreen(() => import('../features/system-messages/routes/MessageList'), 'MessageList'),
    apis: [API.systemMessageList],
  }),
  shellRoute('/rolepermission', 'route_rolepermission', {
    screen: lazyScreen(() => import('../features/permissions/routes/RolePermissionPage'), 'RolePermissionPage'),
    roles: ROLE_PERMISSION_ROLES,
  }),
  shellRoute('/customDashboard/list', 'route_customDashboard_list'),
  shellRoute('/customDashboard/edit', 'route_customDashboard_edit'),
  shellRoute('/customDashboard/view', 'route_customDashboard_view'),
  // Integrator tokens: every signed-in user manages their own (the admin part checks its own APIs).
  shellRoute('/apitokens', 'route_apitokens', { screen: lazyScreen(() => import('../features/apitokens/routes/ApiTokensPage'), 'ApiTokensPage') }),
  // GraphiQL is by far the largest chunk; lazy like every screen, so no other page carries it.
  shellRoute('/explorer', 'route_explorer', { screen: lazyScreen(() => import('../features/explorer/ExplorerPage'), 'ExplorerPage') }),
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
