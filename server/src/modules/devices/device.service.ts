import { type EntityManager, type FilterQuery, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ERRNO } from '../../contract/error-catalogue';
import { DEVICE_PAGING } from '../../contract/paging';
import { AppError } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, pageOf, pageWindow } from '../../core/paging';
import { type TenantScope, descendantsOf, loadInScope } from '../../core/tenancy';
import type { FileEntry } from '../files/file-entry.types';
import type { Product } from '../products/product.entity';
import type { ListedProduct } from '../products/product.types';
import { tenantLinks } from '../tenants/tenant.service';
import { Device } from './device.entity';

/** Most devices one live subscription may follow. */
export const MAX_SUBSCRIBED_DEVICES = 500;

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
  if (unique.length === 0 || unique.length > MAX_SUBSCRIBED_DEVICES) throw new AppError(ERRNO.invalidRequest, { reason: `give 1 to ${MAX_SUBSCRIBED_DEVICES} device uuids` });
  const devices = await em.find(Device, { uuid: { $in: unique } });
  if (devices.length !== unique.length) throw new AppError(ERRNO.deviceNotFound);
  return devices;
}

export type DeviceListQuery = PageRequest & { tenantId?: string | null; search?: string | null };

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
  product: (Omit<ListedProduct, 'coverPicture'> & { coverPicture: FileEntry[] | string | null; tenant?: unknown }) | null;
  total_count: number | string;
};

/**
 * Devices of the caller's tenants (or of one tenant in scope and its sub-tenants), by alias.
 * One statement: the page with its products joined and the total as a window count, read
 * as plain rows; the tenant filter applies (`applyFilters`) and paging stays in the database.
 */
export async function listDevices(em: EntityManager, scope: TenantScope, query: DeviceListQuery): Promise<Page<ListedDevice>> {
  const { limit, offset } = pageWindow(DEVICE_PAGING, query);
  const where: FilterQuery<Device> = {};
  if (query.tenantId) {
    const tenantId = parseId(query.tenantId, 'tenantId');
    if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
    where.tenant = { $in: descendantsOf(tenantId, scope.links ?? (await tenantLinks(em))) };
  }
  const search = query.search?.trim();
  if (search) where.$or = [{ devalias: { $like: `%${search}%` } }, { uuid: { $like: `%${search}%` } }];
  const qb = (em as SqlEntityManager)
    .createQueryBuilder(Device, 'd')
    .select(['d.id', 'd.uuid', 'd.devalias', 'd.status', 'd.statusAt', 'd.lastSeenAt', 'd.tenant', raw('count(*) over () as total_count')])
    .leftJoinAndSelect('d.product', 'p')
    .where(where)
    .orderBy({ devalias: 'asc', id: 'asc' })
    .limit(limit)
    .offset(offset);
  await qb.applyFilters(); // the tenant scope: the query builder does not apply it by itself
  const rows = (await qb.execute('all', true)) as unknown as ListedRow[];
  const items = rows.map(listedDevice);
  // No row carries the window count when the first page is empty (none at all) or a page lies past the end (count them).
  const total = rows.length ? Number(rows[0].total_count) : offset === 0 ? 0 : await em.count(Device, where);
  return pageOf(items, total, query);
}

function listedDevice({ total_count: _total, tenant, product, ...device }: ListedRow): ListedDevice {
  if (!product) return { ...device, tenant: { id: tenant }, product: null };
  const { tenant: _productTenant, coverPicture, ...rest } = product;
  // JSON columns arrive as text on SQLite (the entity hydration would parse them).
  return { ...device, tenant: { id: tenant }, product: { ...rest, coverPicture: typeof coverPicture === 'string' ? (JSON.parse(coverPicture) as FileEntry[]) : coverPicture } };
}

/** A device's product archive: a listed device comes with it; an entity loads it (MikroORM's dataloader batches these loads: no N+1). */
export async function productOf(device: Device | ListedDevice): Promise<Product | ListedProduct | null> {
  if (!(device instanceof Device)) return device.product;
  return loadInScope(device.product);
}
