import { API, type ApiName, type ApiRef, apiKey, isPermitted } from '@contract/apis';
import type { Role } from '@contract/roles';

export type { ApiRef };

/**
 * What the caller may call, as the screens ask it. `ready` once the caller's policy is known
 * (at once for super_admin, who needs no lookup); until then, and for a policy that failed
 * to load, nothing is permitted (spec part 1 section 6).
 */
export type PermissionView = {
  readonly ready: boolean;
  can(api: ApiRef): boolean;
};

/** The permissions of a role with its policy (null: not loaded or failed to load). */
export function permissionView(role: Role | null | undefined, policy: readonly ApiRef[] | null, ready: boolean): PermissionView {
  const keys = policy ? new Set(policy.map(apiKey)) : null;
  return { ready: role === 'super_admin' || ready, can: (api) => isPermitted(role, keys, api) };
}

/** A view that permits everything: for tests and for rules that do not depend on permissions. */
export const ALL_PERMITTED: PermissionView = { ready: true, can: () => true };

/** The APIs of a list the caller may not call. */
export function missingApis(apis: readonly ApiRef[] | undefined, permissions: PermissionView): ApiRef[] {
  return (apis ?? []).filter((api) => !permissions.can(api));
}

/**
 * A permission as the element wrappers take it (spec part 1 section 6): a path alone means GET
 * on it; otherwise a path and a method.
 */
export type PermissionSpec = string | ApiRef;

/** The (path, method) a spec names. */
export function permissionRef(spec: PermissionSpec): ApiRef {
  return typeof spec === 'string' ? { path: spec, method: 'GET' } : spec;
}

/** Whether the caller may use what the spec names; nothing before the permissions are known. */
export function isAllowed(permissions: PermissionView, spec: PermissionSpec): boolean {
  return permissions.ready && permissions.can(permissionRef(spec));
}

/** The name of an API in the table (its message id is `api_{name}`). */
export function apiName(api: ApiRef): ApiName | null {
  const key = apiKey(api);
  return (Object.keys(API) as ApiName[]).find((name) => apiKey(API[name]) === key) ?? null;
}
