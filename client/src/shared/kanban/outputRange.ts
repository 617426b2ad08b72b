import dayjs from 'dayjs';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';

dayjs.extend(quarterOfYear);

/** Shortcuts of the daily output range (spec part 1 section 9). */
export type OutputShortcut = 'thisMonth' | 'lastMonth' | 'thisQuarter' | 'lastQuarter' | 'thisYear' | 'lastYear';
export const OUTPUT_SHORTCUTS: readonly OutputShortcut[] = ['thisMonth', 'lastMonth', 'thisQuarter', 'lastQuarter', 'thisYear', 'lastYear'];

const F = 'YYYY-MM-DD';

/**
 * The range (YYYY-MM-DD HH:mm:ss) of a shortcut for the local day `today`; the current
 * period ends at the end of today (the default is this month: start of month to end of today).
 */
export function outputRange(shortcut: OutputShortcut, today: string): { start: string; end: string } {
  const d = dayjs(today);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs) => ({ start: `${from.format(F)} 00:00:00`, end: `${to.format(F)} 23:59:59` });
  switch (shortcut) {
    case 'thisMonth':
      return span(d.startOf('month'), d);
    case 'lastMonth':
      return span(d.subtract(1, 'month').startOf('month'), d.subtract(1, 'month').endOf('month'));
    case 'thisQuarter':
      return span(d.startOf('quarter'), d);
    case 'lastQuarter':
      return span(d.subtract(1, 'quarter').startOf('quarter'), d.subtract(1, 'quarter').endOf('quarter'));
    case 'thisYear':
      return span(d.startOf('year'), d);
    case 'lastYear':
      return span(d.subtract(1, 'year').startOf('year'), d.subtract(1, 'year').endOf('year'));
  }
}
