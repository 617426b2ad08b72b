import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, statusName } from '../../../shared/kanban/deviceStatus';
import { formatLiveValue } from '../../../shared/kanban/liveValues';
import { type DetailLive, paramRow } from '../detailRows';
import type { GaugeSpec } from '../gauges';
import { DetailPanel } from './DetailPanel';
import { LiveGauges } from './LiveGauges';
import { ProgressSegments } from '../../../shared/kanban/ProgressSegments';
import { ValueRows } from './ValueRows';

/** Live status, program, progress, pieces and elapsed time, and the layout's gauges. */
export function StatusPanel({ live, progress, gauges = [] }: { live: DetailLive; progress: number | null; gauges?: readonly GaugeSpec[] }) {
  const intl = useIntl();
  const offline = live.status === 'Offline';
  const progressLabel = intl.formatMessage({ id: 'detail_progress' });
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_status' })} testId="status-panel" gridArea="status">
      <Stack gap="3">
        <Flex align="center" gap="3">
          <Box w="28px" h="28px" borderRadius="full" style={{ background: STATUS_COLORS[live.status] }} />
          <Text fontSize="2xl" fontWeight="bold" data-testid="detail-status" data-status={live.status}>
            {statusName(intl, live.status)}
          </Text>
        </Flex>
        <ValueRows
          rows={[
            { id: 'WHstatus_ProgramName', label: intl.formatMessage({ id: 'detail_program' }), value: formatLiveValue(live.values.WHstatus_ProgramName?.value, live.status, 'text') },
            { id: 'processrate', label: progressLabel, value: formatLiveValue(progress, live.status), unit: '%' },
            { ...paramRow(intl, live, 'WHstatus_PieceCount'), label: intl.formatMessage({ id: 'detail_pieces' }) },
            { ...paramRow(intl, live, 'WHstatus_ElapsedTime', 'hours'), label: intl.formatMessage({ id: 'detail_elapsed' }), unit: null },
          ]}
        />
        <ProgressSegments percent={offline ? null : progress} label={progressLabel} />
        <LiveGauges specs={gauges} live={live} />
      </Stack>
    </DetailPanel>
  );
}
