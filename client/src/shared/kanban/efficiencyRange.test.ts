import { efficiencyChartDays, INITIAL_RANGE, quickRange, rangeOf, selectQuick, setCustom } from './efficiencyRange';

const TODAY = '2026-03-10';

describe('quickRange', () => {
  it('computes today, yesterday and the previous 7 and 30 days up to yesterday', () => {
    expect(quickRange(0, TODAY)).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(quickRange(1, TODAY)).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(quickRange(2, TODAY)).toEqual({ start: '2026-03-03', end: '2026-03-09' });
    expect(quickRange(3, TODAY)).toEqual({ start: '2026-02-08', end: '2026-03-09' });
  });
  it('crosses a year boundary', () => {
    expect(quickRange(1, '2026-01-01')).toEqual({ start: '2025-12-31', end: '2025-12-31' });
  });
});

describe('custom range', () => {
  it('selects -1 and queries the custom dates (ordered)', () => {
    const state = setCustom(INITIAL_RANGE, { start: '2026-03-05', end: '2026-03-01' });
    expect(state.option).toBe(-1);
    expect(rangeOf(state, TODAY)).toEqual({ start: '2026-03-01', end: '2026-03-05' });
  });
  it('returns to the quick option when cleared', () => {
    const quick = selectQuick(INITIAL_RANGE, 3);
    const custom = setCustom(quick, { start: '2026-03-01', end: '2026-03-02' });
    const cleared = setCustom(custom, null);
    expect(cleared.option).toBe(3);
    expect(rangeOf(cleared, TODAY)).toEqual(quickRange(3, TODAY));
  });
  it('a quick pick drops the custom range', () => {
    const state = selectQuick(setCustom(INITIAL_RANGE, { start: '2026-03-01', end: '2026-03-02' }), 0);
    expect(state).toEqual({ option: 0, quick: 0, custom: null });
  });
});

describe('efficiencyChartDays', () => {
  it('gives hours with 2 decimals capped at 24 and whole percents', () => {
    expect(efficiencyChartDays([{ date: '2026-03-09', Running: 12345, Idle: 100, Estop: 0, Offline: 90_000, utilization: 0.4287, OEE: 0.315 }])).toEqual([
      { date: '2026-03-09', Running: 3.43, Idle: 0.03, Estop: 0, Offline: 24, utilization: 43, OEE: 32 },
    ]);
  });
  it('keeps a missing OEE missing', () => {
    expect(efficiencyChartDays([{ date: 'd', Running: 0, Idle: 0, Estop: 0, Offline: 0, utilization: 0, OEE: null }])[0].OEE).toBeNull();
  });
});
