import mqtt, { type MqttClient, type IClientOptions } from 'mqtt';

export const DEVICE_PASSWORD = 'Device2026';
/** Seeded demo devices (seeds/demo.json). */
export const QILU_LASER = 'dev-qilu-laser-01';
export const QILU_LASER_2 = 'dev-qilu-laser-02';
export const WUZHONG_WJ = 'dev-wuzhong-wj-01';
export const XIHU_WJ = 'dev-xihu-wj-01';
export const WUZHONG_WJ_2 = 'dev-wuzhong-wj-02';

/** Connects like a machine; rejects with the broker's refusal (CONNACK code) instead. */
export function connectDevice(url: string, uuid: string, options: Partial<IClientOptions> = {}): Promise<MqttClient> {
  const client = mqtt.connect(url, { username: uuid, password: DEVICE_PASSWORD, clientId: uuid, reconnectPeriod: 0, connectTimeout: 5000, ...options });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
    client.once('close', () => reject(new Error('connection closed before CONNACK')));
  });
}

export const reading = (value: unknown, timeStamp: number | string = Date.now()) => JSON.stringify({ value, timeStamp });

/**
 * Subscribes and resolves with the broker's SUBACK return codes (0-2 granted QoS, 128
 * refused); mqtt.js itself reports only that something was refused.
 */
export function subscribeCodes(client: MqttClient, topics: Record<string, { qos: 0 | 1 | 2 }>): Promise<number[]> {
  return new Promise((resolve) => {
    const onPacket = (packet: { cmd: string; granted?: number[] }) => {
      if (packet.cmd !== 'suback') return;
      client.removeListener('packetreceive', onPacket as never);
      resolve(packet.granted!.map((g) => (typeof g === 'number' ? g : (g as { qos: number }).qos)));
    };
    client.on('packetreceive', onPacket as never);
    client.subscribe(topics, () => undefined);
  });
}

/** Resolves when the client's connection closes (e.g. the broker dropped it). */
export const closed = (client: MqttClient) => new Promise<void>((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()));

/** A graphql-ws subscription read one event at a time, each with a deadline so a missing event fails fast. */
export function subscription<T = any>(client: import('graphql-ws').Client, query: string, variables: Record<string, unknown> = {}) {
  const iterator = client.iterate<T>({ query, variables });
  return {
    async next(ms = 5000): Promise<{ data?: T | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no subscription event within ${ms} ms: ${query}`)), ms)));
      try {
        const r = await Promise.race([iterator.next(), deadline]);
        if (r.done) throw new Error('subscription completed');
        return r.value as never;
      } finally {
        clearTimeout(timer);
      }
    },
    /** Reads events until one matches; others are skipped. */
    async until(match: (data: T) => boolean, ms = 5000): Promise<T> {
      const end = Date.now() + ms;
      for (;;) {
        const left = end - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms: ${query}`);
        const r = await this.next(left);
        if (r.errors) throw new Error(JSON.stringify(r.errors));
        if (r.data && match(r.data)) return r.data;
      }
    },
    close: () => iterator.return?.(),
  };
}
