import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatLiveValue, NO_VALUE } from '../kanban/liveValues';
import { arcPath, clampToScale, GAUGE_END_ANGLE, GAUGE_SCALE, GAUGE_START_ANGLE, type GaugeScale, gaugeReading, gaugeTicks, polar } from './gauge';

const CX = 100;
const CY = 96;
const R = 80;
const TRACK = 'rgba(255,255,255,0.15)';
const ACCENT = '#22d3ee';

export type GaugeProps = {
  /** Visible name, also the meter's accessible name. */
  label: string;
  /** The live value as published (number or numeric text); anything else shows no needle. */
  value: unknown;
  /** The device status: Offline (or unknown) shows `--` and no needle. */
  status: unknown;
  scale?: GaugeScale;
  unit?: string | null;
  testId?: string;
  /** Height of the dial (default 120 px); a dashboard gauge fills its box. */
  dialHeight?: number | string;
};

/**
 * A live dial in plain SVG (no chart library on the live path). Memoised on its primitive
 * props, so a parameter that did not change costs nothing when the kanban re-renders.
 */
export const Gauge = memo(function Gauge({ label, value, status, scale = GAUGE_SCALE, unit, testId, dialHeight = 120 }: GaugeProps) {
  const reading = gaugeReading(value, status, scale);
  const shown = reading ? formatLiveValue(value, status) : NO_VALUE;
  const text = reading && unit ? `${shown} ${unit}` : shown;
  const needle = reading ? polar(CX, CY, R - 22, reading.angle) : null;
  const a11y = reading
    ? { role: 'meter', 'aria-valuemin': scale.min, 'aria-valuemax': scale.max, 'aria-valuenow': clampToScale(reading.value, scale), 'aria-valuetext': text }
    : { role: 'img' };
  return (
    <Box textAlign="center" minW="0" data-testid={testId} data-value={shown} data-needle={reading ? 'true' : 'false'} data-clamped={reading?.clamped ? 'true' : undefined}>
      <svg viewBox="0 8 200 152" width="100%" height={dialHeight} aria-label={reading ? label : `${label}: ${NO_VALUE}`} {...a11y}>
        <path d={arcPath(CX, CY, R, GAUGE_START_ANGLE, GAUGE_END_ANGLE)} fill="none" stroke={TRACK} strokeWidth="10" strokeLinecap="round" />
        {reading && <path d={arcPath(CX, CY, R, GAUGE_START_ANGLE, reading.angle)} fill="none" stroke={ACCENT} strokeWidth="10" strokeLinecap="round" />}
        {gaugeTicks(scale).map((tick) => {
          const a = polar(CX, CY, R - 9, tick.angle);
          const b = polar(CX, CY, R - 13, tick.angle);
          const t = polar(CX, CY, R - 28, tick.angle);
          return (
            <g key={tick.value} aria-hidden="true">
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="rgba(255,255,255,0.6)" strokeWidth="2" />
              <text x={t.x} y={t.y} fill="rgba(255,255,255,0.75)" fontSize="12" textAnchor="middle" dominantBaseline="middle">
                {tick.value}
              </text>
            </g>
          );
        })}
        {needle && (
          <g data-testid="gauge-needle" aria-hidden="true">
            <line x1={CX} y1={CY} x2={needle.x} y2={needle.y} stroke="#f8fafc" strokeWidth="3" strokeLinecap="round" />
            <circle cx={CX} cy={CY} r="6" fill="#f8fafc" />
          </g>
        )}
      </svg>
      <Text fontSize="xl" fontWeight="bold" lineHeight="1.2" fontVariantNumeric="tabular-nums" aria-hidden="true" data-testid="gauge-text">
        {text}
      </Text>
      <Text fontSize="sm" opacity={0.8} truncate title={label}>
        {label}
      </Text>
    </Box>
  );
});
