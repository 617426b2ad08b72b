import { useIntl } from 'react-intl';
import { formatLiveValue, NO_VALUE } from '../../../shared/kanban/liveValues';
import type { DetailLive } from '../detailRows';
import { parameterLabel } from '../parameters/parameterLabel';
import { DetailPanel } from './DetailPanel';
import { ValueRows } from './ValueRows';

const EXTERNAL = ['LaserAlarm', 'ChillerAlarm'] as const;

/** Alarms of the laser source and chiller: their text while raised, else "none". */
export function ExternalAlarmsPanel({ live }: { live: DetailLive }) {
  const intl = useIntl();
  const text = (key: string) => {
    const value = live.values[key]?.value;
    if (live.status === 'Offline') return NO_VALUE;
    if (value === undefined || value === null || value === false || value === '' || value === 0) return intl.formatMessage({ id: 'detail_none' });
    return formatLiveValue(value, live.status, 'text');
  };
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_external_alarms' })} testId="external-alarms-panel" gridArea="external">
      <ValueRows rows={EXTERNAL.map((key) => ({ id: key, label: parameterLabel(intl, key), value: text(key) }))} />
    </DetailPanel>
  );
}
