import { createPubSub } from '@graphql-yoga/subscription';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';
import { setMaxListeners } from 'node:events';
import Redis from 'ioredis';

/*
 * Payloads are plain JSON (times as ISO strings) because with REDIS_URL they cross
 * processes: an event ingested by one server instance reaches subscribers on all.
 */

/** A broadcast to everyone signed in (maintenance windows, announcements). */
export type SystemMessageEvent = { id: string; text: string; createdAt: Date | string };

/** A status a device reported (or Offline recorded by the silence watchdog). */
export type DeviceStatusEvent = { uuid: string; tenantId: number; status: string; at: string };

/** Any live value a device published on `device/{uuid}/{param}`. */
export type DeviceParameterEvent = { uuid: string; tenantId: number; key: string; value: unknown; timeStamp: string };

/** Progress of the running program, from `processrate/{uuid}`. */
export type ProcessRateEvent = { uuid: string; tenantId: number; value: unknown; timeStamp: string };

/** An alarm text a device raised. */
export type DeviceAlarmEvent = { uuid: string; tenantId: number; text: string; at: string };

/** A data table changed: clients show the refresh dot when the version is newer. */
export type TableVersionEvent = { table: string; version: number };

/** Every live value, for the live state of each instance (latest values, presence). */
export type LiveValueEvent = ({ kind: 'parameter' } & DeviceParameterEvent) | ({ kind: 'processrate' } & ProcessRateEvent);

/**
 * Every subscription topic and its payload, in one typed place. Per-device topics
 * take the device uuid as routing key (`DEVICE_PARAMETER:{uuid}`), so an event wakes
 * only the subscribers of that device, not every subscription of every device.
 */
export type Topics = {
  SYSTEM_MESSAGE: [SystemMessageEvent];
  DEVICE_STATUS: [DeviceStatusEvent];
  DEVICE_PARAMETER: [uuid: string, event: DeviceParameterEvent];
  PROCESS_RATE: [uuid: string, event: ProcessRateEvent];
  DEVICE_ALARM: [uuid: string, event: DeviceAlarmEvent];
  LIVE_VALUES: [LiveValueEvent];
  TABLE_VERSION: [TableVersionEvent];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export function createInProcessPubSub(): PubSub {
  // Every live subscription adds a listener; a kanban wall has far more than Node's warning threshold of 10.
  const target = new EventTarget();
  setMaxListeners(0, target);
  return createPubSub<Topics>({ eventTarget: target as never });
}

type AnyEvent = CustomEvent & { type: string; detail: unknown };
type Listener = ((event: AnyEvent) => void) | { handleEvent(event: AnyEvent): void };

/**
 * An EventTarget whose events travel through Redis pub/sub: `dispatchEvent`
 * publishes to the channel named after the event type, and listeners receive what
 * any instance published (their own included), so delivery has one path.
 */
export class RedisEventTarget implements TypedEventTarget<AnyEvent> {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly publisher: Redis, private readonly subscriber: Redis, private readonly onError: (error: unknown) => void) {
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch (error) {
        return this.onError(error);
      }
      const event = new CustomEvent(channel, { detail }) as AnyEvent;
      for (const l of [...set]) typeof l === 'function' ? l(event) : l.handleEvent(event);
    });
  }

  addEventListener(type: string, callback: Listener | null): void {
    if (!callback) return;
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
      const subscribed: Promise<unknown> = this.subscriber
        .subscribe(type)
        .catch(this.onError)
        .finally(() => this.pending.delete(subscribed));
      this.pending.add(subscribed);
    }
    set.add(callback);
  }

  /** Resolves once every channel asked for so far is subscribed on the Redis server. */
  async ready(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  removeEventListener(type: string, callback: Listener | null): void {
    const set = this.listeners.get(type);
    if (!set || !callback) return;
    set.delete(callback);
    if (set.size === 0) {
      this.listeners.delete(type);
      this.subscriber.unsubscribe(type).catch(this.onError);
    }
  }

  dispatchEvent(event: AnyEvent): boolean {
    this.publisher.publish(event.type, JSON.stringify(event.detail)).catch(this.onError);
    return true;
  }
}

/** `ready` resolves when the listeners added so far receive events (Redis SUBSCRIBE acknowledged). */
export type PubSubHandle = { pubsub: PubSub; close(): Promise<void>; ready(): Promise<void> };

/** Redis pub/sub when a URL is given (events shared by all instances), in-process otherwise. */
export async function createAppPubSub(redisUrl: string | undefined, onError: (error: unknown) => void): Promise<PubSubHandle> {
  if (!redisUrl) return { pubsub: createInProcessPubSub(), close: async () => undefined, ready: async () => undefined };
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const target = new RedisEventTarget(publisher, subscriber, onError);
  const pubsub = createPubSub<Topics>({ eventTarget: target as never });
  return {
    pubsub,
    ready: () => target.ready(),
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
