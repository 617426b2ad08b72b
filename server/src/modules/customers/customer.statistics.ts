/**
 * The customer detail's machines and archive statistics (spec part 1 section 9 "customer
 * archive statistics": customer, start, end): the devices in scope whose product archive
 * names the customer; for a range of local dates their count by current status, running
 * hours and mean utilization (the efficiency module's per-day statistics) and alarms raised.
 */
import type { EntityManager } from '@mikro-orm/core';
import { DEVICE_STATUSES } from '../../contract/devices';
import { Device } from '../devices/device.entity';
import { statisticsOfDevices } from '../efficiency/efficiency.service';
import { addDays, localMidnight } from '../efficiency/zone';
import { Alarm } from '../telemetry/telemetry.entities';

/** Most machines a customer detail lists and counts. */
export const CUSTOMER_DEVICES_MAX = 200;

/** The customer's machines in the caller's scope, by alias. */
export function customerDevices(em: EntityManager, customerId: number): Promise<Device[]> {
  return em.find(Device, { product: { customer: customerId } }, { populate: ['product'], orderBy: { devalias: 'asc', id: 'asc' }, limit: CUSTOMER_DEVICES_MAX });
}

export type CustomerStatisticsResult = {
  devices: number;
  byStatus: { status: string; count: number }[];
  runningHours: number;
  utilization: number | null;
  alarms: number;
};

export async function customerStatistics(em: EntityManager, customerId: number, range: { startKey: string; endKey: string }, timeZone: string): Promise<CustomerStatisticsResult> {
  const devices = await customerDevices(em, customerId);
  const byStatus = DEVICE_STATUSES.map((status) => ({ status, count: devices.filter((d) => d.status === status).length }));
  let running = 0;
  let utilizationSum = 0;
  let days = 0;
  // Read a few machines at a time, other requests served between (200 machines over a year are millions of rows).
  const stats = await statisticsOfDevices(em, devices, range, timeZone);
  for (const device of devices) {
    for (const day of stats.get(device.id)?.values() ?? []) {
      running += day.Running;
      utilizationSum += day.utilization;
      days++;
    }
  }
  const from = new Date(localMidnight(range.startKey, timeZone));
  const to = new Date(localMidnight(addDays(range.endKey, 1), timeZone));
  const alarms = devices.length ? await em.count(Alarm, { device: { $in: devices.map((d) => d.id) }, at: { $gte: from, $lt: to } }) : 0;
  return { devices: devices.length, byStatus, runningHours: Math.round((running / 3600) * 100) / 100, utilization: days ? utilizationSum / days : null, alarms };
}
