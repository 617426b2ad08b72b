import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ALARM_RULE_KINDS, ALARM_RULE_LIMITS, type AlarmRuleKind } from '../../contract/alarm-rules';
import { asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';

export const AlarmRuleKindEnum = asEnum(ALARM_RULE_KINDS);
registerEnumType(AlarmRuleKindEnum, {
  name: 'AlarmRuleKind',
  description: 'limit: high and low limits (alarm type 0); wear: a wear part\'s used life against its life, warned `advance` before the end (type 2); condition: a comparison with a value (type 4).',
});

@ObjectType('AlarmRule', { description: 'An intelligent alarm rule of a device on one of its parameters (spec part 2 section 3). Alarms it raises arrive on the alarm subscriptions and in the alarm tables as the spec\'s alarm object (val, para, set_value, flag, type, RatedTime) in JSON.' })
export class AlarmRuleView {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'The parameter key it watches.' })
  param!: string;

  @Field(() => AlarmRuleKindEnum)
  kind!: AlarmRuleKind;

  @Field(() => Float, { nullable: true, description: 'limit: the upper limit (above the lower one).' })
  high!: number | null;

  @Field(() => Float, { nullable: true, description: 'limit: the lower limit.' })
  low!: number | null;

  @Field(() => Float, { nullable: true, description: 'limit: how far back inside a limit a value must come to count as back to normal (default 1 % of the band).' })
  deadband!: number | null;

  @Field(() => Float, { nullable: true, description: 'wear: the part\'s life, in the unit of the parameter (used hours, cycles).' })
  lifetime!: number | null;

  @Field(() => Float, { nullable: true, description: 'wear: warn this much before the end of life (below the life).' })
  advance!: number | null;

  @Field(() => String, { nullable: true, description: 'condition: one of = != > >= < <=.' })
  op!: string | null;

  @Field(() => String, { nullable: true, description: 'condition: the value compared with (as a number when it reads as one).' })
  value!: string | null;

  @Field(() => Float, { description: 'Seconds between reminders while the alarm stays raised (above 0).' })
  interval!: number;

  @Field({ description: 'Whether an alarm of this rule (high or low) opens a repair order of the machine: one open order per device and parameter.' })
  opensRepair!: boolean;

  @Field(() => Int, { description: 'Position in the device\'s list.' })
  position!: number;
}

@InputType({ description: 'One intelligent alarm rule. Only the fields of its kind are kept; the rules: upper above lower, interval above 0, ahead time below the life (1003 with the fields otherwise).' })
export class AlarmRuleInput {
  @Bounded(ALARM_RULE_LIMITS.param)
  @Field({ description: 'The parameter key, at most 50 characters.' })
  param!: string;

  @Field(() => AlarmRuleKindEnum)
  kind!: AlarmRuleKind;

  @Field(() => Float, { nullable: true })
  high?: number | null;

  @Field(() => Float, { nullable: true })
  low?: number | null;

  @Field(() => Float, { nullable: true })
  deadband?: number | null;

  @Field(() => Float, { nullable: true })
  lifetime?: number | null;

  @Field(() => Float, { nullable: true })
  advance?: number | null;

  @Bounded(2)
  @Field(() => String, { nullable: true })
  op?: string | null;

  @Bounded(ALARM_RULE_LIMITS.value)
  @Field(() => String, { nullable: true })
  value?: string | null;

  @Field(() => Float, { description: 'Seconds between reminders while raised, above 0.' })
  interval!: number;

  @Field({ defaultValue: false })
  opensRepair!: boolean;
}
