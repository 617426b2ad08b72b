/**
 * The utilization ranking of the utilization kanban: per-device summaries of the daily
 * statistics (efficiency.ts) over a range, best first. Pure, so the order is testable.
 */
import type { DayStatistics } from './efficiency';

export type RankedDevice = {
  uuid: string;
  devalias: string;
  /** Running / elapsed time over the range, 0 to 1. */
  utilization: number;
  /** Mean OEE of the days that have one, 0 to 1; null when no day has one. */
  OEE: number | null;
  runningSeconds: number;
  elapsedSeconds: number;
};

const ratio = (n: number) => Math.round(n * 10000) / 10000;

/** Sums one device's days: elapsed time is what the segments cover (all four statuses). */
export function summarizeDays(device: { uuid: string; devalias: string }, days: Iterable<DayStatistics>): RankedDevice {
  let running = 0;
  let elapsed = 0;
  const oees: number[] = [];
  for (const d of days) {
    running += d.Running;
    elapsed += d.Running + d.Idle + d.Estop + d.Offline;
    if (d.OEE !== null) oees.push(d.OEE);
  }
  return {
    uuid: device.uuid,
    devalias: device.devalias,
    utilization: elapsed > 0 ? ratio(running / elapsed) : 0,
    OEE: oees.length ? ratio(oees.reduce((s, v) => s + v, 0) / oees.length) : null,
    runningSeconds: Math.round(running),
    elapsedSeconds: Math.round(elapsed),
  };
}

/** Best utilization first; ties by OEE (none last), then alias, then uuid, so pages are stable. */
function compareRanks(a: RankedDevice, b: RankedDevice): number {
  return (
    b.utilization - a.utilization ||
    (b.OEE ?? -1) - (a.OEE ?? -1) ||
    a.devalias.localeCompare(b.devalias, 'en') ||
    (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0)
  );
}

export function rankDevices(devices: readonly RankedDevice[]): RankedDevice[] {
  return [...devices].sort(compareRanks);
}
