import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { REPAIR_ORDER_TABLE } from '../src/contract/repair-orders';
import { createLogger } from '../src/core/logger';
import { createInProcessPubSub } from '../src/core/pubsub';
import { Device } from '../src/modules/devices/device.entity';
import { RepairOrder, RepairTimelineEntry } from '../src/modules/repair-orders/repair-order.entity';
import { listRepairOrders, repairCallerOf, stepRepairOrder } from '../src/modules/repair-orders/repair-order.service';
import { Ingest } from '../src/modules/telemetry/ingest';
import { QILU_LASER, WUZHONG_WJ, reading } from './mqtt-helpers';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/**
 * Alarm to repair (issue 17): a machine entering Estop opens a repair order of its tenant in the
 * ingest's own transaction, at most one open order per device and cause, on SQLite and (in the
 * test command's second run) PostgreSQL, with one ingest or two (two server instances).
 */
describe('an Estop opens a repair order', () => {
  let db: ServiceDatabase;
  const pubsub = createInProcessPubSub();
  const logger = createLogger('silent');
  let ingest: Ingest;
  // Each test's messages are a minute after the previous test's, so stored statuses never outdate them.
  let clock = Date.now() - 3600_000;
  const at = (offsetSeconds: number) => clock + offsetSeconds * 1000;
  const status = (target: Ingest, uuid: string, value: string, atMs: number) => target.handle(`device/${uuid}/WHstatus_ExecState`, reading(value, atMs));

  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    ingest = new Ingest(db.orm, pubsub, logger);
  }, 60_000);
  beforeEach(() => {
    clock += 60_000;
  });
  afterAll(async () => {
    await ingest.close();
    await db.close();
  });

  const deviceId = async (uuid: string) => (await db.system().findOneOrFail(Device, { uuid })).id;
  const openOrders = async (uuid: string) => db.system().find(RepairOrder, { openAlarmKey: `${await deviceId(uuid)}:Estop` });
  const ordersOf = async (uuid: string) => db.system().find(RepairOrder, { alarmCause: 'Estop', product: (await db.system().findOneOrFail(Device, { uuid }, { populate: ['product'] })).product!.id }, { orderBy: { id: 'asc' } });

  async function closeOrder(id: number): Promise<void> {
    const admin = await db.as('tenantadmin');
    const member = await db.as('maintainer');
    await stepRepairOrder(admin.em, repairCallerOf(admin.user), String(id), 'dispatch', { memberId: String(member.user.id) }, pubsub);
    await stepRepairOrder(member.em, repairCallerOf(member.user), String(id), 'accept', {}, pubsub);
    await stepRepairOrder(member.em, repairCallerOf(member.user), String(id), 'close', { serviceRecord: 'Reset the emergency stop circuit' }, pubsub);
  }

  it('opens one order with the machine as reporter when the machine enters Estop, and tells the tenant\'s repair list', async () => {
    const versions: { table: string; tenantId: number }[] = [];
    const stop = pubsub.listen('TABLE_VERSION', (event) => versions.push(event));
    await status(ingest, QILU_LASER, 'Running', at(0));
    expect(await ordersOf(QILU_LASER)).toHaveLength(0);
    await status(ingest, QILU_LASER, 'Estop', at(1));
    stop();

    const [order] = await openOrders(QILU_LASER);
    const device = await db.system().findOneOrFail(Device, { uuid: QILU_LASER }, { populate: ['product', 'product.customer'] });
    expect(order).toMatchObject({
      state: 'reported',
      alarmCause: 'Estop',
      sn: device.product!.getEntity().manufacturingCode,
      model: device.product!.getEntity().model,
      company: 'Qilu Precision Sheet Metal',
      contactName: 'Zhao Lei',
      mobile: '', // the customer's contact way holds no mobile
    });
    expect(order.tenant.id).toBe(device.product!.getEntity().tenant.id);
    expect(order.description).toContain('emergency stop');
    const timeline = await db.system().find(RepairTimelineEntry, { order: order.id });
    expect(timeline.map((e) => [e.operateType, e.operatorAlias, e.operator ?? null])).toEqual([[1, 'QiluLaser1', null]]);
    expect(versions).toContainEqual(expect.objectContaining({ table: REPAIR_ORDER_TABLE, tenantId: order.tenant.id }));

    // The maker's administrator sees it in the repair list; a rival's does not.
    const maker = await db.as('tenantadmin');
    expect((await listRepairOrders(maker.em, { page: 1, pageSize: 20 })).items.map((o) => o.id)).toContain(order.id);
    const rival = await db.as('rivaladmin');
    expect((await listRepairOrders(rival.em, { page: 1, pageSize: 20 })).items.map((o) => o.id)).not.toContain(order.id);
  });

  it('opens none for a second Estop, a repeated one or a redelivered one while the order is open', async () => {
    const before = await ordersOf(QILU_LASER);
    expect(before.filter((o) => o.openAlarmKey)).toHaveLength(1);
    await status(ingest, QILU_LASER, 'Estop', at(0)); // still in Estop
    await status(ingest, QILU_LASER, 'Estop', at(0)); // the same message again
    await status(ingest, QILU_LASER, 'Running', at(1));
    await status(ingest, QILU_LASER, 'Estop', at(2)); // a second Estop
    expect(await ordersOf(QILU_LASER)).toHaveLength(before.length);
    expect(ingest.counters.repairsOpened).toBe(1);
  });

  it('opens a new order at the next Estop once the open one is closed, and none for a report older than the stored status', async () => {
    const [open] = await openOrders(QILU_LASER);
    await closeOrder(open.id);
    expect(await openOrders(QILU_LASER)).toHaveLength(0);
    expect((await db.system().findOneOrFail(RepairOrder, { id: open.id })).alarmCause).toBe('Estop'); // the cause stays

    await status(ingest, QILU_LASER, 'Running', at(0));
    await status(ingest, QILU_LASER, 'Estop', at(-30)); // late: older than the stored Running
    expect(await openOrders(QILU_LASER)).toHaveLength(0);
    await status(ingest, QILU_LASER, 'Estop', at(1));
    const reopened = await openOrders(QILU_LASER);
    expect(reopened).toHaveLength(1);
    expect(reopened[0].id).not.toBe(open.id);
  });

  it('opens one order when two instances ingest the same device entering Estop at once', async () => {
    const second = new Ingest(db.orm, pubsub, logger);
    try {
      await Promise.all([status(ingest, WUZHONG_WJ, 'Running', at(0)), status(second, WUZHONG_WJ, 'Running', at(0))]);
      const before = (await ordersOf(WUZHONG_WJ)).length;
      // Both read the device as Running in their own transaction; the unique open key lets one insert stand.
      const outcomes = await Promise.all([status(ingest, WUZHONG_WJ, 'Estop', at(1)), status(second, WUZHONG_WJ, 'Estop', at(2))]);
      expect(outcomes).toEqual(['ingested', 'ingested']);
      expect(await ordersOf(WUZHONG_WJ)).toHaveLength(before + 1);
      const [open] = await openOrders(WUZHONG_WJ);
      expect(open).toBeDefined();
      // The guard under the race (one SQLite connection serialises the two batches; PostgreSQL runs them at once): a second open order of the key cannot be stored.
      const em = db.system();
      const copy = em.create(RepairOrder, { ...open, id: undefined, number: `${open.number}X`.slice(0, 32) } as never);
      await expect(em.persistAndFlush(copy)).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    } finally {
      await second.close();
    }
  });
});
