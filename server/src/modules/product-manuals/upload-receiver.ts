/**
 * Receives the one file part of a multipart request into a temporary file, streamed (never
 * held in memory), at most `maxBytes`. A small receiver of its own until the files module's
 * (feat-files) lands on main; then the two become one.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { ERRNO } from '../../contract/error-catalogue';
import type { ValidationKey } from '../../contract/validation';
import { AppError, invalidRequest } from '../../core/errors';

export type ReceivedFile = { path: string; filename: string; size: number };

/** A form error on the `file` field (errorno 1003), with the transport's status. */
export const fileFieldError = (key: ValidationKey, httpStatus = 400) => new AppError(ERRNO.formValidationFailed, {}, { fields: [{ field: 'file', key }], httpStatus });

/**
 * The file part (the first; others are read past and dropped), written to `into/upload`.
 * `check` refuses a file by its name before a byte is written; beyond `maxBytes` the part is
 * cut and `tooBig` is thrown once the request is read.
 */
export function receiveOneFile(req: http.IncomingMessage, options: { maxBytes: number; into: string; check: (filename: string) => ValidationKey | null; tooBig: () => AppError }): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: req.headers as http.IncomingHttpHeaders & { 'content-type': string }, limits: { files: 1, fileSize: options.maxBytes, fields: 10, parts: 12, headerPairs: 50 } });
    } catch {
      return reject(invalidRequest('send the file as multipart/form-data', 400));
    }
    let refused: AppError | null = null;
    let written: Promise<ReceivedFile> | null = null;
    parser.on('file', (_field, stream, filename) => {
      if (written || refused) return void stream.resume();
      const key = options.check(filename ?? '');
      if (key) {
        refused = fileFieldError(key);
        return void stream.resume();
      }
      const target = path.join(options.into, 'upload');
      let cut = false;
      stream.on('limit', () => (cut = true));
      written = pipeline(stream, fs.createWriteStream(target)).then(() => {
        if (cut) throw options.tooBig();
        return { path: target, filename, size: fs.statSync(target).size };
      });
      // Settled at 'finish'; a rejection before then must not count as unhandled.
      written.catch(() => undefined);
    });
    parser.on('error', () => reject(invalidRequest('the multipart body is malformed', 400)));
    parser.on('finish', () => {
      if (refused) return reject(refused);
      if (!written) return reject(invalidRequest('the request holds no file part', 400));
      written.then(resolve, reject);
    });
    req.on('error', reject);
    // A client gone mid-upload: stop the parser (which ends the file's stream and its write), answer no one.
    req.on('close', () => {
      if (req.complete) return;
      parser.destroy();
      reject(invalidRequest('the upload was interrupted', 400));
    });
    req.pipe(parser);
  });
}
