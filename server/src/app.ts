import { createHash } from 'node:crypto';
import http from 'node:http';
import Redis from 'ioredis';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config/config';
import { ByteBudget, KeyedByteBudget } from './core/byte-budget';
import { CallerLanes } from './core/caller-lanes';
import { LIMITS } from './graphql/security';
import { withLocatedAppErrors } from './core/errors';
import { type Logger, createLogger, logSampled } from './core/logger';
import { createAppPubSub } from './core/pubsub';
import { systemEm } from './core/tenancy';
import { openDatabase } from './db/orm';
import { openReadPath } from './db/read-path';
import { createApolloServer } from './graphql/apollo';
import { checkGuard } from './graphql/authorize';
import type { AppServices } from './graphql/context';
import { collectApiCatalogue, enforceDirectives } from './graphql/directives';
import { enforceInputBounds } from './graphql/input-guard';
import { buildPublicSchema } from './graphql/schema';
import { attachWebSocket } from './graphql/ws';
import { createExpressApp } from './http/express-app';
import { GraphqlFastPath } from './http/graphql-fast-path';
import { clientAddress, graphqlHttpHandler } from './http/graphql-http';
import { ApiTokenUse } from './modules/auth/api-token.service';
import { CallerCache } from './modules/auth/caller-cache';
import { loadLinkSecret } from './modules/files/file-links';
import { LocalFileStorage } from './modules/files/local-storage';
import { connectCallerInvalidation } from './modules/auth/caller-invalidation';
import { MemoryCodeStore, RedisCodeStore } from './modules/auth/code-store';
import { InProgressLimit } from './modules/auth/in-progress-limit';
import { LoginThrottle, MemoryAttemptStore, RedisAttemptStore } from './modules/auth/login-throttle';
import { LogSmsProvider, SmsOutbox, type SmsProvider } from './modules/auth/sms';
import { SendLimiter, VerificationCodes } from './modules/auth/verification-codes';
import { SocketRegistry } from './modules/auth/socket-registry';
import { SubscriptionBudget } from './graphql/subscription-budget';
import { API_LIST } from './modules/permissions/apis';
import { PolicyStore } from './modules/permissions/policy-store';
import { seedDemo } from './modules/seeding/seed-demo';
import { ReminderScheduler } from './modules/repair-orders/repair-reminder.service';
import { PublicUploadSweeper } from './modules/repair-orders/public-upload.service';
import { CheckOrderScheduler } from './modules/maintenance-plans/check-order.service';
import { Ingest } from './modules/telemetry/ingest';
import { LiveFeeds } from './modules/telemetry/live-feeds';
import { LiveState } from './modules/telemetry/live-state';
import { ParameterFormat } from './modules/telemetry/parameter-format.entity';
import { type EmbeddedBroker, mqttOverWebSocket, startEmbeddedBroker } from './mqtt/broker';
import { MQTT_AUTH_LIMITS, MqttAuthenticator } from './mqtt/device-auth';
import { startIngestClient } from './mqtt/ingest-client';
import { startDemoSimulator } from './simulator/demo';
import { PublicRepairGate } from './modules/repair-orders/public-repair.service';

export type RunningApp = {
  url: string;
  port: number;
  services: AppServices;
  /** The executable schema as served over HTTP and WebSocket (guards and input bounds applied). */
  schema: GraphQLSchema;
  /** Plain queries answered without Apollo's request pipeline (http/graphql-fast-path.ts). */
  fastPath: GraphqlFastPath;
  /** The HTTP server (its open connections, for tests). */
  httpServer: http.Server;
  /** The embedded broker's bound port (null with an external broker), the server's internal MQTT credential, the embedded broker itself. */
  mqtt: { port: number | null; url: string; internal: { username: string; password: string }; embedded: EmbeddedBroker | null };
  close(): Promise<void>;
};

/** What lies at the edge of the world, replaceable: the SMS gateway and the clock (tests). */
export type AppEdges = { sms?: SmsProvider; now?: () => number };

/**
 * Boots the product in one readable sequence: database (migrated) -> file storage -> demo data ->
 * pub/sub -> ingest -> schema -> HTTP + WebSocket -> MQTT (embedded broker or
 * external) -> demo simulator. `close` stops them in reverse.
 */
export async function startApp(config: Config, logger: Logger = createLogger(config.logLevel), edges: AppEdges = {}): Promise<RunningApp> {
  const now = edges.now ?? Date.now;
  const orm: MikroORM = await openDatabase(config);
  const stops: (() => Promise<void> | void)[] = [() => orm.close(true)];
  // The hot lists' read path, on its own connection (opened after the migrations made the schema).
  const reads = openReadPath(config);
  stops.push(() => reads.close());
  const closeAll = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        logger.warn({ err: error }, 'error while shutting down');
      }
    }
  };
  try {
    // Uploaded files: the folder (shared by every instance) and the key of signed links kept there.
    const files = { storage: await LocalFileStorage.open(config.filesDir), linkSecret: await loadLinkSecret(config) };
    if (config.seedDemo) await seedDemo(systemEm(orm, 'seed'), logger, undefined, { days: config.seedHistoryDays, timeZone: config.timeZone }, files.storage);

    const bus = await createAppPubSub(config.redisUrl, (error, channel) => logger.error({ err: error, channel }, channel ? 'live event listener failed' : 'redis pub/sub error'));
    stops.push(() => bus.close());
    const ingest = new Ingest(orm, bus.pubsub, logger, { maxParametersPerDevice: config.mqttMaxParametersPerDevice, maxValueBytes: config.mqttMaxValueBytes, maxFactsPerMinute: config.mqttMaxFactsPerMinute });
    ingest.setExtraParameters((await systemEm(orm, 'boot').find(ParameterFormat, {})).map((f) => f.key));
    stops.push(() => ingest.close());
    // Repair reminders: every instance looks; each due reminder is delivered by exactly one.
    const reminders = new ReminderScheduler(orm, reads, bus.pubsub, logger, config.reminderPollMs);
    reminders.start();
    stops.push(() => reminders.stop());
    // Uploads of the public repair form that no report took: removed once their pass is used or expired.
    const sweeper = new PublicUploadSweeper(orm, files.storage, logger, now);
    sweeper.start();
    stops.push(() => sweeper.stop());
    // Maintenance plans: every instance looks; each due plan's check orders are generated by exactly one.
    const checkOrders = new CheckOrderScheduler(orm, reads, bus.pubsub, logger, config.reminderPollMs, config.timeZone);
    checkOrders.start();
    stops.push(() => checkOrders.stop());
    const live = new LiveState(orm, bus.pubsub, ingest, logger, config.deviceOfflineSeconds * 1000);
    await live.start();
    stops.push(() => live.stop());

    // Sign-in attempts are counted where every instance sees them: Redis when configured, under
    // a prefix of this deployment (its database), so deployments sharing a Redis do not mix.
    const deployment = createHash('sha256').update(config.databaseUrl ?? config.dataDir).digest('hex').slice(0, 12);
    const redisClient = () => new Redis(config.redisUrl!, { maxRetriesPerRequest: 3 });
    const attempts = config.redisUrl ? new RedisAttemptStore(redisClient(), `mmc:${deployment}:login:`) : new MemoryAttemptStore();
    stops.push(() => attempts.close());
    // Verification codes and their send limits, shared the same way (one connection for both).
    const codeRedis = config.redisUrl ? redisClient() : null;
    const codeStore = codeRedis ? new RedisCodeStore(codeRedis, `mmc:${deployment}:code:`) : new MemoryCodeStore();
    const sends = codeRedis ? new RedisAttemptStore(codeRedis, `mmc:${deployment}:sms:`) : new MemoryAttemptStore();
    stops.push(() => codeStore.close());
    // The public repair report's challenges and rate limits, shared the same way.
    const repairAttempts = codeRedis ? new RedisAttemptStore(codeRedis, `mmc:${deployment}:repair:`) : new MemoryAttemptStore();
    const smsOutbox = new SmsOutbox();
    const sms = edges.sms ?? new LogSmsProvider(logger, smsOutbox, now, !config.production);
    if (!edges.sms && config.production) logger.warn({ outboxOverHttp: config.smsOutboxHttp }, 'SMS: development provider in production: nothing is sent and codes are not logged, so sign-in by SMS cannot work; pass an SMS provider to startApp');
    else if (!edges.sms) logger.info({ outboxOverHttp: config.smsOutboxHttp }, 'SMS: development provider (codes go to this log, nothing is sent)');
    const policies = new PolicyStore(orm, bus.pubsub, logger);
    stops.push(policies.listen());
    const callers = new CallerCache({ ttlMs: config.callerCacheSeconds * 1000 });
    stops.push(connectCallerInvalidation(orm, bus.pubsub, callers, (error) => logger.error({ err: error }, 'caller invalidation not published')));
    await bus.ready(); // invalidations from other instances arrive before the first request

    const services: AppServices = {
      config,
      logger,
      orm,
      reads,
      pubsub: bus.pubsub,
      pubsubReady: bus.ready,
      ingest,
      live,
      policies,
      throttle: new LoginThrottle(attempts, {
        perAccountAndAddress: config.loginMaxFailures,
        perAddress: config.loginAddressMaxFailures,
        perAccount: config.loginAccountMaxFailures,
        windowMs: config.loginWindowSeconds * 1000,
      }, now, new InProgressLimit(config.maxPasswordChecks, (count) => {
        if (logSampled(count)) logger.warn({ count, max: config.maxPasswordChecks }, 'request refused: too many password checks in progress');
      })),
      codes: new VerificationCodes(codeStore, new SendLimiter(sends, { phoneDaily: config.smsPhoneDailyMax, addressDaily: config.smsAddressDailyMax }), sms, {
        phonePrefix: config.phonePrefix,
        logger,
        now,
      }),
      smsOutbox,
      now,
      sockets: new SocketRegistry(config.wsMaxSocketsPerCredential, (count, credential) => {
        if (logSampled(count)) logger.warn({ count, max: config.wsMaxSocketsPerCredential, credential: credential.kind }, 'websocket refused: too many open for one sign-in');
      }),
      workbooks: new InProgressLimit(config.maxImports, (count) => {
        if (logSampled(count)) logger.warn({ count, max: config.maxImports }, 'import refused: as many workbooks as allowed are being read');
      }),
      subscriptions: new SubscriptionBudget(config.wsMaxSubscriptionsPerUser, config.wsMaxSubscriptions, (count, why, userId) => {
        if (logSampled(count)) logger.warn({ count, why, userId, perUser: config.wsMaxSubscriptionsPerUser, total: config.wsMaxSubscriptions }, 'subscription refused: too many live subscriptions');
      }),
      bodies: new ByteBudget(config.httpBodyBufferBytes, (count) => {
        if (logSampled(count)) logger.warn({ count, max: config.httpBodyBufferBytes }, 'request refused: large request bodies being read hold the most bytes allowed');
      }),
      answers: new ByteBudget(config.httpAnswerBufferBytes, (count) => {
        if (logSampled(count)) logger.warn({ count, max: config.httpAnswerBufferBytes }, 'answer refused: answers not yet taken by their clients hold the most bytes allowed');
      }),
      answersPerUser: new KeyedByteBudget<number>(config.httpAnswerBufferBytesPerUser, (count, userId) => {
        if (logSampled(count)) logger.warn({ count, userId, max: config.httpAnswerBufferBytesPerUser }, "answer refused: one user's answers not yet taken by its clients hold the most bytes allowed");
      }),
      lanes: new CallerLanes<number>(config.httpMaxRequestsPerUser, LIMITS.maxWaitingRequestsPerUser, (count) => {
        if (logSampled(count)) logger.warn({ count, perUser: config.httpMaxRequestsPerUser, waiting: LIMITS.maxWaitingRequestsPerUser }, 'request refused: too many requests of one user waiting');
      }),
      apiTokenUse: new ApiTokenUse(orm, logger, now),
      callers,
      feeds: new LiveFeeds(bus.pubsub, bus.ready, live),
      catalogue: [],
      files,
      repairGate: new PublicRepairGate(repairAttempts, files.linkSecret, now),
    };
    const publicSchema = await buildPublicSchema();
    services.catalogue = collectApiCatalogue(publicSchema, API_LIST);
    // Inputs are checked inside the guard: an anonymous caller learns nothing about a field's rules.
    const schema = withLocatedAppErrors(enforceDirectives(enforceInputBounds(publicSchema), checkGuard));

    const httpServer = http.createServer();
    const apollo = createApolloServer(schema, httpServer);
    await apollo.start();
    stops.push(() => apollo.stop());
    const fastPath = new GraphqlFastPath(schema);
    const graphqlHttp = graphqlHttpHandler(services, apollo, fastPath);
    const site = createExpressApp(services);
    httpServer.on('request', (req, res) => {
      const url = req.url ?? '/';
      if (url === '/graphql' || url.startsWith('/graphql?')) graphqlHttp(req, res);
      else site(req, res);
    });
    const ws = attachWebSocket(httpServer, schema, services);
    stops.push(() => ws.close());

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;

    const auth = new MqttAuthenticator(orm, undefined, new LoginThrottle(attempts, MQTT_AUTH_LIMITS, now, new InProgressLimit(config.mqttMaxPasswordChecks)));
    let mqtt: RunningApp['mqtt'];
    if (config.mqttUrl) {
      const client = await startIngestClient({ url: config.mqttUrl, clientId: config.mqttIngestClientId, shareGroup: config.mqttShareGroup, ingest, logger });
      stops.push(() => client.close());
      mqtt = { port: null, url: config.mqttUrl, internal: auth.internal, embedded: null };
    } else {
      const broker = await startEmbeddedBroker({ port: config.mqttPort, host: config.host, ingest, auth, logger, maxPacketBytes: config.mqttMaxPacketBytes, maxConnectionsPerDevice: config.mqttMaxConnectionsPerDevice, addressOf: (request) => clientAddress(request, config.trustProxy) });
      stops.push(() => broker.close());
      const overWs = mqttOverWebSocket(broker, ingest);
      ws.route('/mqtt', overWs.handler);
      stops.push(() => overWs.close());
      mqtt = { port: broker.port, url: `mqtt://127.0.0.1:${broker.port}`, internal: auth.internal, embedded: broker };
    }

    services.mqttPort = mqtt.port;
    // A device's credential, attributes or registration changed (any instance): forget what is
    // kept of it here, and close its connections unless only its attributes or alarm rules changed.
    const embedded = mqtt.embedded;
    stops.push(
      bus.pubsub.listen('DEVICE_CHANGED', ({ uuid, reason }) => {
        ingest.forgetDevice(uuid);
        if (reason === 'attributes' || reason === 'alarmRules') return;
        auth.forget(uuid);
        embedded?.disconnectDevice(uuid);
      }),
    );

    if (config.simulator && config.seedDemo) {
      const simulator = await startDemoSimulator(orm, mqtt.url, config.timeZone, logger);
      stops.push(() => simulator.stop());
    }
    logger.info({ url, mqtt: mqtt.port ?? 'external', database: config.databaseUrl ? 'postgresql' : 'sqlite', pubsub: config.redisUrl ? 'redis' : 'in-process' }, 'server ready');

    return { url, port, services, schema, fastPath, mqtt, httpServer, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
