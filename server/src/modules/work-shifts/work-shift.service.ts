/**
 * Work shifts (spec part 2 sections 3, 5 and 9): create, edit, delete and list the shifts of
 * the caller's tenants. Name 1-16 characters and unique in its tenant, end after start on the
 * same day (a shift across midnight is two shifts). OEE reads them (efficiency.service.ts).
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING, type SortDirection } from '../../contract/paging';
import { SHIFT_LIMITS, SHIFT_TABLE, validateShift } from '../../contract/shifts';
import { canonicalName } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { lockKeys } from '../../core/locks';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { PubSub } from '../../core/pubsub';
import type { TenantScope } from '../../core/tenancy';
import { WorkShift } from '../efficiency/work-shift.entity';
import { Tenant } from '../tenants/tenant.entity';

export const SHIFT_SORT_KEYS = ['start', 'name', 'updatedAt'] as const;
export type ShiftSortKey = (typeof SHIFT_SORT_KEYS)[number];

export type ShiftListFilter = { tenantId?: string | null; name?: string | null; sortKey: ShiftSortKey; sortDirection: SortDirection };

/** Escapes `%`, `_` and `\` of a LIKE pattern. */
/** Case-insensitive on both dialects: SQLite's LIKE already is (ASCII), PostgreSQL's is ILIKE. */
const containsOperator = (em: EntityManager) => (em.getPlatform().constructor.name.startsWith('PostgreSql') ? '$ilike' : '$like');

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shifts of the caller's tenants (or of one of them: 1151 for any other), searched by name, sorted and paged in the database. */
export async function listShifts(em: EntityManager, scope: TenantScope, filter: ShiftListFilter, request: PageRequest): Promise<Page<WorkShift>> {
  const where: Record<string, unknown> = {};
  if (filter.tenantId) where.tenant = scope.tenantArg(filter.tenantId);
  const name = (filter.name ?? '').trim();
  if (name) where.name = { [containsOperator(em)]: `%${likeEscaped(name)}%` };
  return findPage(em, WorkShift, where, { orderBy: { [filter.sortKey]: filter.sortDirection, id: 'asc' }, populate: ['tenant'] as never }, TABLE_PAGING, request);
}

export type ShiftValues = { name: string; start: string; end: string };

function checked(values: ShiftValues): ShiftValues {
  const errors = validateShift(values);
  if (errors.length) throw formInvalid(errors);
  return { name: canonicalName(values.name), start: values.start.trim(), end: values.end.trim() };
}

const nameTaken = () => formInvalid([{ field: 'name', key: 'shift_name_taken' }]);

async function refuseTakenName(em: EntityManager, tenantId: number, name: string, exceptId?: number): Promise<void> {
  const same = await em.findOne(WorkShift, { tenant: tenantId, name, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['id'] });
  if (same) throw nameTaken();
}

/** Runs a write; the unique index (tenant, name) refusing a racing twin is the same form error. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken();
    throw error;
  }
}

const announce = (pubsub: PubSub, tenantId: number) => pubsub.publish('TABLE_VERSION', { table: SHIFT_TABLE, version: Date.now(), tenantId });

/** Creates a shift in the caller's tenant, or in a tenant of the caller's scope (errorno 1151 otherwise). */
export async function createShift(em: EntityManager, scope: TenantScope, callerTenantId: number, values: ShiftValues & { tenantId?: string | null }, pubsub: PubSub): Promise<WorkShift> {
  const fields = checked(values);
  const tenantId = values.tenantId ? parseId(values.tenantId, 'tenantId') : callerTenantId;
  const tenant = scope.includes(tenantId) ? await em.findOne(Tenant, { id: tenantId }) : null;
  if (!tenant) throw new AppError(ERRNO.tenantOutOfScope);
  const shift = await uniquely(() =>
    em.transactional(async (tx) => {
      // One creation at a time per tenant: the count and the insert see each other's rows.
      await lockKeys(tx, `work-shifts:${tenantId}`);
      await refuseTakenName(tx, tenantId, fields.name);
      if ((await tx.count(WorkShift, { tenant: tenantId })) >= SHIFT_LIMITS.perTenant) throw new AppError(ERRNO.tooManyShifts, { max: SHIFT_LIMITS.perTenant });
      const created = tx.create(WorkShift, { ...fields, tenant: tx.getReference(Tenant, tenantId) });
      await tx.flush();
      return created;
    }),
  );
  announce(pubsub, tenantId);
  return shift;
}

async function shiftInScope(em: EntityManager, idArg: string): Promise<WorkShift> {
  const shift = await em.findOne(WorkShift, { id: parseId(idArg, 'id') }, { populate: ['tenant'] });
  if (!shift) throw new AppError(ERRNO.shiftNotFound);
  return shift;
}

/** Edits a shift of the caller's tenants (it stays in its tenant); errorno 1081 for any other id. */
export async function updateShift(em: EntityManager, idArg: string, values: ShiftValues, pubsub: PubSub): Promise<WorkShift> {
  const fields = checked(values);
  const shift = await shiftInScope(em, idArg);
  await refuseTakenName(em, shift.tenant.id, fields.name, shift.id);
  await uniquely(async () => {
    em.assign(shift, fields);
    await em.flush();
  });
  announce(pubsub, shift.tenant.id);
  return shift;
}

/** Deletes a shift of the caller's tenants and answers its id; errorno 1081 for any other id. */
export async function deleteShift(em: EntityManager, idArg: string, pubsub: PubSub): Promise<number> {
  const shift = await shiftInScope(em, idArg);
  const { id } = shift;
  const tenantId = shift.tenant.id;
  await em.remove(shift).flush();
  announce(pubsub, tenantId);
  return id;
}
