/**
 * Repair order reminders (spec part 2 section 9: 0.5 h, 1 h, 8 h, 24 h or custom), durable:
 *
 * - `remindRepairOrder` stores a reminder for an order in the caller's scope that still waits for
 *   its member, due after the chosen minutes (one pending per order: a new one replaces it);
 *   when it fires it goes to the member handling the order then (else to whoever set it), and
 *   not at all once the order is closed;
 * - `ReminderScheduler` (one per server instance) looks for due reminders every few seconds.
 *   Each is claimed by one UPDATE conditional on `firedAt` being empty, in a transaction with
 *   its system message: of several instances exactly one delivers it (the others' UPDATE finds
 *   it claimed), a reminder that came due while no server ran fires at the first look after the
 *   start, and a message that could not be stored leaves the reminder unclaimed for the next look.
 */
import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/core';
import type { Language } from '../../contract/roles';
import { reminderRecipient, repairStatusOf, validateReminderMinutes } from '../../contract/repair-orders';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import { AppError, formInvalid } from '../../core/errors';
import { localeFromAcceptLanguage } from '../../core/locale';
import type { Logger } from '../../core/logger';
import { PeriodicJob } from '../../core/periodic-job';
import type { PubSub, SystemMessageEvent } from '../../core/pubsub';
import { TenantScope, systemEm } from '../../core/tenancy';
import { type ReadPath, type ReadShape, timeParam } from '../../db/read-path';
import { storeMessageToUser } from '../system-messages/system-message.service';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { RepairOrder, RepairReminder } from './repair-order.entity';
import { getRepairOrder } from './repair-order.service';

/** The recipient's kept language (null: the platform's first language, Chinese). */
export const localeOf = (language: Language | null | undefined): Locale => localeFromAcceptLanguage(undefined, language ?? 'zh_CN');

export type ReminderView = { id: number; orderId: number; recipientId: number; dueAt: Date };

/** Whether an order still waits for its member: a closed or completed order needs no reminder. */
const awaitsMember = (order: RepairOrder) => repairStatusOf(order.state) <= 2;

/**
 * Stores a reminder about an order in scope (1010002 otherwise) that still waits for its member
 * (1023001 once closed), due `afterMinutes` from now. It replaces the order's pending reminder,
 * if any: an order has at most one, so repeating the call (or a hundred at once, with the
 * order's row locked) cannot flood the member with messages.
 */
export async function remindRepairOrder(em: EntityManager, callerId: number, orderIdArg: string, afterMinutes: number, now = Date.now()): Promise<ReminderView> {
  const errors = validateReminderMinutes(afterMinutes);
  if (errors.length) throw formInvalid(errors);
  const found = await getRepairOrder(em, orderIdArg);
  return em.transactional(async (tx) => {
    const order = await tx.findOneOrFail(RepairOrder, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!awaitsMember(order)) throw new AppError(ERRNO.repairIllegalStep);
    await tx.nativeDelete(RepairReminder, { order: order.id, firedAt: null });
    const recipientId = reminderRecipient(order.principal?.id ?? null, callerId);
    const reminder = tx.create(RepairReminder, {
      tenant: tx.getReference(Tenant, order.tenant.id),
      order: tx.getReference(RepairOrder, order.id),
      recipient: tx.getReference(User, recipientId),
      setBy: tx.getReference(User, callerId),
      dueAt: new Date(now + afterMinutes * 60_000),
    });
    await tx.flush();
    return { id: reminder.id, orderId: order.id, recipientId, dueAt: reminder.dueAt };
  });
}

const TEXTS: Record<Locale, { sender: string; title: string; content: (o: RepairOrder) => string; status: Record<number, string> }> = {
  en: {
    sender: 'Repair reminders',
    title: 'Repair order reminder',
    content: (o) => `Repair order ${o.number} (${o.model}, SN ${o.sn}, ${o.company}) is ${TEXTS.en.status[repairStatusOf(o.state)]}: ${o.description}`,
    status: { 1: 'still pending', 2: 'still in progress', 3: 'closed and awaiting evaluation', 4: 'completed' },
  },
  'zh-CN': {
    sender: '工单提醒',
    title: '工单催办提醒',
    content: (o) => `工单 ${o.number}（${o.model}，SN ${o.sn}，${o.company}）${TEXTS['zh-CN'].status[repairStatusOf(o.state)]}：${o.description}`,
    status: { 1: '仍待处理', 2: '仍在处理中', 3: '已完成处理，待评价', 4: '已完成' },
  },
};

/**
 * The reminders due at an instant, oldest first. Every instance asks this every few seconds and
 * nearly always hears "none", so it is a statement prepared once on the read path, not an ORM
 * query built, prepared and hydrated each time (docs/benchmarks.md, The product at rest).
 */
const DUE_REMINDERS: ReadShape = { select: 'select r.id from repair_reminder r', tenantColumn: 'r.tenant_id', where: ['r.fired_at is null', 'r.due_at <= ?'], tail: 'order by r.due_at, r.id limit ?' };

/** Claims and delivers the reminders due at `now` (at most `limit`); answers how many this call delivered. */
export async function fireDueReminders(orm: MikroORM, reads: ReadPath, pubsub: PubSub, now: Date, limit = 50): Promise<number> {
  const due = await reads.rows<{ id: number | string }>(TenantScope.all(), DUE_REMINDERS, [timeParam(reads.dialect, now), limit]);
  if (!due.length) return 0;
  const em = systemEm(orm, 'reminders');
  let delivered = 0;
  for (const row of due) {
    const id = Number(row.id);
    const event = await em.fork().transactional(async (tx): Promise<SystemMessageEvent | null> => {
      // The claim: only one transaction finds it still unfired.
      if (!(await tx.nativeUpdate(RepairReminder, { id, firedAt: null }, { firedAt: now }))) return null;
      const reminder = await tx.findOneOrFail(RepairReminder, { id }, { populate: ['order'] });
      const order = reminder.order.getEntity();
      // Decided now, not when it was set: the order may have been closed, or moved to another member, since.
      if (!awaitsMember(order)) return null;
      const recipient = await tx.findOne(User, { id: reminderRecipient(order.principal?.id ?? null, reminder.setBy?.id ?? reminder.recipient.id) });
      if (!recipient) return null;
      const texts = TEXTS[localeOf(recipient.language)];
      return storeMessageToUser(tx, { id: recipient.id, tenantId: recipient.tenant.id }, { type: 'maintenance', title: texts.title, content: texts.content(order), senderName: texts.sender }, now);
    });
    if (event) {
      pubsub.publish('SYSTEM_MESSAGE', event);
      delivered += 1;
    }
  }
  return delivered;
}

/** Looks for due reminders every `pollMs` on this instance (a `PeriodicJob`). */
export class ReminderScheduler extends PeriodicJob {
  constructor(orm: MikroORM, reads: ReadPath, pubsub: PubSub, logger: Logger, pollMs: number, now: () => number = Date.now) {
    super('repair reminders', (at) => fireDueReminders(orm, reads, pubsub, at), logger, pollMs, now);
  }
}
