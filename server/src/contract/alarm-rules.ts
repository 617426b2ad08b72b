/**
 * Intelligent alarm rules (issue 17, spec part 1 section 7 "alarm message object", part 2
 * sections 3, 4 and 5): what one new value of a parameter means for a rule, as a pure step from
 * the rule's state to its next state and, maybe, an alarm. The ingest keeps the rules and their
 * states in memory per device and calls `evaluateRule` for the rules of the parameter that
 * arrived, so no database is read per message.
 *
 * - limit (type 0): high and low limits. Leaving the band raises `high` or `low`; coming back
 *   raises `normal` (back to normal) only once the value is inside by the dead band, so a value
 *   wobbling on a limit does not flood (hysteresis).
 * - wear part (type 2): a used-life counter against the part's lifetime; the warning comes
 *   `advance` before the end of life, `RatedTime` carries the lifetime.
 * - condition (type 4): a comparison with a set value.
 * While a rule stays raised, it is raised again once per `interval` seconds (a reminder); never
 * more often.
 */

import type { FieldError, ValidationKey } from './validation';

export const ALARM_TYPE = { limit: 0, wear: 2, condition: 4 } as const;
/** Spec: the alarm flag is back to normal, low limit or high limit. */
export const ALARM_FLAG = { normal: 0, low: 1, high: 2 } as const;

/** The spec's alarm message object. */
export type AlarmMessage = {
  val: number | string;
  para: string;
  set_value: number | string;
  flag: (typeof ALARM_FLAG)[keyof typeof ALARM_FLAG];
  type: (typeof ALARM_TYPE)[keyof typeof ALARM_TYPE];
  RatedTime?: number;
};

type RuleBase = { param: string; /** Seconds between reminders while raised; above 0. */ interval: number };
export type LimitRule = RuleBase & { kind: 'limit'; high: number | null; low: number | null; /** Default: 1 % of the band, or of the one limit's size. */ deadband?: number };
export type WearRule = RuleBase & { kind: 'wear'; lifetime: number; advance: number };
export type ConditionRule = RuleBase & { kind: 'condition'; op: '=' | '!=' | '>' | '>=' | '<' | '<='; value: number | string };
export type AlarmRule = LimitRule | WearRule | ConditionRule;

export type RuleLevel = 'normal' | 'low' | 'high';
export type RuleState = { level: RuleLevel; raisedAt: number };
export const NORMAL: RuleState = { level: 'normal', raisedAt: 0 };

export type RuleProblem = 'limits_missing' | 'limits_order' | 'interval' | 'lifetime' | 'advance' | 'deadband' | 'value';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Spec part 2 section 5: upper above lower, the interval a number above 0, the advance below the lifetime. */
export function ruleProblems(rule: AlarmRule): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!finite(rule.interval) || rule.interval <= 0) problems.push('interval');
  if (rule.kind === 'limit') {
    const high = rule.high;
    const low = rule.low;
    if (high === null && low === null) problems.push('limits_missing');
    if ((high !== null && !finite(high)) || (low !== null && !finite(low))) problems.push('value');
    else if (high !== null && low !== null && !(high > low)) problems.push('limits_order');
    if (rule.deadband !== undefined && (!finite(rule.deadband) || rule.deadband < 0 || (high !== null && low !== null && rule.deadband >= high - low))) problems.push('deadband');
  } else if (rule.kind === 'wear') {
    if (!finite(rule.lifetime) || rule.lifetime <= 0) problems.push('lifetime');
    if (!finite(rule.advance) || rule.advance < 0 || !(rule.advance < rule.lifetime)) problems.push('advance');
  } else if (!(finite(rule.value) || typeof rule.value === 'string')) problems.push('value');
  return problems;
}

function deadbandOf(rule: LimitRule): number {
  if (rule.deadband !== undefined) return rule.deadband;
  // Each limit scaled first: the band of limits near ±1e308 is Infinity, and an infinite dead band held an alarm raised for good.
  if (rule.high !== null && rule.low !== null) return rule.high * 0.01 - rule.low * 0.01;
  return Math.abs(rule.high ?? rule.low ?? 0) * 0.01;
}

function compare(value: number | string, op: ConditionRule['op'], set: number | string): boolean {
  // Numbers compare as numbers; anything else as text, and only for equality.
  if (typeof set === 'number') {
    const v = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(v)) return op === '!=';
    switch (op) {
      case '=':
        return v === set;
      case '!=':
        return v !== set;
      case '>':
        return v > set;
      case '>=':
        return v >= set;
      case '<':
        return v < set;
      case '<=':
        return v <= set;
    }
  }
  const equal = String(value) === set;
  return op === '=' ? equal : op === '!=' ? !equal : false;
}

export type RuleStep = { state: RuleState; alarm: AlarmMessage | null };

/** The level a value puts a rule at, given where it was (the hysteresis lives here). */
function levelOf(rule: AlarmRule, level: RuleLevel, value: number | string): RuleLevel | null {
  if (rule.kind === 'condition') return compare(value, rule.op, rule.value) ? 'high' : 'normal';
  const v = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(v)) return null; // not a reading this rule can judge: nothing changes
  if (rule.kind === 'wear') {
    const warnAt = rule.lifetime - rule.advance;
    // A replaced part resets its counter: back to normal only clearly below the warning point.
    if (level === 'high') return v < warnAt - rule.lifetime * 0.01 ? 'normal' : 'high';
    return v >= warnAt ? 'high' : 'normal';
  }
  const band = deadbandOf(rule);
  if (rule.high !== null && v > rule.high) return 'high';
  if (rule.low !== null && v < rule.low) return 'low';
  if (level === 'high' && rule.high !== null && v > rule.high - band) return 'high';
  if (level === 'low' && rule.low !== null && v < rule.low + band) return 'low';
  return 'normal';
}

function setValueOf(rule: AlarmRule, level: RuleLevel, previous: RuleLevel): number | string {
  if (rule.kind === 'condition') return rule.value;
  if (rule.kind === 'wear') return rule.lifetime - rule.advance;
  const side = level === 'normal' ? previous : level;
  return (side === 'low' ? rule.low : rule.high) ?? 0;
}

/**
 * One value of the rule's parameter at `now` (ms): the rule's next state and the alarm to raise,
 * if any. Raised when the level changes (back to normal included) or, while raised, once per
 * interval.
 */
export function evaluateRule(rule: AlarmRule, state: RuleState, value: number | string, now: number): RuleStep {
  const level = levelOf(rule, state.level, value);
  if (level === null) return { state, alarm: null };
  const changed = level !== state.level;
  const reminder = !changed && level !== 'normal' && now - state.raisedAt >= rule.interval * 1000;
  if (!changed && !reminder) return { state, alarm: null };
  const alarm: AlarmMessage = {
    val: value,
    para: rule.param,
    set_value: setValueOf(rule, level, state.level),
    flag: ALARM_FLAG[level],
    type: ALARM_TYPE[rule.kind],
    ...(rule.kind === 'wear' ? { RatedTime: rule.lifetime } : {}),
  };
  return { state: { level, raisedAt: level === 'normal' ? 0 : now }, alarm };
}

// ---- The rule form (spec part 2 sections 3 and 5), shared by the server and the client. ----


export const ALARM_RULE_KINDS = ['limit', 'wear', 'condition'] as const;
export type AlarmRuleKind = (typeof ALARM_RULE_KINDS)[number];
export const CONDITION_OPS = ['=', '!=', '>', '>=', '<', '<='] as const satisfies readonly ConditionRule['op'][];
/** Rules per device; the parameter key and a condition's value bounded like a device's own keys. */
export const ALARM_RULE_LIMITS = { perDevice: 50, param: 50, value: 50 } as const;

/** One rule as the form and the API carry it. */
export type AlarmRuleValues = {
  param: string;
  kind: AlarmRuleKind;
  high?: number | null;
  low?: number | null;
  deadband?: number | null;
  lifetime?: number | null;
  advance?: number | null;
  op?: string | null;
  value?: string | null;
  interval: number;
  /** An alarm of this rule (high or low, not back to normal) opens a repair order of the machine. */
  opensRepair?: boolean | null;
};

/** A condition's value compares as a number when it reads as one, else as text. */
const conditionValue = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/** The rule the evaluation runs, from its form values (already valid). */
export function ruleOf(values: AlarmRuleValues): AlarmRule {
  const base = { param: values.param.trim(), interval: values.interval };
  if (values.kind === 'limit') return { ...base, kind: 'limit', high: values.high ?? null, low: values.low ?? null, ...(values.deadband == null ? {} : { deadband: values.deadband }) };
  if (values.kind === 'wear') return { ...base, kind: 'wear', lifetime: values.lifetime ?? NaN, advance: values.advance ?? NaN };
  return { ...base, kind: 'condition', op: (values.op ?? '=') as ConditionRule['op'], value: conditionValue(values.value ?? '') };
}

const PROBLEM_FIELDS: Record<RuleProblem, { field: keyof AlarmRuleValues; key: ValidationKey }> = {
  limits_missing: { field: 'high', key: 'alarm_limits_missing' },
  limits_order: { field: 'high', key: 'alarm_limits_order' },
  interval: { field: 'interval', key: 'alarm_interval' },
  lifetime: { field: 'lifetime', key: 'alarm_lifetime' },
  advance: { field: 'advance', key: 'alarm_advance' },
  deadband: { field: 'deadband', key: 'alarm_deadband' },
  value: { field: 'value', key: 'alarm_value' },
};

/** Every problem of a device's rules, fields named `rules.<i>.<field>` (upper above lower, interval above 0, ahead time below the life). */
export function validateAlarmRules(list: readonly AlarmRuleValues[]): FieldError[] {
  const errors: FieldError[] = [];
  if (list.length > ALARM_RULE_LIMITS.perDevice) errors.push({ field: 'rules', key: 'alarm_rules_too_many', params: { max: ALARM_RULE_LIMITS.perDevice } });
  list.forEach((values, i) => {
    const at = (field: string) => `rules.${i}.${field}`;
    const param = (values.param ?? '').trim();
    if (!param) errors.push({ field: at('param'), key: 'alarm_param_required' });
    else if (param.length > ALARM_RULE_LIMITS.param) errors.push({ field: at('param'), key: 'text_too_long', params: { max: ALARM_RULE_LIMITS.param } });
    if (!(ALARM_RULE_KINDS as readonly string[]).includes(values.kind)) {
      errors.push({ field: at('kind'), key: 'alarm_kind_required' });
      return;
    }
    if (values.kind === 'condition') {
      if (!(CONDITION_OPS as readonly string[]).includes(values.op ?? '')) errors.push({ field: at('op'), key: 'alarm_op_required' });
      if ((values.value ?? '').length > ALARM_RULE_LIMITS.value) errors.push({ field: at('value'), key: 'text_too_long', params: { max: ALARM_RULE_LIMITS.value } });
      else if (!(values.value ?? '').trim()) errors.push({ field: at('value'), key: 'alarm_value' });
    }
    // A number input that holds no number says so on its own field.
    // (The interval's own message already says it must be a number above 0.)
    const numbers: readonly (keyof AlarmRuleValues)[] = values.kind === 'limit' ? ['high', 'low', 'deadband'] : values.kind === 'wear' ? ['lifetime', 'advance'] : [];
    for (const field of numbers) {
      const n = values[field];
      if (n !== null && n !== undefined && !(typeof n === 'number' && Number.isFinite(n))) errors.push({ field: at(field), key: 'alarm_number_format' });
    }
    for (const problem of ruleProblems(ruleOf(values))) {
      if (problem === 'value' && values.kind !== 'condition') continue; // a limit that is no number: named above
      const { field, key } = PROBLEM_FIELDS[problem];
      if (!errors.some((e) => e.field === at(field))) errors.push({ field: at(field), key });
    }
  });
  return errors;
}
