import { ERRNO } from '../src/contract/error-catalogue';
import { REPAIR_TIMEOUT_HOURS, repairTimeoutOf } from '../src/contract/repair-orders';
import { createLogger } from '../src/core/logger';
import { type SystemMessageEvent, createInProcessPubSub } from '../src/core/pubsub';
import { RepairReminder } from '../src/modules/repair-orders/repair-order.entity';
import { repairCallerOf, reportRepairOrder, stepRepairOrder } from '../src/modules/repair-orders/repair-order.service';
import { ReminderScheduler, remindRepairOrder } from '../src/modules/repair-orders/repair-reminder.service';
import { SystemMessage, SystemMessageReceipt } from '../src/modules/system-messages/system-message.entity';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/**
 * Durable repair reminders (issue 17), on SQLite and (in the test command's second run)
 * PostgreSQL: stored when set, delivered once as a system message to the member handling the
 * order when due, after a restart as well, and once with two instances looking at the same time.
 */
describe('repair order reminders', () => {
  let db: ServiceDatabase;
  const pubsub = createInProcessPubSub();
  const logger = createLogger('silent');
  const events: SystemMessageEvent[] = [];
  let clock = Date.now();
  const scheduler = () => new ReminderScheduler(db.orm, db.reads, pubsub, logger, 60_000, () => clock);

  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    pubsub.listen('SYSTEM_MESSAGE', (e) => events.push(e));
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  /** An order dispatched to the maintainer; answers its id. */
  async function dispatchedOrder(): Promise<string> {
    const customer = await db.as('customer');
    const order = await reportRepairOrder(customer.em, repairCallerOf(customer.user), { contactName: 'Chen Jing', mobile: '13800000005', company: 'Qilu', sn: 'JN2025L3015001', model: 'PL-3015', agent: 'Dealer', description: 'Cutting head collides' }, pubsub);
    const admin = await db.as('tenantadmin');
    const member = await db.as('maintainer');
    await stepRepairOrder(admin.em, repairCallerOf(admin.user), String(order.id), 'dispatch', { memberId: String(member.user.id) }, pubsub);
    return String(order.id);
  }
  const receiptsOf = async (account: string) => {
    const { user } = await db.as(account);
    return db.system().find(SystemMessageReceipt, { user: user.id }, { populate: ['message'], orderBy: { id: 'asc' } });
  };

  it('refuses an interval outside 1 minute to 30 days and an order outside the caller\'s tenants', async () => {
    const id = await dispatchedOrder();
    const admin = await db.as('tenantadmin');
    for (const minutes of [0, -5, 1.5, 43_201]) await expect(remindRepairOrder(admin.em, admin.user.id, id, minutes)).rejects.toMatchObject({ errorno: ERRNO.formValidationFailed });
    const rival = await db.as('rivaladmin');
    await expect(remindRepairOrder(rival.em, rival.user.id, id, 30)).rejects.toMatchObject({ errorno: ERRNO.recordNotFound });
    expect(await db.system().count(RepairReminder, {})).toBe(0);
  });

  it('delivers a due reminder once, as a system message to the member handling the order, live to that user only', async () => {
    const id = await dispatchedOrder();
    const admin = await db.as('tenantadmin');
    const member = await db.as('maintainer');
    const reminder = await remindRepairOrder(admin.em, admin.user.id, id, 30, clock);
    expect(reminder).toMatchObject({ recipientId: member.user.id, dueAt: new Date(clock + 30 * 60_000) });
    const before = (await receiptsOf('maintainer')).length;
    const instance = scheduler();
    expect(await instance.look()).toBe(0); // not due yet
    clock += 31 * 60_000;
    events.length = 0;
    expect(await instance.look()).toBe(1);
    expect(await instance.look()).toBe(0); // once
    const receipts = await receiptsOf('maintainer');
    expect(receipts).toHaveLength(before + 1);
    const message = receipts.at(-1)!.message.getEntity();
    expect(message).toMatchObject({ type: 'maintenance', title: '工单催办提醒', toEveryone: false });
    expect(message.content).toContain('Cutting head collides');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: message.id, userIds: [member.user.id], toEveryone: false });
    // Nobody else got it.
    expect(await db.system().count(SystemMessageReceipt, { message: message.id })).toBe(1);
  });

  it('fires a reminder that came due while no server ran at the first look after the start', async () => {
    const id = await dispatchedOrder();
    const admin = await db.as('tenantadmin');
    await remindRepairOrder(admin.em, admin.user.id, id, 60, clock);
    const before = await db.system().count(SystemMessage, {});
    // The server stops before it is due and starts again two hours later.
    clock += 2 * 3600_000;
    const restarted = scheduler();
    restarted.start(); // looks at once
    await restarted.stop(); // waits for that look
    expect(await db.system().count(SystemMessage, {})).toBe(before + 1);
    expect(await db.system().count(RepairReminder, { firedAt: null, dueAt: { $lte: new Date(clock) } })).toBe(0);
  });

  it('fires a reminder once when two instances look at the same time', async () => {
    const admin = await db.as('tenantadmin');
    const ids = [await dispatchedOrder(), await dispatchedOrder(), await dispatchedOrder()];
    for (const id of ids) await remindRepairOrder(admin.em, admin.user.id, id, 5, clock);
    clock += 10 * 60_000;
    const before = await db.system().count(SystemMessage, {});
    const delivered = await Promise.all([scheduler().look(), scheduler().look(), scheduler().look()]);
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await db.system().count(SystemMessage, {})).toBe(before + 3);
  });

  it('goes to whoever set it while nobody handles the order', async () => {
    const customer = await db.as('customer');
    const order = await reportRepairOrder(customer.em, repairCallerOf(customer.user), { contactName: 'Chen Jing', mobile: '13800000005', company: 'Qilu', sn: 'JN2025L3015001', model: 'PL-3015', agent: 'Dealer', description: 'Not dispatched yet' }, pubsub);
    const admin = await db.as('tenantadmin');
    expect((await remindRepairOrder(admin.em, admin.user.id, String(order.id), 30, clock)).recipientId).toBe(admin.user.id);
  });

  it('keeps one pending reminder per order (a new one replaces it, also a burst of them), goes to the member handling the order when it fires, and to nobody once it is closed', async () => {
    const id = await dispatchedOrder();
    const admin = await db.as('tenantadmin');
    const member = await db.as('maintainer');
    const other = await db.as('maintadmin');
    await Promise.all(Array.from({ length: 20 }, () => remindRepairOrder(admin.em.fork(), admin.user.id, id, 30, clock)));
    expect(await db.system().count(RepairReminder, { order: Number(id), firedAt: null })).toBe(1);
    // Handed on before it fires: the member handling the order then gets it, not the one it was set for.
    await stepRepairOrder(member.em, repairCallerOf(member.user), id, 'accept', {}, pubsub);
    await stepRepairOrder(member.em, repairCallerOf(member.user), id, 'transfer', { memberId: String(other.user.id) }, pubsub);
    const before = { member: (await receiptsOf('maintainer')).length, other: (await receiptsOf('maintadmin')).length };
    clock += 31 * 60_000;
    await scheduler().look(); // (other tests' reminders may come due too: the receipts tell)
    expect((await receiptsOf('maintainer')).length).toBe(before.member);
    expect((await receiptsOf('maintadmin')).length).toBe(before.other + 1);
    // Closed before its next reminder comes due: it fires into nothing; and a closed order takes no new one.
    await remindRepairOrder(admin.em, admin.user.id, id, 5, clock);
    await stepRepairOrder(other.em, repairCallerOf(other.user), id, 'accept', {}, pubsub).catch(() => undefined);
    await stepRepairOrder(other.em, repairCallerOf(other.user), id, 'close', { serviceRecord: 'Replaced the nozzle' }, pubsub);
    clock += 10 * 60_000;
    await scheduler().look();
    expect((await receiptsOf('maintadmin')).length).toBe(before.other + 1);
    expect(await db.system().count(RepairReminder, { order: Number(id), firedAt: null })).toBe(0);
    await expect(remindRepairOrder(admin.em, admin.user.id, id, 30, clock)).rejects.toMatchObject({ errorno: ERRNO.repairIllegalStep });
  });

  it('highlights an order not closed after 8, 16 and 24 hours', () => {
    const reported = new Date('2026-11-26T00:00:00Z');
    const at = (hours: number) => reported.getTime() + hours * 3600_000;
    expect(REPAIR_TIMEOUT_HOURS).toEqual([8, 16, 24]);
    expect([7, 8.5, 16.5, 30].map((h) => repairTimeoutOf('processing', reported, at(h)))).toEqual([0, 8, 16, 24]);
    expect(repairTimeoutOf('awaitingEvaluation', reported, at(30))).toBe(0);
  });
});
