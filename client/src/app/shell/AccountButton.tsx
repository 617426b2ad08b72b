import { Button, type ButtonProps, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { StoredUser } from '../../shared/session/storedUser';
import { Avatar } from '../../shared/widgets/Avatar';
import { INERT_STAND_IN } from '../../shared/widgets/deferred';
import { Icon } from '../../shared/widgets/Icon';
import { RoleBadge } from './RoleBadge';

/** The header's account button: avatar, username and role badge (the user menu's trigger, and its look until the menu's code has loaded). */
export function AccountButton({ user, ...button }: ButtonProps & { user: StoredUser }) {
  const intl = useIntl();
  const role = user.roles[0];
  return (
    <Button variant="ghost" h="auto" py="1" px="2" aria-label={intl.formatMessage({ id: 'shell_account_menu' })} {...button}>
      <HStack gap="2">
        <Avatar name={user.username} src={user.avatarUrl} size={32} />
        <Text as="span" fontWeight="medium" data-testid="header-username">
          {user.username}
        </Text>
        {role && <RoleBadge role={role} />}
        <Icon name="chevronDown" size={16} />
      </HStack>
    </Button>
  );
}

/** The account button before the menu's code has loaded: the same look, inert. */
export function AccountButtonPlaceholder({ user }: { user: StoredUser }) {
  return <AccountButton user={user} {...INERT_STAND_IN} />;
}
