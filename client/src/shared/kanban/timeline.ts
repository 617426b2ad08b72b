import { DEVICE_STATUSES, normalizeStatus } from '@contract/devices';
import type { EfficiencyPart } from './deviceStatus';

/** Spec part 1 section 9: a day is 86400 s. */
export const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;
/** Kanbans cut the day in GMT+8. */
export const GMT8_OFFSET_MINUTES = 8 * 60;

export type TimelinePoint = { timeStamp: string | number | Date; status: unknown };
/** A stretch of the day bar, as fractions of the 24 h day. */
export type TimelineSegment = { status: EfficiencyPart; start: number; width: number };

/** Start of the local day (at the given UTC offset) that contains `now`, in ms since the epoch. */
export function dayStartAt(now: number, offsetMinutes = GMT8_OFFSET_MINUTES): number {
  const offsetMs = offsetMinutes * 60_000;
  return Math.floor((now + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/**
 * Spec part 1 section 4: entries sorted by time; a first entry before today's start becomes
 * Offline from midnight; no data is Offline from midnight until now; after now the day is
 * RemainingTime. Neighbouring stretches of one status are merged.
 */
export function buildTimelineSegments(points: readonly TimelinePoint[], now: number, offsetMinutes = GMT8_OFFSET_MINUTES): TimelineSegment[] {
  const start = dayStartAt(now, offsetMinutes);
  const sorted = points
    .map((p) => ({ at: new Date(p.timeStamp).getTime(), status: normalizeStatus(p.status) as EfficiencyPart }))
    .filter((p) => Number.isFinite(p.at) && p.at <= now)
    .sort((a, b) => a.at - b.at);
  if (sorted.length > 0 && sorted[0].at < start) sorted[0] = { at: start, status: 'Offline' };
  // Nothing known before the first entry: Offline from midnight.
  const stretches = [{ at: start, status: 'Offline' as EfficiencyPart }, ...sorted.map((p) => ({ ...p, at: Math.max(p.at, start) }))];
  stretches.push({ at: now, status: 'RemainingTime' });
  const segments: TimelineSegment[] = [];
  for (let i = 0; i < stretches.length - 1; i += 1) {
    const from = stretches[i].at;
    const to = stretches[i + 1].at;
    if (to <= from) continue;
    const last = segments[segments.length - 1];
    const seg = { status: stretches[i].status, start: (from - start) / DAY_MS, width: (to - from) / DAY_MS };
    if (last && last.status === seg.status) last.width += seg.width;
    else segments.push(seg);
  }
  const end = (Math.min(now, start + DAY_MS) - start) / DAY_MS;
  if (end < 1) segments.push({ status: 'RemainingTime', start: end, width: 1 - end });
  return segments;
}

export type TimelineTick = { fraction: number; label: string };
export type TimePrecision = 'hour' | 'min' | 'sec';

/**
 * Axis labels splitting the 24 h day into `splits` equal parts (1 to 24), labelled to the
 * hour (`HH`), minute (`HH:mm`) or second (`HH:mm:ss`).
 */
export function timelineTicks(splits: number, precision: TimePrecision = 'min'): TimelineTick[] {
  const n = Math.max(1, Math.min(24, Math.round(Number.isFinite(splits) ? splits : 4)));
  return Array.from({ length: n + 1 }, (_, i) => {
    const seconds = Math.round((DAY_SECONDS * i) / n);
    const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((v) => String(v).padStart(2, '0'));
    const label = precision === 'hour' ? parts[0] : precision === 'sec' ? parts.join(':') : `${parts[0]}:${parts[1]}`;
    return { fraction: i / n, label };
  });
}

/** Axis labels every 6 hours over 24 h. */
export const TIMELINE_TICKS: readonly TimelineTick[] = timelineTicks(4, 'min');

export type LegendItem = { status: EfficiencyPart; seconds: number; hours: string; percent: number };

/** Today's time-efficiency legend: hours with 1 decimal and whole percents of the 24 h day. */
export function efficiencyLegend(items: readonly { status: string; time: number }[]): LegendItem[] {
  const order: EfficiencyPart[] = [...DEVICE_STATUSES, 'RemainingTime'];
  return order.map((status) => {
    const seconds = items.filter((i) => i.status === status).reduce((s, i) => s + Math.max(0, i.time), 0);
    return { status, seconds, hours: (seconds / 3600).toFixed(1), percent: Math.round((seconds / DAY_SECONDS) * 100) };
  });
}
