import { rankUtilization } from './utilization';

const day = (Running: number, Offline: number, OEE: number | null = null) => ({ Running, Idle: 0, Estop: 0, Offline, OEE });

describe('rankUtilization', () => {
  it('ranks by Running share of recorded time, in whole percents', () => {
    const ranks = rankUtilization([
      { uuid: 'a', name: 'A', days: [day(3600, 82_800), day(7200, 79_200)] },
      { uuid: 'b', name: 'B', days: [day(43_200, 43_200, 0.42), day(43_200, 43_200, 0.5)] },
      { uuid: 'c', name: 'C', days: [] },
    ]);
    expect(ranks.map((r) => [r.uuid, r.utilization, r.oee, r.runningHours])).toEqual([
      ['b', 50, 46, '24.0'],
      ['a', 6, null, '3.0'],
      ['c', 0, null, '0.0'],
    ]);
  });
  it('breaks ties by name', () => {
    expect(rankUtilization([{ uuid: 'z', name: 'Zed', days: [] }, { uuid: 'y', name: 'Abe', days: [] }]).map((r) => r.name)).toEqual(['Abe', 'Zed']);
  });
});
