import { Box, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, statusName } from '../../../shared/kanban/deviceStatus';
import type { LegendItem } from '../../../shared/kanban/timeline';

/** Today's time efficiency: hours and share of the day per status. */
export function EfficiencyLegend({ items }: { items: readonly LegendItem[] }) {
  const intl = useIntl();
  return (
    <HStack gap="3" wrap="wrap" fontSize="11px" data-testid="efficiency-legend">
      {items.map((item) => (
        <HStack key={item.status} gap="1">
          <Box w="8px" h="8px" borderRadius="full" style={{ background: STATUS_COLORS[item.status] }} />
          <Text as="span">
            {statusName(intl, item.status)} {item.hours}h ({item.percent}%)
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
