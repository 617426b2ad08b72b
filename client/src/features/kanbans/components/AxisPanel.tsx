import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { axisAlarmText, formatLiveValue, NO_VALUE } from '../../../shared/kanban/liveValues';
import type { DetailLive } from '../detailRows';
import { DetailPanel } from './DetailPanel';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';

const AXES = ['X', 'Y', 'Z'] as const;
/**
 * Drive values a device may publish per axis. The server accepts them as `WHstatus_` labels
 * (`WHstatus_XAxisTorque`); plain `XAxisTorque` is read too should it ever be accepted. Never simulated.
 */
const DRIVE = ['Speed', 'Current', 'Voltage', 'Torque'] as const;
const driveKeys = (axis: string, quantity: string) => [`WHstatus_${axis}Axis${quantity}`, `${axis}Axis${quantity}`];

/** Axis positions (1 decimal), feedback, drive values when published, and the axis alarm. */
export function AxisPanel({ live }: { live: DetailLive }) {
  const intl = useIntl();
  const v = (key: string) => live.values[key]?.value;
  const driveKey = (axis: string, quantity: string) => driveKeys(axis, quantity).find((k) => k in live.values);
  const driveCell = (axis: string, quantity: string) => {
    if (live.status === 'Offline') return NO_VALUE;
    const key = driveKey(axis, quantity);
    if (!key) return intl.formatMessage({ id: 'detail_not_reported' });
    return formatLiveValue(v(key), live.status);
  };
  const alarmText = axisAlarmText(v('AxisAlarmOn'), String(v('AxisAlarmText') ?? v('Alarm') ?? ''));
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_axis_params' })} testId="axis-panel" gridArea="axis">
      <Table.Root size="sm" variant="line" css={KANBAN_TABLE_CSS}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader />
            <Table.ColumnHeader>{intl.formatMessage({ id: 'axis_position' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'axis_feedback' })}</Table.ColumnHeader>
            {DRIVE.map((d) => (
              <Table.ColumnHeader key={d}>{intl.formatMessage({ id: `axis_${d.toLowerCase()}` })}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {AXES.map((axis) => (
            <Table.Row key={axis}>
              <Table.Cell fontWeight="bold">{axis}</Table.Cell>
              <Table.Cell data-testid={`value-${axis}Position`}>{formatLiveValue(v(`${axis}Position`), live.status, 'position')}</Table.Cell>
              <Table.Cell data-testid={`value-${axis}Feedback`}>{formatLiveValue(v(`${axis}Feedback`), live.status, 'position')}</Table.Cell>
              {DRIVE.map((d) => (
                <Table.Cell key={d} data-testid={`value-${axis}Axis${d}`} opacity={driveKey(axis, d) ? 1 : 0.6} fontSize={driveKey(axis, d) ? 'sm' : 'xs'}>
                  {driveCell(axis, d)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text mt="3">
        {intl.formatMessage({ id: 'detail_axis_alarm' })}:{' '}
        <Text as="span" fontWeight="semibold" data-testid="value-AxisAlarmOn">
          {live.status === 'Offline' ? NO_VALUE : (alarmText ?? intl.formatMessage({ id: 'detail_none' }))}
        </Text>
      </Text>
    </DetailPanel>
  );
}
