import { Grid } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Gauge } from '../../../shared/widgets/Gauge';
import type { DetailLive } from '../detailRows';
import { gaugeSource, type GaugeSpec } from '../gauges';

/** The gauges of a layout side by side, each fed by its live parameter. */
export function LiveGauges({ specs, live }: { specs: readonly GaugeSpec[]; live: DetailLive }) {
  const intl = useIntl();
  if (specs.length === 0) return null;
  return (
    <Grid templateColumns={`repeat(${specs.length}, minmax(0, 1fr))`} gap="2" data-testid="detail-gauges">
      {specs.map((spec) => {
        const key = gaugeSource(spec, live.values);
        return (
          <Gauge
            key={spec.id}
            testId={`gauge-${spec.id}`}
            label={intl.formatMessage({ id: spec.labelId })}
            value={live.values[key]?.value}
            status={live.status}
            scale={spec.scale}
            unit={live.formats[key]?.unit}
          />
        );
      })}
    </Grid>
  );
}
