import { zoneOffsetMs } from '../modules/efficiency/zone';

/** A shop's working hours, local time: from `start` to `end` (hours 0-24) every day. */
export type ShiftHours = { start: number; end: number };

/** Lasers run two shifts; waterjets (slow, supervised cuts) a day shift, as the demo's OEE shift does. */
export const DEMO_SHIFTS = {
  laser: { start: 6, end: 22 },
  waterjet: { start: 8, end: 20 },
  other: { start: 6, end: 22 },
} as const satisfies Record<string, ShiftHours>;

/**
 * The local hour (0-23) of an instant in a zone. The zone's offset is looked up once per
 * UTC hour (offsets change on the hour or half hour at most), so stepping a model through
 * months of history does not ask Intl millions of times.
 */
export function localHourIn(timeZone: string): (ms: number) => number {
  const offsets = new Map<number, number>();
  return (ms) => {
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = zoneOffsetMs(hour * 3_600_000, timeZone);
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(hour, offset);
    }
    return Math.floor((((ms + offset) / 3_600_000) % 24 + 24) % 24);
  };
}

/** Whether the shop works at an instant. */
export function workingHours(shift: ShiftHours, localHour: (ms: number) => number): (ms: number) => boolean {
  return (ms) => {
    const h = localHour(ms);
    return h >= shift.start && h < shift.end;
  };
}

/** A stable seed from a text (FNV-1a), so a device's simulated history is the same for the same start. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
