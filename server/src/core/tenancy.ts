/**
 * Tenant scope: the one place that decides which tenants a caller may see.
 * super_admin sees everything; every other role sees its tenant and its sub-tenants.
 * Tenant-owned entities carry the `tenantScope` filter (see TENANT_SCOPE_FILTER), which
 * is on by default and fails closed: an EntityManager without scope parameters throws.
 */
import type { Role } from '../contract/roles';

export const TENANT_SCOPE_FILTER = 'tenantScope';

/** Filter arguments: `ids: null` means all tenants (super_admin). */
export type TenantScopeArgs = { ids: number[] | null };

export type TenantLink = { id: number; parentId: number | null };

/** The tenant and all its descendants, from a flat list of (id, parent) links. */
export function descendantsOf(rootId: number, links: readonly TenantLink[]): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentId === null) continue;
    const list = children.get(link.parentId) ?? [];
    list.push(link.id);
    children.set(link.parentId, list);
  }
  const result: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue; // a cycle in bad data must not hang a request
    seen.add(id);
    result.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

export class TenantScope {
  private constructor(
    readonly ids: ReadonlySet<number> | 'all',
    /**
     * The tenant links a user's scope was computed from (read when the caller was loaded,
     * then cached with it): work on a sub-tenant's subtree reuses them instead of reading the table again.
     */
    readonly links: readonly TenantLink[] | null = null,
  ) {}

  static all(): TenantScope {
    return new TenantScope('all');
  }

  static none(): TenantScope {
    return new TenantScope(new Set());
  }

  static forUser(role: Role, tenantId: number, links: readonly TenantLink[]): TenantScope {
    if (role === 'super_admin') return TenantScope.all();
    return new TenantScope(new Set(descendantsOf(tenantId, links)), links);
  }

  includes(tenantId: number): boolean {
    return this.ids === 'all' || this.ids.has(tenantId);
  }

  filterArgs(): TenantScopeArgs {
    return { ids: this.ids === 'all' ? null : [...this.ids] };
  }
}
