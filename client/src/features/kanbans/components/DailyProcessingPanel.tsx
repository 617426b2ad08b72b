import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { OUTPUT_SHORTCUTS, type OutputShortcut, outputRange } from '../../../shared/kanban/outputRange';
import { formatGmt8 } from '../../../shared/utils/time';
import { DetailPanel } from './DetailPanel';

export const EquipmentStatisticsQuery = graphql(`
  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {
    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {
      todaynum
      totalnum
      values {
        date
        value
      }
    }
  }
`);

/** Pieces per day; default range is this month: its start to the end of today (GMT+8). */
export function DailyProcessingPanel({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const [shortcut, setShortcut] = useState<OutputShortcut>('thisMonth');
  const today = formatGmt8(Date.now()).slice(0, 10);
  const { data, error, refetch } = useAppQuery(EquipmentStatisticsQuery, { variables: { uuid, ...outputRange(shortcut, today) } });
  const stats = data?.equipmentStatistics;
  const max = Math.max(1, ...(stats?.values.map((v) => v.value) ?? []));
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_daily_processing' })} testId="daily-processing-panel" gridArea="daily" apis={[API.deviceEfficiency]}>
      <Stack gap="3">
        <HStack gap="1" wrap="wrap">
          {OUTPUT_SHORTCUTS.map((s) => (
            <Button key={s} size="xs" variant={s === shortcut ? 'solid' : 'outline'} colorPalette="cyan" color={s === shortcut ? undefined : 'whiteAlpha.900'} onClick={() => setShortcut(s)}>
              {intl.formatMessage({ id: `output_${s}` })}
            </Button>
          ))}
        </HStack>
        {error && !data ? (
          <LoadFailed error={error} onRetry={() => refetch()} size="sm" />
        ) : (
          <HStack gap="8">
            <Text>
              {intl.formatMessage({ id: 'detail_today_pieces' })}: <b data-testid="today-pieces">{stats?.todaynum ?? '--'}</b>
            </Text>
            <Text>
              {intl.formatMessage({ id: 'detail_total_pieces' })}: <b>{stats?.totalnum ?? '--'}</b>
            </Text>
          </HStack>
        )}
        <Flex align="flex-end" gap="1" h="200px">
          {stats?.values.map((v) => (
            <Box key={v.date} flex="1" bg="cyan.400" title={`${v.date}: ${v.value}`} style={{ height: `${(v.value / max) * 100}%` }} />
          ))}
        </Flex>
      </Stack>
    </DetailPanel>
  );
}
