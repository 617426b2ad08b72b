import { API } from '@contract/apis';
import type { DeviceStatus } from '@contract/devices';
import { useIntl } from 'react-intl';
import { DeviceAlarmTable } from '../../../shared/kanban/DeviceAlarmTable';
import { DetailPanel } from './DetailPanel';

/** The 10 newest alarms of the device (its own permission: /device/alarm). */
export function AlarmPanel({ uuid, status }: { uuid: string; status: DeviceStatus }) {
  const intl = useIntl();
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_alarms' })} testId="alarm-panel" gridArea="alarm" apis={[API.deviceAlarms]}>
      <DeviceAlarmTable uuid={uuid} status={status} />
    </DetailPanel>
  );
}
