/**
 * The derived facts of the kanbans, as pure functions of stored status changes and
 * piece counts (spec part 1 sections 3, 4, 9; formulas in docs/efficiency.md).
 * Times are UTC milliseconds; days are cut at local midnight of `timeZone`.
 */
import { PIECE_COUNT_MAX } from '../../contract/parameters';
import { type DeviceStatus, normalizeStatus } from '../devices/device-status';
import { dateKeysBetween, localDateKey, localMidnight, startOfLocalDay, addDays } from './zone';

/** Day length of the efficiency panel (spec section 9). */
export const DAY_SECONDS = 86400;
const DAY_MS = DAY_SECONDS * 1000;

export type StatusPoint = { at: number; status: string };
export type CounterPoint = { at: number; count: number };
export type Segment = { status: DeviceStatus; start: number; end: number };
export type Window = { start: number; end: number };

/** The points in time order (stable): as they are when they already are (rows come ordered by time), else a sorted copy. */
function byTime<T extends { at: number }>(points: readonly T[]): readonly T[] {
  for (let i = 1; i < points.length; i++) if (points[i].at < points[i - 1].at) return [...points].sort((a, b) => a.at - b.at);
  return points;
}

/** In points sorted by time: the first index whose time is after `t` (`orAt`: at `t` or after). */
function indexAfter(sorted: readonly { at: number }[], t: number, orAt = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid].at < t || (!orAt && sorted[mid].at === t)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Status intervals covering [from, to): the status in force at `from` is the last
 * change before it (Offline when there is none); unknown values count as Offline.
 */
export function segmentsBetween(changes: readonly StatusPoint[], from: number, to: number): Segment[] {
  return segmentsOfSorted(byTime(changes), from, to);
}

/**
 * `segmentsBetween` of changes already sorted by time (stable: of changes at one instant the
 * last counts), finding `from` by binary search: a year of days over one sorted list costs one
 * sort, where sorting and scanning it again for each day took seconds for a busy machine.
 */
function segmentsOfSorted(sorted: readonly StatusPoint[], from: number, to: number): Segment[] {
  if (to <= from) return [];
  let i = indexAfter(sorted, from);
  let current: DeviceStatus = i > 0 ? normalizeStatus(sorted[i - 1].status) : 'Offline';
  const segments: Segment[] = [];
  let start = from;
  for (; i < sorted.length && sorted[i].at < to; i++) {
    const next = normalizeStatus(sorted[i].status);
    if (next === current) continue;
    if (sorted[i].at > start) segments.push({ status: current, start, end: sorted[i].at });
    current = next;
    start = sorted[i].at;
  }
  segments.push({ status: current, start, end: to });
  return segments;
}

export type StatusSeconds = Record<DeviceStatus, number>;
const zeroSeconds = (): StatusSeconds => ({ Running: 0, Idle: 0, Estop: 0, Offline: 0 });

/** Seconds per status of the segments, optionally only inside the windows. */
export function secondsByStatus(segments: readonly Segment[], windows?: readonly Window[]): StatusSeconds {
  const out = zeroSeconds();
  for (const s of segments) {
    const ms = windows ? windows.reduce((sum, w) => sum + Math.max(0, Math.min(s.end, w.end) - Math.max(s.start, w.start)), 0) : s.end - s.start;
    out[s.status] += ms / 1000;
  }
  return out;
}

export type TimelineEntry = { timeStamp: number; status: DeviceStatus };
export type DayTimeline = { value: TimelineEntry[]; status: DeviceStatus; tz: string; dayStart: number };

/**
 * Today's timeline (spec section 4): entries sorted by time; an entry before today's
 * start is replaced by an Offline entry at midnight; without data the day is Offline
 * from midnight until now. Unknown values are Offline; repeats of a status are merged.
 */
export function dayTimeline(changes: readonly StatusPoint[], now: number, timeZone: string): DayTimeline {
  const dayStart = startOfLocalDay(now, timeZone);
  const value: TimelineEntry[] = [{ timeStamp: dayStart, status: 'Offline' }];
  for (const c of byTime(changes)) {
    if (c.at < dayStart || c.at > now) continue;
    const status = normalizeStatus(c.status);
    const last = value[value.length - 1];
    if (c.at === last.timeStamp) last.status = status;
    else if (status !== last.status) value.push({ timeStamp: c.at, status });
  }
  return { value, status: value[value.length - 1].status, tz: timeZone, dayStart };
}

export type EfficiencyItem = { status: DeviceStatus | 'RemainingTime'; time: number; name: string };
export type TodayEfficiency = { timeStamp: number; items: EfficiencyItem[] };

/**
 * Today's time efficiency (spec section 4): seconds per status since local midnight
 * along today's timeline, plus RemainingTime so that the parts sum to 86400.
 */
export function todayEfficiency(changes: readonly StatusPoint[], now: number, timeZone: string): TodayEfficiency {
  const timeline = dayTimeline(changes, now, timeZone);
  const end = Math.min(now, timeline.dayStart + DAY_MS);
  const points = timeline.value.map((e) => ({ at: e.timeStamp, status: e.status }));
  const seconds = secondsByStatus(segmentsBetween(points, timeline.dayStart, end));
  const statuses = ['Running', 'Idle', 'Estop', 'Offline'] as const;
  const items: EfficiencyItem[] = statuses.map((status) => ({ status, time: Math.round(seconds[status]), name: status }));
  const used = items.reduce((sum, i) => sum + i.time, 0);
  items.push({ status: 'RemainingTime', time: Math.max(0, DAY_SECONDS - used), name: 'RemainingTime' });
  return { timeStamp: now, items };
}

export type ShiftDef = { start: string; end: string };

/** When no shift is set the whole day is planned (planned busy time = calendar time). */
export const DEFAULT_SHIFTS: readonly ShiftDef[] = [{ start: '00:00', end: '24:00' }];

const minutesOf = (hhmm: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new RangeError(`not HH:mm: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/**
 * The planned windows of one local day: a shift ending at or before its start
 * crosses midnight, so the day holds its head (start..24:00) and tail (00:00..end).
 * Overlapping shifts are merged so no second is planned twice.
 */
export function shiftWindows(dayStart: number, shifts: readonly ShiftDef[]): Window[] {
  const raw: Window[] = [];
  for (const s of shifts) {
    const a = minutesOf(s.start);
    const b = minutesOf(s.end);
    if (b > a) raw.push({ start: dayStart + a * 60000, end: dayStart + b * 60000 });
    else {
      raw.push({ start: dayStart + a * 60000, end: dayStart + DAY_MS });
      if (b > 0) raw.push({ start: dayStart, end: dayStart + b * 60000 });
    }
  }
  raw.sort((x, y) => x.start - y.start);
  const merged: Window[] = [];
  for (const w of raw) {
    const last = merged[merged.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else if (w.end > w.start) merged.push({ ...w });
  }
  return merged;
}

const clipWindows = (windows: readonly Window[], from: number, to: number): Window[] =>
  windows.map((w) => ({ start: Math.max(w.start, from), end: Math.min(w.end, to) })).filter((w) => w.end > w.start);

/**
 * Pieces produced from a cumulative counter: the sum of increases between
 * consecutive reports; a drop means the counter was reset, so the new value counts.
 * `baseline` is the last report before the first point (none: the first point only
 * sets the baseline, so a machine joining with 50,000 on its counter adds nothing).
 */
export function producedBetween(points: readonly CounterPoint[], baseline: number | null, inside?: (at: number) => boolean): number {
  let previous = baseline;
  let total = 0;
  for (const p of byTime(points)) {
    if (previous !== null && (!inside || inside(p.at))) total += p.count >= previous ? p.count - previous : p.count;
    previous = p.count;
  }
  return atMostPieceCountMax(total);
}

/**
 * Piece totals are answered as GraphQL `Int`s: a counter that a device resets again and again at
 * its largest value could add up past 32 bits, which would fail the whole answer; it saturates.
 */
const atMostPieceCountMax = (total: number) => Math.min(total, PIECE_COUNT_MAX);

export type DayStatistics = StatusSeconds & {
  /** Running / elapsed calendar time of the day. */
  utilization: number;
  availability: number | null;
  performance: number | null;
  quality: number | null;
  OEE: number | null;
  produced: number;
};

export type StatisticsInput = {
  changes: readonly StatusPoint[];
  counters: readonly CounterPoint[];
  /** Last counter report before the range, if any. */
  counterBaseline: number | null;
  startKey: string;
  endKey: string;
  now: number;
  timeZone: string;
  shifts: readonly ShiftDef[];
  /** Planned run time per item (ISO 22400 PRI), seconds; null when the product has none. */
  plannedRunSecondsPerItem: number | null;
};

const ratio = (n: number) => Math.round(n * 10000) / 10000;

/**
 * Per-day statistics for a date range: seconds per status (the status in force
 * crosses midnight), utilization, and OEE per ISO 22400-2 as used by OPC 40501-1:
 * availability = APT / PBT, performance = PRI x PQ / APT, quality = GQ / PQ.
 * Days (or parts of today) after `now` have not happened and count nothing.
 */
export function efficiencyStatistics(input: StatisticsInput): Map<string, DayStatistics> {
  const result = new Map<string, DayStatistics>();
  const changes = byTime(input.changes);
  const counters = byTime(input.counters);
  let baseline = input.counterBaseline;
  for (const key of dateKeysBetween(input.startKey, input.endKey)) {
    const dayStart = localMidnight(key, input.timeZone);
    const dayEnd = localMidnight(addDays(key, 1), input.timeZone);
    const end = Math.min(dayEnd, input.now);
    const segments = segmentsOfSorted(changes, dayStart, end);
    const seconds = secondsByStatus(segments);
    const elapsed = Math.max(0, end - dayStart) / 1000;
    const planned = clipWindows(shiftWindows(dayStart, input.shifts.length ? input.shifts : DEFAULT_SHIFTS), dayStart, end);
    const pbt = planned.reduce((s, w) => s + (w.end - w.start), 0) / 1000;
    const apt = secondsByStatus(segments, planned).Running;
    const inPlanned = (at: number) => planned.some((w) => at >= w.start && at < w.end);
    const dayCounters = counters.slice(indexAfter(counters, dayStart, true), indexAfter(counters, dayEnd, true));
    const produced = producedBetween(dayCounters, baseline, (at) => at < end);
    const producedPlanned = producedBetween(dayCounters, baseline, (at) => at < end && inPlanned(at));
    if (dayCounters.length) baseline = dayCounters[dayCounters.length - 1].count;

    const availability = pbt > 0 ? apt / pbt : null;
    const pri = input.plannedRunSecondsPerItem;
    // No scrap is reported by the machines: every produced piece counts as good.
    const quality = pbt > 0 ? 1 : null;
    const performance = pbt === 0 || pri == null ? null : apt > 0 ? (pri * producedPlanned) / apt : 0;
    const oee = availability === null || performance === null || quality === null ? null : availability * performance * quality;
    result.set(key, {
      ...seconds,
      utilization: elapsed > 0 ? ratio(seconds.Running / elapsed) : 0,
      availability: availability === null ? null : ratio(availability),
      performance: performance === null ? null : ratio(performance),
      quality,
      OEE: oee === null ? null : ratio(oee),
      produced,
    });
  }
  return result;
}

export type EquipmentStatistics = { todaynum: number; totalnum: number; values: { date: string; value: number }[] };

/** Pieces per day of a range (spec "daily statistics"): today's count, the range total and one value per day. */
export function equipmentStatistics(counters: readonly CounterPoint[], baseline: number | null, startKey: string, endKey: string, now: number, timeZone: string): EquipmentStatistics {
  const sorted = byTime(counters);
  const values: { date: string; value: number }[] = [];
  let previous = baseline;
  for (const key of dateKeysBetween(startKey, endKey)) {
    const dayStart = localMidnight(key, timeZone);
    const dayEnd = localMidnight(addDays(key, 1), timeZone);
    // Found by binary search: filtering all of them for each day took a second for a busy machine's year.
    const day = sorted.slice(indexAfter(sorted, dayStart, true), indexAfter(sorted, dayEnd, true));
    values.push({ date: key, value: producedBetween(day, previous) });
    if (day.length) previous = day[day.length - 1].count;
  }
  const today = localDateKey(now, timeZone);
  return {
    todaynum: values.find((v) => v.date === today)?.value ?? 0,
    totalnum: atMostPieceCountMax(values.reduce((s, v) => s + v.value, 0)),
    values,
  };
}
