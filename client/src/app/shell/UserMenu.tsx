import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyPage } from '../lazyPage';
import type { StoredUser } from '../../shared/session/storedUser';
import { Avatar } from '../../shared/widgets/Avatar';
import { Icon } from '../../shared/widgets/Icon';
import { RoleBadge } from './RoleBadge';
import { SignOutDialog } from './SignOutDialog';

// The form kit (react-hook-form) stays out of the first paint of every page: loaded when first opened.
const ResetPasswordDialog = lazyPage(() => import('../../features/auth/ResetPasswordDialog').then((m) => m.ResetPasswordDialog));

/** Avatar, username and role badge; the dropdown offers Reset Password and Sign out. */
export function UserMenu({ user }: { user: StoredUser }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'reset' | 'signOut' | null>(null);
  const [resetLoaded, setResetLoaded] = useState(false);
  const role = user.roles[0];

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => {
          if (value === 'reset') setResetLoaded(true);
          setDialog(value === 'reset' ? 'reset' : 'signOut');
        }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" h="auto" py="1" px="2" aria-label={intl.formatMessage({ id: 'shell_account_menu' })}>
            <HStack gap="2">
              <Avatar name={user.username} src={user.avatarUrl} size={32} />
              <Text as="span" fontWeight="medium" data-testid="header-username">
                {user.username}
              </Text>
              {role && <RoleBadge role={role} />}
              <Icon name="chevronDown" size={16} />
            </HStack>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="180px">
              <Menu.Item value="reset">
                <FormattedMessage id="shell_reset_password" />
              </Menu.Item>
              <Menu.Item value="signOut" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                <FormattedMessage id="shell_sign_out" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {resetLoaded && (
        <Suspense fallback={null}>
          <ResetPasswordDialog open={dialog === 'reset'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <SignOutDialog open={dialog === 'signOut'} onClose={() => setDialog(null)} />
    </>
  );
}
