import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError, formInvalid, invalidRequest } from '../../core/errors';

/** The text fields of an upload, then its file part, as `onFile` gets them. */
export type UploadPart = {
  /** Text fields sent before the file (the contract puts them first). */
  fields: ReadonlyMap<string, string>;
  /** Fields cut at FIELD_BYTES: too long for any rule. */
  tooLong: ReadonlySet<string>;
  /** The part's own file name, as sent (paths kept, so a traversal is refused rather than cut). */
  partFilename: string | undefined;
  stream: Readable;
};

/** Bounds of everything in the body but the file (a file name is 255 characters, 1,020 bytes of UTF-8 at most). */
const LIMITS = { fieldNameSize: 64, fieldSize: 2048, fields: 8, parts: 10, files: 1, headerPairs: 16, headerSize: 16 * 1024 };
/** What the body may hold beyond the file: fields, part headers, boundaries. */
const BODY_OVERHEAD = 64 * 1024;
/** After a refusal the rest of the body is read and dropped (so the client reads the answer); past this the connection is cut. */
const DRAIN_MAX = 64 * 1024 * 1024;

/** An upload that failed for a reason not in the rules (a broken body, a vanished client, the disk): 1040. */
export function uploadFailed(cause: unknown): AppError {
  return Object.assign(new AppError(ERRNO.uploadFailed, {}, { httpStatus: 400 }), { cause });
}

/**
 * Reads a multipart/form-data body as it arrives: text fields, then the one part named
 * `file`, handed to `onFile` as a stream, which must consume it. Resolves with what `onFile`
 * resolves as soon as it has; rejects when the body is malformed or larger than
 * `maxFileBytes` plus its overhead (with `tooLarge`'s error: the file is then too large for any
 * rule, though the request runs ahead of the file's own check), when the client goes away, or with `onFile`'s error,
 * always after `onFile` has settled (so whatever it staged is cleaned up before the answer).
 * A result that arrives after a failure is handed to `abandon`.
 */
export function readMultipart<T>(
  body: Readable,
  headers: IncomingHttpHeaders,
  maxFileBytes: number,
  onFile: (part: UploadPart) => Promise<T>,
  abandon: (result: T) => Promise<void>,
  tooLarge: () => AppError,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      if (!/^multipart\/form-data\b/i.test(headers['content-type'] ?? '')) throw new Error('not multipart');
      busboy = Busboy({
        headers: headers as BusboyHeaders,
        preservePath: true,
        defCharset: 'utf8',
        isPartAFile: (name) => name === 'file',
        // busboy's own cut is a backstop; the file's consumer refuses at its limit first.
        limits: { ...LIMITS, fileSize: maxFileBytes + 1 },
      });
    } catch {
      drain(body);
      reject(invalidRequest('bodyMustBeMultipart', {}, 415));
      return;
    }
    const fields = new Map<string, string>();
    const tooLong = new Set<string>();
    let file: BusboyFileStream | null = null;
    let work: Promise<T> | null = null;
    let settled = false;
    let bodyBytes = 0;

    const detach = () => {
      body.unpipe(busboy);
      body.off('data', count);
      body.off('error', onBodyError);
      body.off('close', onBodyClose);
      drain(body);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      detach();
      const reason = error instanceof AppError ? error : uploadFailed(error);
      if (file && !file.destroyed) file.destroy(reason);
      if (!work) return reject(reason);
      work.then(
        (result) => abandon(result).finally(() => reject(reason)),
        () => reject(reason),
      );
    };
    const count = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxFileBytes + BODY_OVERHEAD) fail(tooLarge());
    };
    const onBodyError = (error: unknown) => fail(error);
    // The client went away before the body ended.
    const onBodyClose = () => {
      if (!body.readableEnded) fail(new Error('the client closed the connection during the upload'));
    };

    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      fields.set(name, value);
      if (valueTruncated) tooLong.add(name);
    });
    busboy.on('file', (_name, stream, filename) => {
      if (settled || work) return void stream.resume();
      file = stream;
      // The parser may report a broken body on the part more than once; onFile hears it through its own listener.
      stream.on('error', () => undefined);
      // Async, so a refusal thrown before the first await (the form's rules) rejects like any other.
      work = (async () => onFile({ fields, tooLong, partFilename: filename, stream }))();
      work.then((result) => {
        if (settled) return; // fail() hands it to abandon
        settled = true;
        // The file is the last part: what may follow is read and dropped.
        detach();
        resolve(result);
      }, fail);
    });
    busboy.on('fieldsLimit', () => fail(invalidRequest('tooManyFields', { max: LIMITS.fields })));
    busboy.on('partsLimit', () => fail(invalidRequest('tooManyParts', { max: LIMITS.parts })));
    busboy.on('error', () => fail(invalidRequest('multipartMalformed')));
    busboy.on('finish', () => {
      if (!work) fail(formInvalid([{ field: 'file', key: 'file_required' }]));
    });
    body.on('data', count);
    body.on('error', onBodyError);
    body.on('close', onBodyClose);
    body.pipe(busboy);
  });
}

/** Reads and drops what is left of a body, up to DRAIN_MAX; then the connection is cut. */
export function drain(body: Readable): void {
  let dropped = 0;
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX) body.destroy();
  });
  body.on('error', () => undefined);
  body.resume();
}
