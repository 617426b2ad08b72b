/**
 * HTTP routes of the spec-parameter import (spec part 2 sections 2, 5 and 7), for
 * maintainadmin and super_admin only (SPEC_IMPORT_ROLES):
 *   POST /productmanual/import: multipart, one file part (.xlsx or .xls, at most 50 MB),
 *     with the header `apollo-require-preflight` (the CSRF rule of /graphql and /files), read
 *     by the files module's multipart reader into a temporary file;
 *     answers `{ result: 'success', value: params }` in the manual's params shape.
 *   GET /productmanual/import-template: the template, an .xlsx.
 * Failures answer GraphQL-shaped errors (`httpErrorResponse`) with their status.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { ERRNO } from '../../contract/error-catalogue';
import { extensionOf } from '../../contract/files';
import { PRODUCT_MANUAL_LIMITS, SPEC_IMPORT_PATH, SPEC_IMPORT_ROLES, SPEC_TEMPLATE_PATH, checkImportFile } from '../../contract/product-manuals';
import type { ValidationKey } from '../../contract/validation';
import { AppError, formInvalid, httpErrorResponse, invalidRequest, serverBusy } from '../../core/errors';
import { localeFromAcceptLanguage } from '../../core/locale';
import type { AppServices } from '../../graphql/context';
import { inLane } from '../../http/lanes';
import type { Caller } from '../auth/caller-cache';
import { findCaller } from '../auth/session.service';
import { tokenFrom } from '../auth/tokens';
import { readMultipart } from '../files/multipart';
import { WorkbookTooBig, importTemplate, readParams, sniffFormat, zipBounds } from './param-import';

/** Room for the multipart framing around the file itself. */
const MULTIPART_SLACK = 64 * 1024;
/** A form error on the `file` field (errorno 1003), with the transport's status. */
const fileFieldError = (key: ValidationKey, httpStatus = 400) => new AppError(ERRNO.formValidationFailed, {}, { fields: [{ field: 'file', key }], httpStatus });
export const tooBig = () => fileFieldError('import_too_big', 413);
export const wrongFormat = () => fileFieldError('import_format');
/** As many workbooks are being read as the instance allows (`MAX_IMPORTS`): 1013, HTTP 503, try again shortly. */
export const importsBusy = (res: express.Response) => {
  res.setHeader('retry-after', '10');
  return serverBusy();
};

/** The signed-in caller, if one of the import roles. */
async function importer(app: AppServices, req: http.IncomingMessage): Promise<Caller> {
  const token = tokenFrom(req.headers.authorization, req.headers.cookie);
  const caller = token ? await findCaller(app.orm, app.callers, token) : null;
  if (!caller) throw new AppError(ERRNO.sessionExpired, {}, { httpStatus: 401 });
  if (!SPEC_IMPORT_ROLES.includes(caller.role)) throw new AppError(ERRNO.forbidden, {}, { httpStatus: 403 });
  return caller;
}

/** The first bytes of a file. */
export async function headOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Counts a stream's bytes on their way through, refusing past `max`. */
function limitTo(max: number, refuse: () => AppError): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? refuse() : null, chunk);
    },
  });
}

/**
 * The import's file part, streamed to `into/upload` by the files module's multipart reader
 * (the body bounded, the rest drained after a refusal, a vanished client noticed): refused by
 * name before a byte is written, and past `maxBytes` (50 MB) as it streams. The customer
 * import receives its workbook through it too.
 */
export function receiveWorkbook(req: http.IncomingMessage, into: string, maxBytes: number = PRODUCT_MANUAL_LIMITS.importBytes): Promise<{ path: string; filename: string }> {
  return readMultipart(
    req,
    req.headers,
    maxBytes,
    async ({ partFilename, stream }) => {
      const filename = path.basename(partFilename ?? '');
      const key = checkImportFile({ name: filename });
      if (key) throw fileFieldError(key);
      const target = path.join(into, 'upload');
      await pipeline(stream, limitTo(maxBytes, tooBig), createWriteStream(target));
      return { path: target, filename };
    },
    // A file received after the request failed: the directory goes with the request's.
    async () => undefined,
    tooBig,
  );
}

export function specImportRoutes(app: AppServices): express.Router {
  const router = express.Router();
  const fail = (req: http.IncomingMessage, res: express.Response, error: unknown, caller: Caller | null) => {
    const requestId = randomUUID();
    if (!(error instanceof AppError)) app.logger.error({ err: error, requestId }, 'spec import failed');
    const { status, body } = httpErrorResponse(error, localeFromAcceptLanguage(req.headers['accept-language'], caller?.language), requestId);
    res.status(status).setHeader('x-request-id', requestId).json(body);
  };

  router.post(SPEC_IMPORT_PATH, inLane(app), async (req, res) => {
    let caller: Caller | null = null;
    let dir: string | null = null;
    let params: unknown;
    let failure: unknown = null;
    try {
      if (!req.headers['apollo-require-preflight']) throw invalidRequest('preflightHeaderMissing', { header: 'apollo-require-preflight' }, 400);
      caller = await importer(app, req);
      // Refused at once when the request says it is larger than any accepted file.
      if (Number(req.headers['content-length'] ?? 0) > PRODUCT_MANUAL_LIMITS.importBytes + MULTIPART_SLACK) throw tooBig();
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mmc-import-'));
      const file = await receiveWorkbook(req, dir);
      // The content decides, not the name: an .xlsx is a ZIP archive, an .xls an OLE2 file.
      const format = sniffFormat(await headOf(file.path));
      if (!format || format !== extensionOf(file.filename)) throw wrongFormat();
      if (format === 'xlsx') {
        const bounds = await zipBounds(file.path);
        if (bounds !== 'ok') throw bounds === 'too-big' ? tooBig() : wrongFormat();
      }
      // Each workbook read holds its shared strings in memory: only MAX_IMPORTS at once.
      if (!app.workbooks.enter()) throw importsBusy(res);
      const result = await readParams(file.path, format)
        .catch((error) => {
          throw error instanceof WorkbookTooBig ? tooBig() : wrongFormat();
        })
        .finally(() => app.workbooks.leave());
      if (result.errors.length) throw formInvalid(result.errors);
      params = result.params;
    } catch (error) {
      failure = error;
    } finally {
      // The upload is gone before the answer leaves.
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    }
    if (failure) fail(req, res, failure, caller);
    else res.json({ result: 'success', value: params });
  });

  router.get(SPEC_TEMPLATE_PATH, inLane(app), async (req, res) => {
    let caller: Caller | null = null;
    try {
      caller = await importer(app, req);
      const locale = localeFromAcceptLanguage(req.headers['accept-language'], caller.language);
      const workbook = await importTemplate(locale);
      res.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('content-disposition', `attachment; filename="product-params-template.xlsx"; filename*=UTF-8''${encodeURIComponent(locale === 'zh-CN' ? '规格参数模板.xlsx' : 'product-params-template.xlsx')}`);
      res.setHeader('cache-control', 'no-store');
      res.end(workbook);
    } catch (error) {
      fail(req, res, error, caller);
    }
  });
  return router;
}
