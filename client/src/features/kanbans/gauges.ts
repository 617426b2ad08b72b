import { CUTTING_SPEED_SCALE, GAUGE_SCALE, type GaugeScale } from '../../shared/widgets/gauge';
import type { Industry } from '@contract/devices';
import type { ParameterMap } from './hooks/useDeviceParameters';

/** One gauge of the detail kanban: the parameters that may feed it, in order of preference. */
export type GaugeSpec = { id: string; labelId: string; keys: readonly string[]; scale: GaugeScale };

/** Percent values on the 0-100 gauge (spec part 1 section 9). */
const DUTY_CYCLE: GaugeSpec = { id: 'DutyCycle', labelId: 'param_DutyCycle', keys: ['DutyCycle'], scale: GAUGE_SCALE };

/**
 * The cutting-speed gauge (0-120, 6 splits). Controls publish the path speed under one of
 * these keys (spec part 1 section 3, general data points); the first one published feeds it.
 */
export const CUTTING_SPEED: GaugeSpec = { id: 'cutting-speed', labelId: 'gauge_cutting_speed', keys: ['FeedV', 'FeedRate', 'LinearAxisFeedrate'], scale: CUTTING_SPEED_SCALE };

/**
 * Gauges per layout. Only values that fit a 0-100 dial are drawn on one: the duty cycle is a
 * percentage; laser power (W) and pump speed (rpm) are not, and stay as rows and charts.
 */
export const INDUSTRY_GAUGES: Record<Industry, readonly GaugeSpec[]> = {
  laser: [DUTY_CYCLE, CUTTING_SPEED],
  waterjet: [CUTTING_SPEED],
  other: [],
};

/** The parameter key feeding a gauge: the first of its keys the device published, else the first. */
export function gaugeSource(spec: GaugeSpec, values: ParameterMap): string {
  return spec.keys.find((key) => values[key] !== undefined) ?? spec.keys[0];
}
