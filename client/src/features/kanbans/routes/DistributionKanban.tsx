import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { DistributionTable } from '../components/DistributionTable';
import { KanbanTitleBar } from '../components/KanbanHeaderTools';
import { toDistributionRows } from '../distribution';
import { useRefetchOnTableChange } from '../../../shared/api/useTableVersion';

export const DeviceDistributionQuery = graphql(`
  query DeviceDistribution {
    deviceDistribution {
      regions {
        regionId
        region
        level
        depth
        total
        Running
        Idle
        Estop
        Offline
      }
      unassigned {
        total
      }
    }
  }
`);

/** /distributionkanban (and /full): devices by country, province and city, with live counts by status (counted by the server). */
export function DistributionKanban() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useAppQuery(DeviceDistributionQuery, { fetchPolicy: 'cache-and-network' });
  // Live counts without polling: read again when a device's status changes anywhere (the `device` table's pushes).
  useRefetchOnTableChange('device', refetch);
  const rows = useMemo(() => toDistributionRows(data?.deviceDistribution.regions ?? []), [data]);
  const unassigned = data?.deviceDistribution.unassigned.total ?? 0;
  return (
    <KanbanCanvas testId="distribution-kanban">
      <KanbanTitleBar titleId="route_distributionkanban" />
      <Box flex="1" minH="0" overflow="auto" p="8">
        {loading && !data ? (
          <Flex justify="center" gap="3">
            <Spinner />
            <Text>{intl.formatMessage({ id: 'kanban_devices_loading' })}</Text>
          </Flex>
        ) : error && !data ? (
          <LoadFailed error={error} onRetry={() => refetch()} />
        ) : rows.length === 0 ? (
          <Text opacity={0.7}>{intl.formatMessage({ id: 'dist_empty' })}</Text>
        ) : (
          <>
            <DistributionTable rows={rows} />
            {unassigned > 0 && (
              <Text mt="4" fontSize="sm" opacity={0.7} data-testid="distribution-unassigned">
                {intl.formatMessage({ id: 'kanban_unassigned' }, { count: unassigned })}
              </Text>
            )}
          </>
        )}
      </Box>
    </KanbanCanvas>
  );
}
