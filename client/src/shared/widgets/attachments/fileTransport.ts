import type { FileEntryValue } from '@contract/files';
import { parseUploadAnswer } from './attachmentRules';

/** An upload or removal the server refused: its catalogue errorno and parameters when it said one. */
export class FileRequestError extends Error {
  constructor(
    readonly errorno: number | null,
    readonly params: Record<string, unknown> = {},
  ) {
    super(errorno === null ? 'file request failed' : `file request failed with errorno ${errorno}`);
  }
}

/** Every request but a GET carries it (the contract's CSRF rule, as on /graphql). */
const PREFLIGHT = { 'apollo-require-preflight': 'true' } as const;

/** Where a widget's files go: the path uploads are posted to (removals: `<path>/:bucketname/:md5name`) and the headers every request carries. */
export type FileEndpoint = { readonly path: string; readonly headers: Readonly<Record<string, string>> };

/** `/files` with the session cookie and the preflight header: every signed-in form. */
export const SESSION_FILES: FileEndpoint = { path: '/files', headers: PREFLIGHT };

/**
 * Uploads one file (contract: server/src/contract/files.ts; by default to `POST /files`):
 * multipart with the text fields first and the file part last, the session cookie, the
 * endpoint's headers. XMLHttpRequest rather than fetch for the upload's progress. Resolves
 * with the stored file.
 */
export function uploadFile(
  fields: ReadonlyArray<readonly [string, string]>,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  endpoint: FileEndpoint = SESSION_FILES,
): Promise<FileEntryValue> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.withCredentials = false; // same origin: the cookie goes anyway (fetch's credentials: 'same-origin')
    for (const [name, value] of Object.entries(endpoint.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const answer = parseUploadAnswer(xhr.status, xhr.responseText);
      if (answer.ok) resolve(answer.entry);
      else reject(new FileRequestError(answer.errorno, answer.params));
    };
    xhr.onerror = () => reject(new FileRequestError(null));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Deletes a stored file (by default `DELETE /files/:bucketname/:md5name`). */
export async function deleteFile(entry: Pick<FileEntryValue, 'bucketname' | 'md5name'>, endpoint: FileEndpoint = SESSION_FILES): Promise<void> {
  const response = await fetch(`${endpoint.path}/${encodeURIComponent(entry.bucketname)}/${encodeURIComponent(entry.md5name)}`, { method: 'DELETE', headers: { ...endpoint.headers }, credentials: 'same-origin' });
  if (!response.ok) {
    const answer = parseUploadAnswer(response.status, await response.text().catch(() => ''));
    throw new FileRequestError(answer.ok ? null : answer.errorno, answer.ok ? {} : answer.params);
  }
}
