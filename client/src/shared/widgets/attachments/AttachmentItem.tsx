import { Box, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { FileEntryValue, FileKind } from '@contract/files';
import { formatFileSize, truncateFileName } from '@contract/files';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { canMove, type Direction, displayName } from './attachmentRules';
import type { PendingUpload } from './useAttachmentUploads';

type ItemProps = {
  kind: FileKind;
  entry: FileEntryValue;
  index: number;
  count: number;
  disabled: boolean;
  onPreview: (entry: FileEntryValue) => void;
  onMove: (index: number, direction: Direction) => void;
  onRemove: (index: number) => void;
};

/** One stored file: a picture tile (preview on click) or a document row (download link), with move and remove buttons. */
export const AttachmentItem = memo(function AttachmentItem({ kind, entry, index, count, disabled, onPreview, onMove, onRemove }: ItemProps) {
  const intl = useIntl();
  const shown = displayName(entry);
  const name = entry.filename;
  const tools = (
    <HStack gap="0.5">
      {(['left', 'right'] as const).map((direction) => (
        <IconButton
          key={direction}
          size="2xs"
          variant="ghost"
          data-move={direction}
          aria-label={intl.formatMessage({ id: direction === 'left' ? 'att_move_left' : 'att_move_right' }, { name })}
          disabled={disabled || !canMove(count, index, direction)}
          onClick={() => onMove(index, direction)}
        >
          <span aria-hidden="true">{direction === 'left' ? '‹' : '›'}</span>
        </IconButton>
      ))}
      <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'att_remove' }, { name })} disabled={disabled} onClick={() => onRemove(index)}>
        <span aria-hidden="true">✕</span>
      </IconButton>
    </HStack>
  );

  if (kind === 'picture') {
    return (
      <Box as="li" w="112px" data-entry={entry.md5name} data-testid="attachment">
        <Box
          as="button"
          display="block"
          w="112px"
          h="112px"
          borderWidth="1px"
          borderRadius="l2"
          overflow="hidden"
          bg="bg.muted"
          cursor="zoom-in"
          aria-label={intl.formatMessage({ id: 'att_preview' }, { name })}
          onClick={() => onPreview(entry)}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          <Image src={entry.fileurl} alt="" w="full" h="full" objectFit="cover" />
        </Box>
        <Text fontSize="xs" truncate title={shown.cut ? name : undefined} mt="1">
          {shown.name}
        </Text>
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            {shown.size}
          </Text>
          {tools}
        </HStack>
      </Box>
    );
  }

  return (
    <HStack as="li" gap="3" px="2" py="1" borderWidth="1px" borderRadius="l2" data-entry={entry.md5name} data-testid="attachment">
      <Link href={entry.fileurl} download={name} title={shown.cut ? name : undefined} aria-label={intl.formatMessage({ id: 'att_download' }, { name })} flex="1" minW="0" fontSize="sm">
        {shown.name}
      </Link>
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        {shown.size}
      </Text>
      {tools}
    </HStack>
  );
});

/** A file being uploaded: its name, size and progress. */
export function PendingItem({ kind, upload }: { kind: FileKind; upload: PendingUpload }) {
  const intl = useIntl();
  const percent = Math.round(upload.progress * 100);
  return (
    <Stack as="li" gap="1" w={kind === 'picture' ? '112px' : 'full'} p="2" borderWidth="1px" borderStyle="dashed" borderRadius="l2" data-testid="attachment-pending">
      <Text fontSize="xs" truncate>
        {truncateFileName(upload.name)}{' '}
        <Text as="span" color="fg.muted">
          {formatFileSize(upload.size)}
        </Text>
      </Text>
      <Box
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'att_uploading' }, { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="1.5"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
