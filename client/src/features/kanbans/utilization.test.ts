import { toUtilizationRanks } from './utilization';

describe('toUtilizationRanks', () => {
  it('shows ratios as whole percents, seconds as hours with 1 decimal, and no OEE as null', () => {
    expect(
      toUtilizationRanks([
        { uuid: 'b', devalias: 'B', utilization: 0.5049, OEE: 0.4551, runningSeconds: 86_400 },
        { uuid: 'a', devalias: '', utilization: 0.0625, OEE: null, runningSeconds: 10_800 },
      ]),
    ).toEqual([
      { uuid: 'b', name: 'B', utilization: 50, oee: 46, runningHours: '24.0' },
      { uuid: 'a', name: 'a', utilization: 6, oee: null, runningHours: '3.0' },
    ]);
  });
});
