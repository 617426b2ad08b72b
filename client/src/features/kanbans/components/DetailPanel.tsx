import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of the detail kanban. */
export function DetailPanel({ title, children, testId, gridArea }: { title: string; children: ReactNode; testId?: string; gridArea?: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId} gridArea={gridArea} bg="whiteAlpha.100" borderRadius="md" p="4" minH="0" overflow="hidden">
      <Heading as="h2" size="md" color="cyan.200" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
