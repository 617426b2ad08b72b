import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import type { Device } from '../devices/device.entity';
import { PieceCount, StatusChange } from '../telemetry/telemetry.entities';
import { type CounterPoint, type StatusPoint, dayTimeline, efficiencyStatistics, equipmentStatistics, todayEfficiency } from './efficiency';
import { WorkShift } from './work-shift.entity';
import { addDays, dateKeysBetween, localMidnight, startOfLocalDay } from './zone';

/** A range longer than this is refused: a year of days is what the charts show. */
export const MAX_RANGE_DAYS = 366;

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (the spec's format): the date part decides the day. */
export function parseRange(start: string, end: string): { startKey: string; endKey: string } {
  const key = (v: string, name: string) => {
    const m = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(typeof v === 'string' ? v.trim() : '');
    if (!m || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) || new Date(`${m[1]}T00:00:00Z`).toISOString().slice(0, 10) !== m[1]) {
      throw new AppError(ERRNO.invalidRequest, { reason: `${name} must be YYYY-MM-DD or YYYY-MM-DD HH:mm:ss` });
    }
    return m[1];
  };
  const startKey = key(start, 'start');
  const endKey = key(end, 'end');
  if (endKey < startKey) throw new AppError(ERRNO.invalidRequest, { reason: 'end must not be before start' });
  if (addDays(startKey, MAX_RANGE_DAYS - 1) < endKey) throw new AppError(ERRNO.invalidRequest, { reason: `the range must be at most ${MAX_RANGE_DAYS} days` });
  return { startKey, endKey };
}

const toStatusPoints = (rows: StatusChange[]): StatusPoint[] => rows.map((r) => ({ at: r.at.getTime(), status: r.status }));

/** Status changes in [from, to) plus the last one before `from` (the status in force at `from`). */
async function changesAround(em: EntityManager, device: Device, from: Date, to: Date): Promise<StatusPoint[]> {
  const [before, inside] = await Promise.all([
    em.find(StatusChange, { device, at: { $lt: from } }, { orderBy: { at: 'desc', id: 'desc' }, limit: 1 }),
    em.find(StatusChange, { device, at: { $gte: from, $lt: to } }, { orderBy: { at: 'asc', id: 'asc' } }),
  ]);
  return toStatusPoints([...before, ...inside]);
}

async function countersAround(em: EntityManager, device: Device, from: Date, to: Date): Promise<{ baseline: number | null; points: CounterPoint[] }> {
  const [before, inside] = await Promise.all([
    em.find(PieceCount, { device, at: { $lt: from } }, { orderBy: { at: 'desc' }, limit: 1 }),
    em.find(PieceCount, { device, at: { $gte: from, $lt: to } }, { orderBy: { at: 'asc' } }),
  ]);
  return { baseline: before[0]?.count ?? null, points: inside.map((p) => ({ at: p.at.getTime(), count: p.count })) };
}

/** Today's time efficiency and timeline of a device (spec part 1 section 4). */
export async function today(em: EntityManager, device: Device, timeZone: string, now = Date.now()) {
  const dayStart = startOfLocalDay(now, timeZone);
  const rows = await em.find(StatusChange, { device, at: { $gte: new Date(dayStart), $lte: new Date(now) } }, { orderBy: { at: 'asc', id: 'asc' } });
  const points = toStatusPoints(rows);
  return { efficiency: todayEfficiency(points, now, timeZone), timeline: dayTimeline(points, now, timeZone) };
}

export async function statistics(em: EntityManager, device: Device, range: { startKey: string; endKey: string }, timeZone: string, now = Date.now()) {
  const from = new Date(localMidnight(range.startKey, timeZone));
  const to = new Date(localMidnight(addDays(range.endKey, 1), timeZone));
  const [changes, counters, shifts, product] = await Promise.all([
    changesAround(em, device, from, to),
    countersAround(em, device, from, to),
    em.find(WorkShift, {}),
    device.product ? device.product.load() : Promise.resolve(null),
  ]);
  const days = efficiencyStatistics({
    changes,
    counters: counters.points,
    counterBaseline: counters.baseline,
    startKey: range.startKey,
    endKey: range.endKey,
    now,
    timeZone,
    shifts,
    plannedRunSecondsPerItem: product?.plannedRunSecondsPerItem ?? null,
  });
  return dateKeysBetween(range.startKey, range.endKey).map((date) => ({ date, ...days.get(date)! }));
}

export async function equipment(em: EntityManager, device: Device, range: { startKey: string; endKey: string }, timeZone: string, now = Date.now()) {
  const from = new Date(localMidnight(range.startKey, timeZone));
  const to = new Date(localMidnight(addDays(range.endKey, 1), timeZone));
  const counters = await countersAround(em, device, from, to);
  return equipmentStatistics(counters.points, counters.baseline, range.startKey, range.endKey, now, timeZone);
}
