import { toDistributionRows } from './distribution';

describe('toDistributionRows', () => {
  it('keeps the server order, depth and counts, naming rows by region', () => {
    const region = (regionId: string, region: string, level: string, depth: number, Running: number) => ({ regionId, region, level, depth, total: Running + 1, Running, Idle: 0, Estop: 1, Offline: 0 });
    expect(toDistributionRows([region('3', 'China', 'country', 0, 2), region('4', 'Shandong', 'province', 1, 2)])).toEqual([
      { id: '3', name: 'China', level: 'country', depth: 0, total: 3, Running: 2, Idle: 0, Estop: 1, Offline: 0 },
      { id: '4', name: 'Shandong', level: 'province', depth: 1, total: 3, Running: 2, Idle: 0, Estop: 1, Offline: 0 },
    ]);
  });
});
