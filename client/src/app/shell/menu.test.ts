import { ROLES, type Role } from '@contract/roles';
import { MENU, type MenuItem, menuForRole } from './menu';

/** Every link path of a menu, depth first. */
const paths = (items: readonly MenuItem[]): string[] => items.flatMap((i) => (i.children ? paths(i.children) : i.path ? [i.path] : []));

const EVERYONE = ['/deviceoverviewkanban', '/customDashboard/list', '/devicedetailskanban', '/explorer'];

describe('menuForRole', () => {
  it('gives super_admin the customer roster and role permissions, not product archives', () => {
    expect(paths(menuForRole('super_admin')).sort()).toEqual([...EVERYONE, '/customerroster', '/rolepermission'].sort());
  });

  it('gives tenant_admin the customer roster and product archives, not role permissions', () => {
    expect(paths(menuForRole('tenant_admin')).sort()).toEqual([...EVERYONE, '/customerroster', '/productlist'].sort());
  });

  it.each(['maintainadmin', 'maintainer', 'user'] as Role[])('gives %s only the unrestricted items', (role) => {
    expect(paths(menuForRole(role)).sort()).toEqual([...EVERYONE].sort());
  });

  it('gives no role only the unrestricted items', () => {
    expect(paths(menuForRole(null)).sort()).toEqual([...EVERYONE].sort());
  });

  it('keeps the Maintenance Center group with the Overview submenu first for every role', () => {
    for (const role of ROLES) {
      const [center] = menuForRole(role);
      expect(center.id).toBe('maintenance-center');
      expect(center.children?.[0].id).toBe('overview');
      expect(paths(center.children?.[0].children ?? [])).toEqual(['/deviceoverviewkanban', '/customDashboard/list']);
    }
  });

  it('drops a group whose every item is limited to other roles', () => {
    const menu: MenuItem[] = [
      {
        id: 'g',
        labelId: 'menu_developer',
        icon: 'code',
        children: [{ id: 'x', labelId: 'menu_explorer', icon: 'code', path: '/x', roles: ['super_admin'] }],
      },
    ];
    expect(menuForRole('user', menu)).toEqual([]);
    expect(paths(menuForRole('super_admin', menu))).toEqual(['/x']);
  });

  it('does not change the menu definition', () => {
    const before = JSON.stringify(MENU);
    menuForRole('user');
    expect(JSON.stringify(MENU)).toBe(before);
  });
});
