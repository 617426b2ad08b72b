import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { parse as parseCookies } from 'cookie';
import express, { type ErrorRequestHandler } from 'express';
import { httpErrorResponse, invalidRequest } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import { type AppContext, type AppServices, createContext } from '../graphql/context';
import { LIMITS } from '../graphql/security';
import { tokenFrom } from '../modules/auth/tokens';

/** Body-parser failures answered as GraphQL-shaped catalogue errors with the right status, never a stack. */
const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const type = (error as { type?: string }).type;
  const known =
    type === 'entity.parse.failed'
      ? invalidRequest('the body is not valid JSON', 400)
      : type === 'entity.too.large'
        ? invalidRequest(`the body is larger than ${LIMITS.maxBodyBytes} bytes`, 413)
        : type === 'encoding.unsupported' || type === 'charset.unsupported'
          ? invalidRequest('unsupported body encoding', 415)
          : null;
  const requestId = randomUUID();
  if (!known) req.app.locals.logger?.error({ err: error, requestId }, 'unexpected HTTP error');
  const { status, body } = httpErrorResponse(known ?? error, localeFromAcceptLanguage(req.headers['accept-language']), requestId);
  res.status(status).setHeader('x-request-id', requestId).json(body);
};

export function createExpressApp(app: AppServices, apollo: ApolloServer<AppContext>): express.Express {
  const web = express();
  web.disable('x-powered-by');
  web.locals.logger = app.logger;
  if (app.config.trustProxy) web.set('trust proxy', true);

  web.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  web.use(
    '/graphql',
    express.json({ limit: LIMITS.maxBodyBytes }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(app, {
          token: tokenFrom(req.headers.authorization, parseCookies(req.headers.cookie ?? '')),
          acceptLanguage: req.headers['accept-language'],
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          http: { req, res },
          requestId: randomUUID(),
        }),
    }),
  );

  // Content editable without a rebuild (spec: a static content config loaded at start), never cached stale.
  web.get('/content-config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(path.join(app.config.contentDir, 'content-config.json'), (error) => {
      if (error && !res.headersSent) res.status(404).type('text').send('Not found');
    });
  });
  web.use('/content', express.static(app.config.contentDir, { index: false, dotfiles: 'ignore', cacheControl: true, maxAge: 0 }));

  // The built client, with the SPA's routes falling back to index.html.
  const index = path.join(app.config.clientDist, 'index.html');
  web.use(express.static(app.config.clientDist, { index: false, maxAge: '1h' }));
  web.get(/^\/(?!graphql|files|healthz).*/, (req, res) => {
    // A missing file (a path with an extension) is a 404, not the app's page served as an image.
    if (path.extname(req.path)) res.status(404).type('text').send('Not found');
    else if (fs.existsSync(index)) res.sendFile(index);
    else res.status(503).type('text').send('The web client is not built yet: run `npm run build` at the repository root.');
  });

  web.use(bodyErrors);
  return web;
}
