import type { EntityManager } from '@mikro-orm/core';
import { Tenant } from '../tenants/tenant.entity';
import { Tag } from './tag.entity';

/** Tags of a group in the caller's scope (the tenant filter applies), by name. */
export function listTags(em: EntityManager, group: string): Promise<Tag[]> {
  return em.find(Tag, { group }, { orderBy: { name: 'asc', id: 'asc' } });
}

/**
 * The tags of these names in one tenant and group, created where missing, in the order of
 * `names`. Run it inside the transaction that links them, so a failed write adds no tag.
 */
export async function tagsNamed(em: EntityManager, tenantId: number, group: string, names: readonly string[]): Promise<Tag[]> {
  if (!names.length) return [];
  const existing = await em.find(Tag, { tenant: tenantId, group, name: { $in: [...names] } });
  const byName = new Map(existing.map((t) => [t.name, t]));
  return names.map((name) => {
    let tag = byName.get(name);
    if (!tag) {
      tag = em.create(Tag, { tenant: em.getReference(Tenant, tenantId), group, name });
      byName.set(name, tag);
    }
    return tag;
  });
}
