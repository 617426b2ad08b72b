import { Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { formatGmt8 } from '../../../shared/utils/time';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { FIRST_DATE, LAST_DATE, MAX_SUPPLIER_MONTHS } from '@contract/ranges';
import { KanbanTitleBar } from '../components/KanbanHeaderTools';
import { MonthRangePicker } from '../popularity/MonthRangePicker';
import { PopularityTable } from '../popularity/PopularityTable';
import { chartBars, type MonthRange, popularityRows, rangeProblem, readQuery, REGION_LEVELS, type RegionLevel } from '../popularity/popularity';

// Victory is only fetched with the chart, like the efficiency panel's.
const PopularityChart = lazy(() => import('../popularity/PopularityChart').then((m) => ({ default: m.PopularityChart })));

export const SupplierAggregateQuery = graphql(`
  query SupplierAggregate($start: String!, $end: String!, $level: RegionLevel!) {
    supplierAggregate(start: $start, end: $end, level: $level) {
      start
      end
      level
      total
      unassigned
      datas {
        regionId
        region
        count
      }
    }
  }
`);

/**
 * /popularitykanban (and /full): the supplier aggregate, devices registered per region in a
 * month range. Range and level live in the URL, so the full-screen twin shows the same.
 */
export function PopularityKanban() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const today = formatGmt8(Date.now()).slice(0, 10);
  const { range, level } = readQuery(search, today);
  const problem = rangeProblem(range);
  const { data, loading, error, refetch } = useAppQuery(SupplierAggregateQuery, {
    variables: { start: range.start, end: range.end, level },
    skip: problem !== null,
  });
  const result = problem ? undefined : data?.supplierAggregate;
  const rows = useMemo(() => (result ? popularityRows(result.datas, result.total) : []), [result]);
  const bars = useMemo(() => chartBars(rows), [rows]);

  // The query last written to the URL until the URL shows it: the navigation lands a moment
  // later, and a second edit meanwhile (both months typed quickly) must build on the first.
  const written = useRef<{ range: MonthRange; level: RegionLevel } | null>(null);
  useEffect(() => {
    const w = written.current;
    if (w && w.range.start === range.start && w.range.end === range.end && w.level === level) written.current = null;
  }, [range.start, range.end, level]);
  const update = (next: { range?: Partial<MonthRange>; level?: RegionLevel }) => {
    const base = written.current ?? { range, level };
    const query = { range: { ...base.range, ...next.range }, level: next.level ?? base.level };
    written.current = query;
    setSearch({ start: query.range.start, end: query.range.end, level: query.level }, { replace: true });
  };

  return (
    <KanbanCanvas testId="popularity-kanban">
      <KanbanTitleBar titleId="route_popularitykanban" />
      <HStack px="8" pt="6" gap="6" justify="space-between" wrap="wrap">
        <MonthRangePicker range={range} today={today} onChange={(r) => update({ range: r })} />
        <HStack gap="2" role="group" aria-label={intl.formatMessage({ id: 'pop_group_by' })}>
          {REGION_LEVELS.map((l) => (
            <Button key={l} size="sm" variant={level === l ? 'solid' : 'outline'} colorPalette="cyan" color={level === l ? undefined : 'whiteAlpha.900'} aria-pressed={level === l} onClick={() => update({ level: l })}>
              {intl.formatMessage({ id: `level_${l}` })}
            </Button>
          ))}
        </HStack>
      </HStack>
      <Box flex="1" minH="0" px="8" py="6">
        {problem ? (
          <Text role="alert" color="orange.300" data-testid="popularity-problem">
            {intl.formatMessage({ id: `pop_problem_${problem}` }, { max: MAX_SUPPLIER_MONTHS, min: FIRST_DATE.slice(0, 7), maxMonth: LAST_DATE.slice(0, 7) })}
          </Text>
        ) : loading && !result ? (
          <Flex justify="center" gap="3">
            <Spinner />
            <Text>{intl.formatMessage({ id: 'kanban_devices_loading' })}</Text>
          </Flex>
        ) : error && !result ? (
          <LoadFailed error={error} onRetry={() => refetch()} />
        ) : !result || result.total === 0 ? (
          <Text opacity={0.7} data-testid="popularity-empty">
            {intl.formatMessage({ id: 'pop_empty' }, { start: range.start, end: range.end })}
          </Text>
        ) : (
          <Flex gap="8" h="full">
            <Box w="1040px" flexShrink={0} data-testid="popularity-chart">
              <Suspense fallback={<Spinner aria-label={intl.formatMessage({ id: 'eff_loading' })} />}>
                <PopularityChart bars={bars} width={1040} height={820} />
              </Suspense>
            </Box>
            <Stack flex="1" minW="0" overflow="auto" gap="4">
              <Text data-testid="popularity-summary">{intl.formatMessage({ id: 'pop_summary' }, { total: result.total, start: result.start, end: result.end })}</Text>
              <PopularityTable rows={rows} />
              {result.unassigned > 0 && (
                <Text fontSize="sm" opacity={0.7} data-testid="popularity-unassigned">
                  {intl.formatMessage({ id: 'kanban_unassigned' }, { count: result.unassigned })}
                </Text>
              )}
            </Stack>
          </Flex>
        )}
      </Box>
    </KanbanCanvas>
  );
}
