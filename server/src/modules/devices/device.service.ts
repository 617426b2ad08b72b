import { type EntityManager, type FilterQuery, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import { type TenantScope, descendantsOf } from '../../core/tenancy';
import { Alarm } from '../telemetry/telemetry.entities';
import { tenantLinks } from '../tenants/tenant.service';
import { checkPage, checkPaging, parseId } from '../users/user.service';
import { Device } from './device.entity';
import { ParameterFormat } from './parameter-format.entity';
import type { FileEntry, Product } from './product.entity';

/** Alarm table page (spec part 1 section 7: page 1 of 10). */
export const ALARM_PAGE_SIZE = 10;
export const MAX_DEVICE_PAGE = 50;

/**
 * A device the caller may see, by uuid. The tenant filter of the request's
 * EntityManager hides other tenants' devices, so they are simply "not found".
 */
export async function deviceInScope(em: EntityManager, uuid: string): Promise<Device> {
  const device = typeof uuid === 'string' && uuid.length <= 64 ? await em.findOne(Device, { uuid }) : null;
  if (!device) throw new AppError(ERRNO.deviceNotFound);
  return device;
}

/** All of these devices must be visible, or none is subscribed. */
export async function devicesInScope(em: EntityManager, uuids: string[]): Promise<Device[]> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0 || unique.length > 500) throw new AppError(ERRNO.invalidRequest, { reason: 'give 1 to 500 device uuids' });
  const devices = await em.find(Device, { uuid: { $in: unique } });
  if (devices.length !== unique.length) throw new AppError(ERRNO.deviceNotFound);
  return devices;
}

export type DeviceListQuery = { page: number; pageSize: number; tenantId?: string | null; search?: string | null };

/** A product as a device list reads it: plain values, its customer as an id. */
export type ListedProduct = Omit<Product, 'customer' | 'coverPicture'> & { coverPicture: FileEntry[] | null; customer: number | null };

/**
 * A device of a list page as plain values rather than an entity (hydrating entities cost
 * most of the overview query's time): the columns the `Device` type shows, its tenant id
 * and its product.
 */
export type ListedDevice = Pick<Device, 'id' | 'uuid' | 'devalias' | 'status' | 'statusAt' | 'lastSeenAt'> & {
  tenant: { id: number };
  product: ListedProduct | null;
};

type ListedRow = Omit<ListedDevice, 'tenant' | 'product'> & {
  tenant: number;
  product: (Omit<ListedProduct, 'coverPicture'> & { coverPicture: FileEntry[] | string | null }) | null;
  total_count: number | string;
};

/**
 * Devices of the caller's tenants (or of one tenant in scope and its sub-tenants), by alias.
 * One statement: the page with its products joined and the total as a window count, read
 * as plain rows; the tenant filter applies (`applyFilters`) and paging stays in the database.
 */
export async function listDevices(em: EntityManager, scope: TenantScope, query: DeviceListQuery) {
  checkPage(query.page);
  if (!Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > MAX_DEVICE_PAGE) {
    throw new AppError(ERRNO.invalidRequest, { reason: `pageSize must be 1 to ${MAX_DEVICE_PAGE}` });
  }
  const where: FilterQuery<Device> = {};
  if (query.tenantId) {
    const tenantId = parseId(query.tenantId, 'tenantId');
    if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
    where.tenant = { $in: descendantsOf(tenantId, scope.links ?? (await tenantLinks(em))) };
  }
  const search = query.search?.trim();
  if (search) where.$or = [{ devalias: { $like: `%${search}%` } }, { uuid: { $like: `%${search}%` } }];
  const offset = (query.page - 1) * query.pageSize;
  const qb = (em as SqlEntityManager)
    .createQueryBuilder(Device, 'd')
    .select(['d.id', 'd.uuid', 'd.devalias', 'd.status', 'd.statusAt', 'd.lastSeenAt', 'd.tenant', raw('count(*) over () as total_count')])
    .leftJoinAndSelect('d.product', 'p')
    .where(where)
    .orderBy({ devalias: 'asc', id: 'asc' })
    .limit(query.pageSize)
    .offset(offset);
  await qb.applyFilters(); // the tenant scope: the query builder does not apply it by itself
  const rows = (await qb.execute('all', true)) as unknown as ListedRow[];
  const items = rows.map(listedDevice);
  // No row carries the window count when the first page is empty (none at all) or a page lies past the end (count them).
  const total = rows.length ? Number(rows[0].total_count) : offset === 0 ? 0 : await em.count(Device, where);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

function listedDevice({ total_count: _total, tenant, product, ...device }: ListedRow): ListedDevice {
  return {
    ...device,
    tenant: { id: tenant },
    // JSON columns arrive as text on SQLite (the entity hydration would parse them).
    product: product ? { ...product, coverPicture: typeof product.coverPicture === 'string' ? (JSON.parse(product.coverPicture) as FileEntry[]) : product.coverPicture } : null,
  };
}

/** Alarms of a device in scope, newest first. */
export async function listAlarms(em: EntityManager, uuid: string, page: number, pageSize: number) {
  checkPaging(page, pageSize);
  const device = await deviceInScope(em, uuid);
  const [rows, total] = await em.findAndCount(Alarm, { device }, { orderBy: { at: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map((a) => ({ value: a.text, timeStamp: a.at })), total, page, pageSize };
}

export function parameterFormats(em: EntityManager): Promise<ParameterFormat[]> {
  return em.find(ParameterFormat, {}, { orderBy: { key: 'asc' } });
}
