import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { AppError, httpErrorResponse, invalidRequest } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import type { AppServices } from '../graphql/context';
import { parsePhone } from '../modules/auth/phone';
import { filesRouter } from '../modules/files/file.routes';
import { specImportRoutes } from '../modules/product-manuals/param-import.route';
import { customerRoutes } from '../modules/customers/customer.routes';
import { PUBLIC_REPAIR_FILES_PATH } from '../contract/repair-orders';
import { publicRepairFilesRouter } from '../modules/repair-orders/public-upload.routes';

/**
 * Express's own refusals of a request (`http-errors` with a 4xx status meant for the client, such
 * as a path whose percent-encoding does not decode): the client's fault, answered 1004 with that
 * status and not logged as the server's.
 */
const requestRefusal = (error: unknown): AppError | null => {
  const e = error as { status?: unknown; expose?: unknown; message?: unknown } | null;
  // The router's decode failure is a URIError with status 400 (no `expose`).
  if (!e || typeof e.status !== 'number' || e.status < 400 || e.status >= 500 || (e.expose !== true && !(error instanceof URIError))) return null;
  return invalidRequest('unreadableRequest', { detail: String(e.message).slice(0, 200) }, e.status);
};

/** An error of the site's routes answered GraphQL-shaped with its status, never a stack. */
const siteErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const requestId = randomUUID();
  const refusal = requestRefusal(error);
  if (!refusal) req.app.locals.logger?.error({ err: error, requestId }, 'unexpected HTTP error');
  const { status, body } = httpErrorResponse(refusal ?? error, localeFromAcceptLanguage(req.headers['accept-language']), requestId);
  res.status(status).setHeader('x-request-id', requestId).json(body);
};

/**
 * Headers of every site answer. Scripts only from this site (the client's bundles and workers
 * are files under /assets; nothing inline, no eval), so a text that slipped into a page could not
 * load or run script of its own; no plugins; no other site may frame the app (clickjacking: a
 * page elsewhere showed the signed-in app in a frame in review). Pictures, styles and connections
 * stay open: dashboards show pictures from any http(s) address, and the designer's cover reads them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const securityHeaders: express.RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
};

/**
 * The built client's files, each as the smallest the browser accepts: the build writes a .br and a
 * .gz beside every text asset (client/vite.config.ts), so nothing is compressed per request (a kanban's first
 * paint loads 264 KiB of script as brotli, 898 KiB as built). A path that does not
 * decode goes on to the routes below, as plain static serving let it (the library would answer it
 * with a bare 400 of its own).
 */
function builtClient(clientDist: string): RequestHandler {
  const assets = path.join(clientDist, 'assets') + path.sep;
  // Vite names every file under assets/ by its content: a new build is new names, so a browser
  // may keep them for good. Other files keep the hour; index.html (the routes below) is asked for each time.
  const setHeaders = (res: http.ServerResponse, file: string) => {
    if (file.startsWith(assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  };
  const serve = expressStaticGzip(clientDist, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { index: false, maxAge: '1h', setHeaders } });
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next();
    }
    serve(req, res, next);
  };
}

/** Everything but `/graphql` (served by http/graphql-http.ts): health, uploaded files, the built client and its routes. */
export function createExpressApp(app: AppServices): express.Express {
  const web = express();
  web.disable('x-powered-by');
  web.use(securityHeaders);
  web.locals.logger = app.logger;
  if (app.config.trustProxy) web.set('trust proxy', true);

  web.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  web.all('/healthz', (_req, res) => {
    res.status(405).setHeader('allow', 'GET, HEAD').type('text').send('Method not allowed');
  });

  // Uploaded files, with the session and CSRF rule of /graphql (modules/files/file.routes.ts).
  web.use('/files', filesRouter(app));
  // The public repair form's uploads, with the pass of its drag verification instead of a session.
  web.use(PUBLIC_REPAIR_FILES_PATH, publicRepairFilesRouter(app));
  // The spec-parameter import of the product form and its template (maintainadmin).
  web.use(specImportRoutes(app));
  // The customer import (a background job polled over GraphQL) and export (modules/customers/customer.routes.ts).
  web.use(customerRoutes(app));

  // Content editable without a rebuild (spec: a static content config loaded at start), never cached stale.
  web.get('/content-config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(path.join(app.config.contentDir, 'content-config.json'), (error) => {
      if (error && !res.headersSent) res.status(404).type('text').send('Not found');
    });
  });
  web.use('/content', express.static(app.config.contentDir, { index: false, dotfiles: 'ignore', cacheControl: true, maxAge: 0 }));

  // Development and browser tests only (SMS_OUTBOX_HTTP): the codes the development SMS provider
  // "sent" to a phone, newest first. Off, the path does not exist.
  web.get(/^\/dev\//, (req, res, next) => {
    if (!app.config.smsOutboxHttp || req.path !== '/dev/sms-outbox') return void res.status(404).type('text').send('Not found');
    const phone = parsePhone(typeof req.query.phone === 'string' ? req.query.phone : '');
    res.setHeader('cache-control', 'no-store');
    res.json({ messages: phone ? app.smsOutbox.to(phone.e164) : [] });
    void next;
  });

  // The built client, with the SPA's routes falling back to index.html.
  const index = path.join(app.config.clientDist, 'index.html');
  web.use(builtClient(app.config.clientDist));
  web.get(/^\/(?!graphql|files|healthz).*/, (req, res) => {
    // A missing file (a path with an extension) is a 404, not the app's page served as an image.
    if (path.extname(req.path)) res.status(404).type('text').send('Not found');
    else if (fs.existsSync(index)) res.sendFile(index);
    else res.status(503).type('text').send('The web client is not built yet: run `npm run build` at the repository root.');
  });
  // Anything else (another method on a page's path, an unknown path under /files) is a plain 404,
  // like the ones above: not Express's HTML page naming the method and path.
  web.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });

  web.use(siteErrors);
  return web;
}
