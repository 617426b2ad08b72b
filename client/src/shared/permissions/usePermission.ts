import { type PermissionSpec, isAllowed } from './permissions';
import { usePermissions } from './usePermissions';

/**
 * Whether the signed-in caller may use one API (a path for GET, or a path and a method).
 * Re-renders when the permissions change: a sign-in, or the role's policy replaced while the
 * session is open (usePermissionsLive).
 */
export function usePermission(spec: PermissionSpec): boolean {
  return isAllowed(usePermissions(), spec);
}
