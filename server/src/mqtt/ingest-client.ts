import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from '../core/logger';
import type { Ingest } from '../modules/telemetry/ingest';

/** Shared subscriptions: the broker gives each message to one member of the group. */
export const ingestTopics = (group: string) => [`$share/${group}/device/+/+`, `$share/${group}/processrate/+`];

export type IngestClient = { client: MqttClient; close(): Promise<void> };

/**
 * Ingest from an external broker (MQTT_URL). A persistent session (clean: false) with
 * a stable client id keeps QoS 1 messages queued at the broker while the server is
 * down, and each message is acknowledged only after `ingest.handle` committed it.
 * The broker's own configuration (password file, ACL `pattern write device/%u/+`)
 * enforces device credentials there.
 */
export async function startIngestClient(options: { url: string; clientId: string; shareGroup: string; ingest: Ingest; logger: Logger }): Promise<IngestClient> {
  const { ingest, logger } = options;
  // mqtt.js calls its `debug` logger several times per packet, which costs even when it is off
  // (7 % of the busy time at 50,000 messages a second); with DEBUG set it logs as usual.
  const log = process.env.DEBUG ? undefined : () => undefined;
  const client = mqtt.connect(options.url, { clientId: options.clientId, clean: false, reconnectPeriod: 1000, connectTimeout: 10_000, log });
  const failed = (error: unknown, topic: string) => {
    // Not stored, not acknowledged: the broker redelivers after the reconnect.
    logger.error({ err: error, topic }, 'ingest failed; dropping the connection so the broker redelivers');
    client.stream.destroy();
  };
  // mqtt.js handles each incoming packet on a tick of its own, and mqtt-packet uncorks the
  // socket on the next tick, so every PUBACK was a system call of its own (a fifth of the
  // ingest's busy time under load). The socket stays corked until this turn's I/O is handled:
  // the acknowledgements of a burst leave in one write.
  let held = false;
  const holdAcks = () => {
    if (held) return;
    held = true;
    const stream = client.stream;
    stream.cork();
    setImmediate(() => {
      held = false;
      stream.uncork();
    });
  };
  client.handleMessage = (packet, callback) => {
    holdAcks();
    // handle() answers at once for plain values (acknowledged in the same turn, the hot path)
    // and with a promise that settles after the commit when it stores something.
    let outcome: ReturnType<Ingest['handle']>;
    try {
      outcome = ingest.handle(packet.topic, packet.payload as Buffer);
    } catch (error) {
      failed(error, packet.topic);
      callback();
      return;
    }
    if (!(outcome instanceof Promise)) {
      callback();
      return;
    }
    outcome.then(
      () => callback(),
      (error) => {
        failed(error, packet.topic);
        callback();
      },
    );
  };
  client.on('error', (error) => logger.warn({ err: error }, 'mqtt ingest client error'));
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(ingestTopics(options.shareGroup), { qos: 1 });
  logger.info({ url: options.url.replace(/\/\/[^@]*@/, '//***@'), clientId: options.clientId }, 'ingesting from external MQTT broker');
  return {
    client,
    close: () => client.endAsync(),
  };
}
