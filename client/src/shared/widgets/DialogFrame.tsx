import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';

export type DialogFrameProps = {
  open: boolean;
  /** Escape, the backdrop and the close button all end here. */
  onClose: () => void;
  /** The content's `data-testid`. */
  testId?: string;
  size?: Dialog.RootProps['size'];
  /** `alertdialog` for a dialog that asks before something that cannot be undone. */
  role?: Dialog.RootProps['role'];
  /** Extra props of the content box (a scrolling content: `overflowY`). */
  contentProps?: Dialog.ContentProps;
  /** Header, body and footer; mounted only while open, so a dialog opens with fresh state. */
  children: ReactNode;
};

/**
 * The frame every form and detail dialog shares: centred over a backdrop, in a portal,
 * its content mounted on opening and dropped on closing.
 */
export function DialogFrame({ open, onClose, testId, size, role, contentProps, children }: DialogFrameProps) {
  const opener = useOpener(open);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size={size} role={role} lazyMount unmountOnExit finalFocusEl={opener}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            {open && children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The element that had focus when a controlled dialog opened (the button that opened it), to give
 * focus back to on closing: a dialog without a trigger of its own otherwise left focus on the page
 * body, and the next Tab started again at the top. Read while rendering the opening, before the
 * dialog moves focus into itself.
 */
export function useOpener(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  wasOpen.current = open;
  return () => (opener.current?.isConnected ? opener.current : null);
}

/** The dialog's corner close button, named for screen readers (`common_cancel` unless told). */
export function DialogCloseButton({ labelId = 'common_cancel' }: { labelId?: string }) {
  const intl = useIntl();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={intl.formatMessage({ id: labelId })} />
    </Dialog.CloseTrigger>
  );
}
