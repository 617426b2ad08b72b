/** One day of a device's efficiency as the server reports it (seconds and 0..1 ratios). */
export type EfficiencyDaySeconds = { Running: number; Idle: number; Estop: number; Offline: number; OEE?: number | null };

export type UtilizationRank = { uuid: string; name: string; utilization: number; oee: number | null; runningHours: string };

/**
 * Ranks devices for a range: utilization = Running seconds / all recorded seconds, OEE = mean of
 * the days that have one; both whole percents; best utilization first, ties by name.
 */
export function rankUtilization(devices: readonly { uuid: string; name: string; days: readonly EfficiencyDaySeconds[] }[]): UtilizationRank[] {
  return devices
    .map((d) => {
      const running = d.days.reduce((s, x) => s + x.Running, 0);
      const all = d.days.reduce((s, x) => s + x.Running + x.Idle + x.Estop + x.Offline, 0);
      const oees = d.days.map((x) => x.OEE).filter((v): v is number => typeof v === 'number');
      return {
        uuid: d.uuid,
        name: d.name,
        utilization: all > 0 ? Math.round((running / all) * 100) : 0,
        oee: oees.length ? Math.round((oees.reduce((s, v) => s + v, 0) / oees.length) * 100) : null,
        runningHours: (running / 3600).toFixed(1),
      };
    })
    .sort((a, b) => b.utilization - a.utilization || a.name.localeCompare(b.name));
}
