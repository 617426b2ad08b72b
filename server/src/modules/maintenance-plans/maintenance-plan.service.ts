/**
 * Maintenance plans (issue 17; spec part 2 sections 3 and 5): list, read, create, edit, delete,
 * and the members who can be in charge. Takes the request's EntityManager (scoped to the
 * caller's tenants), so another tenant's plan, machine or member is simply not found. A plan
 * keeps its scheduler cursor (`nextDueDate`, `nextDispatchAt`) computed by the pure schedule
 * maths; creating or editing one sets it, `check-order.scheduler.ts` moves it on.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { MAINTENANCE_PLAN_TABLE, PLAN_LIMITS, PLAN_PRINCIPAL_ROLES, type PlanFormValues, type PlanSchedule, validatePlanForm } from '../../contract/maintenance-plans';
import { TABLE_PAGING, type SortDirection } from '../../contract/paging';
import type { FieldError } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage, likePattern } from '../../core/paging';
import { type PubSub, announceTableChange } from '../../core/pubsub';
import { type StoredFileInput, checkFileReferences } from '../product-manuals/file-references';
import { Device } from '../devices/device.entity';
import { memberReaches } from '../repair-orders/repair-order.service';
import { Tenant } from '../tenants/tenant.entity';
import { tenantLinks } from '../tenants/tenant.service';
import { User } from '../users/user.entity';
import { MaintenancePlan, type PlanMachine } from './maintenance-plan.entity';
import { pendingOccurrence } from './schedule';

export type PlanInput = Omit<PlanFormValues, 'pictures' | 'attachments'> & {
  pictures?: readonly StoredFileInput[] | null;
  attachments?: readonly StoredFileInput[] | null;
};

/** The plan's own clock and zone (the scheduler's), passed in so tests can set them. */
export type PlanClock = { now: number; timeZone: string };

export const PLAN_SORT_KEYS = ['createTime', 'name', 'nextDueDate'] as const;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];

export type PlanListRequest = PageRequest & { name?: string | null; sortKey?: PlanSortKey | null; sortDirection?: SortDirection | null };

/** The list: the caller's plans, searched by name, sorted and paged in the database (newest first by default). */
export function listMaintenancePlans(em: EntityManager, request: PlanListRequest): Promise<Page<MaintenancePlan>> {
  const where: Record<string, unknown> = {};
  const name = (request.name ?? '').trim();
  if (name) where.name = { $like: likePattern(name) };
  const direction = request.sortDirection === 'asc' ? 'asc' : 'desc';
  return findPage(em, MaintenancePlan, where, { orderBy: { [request.sortKey ?? 'createTime']: direction, id: direction } }, TABLE_PAGING, request);
}

/** One plan in the caller's scope; errorno 1010002 otherwise. */
export async function getMaintenancePlan(em: EntityManager, idArg: string | number): Promise<MaintenancePlan> {
  const plan = await em.findOne(MaintenancePlan, { id: typeof idArg === 'number' ? idArg : parseId(idArg, 'id') }, { refresh: true });
  if (!plan) throw new AppError(ERRNO.recordNotFound);
  return plan;
}

/** Who can be in charge of a plan: the maintenance members in the caller's scope, by name. */
export function planMembers(em: EntityManager): Promise<User[]> {
  return em.find(User, { role: { $in: [...PLAN_PRINCIPAL_ROLES] } }, { orderBy: { name: 'asc', id: 'asc' } });
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The form rules, then what only the database knows: the machines are archives in the caller's
 * scope, the person in charge is a maintenance member whose scope holds every one of them, and
 * the files are stored ones (pictures jpg/png 50 MB, attachments documents 100 MB). Every
 * problem at once (1003).
 */
async function checkedPlan(em: EntityManager, input: PlanInput) {
  const errors: FieldError[] = validatePlanForm(input);
  const ids = [...new Set((input.deviceIds ?? []).slice(0, PLAN_LIMITS.devices).map((id) => parseId(id, 'deviceIds')))];
  // Devices in scope with a product archive (its SN is what a check order is about), in the order chosen.
  const found = ids.length ? await em.find(Device, { id: { $in: ids } }, { populate: ['product', 'product.customer'] }) : [];
  const devices = ids.flatMap((id) => found.filter((d) => d.id === id && d.product));
  if (devices.length !== ids.length) errors.push({ field: 'deviceIds', key: 'plan_device_unknown' });
  const products = devices.map((d) => d.product!.getEntity());
  let principal: User | null = null;
  if (input.principalId) {
    principal = await em.findOne(User, { id: parseId(input.principalId, 'principalId') });
    const links = principal ? await tenantLinks(em) : [];
    const fits = principal && PLAN_PRINCIPAL_ROLES.includes(principal.role) && products.every((p) => memberReaches(principal!.tenant.id, p.tenant.id, links));
    if (!fits) errors.push({ field: 'principalId', key: 'plan_principal_unknown' });
  }
  const L = PLAN_LIMITS;
  const files = await checkFileReferences(em, [
    { field: 'pictures', entries: (input.pictures ?? []).slice(0, L.pictures), kinds: ['picture'], maxBytes: L.pictureBytes },
    { field: 'attachments', entries: (input.attachments ?? []).slice(0, L.attachments), kinds: ['document'], maxBytes: L.attachmentBytes },
  ]);
  errors.push(...files.errors);
  if (errors.length) throw formInvalid(errors);
  const machines: PlanMachine[] = devices.map((d) => {
    const p = d.product!.getEntity();
    return { deviceId: d.id, productId: p.id, sn: p.manufacturingCode, model: p.model, customer: p.customer?.getEntity().name ?? '' };
  });
  return {
    fields: {
      name: clean(input.name),
      firstDate: input.firstDate!,
      cycle: input.cycle!,
      unit: input.unit!,
      daysAhead: input.daysAhead!,
      mode: input.mode!,
      dispatchTime: input.dispatchTime!,
      address: clean(input.address),
      items: (input.items ?? []).map((item) => clean(item)),
      machines,
      principal: principal!,
      principalAlias: principal!.name.slice(0, 20),
      pictures: files.files[0],
      attachments: files.files[1],
    },
    holdFiles: files.hold,
  };
}

/**
 * The cursor of a schedule from now: its pending occurrence after the last generated date. A
 * single plan whose one date has passed in the plan's zone would never generate anything: refused
 * (1003 on firstDate), unless that date was generated already (editing a finished plan).
 */
function cursorOf(schedule: PlanSchedule, clock: PlanClock, lastDueDate: string | null) {
  const next = pendingOccurrence(schedule, clock.now, clock.timeZone, lastDueDate);
  if (!next && schedule.mode === 'single' && lastDueDate !== schedule.firstDate) throw formInvalid([{ field: 'firstDate', key: 'plan_first_date_past' }]);
  return { nextDueDate: next?.dueDate ?? null, nextDispatchAt: next ? new Date(next.dispatchAt) : null };
}

/** Creates a plan of the caller's own tenant; its first check orders come at the first pending occurrence (at once when today's dispatch time has passed). */
export async function createMaintenancePlan(em: EntityManager, caller: { tenantId: number }, input: PlanInput, clock: PlanClock, pubsub: PubSub): Promise<MaintenancePlan> {
  const { fields, holdFiles } = await checkedPlan(em, input);
  const cursor = cursorOf(fields, clock, null);
  const plan = await em.transactional(async (tx) => {
    await holdFiles(tx);
    const created = tx.create(MaintenancePlan, { ...fields, tenant: tx.getReference(Tenant, caller.tenantId), ...cursor });
    await tx.flush();
    return created;
  });
  announceTableChange(pubsub, MAINTENANCE_PLAN_TABLE, caller.tenantId);
  return plan;
}

/**
 * Edits a plan in scope (the whole form). The cursor is computed again from the new schedule,
 * after the last date already generated, so an edit never generates a date twice; check orders
 * already generated keep their items and person in charge. The version moves on by one UPDATE
 * conditional on the version read, before anything else is written in the transaction, so an edit
 * and the scheduler's claim (or two edits) from one version cannot both be stored: the edit's
 * cursor is always computed from the last date as stored. With `baseVersion` an edit from another
 * version than the stored one (another edit, or check orders generated since the form was loaded)
 * is refused (errorno 1010008) and changes nothing.
 */
export async function updateMaintenancePlan(em: EntityManager, idArg: string, input: PlanInput, clock: PlanClock, pubsub: PubSub, baseVersion?: number | null): Promise<MaintenancePlan> {
  const id = parseId(idArg, 'id');
  const plan = await em.transactional(async (tx) => {
    const found = await getMaintenancePlan(tx, id);
    const read = found.version;
    if (baseVersion != null && read !== baseVersion) throw new AppError(ERRNO.planChangedElsewhere, { current: read });
    const { fields, holdFiles } = await checkedPlan(tx, input);
    const cursor = cursorOf(fields, clock, found.lastDueDate ?? null);
    await holdFiles(tx);
    if (!(await tx.nativeUpdate(MaintenancePlan, { id, version: read }, { version: read + 1 }))) {
      const current = await tx.findOne(MaintenancePlan, { id }, { refresh: true });
      if (!current) throw new AppError(ERRNO.recordNotFound);
      throw new AppError(ERRNO.planChangedElsewhere, { current: current.version });
    }
    tx.assign(found, { ...fields, ...cursor, updateTime: new Date(clock.now), version: read + 1 });
    await tx.flush();
    return found;
  });
  announceTableChange(pubsub, MAINTENANCE_PLAN_TABLE, plan.tenant.id);
  return plan;
}

/** Deletes a plan in scope; its check orders stay (with the plan's name). */
export async function deleteMaintenancePlan(em: EntityManager, idArg: string, pubsub: PubSub): Promise<boolean> {
  const plan = await getMaintenancePlan(em, idArg);
  await em.removeAndFlush(plan);
  announceTableChange(pubsub, MAINTENANCE_PLAN_TABLE, plan.tenant.id);
  return true;
}
