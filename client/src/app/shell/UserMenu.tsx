import { Menu, Portal } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyPage } from '../lazyPage';
import type { StoredUser } from '../../shared/session/storedUser';
import { MenuTrigger } from '../../shared/widgets/MenuTrigger';
import { AccountButton } from './AccountButton';
import { SignOutDialog } from './SignOutDialog';

// The form kit (react-hook-form) stays out of the first paint of every page: loaded when first opened.
const ResetPasswordDialog = lazyPage(() => import('../../features/auth/ResetPasswordDialog').then((m) => m.ResetPasswordDialog));

/**
 * Avatar, username and role badge; the dropdown offers Reset Password and Sign out. Loaded after
 * the first paint (the header shows `AccountButtonPlaceholder` until then): the menu and the
 * sign-out dialog bring Chakra's menu, dialog, positioning and focus code.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  const [dialog, setDialog] = useState<'reset' | 'signOut' | null>(null);
  const [resetLoaded, setResetLoaded] = useState(false);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => {
          if (value === 'reset') setResetLoaded(true);
          setDialog(value === 'reset' ? 'reset' : 'signOut');
        }}>
        <MenuTrigger asChild>
          <AccountButton user={user} />
        </MenuTrigger>
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
