import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';

const W = 600;
const H = 160;

/** Polyline paths of a series, broken at gaps (null), scaled to the box. */
function paths(series: readonly (number | null)[], points: number, h: number): string[] {
  const values = series.filter((v): v is number => v !== null);
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const out: string[] = [];
  let current = '';
  series.forEach((v, i) => {
    if (v === null) {
      if (current) out.push(current);
      current = '';
      return;
    }
    const x = ((points - series.length + i) / (points - 1)) * W;
    const y = h - 8 - ((v - min) / span) * (h - 16);
    current += `${current ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
  });
  if (current) out.push(current);
  return out;
}

/** A light live line chart (plain SVG: Victory stays out of the live path): 60 points, gaps blank. */
export const LiveLineChart = memo(function LiveLineChart({ series, label, points = 60, height = H }: { series: readonly (number | null)[]; label: string; points?: number; height?: number }) {
  const last = [...series].reverse().find((v) => v !== null);
  return (
    <Box>
      <Text fontSize="sm" mb="1" opacity={0.8}>
        {label}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={label}
        data-testid="live-chart"
        data-points={series.filter((v) => v !== null).length}
        style={{ background: 'rgba(255,255,255,0.04)', borderRadius: 4 }}
      >
        {paths(series, points, height).map((d) => (
          <path key={d} d={d} fill="none" stroke="#22d3ee" strokeWidth="2" />
        ))}
        {last !== undefined && (
          <text x={W - 6} y={16} textAnchor="end" fill="#e2e8f0" fontSize="14">
            {last}
          </text>
        )}
      </svg>
    </Box>
  );
});
