import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { DistributionTable } from '../components/DistributionTable';
import { KanbanTitleBar } from '../components/KanbanHeaderTools';
import { toDistributionRows } from '../distribution';
import { useRefetchOnDeviceChange } from '../hooks/useRefetchOnDeviceChange';

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
  const { showError } = useErrorToast();
  const { data, loading, error, refetch } = useQuery(DeviceDistributionQuery, { fetchPolicy: 'cache-and-network' });
  useRefetchOnDeviceChange(refetch);
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
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
          <Text role="alert" color="red.300">
            {intl.formatMessage({ id: 'kanban_load_failed' })}
          </Text>
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
