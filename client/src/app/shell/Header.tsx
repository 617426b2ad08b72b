import { Box, Heading, HStack, IconButton } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderMessageBell } from '../../features/system-messages/components/HeaderMessageBell';
import type { StoredUser } from '../../shared/session/storedUser';
import { deferred } from '../../shared/widgets/deferred';
import { Icon } from '../../shared/widgets/Icon';
import { AccountButtonPlaceholder } from './AccountButton';
import { LanguageSwitch } from './LanguageSwitch';

// The menu and its sign-out dialog load after the first paint; the account button shows meanwhile.
const UserMenu = deferred(() => import('./UserMenu').then((m) => m.UserMenu), AccountButtonPlaceholder);

export const HEADER_HEIGHT = 56;

/** The shell header: menu toggle, product name, the system messages (unread count and preview), language switch and the user's menu. */
export function Header({ user, collapsed, onToggleMenu }: { user: StoredUser; collapsed: boolean; onToggleMenu: () => void }) {
  const intl = useIntl();
  const toggleLabel = intl.formatMessage({ id: collapsed ? 'shell_expand_menu' : 'shell_collapse_menu' });
  return (
    <HStack as="header" h={`${HEADER_HEIGHT}px`} px="3" gap="3" borderBottomWidth="1px" bg="bg" flexShrink={0}>
      <IconButton aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed} variant="ghost" size="sm" onClick={onToggleMenu}>
        <Icon name="menu" />
      </IconButton>
      <Heading as="p" size="md" whiteSpace="nowrap">
        <FormattedMessage id="app_name" />
      </Heading>
      <Box flex="1" />
      <HeaderMessageBell />
      <LanguageSwitch />
      <UserMenu user={user} />
    </HStack>
  );
}
