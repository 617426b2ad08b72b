import { Box, Flex, Heading, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { isFullPath } from '../../../shared/utils/fullscreen';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { IndustryLayout } from '../components/IndustryLayout';
import type { DetailLive, FormatMap } from '../detailRows';
import { useDeviceParameters, useProcessRate } from '../hooks/useDeviceParameters';
import { useLiveDeviceStatuses } from '../hooks/useLiveDeviceStatuses';
import { KanbanHeaderTools } from '../components/KanbanHeaderTools';
import { ProductDetailGrid } from '../components/ProductDetailGrid';
import { ReliabilityStrip } from '../components/ReliabilityStrip';
import { CopyLinkButton } from '../../../shared/widgets/CopyLinkButton';
import { writeLastDevice } from '../kanbans';

export const DeviceDetailQuery = graphql(`
  query DeviceDetail($uuid: String!) {
    device(uuid: $uuid) {
      id
      uuid
      devalias
      status
      product {
        id
        industry
      }
      ...ProductDetailGrid_device
    }
    parameterFormats {
      id
      key
      type
      unit
    }
  }
`);

/** /devicedetailskanban?uuid=&product_id= (and /full): one device's live panels, by industry. */
export function DeviceDetailKanban() {
  const intl = useIntl();
  const location = useLocation();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const { data, loading, error, refetch } = useAppQuery(DeviceDetailQuery, { variables: { uuid }, skip: !uuid });
  const uuids = useMemo(() => (uuid ? [uuid] : []), [uuid]);
  // The status below is read from the cache, which this subscription keeps live.
  useLiveDeviceStatuses(uuids);
  const { values, log } = useDeviceParameters(uuid);
  const progress = useProcessRate(uuid);
  const formats = useMemo<FormatMap>(() => Object.fromEntries((data?.parameterFormats ?? []).map((f) => [f.key, f])), [data]);
  const device = data?.device;
  // The kanban switcher comes back to this device.
  const productId = params.get('product_id') ?? device?.product?.id ?? '';
  useEffect(() => {
    if (device) writeLastDevice({ uuid: device.uuid, productId });
  }, [device, productId]);
  const live: DetailLive = { status: device?.status ?? 'Offline', values, formats };
  const back = `/deviceoverviewkanban${isFullPath(location.pathname) ? '/full' : ''}`;

  return (
    <KanbanCanvas testId="detail-kanban">
      <HStack as="header" h="60px" flexShrink={0} justify="space-between" px="8" borderBottomWidth="1px" borderColor="whiteAlpha.300" gap="6">
        <Link asChild color="cyan.200" fontSize="md">
          <RouterLink to={back}>← {intl.formatMessage({ id: 'detail_back' })}</RouterLink>
        </Link>
        <Box flex="1" minW="0" textAlign="center">
          <Heading as="h1" size="2xl" color="cyan.200" truncate data-testid="detail-title">
            {device ? device.devalias || device.uuid : intl.formatMessage({ id: 'route_devicedetailskanban' })}
          </Heading>
        </Box>
        <HStack gap="1" color="whiteAlpha.900">
          {/* The kanban's own URL, uuid and product_id included, to open it on another screen. */}
          {uuid && <CopyLinkButton />}
          <KanbanHeaderTools />
        </HStack>
      </HStack>
      {device && (
        <Box flexShrink={0} px="8" py="1.5" borderBottomWidth="1px" borderColor="whiteAlpha.200">
          <ProductDetailGrid device={device} />
          <ReliabilityStrip uuid={uuid} />
        </Box>
      )}
      {!uuid ? (
        <Flex flex="1" align="center" justify="center">
          <Text fontSize="xl">{intl.formatMessage({ id: 'detail_missing_uuid' })}</Text>
        </Flex>
      ) : loading && !data ? (
        <Flex flex="1" align="center" justify="center" gap="3">
          <Spinner />
          <Text>{intl.formatMessage({ id: 'detail_loading' })}</Text>
        </Flex>
      ) : error && !data ? (
        <Flex flex="1" align="center" justify="center">
          <LoadFailed error={error} onRetry={() => refetch()} />
        </Flex>
      ) : device ? (
        <IndustryLayout industry={device.product?.industry ?? 'other'} uuid={uuid} live={live} progress={progress} log={log} />
      ) : null}
    </KanbanCanvas>
  );
}
