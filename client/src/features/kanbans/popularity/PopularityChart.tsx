import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';

const AXIS = { tickLabels: { fill: '#cbd5e1', fontSize: 16 }, axis: { stroke: '#475569' }, grid: { stroke: 'none' } };

/** Horizontal bars of devices per region, most on top. Its own module so Victory loads only with the chart. */
export function PopularityChart({ bars, width, height }: { bars: readonly { region: string; count: number }[]; width: number; height: number }) {
  // Victory draws the first category at the bottom: reverse so the most popular region is on top.
  const data = [...bars].reverse();
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <VictoryChart horizontal width={width} height={height} domain={{ y: [0, max * 1.15] }} domainPadding={{ x: 24 }} padding={{ top: 20, bottom: 50, left: 170, right: 40 }}>
      <VictoryAxis style={AXIS} />
      <VictoryAxis dependentAxis style={AXIS} tickFormat={(t: number) => (Number.isInteger(t) ? String(t) : '')} />
      <VictoryBar
        data={data}
        x="region"
        y="count"
        barWidth={Math.min(40, (height - 120) / Math.max(1, data.length) - 8)}
        labels={({ datum }: { datum: { count: number } }) => String(datum.count)}
        style={{ data: { fill: '#22d3ee' }, labels: { fill: '#e2e8f0', fontSize: 16 } }}
      />
    </VictoryChart>
  );
}
