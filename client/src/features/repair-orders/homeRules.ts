/** How long ago an order was reported, in the unit the maintenance home shows it (minutes under an hour, hours under a day, then days). */
export type RepairAge = { id: "ro_home_age_minutes"; values: { minutes: number } } | { id: "ro_home_age_hours"; values: { hours: number; minutes: number } } | { id: "ro_home_age_days"; values: { days: number; hours: number } };

const MINUTE = 60_000;

/** The age of an order reported at `createTime`, at `now`; a report "in the future" (clocks apart) is 0 minutes old. */
export function repairAge(createTime: string | Date, now: number): RepairAge {
  const total = Math.max(0, Math.floor((now - new Date(createTime).getTime()) / MINUTE));
  if (!Number.isFinite(total) || total < 60) return { id: "ro_home_age_minutes", values: { minutes: Number.isFinite(total) ? total : 0 } };
  const hours = Math.floor(total / 60);
  if (hours < 24) return { id: "ro_home_age_hours", values: { hours, minutes: total % 60 } };
  return { id: "ro_home_age_days", values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}

/** Whether a pushed version of the repair order table is newer than what the home shows (it read at `readVersion`). */
export const isNewerVersion = (pushed: number, readVersion: number | null | undefined): boolean => readVersion !== null && readVersion !== undefined && pushed > readVersion;
