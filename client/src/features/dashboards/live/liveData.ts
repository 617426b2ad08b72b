import { boundUuid } from '@contract/dashboard-components';
import { DASHBOARD_LIMITS, type DashboardComponent } from '@contract/dashboards';
import { asNumber } from '../../../shared/kanban/liveValues';

/**
 * The pure part of a dashboard's live data: which devices the components bind (group children
 * included) and how the one parameter feed and the one status feed fold into per-device state
 * with a bounded history for the charts.
 */

/** Samples kept per device and parameter: the longest chart (LineChart, 30 points). */
export const HISTORY_POINTS = Math.max(DASHBOARD_LIMITS.barChartPoints, DASHBOARD_LIMITS.lineChartPoints, DASHBOARD_LIMITS.lineBarChartPoints);

export type Sample = { at: number; value: number };

export type DeviceLive = {
  uuid: string;
  name?: string;
  status?: string;
  values: Record<string, number | string | null>;
  history: Record<string, Sample[]>;
  /** Today's status changes (timeline) and seconds per status (efficiency), for TimelineBar and StatePieChart. */
  timeline?: { timeStamp: string; status: string }[];
  efficiency?: { status: string; time: number }[];
};

export type LiveState = { devices: Record<string, DeviceLive> };

export const EMPTY_LIVE: LiveState = { devices: {} };

/** Walks the components and the children of groups (any depth). */
function walk(components: readonly DashboardComponent[], visit: (c: DashboardComponent) => void): void {
  for (const c of components) {
    visit(c);
    if (c.component === 'Group' && Array.isArray(c.propValue)) walk(c.propValue as DashboardComponent[], visit);
  }
}

/** Every bound device uuid, sorted and once each (the variables of the one subscription of each feed). */
export function collectBoundUuids(components: readonly DashboardComponent[]): string[] {
  const uuids = new Set<string>();
  walk(components, (c) => {
    const uuid = boundUuid(c);
    if (uuid) uuids.add(uuid);
  });
  return [...uuids].sort();
}

/** The devices whose day timeline or status split a component shows (TimelineBar, StatePieChart). */
export function collectEfficiencyUuids(components: readonly DashboardComponent[]): string[] {
  const uuids = new Set<string>();
  walk(components, (c) => {
    const uuid = boundUuid(c);
    if (uuid && (c.component === 'TimelineBar' || c.component === 'StatePieChart')) uuids.add(uuid);
  });
  return [...uuids].sort();
}

function deviceOf(state: LiveState, uuid: string): DeviceLive {
  return state.devices[uuid] ?? { uuid, values: {}, history: {} };
}

/** A value as the components show it: numbers and text kept, anything else as its JSON text. */
function plain(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export type Reading = { uuid: string; key: string; value: unknown; timeStamp: string };

/**
 * Folds one batch (oldest first) into the state: the latest value per device and key, and a
 * numeric sample appended to the key's history (at most `limit`, oldest dropped). Only the
 * devices the batch touches get new objects, so components of other devices keep theirs (and
 * skip rendering). A repeated reading (same time and value) adds no sample. Returns `state`
 * itself for an empty batch.
 */
export function foldBatch(state: LiveState, readings: readonly Reading[], limit = HISTORY_POINTS): LiveState {
  if (readings.length === 0) return state;
  const touched = new Map<string, DeviceLive>();
  for (const r of readings) {
    let device = touched.get(r.uuid);
    if (!device) {
      const before = deviceOf(state, r.uuid);
      device = { ...before, values: { ...before.values }, history: { ...before.history } };
      touched.set(r.uuid, device);
    }
    device.values[r.key] = plain(r.value);
    const n = asNumber(r.value);
    if (n === null) continue;
    const at = new Date(r.timeStamp).getTime();
    const series = device.history[r.key] ?? [];
    const last = series[series.length - 1];
    if (last && last.at === at && last.value === n) continue;
    const next = series.length >= limit ? series.slice(series.length - limit + 1) : series.slice();
    next.push({ at, value: n });
    device.history[r.key] = next;
  }
  return { devices: { ...state.devices, ...Object.fromEntries(touched) } };
}

/** A status change (or the snapshot's current status) of one device, with its name when known. */
export function foldStatus(state: LiveState, change: { uuid: string; status: string; name?: string | null }): LiveState {
  const before = deviceOf(state, change.uuid);
  const name = change.name || before.name;
  if (before.status === change.status && before.name === name && state.devices[change.uuid]) return state;
  return { devices: { ...state.devices, [change.uuid]: { ...before, status: change.status, ...(name ? { name } : {}) } } };
}

/** Today's timeline and efficiency of one device (the efficiency feed). */
export function foldEfficiency(
  state: LiveState,
  uuid: string,
  efficiency: { timeline: { timeStamp: string; status: string }[]; items: { status: string; time: number }[] },
): LiveState {
  const before = deviceOf(state, uuid);
  return { devices: { ...state.devices, [uuid]: { ...before, timeline: efficiency.timeline, efficiency: efficiency.items } } };
}

/** Drops devices no longer bound (a component was unbound or deleted in the designer). */
export function keepDevices(state: LiveState, uuids: readonly string[]): LiveState {
  const keep = new Set(uuids);
  const gone = Object.keys(state.devices).filter((u) => !keep.has(u));
  if (gone.length === 0) return state;
  return { devices: Object.fromEntries(Object.entries(state.devices).filter(([u]) => keep.has(u))) };
}
