import { Arg, Ctx, Directive, Int, Query, Resolver } from 'type-graphql';
import { MAX_RANKING_DAYS } from '../../contract/ranges';
import type { AppContext } from '../../graphql/context';
import { deviceInScope } from '../devices/device.service';
import { equipment, parseRange, statistics, today, utilizationRanking } from './efficiency.service';
import { DayTimeline, DeviceEfficiency, EfficiencyDay, EquipmentStatistics, TimeEfficiency, UtilizationRanking } from './efficiency.types';
import { WorkShift } from './work-shift.entity';

/** GraphQL shapes of the pure results (times as Date). */
export function toDeviceEfficiency(uuid: string, result: Awaited<ReturnType<typeof today>>): DeviceEfficiency {
  return {
    uuid,
    efficiency: { timeStamp: new Date(result.efficiency.timeStamp), items: result.efficiency.items },
    timeline: { ...result.timeline, value: result.timeline.value.map((e) => ({ timeStamp: new Date(e.timeStamp), status: e.status })) },
  };
}

@Resolver()
export class EfficiencyResolver {
  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Query(() => TimeEfficiency, { description: "Today's time efficiency of a device (local day of the server's time zone)." })
  async deviceTimeEfficiency(@Ctx() ctx: AppContext, @Arg('uuid') uuid: string): Promise<TimeEfficiency> {
    const device = await deviceInScope(ctx.em, uuid);
    return toDeviceEfficiency(uuid, await today(ctx.em, device, ctx.app.config.timeZone)).efficiency;
  }

  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Query(() => DayTimeline, { description: "Today's status timeline of a device." })
  async deviceTimeline(@Ctx() ctx: AppContext, @Arg('uuid') uuid: string): Promise<DayTimeline> {
    const device = await deviceInScope(ctx.em, uuid);
    return toDeviceEfficiency(uuid, await today(ctx.em, device, ctx.app.config.timeZone)).timeline;
  }

  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Query(() => [EfficiencyDay], { description: 'Per-day seconds per status, utilization and OEE for a range of local dates (at most 366 days).' })
  async deviceEfficiencyStatistics(
    @Ctx() ctx: AppContext,
    @Arg('uuid') uuid: string,
    @Arg('start', { description: 'First day, YYYY-MM-DD (a time part is ignored).' }) start: string,
    @Arg('end', { description: 'Last day, YYYY-MM-DD (inclusive).' }) end: string,
  ): Promise<EfficiencyDay[]> {
    const range = parseRange(start, end);
    const device = await deviceInScope(ctx.em, uuid);
    return statistics(ctx.em, device, range, ctx.app.config.timeZone);
  }

  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Query(() => EquipmentStatistics, { description: 'Pieces produced per day for a range, today and in total.' })
  async equipmentStatistics(
    @Ctx() ctx: AppContext,
    @Arg('uuid') uuid: string,
    @Arg('start', { description: 'First day, YYYY-MM-DD or YYYY-MM-DD HH:mm:ss.' }) start: string,
    @Arg('end', { description: 'Last day, inclusive.' }) end: string,
  ): Promise<EquipmentStatistics> {
    const range = parseRange(start, end);
    const device = await deviceInScope(ctx.em, uuid);
    return equipment(ctx.em, device, range, ctx.app.config.timeZone);
  }

  @Directive('@permission(path: "/device/efficiency", method: GET, summary: "Efficiency, timeline and statistics of a device")')
  @Query(() => UtilizationRanking, {
    description: `Devices of the caller's tenants ranked by utilization and OEE over a range of local dates (at most ${MAX_RANKING_DAYS} days), computed from their status changes and piece counts.`,
  })
  utilizationRanking(
    @Ctx() ctx: AppContext,
    @Arg('start', { description: 'First day, YYYY-MM-DD (a time part is ignored).' }) start: string,
    @Arg('end', { description: 'Last day, YYYY-MM-DD (inclusive).' }) end: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: '10, 20, 30, 40 or 50.' }) pageSize: number,
  ): Promise<UtilizationRanking> {
    return utilizationRanking(ctx.em, parseRange(start, end, MAX_RANKING_DAYS), ctx.app.config.timeZone, page, pageSize);
  }

  @Directive('@auth')
  @Query(() => [WorkShift], { description: 'Work shifts that make up the planned busy time of OEE; none means the whole day is planned.' })
  workShifts(@Ctx() ctx: AppContext): Promise<WorkShift[]> {
    return ctx.em.find(WorkShift, {}, { orderBy: { start: 'asc' } });
  }
}
