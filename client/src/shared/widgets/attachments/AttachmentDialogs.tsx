import { CloseButton, Dialog, Image } from '@chakra-ui/react';
import type { FileEntryValue } from '@contract/files';
import { useIntl } from 'react-intl';
import { DialogFrame } from '../DialogFrame';

/** A picture shown larger; Escape, the close button or a click outside closes it. */
export function PicturePreview({ entry, onClose }: { entry: FileEntryValue | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <DialogFrame open={entry !== null} onClose={onClose} size="xl" testId="picture-preview">
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
    </DialogFrame>
  );
}
