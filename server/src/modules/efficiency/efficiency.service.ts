import { type EntityManager, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import { FIRST_DATE, LAST_DATE } from '../../contract/ranges';
import { type Page, type PageRequest, pageOf, pageWindow } from '../../core/paging';
import { AppError } from '../../core/errors';
import { ancestorChain, loadInScope } from '../../core/tenancy';
import { Device } from '../devices/device.entity';
import { PieceCount, StatusChange } from '../telemetry/telemetry.entities';
import { type CounterPoint, type DayStatistics, type StatusPoint, dayTimeline, efficiencyStatistics, equipmentStatistics, todayEfficiency } from './efficiency';
import { type RankedDevice, rankDevices, summarizeDays } from './ranking';
import { tenantLinks } from '../tenants/tenant.service';
import { type ShiftDef } from './efficiency';
import { WorkShift } from './work-shift.entity';
import { addDays, dateKeysBetween, localMidnight, startOfLocalDay } from './zone';

/** A range longer than this is refused: a year of days is what the charts show. */
export const MAX_RANGE_DAYS = 366;

/**
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (the spec's format): the date part decides the day.
 * Errors are catalogue codes, so the caller reads them in its language.
 */
export function parseRange(start: string, end: string, maxDays = MAX_RANGE_DAYS): { startKey: string; endKey: string } {
  const key = (v: string, name: string) => {
    // A time of day may follow (days are what count), but only a real one: 25:00 is a typo, not a day.
    const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/.exec(typeof v === 'string' ? v.trim() : '');
    if (!m || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) || new Date(`${m[1]}T00:00:00Z`).toISOString().slice(0, 10) !== m[1]) {
      throw new AppError(ERRNO.badDateFormat, { name, format: 'YYYY-MM-DD' });
    }
    if (m[1] < FIRST_DATE || m[1] > LAST_DATE) throw new AppError(ERRNO.dateOutOfRange, { name, min: FIRST_DATE, max: LAST_DATE });
    return m[1];
  };
  const startKey = key(start, 'start');
  const endKey = key(end, 'end');
  if (endKey < startKey) throw new AppError(ERRNO.rangeEndBeforeStart);
  if (addDays(startKey, maxDays - 1) < endKey) throw new AppError(ERRNO.rangeTooManyDays, { max: maxDays });
  return { startKey, endKey };
}

/**
 * The work shifts that hold for devices of these tenants: for each, the shifts of the nearest
 * tenant up from it (itself first) that has any; none (the whole day planned) when no tenant
 * on the way has. Read past the tenant filter: a customer's devices follow its maker's shifts,
 * which the customer's own scope does not include (only start and end are read, never returned).
 */
export async function shiftsOfTenants(em: EntityManager, tenantIds: readonly number[]): Promise<Map<number, ShiftDef[]>> {
  const result = new Map<number, ShiftDef[]>();
  if (!tenantIds.length) return result;
  const links = await tenantLinks(em);
  const chains = new Map([...new Set(tenantIds)].map((id) => [id, ancestorChain(id, links)]));
  const rows = await em.find(WorkShift, { tenant: { $in: [...new Set([...chains.values()].flat())] } }, { filters: false, fields: ['tenant', 'start', 'end'], orderBy: { start: 'asc', id: 'asc' } });
  const byTenant = new Map<number, ShiftDef[]>();
  for (const row of rows) {
    const list = byTenant.get(row.tenant.id) ?? [];
    list.push({ start: row.start, end: row.end });
    byTenant.set(row.tenant.id, list);
  }
  for (const [id, chain] of chains) result.set(id, byTenant.get(chain.find((t) => byTenant.has(t)) ?? -1) ?? []);
  return result;
}

const toStatusPoints = (rows: StatusChange[]): StatusPoint[] => rows.map((r) => ({ at: r.at.getTime(), status: r.status }));

/**
 * Status changes in [from, to) plus the last one before `from` (the status in force at `from`),
 * read as plain rows: a year of a busy machine is hundreds of thousands of them, which as
 * entities took 22 µs each (7.6 s for 350,000 rows, the event loop held all along).
 */
async function changesAround(em: EntityManager, device: Device, from: Date, to: Date): Promise<StatusPoint[]> {
  const [before, inside] = await Promise.all([
    em.find(StatusChange, { device, at: { $lt: from } }, { orderBy: { at: 'desc', id: 'desc' }, limit: 1 }),
    storedPoints(em, StatusChange, { device: device.id, at: { $gte: from, $lt: to } }),
  ]);
  return [...toStatusPoints(before), ...inside];
}

/** Piece counts in [from, to) as plain rows (as `changesAround`), and the last one before `from`. */
async function countersAround(em: EntityManager, device: Device, from: Date, to: Date): Promise<{ baseline: number | null; points: CounterPoint[] }> {
  const [before, inside] = await Promise.all([
    em.find(PieceCount, { device, at: { $lt: from } }, { orderBy: { at: 'desc' }, limit: 1 }),
    storedPoints(em, PieceCount, { device: device.id, at: { $gte: from, $lt: to } }),
  ]);
  return { baseline: before[0]?.count ?? null, points: inside };
}

/** Today's time efficiency and timeline of a device (spec part 1 section 4). */
export async function today(em: EntityManager, device: Device, timeZone: string, now = Date.now()) {
  const dayStart = startOfLocalDay(now, timeZone);
  const points = await storedPoints(em, StatusChange, { device: device.id, at: { $gte: new Date(dayStart), $lte: new Date(now) } });
  return { efficiency: todayEfficiency(points, now, timeZone), timeline: dayTimeline(points, now, timeZone) };
}

/** A range of local days as instants: `from` local midnight of the first day, `to` local midnight after the last (exclusive). */
export function rangeInstants(range: { startKey: string; endKey: string }, timeZone: string): { from: Date; to: Date } {
  return { from: new Date(localMidnight(range.startKey, timeZone)), to: new Date(localMidnight(addDays(range.endKey, 1), timeZone)) };
}

export async function statistics(em: EntityManager, device: Device, range: { startKey: string; endKey: string }, timeZone: string, now = Date.now()) {
  const { from, to } = rangeInstants(range, timeZone);
  const [changes, counters, shifts, product] = await Promise.all([
    changesAround(em, device, from, to),
    countersAround(em, device, from, to),
    shiftsOfTenants(em, [device.tenant.id]),
    loadInScope(device.product),
  ]);
  const days = efficiencyStatistics({
    changes,
    counters: counters.points,
    counterBaseline: counters.baseline,
    startKey: range.startKey,
    endKey: range.endKey,
    now,
    timeZone,
    shifts: shifts.get(device.tenant.id) ?? [],
    plannedRunSecondsPerItem: product?.plannedRunSecondsPerItem ?? null,
  });
  return dateKeysBetween(range.startKey, range.endKey).map((date) => ({ date, ...days.get(date)! }));
}

export async function equipment(em: EntityManager, device: Device, range: { startKey: string; endKey: string }, timeZone: string, now = Date.now()) {
  const { from, to } = rangeInstants(range, timeZone);
  const counters = await countersAround(em, device, from, to);
  return equipmentStatistics(counters.points, counters.baseline, range.startKey, range.endKey, now, timeZone);
}

/**
 * A time as the driver returns it from an aggregate (`max(at)`): a number of ms on SQLite,
 * a `2026-01-10 00:00:00.123+00` string or a Date on PostgreSQL.
 */
export function fromDbTime(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value).trim().replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);
}

/** A stored status change as a plain row, `at` in UTC milliseconds: a status point as it is. */
export type StoredStatus = { device: number; at: number; status: string };
/** A stored piece count as a plain row, `at` in UTC milliseconds: a counter point as it is. */
export type StoredCount = { device: number; at: number; count: number };
type StoredOf<E> = E extends typeof StatusChange ? StoredStatus : StoredCount;

/**
 * Plain rows of status changes or piece counts (no entities: a month of a fleet is
 * too many to hydrate), each device's in time order (by device, then time: the (device, at)
 * index's order, so SQLite reads them without a sort). `where` is a condition on the table `r`.
 * The driver's rows are the points themselves (columns named as their fields): a million rows
 * copied into objects of their own took a fifth of a fleet's ranking.
 */
export async function storedPoints<E extends typeof StatusChange | typeof PieceCount>(em: EntityManager, entity: E, where: Record<string, unknown>): Promise<StoredOf<E>[]> {
  const value = entity === StatusChange ? 'r.status' : 'r.count';
  const rows: { at: unknown }[] = await (em as SqlEntityManager)
    .createQueryBuilder(entity as typeof StatusChange, 'r')
    .select([raw('r.device_id as device'), 'r.at', value])
    .where(where)
    .orderBy({ device: 'asc', at: 'asc', id: 'asc' })
    // Raw column names: mapping 100,000 rows back to property names costs more than the query.
    .execute('all', false);
  // SQLite answers times as milliseconds already; PostgreSQL as text or a Date.
  for (const row of rows) if (typeof row.at !== 'number') row.at = fromDbTime(row.at).getTime();
  return rows as StoredOf<E>[];
}

/**
 * For each device, the time of its last row before `from` (of these statuses, when given): one
 * query, each device's found by walking its (device, at) index back from `from` to the first row
 * that fits, where a grouped `max` over the rows before `from` read all of every device's past (a
 * year of it for a busy machine). Devices without such a row are absent.
 */
export async function lastTimesBefore(em: EntityManager, entity: typeof StatusChange | typeof PieceCount, deviceIds: readonly number[], from: Date, statuses?: readonly string[]): Promise<Map<number, Date>> {
  const table = em.getMetadata().get(entity.name).tableName;
  const ofStatus = statuses ? ` and r.status in (${statuses.map(() => '?').join(', ')})` : '';
  const rows: { id: number; last_at: unknown }[] = await (em as SqlEntityManager)
    .createQueryBuilder(Device, 'd')
    .select(['d.id', raw(`(select r.at from ${table} r where r.device_id = d.id and r.at < ?${ofStatus} order by r.at desc limit 1) as last_at`, [from, ...(statuses ?? [])])])
    .where({ id: { $in: [...deviceIds] } })
    .execute('all');
  return new Map(rows.filter((r) => r.last_at != null).map((r) => [Number(r.id), fromDbTime(r.last_at)]));
}

/** For each device, its last row before `from` (the value in force when the range starts): its time, then the rows at those times. */
async function lastPointsBefore<E extends typeof StatusChange | typeof PieceCount>(em: EntityManager, entity: E, deviceIds: number[], from: Date): Promise<Map<number, StoredOf<E>>> {
  const latest = await lastTimesBefore(em, entity, deviceIds, from);
  const byDevice = new Map<number, StoredOf<E>>();
  if (!latest.size) return byDevice;
  const rows = await storedPoints(em, entity, { $or: [...latest].map(([device, at]) => ({ device, at })) });
  // Several rows at the same instant: the last inserted one wins, as in `segmentsBetween`.
  for (const row of rows) byDevice.set(row.device, row);
  return byDevice;
}

/**
 * Devices whose rows one step of a fleet's statistics reads and works through: a month of a busy
 * machine is some 10,000 rows (status changes and piece counts), so a step holds about 80,000.
 */
const DEVICES_PER_STEP = 8;

/**
 * Runs `work` over the devices DEVICES_PER_STEP at a time, serving other requests between steps:
 * on SQLite each read holds the thread, and a fleet's month read at once held it for seconds (and
 * every row in memory at the same time).
 */
export async function inSteps<T>(devices: readonly T[], work: (step: readonly T[]) => Promise<void>): Promise<void> {
  for (let first = 0; first < devices.length; first += DEVICES_PER_STEP) {
    if (first > 0) await new Promise((resolve) => setImmediate(resolve));
    await work(devices.slice(first, first + DEVICES_PER_STEP));
  }
}

/** Per-day statistics of many devices for one range, with a fixed number of queries per step of devices (`inSteps`), none per device. */
export async function statisticsOfDevices(em: EntityManager, devices: readonly Device[], range: { startKey: string; endKey: string }, timeZone: string, now = Date.now()): Promise<Map<number, Map<string, DayStatistics>>> {
  const result = new Map<number, Map<string, DayStatistics>>();
  if (!devices.length) return result;
  const { from, to } = rangeInstants(range, timeZone);
  const shifts = await shiftsOfTenants(em, devices.map((d) => d.tenant.id));
  await inSteps(devices, async (step) => {
    const ids = step.map((d) => d.id);
    const inside = { device: { $in: ids }, at: { $gte: from, $lt: to } };
    const [changesBefore, changesInside, countersBefore, countersInside] = await Promise.all([
      lastPointsBefore(em, StatusChange, ids, from),
      storedPoints(em, StatusChange, inside),
      lastPointsBefore(em, PieceCount, ids, from),
      storedPoints(em, PieceCount, inside),
    ]);
    const changes = byDevice(changesInside);
    const counters = byDevice(countersInside);
    for (const device of step) {
      const before = changesBefore.get(device.id);
      result.set(
        device.id,
        efficiencyStatistics({
          // Stored points are status and counter points as they are (no copy of a month of rows).
          changes: before ? [before, ...(changes.get(device.id) ?? [])] : (changes.get(device.id) ?? []),
          counters: counters.get(device.id) ?? [],
          counterBaseline: countersBefore.get(device.id)?.count ?? null,
          startKey: range.startKey,
          endKey: range.endKey,
          now,
          timeZone,
          shifts: shifts.get(device.tenant.id) ?? [],
          plannedRunSecondsPerItem: device.product?.getEntity().plannedRunSecondsPerItem ?? null,
        }),
      );
    }
  });
  return result;
}

/** Rows grouped by device, each device's in the rows' order. */
function byDevice<P extends { device: number }>(rows: readonly P[]): Map<number, P[]> {
  const map = new Map<number, P[]>();
  for (const row of rows) {
    const list = map.get(row.device);
    if (list) list.push(row);
    else map.set(row.device, [row]);
  }
  return map;
}

/**
 * Every device in the caller's scope ranked by utilization (then OEE) over a range; one page
 * of it. The ranking needs every device's figures, so it is computed whole and then paged.
 */
export async function utilizationRanking(em: EntityManager, range: { startKey: string; endKey: string }, timeZone: string, request: PageRequest, now = Date.now()): Promise<Page<RankedDevice & { rank: number }>> {
  const { limit, offset } = pageWindow(TABLE_PAGING, request);
  // The tenant filter limits the devices; the product join brings the planned run time per item.
  const devices = await em.find(Device, {}, { populate: ['product'], orderBy: { id: 'asc' } });
  const stats = await statisticsOfDevices(em, devices, range, timeZone, now);
  const ranked = rankDevices(devices.map((d) => summarizeDays(d, stats.get(d.id)!.values())));
  return pageOf(ranked.slice(offset, offset + limit).map((r, i) => ({ ...r, rank: offset + i + 1 })), ranked.length, request);
}

/** GraphQL shape of today's efficiency and timeline (times as Date). */
export function toDeviceEfficiency(uuid: string, result: Awaited<ReturnType<typeof today>>) {
  return {
    uuid,
    efficiency: { timeStamp: new Date(result.efficiency.timeStamp), items: result.efficiency.items },
    timeline: { ...result.timeline, value: result.timeline.value.map((e) => ({ timeStamp: new Date(e.timeStamp), status: e.status })) },
  };
}
