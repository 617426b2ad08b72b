import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RequestReason } from '../contract/error-messages';
import { type AppError, type ErrorParams, httpErrorResponse, invalidRequest, serverBusy } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import type { AppServices } from '../graphql/context';
import { LIMITS, mayHaveLargeBody } from '../graphql/security';

/** Answers an error the request itself caused (413, 415, 400...), in the caller's language. */
export function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, reason: RequestReason, params: ErrorParams = {}): void {
  answer(req, res, invalidRequest(reason, params, status));
}

/** 1013, HTTP 503 with `Retry-After: 5`: a large body that would pass the bytes all large bodies being read may hold, or an answer the bytes all unsent answers may hold. */
export function answerBusy(req: http.IncomingMessage, res: http.ServerResponse): void {
  answer(req, res, serverBusy(), { 'retry-after': '5' });
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, error: AppError, headers: Record<string, string> = {}): void {
  const requestId = randomUUID();
  const { status, body } = httpErrorResponse(error, localeFromAcceptLanguage(req.headers['accept-language']), requestId);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, ...headers }).end(JSON.stringify(body));
}

/**
 * Reads a `/graphql` request's JSON body within its limits, or answers the request itself and
 * resolves with null. The limit is 100 KiB (LIMITS.maxBodyBytes); a signed-in caller (its
 * credential looked up once, as the request took its place in its user's lane: http/lanes.ts)
 * may send up to 3 MiB for the few mutations that need it (a dashboard's content and cover:
 * `mayHaveLargeBody` decides once it is parsed), so a made-up token buys nothing. The bytes of
 * such a large body are held against `app.bodies` (HTTP_BODY_BUFFER_BYTES) until it is parsed or
 * abandoned; bodies within 100 KiB are not counted, since slow senders could otherwise fill a
 * shared budget and have every request refused. A body refused half-way is not kept, and its
 * connection closes after the answer.
 */
export function readJsonBody(app: AppServices, req: http.IncomingMessage, res: http.ServerResponse, signedIn: boolean, json: boolean): Promise<{ body: unknown } | null> {
  // The client went away before its turn to be read came: its 'close' has passed, nothing to answer.
  if (req.destroyed) return Promise.resolve(null);
  const limit = signedIn ? LIMITS.maxLargeBodyBytes : LIMITS.maxBodyBytes;
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    refuse(req, res, 413, 'bodyTooLarge', { bytes: limit });
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Bytes of this body held against app.bodies, given back once it is parsed or abandoned.
    let held = 0;
    let answered = false;
    const giveBack = () => {
      app.bodies.give(held);
      held = 0;
    };
    const stop = (answerNow: () => void) => {
      answered = true;
      giveBack();
      chunks.length = 0;
      res.shouldKeepAlive = false;
      answerNow();
      req.resume();
      resolve(null);
    };
    const hold = (bytes: number): boolean => {
      if (app.bodies.take(bytes)) {
        held += bytes;
        return true;
      }
      stop(() => answerBusy(req, res));
      return false;
    };
    req.on('close', () => {
      giveBack();
      if (!answered && !req.complete) resolve(null); // the client went away: nothing to answer
    });
    req.on('data', (chunk: Buffer) => {
      if (answered) return;
      const before = size;
      size += chunk.length;
      if (size > limit) return stop(() => refuse(req, res, 413, 'bodyTooLarge', { bytes: limit }));
      if (size > LIMITS.maxBodyBytes && !hold(before > LIMITS.maxBodyBytes ? chunk.length : size)) return;
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (answered) return;
      answered = true;
      let body: unknown;
      try {
        body = json && size > 0 ? JSON.parse(Buffer.concat(chunks, size).toString('utf8')) : undefined;
      } catch {
        body = INVALID;
      }
      giveBack();
      if (body === INVALID) refuse(req, res, 400, 'bodyNotValidJson');
      else if (size > LIMITS.maxBodyBytes && !mayHaveLargeBody(body)) refuse(req, res, 413, 'bodyTooLarge', { bytes: LIMITS.maxBodyBytes });
      else return resolve({ body });
      resolve(null);
    });
  });
}

const INVALID = Symbol('invalid JSON');
