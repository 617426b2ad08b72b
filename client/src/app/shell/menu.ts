import type { Role } from '@contract/roles';
import type { UiMessageId } from '../../shared/i18n/en';
import type { IconName } from '../../shared/widgets/Icon';

/** A side-menu entry: a link (path) or a group/submenu (children). */
export type MenuItem = {
  id: string;
  labelId: UiMessageId;
  icon: IconName;
  path?: string;
  /** Only these roles see it; absent means every role. */
  roles?: readonly Role[];
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
      {
        id: 'customer-roster',
        labelId: 'menu_customer_roster',
        icon: 'people',
        path: '/customerroster',
        roles: ['super_admin', 'tenant_admin'],
      },
      { id: 'product-archive', labelId: 'menu_product_archive', icon: 'archive', path: '/productlist', roles: ['tenant_admin'] },
      { id: 'role-permission', labelId: 'menu_role_permission', icon: 'shield', path: '/rolepermission', roles: ['super_admin'] },
    ],
  },
  {
    id: 'developer',
    labelId: 'menu_developer',
    icon: 'code',
    children: [{ id: 'explorer', labelId: 'menu_explorer', icon: 'code', path: '/explorer' }],
  },
];

/** The menu a role sees: items limited to other roles are removed, and groups left empty with them. */
export function menuForRole(role: Role | null | undefined, menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.roles && (!role || !item.roles.includes(role))) return [];
    if (!item.children) return [item];
    const children = menuForRole(role, item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
