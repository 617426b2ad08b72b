import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { axisAlarmText, formatLiveValue, NO_VALUE, valueFormatFor } from '../../../shared/kanban/liveValues';
import type { DetailLive } from '../detailRows';
import { DetailPanel } from './DetailPanel';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';

const AXES = ['X', 'Y', 'Z'] as const;
/** Servo drive values of each axis, as machines publish them (`XAxisSpeed`; a `WHstatus_XAxisSpeed` label is read too). */
const DRIVE = ['Speed', 'Current', 'Voltage', 'Torque'] as const;
const driveKeys = (axis: string, quantity: string) => [`${axis}Axis${quantity}`, `WHstatus_${axis}Axis${quantity}`];

/**
 * Axis positions and feedback (1 decimal), the drive values a device reports (a device that
 * reports none is said not to, never given invented numbers), and the axis alarm. Units come
 * from the parameter formats (of the X axis for a column).
 */
export function AxisPanel({ live }: { live: DetailLive }) {
  const intl = useIntl();
  const v = (key: string) => live.values[key]?.value;
  const driveKey = (axis: string, quantity: string) => driveKeys(axis, quantity).find((k) => k in live.values);
  const driveCell = (axis: string, quantity: string) => {
    if (live.status === 'Offline') return NO_VALUE;
    const key = driveKey(axis, quantity);
    if (!key) return intl.formatMessage({ id: 'detail_not_reported' });
    return formatLiveValue(v(key), live.status, valueFormatFor(key));
  };
  const heading = (id: string, unitKey: string) => {
    const unit = live.formats[unitKey]?.unit;
    return unit ? `${intl.formatMessage({ id })} (${unit})` : intl.formatMessage({ id });
  };
  const alarmText = axisAlarmText(v('AxisAlarmOn'), String(v('AxisAlarmText') ?? v('Alarm') ?? ''), intl.formatMessage({ id: 'detail_axis_alarm_on' }));
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_axis_params' })} testId="axis-panel" gridArea="axis">
      <Table.Root size="sm" variant="line" css={KANBAN_TABLE_CSS}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader />
            <Table.ColumnHeader>{heading('axis_position', 'XPosition')}</Table.ColumnHeader>
            <Table.ColumnHeader>{heading('axis_feedback', 'XFeedback')}</Table.ColumnHeader>
            {DRIVE.map((d) => (
              <Table.ColumnHeader key={d}>{heading(`axis_${d.toLowerCase()}`, `XAxis${d}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {AXES.map((axis) => (
            <Table.Row key={axis}>
              <Table.Cell fontWeight="bold">{axis}</Table.Cell>
              {(['Position', 'Feedback'] as const).map((q) => (
                <Table.Cell key={q} data-testid={`value-${axis}${q}`}>
                  {formatLiveValue(v(`${axis}${q}`), live.status, valueFormatFor(`${axis}${q}`))}
                </Table.Cell>
              ))}
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
