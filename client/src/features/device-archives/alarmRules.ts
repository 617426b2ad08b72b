import { ALARM_RULE_LIMITS, type AlarmRuleKind, type AlarmRuleValues, validateAlarmRules } from '@contract/alarm-rules';
import type { ValidationKey } from '@contract/validation';

/** One row of the alarm rule editor: numbers as the inputs hold them (text). */
export type AlarmRuleRow = {
  param: string;
  kind: AlarmRuleKind;
  high: string;
  low: string;
  lifetime: string;
  advance: string;
  op: string;
  value: string;
  interval: string;
  opensRepair: boolean;
};

export const NEW_ALARM_RULE: AlarmRuleRow = { param: '', kind: 'limit', high: '', low: '', lifetime: '', advance: '', op: '>=', value: '', interval: '60', opensRepair: false };

/** Which inputs a kind uses (the others are disabled and not sent). */
export const ALARM_RULE_FIELDS: Record<AlarmRuleKind, readonly (keyof AlarmRuleRow)[]> = {
  limit: ['high', 'low'],
  wear: ['lifetime', 'advance'],
  condition: ['op', 'value'],
};

type StoredRule = { param: string; kind: AlarmRuleKind; high?: number | null; low?: number | null; lifetime?: number | null; advance?: number | null; op?: string | null; value?: string | null; interval: number; opensRepair: boolean };

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const alarmRuleRow = (r: StoredRule): AlarmRuleRow => ({
  param: r.param,
  kind: r.kind,
  high: text(r.high),
  low: text(r.low),
  lifetime: text(r.lifetime),
  advance: text(r.advance),
  op: r.op ?? NEW_ALARM_RULE.op,
  value: r.value ?? '',
  interval: String(r.interval),
  opensRepair: r.opensRepair,
});

/** A number input: empty is null; anything else a number (NaN when not one, which the rules refuse). */
const numberOf = (input: string): number | null => (input.trim() === '' ? null : Number(input.trim()));

/** The mutation's rules from the editor's rows: only the fields of each row's kind. */
export const alarmRuleValues = (rows: readonly AlarmRuleRow[]): (AlarmRuleValues & { opensRepair: boolean })[] =>
  rows.map((r) => {
    const uses = (field: keyof AlarmRuleRow) => ALARM_RULE_FIELDS[r.kind].includes(field);
    return {
      param: r.param.trim(),
      kind: r.kind,
      high: uses('high') ? numberOf(r.high) : null,
      low: uses('low') ? numberOf(r.low) : null,
      lifetime: uses('lifetime') ? numberOf(r.lifetime) : null,
      advance: uses('advance') ? numberOf(r.advance) : null,
      op: uses('op') ? r.op : null,
      value: uses('value') ? r.value : null,
      interval: numberOf(r.interval) ?? Number.NaN,
      opensRepair: r.opensRepair,
    };
  });

/** The editor's problems by row and field (`2.high` -> key and its parameters), from the shared rules. */
export function alarmRuleProblems(rows: readonly AlarmRuleRow[]): Record<string, { key: ValidationKey; params?: Record<string, string | number> }> {
  const problems: Record<string, { key: ValidationKey; params?: Record<string, string | number> }> = {};
  for (const { field, key, params } of validateAlarmRules(alarmRuleValues(rows))) problems[field.replace(/^rules\./, '')] ??= { key, params };
  return problems;
}

export const canAddAlarmRule = (rows: readonly AlarmRuleRow[]) => rows.length < ALARM_RULE_LIMITS.perDevice;
