/**
 * Repair orders as server and client share them (spec part 2 sections 3-6 and 9): the
 * workflow as one pure state machine, who may take each step, the timeline's operation
 * types with their colours and progress, the status filter, the form rules and limits.
 * Plain TypeScript, no dependencies (the client imports it through `@contract`).
 */
import { MIB } from './files';
import type { Role } from './roles';
import { type FieldError, type ValidationKey, checkEmail, checkText } from './validation';

// ---------------------------------------------------------------------------------------------
// The state machine

/**
 * Where an order stands. `reported` (nobody dispatched yet) and `dispatched` (a member was
 * named, not yet accepted) are both the spec's status 1 "pending"; `processing` is 2,
 * `awaitingEvaluation` 3 (closed with a service record), `completed` 4 (evaluated).
 */
export const REPAIR_STATES = ['reported', 'dispatched', 'processing', 'awaitingEvaluation', 'completed'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

/** The steps after the report. */
export const REPAIR_ACTIONS = ['dispatch', 'accept', 'transfer', 'close', 'evaluate'] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

/**
 * Every legal step: report -> dispatch (again while nobody accepted: a re-dispatch) -> accept ->
 * transfer (to another member, any number of times; the new member carries on without a new
 * acceptance) -> close (with the service record) -> evaluate. Anything else is illegal.
 */
const TRANSITIONS: Readonly<Record<RepairState, Partial<Record<RepairAction, RepairState>>>> = {
  reported: { dispatch: 'dispatched' },
  dispatched: { dispatch: 'dispatched', accept: 'processing' },
  processing: { transfer: 'processing', close: 'awaitingEvaluation' },
  awaitingEvaluation: { evaluate: 'completed' },
  completed: {},
};

/** The state after `action`, or null when the action is illegal in `state`. */
export function nextRepairState(state: RepairState, action: RepairAction): RepairState | null {
  return TRANSITIONS[state]?.[action] ?? null;
}

/** The actions legal in a state (what the detail screen may offer). */
export function legalRepairActions(state: RepairState): RepairAction[] {
  return REPAIR_ACTIONS.filter((action) => nextRepairState(state, action) !== null);
}

/** The applicant may edit the order while it is pending (nobody accepted it yet). */
export const isRepairEditable = (state: RepairState): boolean => state === 'reported' || state === 'dispatched';

/** The spec's status 1 pending, 2 processing, 3 awaiting evaluation, 4 completed. */
export const REPAIR_STATUSES = [1, 2, 3, 4] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

const STATUS_OF: Record<RepairState, RepairStatus> = { reported: 1, dispatched: 1, processing: 2, awaitingEvaluation: 3, completed: 4 };
export const repairStatusOf = (state: RepairState): RepairStatus => STATUS_OF[state];

/** The states a status stands for (the list's filter). */
export const statesOfStatus = (status: RepairStatus): RepairState[] => REPAIR_STATES.filter((s) => STATUS_OF[s] === status);

/** The status filter of the list: all, or one status. */
export const REPAIR_STATUS_FILTERS = ['all', 'pending', 'processing', 'awaitingEvaluation', 'completed'] as const;
export type RepairStatusFilter = (typeof REPAIR_STATUS_FILTERS)[number];
export const STATUS_OF_FILTER: Record<Exclude<RepairStatusFilter, 'all'>, RepairStatus> = { pending: 1, processing: 2, awaitingEvaluation: 3, completed: 4 };

/** Colour of a status (spec: 1 red, 2 blue, 3 yellow, 4 green). */
export const REPAIR_STATUS_COLOURS: Record<RepairStatus, 'red' | 'blue' | 'yellow' | 'green'> = { 1: 'red', 2: 'blue', 3: 'yellow', 4: 'green' };
/** Progress of a status in percent (spec: 25, 50, 75, 100). */
export const REPAIR_STATUS_PROGRESS: Record<RepairStatus, 25 | 50 | 75 | 100> = { 1: 25, 2: 50, 3: 75, 4: 100 };

export const repairProgressOf = (state: RepairState): number => REPAIR_STATUS_PROGRESS[repairStatusOf(state)];

// ---------------------------------------------------------------------------------------------
// The maintenance home (spec part 2 section 9: "unclosed repairs last 10; unprocessed repairs last 5")

/**
 * "Unclosed": not yet closed with a service record, the spec's status 1 pending or 2
 * processing (states reported, dispatched, processing). Closing makes it 3 awaiting
 * evaluation, and the evaluation 4 completed: both are closed.
 */
export const UNCLOSED_STATUSES: readonly RepairStatus[] = [1, 2];
/**
 * "Unprocessed": nobody has taken it on yet, status 1 pending (reported and not dispatched, or
 * dispatched and not yet accepted by the member). Every unprocessed order is also unclosed; the
 * member's accept makes it processing (still unclosed, no longer unprocessed).
 */
export const UNPROCESSED_STATUSES: readonly RepairStatus[] = [1];

export const isRepairUnclosed = (state: RepairState): boolean => UNCLOSED_STATUSES.includes(repairStatusOf(state));
export const isRepairUnprocessed = (state: RepairState): boolean => UNPROCESSED_STATUSES.includes(repairStatusOf(state));

/** The states any of these statuses stands for. */
export const statesOfStatuses = (statuses: readonly RepairStatus[]): RepairState[] => REPAIR_STATES.filter((s) => statuses.includes(STATUS_OF[s]));

/** How many orders each list of the maintenance home shows, newest report first. */
export const REPAIR_HOME_LIMITS = { unclosed: 10, unprocessed: 5 } as const;

// ---------------------------------------------------------------------------------------------
// Who may do what (spec part 2 section 6)

/** Roles that may dispatch: the tenant's administrators (and the platform's). */
export const DISPATCHER_ROLES: readonly Role[] = ['super_admin', 'tenant_admin', 'maintainadmin'];
/** Roles of the maintenance members an order can be dispatched or transferred to. */
export const MEMBER_ROLES: readonly Role[] = ['maintainadmin', 'maintainer'];

export type RepairActor = { userId: number; role: Role; phone: string | null };
export type RepairParties = { principalId: number | null; applicantId: number | null; mobile: string };

/** Why an actor may not take a step (the catalogue's 1023003..1023006), or null when it may. */
export type RepairRefusal = 'dispatchersOnly' | 'principalOnly' | 'applicantOnly' | 'mobileMismatch';

/** Digits of a phone without a mainland +86 / 0086 prefix, for comparing an account's phone with a report's mobile. */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('86')) return digits.slice(2);
  if (digits.length === 15 && digits.startsWith('0086')) return digits.slice(4);
  return digits;
}

/** Whether the signed-in account's phone is the requester's mobile. */
export const mobileMatches = (actor: RepairActor, parties: RepairParties): boolean => actor.phone !== null && phoneDigits(actor.phone) !== '' && phoneDigits(actor.phone) === phoneDigits(parties.mobile);

/**
 * The applicant: who reported it signed in, or, for a public report only (no reporting account),
 * the account holding the reported mobile. A signed-in report's mobile may be anyone's (a
 * colleague's, the maker's), so it never makes another account the applicant.
 */
export const isApplicant = (actor: RepairActor, parties: RepairParties): boolean =>
  parties.applicantId !== null ? parties.applicantId === actor.userId : mobileMatches(actor, parties);

/**
 * The rule of each step: the tenant's administrators dispatch; the member an order is
 * dispatched to accepts, transfers and closes it; the applicant alone edits and evaluates, and
 * evaluates only when the signed-in account's mobile is the requester's.
 */
export function repairRefusal(action: RepairAction | 'edit', actor: RepairActor, parties: RepairParties): RepairRefusal | null {
  switch (action) {
    case 'dispatch':
      return DISPATCHER_ROLES.includes(actor.role) ? null : 'dispatchersOnly';
    case 'accept':
    case 'transfer':
    case 'close':
      return parties.principalId === actor.userId ? null : 'principalOnly';
    case 'edit':
      return isApplicant(actor, parties) ? null : 'applicantOnly';
    case 'evaluate':
      if (!isApplicant(actor, parties)) return 'applicantOnly';
      return mobileMatches(actor, parties) ? null : 'mobileMismatch';
  }
}

// ---------------------------------------------------------------------------------------------
// The timeline (spec part 2 sections 3 and 4)

/** Operation types of timeline entries: 1 report, 2 dispatch, 3 accept, 4 transfer, 5 close, 6 evaluate. */
export const OPERATION_TYPES = { report: 1, dispatch: 2, accept: 3, transfer: 4, close: 5, evaluate: 6 } as const;
export type OperationName = keyof typeof OPERATION_TYPES;
export type OperationType = (typeof OPERATION_TYPES)[OperationName];

/** The spec's descriptions: created, sent to receiver, accepted, transferred to receiver, processed, evaluated. */
export const OPERATION_DESCRIPTIONS: Record<OperationType, { en: string; zh: string }> = {
  1: { en: 'created', zh: '创建了工单' },
  2: { en: 'sent to {receiver}', zh: '派单给 {receiver}' },
  3: { en: 'accepted', zh: '接单' },
  4: { en: 'transferred to {receiver}', zh: '转派给 {receiver}' },
  5: { en: 'processed', zh: '处理完成' },
  6: { en: 'evaluated', zh: '评价了工单' },
};

/** The state an operation leaves the order in (its colour and progress on the timeline). */
const STATE_AFTER: Record<OperationType, RepairState> = { 1: 'reported', 2: 'dispatched', 3: 'processing', 4: 'processing', 5: 'awaitingEvaluation', 6: 'completed' };

export const isOperationType = (value: number): value is OperationType => Number.isInteger(value) && value >= 1 && value <= 6;

/** A timeline entry's colour and progress: those of the status the operation reached. */
export function operationLook(type: OperationType): { status: RepairStatus; colour: (typeof REPAIR_STATUS_COLOURS)[RepairStatus]; progress: number } {
  const status = repairStatusOf(STATE_AFTER[type]);
  return { status, colour: REPAIR_STATUS_COLOURS[status], progress: REPAIR_STATUS_PROGRESS[status] };
}

/** The operation type of a step. */
export const operationOf = (action: RepairAction | 'report'): OperationType => OPERATION_TYPES[action];

/** How many timeline entries show before "see more". */
export const TIMELINE_COLLAPSED = 2;

/** The entries to show: the first 2 unless expanded, and whether the see more / collapse toggle shows. */
export function visibleTimeline<T>(entries: readonly T[], expanded: boolean): { shown: readonly T[]; toggle: 'none' | 'more' | 'collapse' } {
  if (entries.length <= TIMELINE_COLLAPSED) return { shown: entries, toggle: 'none' };
  return expanded ? { shown: entries, toggle: 'collapse' } : { shown: entries.slice(0, TIMELINE_COLLAPSED), toggle: 'more' };
}

// ---------------------------------------------------------------------------------------------
// Form rules and limits (spec part 2 section 5, the counts)

/**
 * Limits of an order. The spec gives: pictures jpg/png 10 MB each, attachments up to 50 MB (at
 * most 6, the issue), comment within 200, remarks and text areas within 200. Chosen here: name 20
 * (as the user dialog), company, SN, model and agent 100 (as the product archive), address 200,
 * at most 6 pictures, lookup keys 50.
 */
export const REPAIR_LIMITS = {
  contactName: 20,
  company: 100,
  sn: 100,
  model: 100,
  agent: 100,
  address: 200,
  description: 200,
  remark: 200,
  serviceRecord: 200,
  comment: 200,
  lookupKey: 50,
  lookupLabel: 50,
  pictures: 6,
  attachments: 6,
  pictureBytes: 10 * MIB,
  attachmentBytes: 50 * MIB,
  /** Lookup entries per kind and tenant. */
  lookupEntries: 50,
} as const;

/** Scores of an evaluation: whole stars 1..5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The list's table name (table-version events, saved columns). */
export const REPAIR_ORDER_TABLE = 'repairorder';

/** Lookup kinds loaded at start (spec part 1 section 3). */
export const REPAIR_LOOKUP_KINDS = ['enterprise', 'repairType', 'solutionMode', 'serviceMode'] as const;
export type RepairLookupKind = (typeof REPAIR_LOOKUP_KINDS)[number];

const MAINLAND_MOBILE = /^(\+?86)?1[3-9]\d{9}$/;

type Listed = readonly unknown[] | null | undefined;

export type RepairReportValues = {
  contactName?: string | null;
  mobile?: string | null;
  email?: string | null;
  company?: string | null;
  address?: string | null;
  sn?: string | null;
  model?: string | null;
  agent?: string | null;
  description?: string | null;
  remark?: string | null;
  type?: string | null;
  serviceMode?: string | null;
  solution?: string | null;
  pictures?: Listed;
  attachments?: Listed;
};

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function required(value: string | null | undefined, max: number): ValidationKey | null {
  const text = trimmed(value);
  if (!text) return 'repair_field_required';
  return checkText(text, max);
}

function optional(value: string | null | undefined, max: number): ValidationKey | null {
  return checkText(trimmed(value), max);
}

/** A mainland mobile (an optional +86 prefix): required on a report. */
export function checkRepairMobile(mobile: string | null | undefined): ValidationKey | null {
  const value = trimmed(mobile).replace(/[\s-]/g, '');
  if (!value) return 'repair_field_required';
  return MAINLAND_MOBILE.test(value) ? null : 'phone_format';
}

/** Every rule of the report form (and of an edit): required name, mobile, company, SN, model, agent and description. */
export function validateRepairReport(values: RepairReportValues): FieldError[] {
  const L = REPAIR_LIMITS;
  const checks: Array<[string, ValidationKey | null, Record<string, number>?]> = [
    ['contactName', required(values.contactName, L.contactName), { max: L.contactName }],
    ['mobile', checkRepairMobile(values.mobile)],
    ['email', values.email ? checkEmail(trimmed(values.email)) : null],
    ['company', required(values.company, L.company), { max: L.company }],
    ['sn', required(values.sn, L.sn), { max: L.sn }],
    ['model', required(values.model, L.model), { max: L.model }],
    ['agent', required(values.agent, L.agent), { max: L.agent }],
    ['description', required(values.description, L.description), { max: L.description }],
    ['address', optional(values.address, L.address), { max: L.address }],
    ['remark', optional(values.remark, L.remark), { max: L.remark }],
    ['type', optional(values.type, L.lookupKey), { max: L.lookupKey }],
    ['serviceMode', optional(values.serviceMode, L.lookupKey), { max: L.lookupKey }],
    ['solution', optional(values.solution, L.lookupKey), { max: L.lookupKey }],
    ['pictures', (values.pictures?.length ?? 0) > L.pictures ? 'pictures_too_many' : null, { max: L.pictures }],
    ['attachments', (values.attachments?.length ?? 0) > L.attachments ? 'files_too_many' : null, { max: L.attachments }],
  ];
  return checks
    .filter((c): c is [string, ValidationKey, Record<string, number>?] => c[1] !== null)
    .map(([field, key, params]) => (key === 'text_too_long' || key.endsWith('_too_many') ? { field, key, params } : { field, key }));
}

/** Closing: the service record is required, within 200. */
export function validateServiceRecord(record: string | null | undefined): FieldError[] {
  const key = required(record, REPAIR_LIMITS.serviceRecord);
  return key ? [{ field: 'serviceRecord', key, ...(key === 'text_too_long' ? { params: { max: REPAIR_LIMITS.serviceRecord } } : {}) }] : [];
}

export type RepairEvaluationValues = {
  overall?: number | null;
  responseSpeed?: number | null;
  repairQuality?: number | null;
  serviceAttitude?: number | null;
  comment?: string | null;
};

export const RATING_FIELDS = ['overall', 'responseSpeed', 'repairQuality', 'serviceAttitude'] as const;

/** The evaluation: four scores of 1..5 stars, a comment within 200. */
export function validateRepairEvaluation(values: RepairEvaluationValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of RATING_FIELDS) {
    const score = values[field];
    if (score === null || score === undefined) errors.push({ field, key: 'rating_required' });
    else if (!Number.isInteger(score) || score < RATING_MIN || score > RATING_MAX) errors.push({ field, key: 'rating_range', params: { min: RATING_MIN, max: RATING_MAX } });
  }
  const comment = optional(values.comment, REPAIR_LIMITS.comment);
  if (comment) errors.push({ field: 'comment', key: comment, ...(comment === 'text_too_long' ? { params: { max: REPAIR_LIMITS.comment } } : {}) });
  return errors;
}

/** A lookup entry: key and label required, within 50. */
export function validateLookupEntry(values: { key?: string | null; label?: string | null }, index: number): FieldError[] {
  const errors: FieldError[] = [];
  const key = required(values.key, REPAIR_LIMITS.lookupKey);
  if (key) errors.push({ field: `entries.${index}.key`, key, ...(key === 'text_too_long' ? { params: { max: REPAIR_LIMITS.lookupKey } } : {}) });
  const label = required(values.label, REPAIR_LIMITS.lookupLabel);
  if (label) errors.push({ field: `entries.${index}.label`, key: label, ...(label === 'text_too_long' ? { params: { max: REPAIR_LIMITS.lookupLabel } } : {}) });
  return errors;
}

/** One whole lookup list: 1 to REPAIR_LIMITS.lookupEntries entries, each key and label 1-50 characters, keys unique. */
export function validateLookupList(entries: readonly { key?: string | null; label?: string | null }[]): FieldError[] {
  const errors: FieldError[] = entries.flatMap((entry, i) => validateLookupEntry(entry, i));
  if (entries.length === 0) errors.push({ field: 'entries', key: 'lookup_entries_required' });
  if (entries.length > REPAIR_LIMITS.lookupEntries) errors.push({ field: 'entries', key: 'lookup_too_many', params: { max: REPAIR_LIMITS.lookupEntries } });
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const key = (entry.key ?? '').trim();
    if (key && seen.has(key)) errors.push({ field: `entries.${i}.key`, key: 'lookup_key_duplicate' });
    seen.add(key);
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The public report (without sign-in)

/**
 * Limits of the public report and query by SN: reports per client address per hour and per SN
 * per day; queries per address per hour. The drag verification's token lives 10 minutes, is
 * used once, and counts only after `minHumanMs` (a slider is not passed faster).
 */
export const PUBLIC_REPAIR_LIMITS = {
  reportsPerAddressHour: 10,
  reportsPerSnDay: 5,
  queriesPerAddressHour: 30,
  /** QR pages opened per address and hour (a workshop behind one address scans many machines). */
  qrPagesPerAddressHour: 120,
  challengeTtlMs: 10 * 60 * 1000,
  minHumanMs: 300,
} as const;

/**
 * Pictures and attachments of the public report (no sign-in). The passed drag verification is
 * exchanged for a pass (`repairReportPass(sn, challenge)`): a random token bound to the SN's
 * machine, valid `passTtlMs`, sent in the header `x-repair-pass` with each upload
 * (`POST /public/repair-files`, multipart as `POST /files`: `kind`, optional `filename`, then
 * `file`; answers the file entry with a signed `fileurl` valid while the pass is) and each
 * removal (`DELETE /public/repair-files/:bucketname/:md5name`), and as `pass` with the report.
 * The file belongs to the machine's tenant; the report may refer only to files uploaded with
 * its own pass. Per pass at most REPAIR_LIMITS.pictures pictures (jpg/png, 10 MB) and
 * REPAIR_LIMITS.attachments documents (50 MB) held at once; per address and per SN the counts
 * and bytes below. Uploads the report did not take are removed once the pass is used or expired.
 */
export const PUBLIC_REPAIR_UPLOAD_LIMITS = {
  /** A pass lives this long from the verification: uploads and the report within it. */
  passTtlMs: 30 * 60 * 1000,
  passesPerAddressHour: 20,
  passesPerSnDay: 30,
  uploadsPerAddressHour: 40,
  bytesPerAddressDay: 400 * MIB,
  bytesPerSnDay: 1024 * MIB,
} as const;

/** Where the public form uploads, and the header carrying its pass. */
export const PUBLIC_REPAIR_FILES_PATH = '/public/repair-files';
export const REPAIR_PASS_HEADER = 'x-repair-pass';

// ---------------------------------------------------------------------------------------------
// Reminders and timeouts (spec part 2 section 9: reminder intervals 0.5 h, 1 h, 8 h, 24 h or
// custom; timeouts over 8, 16 and 24 hours highlighted)

/** The preset reminder intervals, in minutes. */
export const REMINDER_PRESET_MINUTES = [30, 60, 480, 1440] as const;
/** A custom interval: whole minutes from 1 to 30 days. */
export const REMINDER_MINUTES = { min: 1, max: 30 * 24 * 60 } as const;

export function validateReminderMinutes(minutes: number | null | undefined): FieldError[] {
  return Number.isInteger(minutes) && minutes! >= REMINDER_MINUTES.min && minutes! <= REMINDER_MINUTES.max
    ? []
    : [{ field: 'afterMinutes', key: 'reminder_minutes_range', params: { min: REMINDER_MINUTES.min, max: REMINDER_MINUTES.max } }];
}

/** Who a reminder goes to: the member handling the order, else (nobody dispatched yet) whoever set it. */
export const reminderRecipient = (principalId: number | null, setterId: number): number => principalId ?? setterId;

/** The timeout thresholds, in hours since the report. */
export const REPAIR_TIMEOUT_HOURS = [8, 16, 24] as const;
export type RepairTimeout = 0 | (typeof REPAIR_TIMEOUT_HOURS)[number];

/** How long an order not yet closed has waited: the highest threshold passed (0 for none, or once closed). */
export function repairTimeoutOf(state: RepairState, createTime: Date | string, now: number): RepairTimeout {
  if (state === 'awaitingEvaluation' || state === 'completed') return 0;
  const hours = (now - new Date(createTime).getTime()) / 3_600_000;
  return ([...REPAIR_TIMEOUT_HOURS].reverse().find((h) => hours > h) ?? 0) as RepairTimeout;
}
