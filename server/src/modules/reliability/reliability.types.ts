import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'MTBF and MTTR of a machine, or of a customer\'s machines together, for a range of local dates (see docs/efficiency.md, "Reliability: MTBF and MTTR"). A breakdown is an Estop episode (entering Estop until the machine is next Running or Idle) or a repair order of the machine (reported until closed), overlapping ones counted once. The range is read as it stood at `until`.',
})
export class Reliability {
  @Field({ description: 'First day of the range, YYYY-MM-DD (local date of the server\'s time zone).' })
  start!: string;

  @Field({ description: 'Last day of the range, YYYY-MM-DD (inclusive).' })
  end!: string;

  @Field({ description: 'Local midnight starting the first day (UTC).' })
  from!: Date;

  @Field({ description: 'Where the range ends (UTC): local midnight after the last day, or now when that is earlier. Facts after it are not counted.' })
  until!: Date;

  @Field(() => Int, { description: 'Machines counted (1 for a device; a customer\'s machines in the caller\'s scope, at most 200).' })
  devices!: number;

  @Field(() => Float, { description: 'Operating seconds: Running or Idle inside the range and outside every breakdown (Offline and Estop are not operating time).' })
  operatingSeconds!: number;

  @Field(() => Float, { description: 'Seconds of the range inside breakdowns, whenever they started.' })
  downSeconds!: number;

  @Field(() => Int, { description: 'Failures: breakdowns that started inside the range (from <= start < until).' })
  failures!: number;

  @Field(() => Int, { description: 'Of the failures, those still going on at `until` (not counted in MTTR).' })
  openFailures!: number;

  @Field(() => Int, { description: 'Repairs: the failures that were over by `until` (failures - openFailures).' })
  repairs!: number;

  @Field(() => Float, { description: 'Total repair seconds: the whole length of each repair, from the breakdown\'s start to its end.' })
  repairSeconds!: number;

  @Field(() => Float, { nullable: true, description: 'MTBF in seconds = operatingSeconds / failures, whole seconds; null without a failure in the range (not infinity).' })
  mtbfSeconds!: number | null;

  @Field(() => Float, { nullable: true, description: 'MTTR in seconds = repairSeconds / repairs, whole seconds; null without a repair over in the range.' })
  mttrSeconds!: number | null;
}
