import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { API, Permission } from '../permissions/apis';
import { listAlarmRules, setAlarmRules } from './alarm-rule.service';
import { AlarmRuleInput, AlarmRuleView } from './alarm-rule.types';

const DEVICE_ID = { description: 'The device (archive) id.' };

@Resolver()
export class AlarmRuleResolver {
  @Permission(API.alarmRuleList)
  @Query(() => [AlarmRuleView], { description: "A device's intelligent alarm rules, in order." })
  deviceAlarmRules(@Ctx() ctx: AppContext, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string): Promise<AlarmRuleView[]> {
    return listAlarmRules(ctx.em, deviceId) as Promise<AlarmRuleView[]>;
  }

  @Permission(API.alarmRuleEdit)
  @Mutation(() => [AlarmRuleView], {
    description:
      "Replaces a device's intelligent alarm rules (at most 50). From then on the ingest evaluates them on each value of their parameters, in memory: an alarm is stored and sent on the alarm subscriptions, and a rule with `opensRepair` opens a repair order.",
  })
  setDeviceAlarmRules(
    @Ctx() ctx: AppContext,
    @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string,
    @Arg('rules', () => [AlarmRuleInput], { description: 'The whole list, in order.' }) rules: AlarmRuleInput[],
  ): Promise<AlarmRuleView[]> {
    return setAlarmRules(ctx.em, deviceId, rules, ctx.app.pubsub) as Promise<AlarmRuleView[]>;
  }
}
