import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '../../contract/roles';
import { ancestorChain } from '../../core/tenancy';
import { tenantLinks } from '../tenants/tenant.service';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';

/** Someone who can grant a caller a permission it lacks: a name and where they administer. */
export type PermissionContact = { name: string; role: Role; tenantName: string | null };

/** Never a long list: the no-permission notice names a few people. */
export const MAX_CONTACTS = 5;

/**
 * Whom a caller asks for a permission: the tenant administrators of the caller's tenant, or of
 * the nearest tenant above it that has one; for a tenant administrator (or when no tenant above
 * has one), the platform operators (super_admin). Only names and the tenant they administer:
 * these people are mostly outside the caller's scope, which is why this reads past the tenant filter.
 */
export async function permissionContacts(em: EntityManager, caller: { role: Role; tenantId: number }): Promise<PermissionContact[]> {
  if (caller.role === 'super_admin') return [];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  if (caller.role !== 'tenant_admin') {
    const chain = ancestorChain(caller.tenantId, await tenantLinks(em));
    const admins = await em.find(User, { role: 'tenant_admin', tenant: { $in: chain } }, { filters: false, fields: ['name', 'tenant'] });
    const nearest = chain.find((id) => admins.some((a) => a.tenant.id === id));
    if (nearest !== undefined) {
      const tenant = await em.findOne(Tenant, { id: nearest }, { filters: false, fields: ['name'] });
      return admins
        .filter((a) => a.tenant.id === nearest)
        .sort(byName)
        .slice(0, MAX_CONTACTS)
        .map((a) => ({ name: a.name, role: 'tenant_admin' as const, tenantName: tenant?.name ?? null }));
    }
  }
  const operators = await em.find(User, { role: 'super_admin' }, { filters: false, fields: ['name'], orderBy: { name: 'asc' }, limit: MAX_CONTACTS });
  return operators.map((o) => ({ name: o.name, role: 'super_admin' as const, tenantName: null }));
}
