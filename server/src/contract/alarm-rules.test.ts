import { ALARM_FLAG, type AlarmRule, type AlarmRuleValues, NORMAL, type RuleState, evaluateRule, ruleOf, ruleProblems, validateAlarmRules } from './alarm-rules';

/** Feeds values one second apart and returns the alarms raised (flag per value, null when none). */
function run(rule: AlarmRule, values: (number | string)[], start = 1_000_000, step = 1000) {
  let state: RuleState = NORMAL;
  return values.map((value, i) => {
    const next = evaluateRule(rule, state, value, start + i * step);
    state = next.state;
    return next.alarm;
  });
}
const flags = (alarms: ReturnType<typeof run>) => alarms.map((a) => (a ? a.flag : null));

const temperature: AlarmRule = { kind: 'limit', param: 'Temp', high: 80, low: 10, interval: 60 };

describe('alarm rule checks (spec part 2 section 5)', () => {
  it('accept a sound limit, wear and condition rule', () => {
    expect(ruleProblems(temperature)).toEqual([]);
    expect(ruleProblems({ kind: 'wear', param: 'SpindleHours', lifetime: 1000, advance: 50, interval: 3600 })).toEqual([]);
    expect(ruleProblems({ kind: 'condition', param: 'WHstatus_ExecState', op: '=', value: 'Estop', interval: 60 })).toEqual([]);
  });

  it.each([
    [{ ...temperature, high: 10, low: 10 }, 'limits_order'],
    [{ ...temperature, high: 5 }, 'limits_order'],
    [{ ...temperature, high: null, low: null }, 'limits_missing'],
    [{ ...temperature, high: Number.NaN }, 'value'],
    [{ ...temperature, interval: 0 }, 'interval'],
    [{ ...temperature, interval: -1 }, 'interval'],
    [{ ...temperature, deadband: 70 }, 'deadband'],
    [{ kind: 'wear', param: 'p', lifetime: 100, advance: 100, interval: 1 }, 'advance'],
    [{ kind: 'wear', param: 'p', lifetime: 0, advance: 0, interval: 1 }, 'lifetime'],
  ] as [AlarmRule, string][])('refuse %j (%s)', (rule, problem) => {
    expect(ruleProblems(rule)).toContain(problem);
  });
});

describe('limit rules', () => {
  it('raise high and low with the spec object, and back to normal', () => {
    const alarms = run(temperature, [50, 81, 50, 9, 50]);
    expect(flags(alarms)).toEqual([null, ALARM_FLAG.high, ALARM_FLAG.normal, ALARM_FLAG.low, ALARM_FLAG.normal]);
    expect(alarms[1]).toEqual({ val: 81, para: 'Temp', set_value: 80, flag: 2, type: 0 });
    // Back to normal names the limit it came back from.
    expect(alarms[2]).toMatchObject({ set_value: 80, flag: 0 });
    expect(alarms[3]).toMatchObject({ set_value: 10, flag: 1 });
    expect(alarms[4]).toMatchObject({ set_value: 10, flag: 0 });
  });

  it('treat a value on the limit as inside (raised only above it)', () => {
    expect(flags(run(temperature, [80, 10]))).toEqual([null, null]);
  });

  it('hold a raised alarm while the value wobbles on the limit inside the dead band (1 % of the band: 0.7)', () => {
    // 80.4 and 79.4 are within 0.7 of the limit: still high, no flood of alarms.
    expect(flags(run(temperature, [81, 79.9, 80.4, 79.4, 79.2]))).toEqual([ALARM_FLAG.high, null, null, null, ALARM_FLAG.normal]);
  });

  it('use a given dead band', () => {
    const rule: AlarmRule = { ...temperature, deadband: 5 };
    expect(flags(run(rule, [81, 76, 74.9]))).toEqual([ALARM_FLAG.high, null, ALARM_FLAG.normal]);
  });

  it('remind once per interval while the value stays out, never more often', () => {
    const everySecondForTwoMinutes = Array.from({ length: 121 }, () => 90);
    const alarms = run(temperature, everySecondForTwoMinutes);
    expect(alarms.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([0, 60, 120]);
  });

  it('jump from high to low directly', () => {
    expect(flags(run(temperature, [90, 0]))).toEqual([ALARM_FLAG.high, ALARM_FLAG.low]);
  });

  it('with one limit only', () => {
    const pressure: AlarmRule = { kind: 'limit', param: 'Pressure', high: null, low: 2, interval: 10 };
    expect(flags(run(pressure, [1000, 1.5, 2.01, 2.1]))).toEqual([null, ALARM_FLAG.low, null, ALARM_FLAG.normal]);
  });

  it('come back to normal with limits near the largest numbers (their band is past the largest number)', () => {
    const wide: AlarmRule = { kind: 'limit', param: 'Temp', high: 1e308, low: -1e308, interval: 60 };
    expect(ruleProblems(wide)).toEqual([]);
    expect(flags(run(wide, [1.5e308, 0, -1.5e308, 0]))).toEqual([ALARM_FLAG.high, ALARM_FLAG.normal, ALARM_FLAG.low, ALARM_FLAG.normal]);
  });

  it('leave the state alone for a value it cannot judge', () => {
    expect(flags(run(temperature, [90, 'n/a', Number.NaN, 50]))).toEqual([ALARM_FLAG.high, null, null, ALARM_FLAG.normal]);
  });
});

describe('wear part rules', () => {
  const spindle: AlarmRule = { kind: 'wear', param: 'SpindleHours', lifetime: 1000, advance: 50, interval: 3600 };

  it('warn the advance before the end of life, with RatedTime the lifetime', () => {
    const alarms = run(spindle, [900, 949.9, 950]);
    expect(flags(alarms)).toEqual([null, null, ALARM_FLAG.high]);
    expect(alarms[2]).toEqual({ val: 950, para: 'SpindleHours', set_value: 950, flag: 2, type: 2, RatedTime: 1000 });
  });

  it('clear when the part is replaced (the counter starts again)', () => {
    expect(flags(run(spindle, [960, 945, 0]))).toEqual([ALARM_FLAG.high, null, ALARM_FLAG.normal]);
  });
});

describe('condition rules', () => {
  it('raise while the condition holds and clear after it', () => {
    const estop: AlarmRule = { kind: 'condition', param: 'WHstatus_ExecState', op: '=', value: 'Estop', interval: 300 };
    const alarms = run(estop, ['Running', 'Estop', 'Estop', 'Idle']);
    expect(flags(alarms)).toEqual([null, ALARM_FLAG.high, null, ALARM_FLAG.normal]);
    expect(alarms[1]).toMatchObject({ val: 'Estop', set_value: 'Estop', type: 4 });
  });

  it('compare numbers as numbers, numeric strings included', () => {
    const load: AlarmRule = { kind: 'condition', param: 'Load', op: '>=', value: 95, interval: 60 };
    expect(flags(run(load, ['94', '95', 100, 10]))).toEqual([null, ALARM_FLAG.high, null, ALARM_FLAG.normal]);
  });
});

describe('the rule form', () => {
  const limit = { param: 'LaserPower', kind: 'limit' as const, high: 1200, low: 100, interval: 60 };
  it('accepts a rule of each kind and turns its values into the rule evaluated', () => {
    expect(validateAlarmRules([limit, { param: 'Nozzle', kind: 'wear', lifetime: 500, advance: 50, interval: 60 }, { param: 'Door', kind: 'condition', op: '=', value: 'open', interval: 5 }])).toEqual([]);
    expect(ruleOf({ param: ' Door ', kind: 'condition', op: '>=', value: '95.5', interval: 5 })).toEqual({ param: 'Door', kind: 'condition', op: '>=', value: 95.5, interval: 5 });
    expect(ruleOf({ param: 'Door', kind: 'condition', op: '=', value: 'open', interval: 5 })).toMatchObject({ value: 'open' });
  });

  it('names each problem with its field: upper above lower, interval above 0, ahead time below the life, at most 50', () => {
    const keys = (list: AlarmRuleValues[]) => validateAlarmRules(list).map((e) => `${e.field}:${e.key}`);
    expect(keys([{ ...limit, high: 100 }])).toEqual(['rules.0.high:alarm_limits_order']);
    expect(keys([{ ...limit, high: null, low: null }])).toEqual(['rules.0.high:alarm_limits_missing']);
    expect(keys([{ ...limit, interval: 0 }, { ...limit, interval: Number.NaN }])).toEqual(['rules.0.interval:alarm_interval', 'rules.1.interval:alarm_interval']);
    expect(keys([{ param: 'N', kind: 'wear', lifetime: 100, advance: 100, interval: 1 }])).toEqual(['rules.0.advance:alarm_advance']);
    expect(keys([{ param: 'N', kind: 'wear', lifetime: 0, advance: 0, interval: 1 }])).toEqual(['rules.0.lifetime:alarm_lifetime', 'rules.0.advance:alarm_advance']);
    expect(keys([{ param: 'x'.repeat(51), kind: 'condition', op: '<>', value: ' ', interval: 1 }])).toEqual(['rules.0.param:text_too_long', 'rules.0.op:alarm_op_required', 'rules.0.value:alarm_value']);
    expect(keys([{ ...limit, kind: 'other' as never }])).toEqual(['rules.0.kind:alarm_kind_required']);
    expect(keys([{ ...limit, low: Number.NaN }, { param: 'N', kind: 'wear', lifetime: Number.NaN, advance: 1, interval: 1 }])).toEqual(['rules.0.low:alarm_number_format', 'rules.1.lifetime:alarm_number_format', 'rules.1.advance:alarm_advance']);
    expect(keys(Array.from({ length: 51 }, () => limit))[0]).toBe('rules:alarm_rules_too_many');
  });
});
