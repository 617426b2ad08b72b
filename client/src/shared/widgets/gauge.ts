import { normalizeStatus } from '@contract/devices';
import { asNumber } from '../kanban/liveValues';

/** A gauge's range and how many equal parts its scale is split into. */
export type GaugeScale = { min: number; max: number; splits: number };

/** Spec part 1 section 9: gauges run from 0 to 100 in 5 splits. */
export const GAUGE_SCALE: GaugeScale = { min: 0, max: 100, splits: 5 };
/** Spec part 1 section 9: the cutting-speed gauge runs from 0 to 120 in 6 splits. */
export const CUTTING_SPEED_SCALE: GaugeScale = { min: 0, max: 120, splits: 6 };

/**
 * The dial: 270 degrees, from lower left (225 degrees, the minimum) clockwise over the top
 * to lower right (-45 degrees, the maximum). Angles are mathematical: counter-clockwise from
 * the positive x axis.
 */
export const GAUGE_START_ANGLE = 225;
export const GAUGE_SWEEP = 270;
export const GAUGE_END_ANGLE = GAUGE_START_ANGLE - GAUGE_SWEEP;

/** The value held inside the scale (a reading above the maximum pins the needle at the maximum). */
export function clampToScale(value: number, scale: GaugeScale): number {
  return Math.min(scale.max, Math.max(scale.min, value));
}

/** The needle angle of a value, clamped to the dial. */
export function gaugeAngle(value: number, scale: GaugeScale): number {
  const span = scale.max - scale.min || 1;
  return GAUGE_START_ANGLE - ((clampToScale(value, scale) - scale.min) / span) * GAUGE_SWEEP;
}

/** The labelled ticks of a scale: `splits + 1` of them, from min to max. */
export function gaugeTicks(scale: GaugeScale): { value: number; angle: number }[] {
  const splits = Math.max(1, Math.round(scale.splits));
  return Array.from({ length: splits + 1 }, (_, i) => {
    const value = scale.min + ((scale.max - scale.min) * i) / splits;
    return { value, angle: gaugeAngle(value, scale) };
  });
}

/** What a gauge shows: nothing (no needle) while Offline or without a numeric value. */
export type GaugeReading = { value: number; angle: number; clamped: boolean } | null;

export function gaugeReading(value: unknown, status: unknown, scale: GaugeScale): GaugeReading {
  if (normalizeStatus(status) === 'Offline') return null;
  const n = asNumber(value);
  if (n === null) return null;
  return { value: n, angle: gaugeAngle(n, scale), clamped: n < scale.min || n > scale.max };
}

/** The point at `angle` on a circle, in SVG coordinates (y grows downwards). */
export function polar(cx: number, cy: number, r: number, angle: number): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  return { x: round(cx + r * Math.cos(rad)), y: round(cy - r * Math.sin(rad)) };
}

/** An SVG arc drawn clockwise from angle `from` to angle `to` (from >= to); empty when they meet. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const sweep = from - to;
  if (sweep <= 0) return '';
  const a = polar(cx, cy, r, from);
  const b = polar(cx, cy, r, to);
  const large = sweep > 180 ? 1 : 0;
  return `M${a.x},${a.y}A${r},${r} 0 ${large} 1 ${b.x},${b.y}`;
}

const round = (v: number) => Math.round(v * 100) / 100;
