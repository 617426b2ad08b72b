import { Box, Flex, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { isFullPath } from '../../../shared/utils/fullscreen';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { useRefetchOnTableChange } from '../../../shared/api/useTableVersion';
import { useSession } from '../../../shared/session/useSession';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { CarouselPager } from '../components/CarouselPager';
import { DeviceCard } from '../components/DeviceCard';
import { CARDS_PER_PAGE, useCarouselPage } from '../hooks/useCarouselPage';
import { useLiveDeviceStatuses } from '../hooks/useLiveDeviceStatuses';
import { findTenant } from '../tenantTree';
import { TenantTree } from '../TenantTree';
import { TenantDeviceCountsQuery, TenantTreeQuery } from '../tenantTreeQuery';
import { rememberedTenant, rememberTenant, startTenant } from '../overviewTenant';
import { KanbanHeaderTools } from '../components/KanbanHeaderTools';

export const OverviewDevicesQuery = graphql(`
  query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {
    devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {
      total
      page
      items {
        id
        uuid
        product {
          id
        }
        ...DeviceCard_device
      }
    }
  }
`);

/** The longest a newly added machine waits for its card after the device table changed; it also bounds the reads a wall makes while statuses change. */
export const OVERVIEW_REFETCH_WAIT_MS = 30_000;

/** Spec part 1 section 9: the carousel is 855 px high. */
const CAROUSEL_HEIGHT = 855;

/**
 * /deviceoverviewkanban (and /full): the tenant tree, then the devices of the picked tenant and
 * its sub-tenants as live cards, 9 per page, turning every 5 s.
 */
export function DeviceOverviewKanban() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const tree = useAppQuery(TenantTreeQuery);
  const counts = useAppQuery(TenantDeviceCountsQuery);
  const [selectedId, setSelectedId] = useState<string | null>(() => rememberedTenant(userId));
  const roots = tree.data?.tenantTree ?? [];
  // Until the counts are known (or failed), only a remembered choice can be shown: no flash of an empty first root.
  const countsKnown = !!counts.data || !!counts.error;
  const startId = findTenant(roots, selectedId) ? selectedId : countsKnown ? startTenant(roots, counts.data?.tenantDeviceCounts ?? null, null) : null;
  const selected = findTenant(roots, startId);
  const pick = useCallback(
    (id: string) => {
      setSelectedId(id);
      rememberTenant(userId, id);
    },
    [userId],
  );

  const [paused, setPaused] = useState(false);
  const [pageCount, setPageCount] = useState(1);
  const [page, setPage] = useCarouselPage(pageCount, paused, selected?.id);
  const devices = useAppQuery(OverviewDevicesQuery, {
    variables: { tenantId: selected?.id ?? null, page, pageSize: CARDS_PER_PAGE },
    skip: !selected,
  });
  const total = devices.data?.devices.total ?? 0;
  useEffect(() => setPageCount(Math.max(1, Math.ceil(total / CARDS_PER_PAGE))), [total]);
  // A wall runs for days: machines added or removed after it loaded show up after the next change
  // of the device table. Every status change is one too, so the reads wait and gather them.
  useRefetchOnTableChange(
    'device',
    () => Promise.all([counts.refetch(), selected ? devices.refetch() : null]),
    undefined,
    OVERVIEW_REFETCH_WAIT_MS,
  );
  const items = useMemo(() => devices.data?.devices.items ?? [], [devices.data]);
  const uuids = useMemo(() => items.map((d) => d.uuid), [items]);
  // Cards read the status from the cache, which this subscription keeps live.
  useLiveDeviceStatuses(uuids);

  const open = useCallback(
    (device: (typeof items)[number]) => {
      const query = new URLSearchParams({ uuid: device.uuid, product_id: device.product?.id ?? '' });
      navigate(`/devicedetailskanban${isFullPath(location.pathname) ? '/full' : ''}?${query.toString()}`);
    },
    [navigate, location.pathname],
  );

  const loadingDevices = (devices.loading && !devices.data) || (tree.loading && !tree.data) || (!selected && roots.length > 0 && !countsKnown);
  return (
    <KanbanCanvas testId="overview-kanban">
      <HStack as="header" h="80px" flexShrink={0} justify="space-between" px="8" borderBottomWidth="1px" borderColor="whiteAlpha.300">
        <Heading as="h1" size="2xl" color="cyan.200" data-testid="overview-title">
          {selected ? intl.formatMessage({ id: 'kanban_title_count' }, { name: selected.name, count: total }) : intl.formatMessage({ id: 'route_deviceoverviewkanban' })}
        </Heading>
        <KanbanHeaderTools />
      </HStack>
      <Flex flex="1" minH="0">
        <Box as="nav" w="320px" flexShrink={0} borderRightWidth="1px" borderColor="whiteAlpha.300" p="3" overflowY="auto" aria-labelledby="tenant-tree-title">
          <Text id="tenant-tree-title" fontSize="sm" fontWeight="semibold" mb="2" color="cyan.100">
            <FormattedMessage id="kanban_tree_title" />
          </Text>
          {tree.loading && !tree.data ? (
            <Spinner size="sm" />
          ) : tree.error && !tree.data ? (
            <LoadFailed error={tree.error} onRetry={() => tree.refetch()} size="sm" />
          ) : roots.length === 0 ? (
            <Text fontSize="sm" opacity={0.7}>
              <FormattedMessage id="kanban_tree_empty" />
            </Text>
          ) : (
            <TenantTree nodes={roots} selectedId={selected?.id ?? null} onSelect={pick} />
          )}
        </Box>
        <Stack
          as="section"
          flex="1"
          minW="0"
          p="6"
          gap="3"
          aria-label={intl.formatMessage({ id: 'kanban_carousel_label' })}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <Box h={`${CAROUSEL_HEIGHT}px`} flexShrink={0}>
            {devices.error && !devices.data ? (
              <Flex h="full" align="center" justify="center">
                <LoadFailed error={devices.error} onRetry={() => devices.refetch()} />
              </Flex>
            ) : loadingDevices ? (
              <Flex h="full" align="center" justify="center" gap="3">
                <Spinner />
                <FormattedMessage id="kanban_devices_loading" />
              </Flex>
            ) : total === 0 ? (
              <Flex h="full" align="center" justify="center" data-testid="overview-empty">
                <Text fontSize="xl" opacity={0.7}>
                  <FormattedMessage id={selected ? 'kanban_devices_empty' : 'kanban_pick_tenant'} />
                </Text>
              </Flex>
            ) : (
              <Grid templateColumns="repeat(3, 1fr)" templateRows="repeat(3, 1fr)" gap="4" h="full">
                {items.map((device) => (
                  <DeviceCard key={device.id} device={device} onOpen={() => open(device)} />
                ))}
              </Grid>
            )}
          </Box>
          {total > 0 && <CarouselPager page={page} pageCount={pageCount} onPage={setPage} />}
        </Stack>
      </Flex>
    </KanbanCanvas>
  );
}
