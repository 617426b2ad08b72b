import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import type { Config } from './config/config';
import { type Logger, createLogger } from './core/logger';
import { createInProcessPubSub } from './core/pubsub';
import { openDatabase } from './db/orm';
import { createApolloServer } from './graphql/apollo';
import { checkGuard } from './graphql/authorize';
import type { AppServices } from './graphql/context';
import { collectApiCatalogue, enforceDirectives } from './graphql/directives';
import { buildPublicSchema } from './graphql/schema';
import { attachWebSocket } from './graphql/ws';
import { createExpressApp } from './http/express-app';
import { LoginThrottle } from './modules/auth/login-throttle';
import { SocketRegistry } from './modules/auth/socket-registry';
import { PolicyStore } from './modules/permissions/policy-store';
import { seedDemo } from './modules/seeding/seed-demo';

export type RunningApp = {
  url: string;
  port: number;
  services: AppServices;
  close(): Promise<void>;
};

/**
 * Boots the product in one readable sequence: database (migrated) -> demo data ->
 * schema -> HTTP + WebSocket. MQTT ingest and the simulator join here in their issue.
 */
export async function startApp(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<RunningApp> {
  const orm: MikroORM = await openDatabase(config);
  try {
    if (config.seedDemo) await seedDemo(orm.em.fork(), logger);

    const services: AppServices = {
      config,
      logger,
      orm,
      pubsub: createInProcessPubSub(),
      policies: new PolicyStore(orm, logger),
      throttle: new LoginThrottle(config.loginMaxFailures, config.loginWindowSeconds * 1000),
      sockets: new SocketRegistry(),
      catalogue: [],
    };
    const publicSchema = await buildPublicSchema(services.pubsub);
    services.catalogue = collectApiCatalogue(publicSchema);
    const schema = enforceDirectives(publicSchema, checkGuard);

    const httpServer = http.createServer();
    const apollo = createApolloServer(schema, httpServer);
    await apollo.start();
    httpServer.on('request', createExpressApp(services, apollo));
    const ws = attachWebSocket(httpServer, schema, services);

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    logger.info({ url, database: config.databaseUrl ? 'postgresql' : 'sqlite' }, 'server ready');

    return {
      url,
      port,
      services,
      async close() {
        await ws.close();
        await apollo.stop();
        await orm.close(true);
      },
    };
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}
