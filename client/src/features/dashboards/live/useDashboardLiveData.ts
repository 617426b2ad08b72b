import type { DashboardComponent } from '@contract/dashboards';

/**
 * Live values of every device bound on an open dashboard, keyed by device uuid. One
 * `deviceParameterBatches` subscription and one status subscription per dashboard for all bound
 * devices together (never one per component).
 *
 * STUB (agreed interface): the dashboard view/components work fills this in.
 */
export type DeviceLiveData = {
  uuid: string;
  name?: string;
  status?: string;
  /** Latest value per parameter key. */
  values: Record<string, number | string | null>;
  /** Recent samples per parameter key, oldest first, for charts. */
  history: Record<string, { at: number; value: number }[]>;
};

export type DashboardLiveData = { devices: Record<string, DeviceLiveData> };

export const NO_LIVE_DATA: DashboardLiveData = { devices: {} };

export function useDashboardLiveData(_components: DashboardComponent[], _options: { enabled: boolean }): DashboardLiveData {
  return NO_LIVE_DATA;
}
