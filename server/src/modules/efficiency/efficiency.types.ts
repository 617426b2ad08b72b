import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../core/paging';
import { type DeviceStatus, DeviceStatusEnum } from '../devices/device-status';

@ObjectType({ description: 'Time spent in one status today, or RemainingTime of the 24 h day.' })
export class EfficiencyItem {
  @Field({ description: 'Running, Idle, Estop, Offline or RemainingTime.' })
  status!: string;

  @Field(() => Int, { description: 'Seconds.' })
  time!: number;

  @Field({ description: 'Label of the part (same as the status).' })
  name!: string;
}

@ObjectType({ description: "Today's time efficiency: seconds per status since local midnight plus RemainingTime; the items sum to 86400." })
export class TimeEfficiency {
  @Field({ description: 'When it was computed (UTC).' })
  timeStamp!: Date;

  @Field(() => [EfficiencyItem], { description: 'Running, Idle, Estop, Offline and RemainingTime, in that order.' })
  items!: EfficiencyItem[];
}

@ObjectType({ description: 'A point of the timeline: from this time on, the device had this status.' })
export class TimelineEntry {
  @Field({ description: 'Start of the status (UTC).' })
  timeStamp!: Date;

  @Field(() => DeviceStatusEnum, { description: 'Status from this time on.' })
  status!: DeviceStatus;
}

@ObjectType({ description: "Today's status timeline from local midnight; Offline where nothing is known." })
export class DayTimeline {
  @Field(() => [TimelineEntry], { description: 'Entries sorted by time; the first is at local midnight.' })
  value!: TimelineEntry[];

  @Field(() => DeviceStatusEnum, { description: 'Status at the end of the timeline.' })
  status!: DeviceStatus;

  @Field({ description: 'Time zone the day is cut in, e.g. Asia/Shanghai.' })
  tz!: string;
}

@ObjectType({ description: "A device's efficiency now: today's time efficiency and timeline together." })
export class DeviceEfficiency {
  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field(() => TimeEfficiency, { description: "Today's time efficiency." })
  efficiency!: TimeEfficiency;

  @Field(() => DayTimeline, { description: "Today's timeline." })
  timeline!: DayTimeline;
}

@ObjectType({ description: 'Efficiency of one local day: seconds per status, utilization and OEE (ISO 22400-2; see docs/efficiency.md).' })
export class EfficiencyDay {
  @Field({ description: 'Local date, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Float, { description: 'Seconds Running.' })
  Running!: number;

  @Field(() => Float, { description: 'Seconds Idle.' })
  Idle!: number;

  @Field(() => Float, { description: 'Seconds in emergency stop.' })
  Estop!: number;

  @Field(() => Float, { description: 'Seconds Offline (including no data and unknown statuses).' })
  Offline!: number;

  @Field(() => Float, { description: 'Running / elapsed time of the day, 0 to 1.' })
  utilization!: number;

  @Field(() => Float, { nullable: true, description: 'OEE = availability x performance x quality, 0 to 1; null without planned busy time or planned run time per item.' })
  OEE!: number | null;

  @Field(() => Float, { nullable: true, description: 'Actual production time / planned busy time (work shifts).' })
  availability!: number | null;

  @Field(() => Float, { nullable: true, description: 'Planned run time per item x produced quantity / actual production time.' })
  performance!: number | null;

  @Field(() => Float, { nullable: true, description: 'Good / produced quantity; 1 as no scrap is reported.' })
  quality!: number | null;

  @Field(() => Int, { description: 'Pieces produced that day (at most 2,147,483,647: saturates).' })
  produced!: number;
}

@ObjectType({ description: 'Pieces produced on one local day.' })
export class DailyValue {
  @Field({ description: 'Local date, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Int, { description: 'Pieces produced (at most 2,147,483,647: saturates).' })
  value!: number;
}

@ObjectType({ description: 'Daily output of a device for a range (from its piece counter).' })
export class EquipmentStatistics {
  @Field(() => Int, { description: 'Pieces produced today (at most 2,147,483,647: saturates).' })
  todaynum!: number;

  @Field(() => Int, { description: 'Pieces produced over the range (at most 2,147,483,647: saturates).' })
  totalnum!: number;

  @Field(() => [DailyValue], { description: 'Pieces per day of the range.' })
  values!: DailyValue[];
}

@ObjectType({ description: 'One device in the utilization ranking of a range.' })
export class UtilizationRank {
  @Field(() => Int, { description: 'Position in the ranking, from 1 (best utilization).' })
  rank!: number;

  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field({ description: 'Device alias.' })
  devalias!: string;

  @Field(() => Float, { description: 'Running time / elapsed time over the whole range (days after now count nothing), 0 to 1.' })
  utilization!: number;

  @Field(() => Float, { nullable: true, description: 'Mean OEE of the days of the range that have one, 0 to 1; null when none has (no work shift time or no planned run time per item).' })
  OEE!: number | null;

  @Field(() => Int, { description: 'Seconds Running over the range.' })
  runningSeconds!: number;

  @Field(() => Int, { description: 'Seconds of the range elapsed so far (the base of utilization).' })
  elapsedSeconds!: number;
}

@ObjectType({ description: "A page of the caller's devices ranked by utilization, then OEE, then alias." })
export class UtilizationRanking extends Paginated<UtilizationRank>(() => UtilizationRank, {
  items: 'Devices of this page, best first.',
  total: "Devices ranked (every device in the caller's tenants).",
}) {}
