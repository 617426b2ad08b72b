import type { EntityManager } from '@mikro-orm/core';
import { normalizeStatus, type Industry } from '../../contract/devices';
import { ERRNO } from '../../contract/error-catalogue';
import { DEVICE_PAGING } from '../../contract/paging';
import { AppError, invalidRequest } from '../../core/errors';
import { type Page, type PageRequest, pageOf, pageWindow } from '../../core/paging';
import { type IntList, type ReadPath, inList, intList } from '../../db/read-path';
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
  if (unique.length === 0 || unique.length > MAX_SUBSCRIBED_DEVICES) throw invalidRequest('deviceUuidsCount', { max: MAX_SUBSCRIBED_DEVICES });
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

/** One row of the device list: the device, its product archive (p_*) and the total as a window count. */
type ListedRow = {
  id: number;
  uuid: string;
  devalias: string;
  status: string;
  status_at: unknown;
  last_seen_at: unknown;
  tenant_id: number;
  p_id: number | null;
  p_uuid: string;
  p_model: string;
  p_manufacturing_code: string;
  p_maintainer: string | null;
  p_customer_id: number | null;
  p_industry: Industry;
  p_cover_picture: FileEntry[] | string | null;
  p_planned_run_seconds_per_item: number | null;
  total_count: number | string;
};

const LIST_SELECT =
  'select d.id, d.uuid, d.devalias, d.status, d.status_at, d.last_seen_at, d.tenant_id, ' +
  'p.id as p_id, p.uuid as p_uuid, p.model as p_model, p.manufacturing_code as p_manufacturing_code, p.maintainer as p_maintainer, ' +
  'p.customer_id as p_customer_id, p.industry as p_industry, p.cover_picture as p_cover_picture, p.planned_run_seconds_per_item as p_planned_run_seconds_per_item, ' +
  'count(*) over () as total_count ' +
  'from device d left join product p on p.id = d.product_id and {{scope:p.tenant_id}}';

/**
 * Devices of the caller's tenants (or of one tenant in scope and its sub-tenants), by alias:
 * one prepared statement on the read path (the page with its product archives joined and the
 * total as a window count, plain rows, no entities), paging in the database. `emOf` gives the
 * request's EntityManager only when the scope holds no tenant links (super_admin picking a
 * tenant): forking one costs more than the rest of a listing.
 */
export async function listDevices(emOf: () => EntityManager, reads: ReadPath, scope: TenantScope, query: DeviceListQuery): Promise<Page<ListedDevice>> {
  const { limit, offset } = pageWindow(DEVICE_PAGING, query);
  // A logged-out (decommissioned) machine takes no data: it leaves the kanbans; its archive keeps it.
  const where: string[] = ['d.decommissioned_at is null'];
  const params: (string | number | IntList)[] = [];
  if (query.tenantId) {
    const tenantId = scope.tenantArg(query.tenantId);
    where.push(inList(reads.dialect, 'd.tenant_id'));
    params.push(intList(descendantsOf(tenantId, scope.links ?? (await tenantLinks(emOf())))));
  }
  const search = query.search?.trim();
  if (search) {
    where.push('(d.devalias like ? or d.uuid like ?)');
    params.push(`%${search}%`, `%${search}%`);
  }
  const rows = await reads.rows<ListedRow>(scope, { select: LIST_SELECT, tenantColumn: 'd.tenant_id', where, tail: 'order by d.devalias asc, d.id asc limit ? offset ?' }, [...params, limit, offset]);
  // No row carries the window count when the first page is empty (none at all) or a page lies past the end (count them).
  const total = rows.length
    ? Number(rows[0].total_count)
    : offset === 0
      ? 0
      : Number((await reads.rows<{ n: number | string }>(scope, { select: 'select count(*) as n from device d', tenantColumn: 'd.tenant_id', where }, params))[0].n);
  return pageOf(rows.map(listedDevice), total, query);
}

/** A stored time as the driver gives it: epoch milliseconds on SQLite, a Date on PostgreSQL. */
const timeOf = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number)));

/** Cover lists parsed once per distinct JSON text (SQLite returns JSON columns as text; few products share few covers). */
const coverCache = new Map<string, FileEntry[]>();
function coversOf(value: FileEntry[] | string | null): FileEntry[] | null {
  if (value === null || typeof value !== 'string') return value;
  let covers = coverCache.get(value);
  if (!covers) {
    if (coverCache.size >= 1000) coverCache.clear();
    coverCache.set(value, (covers = JSON.parse(value) as FileEntry[]));
  }
  return covers;
}

function listedDevice(row: ListedRow): ListedDevice {
  return {
    id: row.id,
    uuid: row.uuid,
    devalias: row.devalias,
    status: normalizeStatus(row.status),
    statusAt: timeOf(row.status_at),
    lastSeenAt: timeOf(row.last_seen_at),
    tenant: { id: Number(row.tenant_id) },
    product:
      row.p_id === null
        ? null
        : {
            id: row.p_id,
            uuid: row.p_uuid,
            model: row.p_model,
            manufacturingCode: row.p_manufacturing_code,
            maintainer: row.p_maintainer,
            customer: row.p_customer_id,
            industry: row.p_industry,
            coverPicture: coversOf(row.p_cover_picture),
            plannedRunSecondsPerItem: row.p_planned_run_seconds_per_item,
          },
  };
}

/**
 * A device's product archive: a listed device comes with it (at once, no promise: a list of
 * plain items completes synchronously); an entity loads it (MikroORM's dataloader batches
 * these loads: no N+1).
 */
export function productOf(device: Device | ListedDevice): Product | ListedProduct | null | Promise<Product | null> {
  return device instanceof Device ? loadInScope(device.product) : device.product;
}
