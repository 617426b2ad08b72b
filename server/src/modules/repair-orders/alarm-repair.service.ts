/**
 * Repair orders the platform opens from a machine (issue 17, "alarm to repair"): a machine
 * entering Estop, or an alarm of an intelligent alarm rule with `opensRepair`, opens a repair order of its tenant, with the machine as reporter and the
 * customer's contact as requester (so the customer's account holding that mobile evaluates it).
 *
 * At most one open order per device and cause: the order carries `openAlarmKey`
 * (`<device id>:<cause>`, unique) until it is closed, so a second Estop before then opens none,
 * and two instances ingesting the same Estop cannot both insert one (the loser's insert fails
 * inside its savepoint and is let go). Runs inside the ingest's batch transaction, so the order
 * is stored before the message is acknowledged, and a redelivered message finds it.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { phoneDigits } from '../../contract/repair-orders';
import { checkPhone } from '../../contract/validation';
import { Device } from '../devices/device.entity';
import { RepairOrder } from './repair-order.entity';
import { insertRepairOrder } from './repair-order.service';
import { cutText } from '../../core/text';

/** The causes the platform opens orders for: the machine's Estop, or an intelligent alarm rule that says so. */
export const ALARM_REPAIR_CAUSES = ['Estop', 'AlarmRule'] as const;
export type AlarmRepairCause = (typeof ALARM_REPAIR_CAUSES)[number];

/** `param`: the rule's parameter (one open order per device, cause and parameter); `detail`: the alarm object as stored. */
export type AlarmRepairRequest = { deviceId: number; cause: AlarmRepairCause; at: Date; param?: string; detail?: string };

export const openAlarmKeyOf = (deviceId: number, cause: string, param?: string) => (param ? `${deviceId}:${cause}:${param}` : `${deviceId}:${cause}`);

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const DESCRIPTION: Record<AlarmRepairCause, (request: AlarmRepairRequest) => string> = {
  Estop: ({ at }) => `Estop: the machine reported an emergency stop at ${utc(at)}.`,
  AlarmRule: ({ at, param, detail }) => cutText(`Alarm rule on ${param}: ${detail ?? ''} at ${utc(at)}.`, 200),
};

/**
 * Opens an order for each request whose device has no open order of that cause yet; `em` is a
 * system EntityManager inside the caller's transaction. A device without a product archive has
 * no SN to report and is skipped. Answers the tenants whose repair list changed.
 */
export async function openAlarmRepairOrders(em: EntityManager, requests: readonly AlarmRepairRequest[]): Promise<number[]> {
  const tenants = new Set<number>();
  for (const request of requests) {
    const openAlarmKey = openAlarmKeyOf(request.deviceId, request.cause, request.param);
    if (await em.count(RepairOrder, { openAlarmKey })) continue;
    const device = await em.findOne(Device, { id: request.deviceId }, { populate: ['product', 'product.customer'], disableIdentityMap: true });
    const product = device?.product?.getEntity();
    if (!device || !product) continue;
    const customer = product.customer?.getEntity() ?? null;
    // The contact way is free text ("Zhao Lei +86 531 ..."): a mainland mobile in it becomes the requester's mobile.
    const mobile = phoneDigits(customer?.contactWay);
    try {
      await insertRepairOrder(
        em,
        product.tenant.id,
        {
          sn: product.manufacturingCode,
          model: product.model,
          description: DESCRIPTION[request.cause](request),
          contactName: cutText(customer?.contactPerson?.trim() || device.devalias, 20),
          mobile: mobile && !checkPhone(mobile) ? mobile : '',
          company: cutText(customer?.name ?? '', 100),
          address: (customer?.address ?? '').slice(0, 200),
          agent: '',
          alarmCause: request.cause,
          openAlarmKey,
          // The order's own times are the server's (a machine's clock may be anything); the description keeps the machine's.
          productId: product.id,
          applicantId: null,
        },
        device.devalias,
      );
      tenants.add(product.tenant.id);
    } catch (error) {
      // Another instance opened it between the count and the insert: one order stands.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
  return [...tenants];
}
