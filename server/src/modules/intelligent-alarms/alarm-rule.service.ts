/**
 * Intelligent alarm rules of a device (spec part 2 sections 3 and 5): listed in order, saved as
 * a whole list in one transaction (at most ALARM_RULE_LIMITS.perDevice, each checked by the
 * shared form rules: upper above lower, interval above 0, ahead time below the life). Saving
 * tells every instance's ingest to read the device's rules again: it evaluates them in memory
 * on each value, never reading the database per message.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type AlarmRuleValues, validateAlarmRules } from '../../contract/alarm-rules';
import { formInvalid } from '../../core/errors';
import type { PubSub } from '../../core/pubsub';
import { archiveDevice, replaceDeviceList } from '../device-archives/device-archive.service';
import { DeviceAlarmRule } from './alarm-rule.entity';

/** The rules of a device in scope, in their order (a logged-out device's too: they are kept with its archive). */
export async function listAlarmRules(em: EntityManager, deviceIdArg: string): Promise<DeviceAlarmRule[]> {
  const device = await archiveDevice(em, deviceIdArg, false);
  return em.find(DeviceAlarmRule, { device: device.id }, { orderBy: { position: 'asc' } });
}

const numberOrNull = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** Replaces a device's rules (an empty list removes them). Only the fields of each rule's kind are kept. */
export async function setAlarmRules(em: EntityManager, deviceIdArg: string, list: readonly AlarmRuleValues[], pubsub: PubSub): Promise<DeviceAlarmRule[]> {
  const device = await archiveDevice(em, deviceIdArg);
  const errors = validateAlarmRules(list);
  if (errors.length) throw formInvalid(errors);
  const rows = list.map((r) => ({
    param: r.param.trim(),
    kind: r.kind,
    high: r.kind === 'limit' ? numberOrNull(r.high) : null,
    low: r.kind === 'limit' ? numberOrNull(r.low) : null,
    deadband: r.kind === 'limit' ? numberOrNull(r.deadband) : null,
    lifetime: r.kind === 'wear' ? numberOrNull(r.lifetime) : null,
    advance: r.kind === 'wear' ? numberOrNull(r.advance) : null,
    op: r.kind === 'condition' ? (r.op ?? null) : null,
    value: r.kind === 'condition' ? (r.value ?? '').trim() : null,
    interval: r.interval,
    opensRepair: r.opensRepair === true,
  }));
  return replaceDeviceList(em, device, DeviceAlarmRule, rows, pubsub, 'alarmRules');
}
