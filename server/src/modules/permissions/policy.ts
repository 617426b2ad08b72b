import type { HttpMethod, Role } from '../../contract/roles';

export type ApiKey = { path: string; method: HttpMethod };

export const apiKey = (api: ApiKey): string => `${api.method} ${api.path}`;

/**
 * The permission rule of spec part 1 section 6: super_admin passes without lookup;
 * everyone else needs an exact (path, method) match in their role's policy; no role,
 * or a policy that failed to load (null), denies everything.
 */
export function isPermitted(role: Role | null | undefined, policy: ReadonlySet<string> | null, required: ApiKey): boolean {
  if (!role) return false;
  if (role === 'super_admin') return true;
  if (!policy) return false;
  return policy.has(apiKey(required));
}

/** `@auth(roles)`: signed in, and in one of the roles when roles are given. */
export function isRoleAllowed(role: Role | null | undefined, roles: readonly Role[] | undefined): boolean {
  if (!role) return false;
  return !roles || roles.length === 0 || roles.includes(role);
}
