import { type DeviceStatus, normalizeStatus } from '@contract/devices';
import type { IntlShape } from 'react-intl';

export type { DeviceStatus };
/** Efficiency parts also include the rest of the day. */
export type EfficiencyPart = DeviceStatus | 'RemainingTime';

/** Spec part 1 section 4: Running green, Idle yellow, Estop red, Offline grey, RemainingTime light blue. */
export const STATUS_COLORS: Record<EfficiencyPart, string> = {
  Running: '#22c55e',
  Idle: '#facc15',
  Estop: '#ef4444',
  Offline: '#9ca3af',
  RemainingTime: '#bae6fd',
};

/** The colour of any reported value: anything but the four statuses, or no data, is Offline. */
export function statusColor(value: unknown): string {
  return STATUS_COLORS[normalizeStatus(value)];
}

/** A status (or the rest of the day) in the user's language, as every kanban and dashboard names it. */
export function statusName(intl: IntlShape, status: EfficiencyPart | string): string {
  return intl.formatMessage({ id: `status_${status}`, defaultMessage: status });
}
