import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";

export type ConfirmDialogProps = {
  /** Open while set: the question to ask. */
  message: string | null;
  /** Red confirm button (an irreversible action). */
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
};

/** Asks before a shelf change or a delete (spec part 2 section 4); OK is busy until the action ends. */
export function ConfirmDialog({
  message,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
    <Dialog.Root
      open={message !== null}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="pm_confirm_title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                <FormattedMessage id="pm_cancel" />
              </Button>
              <Button
                colorPalette={danger ? "red" : "blue"}
                loading={busy}
                onClick={() => void confirm()}
                data-testid="confirm-ok"
              >
                <FormattedMessage id="pm_confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
