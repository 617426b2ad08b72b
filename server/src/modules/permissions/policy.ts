import type { ApiRef } from '../../contract/apis';
import type { Role } from '../../contract/roles';

export type ApiKey = ApiRef;

// The rule itself is shared with the client (contract/apis.ts).
export { apiKey, isPermitted } from '../../contract/apis';

/** `@auth(roles)`: signed in, and in one of the roles when roles are given. */
export function isRoleAllowed(role: Role | null | undefined, roles: readonly Role[] | undefined): boolean {
  if (!role) return false;
  return !roles || roles.length === 0 || roles.includes(role);
}
