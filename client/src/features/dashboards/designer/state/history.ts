import type { DashboardComponent } from '@contract/dashboards';
import { DASHBOARD_LIMITS } from '@contract/dashboards';

/**
 * The designer's snapshots (spec part 2 section 4). Each entry is the component array after an
 * action (arrays are never mutated, so an entry shares every unchanged component with its
 * neighbours). A new snapshot drops the redo tail; the oldest entries fall off past the limit, so
 * memory stays flat on long sessions.
 */
export type History = {
  snapshots: readonly DashboardComponent[][];
  index: number;
  /** The coalescing key of the last entry: consecutive edits of one field of one component make one step. */
  lastKey?: string;
};

/** Undo steps kept (at least DASHBOARD_LIMITS.history). */
export const HISTORY_STEPS = Math.max(50, DASHBOARD_LIMITS.history);

export function startHistory(components: DashboardComponent[]): History {
  return { snapshots: [components], index: 0 };
}

/** Records `components` as the newest entry; with `key` equal to the last entry's, replaces it instead. */
export function record(history: History, components: DashboardComponent[], key?: string, limit = HISTORY_STEPS): History {
  if (key !== undefined && key === history.lastKey && history.index === history.snapshots.length - 1 && history.index > 0) {
    const snapshots = history.snapshots.slice(0, history.index);
    snapshots.push(components);
    return { snapshots, index: history.index, lastKey: key };
  }
  const snapshots = history.snapshots.slice(0, history.index + 1);
  snapshots.push(components);
  const overflow = Math.max(0, snapshots.length - (limit + 1));
  const kept = overflow > 0 ? snapshots.slice(overflow) : snapshots;
  return { snapshots: kept, index: kept.length - 1, lastKey: key };
}

export function canUndo(history: History): boolean {
  return history.index > 0;
}

export function canRedo(history: History): boolean {
  return history.index < history.snapshots.length - 1;
}

export function step(history: History, by: -1 | 1): History {
  const index = Math.min(history.snapshots.length - 1, Math.max(0, history.index + by));
  return { snapshots: history.snapshots, index };
}

export function current(history: History): DashboardComponent[] {
  return history.snapshots[history.index]!;
}
