import { Box } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { reliabilityRange } from '../../../shared/kanban/reliability';
import { ReliabilityFigures } from '../../../shared/kanban/ReliabilityFigures';
import { PermissionBoundary } from '../../../shared/permissions/PermissionBoundary';
import { useSession } from '../../../shared/session/useSession';
import { formatGmt8 } from '../../../shared/utils/time';

export const DeviceReliabilityQuery = graphql(`
  query DeviceReliability($uuid: String!, $start: String!, $end: String!) {
    deviceReliability(uuid: $uuid, start: $start, end: $end) {
      ...ReliabilityFigures_reliability @unmask
    }
  }
`);

function DeviceReliability({ uuid }: { uuid: string }) {
  // The last 30 days of the kanban's clock (GMT+8), today included.
  const range = reliabilityRange(formatGmt8(Date.now()).slice(0, 10));
  const { data, loading, error, refetch } = useAppQuery(DeviceReliabilityQuery, { variables: { uuid, ...range } });
  return <ReliabilityFigures figures={data?.deviceReliability} loading={loading} error={error} onRetry={() => refetch()} testId="device-reliability" />;
}

/**
 * The detail kanban's reliability line under the device detail: MTBF, MTTR and failures of the
 * last 30 days. Its own permission (the device efficiency API): without it, the compact notice.
 * Memoised: the kanban re-renders on every live value, this line only for its device.
 */
export const ReliabilityStrip = memo(function ReliabilityStrip({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Box pt="1" color="whiteAlpha.900" data-testid="reliability-strip">
      <PermissionBoundary apis={[API.deviceEfficiency]} page={intl.formatMessage({ id: 'reliability_title' })} role={user?.roles[0] ?? null} compact resetKey={uuid}>
        <DeviceReliability uuid={uuid} />
      </PermissionBoundary>
    </Box>
  );
});
