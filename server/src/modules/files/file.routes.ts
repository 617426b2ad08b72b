import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { type EntityManager } from '@mikro-orm/core';
import { type Request, type Response, Router } from 'express';
import { API } from '../../contract/apis';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import { type UploadPurpose, servedFileName } from '../../contract/files';
import type { Role } from '../../contract/roles';
import { AppError, httpErrorResponse, invalidRequest } from '../../core/errors';
import { localeFromAcceptLanguage } from '../../core/locale';
import { TenantScope, scopedEm } from '../../core/tenancy';
import { permitted } from '../../graphql/authorize';
import { type AppContext, type AppServices, type AuthState, createContext } from '../../graphql/context';
import { tokenFrom } from '../auth/tokens';
import { verifyFileLink } from './file-links';
import { checkRef, createFileLink, deleteFile, fileNotFound, linkRequest, openDownload, uploadFile, uploaderQuota } from './file.service';

/** Methods a cross-site page can send without a preflight only when they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The header of Apollo's CSRF prevention: a page of another site cannot set it without a preflight. */
const PREFLIGHT_HEADER = 'apollo-require-preflight';
/** `POST /files/link` takes a few short fields. */
const LINK_BODY_MAX = 4 * 1024;
/** A browser keeps a file this long before asking again (the answer is 304 while the caller may still see it). */
const CACHE_SECONDS = 300;

const sessionExpired = () => new AppError(ERRNO.sessionExpired, {}, { httpStatus: 401 });
const linkInvalid = () => new AppError(ERRNO.fileLinkInvalid, {}, { httpStatus: 403 });

function signedIn(ctx: AppContext): AuthState {
  if (!ctx.auth) throw sessionExpired();
  return ctx.auth;
}

/** The purposes a role may upload for: `maintenance` where its policy lets it create or edit a maintenance plan (decided by `permitted`). */
async function uploadPurposesOf(ctx: AppContext, role: Role): Promise<ReadonlySet<UploadPurpose>> {
  const planner = (await permitted(ctx, role, API.maintenancePlanAdd)) || (await permitted(ctx, role, API.maintenancePlanEdit));
  return new Set(planner ? ['maintenance'] : []);
}

/**
 * `/files` (contract/files.ts): thin handlers over `file.service.ts`, with the session, CSRF
 * rule and error answers of `/graphql`. Every request first resolves its caller (cookie or
 * Bearer), so even a refusal speaks the caller's language.
 */
export function filesRouter(app: AppServices): Router {
  const router = Router();
  const { storage, linkSecret } = app.files;

  const handle = (work: (req: Request, res: Response, ctx: AppContext) => Promise<void>) => async (req: Request, res: Response) => {
    let locale: Locale = localeFromAcceptLanguage(req.headers['accept-language']);
    try {
      const ctx = await createContext(app, {
        token: tokenFrom(req.headers.authorization, req.headers.cookie),
        acceptLanguage: req.headers['accept-language'],
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      locale = ctx.locale;
      if (!SAFE_METHODS.has(req.method) && !req.headers[PREFLIGHT_HEADER]) {
        throw invalidRequest('preflightHeaderMissing', { header: PREFLIGHT_HEADER }, 400);
      }
      await work(req, res, ctx);
    } catch (error) {
      sendError(app, res, error, locale);
    }
  };

  router.post(
    '/',
    handle(async (req, res, ctx) => {
      const { tenantId, userId, role } = signedIn(ctx);
      const quota = uploaderQuota(ctx.em, userId, app.config.filesMaxBytesPerUserDay);
      const value = await uploadFile(ctx.em, storage, { tenantId, userId }, { headers: req.headers, body: req }, { purposes: await uploadPurposesOf(ctx, role), ...quota });
      res.json({ result: 'success', value });
    }),
  );

  router.post(
    '/link',
    handle(async (req, res, ctx) => {
      const { tenantId } = signedIn(ctx);
      const value = await createFileLink(ctx.em, linkSecret, linkRequest(await readJson(req, res, LINK_BODY_MAX)), Date.now(), tenantId);
      res.json({ result: 'success', value });
    }),
  );

  router.get(
    '/:bucketname/:md5name',
    handle(async (req, res, ctx) => {
      const key = checkRef({ bucket: req.params.bucketname as string, name: req.params.md5name as string });
      const { tenant, expires, signature } = req.query;
      let em: EntityManager;
      let ownTenantId: number | null;
      if (tenant !== undefined || expires !== undefined || signature !== undefined) {
        // A signed link needs no session: it reads the file of the tenant it was signed for.
        const owner = verifyFileLink(linkSecret, { tenant, expires, signature }, key, Date.now());
        if (owner === null) throw linkInvalid();
        em = scopedEm(app.orm, TenantScope.only(owner));
        ownTenantId = null;
      } else {
        ownTenantId = signedIn(ctx).tenantId;
        em = ctx.em;
      }
      const { file, open } = await openDownload(em, storage, key, ownTenantId);
      const etag = `"${key.name.split('.')[0]}"`;
      res.setHeader('cache-control', `private, max-age=${CACHE_SECONDS}`);
      res.setHeader('etag', etag);
      if (req.headers['if-none-match'] === etag) return void res.status(304).end();
      res.setHeader('content-type', file.mime);
      res.setHeader('content-length', String(file.size));
      // Pictures are shown; documents are saved under their original name, ending with an
      // extension of the served type (a name stored before names were checked gets it added).
      res.setHeader('content-disposition', contentDisposition(file.kind === 'picture' ? 'inline' : 'attachment', servedFileName(file.filename, file.md5name)));
      if (req.method === 'HEAD') return void res.end();
      const bytes = await open();
      try {
        await pipeline(bytes, res);
      } catch (error) {
        // Headers are out: a broken download ends the connection (the client sees it short), not a second answer.
        if (!res.writableFinished) app.logger.debug({ err: error }, 'file download interrupted'); // mostly a client going away
        res.destroy();
      }
    }),
  );

  router.delete(
    '/:bucketname/:md5name',
    handle(async (req, res, ctx) => {
      const { tenantId, userId } = signedIn(ctx);
      await deleteFile(ctx.em, storage, { tenantId, userId }, { bucket: req.params.bucketname as string, name: req.params.md5name as string }, ctx.scope);
      res.json({ result: 'success' });
    }),
  );

  // Any other path under /files names no file (after the CSRF rule, for a request that would change something).
  router.all(
    '/{*rest}',
    handle(async () => {
      throw fileNotFound();
    }),
  );

  return router;
}

/** An error answered GraphQL-shaped (`httpErrorResponse`) in the caller's language. */
export function sendError(app: AppServices, res: Response, error: unknown, locale: Locale): void {
  const requestId = randomUUID();
  if (!(error instanceof AppError)) app.logger.error({ err: error, requestId }, 'unexpected error in /files');
  else if (error.errorno === ERRNO.uploadFailed) app.logger.info({ err: (error as { cause?: unknown }).cause, requestId }, 'upload failed');
  if (res.headersSent) return void res.destroy();
  const { status, body } = httpErrorResponse(error, locale, requestId);
  res.setHeader('x-request-id', requestId);
  res.status(status).json(body);
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 with RFC 5987 for any script). */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A small JSON body, bounded: too large is refused (413) at the first byte past `max`, and the
 * connection closes after that answer (the rest of the body is not waited for, nor kept).
 */
function readJson(req: http.IncomingMessage, res: http.ServerResponse, max: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      req.resume();
      return reject(invalidRequest('bodyMustBeJson', {}, 415));
    }
    const tooLarge = () => {
      res.shouldKeepAlive = false;
      req.removeAllListeners('data');
      req.resume();
      reject(invalidRequest('bodyTooLarge', { bytes: max }, 413));
    };
    if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return tooLarge();
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > max) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch {
        reject(invalidRequest('bodyNotValidJson', {}, 400));
      }
    });
  });
}
