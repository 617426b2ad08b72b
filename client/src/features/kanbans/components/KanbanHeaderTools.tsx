import { Box, HStack } from '@chakra-ui/react';
import { FullscreenToggle } from '../../../shared/widgets/FullscreenToggle';
import { GmtClock } from '../../../shared/widgets/GmtClock';

/** The right side of every kanban header: the GMT+8 clock and the full-screen toggle. */
export function KanbanHeaderTools() {
  return (
    <HStack gap="3">
      <GmtClock />
      <Box color="whiteAlpha.900">
        <FullscreenToggle />
      </Box>
    </HStack>
  );
}
