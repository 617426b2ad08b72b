import { Arg, Args, ArgsType, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { TABLE_PAGING } from '../../contract/paging';
import { MAX_RANKING_DAYS } from '../../contract/ranges';
import { PageArgsOf } from '../../core/paging';
import type { DeviceStatusEvent } from '../../core/pubsub';
import { scopedEm } from '../../core/tenancy';
import type { AppContext } from '../../graphql/context';
import { deviceInScope } from '../devices/device.service';
import { equipment, parseRange, statistics, toDeviceEfficiency, today, utilizationRanking } from './efficiency.service';
import { DayTimeline, DeviceEfficiency, EfficiencyDay, EquipmentStatistics, TimeEfficiency, UtilizationRanking } from './efficiency.types';
import { API, Permission } from '../permissions/apis';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ArgsType()
class RankingPageArgs extends PageArgsOf(TABLE_PAGING) {}

@Resolver()
export class EfficiencyResolver {
  @Permission(API.deviceEfficiency)
  @Query(() => TimeEfficiency, { description: "Today's time efficiency of a device (local day of the server's time zone)." })
  async deviceTimeEfficiency(@Ctx() ctx: AppContext, @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string): Promise<TimeEfficiency> {
    const device = await deviceInScope(ctx.em, uuid);
    return toDeviceEfficiency(uuid, await today(ctx.em, device, ctx.app.config.timeZone)).efficiency;
  }

  @Permission(API.deviceEfficiency)
  @Query(() => DayTimeline, { description: "Today's status timeline of a device." })
  async deviceTimeline(@Ctx() ctx: AppContext, @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string): Promise<DayTimeline> {
    const device = await deviceInScope(ctx.em, uuid);
    return toDeviceEfficiency(uuid, await today(ctx.em, device, ctx.app.config.timeZone)).timeline;
  }

  @Permission(API.deviceEfficiency)
  @Query(() => [EfficiencyDay], { description: 'Per-day seconds per status, utilization and OEE for a range of local dates (at most 366 days).' })
  async deviceEfficiencyStatistics(
    @Ctx() ctx: AppContext,
    @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string,
    @Arg('start', { description: 'First day, YYYY-MM-DD (a time part is ignored).' }) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', { description: 'Last day, YYYY-MM-DD (inclusive).' }) @Bounded(TEXT_BOUNDS.date) end: string,
  ): Promise<EfficiencyDay[]> {
    const range = parseRange(start, end);
    const device = await deviceInScope(ctx.em, uuid);
    return statistics(ctx.em, device, range, ctx.app.config.timeZone);
  }

  @Permission(API.deviceEfficiency)
  @Query(() => EquipmentStatistics, { description: 'Pieces produced per day for a range, today and in total.' })
  async equipmentStatistics(
    @Ctx() ctx: AppContext,
    @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string,
    @Arg('start', { description: 'First day, YYYY-MM-DD or YYYY-MM-DD HH:mm:ss.' }) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', { description: 'Last day, inclusive.' }) @Bounded(TEXT_BOUNDS.date) end: string,
  ): Promise<EquipmentStatistics> {
    const range = parseRange(start, end);
    const device = await deviceInScope(ctx.em, uuid);
    return equipment(ctx.em, device, range, ctx.app.config.timeZone);
  }

  @Permission(API.deviceEfficiency)
  @Query(() => UtilizationRanking, {
    description: `Devices of the caller's tenants ranked by utilization and OEE over a range of local dates (at most ${MAX_RANKING_DAYS} days), computed from their status changes and piece counts.`,
  })
  utilizationRanking(
    @Ctx() ctx: AppContext,
    @Arg('start', { description: 'First day, YYYY-MM-DD (a time part is ignored).' }) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', { description: 'Last day, YYYY-MM-DD (inclusive).' }) @Bounded(TEXT_BOUNDS.date) end: string,
    @Args() page: RankingPageArgs,
  ): Promise<UtilizationRanking> {
    return utilizationRanking(ctx.em, parseRange(start, end, MAX_RANKING_DAYS), ctx.app.config.timeZone, page);
  }

  @Permission(API.deviceEfficiency)
  @Subscription(() => DeviceEfficiency, {
    description: "Today's time efficiency and timeline of one device: now, and again after each status change.",
    subscribe: ({ args, context }: { args: { uuid: string }; context: AppContext }) => context.app.feeds.deviceStatusNow(context.em, args.uuid),
  })
  async deviceEfficiency(@Root() event: DeviceStatusEvent, @Ctx() ctx: AppContext, @Arg('uuid', { description: 'Device uuid.' }) @Bounded(TEXT_BOUNDS.uuid) _uuid: string): Promise<DeviceEfficiency> {
    // A fresh EntityManager per event: the subscription's own would keep every row it ever loaded.
    const em = scopedEm(ctx.app.orm, ctx.scope);
    const device = await deviceInScope(em, event.uuid);
    return toDeviceEfficiency(device.uuid, await today(em, device, ctx.app.config.timeZone));
  }
}
