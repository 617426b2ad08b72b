import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import type { HttpMethod, Role } from '../../contract/roles';
import { AppError } from '../../core/errors';
import { lockKeys } from '../../core/locks';
import type { ApiGroupEntry } from '../../graphql/directives';
import { type ApiKey, apiKey } from './policy';
import type { PolicyStore } from './policy-store';
import { RolePolicy } from './role-policy.entity';

export async function rolePolicies(em: EntityManager, role: Role): Promise<ApiKey[]> {
  const rows = await em.find(RolePolicy, { role }, { orderBy: { path: 'asc', method: 'asc' } });
  return rows.map((r) => ({ path: r.path, method: r.method }));
}

/** The caller's own permissions: everything in the catalogue for super_admin. */
export async function myPermissions(role: Role, policies: PolicyStore, catalogue: ApiGroupEntry[]): Promise<ApiKey[]> {
  const all = catalogue.flatMap((g) => g.apis.map(({ path, method }) => ({ path, method })));
  if (role === 'super_admin') return all;
  const policy = await policies.policyFor(role);
  if (!policy) return [];
  return all.filter((api) => policy.has(apiKey(api)));
}

/** Replaces a role's policy in one transaction; every API must exist in the catalogue. */
export async function replaceRolePolicies(
  em: EntityManager,
  policies: PolicyStore,
  catalogue: ApiGroupEntry[],
  role: Role,
  apis: { path: string; method: HttpMethod }[],
): Promise<ApiKey[]> {
  const known = new Set(catalogue.flatMap((g) => g.apis.map(apiKey)));
  const unknown = apis.find((api) => !known.has(apiKey(api)));
  if (unknown) throw new AppError(ERRNO.unknownApi, { method: unknown.method, path: unknown.path });
  const unique = [...new Map(apis.map((a) => [apiKey(a), { path: a.path, method: a.method }])).values()];
  await em.transactional(async (tx) => {
    // Two saves of one role replace it one after the other (the last one wins), never both inserting into an emptied policy.
    await lockKeys(tx, `role-policy:${role}`);
    await tx.nativeDelete(RolePolicy, { role });
    for (const api of unique) tx.persist(tx.create(RolePolicy, { role, ...api }));
  });
  await policies.changed(role);
  return unique.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
