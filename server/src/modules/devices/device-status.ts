import { registerEnumType } from 'type-graphql';

/** Live states a machine reports on `WHstatus_ExecState` (spec part 1 section 4). */
export const DEVICE_STATUSES = ['Running', 'Idle', 'Estop', 'Offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Any other value (the spec's `Unknow`, a typo, a number) is treated and stored as Offline. */
export function normalizeStatus(value: unknown): DeviceStatus {
  return (DEVICE_STATUSES as readonly unknown[]).includes(value) ? (value as DeviceStatus) : 'Offline';
}

export const DeviceStatusEnum = Object.fromEntries(DEVICE_STATUSES.map((s) => [s, s])) as { [K in DeviceStatus]: K };
registerEnumType(DeviceStatusEnum, {
  name: 'DeviceStatus',
  description: 'Running (green), Idle (yellow), Estop (red), Offline (grey). Any other reported value counts as Offline.',
});

/** Industries with their own kanban and parameter set; anything else is `other`. */
export const INDUSTRIES = ['waterjet', 'laser', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
