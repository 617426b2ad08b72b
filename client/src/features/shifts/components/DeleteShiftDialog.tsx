import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

/** Asks before deleting a shift (irreversible); OK is busy until the delete ends. */
export function DeleteShiftDialog({ name, onConfirm, onClose }: { name: string | null; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <DialogFrame open={name !== null} onClose={() => busy || onClose()} role="alertdialog" testId="shift-delete-dialog">
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="shifts_delete_title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>
          <FormattedMessage id="shifts_delete_body" values={{ name }} />
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <FormattedMessage id="common_cancel" />
        </Button>
        <Button colorPalette="red" loading={busy} onClick={() => void confirm()} data-testid="shift-delete-ok">
          <FormattedMessage id="common_confirm" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
