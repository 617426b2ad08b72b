export type UtilizationRank = { uuid: string; name: string; utilization: number; oee: number | null; runningHours: string };

/** A device of the server's `utilizationRanking` (ratios 0..1, seconds). */
export type RankedDevice = { uuid: string; devalias: string; utilization: number; OEE?: number | null; runningSeconds: number };

/** Display rows of the ranking, in the server's order: whole percents, running hours with 1 decimal, alias or uuid. */
export function toUtilizationRanks(items: readonly RankedDevice[]): UtilizationRank[] {
  return items.map((d) => ({
    uuid: d.uuid,
    name: d.devalias || d.uuid,
    utilization: Math.round(d.utilization * 100),
    oee: typeof d.OEE === 'number' ? Math.round(d.OEE * 100) : null,
    runningHours: (d.runningSeconds / 3600).toFixed(1),
  }));
}
