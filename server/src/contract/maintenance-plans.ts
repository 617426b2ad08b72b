/**
 * Maintenance plans and check orders as server and client share them (issue 17; spec part 2
 * sections 3, 4, 5 and 9): the plan form's rules and limits (the schedule's own rules beside
 * them), the check order's stages as one pure state machine with who may take each step, and
 * the inspection results. Plain TypeScript, no dependencies (the client imports it through `@contract`).
 */
import { PURPOSE_FILE_LIMITS } from './files';
import { MEMBER_ROLES } from './members';
import { FIRST_DATE, LAST_DATE } from './ranges';
import type { Role } from './roles';
import { type FieldError, type ValidationKey, checkText } from './validation';

// ---------------------------------------------------------------------------------------------
// The schedule's rules (the maths is server/src/modules/maintenance-plans/schedule.ts)

export const CYCLE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type CycleUnit = (typeof CYCLE_UNITS)[number];
export const PLAN_MODES = ['single', 'cyclic'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

export type PlanSchedule = {
  /** The first maintenance date, YYYY-MM-DD. */
  firstDate: string;
  /** Spec: an integer of at least 1. */
  cycle: number;
  unit: CycleUnit;
  /** How many days before a date its check order is generated (0: on the day). */
  daysAhead: number;
  mode: PlanMode;
  /** The time of day the check order is generated, HH:mm in the plan's zone. */
  dispatchTime: string;
};

export const SCHEDULE_LIMITS = {
  /** Chosen: a cycle of at most 100 units (100 years at most). */
  cycle: 100,
  /** Chosen: at most a year ahead. */
  daysAhead: 365,
} as const;

export type ScheduleProblem = 'first_date' | 'cycle' | 'days_ahead' | 'dispatch_time' | 'unit' | 'mode';

export const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isRealDate(key: string): boolean {
  const m = DATE_KEY.exec(key);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The smallest span of a cycle in days (a month is 28 days at its shortest). */
function shortestCycleDays(schedule: Pick<PlanSchedule, 'cycle' | 'unit'>): number {
  const per = { day: 1, week: 7, month: 28, year: 365 }[schedule.unit];
  return schedule.cycle * per;
}

/**
 * What is wrong with a schedule, field by field: a real first date, a whole cycle of 1 to 100
 * units, a known unit and mode, a dispatch time HH:mm, and days ahead a whole number from 0
 * that is shorter than the cycle for a cyclic plan (else one order would be generated before
 * the previous date has come).
 */
export function scheduleProblems(schedule: PlanSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const unitOk = (CYCLE_UNITS as readonly string[]).includes(schedule.unit);
  // Within the dates every range of the product takes (ranges.ts): 0100-01-01 or 9999-12-31 is no plan.
  if (!isRealDate(schedule.firstDate) || schedule.firstDate < FIRST_DATE || schedule.firstDate > LAST_DATE) problems.push('first_date');
  if (!unitOk) problems.push('unit');
  if (!(PLAN_MODES as readonly string[]).includes(schedule.mode)) problems.push('mode');
  const cycleOk = Number.isInteger(schedule.cycle) && schedule.cycle >= 1 && schedule.cycle <= SCHEDULE_LIMITS.cycle;
  if (!cycleOk) problems.push('cycle');
  const aheadOk = Number.isInteger(schedule.daysAhead) && schedule.daysAhead >= 0 && schedule.daysAhead <= SCHEDULE_LIMITS.daysAhead;
  if (!aheadOk || (cycleOk && unitOk && schedule.mode === 'cyclic' && schedule.daysAhead >= shortestCycleDays(schedule))) problems.push('days_ahead');
  if (!TIME_OF_DAY.test(schedule.dispatchTime)) problems.push('dispatch_time');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The plan form (spec part 2 section 3: name, first date, cycle, days ahead, mode, dispatch
// time, next date, devices, customers, person in charge, address, pictures, attachments)

/**
 * Limits of a plan. The spec gives: maintenance pictures at most 5, 50 MB each (the issue);
 * plan attachments Word, Excel, PPT, PDF, maintenance attachments 100 MB. Chosen here: name 30
 * (as a customer's name), address 200, at most 50 machines and 30 inspection items of 50
 * characters each, at most 5 attachments.
 */
export const PLAN_LIMITS = {
  name: 30,
  address: 200,
  devices: 50,
  items: 30,
  item: 50,
  pictures: 5,
  pictureBytes: PURPOSE_FILE_LIMITS.maintenance.picture,
  attachments: 5,
  attachmentBytes: PURPOSE_FILE_LIMITS.maintenance.document,
} as const;

/** The table names of the lists (table-version events, saved columns). */
export const MAINTENANCE_PLAN_TABLE = 'maintenanceplan';
export const CHECK_ORDER_TABLE = 'checkorder';

export type PlanFormValues = Partial<PlanSchedule> & {
  name?: string | null;
  address?: string | null;
  deviceIds?: readonly string[] | null;
  principalId?: string | null;
  items?: readonly (string | null)[] | null;
  pictures?: readonly unknown[] | null;
  attachments?: readonly unknown[] | null;
};

const SCHEDULE_FIELD: Record<ScheduleProblem, [string, ValidationKey]> = {
  first_date: ['firstDate', 'plan_first_date'],
  cycle: ['cycle', 'plan_cycle'],
  days_ahead: ['daysAhead', 'plan_days_ahead'],
  dispatch_time: ['dispatchTime', 'plan_dispatch_time'],
  unit: ['unit', 'plan_unit'],
  mode: ['mode', 'plan_mode'],
};

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function textError(field: string, value: string | null | undefined, max: number, required: ValidationKey | null): FieldError[] {
  const text = trimmed(value);
  if (!text) return required ? [{ field, key: required }] : [];
  const key = checkText(text, max);
  return key ? [{ field, key, ...(key === 'text_too_long' ? { params: { max } } : {}) }] : [];
}

/** Every rule of the plan form; each problem names its field (`items.2` for the third inspection item). */
export function validatePlanForm(values: PlanFormValues): FieldError[] {
  const L = PLAN_LIMITS;
  const errors: FieldError[] = [...textError('name', values.name, L.name, 'plan_name_required'), ...textError('address', values.address, L.address, null)];
  const schedule: PlanSchedule = {
    firstDate: values.firstDate ?? '',
    cycle: values.cycle ?? 0,
    unit: values.unit ?? ('' as CycleUnit),
    daysAhead: values.daysAhead ?? 0,
    mode: values.mode ?? ('' as PlanMode),
    dispatchTime: values.dispatchTime ?? '',
  };
  for (const problem of scheduleProblems(schedule)) {
    const [field, key] = SCHEDULE_FIELD[problem];
    errors.push(problem === 'cycle' ? { field, key, params: { max: SCHEDULE_LIMITS.cycle } } : { field, key });
  }
  const devices = values.deviceIds ?? [];
  if (devices.length === 0) errors.push({ field: 'deviceIds', key: 'plan_devices_required' });
  else if (devices.length > L.devices) errors.push({ field: 'deviceIds', key: 'plan_devices_too_many', params: { max: L.devices } });
  if (!values.principalId) errors.push({ field: 'principalId', key: 'plan_principal_required' });
  const items = values.items ?? [];
  if (items.length === 0) errors.push({ field: 'items', key: 'plan_items_required' });
  else if (items.length > L.items) errors.push({ field: 'items', key: 'plan_items_too_many', params: { max: L.items } });
  items.slice(0, L.items).forEach((item, i) => errors.push(...textError(`items.${i}`, item, L.item, 'plan_item_required')));
  if ((values.pictures?.length ?? 0) > L.pictures) errors.push({ field: 'pictures', key: 'pictures_too_many', params: { max: L.pictures } });
  if ((values.attachments?.length ?? 0) > L.attachments) errors.push({ field: 'attachments', key: 'files_too_many', params: { max: L.attachments } });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Check orders: the stages (spec part 2 section 4: processing, awaiting acceptance, completed)

export const CHECK_STAGES = ['processing', 'awaitingAcceptance', 'completed'] as const;
export type CheckStage = (typeof CHECK_STAGES)[number];

/** Spec part 2 section 4: point inspection results normal, defect, fault. */
export const INSPECTION_RESULTS = ['normal', 'defect', 'fault'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** A result that can open a repair order. */
export const opensRepair = (result: InspectionResult | null | undefined): boolean => result === 'defect' || result === 'fault';

/**
 * The steps of a check order: record (results and notes, kept while processing), submit (every
 * item has a result: awaiting acceptance), accept (completed) or return (back to processing,
 * for another look), and open a repair from a defect or fault (while not completed).
 */
export const CHECK_ACTIONS = ['record', 'submit', 'accept', 'return', 'openRepair'] as const;
export type CheckAction = (typeof CHECK_ACTIONS)[number];

const CHECK_TRANSITIONS: Readonly<Record<CheckStage, Partial<Record<CheckAction, CheckStage>>>> = {
  processing: { record: 'processing', submit: 'awaitingAcceptance', openRepair: 'processing' },
  awaitingAcceptance: { accept: 'completed', return: 'processing', openRepair: 'awaitingAcceptance' },
  completed: {},
};

/** The stage after `action`, or null when the action is illegal in `stage`. */
export function nextCheckStage(stage: CheckStage, action: CheckAction): CheckStage | null {
  return CHECK_TRANSITIONS[stage]?.[action] ?? null;
}

/** The actions legal in a stage (what the detail screen may offer). */
export function legalCheckActions(stage: CheckStage): CheckAction[] {
  return CHECK_ACTIONS.filter((action) => nextCheckStage(stage, action) !== null);
}

/** Who accepts and returns check orders, and edits plans: the tenant's administrators. */
export const CHECK_ACCEPTOR_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'maintainadmin'];
/** Who can be a plan's person in charge: the maintenance members. */
export const PLAN_PRINCIPAL_ROLES: readonly Role[] = MEMBER_ROLES;

export type CheckRefusal = 'principalOnly' | 'acceptorsOnly';

/** Who an order's steps depend on: its person in charge, and who last submitted it (an administrator may have stood in). */
export type CheckPeople = { principalId: number | null; submitterId: number | null };

/**
 * The rule of each step: the person in charge records, submits and opens repairs (the
 * administrators may stand in for an absent member); only the administrators accept or return,
 * and never an order they are in charge of or submitted themselves (four eyes: an administrator
 * who stood in and submitted leaves the acceptance to another). Administrators act as such only
 * over the plan's tenant (`overseesPlan`): a customer's own administrator, whose tenant holds
 * the machine but not the maker's plan, neither stands in nor accepts.
 */
export function checkRefusal(action: CheckAction, actor: { userId: number; role: Role; overseesPlan: boolean }, people: CheckPeople): CheckRefusal | null {
  const acceptor = CHECK_ACCEPTOR_ROLES.includes(actor.role) && actor.overseesPlan;
  switch (action) {
    case 'record':
    case 'submit':
    case 'openRepair':
      return people.principalId === actor.userId || acceptor ? null : 'principalOnly';
    case 'accept':
    case 'return':
      return acceptor && people.principalId !== actor.userId && people.submitterId !== actor.userId ? null : 'acceptorsOnly';
  }
}

export type InspectionItem = { name: string; result: InspectionResult | null; note: string; repairOrderId: number | null };

export const CHECK_LIMITS = { note: 200 } as const;

/** A submission: every item has a result, each note within 200. */
export function validateInspection(items: readonly { result?: string | null; note?: string | null }[], submitting: boolean): FieldError[] {
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    if (item.result && !(INSPECTION_RESULTS as readonly string[]).includes(item.result)) errors.push({ field: `items.${i}.result`, key: 'check_result_unknown' });
    else if (submitting && !item.result) errors.push({ field: `items.${i}.result`, key: 'check_result_required' });
    errors.push(...textError(`items.${i}.note`, item.note, CHECK_LIMITS.note, null));
  });
  return errors;
}
