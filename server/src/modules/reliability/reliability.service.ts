/**
 * MTBF and MTTR of a device, or of a customer's machines, for a range of local dates (issue 17
 * "Reliability figures"; formulas in docs/efficiency.md). Reads the devices' status changes and
 * their repair orders with a fixed number of queries whatever the number of devices, through the
 * caller's EntityManager (the devices were found in the caller's scope; repair orders are
 * tenant-owned and filtered as usual), then hands them to the pure `reliability.ts`.
 */
import type { EntityManager } from '@mikro-orm/core';
import { OPERATION_TYPES, UNCLOSED_STATUSES, statesOfStatuses } from '../../contract/repair-orders';
import type { Device } from '../devices/device.entity';
import type { StatusPoint } from '../efficiency/efficiency';
import { inSteps, lastTimesBefore, rangeInstants, storedPoints } from '../efficiency/efficiency.service';
import { RepairOrder, RepairTimelineEntry } from '../repair-orders/repair-order.entity';
import { StatusChange } from '../telemetry/telemetry.entities';
import { type ReliabilityFigures, type RepairSpan, machineReliability, reliabilityFigures, sumCounts } from './reliability';

export type ReliabilityRange = { startKey: string; endKey: string };

export type ReliabilityResult = ReliabilityFigures & {
  start: string;
  end: string;
  /** Local midnight starting the first day. */
  from: Date;
  /** The end of the range (local midnight after the last day), or now when that is earlier. */
  until: Date;
  /** Machines counted. */
  devices: number;
};

/** States before the closing (the spec's status 1 pending and 2 processing). */
const UNCLOSED_STATES = statesOfStatuses(UNCLOSED_STATUSES);
const UP_STATUSES = ['Running', 'Idle'];

/** For each device, when it was last Running or Idle before `from` (where an Estop episode in force at `from` may have started). */
const lastUpBefore = (em: EntityManager, deviceIds: number[], from: Date) => lastTimesBefore(em, StatusChange, deviceIds, from, UP_STATUSES);

/** Each device's status changes before `until`, from its last Running or Idle before `from` (all of them when it has none). */
async function changesOf(em: EntityManager, deviceIds: number[], from: Date, until: Date): Promise<Map<number, StatusPoint[]>> {
  const lastUp = await lastUpBefore(em, deviceIds, from);
  const withUp = deviceIds.filter((id) => lastUp.has(id));
  const withoutUp = deviceIds.filter((id) => !lastUp.has(id));
  const terms: Record<string, unknown>[] = withUp.map((id) => ({ device: id, at: { $gte: lastUp.get(id)!, $lt: until } }));
  if (withoutUp.length) terms.push({ device: { $in: withoutUp }, at: { $lt: until } });
  const byDevice = new Map<number, StatusPoint[]>(deviceIds.map((id) => [id, []]));
  for (const row of await storedPoints(em, StatusChange, { $or: terms })) byDevice.get(row.device)?.push(row);
  return byDevice;
}

/** Each product's repair orders reported before `until` and not closed before `from`, with their closing time. */
async function repairsOf(em: EntityManager, productIds: number[], from: Date, until: Date): Promise<Map<number, RepairSpan[]>> {
  const byProduct = new Map<number, RepairSpan[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return byProduct;
  // A closed order was last updated when it was closed or later, so `updateTime >= from` keeps every order closed on or after `from`.
  const orders = await em.find(
    RepairOrder,
    { product: { $in: productIds }, createTime: { $lt: until }, $or: [{ state: { $in: UNCLOSED_STATES } }, { updateTime: { $gte: from } }] },
    { fields: ['id', 'product', 'createTime'], orderBy: { id: 'asc' } },
  );
  if (!orders.length) return byProduct;
  const closings = await em.find(RepairTimelineEntry, { order: { $in: orders.map((o) => o.id) }, operateType: OPERATION_TYPES.close }, { fields: ['order', 'createTime'] });
  const closedAt = new Map<number, number>();
  for (const entry of closings) {
    const at = entry.createTime.getTime();
    const known = closedAt.get(entry.order.id);
    if (known === undefined || at < known) closedAt.set(entry.order.id, at);
  }
  for (const order of orders) byProduct.get(order.product!.id)?.push({ reportedAt: order.createTime.getTime(), closedAt: closedAt.get(order.id) ?? null });
  return byProduct;
}

/** The range as instants: from local midnight of the first day to local midnight after the last, cut at now. */
export function reliabilityWindow(range: ReliabilityRange, timeZone: string, now: number): { from: Date; until: Date } {
  const { from, to } = rangeInstants(range, timeZone);
  return { from, until: new Date(Math.max(from.getTime(), Math.min(to.getTime(), now))) };
}

/** MTBF and MTTR over these devices (already found in the caller's scope): counts summed over the machines, then divided. */
export async function reliabilityOfDevices(em: EntityManager, devices: readonly Device[], range: ReliabilityRange, timeZone: string, now = Date.now()): Promise<ReliabilityResult> {
  const { from, until } = reliabilityWindow(range, timeZone, now);
  const base = { start: range.startKey, end: range.endKey, from, until, devices: devices.length };
  if (!devices.length || until <= from) return { ...base, ...reliabilityFigures(sumCounts([])) };
  const productIds = [...new Set(devices.flatMap((d) => (d.product ? [d.product.id] : [])))];
  const repairs = await repairsOf(em, productIds, from, until);
  const counts: ReturnType<typeof machineReliability>[] = [];
  // A customer's 200 machines over a year are millions of status changes: read a few machines at a time.
  await inSteps(devices, async (step) => {
    const changes = await changesOf(em, step.map((d) => d.id), from, until);
    for (const d of step) {
      counts.push(machineReliability({ changes: changes.get(d.id) ?? [], orders: d.product ? (repairs.get(d.product.id) ?? []) : [], from: from.getTime(), until: until.getTime() }));
    }
  });
  return { ...base, ...reliabilityFigures(sumCounts(counts)) };
}
