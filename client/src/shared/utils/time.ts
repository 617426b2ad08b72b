import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Spec clock format. */
export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The kanbans show GMT+8 whatever the browser's zone. */
export const KANBAN_UTC_OFFSET_MINUTES = 8 * 60;

/** A moment as GMT+8 wall time, YYYY-MM-DD HH:mm:ss. */
export function formatGmt8(moment: Date | number): string {
  return dayjs(moment).utcOffset(KANBAN_UTC_OFFSET_MINUTES).format(CLOCK_FORMAT);
}
