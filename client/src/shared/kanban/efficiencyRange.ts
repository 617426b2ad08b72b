import dayjs from 'dayjs';

/** Quick ranges of the efficiency panel: 0 today, 1 yesterday, 2 previous 7 days, 3 previous 30 days, -1 custom. */
export type QuickRange = 0 | 1 | 2 | 3;
export type RangeOption = QuickRange | -1;
export type DateRange = { start: string; end: string };

const FORMAT = 'YYYY-MM-DD';

/** The dates (YYYY-MM-DD, inclusive) of a quick option; the ranges of 7 and 30 days end yesterday. */
export function quickRange(option: QuickRange, today: string): DateRange {
  const day = dayjs(today);
  const yesterday = day.subtract(1, 'day').format(FORMAT);
  switch (option) {
    case 0:
      return { start: day.format(FORMAT), end: day.format(FORMAT) };
    case 1:
      return { start: yesterday, end: yesterday };
    case 2:
      return { start: day.subtract(7, 'day').format(FORMAT), end: yesterday };
    case 3:
      return { start: day.subtract(30, 'day').format(FORMAT), end: yesterday };
  }
}

/** Panel state: the shown option, the last quick option and the custom range if any. */
export type RangeState = { option: RangeOption; quick: QuickRange; custom: DateRange | null };

export const INITIAL_RANGE: RangeState = { option: 2, quick: 2, custom: null };

export function selectQuick(state: RangeState, quick: QuickRange): RangeState {
  return { ...state, option: quick, quick, custom: null };
}

/** Setting a custom range selects -1; clearing it returns to the quick option. */
export function setCustom(state: RangeState, custom: DateRange | null): RangeState {
  if (!custom || !custom.start || !custom.end) return { ...state, option: state.quick, custom: null };
  const [start, end] = custom.start <= custom.end ? [custom.start, custom.end] : [custom.end, custom.start];
  return { ...state, option: -1, custom: { start, end } };
}

/** The dates the panel queries for its state. */
export function rangeOf(state: RangeState, today: string): DateRange {
  return state.option === -1 && state.custom ? state.custom : quickRange(state.quick, today);
}

export type EfficiencyDayInput = { date: string; Running: number; Idle: number; Estop: number; Offline: number; utilization: number; OEE?: number | null };
export type EfficiencyChartDay = { date: string; Running: number; Idle: number; Estop: number; Offline: number; utilization: number; OEE: number | null };

const hours = (seconds: number) => Math.min(24, Math.round((Math.max(0, seconds) / 3600) * 100) / 100);

/** Daily hours per status (2 decimals, at most 24 h) and utilization/OEE in whole percents. */
export function efficiencyChartDays(days: readonly EfficiencyDayInput[]): EfficiencyChartDay[] {
  return days.map((d) => ({
    date: d.date,
    Running: hours(d.Running),
    Idle: hours(d.Idle),
    Estop: hours(d.Estop),
    Offline: hours(d.Offline),
    utilization: Math.round(d.utilization * 100),
    OEE: d.OEE === null || d.OEE === undefined ? null : Math.round(d.OEE * 100),
  }));
}
