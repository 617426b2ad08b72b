import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { ERRNO, type Locale } from '../contract/error-catalogue';
import { httpErrorResponse } from '../core/errors';
import { requestErrorText } from '../core/request-error-text';
import { endHeldAnswer, isMutationRequest, type UserShare } from '../graphql/answer-budget';
import { localeFromAcceptLanguage } from '../core/locale';
import { type AppContext, type AppServices, createContext } from '../graphql/context';
import { tokenFrom } from '../modules/auth/tokens';
import type { GraphqlFastPath } from './graphql-fast-path';
import { enterLane, NO_CREDENTIAL, TURNED_AWAY } from './lanes';
import { answerBusy, readJsonBody, refuse } from './request-body';

/**
 * `/graphql` over HTTP straight from node:http to Apollo Server (`executeHTTPGraphQLRequest`),
 * the work an integration does and nothing more: the body read with its size limit and parsed
 * as JSON, the headers handed over, Apollo's answer written in one call. Express serves the
 * rest of the site; routing, middleware and body parsing through it cost more per request
 * than the read path's query itself. Plain queries skip Apollo's request pipeline too
 * (`fastPath`, http/graphql-fast-path.ts) and are answered as Apollo would answer them.
 */
export function graphqlHttpHandler(app: AppServices, apollo: ApolloServer<AppContext>, fastPath: GraphqlFastPath): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const contextFor = (req: http.IncomingMessage, res: http.ServerResponse, token: string | undefined) =>
    createContext(app, {
      token,
      acceptLanguage: req.headers['accept-language'],
      ip: clientAddress(req, app.config.trustProxy),
      userAgent: req.headers['user-agent'],
      http: { req, res, secure: isSecure(req, app.config.trustProxy) },
      requestId: randomUUID(),
    });

  /** Instead of a query's answer that would pass the bytes unsent answers may hold: 1013 (HTTP 503), the answer's headers dropped. A mutation's answer is sent (false). */
  const busyInstead = (req: http.IncomingMessage, res: http.ServerResponse, body: unknown) => () => {
    if (isMutationRequest(body)) return false;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    answerBusy(req, res);
    return true;
  };

  const execute = async (req: http.IncomingMessage, res: http.ServerResponse, body: unknown, token: string | undefined, share: UserShare | null) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const plain = fastPath.select(method, req.headers.accept, body);
    if (plain) {
      // A context that fails is Apollo's to answer (it builds it again and reports the failure).
      const context = await contextFor(req, res, token).catch(() => null);
      const answer = context && (await fastPath.run(plain, context));
      if (answer) {
        for (const [key, value] of answer.headers) res.setHeader(key, value);
        res.setHeader('x-request-id', context.requestId);
        res.statusCode = answer.status;
        return endHeldAnswer(app.answers, res, answer.body, busyInstead(req, res, body), share);
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const url = req.url ?? '/graphql';
    const query = url.indexOf('?');
    let context: AppContext | undefined;
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search: query < 0 ? '' : url.slice(query), body },
      context: async () => (context = await contextFor(req, res, token)),
    });
    for (const [key, value] of result.headers) res.setHeader(key, value);
    res.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') {
      // Apollo refuses a malformed body (a `query` that is not text, `variables` that are not an
      // object) after building the context but outside its request pipeline, whose response hook
      // says errors in the caller's language: such refusals are said here (again, for the others:
      // the same language gives the same words).
      const locale = context?.locale ?? localeFromAcceptLanguage(req.headers['accept-language']);
      const answer = res.statusCode >= 400 && locale !== 'en' ? inRequestLanguage(result.body.string, locale) : result.body.string;
      return endHeldAnswer(app.answers, res, answer, busyInstead(req, res, body), share);
    }
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  };

  return (req, res) => {
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    const json = /^application\/json\b/.test(type);
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (json && encoding !== 'identity') return refuse(req, res, 415, 'unsupportedBodyEncoding');
    const charset = /charset=([^;\s]+)/.exec(type)?.[1];
    if (json && charset && !/^utf-?8$/.test(charset)) return refuse(req, res, 415, 'unsupportedBodyEncoding');
    const token = tokenFrom(req.headers.authorization, req.headers.cookie);
    void enterLane(app, token, req, res).then(async (admitted) => {
      if (admitted === TURNED_AWAY) return;
      const lane = admitted === NO_CREDENTIAL ? null : admitted;
      // A token that is no one's is not looked up again (a flood of made-up tokens costs one read each).
      const credential = admitted === NO_CREDENTIAL ? undefined : token;
      try {
        const read = await readJsonBody(app, req, res, lane !== null, json);
        if (read) await execute(req, res, read.body, credential, lane && { budget: app.answersPerUser, userId: lane.userId });
      } catch (error) {
        const requestId = randomUUID();
        app.logger.error({ err: error, requestId }, 'unexpected HTTP error');
        const answer = httpErrorResponse(error, localeFromAcceptLanguage(req.headers['accept-language']), requestId);
        if (!res.headersSent) res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }).end(JSON.stringify(answer.body));
        else res.end();
      } finally {
        lane?.place.leave();
      }
    });
  };
}

/** An error answer of Apollo's, its errorno 3 messages in `locale`; anything else as it was. */
function inRequestLanguage(answer: string, locale: Locale): string {
  try {
    const parsed = JSON.parse(answer) as { errors?: { message?: unknown; extensions?: { errorno?: unknown } }[] };
    if (!Array.isArray(parsed.errors)) return answer;
    for (const error of parsed.errors) {
      if (error.extensions?.errorno === ERRNO.parameterError && typeof error.message === 'string') error.message = requestErrorText(error.message, locale);
    }
    return JSON.stringify(parsed);
  } catch {
    return answer;
  }
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
