import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
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

/** Pieces per day; default range is the start of the month to the end of today (GMT+8). */
export function DailyProcessingPanel({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const today = formatGmt8(Date.now()).slice(0, 10);
  const start = `${dayjs(today).startOf('month').format('YYYY-MM-DD')} 00:00:00`;
  const { data } = useQuery(EquipmentStatisticsQuery, { variables: { uuid, start, end: `${today} 23:59:59` } });
  const stats = data?.equipmentStatistics;
  const max = Math.max(1, ...(stats?.values.map((v) => v.value) ?? []));
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_daily_processing' })} testId="daily-processing-panel" gridArea="daily">
      <Stack gap="3">
        <HStack gap="8">
          <Text>
            {intl.formatMessage({ id: 'detail_today_pieces' })}: <b data-testid="today-pieces">{stats?.todaynum ?? '--'}</b>
          </Text>
          <Text>
            {intl.formatMessage({ id: 'detail_total_pieces' })}: <b>{stats?.totalnum ?? '--'}</b>
          </Text>
        </HStack>
        <Flex align="flex-end" gap="1" h="200px">
          {stats?.values.map((v) => (
            <Box key={v.date} flex="1" bg="cyan.400" title={`${v.date}: ${v.value}`} style={{ height: `${(v.value / max) * 100}%` }} />
          ))}
        </Flex>
      </Stack>
    </DetailPanel>
  );
}
