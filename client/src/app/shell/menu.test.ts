import { API, type ApiRef } from '@contract/apis';
import { ROLES, type Role } from '@contract/roles';
import demo from '../../../../seeds/demo.json';
import { ALL_PERMITTED, permissionView, type PermissionView } from '../../shared/permissions/permissions';
import { decideNavigation } from '../guard';
import { ROUTE_TABLE } from '../routes';
import { MENU, type MenuItem, menuFor, menuLinks, startPath } from './menu';

/** Every link path of a menu, depth first. */
const paths = (items: readonly MenuItem[]): string[] => menuLinks(items).map((i) => i.path ?? '');

/** A role's view with the policy the demo seeds for it (super_admin needs none). */
const demoPolicy = (role: Role): PermissionView => permissionView(role, ((demo.policies as Record<string, ApiRef[]>)[role] ?? []) as ApiRef[], true);
const nothing = (role: Role | null): PermissionView => permissionView(role, [], true);

const KANBANS = ['/deviceoverviewkanban', '/devicedetailskanban', '/distributionkanban', '/popularitykanban', '/utilizationkanban'];
const UNGUARDED = ['/explorer', '/apitokens'];
// The dashboard list needs only login and GET /dashboard, which every demo role's policy holds.
const DASHBOARDS = ['/customDashboard/list'];
/** Repair orders (issue 17): the report form needs POST /repairorder, the query list and the maintenance home GET /repairorder. */
const REPAIRS = ['/createrepairorder', '/repairorderquery', '/maintenancehome'];
/** Issue 16's screens, each behind its list API. */
const PEOPLE = ['/members', '/shifts', '/messages'];
/** Maintenance plans (issue 17): the maker's staff see the plans; a customer sees only its machines' check orders. */
const MAINTENANCE = ['/maintenanceplans', '/checkorders'];

describe('menuFor', () => {
  it('gives super_admin every kanban, the customer roster, product archives, user management and role permissions, not the display configuration (maintainadmin only)', () => {
    expect(paths(menuFor('super_admin', permissionView('super_admin', null, false))).sort()).toEqual([...KANBANS, ...UNGUARDED, ...DASHBOARDS, ...REPAIRS, ...PEOPLE, ...MAINTENANCE, '/deviceView', '/customerroster', '/productlist', '/users', '/rolepermission'].sort());
  });

  it('gives each demo role the kanbans its seeded policy opens', () => {
    expect(paths(menuFor('tenant_admin', demoPolicy('tenant_admin'))).sort()).toEqual([...KANBANS, ...UNGUARDED, ...DASHBOARDS, ...REPAIRS, ...PEOPLE, ...MAINTENANCE, '/deviceView', '/customerroster', '/productlist', '/users'].sort());
    // maintainadmin's policy holds GET /user, but user management is for the administrators' roles only.
    expect(paths(menuFor('maintainadmin', demoPolicy('maintainadmin'))).sort()).toEqual([...KANBANS, ...UNGUARDED, ...DASHBOARDS, ...REPAIRS, ...PEOPLE, ...MAINTENANCE, '/deviceView', '/productlist', '/productdisplayconfiguration'].sort());
    // Without /device/statistics, no popularity kanban; the user's GET /productmanual opens the product list (read only).
    expect(paths(menuFor('user', demoPolicy('user'))).sort()).toEqual([...KANBANS.filter((k) => k !== '/popularitykanban'), ...UNGUARDED, ...DASHBOARDS, ...REPAIRS, '/messages', '/productlist', '/checkorders'].sort());
    // The maintainer may list repair orders (and act on those dispatched to it), not report them.
    expect(paths(menuFor('maintainer', demoPolicy('maintainer'))).sort()).toEqual([...KANBANS.filter((k) => k !== '/popularitykanban'), ...UNGUARDED, ...DASHBOARDS, '/repairorderquery', '/maintenancehome', ...MAINTENANCE, '/members', '/messages'].sort());
  });

  it('leaves out every kanban for a policy without device APIs, and lists nothing before the policy is known (the guard waits too)', () => {
    expect(paths(menuFor('user', nothing('user'))).sort()).toEqual([...UNGUARDED].sort());
    // User management needs GET /user besides the role.
    expect(paths(menuFor('tenant_admin', permissionView('tenant_admin', [API.userAdd, API.userEdit], true)))).not.toContain('/users');
    expect(paths(menuFor('tenant_admin', permissionView('tenant_admin', [API.userList], true)))).toContain('/users');
    expect(paths(menuFor(null, nothing(null))).sort()).toEqual([...UNGUARDED].sort());
    expect(paths(menuFor('user', permissionView('user', null, false)))).toEqual([]);
  });

  it('keeps the Maintenance Center group with the Overview submenu first, every kanban in it', () => {
    for (const role of ROLES) {
      const [center] = menuFor(role, ALL_PERMITTED);
      expect(center.id).toBe('maintenance-center');
      expect(center.children?.[0].id).toBe('overview');
      expect(paths(center.children?.[0].children ?? [])).toEqual(['/deviceoverviewkanban', '/customDashboard/list', '/distributionkanban', '/popularitykanban', '/utilizationkanban']);
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
    expect(menuFor('user', ALL_PERMITTED, menu)).toEqual([]);
    expect(paths(menuFor('super_admin', ALL_PERMITTED, menu))).toEqual(['/rolepermission']);
  });

  it('does not change the menu definition', () => {
    const before = JSON.stringify(MENU);
    menuFor('user', demoPolicy('user'));
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('menu and route table', () => {
  it('links only to paths of the route table, every kanban among them', () => {
    const table = new Set<string>(ROUTE_TABLE.map((r) => r.path));
    for (const link of menuLinks(MENU)) expect(`${link.id} -> ${link.path}`).toBe(`${link.id} -> ${table.has(link.path ?? '') ? link.path : '(not a route)'}`);
    const kanbans = ROUTE_TABLE.filter((r) => r.kanban).map((r) => r.path);
    expect(kanbans.filter((path) => !paths(MENU).includes(path))).toEqual([]);
  });

  it('carries no roles or permissions of its own: a link shows exactly when the guard lets the caller in', () => {
    for (const link of menuLinks(MENU)) expect(Object.keys(link).sort()).toEqual(['icon', 'id', 'labelId', 'path']);
    const views = (role: Role | null): [string, PermissionView][] => [
      ['no policy', nothing(role)],
      ['the demo policy', role ? demoPolicy(role) : nothing(role)],
      ['only /device', permissionView(role, [API.deviceList], true)],
      ['only /device/efficiency', permissionView(role, [API.deviceEfficiency], true)],
      ['every API', permissionView(role, Object.values(API), true)],
    ];
    for (const role of [...ROLES, null]) {
      for (const [name, permissions] of views(role)) {
        const shown = new Set(paths(menuFor(role, permissions)));
        for (const link of menuLinks(MENU)) {
          const route = ROUTE_TABLE.find((r) => r.path === link.path);
          const decision = decideNavigation({ path: link.path ?? '', fullPath: link.path ?? '', isInitialised: true, isLoggedIn: true, roles: role ? [role] : [], route, permissions });
          expect(`${role} with ${name} sees ${link.path}: ${shown.has(link.path ?? '')}`).toBe(`${role} with ${name} sees ${link.path}: ${decision.action === 'allow'}`);
        }
      }
    }
  });
});

describe('startPath', () => {
  it('starts every demo role on the overview, which its policy opens', () => {
    expect(startPath('super_admin', permissionView('super_admin', null, false))).toBe('/deviceoverviewkanban');
    for (const role of ['tenant_admin', 'maintainadmin', 'maintainer', 'user'] as Role[]) expect(startPath(role, demoPolicy(role))).toBe('/deviceoverviewkanban');
  });

  it('starts where the caller may go when the overview is closed to it', () => {
    // /device without /device/efficiency: the distribution kanban (next in the menu) opens, the overview's cards do not.
    expect(startPath('user', permissionView('user', [API.deviceList], true))).toBe('/distributionkanban');
    expect(startPath('user', permissionView('user', [API.deviceStatistics], true))).toBe('/popularitykanban');
    // Only the repair orders: the list, never the maintenance home after it.
    expect(startPath('maintainer', permissionView('maintainer', [API.repairOrderList], true))).toBe('/repairorderquery');
    // Nothing open: the overview, which says what is missing and whom to ask.
    expect(startPath('user', nothing('user'))).toBe('/deviceoverviewkanban');
  });
});
