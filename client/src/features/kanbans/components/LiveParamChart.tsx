import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LiveLineChart } from '../../../shared/widgets/LiveLineChart';
import type { DetailLive } from '../detailRows';
import { parameterLabel } from '../parameters/parameterLabel';
import { useLiveSeries } from '../hooks/useLiveSeries';

/** The last 60 s of one parameter, sampled each second, blank while Offline. */
export function LiveParamChart({ live, paramKey }: { live: DetailLive; paramKey: string }) {
  const intl = useIntl();
  const series = useLiveSeries(live.values[paramKey]?.value, live.status);
  return (
    <Box mt="3">
      {/* 120 px: the chart shares its panel with the parameter rows and must fit the 1080 px canvas. */}
      <LiveLineChart series={series} height={120} label={intl.formatMessage({ id: 'detail_live_chart' }, { name: parameterLabel(intl, paramKey) })} />
    </Box>
  );
}
