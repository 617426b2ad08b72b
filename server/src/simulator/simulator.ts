import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from '../core/logger';
import type { Industry } from '../modules/devices/device-status';
import { MachineModel, type Emission, seededRandom } from './model';
import { localHourIn, type ShiftHours, workingHours } from './shifts';
import { mapWithConcurrency } from '../core/concurrency';

export type SimulatedDevice = {
  uuid: string;
  industry: Industry;
  password: string;
  /** Working hours of its shop (Offline outside them); 06:00-22:00 by default. */
  shift?: ShiftHours;
  /** Planned seconds per piece of its product. */
  cycleSeconds?: number | null;
  /** The piece counter to continue from (the last one stored). */
  pieces?: number;
};

export type SimulatorOptions = {
  url: string;
  devices: SimulatedDevice[];
  /** Steps per second per device; each step publishes about ten values. */
  rate: number;
  timeZone: string;
  logger: Logger;
  seed?: number;
};

/**
 * Machines over real MQTT: each device connects with its own credential (client id
 * `{uuid}/sim`) and publishes what its model emits. Live values go at QoS 0; status,
 * alarms and piece counts, which are stored, at QoS 1.
 */
/** Devices connecting at the same time. */
const CONNECT_CONCURRENCY = 32;

export class Simulator {
  published = 0;
  private clients: { device: SimulatedDevice; client: MqttClient; model: MachineModel }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SimulatorOptions) {}

  async start(): Promise<void> {
    const { options } = this;
    const random = seededRandom(options.seed ?? Date.now());
    const localHour = localHourIn(options.timeZone);
    // A few at a time: each connection costs the broker a password hash, and a thousand at once
    // left most of them waiting past their connect timeout.
    this.clients = await mapWithConcurrency(
      options.devices,
      CONNECT_CONCURRENCY,
      async (device) => {
        const client = await mqtt.connectAsync(options.url, { username: device.uuid, password: device.password, clientId: `${device.uuid}/sim`, reconnectPeriod: 2000, clean: true });
        client.on('error', (error) => options.logger.warn({ err: error, uuid: device.uuid }, 'simulated device error'));
        const working = device.shift ? workingHours(device.shift, localHour) : undefined;
        return { device, client, model: new MachineModel({ industry: device.industry, random, localHour, working, cycleSeconds: device.cycleSeconds, pieces: device.pieces }) };
      },
    );
    const now = Date.now();
    for (const c of this.clients) this.publish(c.client, c.device.uuid, c.model.snapshot(now), now);
    const interval = 1000 / options.rate;
    this.timer = setInterval(() => {
      const t = Date.now();
      for (const c of this.clients) this.publish(c.client, c.device.uuid, c.model.step(t, interval / 1000), t);
    }, interval);
    options.logger.info({ devices: this.clients.length, rate: options.rate }, 'device simulator started');
  }

  private publish(client: MqttClient, uuid: string, emissions: Emission[], at: number) {
    if (!client.connected) return;
    for (const e of emissions) {
      const payload = JSON.stringify({ value: e.value, timeStamp: at });
      if (e.kind === 'processrate') client.publish(`processrate/${uuid}`, payload, { qos: 0 });
      else client.publish(`device/${uuid}/${e.key}`, payload, { qos: e.persist ? 1 : 0 });
      this.published += 1;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.clients.map((c) => c.client.endAsync()));
  }
}
