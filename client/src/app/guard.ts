import type { Role } from '@contract/roles';
import { type ApiRef, missingApis, type PermissionView } from '../shared/permissions/permissions';

/** Access rules of one route. */
export type RouteAccess = {
  /** Needs a signed-in user. */
  requiresAuth: boolean;
  /** Only these roles; absent means any signed-in role. */
  roles?: readonly Role[];
  /**
   * The APIs (API table, path and method) the screen calls to show anything: a caller
   * without one of them gets the no-permission state, and the menu leaves the route out.
   */
  apis?: readonly ApiRef[];
};

export type NavigationInput = {
  /** The path name, e.g. /customerroster. */
  path: string;
  /** Path, query and hash as typed, kept in `origin`. */
  fullPath: string;
  isInitialised: boolean;
  isLoggedIn: boolean;
  /** Roles of the signed-in user. */
  roles?: readonly Role[];
  /** The matched route's rules; undefined for an unknown path. */
  route?: RouteAccess;
  /** The signed-in caller's permissions; without them only roles are checked. */
  permissions?: PermissionView;
};

export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** The role may not open the route. */
  | { action: 'forbidden' }
  /** The caller's permissions are still loading. */
  | { action: 'pending' }
  /** The role may, but its policy lacks APIs the screen needs. */
  | { action: 'noPermission'; missing: ApiRef[] };

/** Paths that work before the app is initialised (spec: login, starter, register, forgotpwd). */
const PRE_INIT_PATHS = ['/login', '/starter', '/register', '/forgotpwd'];

function isPreInitPath(path: string): boolean {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return PRE_INIT_PATHS.includes(lower);
}

/** Whether one of these roles may open a route (its roles rule; the side menu shows links by it too). */
export function rolesMayOpen(route: RouteAccess, roles: readonly Role[]): boolean {
  return !route.roles || roles.some((role) => route.roles?.includes(role));
}

/**
 * The route guard (spec part 1 section 2), as a pure function:
 * not initialised -> /starter?origin=...; needs auth but signed out -> /login?origin=...;
 * role not allowed -> forbidden; permissions not loaded yet -> pending; an API of the
 * screen not in the caller's policy -> noPermission; otherwise allow.
 */
export function decideNavigation({ path, fullPath, isInitialised, isLoggedIn, roles = [], route, permissions }: NavigationInput): NavigationDecision {
  if (!isInitialised && !isPreInitPath(path)) {
    return { action: 'redirect', to: `/starter?origin=${encodeURIComponent(fullPath)}` };
  }
  if (route?.requiresAuth && !isLoggedIn) {
    return { action: 'redirect', to: `/login?origin=${encodeURIComponent(fullPath)}` };
  }
  if (route && !rolesMayOpen(route, roles)) {
    return { action: 'forbidden' };
  }
  if (route?.requiresAuth && isLoggedIn && permissions) {
    if (!permissions.ready) return { action: 'pending' };
    const missing = missingApis(route.apis, permissions);
    if (missing.length > 0) return { action: 'noPermission', missing };
  }
  return { action: 'allow' };
}
