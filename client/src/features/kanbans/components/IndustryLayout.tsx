import { Grid, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { API } from '@contract/apis';
import type { Industry } from '@contract/devices';
import type { DetailLive } from '../detailRows';
import { INDUSTRY_GAUGES } from '../gauges';
import type { RunLogEntry } from '../hooks/useDeviceParameters';
import { AlarmPanel } from './AlarmPanel';
import { AxisPanel } from './AxisPanel';
import { DailyProcessingPanel } from './DailyProcessingPanel';
import { DetailPanel } from './DetailPanel';
import { ExternalAlarmsPanel } from './ExternalAlarmsPanel';
import { LiveParamChart } from './LiveParamChart';
import { ParamsPanel } from './ParamsPanel';
import { RunLogPanel } from './RunLogPanel';
import { StatusPanel } from './StatusPanel';

// Victory is heavy: only the detail kanban's utilization panel loads it, after first paint.
const DeviceEfficiencyPanel = lazy(() => import('../../../shared/widgets/DeviceEfficiencyPanel').then((m) => ({ default: m.DeviceEfficiencyPanel })));

const LASER_PARAMS = [
  { key: 'LaserPower' },
  { key: 'DutyCycle' },
  { key: 'CollimatingLensTemp' },
  { key: 'FocusingLensTemp' },
  { key: 'DownProtectiveWindowTemp' },
  { key: 'CavityPressure' },
  { key: 'FocusPosition' },
];
const WATERJET_PARAMS = [{ key: 'BoosterWaterPressure' }, { key: 'FeedRate' }, { key: 'LinearAxisFeedrate' }];
const BOOSTER_PARAMS = [{ key: 'BoosterOilTemperature' }, { key: 'BoosterOilPressure' }, { key: 'BoosterPumpSpeed' }, { key: 'BoosterMotorTemperature' }];
const CUTTING_PARAMS = [
  { key: 'XPosition' },
  { key: 'YPosition' },
  { key: 'ZPosition' },
  { key: 'WHstatus_ConsumableUsedTime' },
  { key: 'WHstatus_ConsumableLife' },
];

const AREAS: Record<Industry, string> = {
  laser: `"status laser alarm" "axis external util"`,
  waterjet: `"status waterjet alarm" "booster cutting util"`,
  other: `"params daily" "params log"`,
};

/** The detail panels of a device, laid out by its product industry. */
export function IndustryLayout({ industry, uuid, live, progress, log }: { industry: Industry; uuid: string; live: DetailLive; progress: number | null; log: readonly RunLogEntry[] }) {
  const intl = useIntl();
  const utilization = (
    <DetailPanel title={intl.formatMessage({ id: 'detail_utilization' })} testId="utilization-panel" gridArea="util" apis={[API.deviceEfficiency]}>
      <Suspense fallback={<Spinner aria-label={intl.formatMessage({ id: 'eff_loading' })} />}>
        <DeviceEfficiencyPanel uuid={uuid} />
      </Suspense>
    </DetailPanel>
  );
  return (
    <Grid data-testid="detail-layout" data-industry={industry} flex="1" minH="0" p="4" gap="4" templateColumns={industry === 'other' ? '1fr 1fr' : '1fr 1fr 1.2fr'} templateRows="1fr 1fr" templateAreas={AREAS[industry]}>
      {industry === 'laser' && (
        <>
          <StatusPanel live={live} progress={progress} gauges={INDUSTRY_GAUGES[industry]} />
          <ParamsPanel titleId="detail_laser_params" live={live} params={LASER_PARAMS} testId="laser-params" gridArea="laser">
            <LiveParamChart live={live} paramKey="LaserPower" />
          </ParamsPanel>
          <AlarmPanel uuid={uuid} status={live.status} />
          <AxisPanel live={live} />
          <ExternalAlarmsPanel live={live} />
          {utilization}
        </>
      )}
      {industry === 'waterjet' && (
        <>
          <StatusPanel live={live} progress={progress} gauges={INDUSTRY_GAUGES[industry]} />
          <ParamsPanel titleId="detail_waterjet_params" live={live} params={WATERJET_PARAMS} testId="waterjet-params" gridArea="waterjet">
            <LiveParamChart live={live} paramKey="BoosterWaterPressure" />
          </ParamsPanel>
          <AlarmPanel uuid={uuid} status={live.status} />
          <ParamsPanel titleId="detail_booster_params" live={live} params={BOOSTER_PARAMS} testId="booster-params" gridArea="booster" />
          <ParamsPanel titleId="detail_waterjet_card" live={live} params={CUTTING_PARAMS} testId="waterjet-card" gridArea="cutting" />
          {utilization}
        </>
      )}
      {industry === 'other' && (
        <>
          <ParamsPanel
            titleId="detail_generic_params"
            live={live}
            params={Object.keys(live.values)
              .sort()
              .map((key) => ({ key }))}
            testId="generic-params"
            gridArea="params"
          >
            {Object.keys(live.values).length === 0 && <Text opacity={0.7}>{intl.formatMessage({ id: 'detail_no_params' })}</Text>}
          </ParamsPanel>
          <DailyProcessingPanel uuid={uuid} />
          <RunLogPanel log={log} />
        </>
      )}
    </Grid>
  );
}
