import { Button, Dialog } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from './DialogFrame';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question's title (spec: 提示 for deletes). */
  title: ReactNode;
  body: ReactNode;
  /** The confirm button's text; 确定 / Confirm by default. */
  confirmLabel?: ReactNode;
  /** Red confirm button (an irreversible action); blue otherwise. */
  danger?: boolean;
  /** Busy from outside (a mutation's loading); an `onConfirm` that returns a promise also keeps the dialog busy until it settles. */
  busy?: boolean;
  /** Closes the dialog after a returned promise settles; return nothing to keep control of closing. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  testId?: string;
};

/**
 * The one "are you sure?" dialog (an alert dialog: focus stays inside, Escape cancels). While the
 * action runs, both buttons wait and the dialog cannot be dismissed, so a double click acts once.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, danger = false, busy = false, onConfirm, onClose, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const waiting = busy || running;
  const confirm = () => {
    const outcome = onConfirm();
    if (!(outcome instanceof Promise)) return;
    setRunning(true);
    void outcome.finally(() => {
      setRunning(false);
      onClose();
    });
  };
  return (
    <DialogFrame open={open} onClose={() => waiting || onClose()} role="alertdialog" testId={testId}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{body}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={waiting}>
          <FormattedMessage id="common_cancel" />
        </Button>
        <Button colorPalette={danger ? 'red' : 'blue'} loading={waiting} onClick={confirm} data-testid="confirm-ok">
          {confirmLabel ?? <FormattedMessage id="common_confirm" />}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
