import { Box, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { DistributionTable } from '../components/DistributionTable';
import { distributionRows } from '../distribution';
import { useAllDevices } from '../hooks/useAllDevices';
import { useLiveStatuses } from '../hooks/useLiveStatuses';
import { TenantTreeQuery } from '../tenantTreeQuery';
import { KanbanHeaderTools } from '../components/KanbanHeaderTools';

/** /distributionkanban (and /full): devices by country, province and city, with live counts by status. */
export function DistributionKanban() {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const tree = useQuery(TenantTreeQuery);
  const { devices, loading, error } = useAllDevices();
  useEffect(() => {
    const e = tree.error ?? error;
    if (e) showError(e);
  }, [tree.error, error, showError]);
  const uuids = useMemo(() => devices.map((d) => d.uuid), [devices]);
  const live = useLiveStatuses(uuids);
  const rows = useMemo(
    () => distributionRows(tree.data?.tenantTree ?? [], devices.map((d) => ({ ...d, status: live[d.uuid] ?? d.status }))),
    [tree.data, devices, live],
  );
  return (
    <KanbanCanvas testId="distribution-kanban">
      <HStack as="header" h="80px" flexShrink={0} justify="space-between" px="8" borderBottomWidth="1px" borderColor="whiteAlpha.300">
        <Heading as="h1" size="2xl" color="cyan.200">
          {intl.formatMessage({ id: 'route_distributionkanban' })}
        </Heading>
        <KanbanHeaderTools />
      </HStack>
      <Box flex="1" minH="0" overflow="auto" p="8">
        {loading || tree.loading ? (
          <Flex justify="center" gap="3">
            <Spinner />
            <Text>{intl.formatMessage({ id: 'kanban_devices_loading' })}</Text>
          </Flex>
        ) : rows.length === 0 ? (
          <Text opacity={0.7}>{intl.formatMessage({ id: 'dist_empty' })}</Text>
        ) : (
          <DistributionTable rows={rows} />
        )}
      </Box>
    </KanbanCanvas>
  );
}
