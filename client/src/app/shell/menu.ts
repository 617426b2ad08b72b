import type { Role } from '@contract/roles';
import type { MessageId } from '../catalogue';
import type { PermissionView } from '../../shared/permissions/permissions';
import { INDEX_PATH } from '../../shared/utils/origin';
import type { IconName } from '../../shared/widgets/Icon';
import { decideNavigation } from '../guard';
import { type RoutePath, routeByPath } from '../routes';

/**
 * A side-menu entry: a link to a route of the table (path), or a group/submenu (children).
 * Links carry no roles or permissions of their own: who sees one is the rule of the route
 * it opens (its roles and the APIs its screen needs).
 */
export type MenuItem = {
  id: string;
  labelId: MessageId;
  icon: IconName;
  path?: RoutePath;
  children?: readonly MenuItem[];
};

/** The side menu (spec part 1 section 2): Maintenance Center group plus the developer tools. */
export const MENU: readonly MenuItem[] = [
  {
    id: 'maintenance-center',
    labelId: 'menu_maintenance_center',
    icon: 'wrench',
    children: [
      {
        id: 'overview',
        labelId: 'menu_overview',
        icon: 'dashboard',
        children: [
          { id: 'equipment-overview', labelId: 'menu_equipment_overview', icon: 'monitor', path: '/deviceoverviewkanban' },
          { id: 'custom-dashboard', labelId: 'menu_custom_dashboard', icon: 'dashboard', path: '/customDashboard/list' },
          // The other kanbans (spec part 1 section 2), reachable from the menu as well as from each kanban's switcher.
          { id: 'distribution-kanban', labelId: 'menu_distribution_kanban', icon: 'map', path: '/distributionkanban' },
          { id: 'popularity-kanban', labelId: 'menu_popularity_kanban', icon: 'chart', path: '/popularitykanban' },
          { id: 'utilization-kanban', labelId: 'menu_utilization_kanban', icon: 'gauge', path: '/utilizationkanban' },
        ],
      },
      { id: 'device-details', labelId: 'menu_device_details', icon: 'monitor', path: '/devicedetailskanban' },
      { id: 'repair-report', labelId: 'menu_repair_report', icon: 'wrench', path: '/createrepairorder' },
      { id: 'repair-query', labelId: 'menu_repair_query', icon: 'menu', path: '/repairorderquery' },
      // After the repair links, never first: startPath lands on the first link, which must stay the overview.
      { id: 'maintenance-home', labelId: 'menu_maintenance_home', icon: 'dashboard', path: '/maintenancehome' },
      { id: 'maintenance-plans', labelId: 'menu_maintenance_plans', icon: 'calendar', path: '/maintenanceplans' },
      { id: 'check-orders', labelId: 'menu_check_orders', icon: 'menu', path: '/checkorders' },
      { id: 'device-archives', labelId: 'menu_device_archives', icon: 'archive', path: '/deviceView' },
      { id: 'customer-roster', labelId: 'menu_customer_roster', icon: 'people', path: '/customerroster' },
      { id: 'product-archive', labelId: 'menu_product_archive', icon: 'archive', path: '/productlist' },
      { id: 'product-display', labelId: 'menu_product_display', icon: 'menu', path: '/productdisplayconfiguration' },
      { id: 'users', labelId: 'menu_users', icon: 'people', path: '/users' },
      { id: 'members', labelId: 'menu_members', icon: 'people', path: '/members' },
      { id: 'shifts', labelId: 'menu_shifts', icon: 'calendar', path: '/shifts' },
      { id: 'messages', labelId: 'menu_messages', icon: 'bell', path: '/messages' },
      { id: 'role-permission', labelId: 'menu_role_permission', icon: 'shield', path: '/rolepermission' },
    ],
  },
  {
    id: 'developer',
    labelId: 'menu_developer',
    icon: 'code',
    children: [
      { id: 'explorer', labelId: 'menu_explorer', icon: 'code', path: '/explorer' },
      { id: 'api-tokens', labelId: 'menu_api_tokens', icon: 'key', path: '/apitokens' },
    ],
  },
];

/** Whether a caller with this role and these permissions may open a route: exactly the guard's rule. */
export function mayOpen(path: RoutePath, role: Role | null | undefined, permissions: PermissionView): boolean {
  const route = routeByPath(path);
  const decision = decideNavigation({ path, fullPath: path, isInitialised: true, isLoggedIn: true, roles: role ? [role] : [], route, permissions });
  return decision.action === 'allow';
}

/**
 * The menu a caller sees: links to routes the role may not open, or whose screens need an
 * API the caller's policy lacks, are removed, and groups left empty with them.
 */
export function menuFor(role: Role | null | undefined, permissions: PermissionView, menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.path && !mayOpen(item.path, role, permissions)) return [];
    if (!item.children) return [item];
    const children = menuFor(role, permissions, item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Every link of a menu, depth first (the menu's reading order). */
export function menuLinks(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuLinks(item.children) : item.path ? [item] : []));
}

/**
 * Where a caller starts after signing in: the first built screen of the Maintenance Center
 * (in menu order) that the caller may use, the overview whenever it may. A caller who may
 * use none of them starts at the overview, which says what is missing and whom to ask.
 */
export function startPath(role: Role | null | undefined, permissions: PermissionView): string {
  const center = menuFor(role, permissions).filter((group) => group.id === 'maintenance-center');
  const built = menuLinks(center).find((link) => link.path && routeByPath(link.path).screen.kind === 'lazy');
  return built?.path ?? INDEX_PATH;
}
