import type { DeviceStatus } from '@contract/devices';

export type DistributionRow = { id: string; name: string; level: string; depth: number } & Record<DeviceStatus | 'total', number>;

/** A region as the server's `deviceDistribution` counts it. */
export type RegionCounts = { regionId: string; region: string; level: string; depth: number } & Record<DeviceStatus | 'total', number>;

/** Table rows of the distribution kanban: the server's regions (tree order, counts rolled up) as they are. */
export function toDistributionRows(regions: readonly RegionCounts[]): DistributionRow[] {
  return regions.map((r) => ({ id: r.regionId, name: r.region, level: r.level, depth: r.depth, total: r.total, Running: r.Running, Idle: r.Idle, Estop: r.Estop, Offline: r.Offline }));
}
