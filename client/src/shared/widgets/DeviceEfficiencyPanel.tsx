import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DEVICE_STATUSES } from '@contract/devices';
import { memo, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLegend, VictoryLine, VictoryStack } from 'victory';
import { graphql } from '../../gql';
import { useAppQuery } from '../api/useAppQuery';
import { useDebouncedWidth } from '../hooks/useDebouncedWidth';
import { STATUS_COLORS, statusName } from '../kanban/deviceStatus';
import { efficiencyChartDays, INITIAL_RANGE, type QuickRange, rangeOf, selectQuick, setCustom } from '../kanban/efficiencyRange';
import { formatGmt8 } from '../utils/time';
import { LoadFailed } from './LoadFailed';

export const DeviceEfficiencyStatisticsQuery = graphql(`
  query DeviceEfficiencyStatistics($uuid: String!, $start: String!, $end: String!) {
    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {
      date
      Running
      Idle
      Estop
      Offline
      utilization
      OEE
    }
  }
`);

const QUICK: readonly { value: QuickRange; id: string }[] = [
  { value: 0, id: 'eff_today' },
  { value: 1, id: 'eff_yesterday' },
  { value: 2, id: 'eff_7days' },
  { value: 3, id: 'eff_30days' },
];
const AXIS_STYLE = { tickLabels: { fill: '#cbd5e1', fontSize: 10 }, axis: { stroke: '#475569' }, grid: { stroke: 'none' } };

/** Device efficiency: quick ranges or a custom range; daily hours per status and utilization/OEE. */
// Memoised: the detail kanban re-renders on every live value, the chart only needs its uuid.
export const DeviceEfficiencyPanel = memo(function DeviceEfficiencyPanel({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const [state, setState] = useState(INITIAL_RANGE);
  const today = formatGmt8(Date.now()).slice(0, 10);
  const range = rangeOf(state, today);
  const { data, loading, error, refetch } = useAppQuery(DeviceEfficiencyStatisticsQuery, { variables: { uuid, ...range } });
  // Victory gets numeric x (day index); the axis maps it back to MM-DD.
  const days = useMemo(() => efficiencyChartDays(data?.deviceEfficiencyStatistics ?? []).map((d, i) => ({ ...d, x: i + 1 })), [data]);
  // A status of no hours on a day is no bar (y null): Victory drew such a stacked bar with a NaN path.
  const bars = useMemo(() => Object.fromEntries(DEVICE_STATUSES.map((s) => [s, days.map((d) => ({ x: d.x, y: d[s] > 0 ? d[s] : null }))])) as Record<(typeof DEVICE_STATUSES)[number], { x: number; y: number | null }[]>, [days]);
  const box = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(box);
  const label = (t: unknown) => days[Number(t) - 1]?.date.slice(5) ?? '';
  return (
    <Stack gap="2" data-testid="efficiency-panel" data-option={state.option}>
      <HStack gap="1" wrap="wrap">
        {QUICK.map((q) => (
          <Button key={q.value} size="xs" variant={state.option === q.value ? 'solid' : 'outline'} colorPalette="cyan" color={state.option === q.value ? undefined : 'whiteAlpha.900'} onClick={() => setState((s) => selectQuick(s, q.value))}>
            {intl.formatMessage({ id: q.id })}
          </Button>
        ))}
        <Input
          size="xs"
          type="date"
          w="130px"
          aria-label={intl.formatMessage({ id: 'eff_from' })}
          value={state.custom?.start ?? ''}
          max={today}
          onChange={(e) => setState((s) => setCustom(s, { start: e.target.value, end: s.custom?.end ?? e.target.value }))}
        />
        <Input
          size="xs"
          type="date"
          w="130px"
          aria-label={intl.formatMessage({ id: 'eff_to' })}
          value={state.custom?.end ?? ''}
          max={today}
          onChange={(e) => setState((s) => setCustom(s, { start: s.custom?.start ?? e.target.value, end: e.target.value }))}
        />
        {state.custom && (
          <Button size="xs" variant="ghost" color="whiteAlpha.900" onClick={() => setState((s) => setCustom(s, null))}>
            {intl.formatMessage({ id: 'eff_clear' })}
          </Button>
        )}
      </HStack>
      <Box ref={box} w="full">
        {error && !data ? (
          <LoadFailed error={error} onRetry={() => refetch()} size="sm" />
        ) : !loading && days.length === 0 ? (
          <Text opacity={0.7}>{intl.formatMessage({ id: 'eff_empty' })}</Text>
        ) : (
          <>
            <VictoryChart width={width} height={150} padding={{ top: 24, bottom: 24, left: 36, right: 8 }} domain={{ y: [0, 24] }} domainPadding={{ x: 12 }}>
              <VictoryLegend x={40} y={0} orientation="horizontal" gutter={12} style={{ labels: { fill: '#e2e8f0', fontSize: 10 } }} data={DEVICE_STATUSES.map((s) => ({ name: statusName(intl, s), symbol: { fill: STATUS_COLORS[s] } }))} />
              <VictoryAxis tickValues={days.map((d) => d.x)} tickFormat={label} style={AXIS_STYLE} />
              <VictoryAxis dependentAxis label={intl.formatMessage({ id: 'eff_hours' })} style={{ ...AXIS_STYLE, axisLabel: { fill: '#cbd5e1', fontSize: 10, padding: 24 } }} />
              <VictoryStack>
                {DEVICE_STATUSES.map((s) => (
                  <VictoryBar key={s} data={bars[s]} style={{ data: { fill: STATUS_COLORS[s] } }} />
                ))}
              </VictoryStack>
            </VictoryChart>
            <VictoryChart width={width} height={130} padding={{ top: 24, bottom: 24, left: 36, right: 8 }} domain={{ y: [0, 100] }} domainPadding={{ x: 12 }}>
              <VictoryLegend
                x={40}
                y={0}
                orientation="horizontal"
                gutter={12}
                style={{ labels: { fill: '#e2e8f0', fontSize: 10 } }}
                data={[
                  { name: intl.formatMessage({ id: 'eff_utilization' }), symbol: { fill: '#22d3ee' } },
                  { name: intl.formatMessage({ id: 'eff_oee' }), symbol: { fill: '#f472b6' } },
                ]}
              />
              <VictoryAxis tickValues={days.map((d) => d.x)} tickFormat={label} style={AXIS_STYLE} />
              <VictoryAxis dependentAxis tickFormat={(t: number) => `${t}%`} style={AXIS_STYLE} />
              <VictoryLine data={days} x="x" y="utilization" style={{ data: { stroke: '#22d3ee' } }} />
              {/* OEE is null without work shifts or planned run time; an empty line would draw NaN paths. */}
              {days.some((d) => d.OEE !== null) && <VictoryLine data={days.filter((d) => d.OEE !== null)} x="x" y="OEE" style={{ data: { stroke: '#f472b6' } }} />}
            </VictoryChart>
          </>
        )}
      </Box>
    </Stack>
  );
});
