import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { Role } from '@contract/roles';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { START_PATH } from '../utils/origin';
import { type ApiRef, apiName } from './permissions';
import { PermissionContacts } from './PermissionContacts';

export type NoPermissionProps = {
  /** The APIs the screen or panel needs and the caller lacks. */
  missing: readonly ApiRef[];
  /** The screen's title (shown on the page variant). */
  page: string;
  role: Role | null;
  /** A panel's one-line variant instead of the page. */
  compact?: boolean;
  /** The permission went away while the screen was open (the server said FORBIDDEN). */
  withdrawn?: boolean;
};

/**
 * The no-permission state (instead of an error toast over empty data): what the screen
 * needs that the caller's role lacks, and whom to ask for it.
 */
export function NoPermission({ missing, page, role, compact, withdrawn }: NoPermissionProps) {
  const intl = useIntl();
  const label = (api: ApiRef) => {
    const name = apiName(api);
    return name ? intl.formatMessage({ id: `api_${name}` }) : `${api.method} ${api.path}`;
  };
  if (compact) {
    return (
      <Stack gap="1" role="status" data-testid="no-permission" data-compact="true" fontSize="sm" opacity={0.85}>
        <Text fontWeight="semibold">{intl.formatMessage({ id: 'noperm_panel' }, { apis: intl.formatList(missing.map(label)) })}</Text>
        <PermissionContacts fontSize="sm" />
      </Stack>
    );
  }
  return (
    <Center minH="60vh" h="full" p="8" bg="bg" color="fg" data-testid="no-permission">
      <Stack as="section" align="center" textAlign="center" gap="4" maxW="xl" role="status">
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'noperm_title' })}
        </Heading>
        {withdrawn && <Text color="fg.muted">{intl.formatMessage({ id: 'noperm_withdrawn' })}</Text>}
        <Text color="fg.muted">
          {intl.formatMessage({ id: 'noperm_body' }, { page, count: missing.length, role: intl.formatMessage({ id: role ? `role_${role}` : 'role_none' }) })}
        </Text>
        <Stack as="ul" textAlign="start" gap="1" listStyleType="disc" ps="5" data-testid="missing-permissions">
          {missing.map((api) => (
            <Box as="li" key={`${api.method} ${api.path}`}>
              <Box as="span" fontWeight="semibold">
                {label(api)}
              </Box>{' '}
              <Box as="code" fontSize="sm" color="fg.muted">
                ({api.method} {api.path})
              </Box>
            </Box>
          ))}
        </Stack>
        <PermissionContacts />
        <Button asChild variant="outline" colorPalette="blue">
          <RouterLink to={START_PATH}>{intl.formatMessage({ id: 'common_back_home' })}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
