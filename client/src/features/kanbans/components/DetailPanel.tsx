import { Box, Heading } from '@chakra-ui/react';
import type { ApiRef } from '@contract/apis';
import type { ReactNode } from 'react';
import { PermissionBoundary } from '../../../shared/permissions/PermissionBoundary';
import { useSession } from '../../../shared/session/useSession';

/**
 * A titled panel of the detail kanban. With `apis` (what its own queries need beyond the
 * screen's), a caller without them sees the panel's no-permission line instead of its content.
 */
export function DetailPanel({ title, children, testId, gridArea, apis }: { title: string; children: ReactNode; testId?: string; gridArea?: string; apis?: readonly ApiRef[] }) {
  const { user } = useSession();
  return (
    <Box as="section" aria-label={title} data-testid={testId} gridArea={gridArea} bg="whiteAlpha.100" borderRadius="md" p="4" minH="0" overflow="hidden">
      <Heading as="h2" size="md" color="cyan.200" mb="3">
        {title}
      </Heading>
      {apis ? (
        <PermissionBoundary apis={apis} page={title} role={user?.roles[0] ?? null} compact>
          {children}
        </PermissionBoundary>
      ) : (
        children
      )}
    </Box>
  );
}
