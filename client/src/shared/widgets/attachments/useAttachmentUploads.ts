import type { FileEntryValue } from '@contract/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/contractMessages';
import { TOAST_DURATION_MS, toaster } from '../../toast/toaster';
import { errorNoMessage } from '../../toast/useErrorToast';
import { type AttachmentRules, checkCount, checkFile, type Direction, moveEntry, type Refusal, uploadFields } from './attachmentRules';
import { deleteFile, type FileEndpoint, FileRequestError, SESSION_FILES, uploadFile } from './fileTransport';

/** A file on its way up: shown with its progress until the server answers. */
export type PendingUpload = { readonly id: number; readonly name: string; readonly size: number; readonly progress: number };

type Options = {
  rules: AttachmentRules;
  value: readonly FileEntryValue[];
  onChange: (next: FileEntryValue[]) => void;
  bucketname?: string;
  /** Where the files go (default `/files` with the session). */
  endpoint?: FileEndpoint;
};

let nextId = 0;

/**
 * The attachment widget's actions: choose files (checked by the rules, then uploaded with
 * progress), remove, move. Says each outcome in a toast (spec part 1 section 8: uploaded
 * successfully, upload failed with the server's catalogue message when it gave one, removed
 * successfully); a failed upload leaves no entry behind. Uploads still running when the
 * widget goes are cancelled.
 */
export function useAttachmentUploads({ rules, value, onChange, bucketname, endpoint = SESSION_FILES }: Options) {
  const intl = useIntl();
  const [pending, setPending] = useState<readonly PendingUpload[]>([]);
  // Uploads finish in any order and while the parent has not re-rendered yet: build on the latest list.
  const latest = useRef({ value, onChange, pending: 0 });
  latest.current.value = value;
  latest.current.onChange = onChange;
  // Files uploaded by this widget and not saved anywhere yet: removing one deletes it on the server.
  const uploadedHere = useRef(new Set<string>());
  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  const say = useCallback((type: 'success' | 'warning' | 'error', title: string) => {
    // One toast per message: ten refused files of one kind say it once.
    toaster.create({ id: `attachments:${type}:${title}`, type, title, duration: TOAST_DURATION_MS });
  }, []);
  const refuse = useCallback((refusal: Refusal, type: 'warning' | 'error') => say(type, intl.formatMessage({ id: refusal.id }, refusal.values)), [intl, say]);

  const failureText = useCallback(
    (error: unknown) => {
      if (error instanceof FileRequestError && error.errorno !== null && Object.prototype.hasOwnProperty.call(intl.messages, errorMessageId(error.errorno))) {
        return errorNoMessage(intl, error.errorno, error.params);
      }
      return intl.formatMessage({ id: 'att_upload_failed' });
    },
    [intl],
  );

  const upload = useCallback(
    (file: File) => {
      const id = (nextId += 1);
      const controller = new AbortController();
      running.current.add(controller);
      latest.current.pending += 1;
      setPending((list) => [...list, { id, name: file.name, size: file.size, progress: 0 }]);
      const progress = (fraction: number) => setPending((list) => list.map((p) => (p.id === id ? { ...p, progress: fraction } : p)));
      uploadFile(uploadFields(rules, file.name, bucketname), file, file.name, progress, controller.signal, endpoint)
        .then(
          (entry) => {
            uploadedHere.current.add(entry.md5name);
            const next = [...latest.current.value, entry];
            latest.current.value = next;
            latest.current.onChange(next);
            say('success', intl.formatMessage({ id: 'att_uploaded' }));
          },
          (error: unknown) => {
            if (!controller.signal.aborted) say('error', failureText(error));
          },
        )
        .finally(() => {
          running.current.delete(controller);
          latest.current.pending -= 1;
          setPending((list) => list.filter((p) => p.id !== id));
        });
    },
    [rules, bucketname, endpoint, intl, say, failureText],
  );

  /** Files the user chose: over the count limit the choice is refused whole; each file then by type and size. */
  const choose = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const tooMany = checkCount(rules, latest.current.value.length + latest.current.pending, files.length);
      if (tooMany) {
        refuse(tooMany, 'warning');
        return;
      }
      for (const file of files) {
        const refusal = checkFile(rules, file);
        if (refusal) refuse(refusal, 'error');
        else upload(file);
      }
    },
    [rules, refuse, upload],
  );

  const remove = useCallback(
    (index: number) => {
      const entry = latest.current.value[index];
      if (!entry) return;
      const next = latest.current.value.filter((_, i) => i !== index);
      latest.current.value = next;
      latest.current.onChange(next);
      say('success', intl.formatMessage({ id: 'att_removed' }));
      // A file saved with a record stays until the record is saved without it (the form may still be cancelled).
      if (uploadedHere.current.delete(entry.md5name)) deleteFile(entry, endpoint).catch((error: unknown) => console.warn('could not delete an unsaved upload', error));
    },
    [intl, say, endpoint],
  );

  const move = useCallback((index: number, direction: Direction) => {
    const next = moveEntry(latest.current.value, index, direction);
    if (next === latest.current.value) return;
    latest.current.value = next;
    latest.current.onChange([...next]);
  }, []);

  return { pending, choose, remove, move };
}
