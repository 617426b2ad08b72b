import Redis from 'ioredis';
import type { DeviceStatus } from '../contract/devices';

/*
 * Payloads are plain JSON (times as ISO strings) because with REDIS_URL they cross
 * processes: an event ingested by one server instance reaches subscribers on all.
 */

/**
 * A stored system message just sent (modules/system-messages): to everyone, or to the users
 * of `tenantIds` (the audience with every sub-tenant, already expanded and scope-checked).
 */
/** `userIds`: a message to these users only (a reminder), within `tenantIds`. */
export type SystemMessageEvent = { id: number; type: string; title: string; content: string; sentAt: string; senderName: string; toEveryone: boolean; tenantIds: number[]; userIds?: number[] };

/** A status a device reported (or Offline recorded by the silence watchdog), normalised once by the ingest. */
export type DeviceStatusEvent = { uuid: string; tenantId: number; status: DeviceStatus; at: string };

/** Any live value a device published on `device/{uuid}/{param}`. */
export type DeviceParameterEvent = { uuid: string; tenantId: number; key: string; value: unknown; timeStamp: string };

/** Progress of the running program, from `processrate/{uuid}`. */
export type ProcessRateEvent = { uuid: string; tenantId: number; value: unknown; timeStamp: string };

/** An alarm text a device raised. */
export type DeviceAlarmEvent = { uuid: string; tenantId: number; text: string; at: string };

/**
 * A data table changed: clients show the refresh dot when the version is newer.
 * `tenantId` is the tenant of the changed rows (one event per table and tenant), so
 * only callers whose scope contains it hear of the change.
 */
export type TableVersionEvent = { table: string; version: number; tenantId: number };

/**
 * Authenticated callers cached per instance (modules/auth/caller-cache.ts) that are no
 * longer valid: sessions revoked or changed, users changed or deleted, or (`all`) the
 * tenant tree changed, which changes scopes. `origin` is the publishing instance, which
 * has already applied it.
 */
export type CallerInvalidationEvent = { origin: string; sessionIds: number[]; apiTokenIds?: number[]; userIds: number[]; all: boolean };

/** A role's policy was replaced: every instance drops its cached copy of it. */
export type RolePolicyChangedEvent = { role: string };

/**
 * A device's credential, declared attributes or registration changed (device archives): every
 * instance drops what it keeps of the device (the ingest's cached device and attribute rules,
 * the MQTT authenticator's remembered password) and closes the device's open MQTT connections
 * unless only its attributes changed.
 */
/** `moved`: the device went to another tenant (its credential revoked, its subscribers checked again). */
export type DeviceChangedEvent = { uuid: string; reason: 'attributes' | 'alarmRules' | 'credentials' | 'decommissioned' | 'moved' };

/** Every live value, for the live state of each instance (latest values, presence). */
export type LiveValueEvent = ({ kind: 'parameter' } & DeviceParameterEvent) | ({ kind: 'processrate' } & ProcessRateEvent);

/**
 * Every topic and its payload, in one typed place. Per-device topics take the device
 * uuid as routing key (`DEVICE_PARAMETER` of one uuid), so an event wakes only the
 * listeners of that device, not every subscription of every device.
 */
export type Topics = {
  SYSTEM_MESSAGE: SystemMessageEvent;
  DEVICE_STATUS: DeviceStatusEvent;
  DEVICE_PARAMETER: DeviceParameterEvent;
  PROCESS_RATE: ProcessRateEvent;
  DEVICE_ALARM: DeviceAlarmEvent;
  LIVE_VALUES: LiveValueEvent;
  TABLE_VERSION: TableVersionEvent;
  CALLER_INVALIDATED: CallerInvalidationEvent;
  ROLE_POLICY_CHANGED: RolePolicyChangedEvent;
  DEVICE_CHANGED: DeviceChangedEvent;
};
export type Topic = keyof Topics;

/** Topics published per device: a routing key (the uuid) is required. */
export type DeviceTopic = 'DEVICE_PARAMETER' | 'PROCESS_RATE' | 'DEVICE_ALARM';
export type BroadcastTopic = Exclude<Topic, DeviceTopic>;

type Listener = (payload: never) => void;

/** The channel of a topic (and routing key): `DEVICE_PARAMETER:{uuid}`. */
export const channelOf = (topic: string, key?: string) => (key === undefined ? topic : `${topic}:${key}`);

/**
 * Typed publish/listen. Listeners are plain callbacks called once per event, in
 * publishing order, with the same payload object for every listener of one event
 * (so work on an event can be shared between listeners). A listener that throws
 * does not stop the others: its error goes to `onError` with the channel.
 */
export class PubSub {
  /**
   * Listeners by topic, then by routing key (undefined for a broadcast topic): a device's event
   * finds its listeners without building its channel name (the ingest publishes one per value).
   */
  private readonly listeners = new Map<string, Map<string | undefined, Set<Listener>>>();

  /**
   * @param transport where events travel: `undefined` delivers in this process;
   *   Redis delivers what any instance published (this one's included) back through `deliver`.
   */
  constructor(
    private readonly onError: (error: unknown, channel?: string) => void,
    private readonly transport?: { publish(channel: string, payload: unknown): Promise<void>; open(channel: string): void; close(channel: string): void },
  ) {}

  publish<K extends DeviceTopic>(topic: K, key: string, payload: Topics[K]): void;
  publish<K extends BroadcastTopic>(topic: K, payload: Topics[K]): void;
  publish(topic: Topic, keyOrPayload: unknown, payload?: unknown): void {
    const key = payload === undefined ? undefined : (keyOrPayload as string);
    const body = payload === undefined ? keyOrPayload : payload;
    if (this.transport) void this.transport.publish(channelOf(topic, key), body);
    else this.deliverTo(topic, key, body);
  }

  /**
   * Publishes a broadcast and resolves once the transport has taken it (with Redis: once
   * Redis has handed it to the other instances' connections), for events that must be
   * out before the caller answers, such as a revoked session. Never rejects: a transport
   * failure goes to `onError`.
   */
  async publishConfirmed<K extends BroadcastTopic>(topic: K, payload: Topics[K]): Promise<void> {
    if (this.transport) await this.transport.publish(topic, payload);
    else this.deliverTo(topic, undefined, payload);
  }

  /** Calls `listener` with each event of the topic; returns the function that stops it. */
  listen<K extends DeviceTopic>(topic: K, key: string, listener: (payload: Topics[K]) => void): () => void;
  listen<K extends BroadcastTopic>(topic: K, listener: (payload: Topics[K]) => void): () => void;
  listen(topic: Topic, keyOrListener: unknown, maybeListener?: unknown): () => void {
    const key = typeof keyOrListener === 'string' ? keyOrListener : undefined;
    const listener = (maybeListener ?? keyOrListener) as Listener;
    let byKey = this.listeners.get(topic);
    if (!byKey) this.listeners.set(topic, (byKey = new Map()));
    let set = byKey.get(key);
    if (!set) {
      byKey.set(key, (set = new Set()));
      this.transport?.open(channelOf(topic, key));
    }
    set.add(listener);
    return () => {
      const current = byKey.get(key);
      if (!current?.delete(listener) || current.size > 0) return;
      byKey.delete(key);
      this.transport?.close(channelOf(topic, key));
    };
  }

  /** Hands one event of a channel to its listeners (the transport calls this for events from Redis). */
  deliver(channel: string, payload: unknown): void {
    // A topic has no colon; a routing key (a device uuid) may.
    const colon = channel.indexOf(':');
    if (colon < 0) this.deliverTo(channel, undefined, payload);
    else this.deliverTo(channel.slice(0, colon), channel.slice(colon + 1), payload);
  }

  private deliverTo(topic: string, key: string | undefined, payload: unknown): void {
    const set = this.listeners.get(topic)?.get(key);
    if (!set) return;
    for (const listener of set.size === 1 ? set : [...set]) {
      try {
        listener(payload as never);
      } catch (error) {
        this.onError(error, channelOf(topic, key));
      }
    }
  }

  /** Listener count of a channel (tests and diagnostics: a client that left must leave nothing behind). */
  listenerCount(topic: Topic, key?: string): number {
    return this.listeners.get(topic)?.get(key)?.size ?? 0;
  }
}

/** `ready` resolves when the listeners added so far receive events (Redis SUBSCRIBE acknowledged). */
export type PubSubHandle = { pubsub: PubSub; close(): Promise<void>; ready(): Promise<void> };

export function createInProcessPubSub(onError: (error: unknown, channel?: string) => void = () => undefined): PubSub {
  return new PubSub(onError);
}

/**
 * Events through Redis pub/sub, one channel per topic (and routing key): publishing
 * sends to Redis, and every instance (this one included) delivers what Redis relays,
 * so delivery has one path and one order.
 */
async function createRedisPubSub(redisUrl: string, onError: (error: unknown, channel?: string) => void): Promise<PubSubHandle> {
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const pending = new Set<Promise<unknown>>();
  const pubsub: PubSub = new PubSub(onError, {
    publish: (channel, payload) =>
      publisher.publish(channel, JSON.stringify(payload)).then(
        () => undefined,
        (error: unknown) => onError(error),
      ),
    open: (channel) => {
      const subscribed: Promise<unknown> = subscriber
        .subscribe(channel)
        .catch(onError)
        .finally(() => pending.delete(subscribed));
      pending.add(subscribed);
    },
    close: (channel) => void subscriber.unsubscribe(channel).catch(onError),
  });
  subscriber.on('message', (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      return onError(error);
    }
    pubsub.deliver(channel, payload);
  });
  return {
    pubsub,
    ready: async () => void (await Promise.all([...pending])),
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/** Redis pub/sub when a URL is given (events shared by all instances), in-process otherwise. */
export async function createAppPubSub(redisUrl: string | undefined, onError: (error: unknown, channel?: string) => void): Promise<PubSubHandle> {
  if (!redisUrl) return { pubsub: createInProcessPubSub(onError), close: async () => undefined, ready: async () => undefined };
  return createRedisPubSub(redisUrl, onError);
}

/** Tells the subscribers in scope of a tenant that a list's table changed now (their refresh dot). */
export function announceTableChange(pubsub: PubSub, table: string, tenantId: number): void {
  pubsub.publish('TABLE_VERSION', { table, version: Date.now(), tenantId });
}
