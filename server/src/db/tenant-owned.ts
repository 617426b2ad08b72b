import { Filter, ManyToOne, type Ref } from '@mikro-orm/core';
import { tenantScopeFilter } from '../core/tenancy';
import { Tenant } from '../modules/tenants/tenant.entity';

/**
 * Base of every tenant-owned entity: the owning tenant (required, indexed, a tenant
 * with rows cannot be deleted) and the fail-closed `tenantScope` filter, so a query
 * through a caller's EntityManager sees only rows of the caller's tenants.
 * Add a tenant-owned table by extending it: `export class Thing extends TenantOwned { ... }`.
 */
@Filter(tenantScopeFilter('tenant'))
export abstract class TenantOwned {
  @ManyToOne(() => Tenant, { ref: true, deleteRule: 'restrict' })
  tenant!: Ref<Tenant>;
}
