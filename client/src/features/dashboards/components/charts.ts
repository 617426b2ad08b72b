import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { KANBAN_UTC_OFFSET_MINUTES } from '../../../shared/utils/time';

dayjs.extend(utc);

/** Pure geometry of the dashboard's small SVG charts (bars, lines, pie) and their time labels. */

export type Box = { width: number; height: number };
export type Bar = { x: number; y: number; width: number; height: number; value: number };

/** The value range of a series with 0 included (bars grow from the base line); a flat series gets a span of 1. */
export function valueRange(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 };
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return max === min ? { min, max: min + 1 } : { min, max };
}

/** `slots` equal slots across the box, the last `values` in the rightmost ones, each bar 60 % of its slot. */
export function barLayout(values: readonly number[], slots: number, box: Box): Bar[] {
  const count = Math.max(1, slots);
  const shown = values.slice(-count);
  const { min, max } = valueRange(shown);
  const slot = box.width / count;
  const scale = (v: number) => box.height - ((v - min) / (max - min)) * box.height;
  const base = scale(0);
  return shown.map((value, i) => {
    const x = (count - shown.length + i) * slot + slot * 0.2;
    const top = scale(value);
    return { x, y: Math.min(top, base), width: slot * 0.6, height: Math.abs(base - top), value };
  });
}

/** The polyline through the last `slots` values, each at the centre of its slot. Empty without values. */
export function linePath(values: readonly number[], slots: number, box: Box, range = valueRange(values.slice(-Math.max(1, slots)))): string {
  const count = Math.max(1, slots);
  const shown = values.slice(-count);
  if (shown.length === 0) return '';
  const slot = box.width / count;
  return shown
    .map((v, i) => {
      const x = (count - shown.length + i) * slot + slot / 2;
      const y = box.height - ((v - range.min) / (range.max - range.min)) * box.height;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join('');
}

export type Slice = { key: string; value: number; fraction: number; path: string };

/** Pie slices of the positive parts around (cx, cy), clockwise from 12 o'clock; one part alone is a full circle. */
export function pieSlices(parts: readonly { key: string; value: number }[], cx: number, cy: number, r: number): Slice[] {
  const positive = parts.filter((p) => p.value > 0);
  const total = positive.reduce((s, p) => s + p.value, 0);
  if (total <= 0) return [];
  let angle = -Math.PI / 2;
  return positive.map((p) => {
    const fraction = p.value / total;
    if (fraction >= 0.9999) {
      return { key: p.key, value: p.value, fraction: 1, path: `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z` };
    }
    const start = angle;
    angle += fraction * 2 * Math.PI;
    const x1 = cx + r * Math.cos(start);
    const y1 = cy + r * Math.sin(start);
    const x2 = cx + r * Math.cos(angle);
    const y2 = cy + r * Math.sin(angle);
    const large = fraction > 0.5 ? 1 : 0;
    return { key: p.key, value: p.value, fraction, path: `M${cx},${cy}L${x1.toFixed(2)},${y1.toFixed(2)}A${r},${r} 0 ${large},1 ${x2.toFixed(2)},${y2.toFixed(2)}Z` };
  });
}

/** A moment in GMT+8 (the kanbans' zone) in a dayjs format such as `HH:mm:ss`. */
export function formatTimeType(moment: Date | number, timetype: string): string {
  return dayjs(moment).utcOffset(KANBAN_UTC_OFFSET_MINUTES).format(timetype);
}
