import type { Role } from '@contract/roles';
import type { MessageId } from '../catalogue';
import type { IconName } from '../../shared/widgets/Icon';
import { rolesMayOpen } from '../guard';
import { type RoutePath, routeByPath } from '../routes';

/**
 * A side-menu entry: a link to a route of the table (path), or a group/submenu (children).
 * Links carry no roles of their own: who sees one is the rule of the route it opens.
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
        ],
      },
      { id: 'device-details', labelId: 'menu_device_details', icon: 'monitor', path: '/devicedetailskanban' },
      { id: 'customer-roster', labelId: 'menu_customer_roster', icon: 'people', path: '/customerroster' },
      { id: 'product-archive', labelId: 'menu_product_archive', icon: 'archive', path: '/productlist' },
      { id: 'role-permission', labelId: 'menu_role_permission', icon: 'shield', path: '/rolepermission' },
    ],
  },
  {
    id: 'developer',
    labelId: 'menu_developer',
    icon: 'code',
    children: [{ id: 'explorer', labelId: 'menu_explorer', icon: 'code', path: '/explorer' }],
  },
];

/** The menu a role sees: links to routes the role may not open are removed, and groups left empty with them. */
export function menuForRole(role: Role | null | undefined, menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.path && !rolesMayOpen(routeByPath(item.path), role ? [role] : [])) return [];
    if (!item.children) return [item];
    const children = menuForRole(role, item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
