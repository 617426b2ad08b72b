import { NEW_ALARM_RULE, alarmRuleProblems, alarmRuleRow, alarmRuleValues, canAddAlarmRule } from './alarmRules';

describe('the alarm rule editor', () => {
  it('sends only the fields of each rule\'s kind, numbers as numbers', () => {
    const rows = [
      { ...NEW_ALARM_RULE, param: ' LaserPower ', high: '1200', low: '100', value: 'ignored', opensRepair: true },
      { ...NEW_ALARM_RULE, param: 'Door', kind: 'condition' as const, op: '=', value: 'open', high: '5', interval: '30' },
    ];
    expect(alarmRuleValues(rows)).toEqual([
      { param: 'LaserPower', kind: 'limit', high: 1200, low: 100, lifetime: null, advance: null, op: null, value: null, interval: 60, opensRepair: true },
      { param: 'Door', kind: 'condition', high: null, low: null, lifetime: null, advance: null, op: '=', value: 'open', interval: 30, opensRepair: false },
    ]);
  });

  it('reads a stored rule back into the row it was saved from', () => {
    const row = { ...NEW_ALARM_RULE, param: 'Nozzle', kind: 'wear' as const, lifetime: '500', advance: '50', interval: '120' };
    const [values] = alarmRuleValues([row]);
    expect(alarmRuleRow({ ...values, opensRepair: false, interval: 120 })).toEqual(row);
  });

  it('names each row\'s problems by the shared rules: upper above lower, interval above 0, ahead time below the life, a number where one is due', () => {
    const problems = alarmRuleProblems([
      { ...NEW_ALARM_RULE, param: 'A', high: '10', low: '20' },
      { ...NEW_ALARM_RULE, param: 'B', high: 'ten', interval: '0' },
      { ...NEW_ALARM_RULE, param: '', kind: 'wear', lifetime: '100', advance: '100' },
    ]);
    expect(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.key]))).toEqual({
      '0.high': 'alarm_limits_order',
      '1.interval': 'alarm_interval',
      '1.high': 'alarm_number_format',
      '2.param': 'alarm_param_required',
      '2.advance': 'alarm_advance',
    });
    expect(alarmRuleProblems([{ ...NEW_ALARM_RULE, param: 'A', high: '10' }])).toEqual({});
  });

  it('stops adding at 50 rules', () => {
    expect(canAddAlarmRule(Array.from({ length: 49 }, () => NEW_ALARM_RULE))).toBe(true);
    expect(canAddAlarmRule(Array.from({ length: 50 }, () => NEW_ALARM_RULE))).toBe(false);
  });
});
