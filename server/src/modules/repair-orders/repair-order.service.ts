/**
 * Repair orders (spec part 2 sections 3-6): report, read, list, edit, and the workflow steps
 * of `contract/repair-orders.ts` (dispatch, accept, transfer, close, evaluate). Takes the
 * request's EntityManager (scoped to the caller's tenants), so an order of another tenant is
 * simply not found (errorno 1010002). Every step is one UPDATE conditional on the state and
 * version it read, in a transaction with its timeline entry: two members acting at once cannot
 * both win; the loser gets 1023002.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomInt } from 'node:crypto';
import { ERRNO, type ErrorNo } from '../../contract/error-catalogue';
import type { SortDirection } from '../../contract/paging';
import { type PagingRule, TABLE_PAGING } from '../../contract/paging';
import {
  MEMBER_ROLES,
  REPAIR_HOME_LIMITS,
  REPAIR_LIMITS,
  REPAIR_ORDER_TABLE,
  STATUS_OF_FILTER,
  type RepairAction,
  type RepairActor,
  type RepairEvaluationValues,
  type RepairRefusal,
  type RepairReportValues,
  type RepairState,
  type RepairStatus,
  type RepairStatusFilter,
  UNCLOSED_STATUSES,
  UNPROCESSED_STATUSES,
  isRepairEditable,
  nextRepairState,
  operationOf,
  repairRefusal,
  statesOfStatus,
  statesOfStatuses,
  validateRepairEvaluation,
  validateRepairReport,
  validateServiceRecord,
} from '../../contract/repair-orders';
import type { FieldError } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage, likePattern } from '../../core/paging';
import { type PubSub, announceTableChange } from '../../core/pubsub';
import { descendantsOf } from '../../core/tenancy';
import { cutText } from '../../core/text';
import { shareFiles } from '../files/file.service';
import { type StoredFileInput, checkFileReferences } from '../product-manuals/file-references';
import { Product } from '../products/product.entity';
import { Tenant } from '../tenants/tenant.entity';
import { tenantLinks } from '../tenants/tenant.service';
import { User } from '../users/user.entity';
import { RepairOrder, RepairTimelineEntry } from './repair-order.entity';

/** Who acts: the signed-in account as the rules need it. */
export type RepairCaller = RepairActor & { name: string };

export const repairCallerOf = (user: User): RepairCaller => ({ userId: user.id, role: user.role, phone: user.phone ?? null, name: user.name });

const REFUSAL_ERRNO: Record<RepairRefusal, ErrorNo> = {
  dispatchersOnly: ERRNO.repairDispatchersOnly,
  principalOnly: ERRNO.repairPrincipalOnly,
  applicantOnly: ERRNO.repairApplicantOnly,
  mobileMismatch: ERRNO.repairMobileMismatch,
};

export type RepairOrderValues = Omit<RepairReportValues, 'pictures' | 'attachments'> & {
  allowQueryBySn?: boolean | null;
  pictures?: readonly StoredFileInput[] | null;
  attachments?: readonly StoredFileInput[] | null;
};

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The stored form of the report's text fields (trimmed; the mobile without spaces and dashes). */
export function reportFields(values: RepairOrderValues) {
  return {
    contactName: clean(values.contactName),
    mobile: clean(values.mobile).replace(/[\s-]/g, ''),
    email: clean(values.email),
    company: clean(values.company),
    address: clean(values.address),
    sn: clean(values.sn),
    model: clean(values.model),
    agent: clean(values.agent),
    description: clean(values.description),
    remark: clean(values.remark),
    type: clean(values.type),
    serviceMode: clean(values.serviceMode),
    solution: clean(values.solution),
    allowQueryBySn: values.allowQueryBySn === true,
  };
}

/** The form rules, then the file references (pictures jpg/png 10 MB, attachments 50 MB, at most 6 each); every problem at once (1003). */
async function checkedReport(em: EntityManager, values: RepairOrderValues) {
  const errors: FieldError[] = validateRepairReport(values);
  const L = REPAIR_LIMITS;
  const files = await checkFileReferences(em, [
    { field: 'pictures', entries: (values.pictures ?? []).slice(0, L.pictures), kinds: ['picture'], maxBytes: L.pictureBytes },
    { field: 'attachments', entries: (values.attachments ?? []).slice(0, L.attachments), kinds: ['picture', 'document'], maxBytes: L.attachmentBytes },
  ]);
  errors.push(...files.errors);
  if (errors.length) throw formInvalid(errors);
  return { fields: reportFields(values), pictures: files.files[0], attachments: files.files[1], holdFiles: files.hold };
}

/** A fresh order number: RO + the report's UTC date and time + 4 random digits. */
export function newRepairNumber(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `RO${stamp}${String(randomInt(0, 10000)).padStart(4, '0')}`;
}

/**
 * Stores a new order and its report entry in one transaction (a clash of numbers is retried
 * with a new one). `em` must see the owning tenant; `reporter` is null for a public report.
 * `holdFiles` runs first in the transaction (a signed-in report's `checkFileReferences` hold).
 */
export async function insertRepairOrder(
  em: EntityManager,
  tenantId: number,
  data: Omit<Partial<RepairOrder>, 'tenant' | 'product' | 'applicant'> & { productId: number | null; applicantId: number | null },
  operatorAlias: string,
  holdFiles?: (tx: EntityManager) => Promise<void>,
): Promise<RepairOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await em.transactional(async (tx) => {
        await holdFiles?.(tx);
        const { productId, applicantId, ...fields } = data;
        const order = tx.create(RepairOrder, {
          ...(fields as RepairOrder),
          number: newRepairNumber(),
          state: 'reported',
          tenant: tx.getReference(Tenant, tenantId),
          product: productId ? tx.getReference(Product, productId) : null,
          applicant: applicantId ? tx.getReference(User, applicantId) : null,
        });
        tx.create(RepairTimelineEntry, {
          tenant: tx.getReference(Tenant, tenantId),
          order,
          operateType: operationOf('report'),
          operator: applicantId ? tx.getReference(User, applicantId) : null,
          operatorAlias: cutText(operatorAlias, 20),
        });
        // The machine's tenant reads the order: it gets its own record of each file (the reporter's may lie outside its scope).
        await shareFiles(tx, tenantId, [...(fields.pictures ?? []), ...(fields.attachments ?? [])]);
        await tx.flush();
        return order;
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 2) throw error;
      em.clear();
    }
  }
}

/**
 * A signed-in report: the SN must name a machine archive in the caller's scope (the order is
 * owned by the machine's tenant); the caller is the applicant.
 */
export async function reportRepairOrder(em: EntityManager, caller: RepairCaller, values: RepairOrderValues, pubsub: PubSub): Promise<RepairOrder> {
  const checked = await checkedReport(em, values);
  const product = await em.findOne(Product, { manufacturingCode: checked.fields.sn }, { orderBy: { id: 'desc' } });
  if (!product) throw formInvalid([{ field: 'sn', key: 'repair_sn_unknown' }]);
  const order = await insertRepairOrder(
    em,
    product.tenant.id,
    { ...checked.fields, pictures: checked.pictures, attachments: checked.attachments, productId: product.id, applicantId: caller.userId },
    caller.name,
    checked.holdFiles,
  );
  announceTableChange(pubsub, REPAIR_ORDER_TABLE, product.tenant.id);
  return order;
}

/** One order in the caller's scope; errorno 1010002 otherwise. */
export async function getRepairOrder(em: EntityManager, idArg: string | number): Promise<RepairOrder> {
  const order = await em.findOne(RepairOrder, { id: typeof idArg === 'number' ? idArg : parseId(idArg, 'id') }, { refresh: true });
  if (!order) throw new AppError(ERRNO.recordNotFound);
  return order;
}

/** The order's timeline, oldest first. */
export function repairTimeline(em: EntityManager, orderId: number): Promise<RepairTimelineEntry[]> {
  return em.find(RepairTimelineEntry, { order: orderId }, { orderBy: { createTime: 'asc', id: 'asc' } });
}

export const REPAIR_SORT_KEYS = ['createTime', 'updateTime', 'number', 'state'] as const;
export type RepairSortKey = (typeof REPAIR_SORT_KEYS)[number];

export type RepairListRequest = PageRequest & {
  status?: RepairStatusFilter | null;
  /** Any of several statuses (the maintenance home's lists); takes the place of `status`. Not an argument of the GraphQL list. */
  statuses?: readonly RepairStatus[] | null;
  number?: string | null;
  sn?: string | null;
  model?: string | null;
  company?: string | null;
  contactName?: string | null;
  sortKey?: RepairSortKey | null;
  sortDirection?: SortDirection | null;
};

/**
 * The list: the caller's orders with the status filter and text searches, sorted and paged in
 * the database. What the caller sees is what `em` (scoped to the caller's tenants) sees; the
 * maintenance home reads through here too, so both show a caller the same orders.
 */
export async function listRepairOrders(em: EntityManager, request: RepairListRequest, rule: PagingRule = TABLE_PAGING): Promise<Page<RepairOrder>> {
  const where: Record<string, unknown> = {};
  if (request.statuses) where.state = { $in: statesOfStatuses(request.statuses) };
  else if (request.status && request.status !== 'all') where.state = { $in: statesOfStatus(STATUS_OF_FILTER[request.status]) };
  for (const key of ['number', 'sn', 'model', 'company', 'contactName'] as const) {
    const text = clean(request[key]);
    if (text) where[key] = { $like: likePattern(text) };
  }
  const direction = request.sortDirection === 'asc' ? 'asc' : 'desc';
  const sortKey = request.sortKey ?? 'createTime';
  return findPage(em, RepairOrder, where, { orderBy: { [sortKey]: direction, id: direction } }, rule, request);
}

/** The page sizes of the maintenance home's lists. */
const HOME_PAGING: PagingRule = { defaultSize: REPAIR_HOME_LIMITS.unclosed, sizes: [REPAIR_HOME_LIMITS.unprocessed, REPAIR_HOME_LIMITS.unclosed] };

export type RepairOrderHome = {
  unclosed: RepairOrder[];
  unprocessed: RepairOrder[];
  counts: { unclosed: number; unprocessed: number };
};

/**
 * The maintenance home (spec part 2 section 9): the 10 latest unclosed orders (status 1 pending
 * or 2 processing: not yet closed with a service record) and the 5 latest unprocessed ones
 * (status 1: reported or dispatched, not yet accepted), newest report first, with how many of
 * each the caller has in all. Read through `listRepairOrders`, so a caller sees exactly the
 * orders the repair order list shows them.
 */
export async function repairOrderHome(em: EntityManager): Promise<RepairOrderHome> {
  const latest = (statuses: readonly RepairStatus[], pageSize: number) =>
    listRepairOrders(em, { page: 1, pageSize, statuses, sortKey: 'createTime', sortDirection: 'desc' }, HOME_PAGING);
  const unclosed = await latest(UNCLOSED_STATUSES, REPAIR_HOME_LIMITS.unclosed);
  const unprocessed = await latest(UNPROCESSED_STATUSES, REPAIR_HOME_LIMITS.unprocessed);
  return { unclosed: unclosed.items, unprocessed: unprocessed.items, counts: { unclosed: unclosed.total, unprocessed: unprocessed.total } };
}

/** Whether a member's tenant lies at or above the order's tenant (the member's scope holds the order). */
export function memberReaches(memberTenantId: number, orderTenantId: number, links: Awaited<ReturnType<typeof tenantLinks>>): boolean {
  return descendantsOf(memberTenantId, links).includes(orderTenantId);
}

/**
 * The members an order can be dispatched or transferred to: maintenance staff (MEMBER_ROLES)
 * in the caller's scope whose own scope holds the order, by name.
 */
export async function repairMembers(em: EntityManager, orderIdArg: string): Promise<User[]> {
  const order = await getRepairOrder(em, orderIdArg);
  const links = await tenantLinks(em);
  const users = await em.find(User, { role: { $in: [...MEMBER_ROLES] } }, { orderBy: { name: 'asc', id: 'asc' } });
  return users.filter((u) => memberReaches(u.tenant.id, order.tenant.id, links));
}

async function checkedMember(em: EntityManager, order: RepairOrder, memberIdArg: string | null | undefined, caller: RepairCaller): Promise<User> {
  if (!memberIdArg) throw formInvalid([{ field: 'memberId', key: 'repair_field_required' }]);
  const memberId = parseId(memberIdArg, 'memberId');
  const member = await em.findOne(User, { id: memberId });
  const links = member ? await tenantLinks(em) : [];
  if (!member || !MEMBER_ROLES.includes(member.role) || !memberReaches(member.tenant.id, order.tenant.id, links) || (memberId === caller.userId && order.state === 'processing')) {
    throw new AppError(ERRNO.repairMemberInvalid);
  }
  return member;
}

export type StepInput = { memberId?: string | null; serviceRecord?: string | null; evaluation?: RepairEvaluationValues | null };

/**
 * One workflow step on an order in scope: the step must be legal in its state (1023001), the
 * caller must be the one who may take it (1023003..1023006), its input must pass the form
 * rules (1003); then one conditional UPDATE (state and version as read) with the timeline
 * entry, so of two callers acting at once exactly one wins and the other gets 1023002.
 */
export async function stepRepairOrder(em: EntityManager, caller: RepairCaller, idArg: string, action: RepairAction, input: StepInput, pubsub: PubSub): Promise<RepairOrder> {
  const plan = await planRepairStep(em, caller, idArg, action, input);
  await applyRepairStep(em, plan);
  announceTableChange(pubsub, REPAIR_ORDER_TABLE, plan.tenantId);
  return getRepairOrder(em, plan.orderId);
}

/**
 * Whether the member an order is dispatched to (if any) is a user of the caller's tenants (`em`
 * is scoped to them). A customer's own administrator sees the machine's orders but not the
 * maker's engineers: it may dispatch an order nobody holds, or one its own member holds, but not
 * take one away from the maker's engineer (1023012); the maker's administrators see both sides.
 */
export async function principalInScope(em: EntityManager, order: RepairOrder): Promise<boolean> {
  return !order.principal || (await em.count(User, { id: order.principal.id })) > 0;
}

/** A checked step: what the order was when read, and what it becomes. */
export type RepairStepPlan = {
  orderId: number;
  tenantId: number;
  action: RepairAction;
  caller: RepairCaller;
  expected: { state: RepairState; version: number };
  changes: Partial<Record<keyof RepairOrder, unknown>>;
  receiver: User | null;
  at: Date;
};

/** The read-and-check half of a step: legality, who may act, the input's rules. Writes nothing. */
export async function planRepairStep(em: EntityManager, caller: RepairCaller, idArg: string, action: RepairAction, input: StepInput): Promise<RepairStepPlan> {
  const order = await getRepairOrder(em, idArg);
  const next = nextRepairState(order.state, action);
  // An accept that finds the order already accepted lost a race (or came twice): say so plainly.
  if (!next) throw new AppError(action === 'accept' && order.state === 'processing' ? ERRNO.repairChangedMeanwhile : ERRNO.repairIllegalStep);
  const refusal = repairRefusal(action, caller, { principalId: order.principal?.id ?? null, applicantId: order.applicant?.id ?? null, mobile: order.mobile });
  if (refusal) throw new AppError(REFUSAL_ERRNO[refusal]);
  if (action === 'dispatch' && !(await principalInScope(em, order))) throw new AppError(ERRNO.repairHeldOutside);

  const at = new Date();
  const changes: Partial<Record<keyof RepairOrder, unknown>> = { state: next, version: order.version + 1, updateTime: at };
  let receiver: User | null = null;
  if (action === 'dispatch' || action === 'transfer') {
    receiver = await checkedMember(em, order, input.memberId, caller);
    // Sent again to the member who has it (a double click, a repeated call): nothing to do, and no second timeline entry.
    if (receiver.id === order.principal?.id) throw new AppError(ERRNO.repairIllegalStep);
    Object.assign(changes, { principal: receiver.id, principalAlias: cutText(receiver.name, 20) });
  } else if (action === 'close') {
    const errors = validateServiceRecord(input.serviceRecord);
    if (errors.length) throw formInvalid(errors);
    changes.serviceRecord = clean(input.serviceRecord);
    // Closed: the machine's next alarm of the same cause may open a new order.
    changes.openAlarmKey = null;
  } else if (action === 'evaluate') {
    const values = input.evaluation ?? {};
    const errors = validateRepairEvaluation(values);
    if (errors.length) throw formInvalid(errors);
    Object.assign(changes, {
      evaluationOverall: values.overall,
      evaluationResponseSpeed: values.responseSpeed,
      evaluationRepairQuality: values.repairQuality,
      evaluationServiceAttitude: values.serviceAttitude,
      evaluationComment: clean(values.comment),
    });
  }
  return { orderId: order.id, tenantId: order.tenant.id, action, caller, expected: { state: order.state, version: order.version }, changes, receiver, at };
}

/**
 * The write half: one UPDATE conditional on the state and version the plan read (and, for the
 * member's steps, on the caller still being the principal), with the timeline entry, in one
 * transaction. When another step wrote first, nothing is written: 1023002.
 */
export async function applyRepairStep(em: EntityManager, plan: RepairStepPlan): Promise<void> {
  const { caller, receiver } = plan;
  await em.transactional(async (tx) => {
    const expected: Record<string, unknown> = { id: plan.orderId, state: plan.expected.state, version: plan.expected.version };
    if (plan.action === 'accept' || plan.action === 'transfer' || plan.action === 'close') expected.principal = caller.userId;
    const changed = await tx.nativeUpdate(RepairOrder, expected, plan.changes as Partial<RepairOrder>);
    if (!changed) throw new AppError(ERRNO.repairChangedMeanwhile);
    tx.create(RepairTimelineEntry, {
      tenant: tx.getReference(Tenant, plan.tenantId),
      order: tx.getReference(RepairOrder, plan.orderId),
      operateType: operationOf(plan.action),
      operator: tx.getReference(User, caller.userId),
      operatorAlias: cutText(caller.name, 20),
      receiver: receiver ? tx.getReference(User, receiver.id) : null,
      receiverAlias: receiver ? cutText(receiver.name, 20) : '',
      createTime: plan.at,
    });
    await tx.flush();
  });
}

/** The applicant edits the report while the order is pending (nobody accepted it yet); the SN and its machine stay. */
export async function updateRepairOrder(em: EntityManager, caller: RepairCaller, idArg: string, values: RepairOrderValues, pubsub: PubSub): Promise<RepairOrder> {
  const order = await getRepairOrder(em, idArg);
  const refusal = repairRefusal('edit', caller, { principalId: order.principal?.id ?? null, applicantId: order.applicant?.id ?? null, mobile: order.mobile });
  if (refusal) throw new AppError(REFUSAL_ERRNO[refusal]);
  if (!isRepairEditable(order.state)) throw new AppError(ERRNO.repairIllegalStep);
  const checked = await checkedReport(em, { ...values, sn: order.sn });
  const { sn: _sn, ...fields } = checked.fields;
  await em.transactional(async (tx) => {
    await checked.holdFiles(tx);
    const changed = await tx.nativeUpdate(
      RepairOrder,
      { id: order.id, version: order.version, state: { $in: ['reported', 'dispatched'] satisfies RepairState[] } },
      { ...fields, pictures: checked.pictures, attachments: checked.attachments, version: order.version + 1, updateTime: new Date() },
    );
    if (!changed) throw new AppError(ERRNO.repairChangedMeanwhile);
    await shareFiles(tx, order.tenant.id, [...checked.pictures, ...checked.attachments]);
  });
  announceTableChange(pubsub, REPAIR_ORDER_TABLE, order.tenant.id);
  return getRepairOrder(em, order.id);
}
