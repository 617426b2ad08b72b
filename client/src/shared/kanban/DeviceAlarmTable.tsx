import { Table, Text } from '@chakra-ui/react';
import type { DeviceStatus } from '@contract/devices';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useAppQuery } from '../api/useAppQuery';
import { formatGmt8 } from '../utils/time';
import { LoadFailed } from '../widgets/LoadFailed';
import { KANBAN_TABLE_CSS } from './kanbanTable';

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

/**
 * The 10 newest alarms of a device (its own permission: /device/alarm; the caller wraps it in
 * a panel that checks it), reloading every 15 s while the device is in Estop.
 */
export function DeviceAlarmTable({ uuid, status }: { uuid: string; status: DeviceStatus }): ReactNode {
  const intl = useIntl();
  const { data, error, refetch, startPolling, stopPolling } = useAppQuery(DeviceAlarmTableQuery, { variables: { uuid }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (status !== 'Estop') return;
    startPolling(ALARM_REFRESH_MS);
    return () => stopPolling();
  }, [status, startPolling, stopPolling]);
  if (error && !data) return <LoadFailed error={error} onRetry={() => refetch()} size="sm" />;
  const items = data?.deviceAlarms.items ?? [];
  return items.length === 0 ? (
    <Text opacity={0.7}>{intl.formatMessage({ id: 'detail_alarms_empty' })}</Text>
  ) : (
    <Table.Root size="sm" variant="line" css={KANBAN_TABLE_CSS} data-testid="alarm-table">
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
  );
}
