/**
 * Customer records (spec part 1 sections 7 and 9, part 2 sections 3-5): the roster list
 * (searched, filtered by area, sorted and paged in the database), one customer, create,
 * edit, soft delete, restore and complete delete (purge). Every change writes its operation
 * log row in the same transaction. Takes the request's EntityManager (scoped to the caller's
 * tenants), so another tenant's customer is simply not found (errorno 1124).
 */
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { type EntityManager, type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  CHINA,
  CUSTOMER_EXPORT_PATH,
  CUSTOMER_LIMITS,
  CUSTOMER_TABLE,
  CUSTOMER_TEXT_FIELDS,
  type CustomParam,
  type CustomerFormValues,
  type CustomerSortKey,
  type CustomerStatus,
  normalizeCustomParams,
  storedCustomerText,
  validateCustomer,
} from '../../contract/customers';
import { ERRNO } from '../../contract/error-catalogue';
import { CUSTOMER_PAGING, type SortDirection } from '../../contract/paging';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { lockKeys } from '../../core/locks';
import { findPage, type Page, type PageRequest } from '../../core/paging';
import type { PubSub } from '../../core/pubsub';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { assertAdmin, assertMember } from './customer.access';
import { areaName } from './customer.areas';
import { Customer } from './customer.entity';
import { type Actor, logChange } from './customer.log';

export type CustomerFilters = {
  status?: CustomerStatus | null;
  search?: string | null;
  country?: string | null;
  province?: string | null;
  city?: string | null;
  label?: string | null;
  responsibleSales?: string | null;
};

export type CustomerListRequest = PageRequest & CustomerFilters & { sortKey?: CustomerSortKey | null; sortDirection?: SortDirection | null };

/** `%` and `_` typed by the caller match themselves, not any text. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '')}%`;

/**
 * Case-insensitive "contains": SQLite's LIKE already ignores ASCII case (and knows no ILIKE),
 * PostgreSQL's needs ILIKE.
 */
const likeOf = (em: EntityManager) => (em.getDriver() instanceof BetterSqliteDriver ? '$like' : '$ilike');

/** The roster's filters as a query (status `normal` unless asked). */
export function customerWhere(em: EntityManager, filters: CustomerFilters): FilterQuery<Customer> {
  const $ilike = likeOf(em);
  const where: Record<string, unknown> = { status: filters.status ?? 'normal' };
  const search = filters.search?.trim();
  if (search) where.$or = [{ name: { [$ilike]: contains(search) } }, { alias: { [$ilike]: contains(search) } }, { code: { [$ilike]: contains(search) } }];
  if (filters.country) where.country = filters.country;
  if (filters.province) where.province = filters.province;
  if (filters.city) where.city = filters.city;
  if (filters.label?.trim()) where.label = { [$ilike]: contains(filters.label.trim()) };
  if (filters.responsibleSales?.trim()) where.responsibleSales = { [$ilike]: contains(filters.responsibleSales.trim()) };
  return where as FilterQuery<Customer>;
}

/** One page of the roster (18 by default), in the order asked (name ascending by default). */
export function listCustomers(em: EntityManager, request: CustomerListRequest): Promise<Page<Customer>> {
  const key = request.sortKey ?? 'name';
  const direction = request.sortDirection ?? 'asc';
  return findPage(em, Customer, customerWhere(em, request), { orderBy: [{ [key]: direction }, { id: direction }] as never }, CUSTOMER_PAGING, request);
}

/** A customer in scope, normal or deleted; errorno 1124 otherwise. */
export async function customerInScope(em: EntityManager, idArg: string | number): Promise<Customer> {
  const customer = await em.findOne(Customer, { id: parseId(idArg, 'id') });
  if (!customer) throw new AppError(ERRNO.customerNotFound);
  return customer;
}

export type CustomerValues = CustomerFormValues;

/** The checked and trimmed fields of a form (errorno 1003 with every problem). */
export function checkedFields(values: CustomerValues) {
  const errors = validateCustomer(values);
  if (errors.length) throw formInvalid(errors);
  const fields: Record<string, string | null> = {};
  for (const field of CUSTOMER_TEXT_FIELDS) fields[field] = storedCustomerText(field, values[field]);
  const province = values.province || null;
  const city = values.city || null;
  // Codes must exist in the dataset, not only look like codes.
  const unknown = [
    ...(province && !areaName(province, 'province') ? [{ field: 'province', key: 'area_unknown' as const }] : []),
    ...(city && !areaName(city, 'city') ? [{ field: 'city', key: 'area_unknown' as const }] : []),
  ];
  if (unknown.length) throw formInvalid(unknown);
  return {
    ...(fields as Record<(typeof CUSTOMER_TEXT_FIELDS)[number], string | null>),
    name: fields.name!,
    customParams: normalizeCustomParams(values.customParams) as CustomParam[],
    country: province ? CHINA : values.country || null,
    province,
    city,
  };
}

/** Tells subscribers in scope of the tenant that the roster changed (their refresh dot). */
export function announce(pubsub: PubSub, tenantId: number): void {
  pubsub.publish('TABLE_VERSION', { table: CUSTOMER_TABLE, version: Date.now(), tenantId });
}

/** 1070001, said on the form's name field too (a toast alone left the field unmarked, often out of view). */
const nameTaken = () => new AppError(ERRNO.customerNameTaken, {}, { fields: [{ field: 'name', key: 'customer_name_taken' }] });

/**
 * Holds the roster of a tenant for the transaction `tx`: every writer of its names (and of its
 * count, the quota) takes it before checking them (createCustomer, updateCustomer, each batch of
 * an import), so a name another writer took is seen by the check, never met as a duplicate key
 * by the write (docs/architecture.md, "Rules checked before a write").
 */
export const lockRoster = (tx: EntityManager, tenantId: number) => lockKeys(tx, `customer-roster:${tenantId}`);

/** A name already taken in the roster (normal or deleted) is refused with 1070001. */
async function write<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken();
    throw error;
  }
}

/** Which fields an update changed, for the log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .join(', ');
}

/** Adds a customer to the roster of the caller's tenant; the caller becomes its administrator (log `add`). */
export async function createCustomer(em: EntityManager, tenantId: number, actor: Actor, values: CustomerValues, pubsub: PubSub): Promise<Customer> {
  const fields = checkedFields(values);
  const customer = await write(em, async (tx) => {
    await lockRoster(tx, tenantId);
    const count = await tx.count(Customer, { tenant: tenantId });
    if (count >= CUSTOMER_LIMITS.roster) throw new AppError(ERRNO.rosterQuota, { rosternum: CUSTOMER_LIMITS.roster, realrosternum: count });
    if (await tx.count(Customer, { tenant: tenantId, name: fields.name })) throw nameTaken();
    const created = tx.create(Customer, { ...fields, tenant: tx.getReference(Tenant, tenantId), admin: tx.getReference(User, actor.userId) });
    tx.persist(created);
    await tx.flush();
    logChange(tx, created, 'add', actor);
    await tx.flush();
    return created;
  });
  announce(pubsub, tenantId);
  return customer;
}

/** Edits a normal customer in scope (its administrator or a collaborator; log `update` with the changed fields). */
export async function updateCustomer(em: EntityManager, idArg: string, actor: Actor, values: CustomerValues, pubsub: PubSub): Promise<Customer> {
  const id = parseId(idArg, 'id');
  const fields = checkedFields(values);
  const customer = await write(em, async (tx) => {
    const found = await customerInScope(tx, id);
    if (found.status !== 'normal') throw new AppError(ERRNO.customerDeleted);
    await assertMember(tx, found, actor);
    if (fields.name !== found.name) {
      await lockRoster(tx, found.tenant.id);
      if (await tx.count(Customer, { tenant: found.tenant.id, name: fields.name })) throw nameTaken();
    }
    const before = { ...found } as unknown as Record<string, unknown>;
    tx.assign(found, { ...fields, updatedAt: new Date() });
    logChange(tx, found, 'update', actor, changedFields(before, fields));
    await tx.flush();
    return found;
  });
  announce(pubsub, customer.tenant.id);
  return customer;
}

/**
 * Moves a customer between states in one conditional update (a double click changes once):
 * delete normal -> deleted (log `del`), restore deleted -> normal (log `restore`).
 */
async function transition(em: EntityManager, idArg: string, actor: Actor, target: CustomerStatus, pubsub: PubSub): Promise<Customer> {
  const id = parseId(idArg, 'id');
  const from: CustomerStatus = target === 'deleted' ? 'normal' : 'deleted';
  const customer = await em.transactional(async (tx) => {
    const found = await customerInScope(tx, id);
    await assertMember(tx, found, actor);
    const changed = await tx.nativeUpdate(Customer, { id, status: from }, { status: target, deletedAt: target === 'deleted' ? new Date() : null, updatedAt: new Date() });
    if (!changed) throw new AppError(target === 'deleted' ? ERRNO.customerDeleted : ERRNO.customerNotDeleted);
    await tx.refresh(found);
    logChange(tx, found, target === 'deleted' ? 'del' : 'restore', actor);
    await tx.flush();
    return found;
  });
  announce(pubsub, customer.tenant.id);
  return customer;
}

export const deleteCustomer = (em: EntityManager, id: string, actor: Actor, pubsub: PubSub) => transition(em, id, actor, 'deleted', pubsub);
export const restoreCustomer = (em: EntityManager, id: string, actor: Actor, pubsub: PubSub) => transition(em, id, actor, 'normal', pubsub);

/**
 * Deletes a deleted customer completely (its administrator only): the row and its
 * collaborators go, product archives keep their machine without a customer, the log stays
 * (log `del` with detail `purged`, the customer link emptied).
 */
export async function purgeCustomer(em: EntityManager, idArg: string, actor: Actor, pubsub: PubSub): Promise<number> {
  const id = parseId(idArg, 'id');
  const tenantId = await em.transactional(async (tx) => {
    const found = await customerInScope(tx, id);
    assertAdmin(found, actor);
    if (found.status !== 'deleted') throw new AppError(ERRNO.customerNotDeleted);
    const log = logChange(tx, found, 'del', actor, 'purged');
    log.customer = null;
    tx.remove(found);
    await tx.flush();
    return found.tenant.id;
  });
  announce(pubsub, tenantId);
  return id;
}

/** The export's address for these filters, once the count is within the export's limit (1070015). */
export async function exportUrl(em: EntityManager, filters: CustomerFilters): Promise<string> {
  const total = await em.count(Customer, customerWhere(em, filters));
  if (total > CUSTOMER_LIMITS.exportRows) throw new AppError(ERRNO.exportTooManyRows, { max: CUSTOMER_LIMITS.exportRows });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `${CUSTOMER_EXPORT_PATH}?${params.toString()}`;
}
