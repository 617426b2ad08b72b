/**
 * Reliability figures (issue 17 "Reliability figures"): MTBF and MTTR of a machine or of a
 * customer's machines, as pure functions of stored status changes and repair orders. The rules
 * are stated in docs/efficiency.md, "Reliability: MTBF and MTTR". Times are UTC milliseconds.
 *
 * A breakdown is the union of overlapping (or touching) down intervals of one machine: its Estop
 * episodes (entering Estop until the machine is next Running or Idle) and its repair orders
 * (reported until closed). Everything is read as it stood at `until` (the end of the range, or
 * now when the range reaches today): a fact after it has not happened yet.
 */
import { normalizeStatus } from '../devices/device-status';
import { type StatusPoint, segmentsBetween } from '../efficiency/efficiency';

/** A down interval or a breakdown; `end` null: still going on at `until`. */
export type Interval = { start: number; end: number | null };

/** A repair order of the machine: when it was reported and when it was closed (null: not closed). */
export type RepairSpan = { reportedAt: number; closedAt: number | null };

const isUp = (status: string) => {
  const s = normalizeStatus(status);
  return s === 'Running' || s === 'Idle';
};

/**
 * The Estop episodes before `until`: each starts when the machine enters Estop and ends at its
 * next Running or Idle (Offline in between does not end it: a machine switched off after an
 * emergency stop is not back). Changes at one instant keep their order (the last one stands, as
 * in the timelines), so an Estop answered by Running at the same instant is no episode.
 */
export function estopEpisodes(changes: readonly StatusPoint[], until: number): Interval[] {
  const sorted = [...changes].sort((a, b) => a.at - b.at);
  const episodes: Interval[] = [];
  let start: number | null = null;
  for (const change of sorted) {
    if (change.at >= until) break;
    if (start === null) {
      if (normalizeStatus(change.status) === 'Estop') start = change.at;
    } else if (isUp(change.status)) {
      if (change.at > start) episodes.push({ start, end: change.at });
      start = null;
    }
  }
  if (start !== null) episodes.push({ start, end: null });
  return episodes;
}

/** The repair orders reported before `until`, each from its report to its closing (open when not closed before `until`). */
export function repairIntervals(orders: readonly RepairSpan[], until: number): Interval[] {
  return orders
    .filter((o) => o.reportedAt < until)
    .map((o) => ({ start: o.reportedAt, end: o.closedAt !== null && o.closedAt < until ? Math.max(o.closedAt, o.reportedAt) : null }));
}

/**
 * Breakdowns: the down intervals merged where they overlap or touch, so an Estop, the order it
 * opened and an order a person reported about the same stop count once. A breakdown lasts until
 * its last part ends; an open part keeps it open.
 */
export function mergeBreakdowns(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && (last.end === null || interval.start <= last.end)) {
      last.end = last.end === null || interval.end === null ? null : Math.max(last.end, interval.end);
    } else merged.push({ ...interval });
  }
  return merged;
}

/** The sums MTBF and MTTR are made of (seconds), for one machine or summed over several. */
export type ReliabilityCounts = {
  /** Seconds Running or Idle inside the range and outside every breakdown. */
  operatingSeconds: number;
  /** Seconds of the range inside breakdowns (whenever they started). */
  downSeconds: number;
  /** Breakdowns that started inside the range. */
  failures: number;
  /** Of those, the ones not over at the end of the range. */
  openFailures: number;
  /** Of those, the ones over by the end of the range. */
  repairs: number;
  /** Their whole length, start to end. */
  repairSeconds: number;
};

export type ReliabilityInput = {
  /** Status changes up to `until`, from the last Running or Idle before `from` on (or all of them when there is none). */
  changes: readonly StatusPoint[];
  orders: readonly RepairSpan[];
  /** Start of the range. */
  from: number;
  /** End of the range, or now when that is earlier. */
  until: number;
};

export const NO_COUNTS: ReliabilityCounts = Object.freeze({ operatingSeconds: 0, downSeconds: 0, failures: 0, openFailures: 0, repairs: 0, repairSeconds: 0 });

/**
 * Length of `[start, end)` outside the windows (sorted, disjoint), looking only from window
 * `first` on, and the first window that may still meet a later interval: called for intervals in
 * time order, the windows are walked once in all (a busy machine's year is 30,000 status segments
 * and 3,000 breakdowns: measuring each segment against every breakdown took 0.4 s).
 */
function outside(start: number, end: number, windows: readonly { start: number; end: number }[], first: number): { length: number; next: number } {
  let next = first;
  while (next < windows.length && windows[next].end <= start) next++;
  let length = end - start;
  for (let i = next; i < windows.length && windows[i].start < end; i++) length -= Math.min(end, windows[i].end) - Math.max(start, windows[i].start);
  return { length, next };
}

/** The counts of one machine for a range. */
export function machineReliability(input: ReliabilityInput): ReliabilityCounts {
  const { from, until } = input;
  if (until <= from) return { ...NO_COUNTS };
  const breakdowns = mergeBreakdowns([...estopEpisodes(input.changes, until), ...repairIntervals(input.orders, until)]);
  const down = breakdowns
    .map((b) => ({ start: Math.max(b.start, from), end: Math.min(b.end ?? until, until) }))
    .filter((w) => w.end > w.start);
  let operatingMs = 0;
  let window = 0;
  for (const segment of segmentsBetween(input.changes, from, until)) {
    if (segment.status !== 'Running' && segment.status !== 'Idle') continue;
    const { length, next } = outside(segment.start, segment.end, down, window);
    operatingMs += length;
    window = next;
  }
  const started = breakdowns.filter((b) => b.start >= from && b.start < until);
  const over = started.filter((b) => b.end !== null);
  return {
    operatingSeconds: operatingMs / 1000,
    downSeconds: down.reduce((sum, w) => sum + (w.end - w.start), 0) / 1000,
    failures: started.length,
    openFailures: started.length - over.length,
    repairs: over.length,
    repairSeconds: over.reduce((sum, b) => sum + (b.end! - b.start), 0) / 1000,
  };
}

/** Several machines together: every count summed (so MTBF over them is total time over total failures, not a mean of means). */
export function sumCounts(parts: readonly ReliabilityCounts[]): ReliabilityCounts {
  const total = { ...NO_COUNTS };
  for (const p of parts) for (const key of Object.keys(total) as (keyof ReliabilityCounts)[]) total[key] += p[key];
  return total;
}

export type ReliabilityFigures = ReliabilityCounts & {
  /** Operating seconds per failure; null without a failure in the range (not infinity). */
  mtbfSeconds: number | null;
  /** Repair seconds per repair over; null without one. */
  mttrSeconds: number | null;
};

const whole = (seconds: number) => Math.round(seconds);

/** MTBF = operating time / failures, MTTR = repair time / repairs; seconds rounded to whole seconds. */
export function reliabilityFigures(counts: ReliabilityCounts): ReliabilityFigures {
  return {
    operatingSeconds: whole(counts.operatingSeconds),
    downSeconds: whole(counts.downSeconds),
    failures: counts.failures,
    openFailures: counts.openFailures,
    repairs: counts.repairs,
    repairSeconds: whole(counts.repairSeconds),
    mtbfSeconds: counts.failures > 0 ? whole(counts.operatingSeconds / counts.failures) : null,
    mttrSeconds: counts.repairs > 0 ? whole(counts.repairSeconds / counts.repairs) : null,
  };
}
