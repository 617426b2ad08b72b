import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { errorInfoFrom } from '../../shared/api/errors';
import { useEndSession } from '../../shared/session/useEndSession';
import { useErrorToast } from '../../shared/toast/useErrorToast';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Sign out asks first (spec), then revokes the session and forgets the user locally. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const endSession = useEndSession();
  const { showErrorNo } = useErrorToast();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const confirm = async () => {
    try {
      await logout();
    } catch (error) {
      // An expired session is already signed out; anything else is worth telling.
      const info = errorInfoFrom(error);
      if (info.errorno !== 2) showErrorNo(info.errorno, info.params);
    }
    onClose();
    await endSession();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell_sign_out_title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage id="shell_sign_out_body" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="common_cancel" />
              </Button>
              <Button colorPalette="red" loading={loading} onClick={() => void confirm()}>
                <FormattedMessage id="common_confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
