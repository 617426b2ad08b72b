/** The four statuses a card can show; anything else counts as Offline. */
export type LiveStatus = 'Running' | 'Idle' | 'Estop' | 'Offline';
/** Efficiency parts also include the rest of the day. */
export type EfficiencyPart = LiveStatus | 'RemainingTime';

/** Spec part 1 section 4: Running green, Idle yellow, Estop red, Offline grey, RemainingTime light blue. */
export const STATUS_COLORS: Record<EfficiencyPart, string> = {
  Running: '#22c55e',
  Idle: '#facc15',
  Estop: '#ef4444',
  Offline: '#9ca3af',
  RemainingTime: '#bae6fd',
};

const LIVE: readonly string[] = ['Running', 'Idle', 'Estop', 'Offline'];

/** Any other value, or no data at all, is shown as Offline. */
export function liveStatus(value: unknown): LiveStatus {
  return typeof value === 'string' && LIVE.includes(value) ? (value as LiveStatus) : 'Offline';
}

export function statusColor(value: unknown): string {
  return STATUS_COLORS[liveStatus(value)];
}
