import type { Role } from '@contract/roles';
import type { UiMessageId } from '../shared/i18n/en';
import type { RouteAccess } from './guard';

/** Which screen a route shows. */
export type PageId = 'login' | 'forgotpwd' | 'starter' | 'overview' | 'detail' | 'distribution' | 'popularity' | 'utilization' | 'explorer' | 'comingSoon';

/** One row of the route table (spec part 1 section 2, part 2 section 2). */
export type AppRoute = RouteAccess & {
  path: string;
  /** Message id of the title; document.title follows it in the user's language. */
  titleId: UiMessageId;
  /** Inside the shell (side menu and header) or on its own. */
  layout: 'shell' | 'bare';
  page: PageId;
  /** Kanbans also exist as '/xxx/full', full screen without the shell. */
  kanban?: boolean;
};

const CUSTOMER_ROSTER_ROLES: readonly Role[] = ['super_admin', 'tenant_admin'];
const DISPLAY_CONFIG_ROLES: readonly Role[] = ['maintainadmin'];
const ROLE_PERMISSION_ROLES: readonly Role[] = ['super_admin'];

const publicPage = (path: string, titleId: UiMessageId, page: PageId): AppRoute => ({
  path,
  titleId,
  page,
  layout: 'bare',
  requiresAuth: false,
});
const shellPage = (path: string, titleId: UiMessageId, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  titleId,
  page: 'comingSoon',
  layout: 'shell',
  requiresAuth: true,
  ...extra,
});

/** The route table. Routes whose screens are not built yet show "coming soon". */
export const ROUTE_TABLE: readonly AppRoute[] = [
  publicPage('/login', 'route_login', 'login'),
  publicPage('/forgotpwd', 'route_forgotpwd', 'forgotpwd'),
  publicPage('/starter', 'route_starter', 'starter'),
  shellPage('/deviceoverviewkanban', 'route_deviceoverviewkanban', { page: 'overview', kanban: true }),
  shellPage('/devicedetailskanban', 'route_devicedetailskanban', { page: 'detail', kanban: true }),
  shellPage('/distributionkanban', 'route_distributionkanban', { page: 'distribution', kanban: true }),
  shellPage('/popularitykanban', 'route_popularitykanban', { page: 'popularity', kanban: true }),
  shellPage('/utilizationkanban', 'route_utilizationkanban', { page: 'utilization', kanban: true }),
  shellPage('/deviceView', 'route_deviceView'),
  shellPage('/NewDeviceProfile', 'route_NewDeviceProfile'),
  shellPage('/customerroster', 'route_customerroster', { roles: CUSTOMER_ROSTER_ROLES }),
  shellPage('/customerdetail', 'route_customerdetail'),
  shellPage('/createcustomer', 'route_createcustomer'),
  shellPage('/userdetail/:data', 'route_userdetail'),
  shellPage('/productlist', 'route_productlist'),
  shellPage('/createnewproduct', 'route_createnewproduct'),
  shellPage('/editproduct', 'route_editproduct'),
  shellPage('/productdisplayconfiguration', 'route_productdisplayconfiguration', { roles: DISPLAY_CONFIG_ROLES }),
  shellPage('/editproductdisplayconfiguration', 'route_editproductdisplayconfiguration', { roles: DISPLAY_CONFIG_ROLES }),
  shellPage('/rolepermission', 'route_rolepermission', { roles: ROLE_PERMISSION_ROLES }),
  shellPage('/customDashboard/list', 'route_customDashboard_list'),
  shellPage('/customDashboard/edit', 'route_customDashboard_edit'),
  shellPage('/customDashboard/view', 'route_customDashboard_view'),
  shellPage('/explorer', 'route_explorer', { page: 'explorer' }),
];

/** The table with every kanban's '/full' twin: same page and rules, no shell. */
export function withFullVariants(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.kanban ? [route, { ...route, path: `${route.path}/full`, layout: 'bare' as const }] : [route]));
}

/** Rules of the index path '/', which redirects to the overview. */
export const INDEX_ROUTE: AppRoute = shellPage('/', 'route_deviceoverviewkanban', { page: 'overview' });

/** Rules of any path outside the table. */
export const NOT_FOUND_ROUTE: AppRoute = { path: '*', titleId: 'route_notfound', page: 'comingSoon', layout: 'bare', requiresAuth: false };
