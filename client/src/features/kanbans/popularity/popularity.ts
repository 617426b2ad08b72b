/**
 * Rules of the popularity kanban (supplier aggregate by region for a month range), as
 * pure functions: month presets, the range kept in the URL, and rows for the chart and table.
 */
import { type MonthRangeProblem, monthIndex, monthOfIndex, monthRangeProblem } from '@contract/ranges';

export type MonthRange = { start: string; end: string };
export type RegionLevel = 'country' | 'province' | 'city';
export type MonthPreset = 'thisMonth' | 'last6' | 'last12' | 'thisYear' | 'lastYear';

export const MONTH_PRESETS: readonly MonthPreset[] = ['thisMonth', 'last6', 'last12', 'thisYear', 'lastYear'];
export const DEFAULT_PRESET: MonthPreset = 'last12';
export const REGION_LEVELS: readonly RegionLevel[] = ['country', 'province', 'city'];
export const DEFAULT_LEVEL: RegionLevel = 'province';

const indexOf = monthIndex;
const monthAt = monthOfIndex;

/** Months from start to end inclusive (0 or less when the end is before the start). */
export function monthCount(range: MonthRange): number {
  return indexOf(range.end) - indexOf(range.start) + 1;
}

/** The months of a preset; `today` is YYYY-MM-DD in GMT+8, like the kanban clock. */
export function presetRange(preset: MonthPreset, today: string): MonthRange {
  const now = indexOf(today.slice(0, 7));
  const year = Math.floor(now / 12);
  switch (preset) {
    case 'thisMonth':
      return { start: monthAt(now), end: monthAt(now) };
    case 'last6':
      return { start: monthAt(now - 5), end: monthAt(now) };
    case 'last12':
      return { start: monthAt(now - 11), end: monthAt(now) };
    case 'thisYear':
      return { start: monthAt(year * 12), end: monthAt(now) };
    case 'lastYear':
      return { start: monthAt((year - 1) * 12), end: monthAt((year - 1) * 12 + 11) };
  }
}

/** Which preset a range is, if any (to highlight its button). */
export function presetOf(range: MonthRange, today: string): MonthPreset | null {
  return MONTH_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.start === range.start && r.end === range.end;
  }) ?? null;
}

export type RangeProblem = MonthRangeProblem;

/** Why the server would refuse a range (the same shared rule, so the picker can say so first), or null. */
export function rangeProblem(range: MonthRange): RangeProblem | null {
  return monthRangeProblem(range.start, range.end);
}

/** Range and level from the URL query (`?start=YYYY-MM&end=YYYY-MM&level=city`); the default range when absent. */
export function readQuery(search: URLSearchParams, today: string): { range: MonthRange; level: RegionLevel } {
  const start = search.get('start');
  const end = search.get('end');
  const level = search.get('level') as RegionLevel | null;
  return {
    range: start && end ? { start, end } : presetRange(DEFAULT_PRESET, today),
    level: level && REGION_LEVELS.includes(level) ? level : DEFAULT_LEVEL,
  };
}

export type PopularityRow = { id: string; region: string; count: number; share: number };

/** Table rows: the server's order (most devices first) with each region's share of all devices in the range, in whole percent. */
export function popularityRows(datas: readonly { regionId: string; region: string; count: number }[], total: number): PopularityRow[] {
  return datas.map((d) => ({ id: d.regionId, region: d.region, count: d.count, share: total > 0 ? Math.round((d.count / total) * 100) : 0 }));
}

/** Chart bars: the regions that have devices, at most `limit`, most first. */
export function chartBars(rows: readonly PopularityRow[], limit = 12): { region: string; count: number }[] {
  return rows
    .filter((r) => r.count > 0)
    .slice(0, limit)
    .map((r) => ({ region: r.region, count: r.count }));
}
