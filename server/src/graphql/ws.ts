import type http from 'node:http';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { CloseCode, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ERRNO } from '../contract/error-catalogue';
import { CallerLanes, type LanePlace } from '../core/caller-lanes';
import { AppError, invalidRequest, isUnexpected, toClientError, unauthenticated } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import { logSampled } from '../core/logger';
import type { Credential } from '../modules/auth/caller-cache';
import { findCaller } from '../modules/auth/session.service';
import { tokenFrom } from '../modules/auth/tokens';
import { BacklogLedger } from './backlog-ledger';
import { type AppContext, type AppServices, createContext } from './context';
import { createLiveDelivery } from './live-delivery';
import { reauthorizeOnChange } from './reauthorize';
import { rootFieldNames } from './root-fields';
import { LIMITS, introspectionError, isSubscriptionOnly, securityRules, usesIntrospection } from './security';

export type UpgradeHandler = (request: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void;

/** The close reason of a socket beyond `WS_MAX_SOCKETS_PER_CREDENTIAL` (a close reason has no language). */
export const TOO_MANY_SOCKETS = 'Too many connections for this sign-in';

type Extra = {
  socket: WebSocket;
  request: http.IncomingMessage;
  token?: string;
  credential?: Credential;
  /** The signed-in user: its subscriptions are counted against `app.subscriptions`. */
  userId?: number;
  locale?: AppContext['locale'];
  /** Ids of the subscriptions this socket carries or is starting (LIMITS.maxSubscriptionsPerSocket). */
  subscriptions?: Set<string>;
  /** Places of this socket's subscriptions waiting for their turn to start: taken out of the user's lane when the socket closes. */
  waitingStarts?: Set<LanePlace>;
};

/**
 * A browser may open the socket only from this site (or an allowed origin); clients
 * that send no Origin (servers, scripts) are not browsers and authenticate by token.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function rejectUpgrade(socket: import('node:stream').Duplex, status: number, text: string) {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** Whether a client message (at most a frame, 64 KiB) is a graphql-ws ping, whose pong echoes its payload. */
function isPing(data: RawData): boolean {
  try {
    return (JSON.parse(String(data)) as { type?: unknown } | null)?.type === 'ping';
  } catch {
    return false;
  }
}

/**
 * Bounds what graphql-ws makes the server hold for a client that sends without reading. graphql-ws
 * answers each ping with a pong and each refused subscribe with an error, read or not; those
 * replies wait in the socket's send buffer (the live delivery's backlog bounds count only its own
 * events). So, while replies to this socket wait unsent: a ping is answered once (the client gets
 * a pong when it reads again), and past LIMITS.maxMessagesWhileBehind messages the socket is
 * closed (1013, as a subscriber that does not keep up); what arrives after the close is dropped.
 * And a reply the broken socket could not take is not an error of the server's: graphql-ws would
 * print a stack trace for each one (thousands for one dropped connection).
 */
function guardReplies(ws: WebSocket, onFlood: () => void): void {
  const handlers = ws.listeners('message') as ((data: RawData, isBinary: boolean) => void)[];
  ws.removeAllListeners('message');
  let behind = 0;
  let pongWaiting = false;
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount === 0) {
      behind = 0;
      pongWaiting = false;
    } else if (++behind > LIMITS.maxMessagesWhileBehind) {
      onFlood();
      ws.close(1013, 'Too slow: replies not read');
      return;
    } else if (isPing(data)) {
      if (pongWaiting) return;
      pongWaiting = true;
    }
    for (const handler of handlers) handler.call(ws, data, isBinary);
  });
  const send = ws.send.bind(ws) as (data: unknown, options: object, cb?: (error?: Error) => void) => void;
  ws.send = ((data: unknown, options?: object | ((error?: Error) => void), cb?: (error?: Error) => void) => {
    const done = typeof options === 'function' ? options : cb;
    send(data, typeof options === 'object' ? options : {}, done && (() => done()));
  }) as WebSocket['send'];
}

/**
 * GraphQL subscriptions over graphql-ws on `/graphql`, with the protections HTTP has:
 * origin check, authentication, the same validation limits, subscriptions only,
 * session re-checked on each subscribe, and a small frame size.
 */
export function attachWebSocket(httpServer: http.Server, schema: GraphQLSchema, app: AppServices) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.maxFrameBytes });
  // Other WebSocket endpoints on the same port (MQTT over WebSocket on /mqtt).
  const routes = new Map<string, UpgradeHandler>();
  // Refusals anyone can cause without signing in are counted and logged sampled, never one line each.
  const refusals = { origin: 0, frame: 0, unread: 0 };
  httpServer.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = routes.get(pathname);
    if (!route && pathname !== '/graphql') return rejectUpgrade(socket, 404, 'Not Found');
    // Every WebSocket endpoint (MQTT over WebSocket too): another site's page must not use its visitors' browsers against it.
    if (!originAllowed(request.headers.origin, request.headers.host, app.config.allowedOrigins)) {
      refusals.origin += 1;
      if (logSampled(refusals.origin)) app.logger.warn({ origin: String(request.headers.origin).slice(0, 200), path: pathname, count: refusals.origin }, 'websocket upgrade refused: origin not allowed');
      return rejectUpgrade(socket, 403, 'Forbidden');
    }
    if (route) return route(request, socket, head);
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
      // A frame ws refuses (too large: 1009; not UTF-8: 1007) is the client's fault: ws closes the
      // socket with that code. graphql-ws's own listener would print a stack for each one.
      ws.removeAllListeners('error');
      ws.on('error', (error: Error & { code?: string }) => {
        refusals.frame += 1;
        if (logSampled(refusals.frame)) app.logger.warn({ code: error.code, count: refusals.frame }, 'websocket frame refused');
      });
      guardReplies(ws, () => {
        refusals.unread += 1;
        if (logSampled(refusals.unread)) app.logger.warn({ count: refusals.unread }, 'websocket closed: the client sends without reading the replies');
      });
    });
  });

  const rules = [...specifiedRules, ...securityRules()];
  const shape = (errors: readonly GraphQLError[], extra: Extra) =>
    errors.map((e) => toClientError(e.toJSON(), extra.locale ?? 'en', undefined, false));

  /** What a subscriber sees of a result: errors in its language, unexpected ones masked and logged. */
  const shapeResult = (result: ExecutionResult, args: ExecutionArgs) => {
    if (!result.errors?.length) return result;
    const context = args.contextValue as AppContext;
    // The same judgement as over HTTP: a wrong variable or a catalogue error is the client's, and a flood of them logs nothing.
    for (const e of result.errors) {
      if (isUnexpected(e)) context.app.logger.error({ err: e.originalError ?? e, path: e.path }, 'unexpected subscription error');
    }
    return { ...result, errors: result.errors.map((e) => toClientError(e.toJSON(), context.locale, context.requestId, false)) };
  };

  const starts = new CallerLanes<number>(LIMITS.subscriptionStartsPerUser, app.config.wsMaxSubscriptionsPerUser);
  // Subscribers with the same operation and the same caller view share one listener, execution and serialisation per event.
  const delivery = createLiveDelivery({
    targetOf: (args) => (args.contextValue as AppContext).subscriber ?? null,
    keyOf: (args) => {
      const ctx = args.contextValue as AppContext;
      if (!ctx.auth) return null;
      // The tenant too: system messages reach the users of a tenant, and super_admins of different tenants share one scope;
      // and the user for the system messages feed, which also carries messages to one user (reminders).
      const base = `${ctx.auth.role}\u0000${ctx.auth.tenantId}\u0000${JSON.stringify(ctx.scope.filterArgs())}\u0000${ctx.locale}`;
      // Through fragments too: `... on Subscription { systemMessages }` must not share another user's group.
      return rootFieldNames(args.document).has('systemMessages') ? `${base}\u0000${ctx.auth.userId}` : base;
    },
    shape: shapeResult,
    maxBufferedBytes: LIMITS.maxSubscriberBacklogBytes,
    backlogs: new BacklogLedger<unknown>(LIMITS.maxSubscriberBacklogBytesPerUser, LIMITS.maxSubscriberBacklogBytesInAll, LIMITS.laggingSubscriberBytes),
    // A user's waiting starts are bounded by its live subscriptions (WS_MAX_SUBSCRIPTIONS_PER_USER), those of closed sockets taken out.
    startLane: (target) => (typeof target.owner === 'number' ? starts.enter(target.owner) : null),
    onSlowClient: (target) => {
      app.logger.warn({ subscription: target.id }, 'websocket closed: the client does not keep up with its subscriptions');
      // 1013 Try Again Later: the client may reconnect and start again from the snapshots.
      target.socket.close(1013, 'Too slow: subscriptions fell behind');
    },
    onError: (error, message) => app.logger.error({ err: error }, message),
  });
  const stopReauthorizing = reauthorizeOnChange(app, delivery.members, async (old) => {
    const fresh = await createContext(app, { token: old.credentials?.token, acceptLanguage: old.credentials?.acceptLanguage });
    return Object.assign(fresh, { subscriber: old.subscriber, credentials: old.credentials });
  });
  const server = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema,
      subscribe: delivery.subscribe,
      connectionInitWaitTimeout: app.config.wsInitTimeoutMs,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const bearer = typeof params.authorization === 'string' ? params.authorization : typeof params.Authorization === 'string' ? params.Authorization : undefined;
        const token = (typeof params.token === 'string' && params.token) || tokenFrom(bearer, ctx.extra.request.headers.cookie);
        if (!token) return false; // 4403 Forbidden
        const caller = await findCaller(app.orm, app.callers, token);
        if (!caller) return false;
        if (!app.sockets.add(caller.credential, ctx.extra.socket, caller.expiresAt)) {
          // 1013 Try Again Later: the browser client retries, and gets in once one of the others closes.
          ctx.extra.socket.close(1013, TOO_MANY_SOCKETS);
          return false;
        }
        ctx.extra.token = token;
        ctx.extra.credential = caller.credential;
        ctx.extra.userId = caller.userId;
        ctx.extra.locale = localeFromAcceptLanguage(ctx.extra.request.headers['accept-language'], caller.language);
        return true;
      },
      onClose: (ctx) => {
        for (const place of ctx.extra.waitingStarts ?? []) place.cancel();
        if (ctx.extra.credential) app.sockets.remove(ctx.extra.credential, ctx.extra.socket);
        for (const id of [...(ctx.extra.subscriptions ?? [])]) release(ctx.extra, id);
      },
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        // An id is kept with its subscription: a long one is memory the caller chooses (4400).
        if (id.length > LIMITS.maxSubscriptionIdLength) {
          ctx.extra.socket.close(CloseCode.BadRequest, `Subscription id longer than ${LIMITS.maxSubscriptionIdLength} characters`);
          return [invalidRequest('subscriptionIdTooLong')];
        }
        // Counted before any await, so that a burst of subscribe frames is refused as it arrives, at little cost each.
        const carried = (ctx.extra.subscriptions ??= new Set());
        // An id whose earlier subscription is still starting or running: graphql-ws forgets that one
        // once the client completes it while it starts, and would then run both under one id, the
        // first never ended (the per-socket cap bypassed, memory kept after the socket closes).
        if (carried.has(id)) {
          ctx.extra.socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
          return [invalidRequest('subscriptionIdInUse')];
        }
        if (carried.size >= LIMITS.maxSubscriptionsPerSocket) return [new AppError(ERRNO.tooManySubscriptions, { max: LIMITS.maxSubscriptionsPerSocket })];
        const refusal = ctx.extra.userId === undefined ? null : app.subscriptions.take(ctx.extra.userId);
        if (refusal === 'user') return [new AppError(ERRNO.tooManyUserSubscriptions, { max: app.subscriptions.perUser })];
        if (refusal === 'instance') return [new AppError(ERRNO.serverBusy)];
        carried.add(id);
        // Its context, parse and validation take their turn in the user's lane of starts, as its snapshot does later.
        const place = ctx.extra.userId === undefined ? null : starts.enter(ctx.extra.userId);
        if (ctx.extra.userId !== undefined && !place) {
          // Not expected: a user's waiting starts are bounded by its live subscriptions (WS_MAX_SUBSCRIPTIONS_PER_USER).
          release(ctx.extra, id);
          return [new AppError(ERRNO.serverBusy)];
        }
        try {
          if (place) {
            const waiting = (ctx.extra.waitingStarts ??= new Set());
            waiting.add(place);
            await place.ready;
            waiting.delete(place);
          }
          const started = await startSubscription(ctx.extra, id, payload);
          if (Array.isArray(started)) release(ctx.extra, id);
          return started;
        } catch (error) {
          release(ctx.extra, id);
          throw error;
        } finally {
          place?.leave();
        }
      },
      onComplete: (ctx, id) => release(ctx.extra, id),
      onError: (ctx, _id, _payload, errors) => shape(errors as readonly GraphQLError[], ctx.extra),
      onNext: (_ctx, _id, _payload, args, result) => (result.errors?.length ? (shapeResult(result, args) as ExecutionResult) : undefined),
    },
    wss,
  );

  /** A subscription of the socket ended (or never started): its place on the socket and in the budget are free again, once. */
  function release(extra: Extra, id: string): void {
    if (extra.subscriptions?.delete(id) && extra.userId !== undefined) app.subscriptions.give(extra.userId);
  }

  /** Checks a subscribe message and its caller and prepares its execution, or says what is wrong. */
  async function startSubscription(extra: Extra, id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const credentials = { token: extra.token ?? '', acceptLanguage: extra.request.headers['accept-language'] };
    const contextValue = await createContext(app, { token: credentials.token, acceptLanguage: credentials.acceptLanguage, requestId: undefined });
    if (!contextValue.auth) {
      // The session or token was revoked or expired since the socket opened.
      extra.socket.close(CloseCode.Unauthorized, 'Session revoked');
      return [unauthenticated()];
    }
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: LIMITS.maxTokens });
    } catch (error) {
      return [error instanceof GraphQLError ? error : invalidRequest('queryNotParsed')];
    }
    if (!isSubscriptionOnly(document, payload.operationName)) {
      return [invalidRequest('onlySubscriptionsOverWebSocket')];
    }
    if (usesIntrospection(document) && !contextValue.auth) return [introspectionError()];
    const errors = validate(schema, document, rules);
    if (errors.length) return errors;
    contextValue.subscriber = { socket: extra.socket, id, owner: extra.userId };
    contextValue.credentials = credentials;
    return { schema, document, variableValues: payload.variables ?? undefined, operationName: payload.operationName ?? undefined, contextValue };
  }

  return {
    /** Serves another WebSocket endpoint on this port; it does its own authentication. */
    route(pathname: string, handler: UpgradeHandler) {
      routes.set(pathname, handler);
    },
    async close() {
      stopReauthorizing();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
