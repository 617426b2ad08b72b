import { ERRNO } from '../src/contract/error-catalogue';
import { RepairOrder, RepairTimelineEntry } from '../src/modules/repair-orders/repair-order.entity';
import { applyRepairStep, planRepairStep, repairCallerOf, reportRepairOrder, stepRepairOrder } from '../src/modules/repair-orders/repair-order.service';
import { createInProcessPubSub } from '../src/core/pubsub';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/**
 * The workflow's write rule alone, on SQLite and PostgreSQL: a step is read and checked first,
 * then written by one UPDATE conditional on the state and version it read. Two callers who both
 * read the order before either wrote (what concurrent requests do) cannot both win.
 */
describe('repair order steps under a race', () => {
  let db: ServiceDatabase;
  const pubsub = createInProcessPubSub();
  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  async function dispatchedOrder(to: string): Promise<string> {
    const customer = await db.as('customer');
    const order = await reportRepairOrder(customer.em, repairCallerOf(customer.user), { contactName: 'Chen Jing', mobile: '13800000005', company: 'Qilu', sn: 'JN2025L3015001', model: 'PL-3015', agent: 'Dealer', description: 'Stops' }, pubsub);
    const admin = await db.as('tenantadmin');
    const member = await db.as(to);
    await stepRepairOrder(admin.em, repairCallerOf(admin.user), String(order.id), 'dispatch', { memberId: String(member.user.id) }, pubsub);
    return String(order.id);
  }

  it('lets exactly one of two accepts that both read the dispatched order win; the other gets 1023002 and writes nothing', async () => {
    const id = await dispatchedOrder('maintainer');
    const first = await db.as('maintainer');
    const second = await db.as('maintainer'); // the same member on another device
    const plans = [await planRepairStep(first.em, repairCallerOf(first.user), id, 'accept', {}), await planRepairStep(second.em, repairCallerOf(second.user), id, 'accept', {})];
    const results = await Promise.allSettled([applyRepairStep(first.em, plans[0]), applyRepairStep(second.em, plans[1])]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(lost.reason).toMatchObject({ errorno: ERRNO.repairChangedMeanwhile });
    expect(await db.system().count(RepairTimelineEntry, { order: Number(id), operateType: 3 })).toBe(1);
    expect((await db.system().findOneOrFail(RepairOrder, { id: Number(id) })).state).toBe('processing');
  });

  it('lets a member accept only while the order is still dispatched to that member (an administrator re-dispatched meanwhile)', async () => {
    const id = await dispatchedOrder('maintainer');
    const first = await db.as('maintainer');
    const plan = await planRepairStep(first.em, repairCallerOf(first.user), id, 'accept', {});
    const admin = await db.as('tenantadmin');
    const other = await db.as('maintadmin');
    await stepRepairOrder(admin.em, repairCallerOf(admin.user), id, 'dispatch', { memberId: String(other.user.id) }, pubsub);
    const otherPlan = await planRepairStep(other.em, repairCallerOf(other.user), id, 'accept', {});
    await expect(applyRepairStep(first.em, plan)).rejects.toMatchObject({ errorno: ERRNO.repairChangedMeanwhile });
    await applyRepairStep(other.em, otherPlan);
    const stored = await db.system().findOneOrFail(RepairOrder, { id: Number(id) });
    expect(stored).toMatchObject({ state: 'processing', principalAlias: 'Zhang Min' });
  });

  it('refuses to dispatch an order again to the member who has it (a double click): one timeline entry, and re-dispatch to another member still works', async () => {
    const id = await dispatchedOrder('maintainer');
    const admin = await db.as('tenantadmin');
    const member = await db.as('maintainer');
    const entries = () => db.system().count(RepairTimelineEntry, { order: Number(id) });
    const before = await entries();
    await expect(stepRepairOrder(admin.em, repairCallerOf(admin.user), id, 'dispatch', { memberId: String(member.user.id) }, pubsub)).rejects.toMatchObject({ errorno: ERRNO.repairIllegalStep });
    expect(await entries()).toBe(before);
    const other = await db.as('maintadmin');
    await stepRepairOrder(admin.em, repairCallerOf(admin.user), id, 'dispatch', { memberId: String(other.user.id) }, pubsub);
    expect(await entries()).toBe(before + 1);
  });

  it('lets one of two transfers, or a transfer and a close, read at once win', async () => {
    const id = await dispatchedOrder('maintainer');
    const member = await db.as('maintainer');
    const caller = repairCallerOf(member.user);
    await stepRepairOrder(member.em, caller, id, 'accept', {}, pubsub);
    const other = await db.as('maintadmin');
    const transfer = await planRepairStep(member.em, caller, id, 'transfer', { memberId: String(other.user.id) });
    const close = await planRepairStep((await db.as('maintainer')).em, caller, id, 'close', { serviceRecord: 'Done' });
    const results = await Promise.allSettled([applyRepairStep(member.em, transfer), applyRepairStep(member.em, close)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db.system().count(RepairTimelineEntry, { order: Number(id), operateType: { $in: [4, 5] } })).toBe(1);
  });
});
