import { CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';
import type { FileEntryValue } from '@contract/files';
import { useIntl } from 'react-intl';
import { useOpener } from '../DialogFrame';

/** A picture shown larger; Escape, the close button or a click outside closes it. */
export function PicturePreview({ entry, onClose }: { entry: FileEntryValue | null; onClose: () => void }) {
  const intl = useIntl();
  const opener = useOpener(entry !== null);
  return (
    <Dialog.Root finalFocusEl={opener} open={entry !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="xl" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="picture-preview">
            <Dialog.Header>
              <Dialog.Title fontSize="sm" truncate>
                {entry?.filename}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center">
              {entry && <Image src={entry.fileurl} alt={entry.filename} maxH="70vh" maxW="full" objectFit="contain" />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'att_close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
