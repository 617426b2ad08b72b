import { type EntityManager, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Device } from '../devices/device.entity';
import { tenantTree } from '../tenants/tenant.service';
import type { MonthRange } from './month-range';
import { countByRegion, distributionRows, type RegionLevel, totalsByTenant } from './regions';

/**
 * Device counts per tenant, grouped in the database. The query builder skips the tenant
 * filter unless told, so `applyFilters()` keeps the caller's scope.
 */
async function countsPerTenant(em: EntityManager, options: { byStatus: boolean; createdFrom?: Date; createdTo?: Date }) {
  const groupBy = options.byStatus ? ['d.tenant', 'd.status'] : ['d.tenant'];
  const qb = (em as SqlEntityManager)
    .createQueryBuilder(Device, 'd')
    .select([...groupBy, raw('count(*) as n')])
    .groupBy(groupBy);
  if (options.createdFrom && options.createdTo) qb.where({ createdAt: { $gte: options.createdFrom, $lt: options.createdTo } });
  await qb.applyFilters();
  const rows: { tenant: number | string; status?: string; n: number | string }[] = await qb.execute('all');
  // PostgreSQL returns count(*) as a string (bigint).
  return rows.map((r) => ({ tenantId: Number(r.tenant), status: r.status ?? '', count: Number(r.n) }));
}

/** Devices registered in the month range (by `Device.createdAt`) per region of one level. */
export async function supplierAggregate(em: EntityManager, range: MonthRange, level: RegionLevel) {
  const [counts, tree] = await Promise.all([countsPerTenant(em, { byStatus: false, createdFrom: range.from, createdTo: range.to }), tenantTree(em)]);
  return { start: range.start, end: range.end, level, ...countByRegion(tree, counts, level) };
}

/** Every device in scope per region (country, province, city) by its live status. */
export async function deviceDistribution(em: EntityManager) {
  const [counts, tree] = await Promise.all([countsPerTenant(em, { byStatus: true }), tenantTree(em)]);
  return distributionRows(tree, counts);
}

/** Devices of each tenant in scope with its sub-tenants, for tenants that have any (tree order). */
export async function tenantDeviceCounts(em: EntityManager) {
  const [counts, tree] = await Promise.all([countsPerTenant(em, { byStatus: false }), tenantTree(em)]);
  return totalsByTenant(tree, counts).map((c) => ({ tenantId: c.tenantId, total: c.count }));
}
