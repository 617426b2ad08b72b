import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNow } from '../hooks/useNow';
import { formatGmt8 } from '../utils/time';

/** The kanban clock: GMT+8, YYYY-MM-DD HH:mm:ss, ticking every second. */
export function GmtClock() {
  const now = useNow(1000);
  return (
    <HStack gap="2" fontVariantNumeric="tabular-nums" aria-live="off">
      <Text as="span" fontSize="sm" opacity={0.8}>
        <FormattedMessage id="kanban_clock_label" />
      </Text>
      <Text as="time" fontWeight="semibold" data-testid="gmt-clock">
        {formatGmt8(now)}
      </Text>
    </HStack>
  );
}
