/**
 * Device vocabulary shared by server and client (spec part 1 sections 3 and 4): the live
 * statuses a machine reports and the industries that have their own kanban layout.
 * Plain TypeScript with no dependencies: the client imports it through `@contract`.
 */

/** Live states a machine reports on `WHstatus_ExecState`. */
export const DEVICE_STATUSES = ['Running', 'Idle', 'Estop', 'Offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Any other value (the spec's `Unknow`, a typo, a number) or no data at all counts as Offline. */
export function normalizeStatus(value: unknown): DeviceStatus {
  return (DEVICE_STATUSES as readonly unknown[]).includes(value) ? (value as DeviceStatus) : 'Offline';
}

/** Industries with their own kanban layout and parameter set; anything else is `other`. */
export const INDUSTRIES = ['waterjet', 'laser', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export function normalizeIndustry(value: unknown): Industry {
  return (INDUSTRIES as readonly unknown[]).includes(value) ? (value as Industry) : 'other';
}
