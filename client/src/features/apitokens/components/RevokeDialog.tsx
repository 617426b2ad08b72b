import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Revoking asks first: whatever uses the token stops at once. */
export function RevokeDialog({ name, busy, onConfirm, onClose }: { name: string | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root open={name !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="tokens_revoke_title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage id="tokens_revoke_body" values={{ name }} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="common_cancel" />
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                <FormattedMessage id="tokens_revoke" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
