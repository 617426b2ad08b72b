import { API } from '@contract/apis';
import { permissionView } from '../shared/permissions/permissions';
import { decideNavigation, type NavigationInput } from './guard';

const auth = { requiresAuth: true };
const open = { requiresAuth: false };
const base: NavigationInput = {
  path: '/deviceoverviewkanban',
  fullPath: '/deviceoverviewkanban',
  isInitialised: true,
  isLoggedIn: true,
  roles: ['tenant_admin'],
  route: auth,
};

describe('decideNavigation', () => {
  describe('before initialisation', () => {
    it('sends any other path to /starter with the full original path as origin', () => {
      const fullPath = '/devicedetailskanban?uuid=a b&product_id=7#top';
      expect(decideNavigation({ ...base, path: '/devicedetailskanban', fullPath, isInitialised: false })).toEqual({
        action: 'redirect',
        to: `/starter?origin=${encodeURIComponent(fullPath)}`,
      });
    });

    it('does so even for a logged-out user on a protected route (starter decides first)', () => {
      const decision = decideNavigation({ ...base, isInitialised: false, isLoggedIn: false });
      expect(decision).toEqual({ action: 'redirect', to: '/starter?origin=%2Fdeviceoverviewkanban' });
    });

    it.each(['/login', '/starter', '/register', '/forgotpwd', '/Login', '/forgotpwd/'])('lets %s through', (path) => {
      expect(decideNavigation({ ...base, path, fullPath: path, isInitialised: false, isLoggedIn: false, route: open })).toEqual({
        action: 'allow',
      });
    });

    it('also redirects unknown paths', () => {
      expect(decideNavigation({ ...base, path: '/nowhere', fullPath: '/nowhere', isInitialised: false, route: undefined })).toEqual({
        action: 'redirect',
        to: '/starter?origin=%2Fnowhere',
      });
    });
  });

  describe('after initialisation', () => {
    it('sends a logged-out user on a protected route to /login with origin', () => {
      const fullPath = '/customerroster?page=2';
      expect(decideNavigation({ ...base, path: '/customerroster', fullPath, isLoggedIn: false, roles: [] })).toEqual({
        action: 'redirect',
        to: `/login?origin=${encodeURIComponent(fullPath)}`,
      });
    });

    it('lets a logged-out user open a public route', () => {
      expect(decideNavigation({ ...base, path: '/login', fullPath: '/login', isLoggedIn: false, route: open })).toEqual({
        action: 'allow',
      });
    });

    it('forbids a role outside the route roles', () => {
      expect(
        decideNavigation({
          ...base,
          path: '/rolepermission',
          roles: ['tenant_admin'],
          route: { requiresAuth: true, roles: ['super_admin'] },
        }),
      ).toEqual({
        action: 'forbidden',
      });
    });

    it('forbids a signed-in user without any role on a role-limited route', () => {
      expect(decideNavigation({ ...base, roles: [], route: { requiresAuth: true, roles: ['maintainadmin'] } })).toEqual({
        action: 'forbidden',
      });
    });

    it('allows a role listed by the route', () => {
      expect(
        decideNavigation({ ...base, roles: ['tenant_admin'], route: { requiresAuth: true, roles: ['super_admin', 'tenant_admin'] } }),
      ).toEqual({
        action: 'allow',
      });
    });

    it('allows any signed-in role on a route without role rules', () => {
      for (const role of ['super_admin', 'tenant_admin', 'maintainadmin', 'maintainer', 'user'] as const) {
        expect(decideNavigation({ ...base, roles: [role] })).toEqual({ action: 'allow' });
      }
    });

    it('allows unknown paths (the not-found page handles them)', () => {
      expect(decideNavigation({ ...base, path: '/nowhere', fullPath: '/nowhere', route: undefined })).toEqual({ action: 'allow' });
    });
  });

  describe("with the caller's permissions", () => {
    const kanban = { requiresAuth: true, apis: [API.deviceList, API.deviceEfficiency] };
    it('waits while they load', () => {
      expect(decideNavigation({ ...base, route: kanban, permissions: permissionView('user', null, false) })).toEqual({ action: 'pending' });
      expect(decideNavigation({ ...base, route: auth, permissions: permissionView('user', null, false) })).toEqual({ action: 'pending' });
    });

    it('names the APIs of the screen the policy lacks', () => {
      expect(decideNavigation({ ...base, route: kanban, permissions: permissionView('user', [API.deviceList], true) })).toEqual({ action: 'noPermission', missing: [API.deviceEfficiency] });
      expect(decideNavigation({ ...base, route: kanban, permissions: permissionView('user', [], true) })).toEqual({ action: 'noPermission', missing: [API.deviceList, API.deviceEfficiency] });
    });

    it('allows a policy with every API of the screen, super_admin without a policy, and routes without APIs', () => {
      expect(decideNavigation({ ...base, route: kanban, permissions: permissionView('user', [API.deviceEfficiency, API.deviceList, API.userList], true) })).toEqual({ action: 'allow' });
      expect(decideNavigation({ ...base, roles: ['super_admin'], route: kanban, permissions: permissionView('super_admin', null, false) })).toEqual({ action: 'allow' });
      expect(decideNavigation({ ...base, route: auth, permissions: permissionView('user', [], true) })).toEqual({ action: 'allow' });
    });

    it('checks the role first, and public routes not at all', () => {
      const rolesOnly = { ...kanban, roles: ['super_admin' as const] };
      expect(decideNavigation({ ...base, route: rolesOnly, permissions: permissionView('user', [], true) })).toEqual({ action: 'forbidden' });
      expect(decideNavigation({ ...base, route: open, permissions: permissionView('user', null, false) })).toEqual({ action: 'allow' });
    });
  });
});
