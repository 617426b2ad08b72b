import type http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type { UpgradeHandler } from '../graphql/ws';
import type { AddressInfo } from 'node:net';
import type { Aedes, AuthenticateError, Client } from 'aedes' with { 'resolution-mode': 'import' };
import { ByteBudget } from '../core/byte-budget';
import { type Logger, logSampled } from '../core/logger';
import type { Ingest } from '../modules/telemetry/ingest';
import { parseTopic } from '../modules/telemetry/messages';
import type { MqttAuthenticator, MqttIdentity } from './device-auth';
import { PacketSizeLimit } from './packet-limit';

const identities = new WeakMap<Client, MqttIdentity>();
/** The device uuid of each admitted device connection; kept after `disconnectDevice` withdraws its identity, for the cleanup at its end. */
const deviceOf = new WeakMap<Client, string>();
/** The network address of each accepted connection (the stream aedes keeps as `client.conn`). */
const addresses = new WeakMap<Duplex, string>();
/** Topics each device connection subscribed to (at most MAX_DEVICE_SUBSCRIPTIONS). */
const subscribed = new WeakMap<Client, Set<string>>();

/** Own topics a device may follow per connection; a device only needs a few, if any. */
export const MAX_DEVICE_SUBSCRIPTIONS = 50;
/**
 * QoS 2 messages one connection may have awaiting their PUBREL (aedes keeps each whole until
 * then; its default, 1000 packets of up to 64 KiB, was 64 MB per connection). A machine's burst
 * of one sample of all its parameters is a few dozen; past it the connection is closed.
 */
export const MAX_INFLIGHT_QOS2 = 64;

const authError = (message: string, returnCode: 3 | 4 | 5): AuthenticateError => Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/** aedes' errors of connections that broke or timed out. */
const NOT_REFUSALS = new Set(['keep alive timeout', 'connect did not arrive in time', 'drain timeout', 'connection closed']);

/** A publish this broker refused (already counted): the connection closes, nothing more to count. */
class PublishRefused extends Error {}

/** Whether a topic (or topic filter) lies under a device's own uuid. */
const ownTopic = (topic: string, uuid: string) => topic.startsWith(`device/${uuid}/`) || topic === `processrate/${uuid}`;

export type EmbeddedBroker = {
  port: number;
  broker: Aedes;
  maxPacketBytes: number;
  /** Closes every open connection of a device (its credential was rotated or removed); answers how many. */
  disconnectDevice(uuid: string): number;
  /** Hands a client connection to the broker behind the packet size limit. */
  accept(connection: Duplex, request?: unknown): PacketSizeLimit;
  close(): Promise<void>;
};

/**
 * MQTT over WebSocket (path /mqtt on the HTTP port), for browsers and machines behind
 * proxies; same authentication and the same packet size limit (a WebSocket message
 * longer than a whole packet may be is refused by ws itself, before it is buffered).
 */
export function mqttOverWebSocket(embedded: EmbeddedBroker, ingest: Ingest): { handler: UpgradeHandler; close(): void } {
  // A message may hold one whole packet of the largest size; ws closes a longer one with 1009 before buffering it.
  const wss = new WebSocketServer({ noServer: true, maxPayload: embedded.maxPacketBytes });
  return {
    handler: (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        const limited = embedded.accept(createWebSocketStream(ws), request);
        ws.on('error', (error: Error & { code?: string }) => {
          // Counted once: the packet's header may already have closed the connection.
          if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' && !limited.refused) {
            ingest.refuse('oversize-packet', { clientId: (limited as unknown as { client?: Client }).client?.id, transport: 'websocket', limit: embedded.maxPacketBytes });
          }
        });
      }),
    close: () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

/**
 * Bytes all connections' unfinished CONNECT packets may hold at once past their first
 * FREE_CONNECT_BYTES (at least one packet of the largest size). A machine's CONNECT (a few
 * hundred bytes) holds none, even when it arrives in pieces; without the bound, a flood of
 * connections each sending a 64 KiB CONNECT but its last byte, which needs no credential, made
 * the broker hold 64 KiB apiece for the 30 s it waits for a CONNECT.
 */
export const PENDING_CONNECT_BYTES = 16 * 1024 * 1024;
/** The part of an unfinished CONNECT not counted: a machine's whole CONNECT fits in it. */
export const FREE_CONNECT_BYTES = 4 * 1024;

/**
 * The embedded broker (aedes) for one-machine installs. Devices authenticate with
 * their credential and may publish only `device/{uuid}/{param}` and
 * `processrate/{uuid}` under their own uuid. Messages are ingested inside
 * `authorizePublish`: aedes sends PUBACK only after it calls back, and that waits for
 * the database commit, so an acknowledged QoS 1 message is stored.
 *
 * What a device can make the broker keep is bounded: no packet above `maxPacketBytes`
 * is read (the connection is closed on its header), the retain flag of a device's
 * publish (its will included) is dropped so the broker keeps no message of a device,
 * and a device may follow only its own topics, in a clean session, at most
 * MAX_DEVICE_SUBSCRIPTIONS per connection (so no stored subscriptions and no offline
 * queues); the broker forwards a device nothing outside its own topics.
 */
export async function startEmbeddedBroker(options: {
  port: number;
  host: string;
  ingest: Ingest;
  auth: MqttAuthenticator;
  logger: Logger;
  maxPacketBytes: number;
  /** Connections one device may have open at once (client ids `{uuid}/...`); one more is refused with CONNACK 3. */
  maxConnectionsPerDevice: number;
  /** The client address of an MQTT-over-WebSocket upgrade (the HTTP server's rule, proxy headers included when trusted). */
  addressOf: (request: http.IncomingMessage) => string | undefined;
}): Promise<EmbeddedBroker> {
  const { ingest, auth, logger, maxPacketBytes } = options;
  /**
   * Each device's admitted connections, from the moment its credential is accepted (before aedes
   * registers the client): `disconnectDevice` closes those too, and the cap counts them.
   */
  const admitted = new Map<string, Set<Client>>();
  const admittedOf = (uuid: string): Set<Client> => {
    let set = admitted.get(uuid);
    if (!set) admitted.set(uuid, (set = new Set()));
    for (const client of set) if (client.closed) set.delete(client);
    return set;
  };
  // aedes 1.x is ESM-only; a dynamic import loads it from this CommonJS build.
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker({
    maxInflightInbound: MAX_INFLIGHT_QOS2,
    authenticate: (client, username, password, done) => {
      const generation = username ? auth.generation(username) : 0;
      auth.authenticate(username, password, client.id, addresses.get(client.conn as unknown as Duplex)).then(
        (result) => {
          if (result === 'bad-credentials') return done(authError('bad username or password', 4), false);
          // 3 (server unavailable): try again later; the address or the device failed too often lately.
          if (result === 'throttled') return done(authError('too many failed attempts, try again later', 3), false);
          if (result === 'busy') {
            if (logSampled(auth.busyRefusals)) logger.warn({ clientId: client.id, count: auth.busyRefusals }, 'mqtt connect refused: too many password checks in progress');
            return done(authError('server busy, try again later', 3), false);
          }
          if (result === 'client-id-refused') return done(authError('client id not bound to this credential', 5), false);
          if (result.kind === 'device') {
            // The credential was revoked while this connect was being checked.
            if (auth.generation(result.uuid) !== generation) return done(authError('bad username or password', 4), false);
            const open = admittedOf(result.uuid);
            // A reconnect under the same client id takes the old connection over: not counted.
            let others = 0;
            for (const other of open) if (other.id !== client.id) others += 1;
            if (others >= options.maxConnectionsPerDevice) {
              ingest.refuse('too-many-connections', { clientId: client.id, limit: options.maxConnectionsPerDevice });
              return done(authError('too many connections of this device, try again later', 3), false);
            }
            open.add(client);
            deviceOf.set(client, result.uuid);
          }
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
      if (packet.retain) {
        // aedes stores the packet it authorised: without the flag, nothing is kept.
        packet.retain = false;
        ingest.refuse('retain-ignored', { clientId: client.id, topic: packet.topic });
      }
      const parsed = parseTopic(packet.topic);
      if (!parsed || parsed.uuid !== identity.uuid) {
        ingest.refuse(parsed ? 'not-own-topic' : 'unknown-topic', { clientId: client.id, topic: packet.topic });
        return callback(new PublishRefused('publish not allowed on this topic'));
      }
      let outcome: ReturnType<Ingest['handle']>;
      try {
        outcome = ingest.handleParsed(packet.topic, parsed, packet.payload as Buffer);
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
      const refuse = (reason: string) => {
        // aedes stores a persistent session's whole SUBSCRIBE packet when one of its topics is
        // granted: a refused topic must not be stored with a QoS that queues messages for it.
        subscription.qos = 0;
        ingest.refuse('subscribe-refused', { clientId: client.id, topic: subscription.topic, reason });
        callback(null, null);
      };
      if (identity?.kind !== 'device') return refuse('not authenticated');
      if (!ownTopic(subscription.topic, identity.uuid)) return refuse('not under the device\'s own uuid');
      if (!client.clean) return refuse('persistent session');
      let topics = subscribed.get(client);
      if (!topics) subscribed.set(client, (topics = new Set()));
      if (!topics.has(subscription.topic) && topics.size >= MAX_DEVICE_SUBSCRIPTIONS) return refuse('too many subscriptions');
      topics.add(subscription.topic);
      callback(null, subscription);
    },
    // Whatever a device's subscriptions match, it gets only messages of its own topics.
    authorizeForward: (client, packet) => {
      const identity = identities.get(client);
      if (identity?.kind === 'device' && !ownTopic(packet.topic, identity.uuid)) return null;
      return packet;
    },
  });
  // An invalid packet aedes (or its parser) refused is counted; a connection that broke or
  // timed out (a system error code, or one of aedes' own), a refused CONNECT (a CONNACK
  // code) or a publish refused above (counted there) is not.
  const onError = (client: Client, error: Error & { code?: string; errorCode?: number }) => {
    logger.debug({ clientId: client.id, err: error }, 'mqtt client error');
    if (error.code !== undefined || error.errorCode !== undefined || error instanceof PublishRefused || NOT_REFUSALS.has(error.message)) return;
    ingest.refuse('protocol-error', { clientId: client.id ?? undefined, error: error.message });
  };
  broker.on('clientError', onError);
  broker.on('connectionError', onError);
  broker.on('clientDisconnect', (client) => {
    const uuid = deviceOf.get(client);
    if (uuid === undefined) return;
    admitted.get(uuid)?.delete(client);
    if (admitted.get(uuid)?.size === 0) admitted.delete(uuid);
    // aedes keeps a persistent session's QoS 2 messages awaiting PUBREL after its connection ends,
    // whole: a device repeating that under fresh client ids grew the broker without bound. A
    // device's message is ingested when it arrives (authorizePublish), before that store is read,
    // so the store only deduplicates deliveries to subscribers, and a device has none to keep.
    const persistence = (broker as unknown as { persistence: { cleanIncoming?(client: Client): Promise<void> } }).persistence;
    if (!client.clean) void persistence.cleanIncoming?.(client).catch(() => undefined);
  });
  // Bytes of CONNECT packets begun and not yet whole, over all connections (see PacketSizeLimit).
  const connecting = new ByteBudget(Math.max(PENDING_CONNECT_BYTES, maxPacketBytes));
  const accept = (connection: Duplex, request?: unknown) => {
    const limited = new PacketSizeLimit(
      connection,
      maxPacketBytes,
      (bytes, stream) => {
        const clientId = (stream as unknown as { client?: Client }).client?.id;
        ingest.refuse('oversize-packet', { clientId, bytes, limit: maxPacketBytes });
      },
      { budget: connecting, freeBytes: FREE_CONNECT_BYTES, onRefused: () => ingest.refuse('connect-bytes-busy', { heldBytes: connecting.held, limit: connecting.max }) },
    );
    // The client's address, for the sign-in throttle: the socket's, or the upgrade request's for MQTT over WebSocket.
    const address = request ? options.addressOf(request as http.IncomingMessage) : (connection as net.Socket).remoteAddress;
    if (address) addresses.set(limited, address);
    broker.handle(limited as never, request as never);
    return limited;
  };
  const server = net.createServer((socket) => accept(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, maxPacketBytes }, 'embedded MQTT broker listening');
  const disconnectDevice = (uuid: string) => {
    let closed = 0;
    // Admitted ones, whether aedes has registered them yet or not.
    for (const client of admittedOf(uuid)) {
      identities.delete(client); // no further publish of this connection is authorised
      client.close();
      closed += 1;
    }
    admitted.delete(uuid);
    return closed;
  };
  return {
    port,
    broker,
    maxPacketBytes,
    disconnectDevice,
    accept,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Close the connections too, or server.close waits for every machine to leave.
        broker.close(() => undefined);
      });
    },
  };
}
