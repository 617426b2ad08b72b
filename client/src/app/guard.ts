import type { Role } from '@contract/roles';

/** Access rules of one route. */
export type RouteAccess = {
  /** Needs a signed-in user. */
  requiresAuth: boolean;
  /** Only these roles; absent means any signed-in role. */
  roles?: readonly Role[];
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
};

export type NavigationDecision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'forbidden' };

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
 * role not allowed -> forbidden; otherwise allow.
 */
export function decideNavigation({ path, fullPath, isInitialised, isLoggedIn, roles = [], route }: NavigationInput): NavigationDecision {
  if (!isInitialised && !isPreInitPath(path)) {
    return { action: 'redirect', to: `/starter?origin=${encodeURIComponent(fullPath)}` };
  }
  if (route?.requiresAuth && !isLoggedIn) {
    return { action: 'redirect', to: `/login?origin=${encodeURIComponent(fullPath)}` };
  }
  if (route && !rolesMayOpen(route, roles)) {
    return { action: 'forbidden' };
  }
  return { action: 'allow' };
}
