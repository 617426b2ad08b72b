import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { type QuickRange, quickRange } from '../../../shared/kanban/efficiencyRange';
import { formatGmt8 } from '../../../shared/utils/time';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { KanbanTitleBar } from '../components/KanbanHeaderTools';
import { UtilizationTable } from '../components/UtilizationTable';
import { toUtilizationRanks } from '../utilization';

export const UtilizationRankingQuery = graphql(`
  query UtilizationRanking($start: String!, $end: String!, $pageSize: Int!) {
    utilizationRanking(start: $start, end: $end, page: 1, pageSize: $pageSize) {
      total
      items {
        rank
        uuid
        devalias
        utilization
        OEE
        runningSeconds
      }
    }
  }
`);

/** The wall shows the top of the ranking: one page of the largest size the server allows. */
const SHOWN = 50;

const RANGES: readonly { value: QuickRange; id: string }[] = [
  { value: 0, id: 'eff_today' },
  { value: 1, id: 'eff_yesterday' },
  { value: 2, id: 'eff_7days' },
  { value: 3, id: 'eff_30days' },
];

/** /utilizationkanban (and /full): devices ranked by utilization and OEE for a range, ranked by the server. */
export function UtilizationKanban() {
  const intl = useIntl();
  const [option, setOption] = useState<QuickRange>(2);
  const range = useMemo(() => quickRange(option, formatGmt8(Date.now()).slice(0, 10)), [option]);
  const { data, loading, error, refetch } = useAppQuery(UtilizationRankingQuery, { variables: { ...range, pageSize: SHOWN } });
  const ranks = useMemo(() => toUtilizationRanks(data?.utilizationRanking.items ?? []), [data]);
  const total = data?.utilizationRanking.total ?? 0;
  return (
    <KanbanCanvas testId="utilization-kanban">
      <KanbanTitleBar titleId="route_utilizationkanban" />
      <Box flex="1" minH="0" overflow="auto" p="8">
        <HStack gap="2" mb="4">
          {RANGES.map((r) => (
            <Button key={r.value} size="sm" variant={option === r.value ? 'solid' : 'outline'} colorPalette="cyan" color={option === r.value ? undefined : 'whiteAlpha.900'} onClick={() => setOption(r.value)}>
              {intl.formatMessage({ id: r.id })}
            </Button>
          ))}
          <Text fontSize="sm" opacity={0.7} data-testid="utilization-range">
            {range.start} – {range.end}
          </Text>
          {total > ranks.length && (
            <Text fontSize="sm" opacity={0.7}>
              {intl.formatMessage({ id: 'util_top_of' }, { shown: ranks.length, total })}
            </Text>
          )}
        </HStack>
        {loading ? (
          <Flex justify="center" gap="3">
            <Spinner />
            <Text>{intl.formatMessage({ id: 'kanban_devices_loading' })}</Text>
          </Flex>
        ) : error ? (
          <LoadFailed error={error} onRetry={() => refetch()} />
        ) : ranks.length === 0 ? (
          <Text opacity={0.7}>{intl.formatMessage({ id: 'kanban_devices_empty' })}</Text>
        ) : (
          <UtilizationTable ranks={ranks} />
        )}
      </Box>
    </KanbanCanvas>
  );
}
