import { Arg, Ctx, Directive, FieldResolver, Int, Resolver, Root, Subscription } from 'type-graphql';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import type { DeviceAlarmEvent, DeviceParameterEvent, DeviceStatusEvent, ProcessRateEvent, TableVersionEvent } from '../../core/pubsub';
import { TENANT_SCOPE_FILTER } from '../../core/tenancy';
import type { AppContext } from '../../graphql/context';
import { LiveStream } from '../../graphql/live-stream';
import { deviceInScope, devicesInScope } from '../devices/device.service';
import { Device } from '../devices/device.entity';
import { DeviceAlarm, DeviceStatusChange, ParameterValue, ParameterValueBatch, ProcessRate, TableVersion } from '../devices/device.types';
import { toDeviceEfficiency } from '../efficiency/efficiency.resolver';
import { today } from '../efficiency/efficiency.service';
import { DeviceEfficiency } from '../efficiency/efficiency.types';
import { batchEvents } from './batching';
import { Alarm } from './telemetry.entities';

type Args = Record<string, unknown>;
type SubscribeData = { args: Args; context: AppContext };

const PERMISSION_LIVE = '@permission(path: "/device", method: GET, summary: "List devices and their live data")';

/** Bounds of `deviceParameterBatches(intervalMs)`. */
export const BATCH_INTERVAL_MS = { min: 20, max: 10_000, default: 100 } as const;

/** Several listeners as one: the returned function stops them all. */
const allOf = (stops: (() => void)[]) => () => stops.forEach((stop) => stop());

const toParameterValue = (event: DeviceParameterEvent): ParameterValue => ({ uuid: event.uuid, key: event.key, value: event.value, timeStamp: new Date(event.timeStamp) });

@Resolver(() => DeviceStatusChange)
export class DeviceStatusChangeResolver {
  @FieldResolver(() => Device, {
    description: 'The device as stored after the change (id, status, statusAt, ...): clients with a normalised cache (Apollo) update every view of the device from it.',
  })
  async device(@Root() change: DeviceStatusChange, @Ctx() ctx: AppContext): Promise<Device> {
    if (change.loaded) return change.loaded;
    // A fresh EntityManager per event: the subscription's own would keep every row it ever loaded.
    const em = ctx.app.orm.em.fork();
    em.setFilterParams(TENANT_SCOPE_FILTER, ctx.scope.filterArgs());
    return deviceInScope(em, change.uuid);
  }
}

@Resolver()
export class TelemetryResolver {
  @Directive(PERMISSION_LIVE)
  @Subscription(() => DeviceStatusChange, {
    description: 'Status changes of these devices (all must be in scope); starts with the current status of each.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const devices = await devicesInScope(context.em, args.uuids as string[]);
      const { pubsub } = context.app;
      const wanted = new Set(devices.map((d) => d.uuid));
      return new LiveStream<DeviceStatusEvent & { loaded?: Device }>({
        listen: (emit) => pubsub.listen('DEVICE_STATUS', (e) => wanted.has(e.uuid) && emit(e)),
        ready: context.app.pubsubReady,
        // The snapshot brings the entities it was read from, so `device` costs no query there.
        snapshot: () => devices.map((d) => ({ uuid: d.uuid, tenantId: d.tenant.id, status: d.status, at: (d.statusAt ?? d.createdAt).toISOString(), loaded: d })),
      });
    },
  })
  deviceStatusChanged(@Root() event: DeviceStatusEvent & { loaded?: Device }, @Arg('uuids', () => [String], { description: 'Device uuids (1 to 500).' }) _uuids: string[]): DeviceStatusChange {
    return { uuid: event.uuid, status: event.status, at: new Date(event.at), loaded: event.loaded };
  }

  @Directive(PERMISSION_LIVE)
  @Subscription(() => ParameterValue, {
    description: 'Live parameter values of one device, one message per value as it is published; starts with the latest known value of each parameter. To follow many devices or fast devices, `deviceParameterBatches` sends far fewer messages.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const { pubsub, live } = context.app;
      return new LiveStream<DeviceParameterEvent>({
        listen: (emit) => pubsub.listen('DEVICE_PARAMETER', device.uuid, emit),
        ready: context.app.pubsubReady,
        snapshot: () => live.latestValues(device.uuid).map((v) => ({ uuid: device.uuid, tenantId: device.tenant.id, ...v })),
      });
    },
  })
  deviceParameters(@Root() event: DeviceParameterEvent, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): ParameterValue {
    return toParameterValue(event);
  }

  @Directive(PERMISSION_LIVE)
  @Subscription(() => ParameterValueBatch, {
    description:
      'Live parameter values of these devices (1 to 500, all in scope), in batches: every value published since the previous batch, at most one batch per `intervalMs`. A value that arrives after a quiet spell is sent at once; under load values wait at most `intervalMs`. Starts with one batch of the latest known value of each parameter of each device.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const intervalMs = args.intervalMs as number;
      if (!Number.isInteger(intervalMs) || intervalMs < BATCH_INTERVAL_MS.min || intervalMs > BATCH_INTERVAL_MS.max) {
        throw new AppError(ERRNO.invalidRequest, { reason: `intervalMs must be ${BATCH_INTERVAL_MS.min} to ${BATCH_INTERVAL_MS.max}` });
      }
      const devices = await devicesInScope(context.em, args.uuids as string[]);
      const { pubsub, live } = context.app;
      return new LiveStream<DeviceParameterEvent[]>({
        listen: (emit) => batchEvents<DeviceParameterEvent>(intervalMs, emit, (push) => allOf(devices.map((d) => pubsub.listen('DEVICE_PARAMETER', d.uuid, push)))),
        ready: context.app.pubsubReady,
        snapshot: () => [devices.flatMap((d) => live.latestValues(d.uuid).map((v) => ({ uuid: d.uuid, tenantId: d.tenant.id, ...v })))],
      });
    },
  })
  deviceParameterBatches(
    @Root() events: DeviceParameterEvent[],
    @Arg('uuids', () => [String], { description: 'Device uuids (1 to 500).' }) _uuids: string[],
    @Arg('intervalMs', () => Int, { defaultValue: BATCH_INTERVAL_MS.default, description: `Shortest time between two batches in milliseconds (${BATCH_INTERVAL_MS.min} to ${BATCH_INTERVAL_MS.max}).` }) _intervalMs: number,
  ): ParameterValueBatch {
    return { values: events.map(toParameterValue) };
  }

  @Directive(PERMISSION_LIVE)
  @Subscription(() => ProcessRate, {
    description: 'Progress of the running program of one device; starts with the latest known value, if any.',
    subscribe: async ({ args, context }: SubscribeData) => {
      const device = await deviceInScope(context.em, args.uuid as string);
      const { pubsub, live } = context.app;
      return new LiveStream<ProcessRateEvent>({
        listen: (emit) => pubsub.listen('PROCESS_RATE', device.uuid, emit),
        ready: context.app.pubsubReady,
        snapshot: () => {
          const rate = live.processRate(device.uuid);
          return rate ? [{ uuid: device.uuid, tenantId: device.tenant.id, ...rate }] : [];
        },
      });
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
      const { pubsub } = context.app;
      return new LiveStream<DeviceStatusEvent>({
        listen: (emit) => pubsub.listen('DEVICE_STATUS', (e) => e.uuid === device.uuid && emit(e)),
        ready: context.app.pubsubReady,
        snapshot: () => [{ uuid: device.uuid, tenantId: device.tenant.id, status: device.status, at: new Date().toISOString() }],
      });
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
      const { pubsub } = context.app;
      return new LiveStream<DeviceAlarmEvent>({
        listen: (emit) => pubsub.listen('DEVICE_ALARM', device.uuid, emit),
        ready: context.app.pubsubReady,
        snapshot: async () => {
          const last = await context.em.findOne(Alarm, { device }, { orderBy: { at: 'desc', id: 'desc' } });
          return last ? [{ uuid: device.uuid, tenantId: device.tenant.id, text: last.text, at: last.at.toISOString() }] : [];
        },
      });
    },
  })
  deviceAlarms(@Root() event: DeviceAlarmEvent, @Arg('uuid', { description: 'Device uuid.' }) _uuid: string): DeviceAlarm {
    return { uuid: event.uuid, value: event.text, timeStamp: new Date(event.at) };
  }

  @Directive('@auth')
  @Subscription(() => TableVersion, {
    description: 'Data table versions as tables change (`device` on a status change, `alarm` on a new alarm).',
    subscribe: ({ context }: SubscribeData) =>
      new LiveStream<TableVersionEvent>({ listen: (emit) => context.app.pubsub.listen('TABLE_VERSION', emit), ready: context.app.pubsubReady, snapshot: () => [] }),
  })
  tableVersionChanged(@Root() event: TableVersionEvent): TableVersion {
    return event;
  }
}
