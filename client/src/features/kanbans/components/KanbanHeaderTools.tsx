import { Box, Heading, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FullscreenToggle } from '../../../shared/widgets/FullscreenToggle';
import { deferred } from '../../../shared/widgets/deferred';
import { GmtClock } from '../../../shared/widgets/GmtClock';
import { KanbanSwitcherPlaceholder } from './KanbanSwitcherButton';

const KanbanSwitcher = deferred(() => import('./KanbanSwitcher').then((m) => m.KanbanSwitcher), KanbanSwitcherPlaceholder);

/** The right side of every kanban header: the GMT+8 clock, the kanban switcher and the full-screen toggle (white on the navy header). */
export function KanbanHeaderTools() {
  return (
    <HStack gap="3">
      <GmtClock />
      <Box color="whiteAlpha.900" display="flex" alignItems="center" gap="1">
        <KanbanSwitcher />
        <FullscreenToggle />
      </Box>
    </HStack>
  );
}

/** The header of a kanban with a plain title: the title (a message id) and the header tools. */
export function KanbanTitleBar({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <HStack as="header" h="80px" flexShrink={0} justify="space-between" px="8" borderBottomWidth="1px" borderColor="whiteAlpha.300">
      <Heading as="h1" size="2xl" color="cyan.200">
        {intl.formatMessage({ id: titleId })}
      </Heading>
      <KanbanHeaderTools />
    </HStack>
  );
}
