import { Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type QuickRange, quickRange } from '../../../shared/kanban/efficiencyRange';
import { formatGmt8 } from '../../../shared/utils/time';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { KanbanCanvas } from '../../../shared/widgets/KanbanCanvas';
import { UtilizationTable } from '../components/UtilizationTable';
import { useAllDevices } from '../hooks/useAllDevices';
import { useUtilizationRanks } from '../hooks/useUtilizationRanks';
import { KanbanHeaderTools } from '../components/KanbanHeaderTools';

const RANGES: readonly { value: QuickRange; id: string }[] = [
  { value: 0, id: 'eff_today' },
  { value: 1, id: 'eff_yesterday' },
  { value: 2, id: 'eff_7days' },
  { value: 3, id: 'eff_30days' },
];

/** /utilizationkanban (and /full): devices ranked by utilization and OEE for a range. */
export function UtilizationKanban() {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const [option, setOption] = useState<QuickRange>(2);
  const range = useMemo(() => quickRange(option, formatGmt8(Date.now()).slice(0, 10)), [option]);
  const all = useAllDevices();
  const { ranks, loading, error } = useUtilizationRanks(all.devices, range);
  useEffect(() => {
    const e = all.error ?? error;
    if (e) showError(e);
  }, [all.error, error, showError]);
  return (
    <KanbanCanvas testId="utilization-kanban">
      <HStack as="header" h="80px" flexShrink={0} justify="space-between" px="8" borderBottomWidth="1px" borderColor="whiteAlpha.300">
        <Heading as="h1" size="2xl" color="cyan.200">
          {intl.formatMessage({ id: 'route_utilizationkanban' })}
        </Heading>
        <KanbanHeaderTools />
      </HStack>
      <Box flex="1" minH="0" overflow="auto" p="8">
        <HStack gap="2" mb="4">
          {RANGES.map((r) => (
            <Button key={r.value} size="sm" variant={option === r.value ? 'solid' : 'outline'} colorPalette="cyan" color={option === r.value ? undefined : 'whiteAlpha.900'} onClick={() => setOption(r.value)}>
              {intl.formatMessage({ id: r.id })}
            </Button>
          ))}
          <Text fontSize="sm" opacity={0.7} data-testid="utilization-range">
            {range.start} – {range.end}
          </Text>
        </HStack>
        {all.loading || loading ? (
          <Flex justify="center" gap="3">
            <Spinner />
            <Text>{intl.formatMessage({ id: 'kanban_devices_loading' })}</Text>
          </Flex>
        ) : ranks.length === 0 ? (
          <Text opacity={0.7}>{intl.formatMessage({ id: 'kanban_devices_empty' })}</Text>
        ) : (
          <UtilizationTable ranks={ranks} />
        )}
      </Box>
    </KanbanCanvas>
  );
}
