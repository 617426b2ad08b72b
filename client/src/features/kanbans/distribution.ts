import { type LiveStatus, liveStatus } from '../../shared/kanban/deviceStatus';
import type { TenantTreeNode } from './tenantTree';

/** Area levels the distribution kanban counts by. */
const AREA_LEVELS = new Set(['country', 'province', 'city']);

export type DistributionRow = { id: string; name: string; level: string; depth: number } & Record<LiveStatus | 'total', number>;
export type DistributedDevice = { uuid: string; tenantId: string; status: unknown };

/**
 * Devices by region: one row per country, province and city of the tree (tree order), counting
 * the devices of the area and everything below it, by live status (unknown counts as Offline).
 */
export function distributionRows(roots: readonly TenantTreeNode[], devices: readonly DistributedDevice[]): DistributionRow[] {
  const byTenant = new Map<string, DistributedDevice[]>();
  for (const d of devices) byTenant.set(d.tenantId, [...(byTenant.get(d.tenantId) ?? []), d]);
  const rows: DistributionRow[] = [];
  const walk = (node: TenantTreeNode, depth: number): DistributedDevice[] => {
    const row = AREA_LEVELS.has(node.level) ? { id: node.id, name: node.name, level: node.level, depth, total: 0, Running: 0, Idle: 0, Estop: 0, Offline: 0 } : null;
    if (row) rows.push(row);
    const below = [...(byTenant.get(node.id) ?? []), ...(node.subTenants ?? []).flatMap((child) => walk(child, row ? depth + 1 : depth))];
    if (row) {
      row.total = below.length;
      for (const d of below) row[liveStatus(d.status)] += 1;
    }
    return below;
  };
  roots.forEach((root) => walk(root, 0));
  return rows;
}
