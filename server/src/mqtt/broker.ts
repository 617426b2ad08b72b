import net from 'node:net';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type { UpgradeHandler } from '../graphql/ws';
import type { AddressInfo } from 'node:net';
import type { Aedes, AuthenticateError, Client } from 'aedes' with { 'resolution-mode': 'import' };
import type { Logger } from '../core/logger';
import type { Ingest } from '../modules/telemetry/ingest';
import { parseTopic } from '../modules/telemetry/messages';
import type { MqttAuthenticator, MqttIdentity } from './device-auth';

const identities = new WeakMap<Client, MqttIdentity>();

const authError = (message: string, returnCode: 4 | 5): AuthenticateError => Object.assign(new Error(message), { returnCode }) as AuthenticateError;

export type EmbeddedBroker = { port: number; broker: Aedes; close(): Promise<void> };

/** MQTT over WebSocket (path /mqtt on the HTTP port), for browsers and machines behind proxies; same authentication. */
export function mqttOverWebSocket(broker: Aedes): { handler: UpgradeHandler; close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  return {
    handler: (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => broker.handle(createWebSocketStream(ws) as never, request as never)),
    close: () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

/**
 * The embedded broker (aedes) for one-machine installs. Devices authenticate with
 * their credential and may publish only `device/{uuid}/{param}` and
 * `processrate/{uuid}` under their own uuid. Messages are ingested inside
 * `authorizePublish`: aedes sends PUBACK only after it calls back, and that waits for
 * the database commit, so an acknowledged QoS 1 message is stored.
 */
export async function startEmbeddedBroker(options: { port: number; host: string; ingest: Ingest; auth: MqttAuthenticator; logger: Logger }): Promise<EmbeddedBroker> {
  const { ingest, auth, logger } = options;
  // aedes 1.x is ESM-only; a dynamic import loads it from this CommonJS build.
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      auth.authenticate(username, password, client.id).then(
        (result) => {
          if (result === 'bad-credentials') return done(authError('bad username or password', 4), false);
          if (result === 'client-id-refused') return done(authError('client id not bound to this credential', 5), false);
          identities.set(client, result);
          done(null, true);
        },
        (error) => {
          logger.error({ err: error }, 'mqtt authentication failed');
          done(authError('authentication unavailable', 4), false);
        },
      );
    },
    authorizePublish: (client, packet, callback) => {
      if (!client) return callback(null); // the broker's own messages
      const identity = identities.get(client);
      if (!identity) return callback(new Error('not authenticated'));
      if (identity.kind === 'server') return callback(null);
      const parsed = parseTopic(packet.topic);
      if (!parsed || parsed.uuid !== identity.uuid) {
        logger.warn({ clientId: client.id, topic: packet.topic }, 'mqtt publish refused: not under the device\'s own uuid');
        ingest.counters['not-own-topic'] += 1;
        return callback(new Error('publish not allowed on this topic'));
      }
      let outcome: ReturnType<Ingest['handle']>;
      try {
        outcome = ingest.handle(packet.topic, packet.payload as Buffer, identity.uuid);
      } catch (error) {
        return callback(error instanceof Error ? error : new Error(String(error)));
      }
      if (!(outcome instanceof Promise)) return callback(null);
      outcome.then(
        () => callback(null),
        // Not stored: no PUBACK; the client resends after reconnecting.
        (error) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const identity = identities.get(client);
      if (identity?.kind === 'server') return callback(null, subscription);
      const own = identity?.kind === 'device' && (subscription.topic.startsWith(`device/${identity.uuid}/`) || subscription.topic === `processrate/${identity.uuid}`);
      callback(null, own ? subscription : null);
    },
  });
  broker.on('clientError', (client, error) => logger.debug({ clientId: client.id, err: error }, 'mqtt client error'));
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'embedded MQTT broker listening');
  return {
    port,
    broker,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Close the connections too, or server.close waits for every machine to leave.
        broker.close(() => undefined);
      });
    },
  };
}
