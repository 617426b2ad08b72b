import { findTenant, type TenantTreeNode } from './tenantTree';

/**
 * The tenant the overview shows first: the one the user picked last time (when still in
 * the tree), else the root with the most devices (tree order on a tie), else the first root.
 * super_admin's first root is the platform's own tenant, which has no devices: it starts at
 * a maker instead.
 */
export function startTenant(roots: readonly TenantTreeNode[], counts: readonly { tenantId: string; total: number }[] | null, remembered: string | null): string | null {
  if (remembered && findTenant(roots, remembered)) return remembered;
  const total = new Map((counts ?? []).map((c) => [c.tenantId, c.total]));
  let best: TenantTreeNode | null = null;
  for (const root of roots) if ((total.get(root.id) ?? 0) > (best ? (total.get(best.id) ?? 0) : 0)) best = root;
  return (best ?? roots[0])?.id ?? null;
}

const storageKey = (userId: string) => `overview_tenant:${userId}`;

/** The tenant a user last picked on the overview (kept per user in this browser). */
export function rememberedTenant(userId: string | null | undefined): string | null {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

export function rememberTenant(userId: string | null | undefined, tenantId: string): void {
  if (!userId) return;
  try {
    window.localStorage.setItem(storageKey(userId), tenantId);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this visit.
  }
}
