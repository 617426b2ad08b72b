import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { ERRNO } from '../contract/error-catalogue';
import { AppError, httpErrorResponse, invalidRequest } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import { logSampled } from '../core/logger';
import { type AppContext, type AppServices, createContext } from '../graphql/context';
import { LIMITS, mayHaveLargeBody } from '../graphql/security';
import { findCaller } from '../modules/auth/session.service';
import { tokenFrom } from '../modules/auth/tokens';
import type { GraphqlFastPath } from './graphql-fast-path';

/**
 * `/graphql` over HTTP straight from node:http to Apollo Server (`executeHTTPGraphQLRequest`),
 * the work an integration does and nothing more: the body read with its size limit and parsed
 * as JSON, the headers handed over, Apollo's answer written in one call. Express serves the
 * rest of the site; routing, middleware and body parsing through it cost more per request
 * than the read path's query itself. Plain queries skip Apollo's request pipeline too
 * (`fastPath`, http/graphql-fast-path.ts) and are answered as Apollo would answer them.
 */
export function graphqlHttpHandler(app: AppServices, apollo: ApolloServer<AppContext>, fastPath: GraphqlFastPath): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number, reason: string) => {
    const requestId = randomUUID();
    const answer = httpErrorResponse(invalidRequest(reason, status), localeFromAcceptLanguage(req.headers['accept-language']), requestId);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }).end(JSON.stringify(answer.body));
  };

  const contextFor = (req: http.IncomingMessage, res: http.ServerResponse) =>
    createContext(app, {
      token: tokenFrom(req.headers.authorization, req.headers.cookie),
      acceptLanguage: req.headers['accept-language'],
      ip: clientAddress(req, app.config.trustProxy),
      userAgent: req.headers['user-agent'],
      http: { req, res, secure: isSecure(req, app.config.trustProxy) },
      requestId: randomUUID(),
    });

  const execute = async (req: http.IncomingMessage, res: http.ServerResponse, body: unknown) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const plain = fastPath.select(method, req.headers.accept, body);
    if (plain) {
      // A context that fails is Apollo's to answer (it builds it again and reports the failure).
      const context = await contextFor(req, res).catch(() => null);
      const answer = context && (await fastPath.run(plain, context));
      if (answer) {
        for (const [key, value] of answer.headers) res.setHeader(key, value);
        res.setHeader('x-request-id', context.requestId);
        res.statusCode = answer.status;
        return void res.end(answer.body);
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const url = req.url ?? '/graphql';
    const query = url.indexOf('?');
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search: query < 0 ? '' : url.slice(query), body },
      context: () => contextFor(req, res),
    });
    for (const [key, value] of result.headers) res.setHeader(key, value);
    res.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') return void res.end(result.body.string);
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  };

  /** 1013, HTTP 503: a large body that would pass the bytes all large bodies being read may hold. */
  const busy = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const requestId = randomUUID();
    const answer = httpErrorResponse(new AppError(ERRNO.serverBusy, {}, { httpStatus: 503 }), localeFromAcceptLanguage(req.headers['accept-language']), requestId);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, 'retry-after': '5' }).end(JSON.stringify(answer.body));
  };

  return (req, res) => {
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    const json = /^application\/json\b/.test(type);
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (json && encoding !== 'identity') return refuse(req, res, 415, 'unsupported body encoding');
    const charset = /charset=([^;\s]+)/.exec(type)?.[1];
    if (json && charset && !/^utf-?8$/.test(charset)) return refuse(req, res, 415, 'unsupported body encoding');
    // A caller with a credential may send a larger body, for the few mutations that need one
    // (a dashboard's content and cover: mayHaveLargeBody decides once it is parsed). The
    // credential is checked once the body passes the usual limit, so a made-up token buys nothing.
    const token = tokenFrom(req.headers.authorization, req.headers.cookie);
    let limit = token ? LIMITS.maxLargeBodyBytes : LIMITS.maxBodyBytes;
    const tooLargeReason = (bytes: number) => `the body is larger than ${bytes} bytes`;
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      return refuse(req, res, 413, tooLargeReason(limit));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    // Bytes of this body held against app.bodies (a body past the usual limit only), given back once it is parsed or abandoned.
    let held = 0;
    let answered = false;
    const giveBack = () => {
      app.bodies.give(held);
      held = 0;
    };
    /** Answers before the body is read to its end; the rest is not kept, and the connection closes after the answer. */
    const stop = (answer: () => void) => {
      answered = true;
      giveBack();
      chunks.length = 0;
      res.shouldKeepAlive = false;
      answer();
      req.resume();
    };
    /** Holds `bytes` more of a large body against app.bodies, or answers 1013 (false). */
    const hold = (bytes: number): boolean => {
      if (app.bodies.take(bytes)) {
        held += bytes;
        return true;
      }
      const { refused, max } = app.bodies;
      if (logSampled(refused)) app.logger.warn({ count: refused, max }, 'request refused: large request bodies being read hold the most bytes allowed');
      stop(() => busy(req, res));
      return false;
    };
    req.on('close', giveBack);
    req.on('data', (chunk: Buffer) => {
      if (answered) return;
      const before = size;
      size += chunk.length;
      if (size > limit) return stop(() => refuse(req, res, 413, tooLargeReason(limit)));
      // Bodies within the usual limit are not counted: a budget they shared could be filled by
      // slow senders to refuse every request. Only the few large ones (a dashboard) are.
      if (size > LIMITS.maxBodyBytes && !hold(before > LIMITS.maxBodyBytes ? chunk.length : size)) return;
      chunks.push(chunk);
      if (token && before <= LIMITS.maxBodyBytes && size > LIMITS.maxBodyBytes) {
        // Past the usual limit: only a signed-in caller may go on.
        req.pause();
        findCaller(app.orm, app.callers, token).then(
          (caller) => {
            if (answered) return;
            if (caller) return void req.resume();
            limit = LIMITS.maxBodyBytes;
            stop(() => refuse(req, res, 413, tooLargeReason(limit)));
          },
          (error: unknown) => {
            app.logger.error({ err: error }, 'caller look-up failed while reading a large body');
            if (!answered) stop(() => refuse(req, res, 413, tooLargeReason(LIMITS.maxBodyBytes)));
          },
        );
      }
    });
    req.on('end', () => {
      if (answered) return;
      let body: unknown;
      if (json && size > 0) {
        try {
          body = JSON.parse(Buffer.concat(chunks, size).toString('utf8'));
        } catch {
          giveBack();
          return refuse(req, res, 400, 'the body is not valid JSON');
        }
      }
      giveBack();
      if (size > LIMITS.maxBodyBytes && !mayHaveLargeBody(body)) return refuse(req, res, 413, tooLargeReason(LIMITS.maxBodyBytes));
      execute(req, res, body).catch((error) => {
        const requestId = randomUUID();
        app.logger.error({ err: error, requestId }, 'unexpected HTTP error');
        const answer = httpErrorResponse(error, localeFromAcceptLanguage(req.headers['accept-language']), requestId);
        if (!res.headersSent) res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }).end(JSON.stringify(answer.body));
        else res.end();
      });
    });
  };
}

/** The client's address: the socket's, or (behind a trusted proxy) the first of X-Forwarded-For, as Express's `trust proxy` gives it. */
export function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress;
}

/** HTTPS to the client: a TLS socket, or (behind a trusted proxy) X-Forwarded-Proto https. */
export function isSecure(req: http.IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
}
