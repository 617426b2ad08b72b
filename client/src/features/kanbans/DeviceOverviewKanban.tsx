import { Box, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorToast } from '../../shared/toast/useErrorToast';
import { FullscreenToggle } from '../../shared/widgets/FullscreenToggle';
import { GmtClock } from '../../shared/widgets/GmtClock';
import { countDescendants, findTenant, pathTo } from './tenantTree';
import { TenantTree } from './TenantTree';
import { TenantTreeQuery } from './tenantTreeQuery';

/**
 * /deviceoverviewkanban (and /full): the equipment overview. For now the clock and the
 * customer/area tree; device cards arrive with the full kanban.
 */
export function DeviceOverviewKanban() {
  const { data, loading, error } = useQuery(TenantTreeQuery);
  const { showError } = useErrorToast();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const roots = data?.tenantTree ?? [];
  const selected = findTenant(roots, selectedId) ?? roots[0] ?? null;

  return (
    <Flex direction="column" minH="full" h="full" bg="#0b1a33" color="whiteAlpha.900" data-testid="overview-kanban">
      <HStack as="header" justify="space-between" px="6" py="3" borderBottomWidth="1px" borderColor="whiteAlpha.300" gap="4" wrap="wrap">
        <Heading as="h1" size="lg" color="cyan.200">
          {selected ? selected.name : <FormattedMessage id="route_deviceoverviewkanban" />}
        </Heading>
        <HStack gap="3">
          <GmtClock />
          <Box color="whiteAlpha.900">
            <FullscreenToggle />
          </Box>
        </HStack>
      </HStack>
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="nav"
          w={{ base: 'full', md: '300px' }}
          flexShrink={0}
          borderRightWidth={{ md: '1px' }}
          borderColor="whiteAlpha.300"
          p="3"
          overflowY="auto"
          aria-labelledby="tenant-tree-title"
        >
          <Text id="tenant-tree-title" fontSize="sm" fontWeight="semibold" mb="2" color="cyan.100">
            <FormattedMessage id="kanban_tree_title" />
          </Text>
          {loading && !data ? (
            <Spinner size="sm" />
          ) : roots.length === 0 ? (
            <Text fontSize="sm" opacity={0.7}>
              <FormattedMessage id="kanban_tree_empty" />
            </Text>
          ) : (
            <TenantTree nodes={roots} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          )}
        </Box>
        <Stack as="section" flex="1" p="6" gap="3" aria-live="polite">
          {selected ? (
            <>
              <Text fontSize="sm" opacity={0.7}>
                {pathTo(roots, selected.id).join(' / ')}
              </Text>
              <Heading as="h2" size="2xl">
                {selected.name}
              </Heading>
              <Text>
                <FormattedMessage id="kanban_below" values={{ count: countDescendants(selected) }} />
              </Text>
              <Text opacity={0.7} fontSize="sm">
                <FormattedMessage id="kanban_devices_next" />
              </Text>
            </>
          ) : (
            !loading && (
              <Text opacity={0.7}>
                <FormattedMessage id="kanban_pick_tenant" />
              </Text>
            )
          )}
        </Stack>
      </Flex>
    </Flex>
  );
}
