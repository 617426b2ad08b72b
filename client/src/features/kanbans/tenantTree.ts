/** A node of the customer/area tree as the kanban uses it. */
export type TenantTreeNode = {
  id: string;
  name: string;
  oemCode?: string | null;
  level: string;
  subTenants?: readonly TenantTreeNode[] | null;
};

/** The tenant that collects devices without an owner (sorted first by the server). */
export const NO_DOCUMENTED = 'NoDocumented';

export function isNoDocumented(node: TenantTreeNode): boolean {
  return node.oemCode === NO_DOCUMENTED;
}

/** Depth-first search by id. */
export function findTenant(nodes: readonly TenantTreeNode[], id: string | null | undefined): TenantTreeNode | null {
  if (!id) return null;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findTenant(node.subTenants ?? [], id);
    if (found) return found;
  }
  return null;
}

/** How many tenants lie below a node, at any depth. */
export function countDescendants(node: TenantTreeNode): number {
  return (node.subTenants ?? []).reduce((sum, child) => sum + 1 + countDescendants(child), 0);
}

/** The names from a root down to the node, for a breadcrumb. */
export function pathTo(nodes: readonly TenantTreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [node.name];
    const below = pathTo(node.subTenants ?? [], id);
    if (below.length > 0) return [node.name, ...below];
  }
  return [];
}
