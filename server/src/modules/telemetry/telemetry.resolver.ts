import { Repeater } from '@graphql-yoga/subscription';
import { Arg, Ctx, Directive, Resolver, Root, Subscription } from 'type-graphql';
import type { DeviceAlarmEvent, DeviceParameterEvent, DeviceStatusEvent, ProcessRateEvent, PubSub, TableVersionEvent } from '../../core/pubsub';
import type { AppContext } from '../../graphql/context';
import { deviceInScope, devicesInScope } from '../devices/device.service';
import { normalizeStatus } from '../devices/device-status';
import { DeviceAlarm, DeviceStatusChange, ParameterValue, ProcessRate, TableVersion } from '../devices/device.types';
import { toDeviceEfficiency } from '../efficiency/efficiency.resolver';
import { today } from '../efficiency/efficiency.service';
import { DeviceEfficiency } from '../efficiency/efficiency.types';
import { TENANT_SCOPE_FILTER } from '../../core/tenancy';
import { Alarm } from './telemetry.entities';

type Args = Record<string, unknown>;
type SubscribeData = { args: Args; context: AppContext };

/**
 * Events of one topic for a subscriber, after a snapshot of the current state. The
 * listener is registered (and, with Redis, subscribed on the server) before the
 * snapshot is read, so nothing falls between the two; the first message a client
 * receives therefore also tells it the subscription is live. A Repeater, so that a
 * client leaving removes the listener at once, not at the topic's next event.
 */
function live<T>(ctx: AppContext, source: AsyncIterable<T>, snapshot: () => Promise<T[]> | T[], filter: (event: T) => boolean): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const first = iterator.next(); // starts listening
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      void iterator.return?.();
    });
    await ctx.app.pubsubReady();
    for (const item of await snapshot()) {
      if (stopped) return;
      await push(item);
    }
    for (let r = await first; !r.done && !stopped; r = await iterator.next()) if (filter(r.value)) await push(r.value);
    stop();
  });
}

const topic = <K extends 'DEVICE_STATUS' | 'TABLE_VERSION'>(pubsub: PubSub, name: K) => (pubsub.subscribe as (t: K) => AsyncIterable<never>)(name);
/** A per-device topic: only this device's events reach the subscriber. */
const deviceTopic = <K extends 'DEVICE_PARAMETER' | 'PROCESS_RATE' | 'DEVICE_ALARM'>(pubsub: PubSub, name: K, uuid: string) =>
  (pubsub.subscribe as (t: K, id: string) => AsyncIterable<never>)(name, uuid);
const all = () => true;

@Resolver()
export class TelemetryResolver {
  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Subscription(() => DeviceStatusChange, {
    description: 'Status changes of these devices (all must be in scope); starts with the current status of each.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const devices = await devicesInScope(context.em, args.uuids as string[]);
      const wanted = new Set(devices.map((d) => d.uuid));
      const snapshot = (): DeviceStatusEvent[] =>
        devices.map((d) => ({ uuid: d.uuid, tenantId: d.tenant.id, status: d.status, at: (d.statusAt ?? d.createdAt).toISOString() }));
      return live<DeviceStatusEvent>(context, topic(context.app.pubsub, 'DEVICE_STATUS'), snapshot, (e) => wanted.has(e.uuid));
    },
  })
  deviceStatusChanged(@Root() event: DeviceStatusEvent, @Arg('uuids', () => [String], { description: 'Device uuids (1 to 500).' }) _uuids: string[]): DeviceStatusChange {
    return { uuid: event.uuid, status: normalizeStatus(event.status), at: new Date(event.at) };
  }

  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Subscription(() => ParameterValue, {
    description: 'Live parameter values of one device as it publishes them; starts with the latest known value of each parameter.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const snapshot = (): DeviceParameterEvent[] => context.app.live.latestValues(device.uuid).map((v) => ({ uuid: device.uuid, tenantId: device.tenant.id, ...v }));
      return live<DeviceParameterEvent>(context, deviceTopic(context.app.pubsub, 'DEVICE_PARAMETER', device.uuid), snapshot, all);
    },
  })
  deviceParameters(@Root() event: DeviceParameterEvent, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): ParameterValue {
    return { uuid: event.uuid, key: event.key, value: event.value, timeStamp: new Date(event.timeStamp) };
  }

  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Subscription(() => ProcessRate, {
    description: 'Progress of the running program of one device; starts with the latest known value, if any.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const snapshot = (): ProcessRateEvent[] => {
        const rate = context.app.live.processRate(device.uuid);
        return rate ? [{ uuid: device.uuid, tenantId: device.tenant.id, ...rate }] : [];
      };
      return live<ProcessRateEvent>(context, deviceTopic(context.app.pubsub, 'PROCESS_RATE', device.uuid), snapshot, all);
    },
  })
  processRate(@Root() event: ProcessRateEvent, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): ProcessRate {
    return { uuid: event.uuid, value: Number(event.value), timeStamp: new Date(event.timeStamp) };
  }

  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Subscription(() => DeviceEfficiency, {
    description: "Today's time efficiency and timeline of one device: now, and again after each status change.",
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const snapshot = (): DeviceStatusEvent[] => [{ uuid: device.uuid, tenantId: device.tenant.id, status: device.status, at: new Date().toISOString() }];
      return live<DeviceStatusEvent>(context, topic(context.app.pubsub, 'DEVICE_STATUS'), snapshot, (e) => e.uuid === device.uuid);
    },
  })
  async deviceEfficiency(@Root() event: DeviceStatusEvent, @Ctx() ctx: AppContext, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): Promise<DeviceEfficiency> {
    // A fresh EntityManager per event: the subscription's own would keep every row it ever loaded.
    const em = ctx.app.orm.em.fork();
    em.setFilterParams(TENANT_SCOPE_FILTER, ctx.scope.filterArgs());
    const device = await deviceInScope(em, event.uuid);
    return toDeviceEfficiency(device.uuid, await today(em, device, ctx.app.config.timeZone));
  }

  @Directive('@permission(path: "/device/alarm", method: GET, summary: "Alarms of a device")')
  @Subscription(() => DeviceAlarm, {
    description: 'Alarms of one device as they are raised; starts with the latest alarm, if any.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const snapshot = async (): Promise<DeviceAlarmEvent[]> => {
        const last = await context.em.findOne(Alarm, { device }, { orderBy: { at: 'desc', id: 'desc' } });
        return last ? [{ uuid: device.uuid, tenantId: device.tenant.id, text: last.text, at: last.at.toISOString() }] : [];
      };
      return live<DeviceAlarmEvent>(context, deviceTopic(context.app.pubsub, 'DEVICE_ALARM', device.uuid), snapshot, all);
    },
  })
  deviceAlarms(@Root() event: DeviceAlarmEvent, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): DeviceAlarm {
    return { uuid: event.uuid, value: event.text, timeStamp: new Date(event.at) };
  }

  @Directive('@auth')
  @Subscription(() => TableVersion, {
    description: 'Data table versions as tables change (`device` on a status change, `alarm` on a new alarm).',
    subscribe: ({ context }: SubscribeData) => live<TableVersionEvent>(context, topic(context.app.pubsub, 'TABLE_VERSION'), () => [], () => true),
  })
  tableVersionChanged(@Root() event: TableVersionEvent): TableVersion {
    return event;
  }
}
