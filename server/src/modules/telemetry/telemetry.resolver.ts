import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ALARM_PAGING } from '../../contract/paging';
import { PageArgsOf } from '../../core/paging';
import type { DeviceAlarmEvent, DeviceParameterEvent, ProcessRateEvent, TableVersionEvent } from '../../core/pubsub';
import { scopedEm } from '../../core/tenancy';
import type { AppContext } from '../../graphql/context';
import { Device } from '../devices/device.entity';
import { deviceInScope } from '../devices/device.service';
import { API, Auth, Permission } from '../permissions/apis';
import { BATCH_INTERVAL_MS, type StatusFeedEvent } from './live-feeds';
import { ParameterFormat } from './parameter-format.entity';
import { listAlarms, parameterFormats, toDeviceAlarm, toParameterValue, toProcessRate, toStatusChange } from './telemetry.service';
import { AlarmPage, DeviceAlarm, DeviceStatusChange, ParameterValue, ParameterValueBatch, ProcessRate, TableVersion } from './telemetry.types';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

type Subscribe<A = Record<string, never>> = { args: A; context: AppContext };

@ArgsType()
class AlarmPageArgs extends PageArgsOf(ALARM_PAGING) {
  @Bounded(TEXT_BOUNDS.uuid)
  @Field({ description: 'Device uuid.' })
  uuid!: string;
}

const UUIDS = { description: 'Device uuids (1 to 500).' };

/** Live machine data: the latest values, alarms and formats as queries, and every live subscription. */
@Resolver()
export class TelemetryResolver {
  @Permission(API.deviceAlarms)
  @Query(() => AlarmPage, { name: 'deviceAlarms', description: 'Alarms of a device, newest first (page of 10 by default).' })
  alarmPage(@Ctx() ctx: AppContext, @Args() { uuid, ...page }: AlarmPageArgs): Promise<AlarmPage> {
    return listAlarms(ctx.em, uuid, page);
  }

  @Auth()
  @Query(() => [ParameterFormat], { description: 'Display formats of live parameters (type time, time_wear or other, and unit), by key.' })
  parameterFormats(@Ctx() ctx: AppContext): Promise<ParameterFormat[]> {
    return parameterFormats(ctx.em);
  }

  @Permission(API.deviceList)
  @Query(() => [ParameterValue], { description: 'The latest value of each parameter the device has published since the server started, by key.' })
  async deviceParameterValues(@Ctx() ctx: AppContext, @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string): Promise<ParameterValue[]> {
    const device = await deviceInScope(ctx.em, uuid);
    return ctx.app.live.latestValues(device.uuid).map((v) => toParameterValue({ uuid: device.uuid, ...v }));
  }

  @Permission(API.deviceList)
  @Subscription(() => DeviceStatusChange, {
    description: 'Status changes of these devices (all must be in scope); starts with the current status of each.',
    subscribe: ({ args, context }: Subscribe<{ uuids: string[] }>) => context.app.feeds.deviceStatuses(context.em, args.uuids),
  })
  deviceStatusChanged(@Root() event: StatusFeedEvent, @Arg('uuids', () => [String], UUIDS) @Bounded(TEXT_BOUNDS.uuid) _uuids: string[]): DeviceStatusChange {
    return toStatusChange(event);
  }

  @Permission(API.deviceList)
  @Subscription(() => ParameterValue, {
    description: 'Live parameter values of one device, one message per value as it is published; starts with the latest known value of each parameter. To follow many devices or fast devices, `deviceParameterBatches` sends far fewer messages.',
    subscribe: ({ args, context }: Subscribe<{ uuid: string }>) => context.app.feeds.deviceParameters(context.em, args.uuid),
  })
  deviceParameters(@Root() event: DeviceParameterEvent, @Arg('uuid', { description: 'Device uuid.' }) @Bounded(TEXT_BOUNDS.uuid) _uuid: string): ParameterValue {
    return toParameterValue(event);
  }

  @Permission(API.deviceList)
  @Subscription(() => ParameterValueBatch, {
    description:
      'Live parameter values of these devices (1 to 500, all in scope), in batches: every value published since the previous batch, at most one batch per `intervalMs`. A value that arrives after a quiet spell is sent at once; under load values wait at most `intervalMs`. Starts with one batch of the latest known value of each parameter of each device.',
    subscribe: ({ args, context }: Subscribe<{ uuids: string[]; intervalMs: number }>) => context.app.feeds.deviceParameterBatches(context.em, args.uuids, args.intervalMs),
  })
  deviceParameterBatches(
    @Root() events: DeviceParameterEvent[],
    @Arg('uuids', () => [String], UUIDS) @Bounded(TEXT_BOUNDS.uuid) _uuids: string[],
    @Arg('intervalMs', () => Int, { defaultValue: BATCH_INTERVAL_MS.default, description: `Shortest time between two batches in milliseconds (${BATCH_INTERVAL_MS.min} to ${BATCH_INTERVAL_MS.max}).` }) _intervalMs: number,
  ): ParameterValueBatch {
    return { values: events.map(toParameterValue) };
  }

  @Permission(API.deviceList)
  @Subscription(() => ProcessRate, {
    description: 'Progress of the running program of one device; starts with the latest known value, if any.',
    subscribe: ({ args, context }: Subscribe<{ uuid: string }>) => context.app.feeds.processRate(context.em, args.uuid),
  })
  processRate(@Root() event: ProcessRateEvent, @Arg('uuid', { description: 'Device uuid.' }) @Bounded(TEXT_BOUNDS.uuid) _uuid: string): ProcessRate {
    return toProcessRate(event);
  }

  @Permission(API.deviceAlarms)
  @Subscription(() => DeviceAlarm, {
    name: 'deviceAlarms',
    description: 'Alarms of one device as they are raised; starts with the latest alarm, if any.',
    subscribe: ({ args, context }: Subscribe<{ uuid: string }>) => context.app.feeds.deviceAlarms(context.em, args.uuid),
  })
  alarmRaised(@Root() event: DeviceAlarmEvent, @Arg('uuid', { description: 'Device uuid.' }) @Bounded(TEXT_BOUNDS.uuid) _uuid: string): DeviceAlarm {
    return toDeviceAlarm(event);
  }

  @Auth()
  @Subscription(() => TableVersion, {
    description: 'Data table versions as tables change (`device` on a status change, `alarm` on a new alarm), only for changes of rows in the caller\'s tenants.',
    subscribe: ({ context }: Subscribe) => context.app.feeds.tableVersions(context.scope),
  })
  tableVersionChanged(@Root() event: TableVersionEvent): TableVersion {
    return event;
  }
}

@Resolver(() => DeviceStatusChange)
export class DeviceStatusChangeResolver {
  @FieldResolver(() => Device, {
    description: 'The device as stored after the change (id, status, statusAt, ...): clients with a normalised cache (Apollo) update every view of the device from it.',
  })
  device(@Root() change: DeviceStatusChange, @Ctx() ctx: AppContext): Promise<Device> | Device {
    // A fresh EntityManager per event: the subscription's own would keep every row it ever loaded.
    return change.loaded ?? deviceInScope(scopedEm(ctx.app.orm, ctx.scope), change.uuid);
  }
}
