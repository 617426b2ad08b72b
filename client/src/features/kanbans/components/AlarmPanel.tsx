import { Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { DeviceStatus } from '@contract/devices';
import { formatGmt8 } from '../../../shared/utils/time';
import { DetailPanel } from './DetailPanel';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';

export const DeviceAlarmTableQuery = graphql(`
  query DeviceAlarmTable($uuid: String!) {
    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {
      total
      items {
        value
        timeStamp
      }
    }
  }
`);

/** Spec part 1 section 9: the alarm table reloads every 15 s, only while Estop. */
export const ALARM_REFRESH_MS = 15_000;

/** The 10 newest alarms of the device. */
export function AlarmPanel({ uuid, status }: { uuid: string; status: DeviceStatus }) {
  const intl = useIntl();
  const { data, startPolling, stopPolling } = useQuery(DeviceAlarmTableQuery, { variables: { uuid }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (status !== 'Estop') return;
    startPolling(ALARM_REFRESH_MS);
    return () => stopPolling();
  }, [status, startPolling, stopPolling]);
  const items = data?.deviceAlarms.items ?? [];
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_alarms' })} testId="alarm-panel" gridArea="alarm">
      {items.length === 0 ? (
        <Text opacity={0.7}>{intl.formatMessage({ id: 'detail_alarms_empty' })}</Text>
      ) : (
        <Table.Root size="sm" variant="line" css={KANBAN_TABLE_CSS}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage({ id: 'detail_alarm_time' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage({ id: 'detail_alarm_text' })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((a) => (
              <Table.Row key={`${a.timeStamp}-${a.value}`}>
                <Table.Cell whiteSpace="nowrap">{formatGmt8(new Date(a.timeStamp))}</Table.Cell>
                <Table.Cell>{a.value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DetailPanel>
  );
}
