import { ROLES, type Role } from '@contract/roles';
import { decideNavigation } from '../guard';
import { ROUTE_TABLE } from '../routes';
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

  it('drops a group whose every link opens a route limited to other roles', () => {
    const menu: MenuItem[] = [
      {
        id: 'g',
        labelId: 'menu_developer',
        icon: 'code',
        children: [{ id: 'x', labelId: 'menu_role_permission', icon: 'shield', path: '/rolepermission' }],
      },
    ];
    expect(menuForRole('user', menu)).toEqual([]);
    expect(paths(menuForRole('super_admin', menu))).toEqual(['/rolepermission']);
  });

  it('does not change the menu definition', () => {
    const before = JSON.stringify(MENU);
    menuForRole('user');
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

/** Every link of a menu with its own fields, depth first. */
const links = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? links(i.children) : [i]));

describe('menu and route table', () => {
  it('links only to paths of the route table', () => {
    const table = new Set<string>(ROUTE_TABLE.map((r) => r.path));
    for (const link of links(MENU)) expect(`${link.id} -> ${link.path}`).toBe(`${link.id} -> ${table.has(link.path ?? '') ? link.path : '(not a route)'}`);
  });

  it('carries no roles of its own: a link shows for exactly the roles its route lets in', () => {
    for (const link of links(MENU)) expect(Object.keys(link).sort()).toEqual(['icon', 'id', 'labelId', 'path']);
    for (const role of [...ROLES, null]) {
      const shown = new Set(paths(menuForRole(role)));
      for (const link of links(MENU)) {
        const route = ROUTE_TABLE.find((r) => r.path === link.path);
        const decision = decideNavigation({ path: link.path ?? '', fullPath: link.path ?? '', isInitialised: true, isLoggedIn: true, roles: role ? [role] : [], route });
        expect(`${role} sees ${link.path}: ${shown.has(link.path ?? '')}`).toBe(`${role} sees ${link.path}: ${decision.action === 'allow'}`);
      }
    }
  });
});
