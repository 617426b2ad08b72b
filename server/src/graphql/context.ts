import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type http from 'node:http';
import type { Config } from '../config/config';
import type { ReadPath } from '../db/read-path';
import type { Locale } from '../contract/error-catalogue';
import type { ByteBudget, KeyedByteBudget } from '../core/byte-budget';
import type { CallerLanes } from '../core/caller-lanes';
import { localeFromAcceptLanguage } from '../core/locale';
import type { Logger } from '../core/logger';
import type { PubSub } from '../core/pubsub';
import { TenantScope, scopedEm } from '../core/tenancy';
import type { LoginThrottle } from '../modules/auth/login-throttle';
import type { Caller, CallerCache } from '../modules/auth/caller-cache';
import { findCaller } from '../modules/auth/session.service';
import type { SocketRegistry } from '../modules/auth/socket-registry';
import type { InProgressLimit } from '../modules/auth/in-progress-limit';
import type { SubscriptionBudget } from './subscription-budget';
import type { SmsOutbox } from '../modules/auth/sms';
import type { ApiTokenUse } from '../modules/auth/api-token.service';
import type { VerificationCodes } from '../modules/auth/verification-codes';
import type { FileStorage } from '../modules/files/storage';
import type { PolicyStore } from '../modules/permissions/policy-store';
import type { PublicRepairGate } from '../modules/repair-orders/public-repair.service';
import type { Ingest } from '../modules/telemetry/ingest';
import type { LiveFeeds } from '../modules/telemetry/live-feeds';
import type { LiveState } from '../modules/telemetry/live-state';
import type { ApiGroupEntry } from './directives';
import type { SubscriptionTarget } from './live-delivery';

/** Long-lived parts shared by all requests. */
export type AppServices = {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  /** Prepared reads of the hot lists (db/read-path.ts). */
  reads: ReadPath;
  pubsub: PubSub;
  /** Resolves once subscriptions opened so far receive events (Redis SUBSCRIBE acknowledged). */
  pubsubReady: () => Promise<void>;
  /** MQTT ingest: counters of accepted and rejected messages. */
  ingest: Ingest;
  /** Latest values, process rates and presence of devices. */
  live: LiveState;
  policies: PolicyStore;
  throttle: LoginThrottle;
  /** SMS verification codes for phone sign-in and the public password reset. */
  codes: VerificationCodes;
  /** What the development SMS provider "sent" (tests read it; over HTTP only with SMS_OUTBOX_HTTP). */
  smsOutbox: SmsOutbox;
  /** The clock of time-bound rules (verification codes, their limits): replaceable at the edge in tests. */
  now: () => number;
  sockets: SocketRegistry;
  /** Live subscriptions per user and in all on this instance (`WS_MAX_SUBSCRIPTIONS_PER_USER`, `WS_MAX_SUBSCRIPTIONS`). */
  subscriptions: SubscriptionBudget;
  /** Workbooks being read by the imports on this instance (`MAX_IMPORTS`): each holds its shared strings in memory. */
  workbooks: InProgressLimit;
  /** Bytes of HTTP request bodies past the usual 100 KiB held while they are read (HTTP_BODY_BUFFER_BYTES). */
  bodies: ByteBudget;
  /** Bytes of GraphQL answers over HTTP held until their clients have them (HTTP_ANSWER_BUFFER_BYTES): see `endHeldAnswer`. */
  answers: ByteBudget;
  /** Each signed-in user's share of `answers` (HTTP_ANSWER_BUFFER_BYTES_PER_USER). */
  answersPerUser: KeyedByteBudget<number>;
  /** `/graphql` requests over HTTP of each signed-in user: a few worked on at once, the rest waiting their turn (HTTP_MAX_REQUESTS_PER_USER). */
  lanes: CallerLanes<number>;
  /** Records when integrator tokens are used (at most once a minute per token). */
  apiTokenUse: ApiTokenUse;
  /** Signed-in callers by token hash, kept true across instances (modules/auth/caller-invalidation.ts). */
  callers: CallerCache;
  /** Where every live subscription's events come from (scope checked, then pub/sub and a snapshot). */
  feeds: LiveFeeds;
  /** The embedded MQTT broker's TCP port, once it listens (null with an external broker): told to a device when its credential is issued. */
  mqttPort?: number | null;
  /** Filled once the schema is built (it is derived from the schema's directives). */
  catalogue: ApiGroupEntry[];
  /** Uploaded files (`/files`): where the bytes are, and the key of signed download links. */
  files: { storage: FileStorage; linkSecret: Buffer };
  /** The public repair report's challenges and rate limits (modules/repair-orders/public-repair.service.ts). */
  repairGate: PublicRepairGate;
};

/**
 * The signed-in caller. Plain values (cached across requests), not the `User` entity:
 * resolvers that need the entity load it into their own EntityManager (`currentUser`).
 */
export type AuthState = Pick<Caller, 'userId' | 'credential' | 'role' | 'tenantId' | 'language'>;

export type AppContext = {
  requestId: string;
  /** A fork per request (or per subscription), already scoped to the caller's tenants. */
  em: EntityManager;
  auth: AuthState | null;
  scope: TenantScope;
  locale: Locale;
  app: AppServices;
  /** Present over HTTP only: cookies and headers are set on the response. */
  http?: { req: http.IncomingMessage; res: http.ServerResponse; secure: boolean };
  ip?: string;
  userAgent?: string;
  /** Present over WebSocket: where this subscription's results go (graphql/live-delivery.ts). */
  subscriber?: SubscriptionTarget;
  /** Present over WebSocket: what the context was built from, to build it again when rights change (graphql/reauthorize.ts). */
  credentials?: { token: string; acceptLanguage?: string };
};

export type ContextInput = {
  token?: string;
  acceptLanguage?: string;
  ip?: string;
  userAgent?: string;
  http?: AppContext['http'];
  requestId?: string;
};

/**
 * A request's context. Its EntityManager is forked on first use, so a request served by the read
 * path alone needs none; `em` is a getter on the class, not an own property, because Apollo
 * copies the context's own properties per operation (reading a getter there would fork it).
 */
class RequestContext implements AppContext {
  subscriber?: SubscriptionTarget;
  credentials?: { token: string; acceptLanguage?: string };
  private forked?: EntityManager;

  constructor(
    readonly app: AppServices,
    readonly requestId: string,
    readonly auth: AuthState | null,
    readonly scope: TenantScope,
    readonly locale: Locale,
    readonly http?: AppContext['http'],
    readonly ip?: string,
    readonly userAgent?: string,
  ) {}

  get em(): EntityManager {
    return (this.forked ??= scopedEm(this.app.orm, this.scope));
  }
}

/** Builds the request context: resolves the session, the tenant scope and the language. */
export async function createContext(app: AppServices, input: ContextInput): Promise<AppContext> {
  let auth: AuthState | null = null;
  let scope = TenantScope.none();
  if (input.token) {
    const caller = await findCaller(app.orm, app.callers, input.token);
    if (caller) {
      auth = { userId: caller.userId, credential: caller.credential, role: caller.role, tenantId: caller.tenantId, language: caller.language };
      if (caller.credential.kind === 'apiToken') app.apiTokenUse.touch(caller.credential.id);
      scope = caller.scope;
    }
  }
  return new RequestContext(app, input.requestId ?? randomUUID(), auth, scope, localeFromAcceptLanguage(input.acceptLanguage, auth?.language), input.http, input.ip, input.userAgent);
}
