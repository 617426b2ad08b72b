import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { FileEntryValue, FileKind, UploadPurpose } from '@contract/files';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { acceptOf, attachmentRules, type Direction, hasRoom } from './attachmentRules';
import { AttachmentItem, PendingItem } from './AttachmentItem';
import { ConfirmDialog } from '../ConfirmDialog';
import { PicturePreview } from './AttachmentDialogs';
import type { FileEndpoint } from './fileTransport';
import { useAttachmentUploads } from './useAttachmentUploads';

export type AttachmentsProps = {
  /** Pictures are shown and previewed; documents are listed and downloaded. */
  kind: FileKind;
  /** The stored files, in order. */
  value: readonly FileEntryValue[];
  onChange: (next: FileEntryValue[]) => void;
  /** The field's accessible name. */
  label: string;
  /** At most this many files (spec: max N pictures / limit N files). */
  maxCount?: number;
  /** What the files are for, where that raises the kind's limit: `maintenance` (a maintenance plan's 50 MB pictures, 100 MB documents). */
  purpose?: UploadPurpose;
  /** Largest file in bytes, at most the contract's for the purpose (10 MB pictures, 50 MB documents by default); e.g. 1 MB for a QR code. */
  maxBytes?: number;
  /** Document formats the field takes, e.g. ['xlsx', 'xls']; pictures are jpg and png. */
  extensions?: readonly string[];
  /** Storage bucket (default `ncmaintain`). */
  bucketname?: string;
  /** Where the files go: `/files` with the session unless a form has its own way (the public repair report's pass). */
  endpoint?: FileEndpoint;
  disabled?: boolean;
  testId?: string;
};

/**
 * The attachment widget for pictures and documents (spec part 1 sections 2, 5, 8, 9): upload
 * with progress after the type, size and count rules; reorder left/right; preview pictures
 * in a dialog; download documents; remove (documents ask first). Controlled: `value` and
 * `onChange` carry the stored files (in forms: `AttachmentField` of the form kit).
 */
export function Attachments({ kind, value, onChange, label, maxCount, purpose, maxBytes, extensions, bucketname, endpoint, disabled = false, testId = 'attachments' }: AttachmentsProps) {
  const intl = useIntl();
  const rules = useMemo(() => attachmentRules({ kind, purpose, maxBytes, extensions, maxCount }), [kind, purpose, maxBytes, extensions, maxCount]);
  const { pending, choose, remove, move } = useAttachmentUploads({ rules, value, onChange, bucketname, endpoint });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [preview, setPreview] = useState<FileEntryValue | null>(null);
  const [confirming, setConfirming] = useState<FileEntryValue | null>(null);
  // A moved item's button keeps the focus (the move re-inserts its element).
  const [refocus, setRefocus] = useState<{ md5name: string; direction: Direction } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const item = Array.from(list.current?.children ?? []).find((li) => li.getAttribute('data-entry') === refocus.md5name);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${refocus.direction}"]:not(:disabled)`);
    (same ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    setRefocus(null);
  }, [refocus]);

  const onMove = (index: number, direction: Direction) => {
    const entry = value[index];
    move(index, direction);
    if (entry) setRefocus({ md5name: entry.md5name, direction });
  };
  const onRemove = (index: number) => {
    if (kind === 'document') setConfirming(value[index] ?? null);
    else remove(index);
  };

  const room = hasRoom(rules, value.length + pending.length);
  const pictures = kind === 'picture';
  return (
    <Stack gap="2" role="group" aria-label={label} data-testid={testId}>
      {(value.length > 0 || pending.length > 0) && (
        <Box as="ul" ref={list} display="flex" flexDirection={pictures ? 'row' : 'column'} flexWrap="wrap" gap="2" listStyleType="none" aria-label={label}>
          {value.map((entry, index) => (
            <AttachmentItem key={entry.md5name} kind={kind} entry={entry} index={index} count={value.length} disabled={disabled} onPreview={setPreview} onMove={onMove} onRemove={onRemove} />
          ))}
          {pending.map((upload) => (
            <PendingItem key={upload.id} kind={kind} upload={upload} />
          ))}
        </Box>
      )}
      {room && !disabled && (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid={`${testId}-upload`}>
            {intl.formatMessage({ id: pictures ? 'att_upload_picture' : 'att_upload_file' })}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple={rules.maxCount !== 1}
            accept={acceptOf(rules)}
            data-testid={`${testId}-input`}
            onChange={(event) => {
              choose(Array.from(event.target.files ?? []));
              // The same file can be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        </HStack>
      )}
      <PicturePreview entry={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage({ id: 'att_remove_title' })}
        body={intl.formatMessage({ id: 'att_remove_body' }, { name: confirming?.filename ?? '' })}
        danger
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const index = confirming ? value.findIndex((e) => e.md5name === confirming.md5name) : -1;
          setConfirming(null);
          if (index >= 0) remove(index);
        }}
      />
    </Stack>
  );
}
