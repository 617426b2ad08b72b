/**
 * Regions are the area tenants of the customer/area tree (level country, province or
 * city): a device belongs to the regions on the path from its tenant to the root.
 * These pure functions fold per-tenant counts from the database into per-region rows.
 */
import { type DeviceStatus, DEVICE_STATUSES, normalizeStatus } from '../devices/device-status';
import type { TenantLevel } from '../tenants/tenant.entity';
import type { TenantTreeNode } from '../tenants/tenant.service';

export const REGION_LEVELS = ['country', 'province', 'city'] as const satisfies readonly TenantLevel[];
export type RegionLevel = (typeof REGION_LEVELS)[number];

const isRegion = (level: TenantLevel): level is RegionLevel => (REGION_LEVELS as readonly string[]).includes(level);

export type TenantDeviceCount = { tenantId: number; count: number };
export type TenantStatusCount = TenantDeviceCount & { status: string };

export type RegionCount = { regionId: number; region: string; level: RegionLevel; count: number };

/** The region at `level` of every tenant of the tree: the nearest such tenant on its path to the root, itself included. */
export function regionOfTenants(roots: readonly TenantTreeNode[], level: RegionLevel): Map<number, TenantTreeNode> {
  const result = new Map<number, TenantTreeNode>();
  const walk = (node: TenantTreeNode, region: TenantTreeNode | null) => {
    const own = node.level === level ? node : region;
    if (own) result.set(node.id, own);
    node.subTenants.forEach((child) => walk(child, own));
  };
  roots.forEach((root) => walk(root, null));
  return result;
}

/**
 * Devices per region at one level: every region of that level in the tree (also those
 * with none), most devices first, then by name. Devices of tenants outside any region of
 * that level (for example the NoDocumented tenant) are `unassigned`.
 */
export function countByRegion(roots: readonly TenantTreeNode[], counts: readonly TenantDeviceCount[], level: RegionLevel): { datas: RegionCount[]; total: number; unassigned: number } {
  const regionOf = regionOfTenants(roots, level);
  const rows = new Map<number, RegionCount>();
  for (const region of new Set(regionOf.values())) rows.set(region.id, { regionId: region.id, region: region.name, level, count: 0 });
  let total = 0;
  let unassigned = 0;
  for (const c of counts) {
    total += c.count;
    const region = regionOf.get(c.tenantId);
    if (region) rows.get(region.id)!.count += c.count;
    else unassigned += c.count;
  }
  const datas = [...rows.values()].sort((a, b) => b.count - a.count || a.region.localeCompare(b.region, 'en') || a.regionId - b.regionId);
  return { datas, total, unassigned };
}

/**
 * Devices of each tenant and everything below it (the tenants of the tree that have any),
 * in tree order: a root before its sub-tenants, siblings as the tree sorts them.
 */
export function totalsByTenant(roots: readonly TenantTreeNode[], counts: readonly TenantDeviceCount[]): TenantDeviceCount[] {
  const own = new Map<number, number>();
  for (const c of counts) own.set(c.tenantId, (own.get(c.tenantId) ?? 0) + c.count);
  const result: TenantDeviceCount[] = [];
  const walk = (node: TenantTreeNode): number => {
    const at = result.length;
    result.push({ tenantId: node.id, count: 0 });
    const total = node.subTenants.reduce((sum, child) => sum + walk(child), own.get(node.id) ?? 0);
    result[at].count = total;
    return total;
  };
  roots.forEach(walk);
  return result.filter((r) => r.count > 0);
}

export type StatusCounts = Record<DeviceStatus, number> & { total: number };
export type RegionStatusRow = StatusCounts & { regionId: number; region: string; level: RegionLevel; parentRegionId: number | null; depth: number };

const zero = (): StatusCounts => ({ total: 0, Running: 0, Idle: 0, Estop: 0, Offline: 0 });
const add = (into: StatusCounts, from: StatusCounts) => {
  into.total += from.total;
  for (const s of DEVICE_STATUSES) into[s] += from[s];
};

/**
 * The distribution: one row per region of the tree in tree order (a region, then the
 * regions below it, `depth` counting regions only), each counting the devices of its
 * area and everything below it by status; unknown statuses count as Offline.
 */
export function distributionRows(roots: readonly TenantTreeNode[], counts: readonly TenantStatusCount[]): { regions: RegionStatusRow[]; all: StatusCounts; unassigned: StatusCounts } {
  const own = new Map<number, StatusCounts>();
  for (const c of counts) {
    const row = own.get(c.tenantId) ?? zero();
    row.total += c.count;
    row[normalizeStatus(c.status)] += c.count;
    own.set(c.tenantId, row);
  }
  const regions: RegionStatusRow[] = [];
  const all = zero();
  const unassigned = zero();
  const walk = (node: TenantTreeNode, parent: RegionStatusRow | null): StatusCounts => {
    const row: RegionStatusRow | null = isRegion(node.level)
      ? { regionId: node.id, region: node.name, level: node.level, parentRegionId: parent?.regionId ?? null, depth: parent ? parent.depth + 1 : 0, ...zero() }
      : null;
    if (row) regions.push(row);
    const below = zero();
    const mine = own.get(node.id);
    if (mine) {
      add(below, mine);
      if (!row && !parent) add(unassigned, mine);
    }
    for (const child of node.subTenants) add(below, walk(child, row ?? parent));
    if (row) add(row, below);
    return below;
  };
  for (const root of roots) add(all, walk(root, null));
  return { regions, all, unassigned };
}
