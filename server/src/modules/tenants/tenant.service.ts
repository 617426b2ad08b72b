import type { EntityManager } from '@mikro-orm/core';
import type { TenantLink } from '../../core/tenancy';
import { Tenant, type TenantLevel } from './tenant.entity';

export const NO_DOCUMENTED = 'NoDocumented';

/** Every tenant's (id, parent), unfiltered: the input of scope computation. */
export async function tenantLinks(em: EntityManager): Promise<TenantLink[]> {
  const rows = await em.find(Tenant, {}, { filters: false, fields: ['id', 'parent'] });
  return rows.map((t) => ({ id: t.id, parentId: t.parent?.id ?? null }));
}

export type TenantTreeNode = {
  id: number;
  name: string;
  oemCode: string | null;
  level: TenantLevel;
  parentId: number | null;
  subTenants: TenantTreeNode[];
};

/** `NoDocumented` first (spec part 1 section 2), then by name. */
export function compareTenants(a: { name: string; oemCode?: string | null }, b: { name: string; oemCode?: string | null }): number {
  const aFirst = a.oemCode === NO_DOCUMENTED ? 0 : 1;
  const bFirst = b.oemCode === NO_DOCUMENTED ? 0 : 1;
  return aFirst - bFirst || a.name.localeCompare(b.name, 'en');
}

/** Builds the tree from the visible tenants: a tenant whose parent is not visible is a root. */
export function buildTenantTree(tenants: readonly Omit<TenantTreeNode, 'subTenants'>[]): TenantTreeNode[] {
  const nodes = new Map<number, TenantTreeNode>(tenants.map((t) => [t.id, { ...t, subTenants: [] }]));
  const roots: TenantTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.subTenants : roots).push(node);
  }
  const sort = (list: TenantTreeNode[]) => {
    list.sort(compareTenants);
    list.forEach((n) => sort(n.subTenants));
  };
  sort(roots);
  return roots;
}

/** The caller's part of the customer/area tree (the tenant filter limits what is loaded). */
export async function tenantTree(em: EntityManager): Promise<TenantTreeNode[]> {
  const tenants = await em.find(Tenant, {}, { orderBy: { id: 'asc' } });
  return buildTenantTree(
    tenants.map((t) => ({ id: t.id, name: t.name, oemCode: t.oemCode ?? null, level: t.level, parentId: t.parent?.id ?? null })),
  );
}
