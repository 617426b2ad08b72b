import { buildTenantTree, type TenantTreeNode } from '../tenants/tenant.service';
import type { TenantLevel } from '../tenants/tenant.entity';
import { countByRegion, distributionRows, regionOfTenants, totalsByTenant } from './regions';

// maker > { NoDocumented, China > { Shandong > { Jinan > qilu, Qingdao }, Jiangsu > Suzhou > wuzhong } }
const t = (id: number, name: string, level: TenantLevel, parentId: number | null, oemCode: string | null = null) => ({ id, name, level, parentId, oemCode });
const tree: TenantTreeNode[] = buildTenantTree([
  t(1, 'Maker', 'company', null),
  t(2, 'Undocumented', 'company', 1, 'NoDocumented'),
  t(3, 'China', 'country', 1),
  t(4, 'Shandong', 'province', 3),
  t(5, 'Jinan', 'city', 4),
  t(6, 'Qingdao', 'city', 4),
  t(7, 'Qilu', 'company', 5),
  t(8, 'Jiangsu', 'province', 3),
  t(9, 'Suzhou', 'city', 8),
  t(10, 'Wuzhong', 'company', 9),
]);

describe('regionOfTenants', () => {
  it('gives each tenant the nearest region of the level above it, itself included', () => {
    const provinces = regionOfTenants(tree, 'province');
    expect(provinces.get(7)?.name).toBe('Shandong');
    expect(provinces.get(4)?.name).toBe('Shandong');
    expect(provinces.get(10)?.name).toBe('Jiangsu');
    expect(provinces.has(3)).toBe(false);
    expect(provinces.has(2)).toBe(false);
  });
});

describe('countByRegion', () => {
  const counts = [
    { tenantId: 7, count: 2 },
    { tenantId: 6, count: 1 },
    { tenantId: 10, count: 2 },
    { tenantId: 2, count: 1 },
  ];

  it('counts devices per province, most first, ties by name; devices outside any province are unassigned', () => {
    expect(countByRegion(tree, counts, 'province')).toEqual({
      datas: [
        { regionId: 4, region: 'Shandong', level: 'province', count: 3 },
        { regionId: 8, region: 'Jiangsu', level: 'province', count: 2 },
      ],
      total: 6,
      unassigned: 1,
    });
  });

  it('lists every region of the level, also those without devices', () => {
    expect(countByRegion(tree, counts, 'city').datas.map((d) => [d.region, d.count])).toEqual([
      ['Jinan', 2],
      ['Suzhou', 2],
      ['Qingdao', 1],
    ]);
    expect(countByRegion(tree, [], 'country')).toEqual({ datas: [{ regionId: 3, region: 'China', level: 'country', count: 0 }], total: 0, unassigned: 0 });
  });
});

describe('totalsByTenant', () => {
  it('adds the devices below each tenant to its own, in tree order, leaving out tenants without any', () => {
    const counts = [
      { tenantId: 7, count: 2 },
      { tenantId: 6, count: 1 },
      { tenantId: 10, count: 2 },
      { tenantId: 2, count: 1 },
      { tenantId: 1, count: 1 },
    ];
    expect(totalsByTenant(tree, counts)).toEqual([
      { tenantId: 1, count: 7 },
      { tenantId: 2, count: 1 },
      { tenantId: 3, count: 5 },
      { tenantId: 8, count: 2 },
      { tenantId: 9, count: 2 },
      { tenantId: 10, count: 2 },
      { tenantId: 4, count: 3 },
      { tenantId: 5, count: 2 },
      { tenantId: 7, count: 2 },
      { tenantId: 6, count: 1 },
    ]);
    expect(totalsByTenant(tree, [])).toEqual([]);
  });
});

describe('distributionRows', () => {
  it('rolls counts up the regions in tree order, by status, unknown statuses as Offline', () => {
    const { regions, all, unassigned } = distributionRows(tree, [
      { tenantId: 7, status: 'Running', count: 1 },
      { tenantId: 7, status: 'Unknow', count: 1 },
      { tenantId: 10, status: 'Estop', count: 2 },
      { tenantId: 2, status: 'Idle', count: 1 },
    ]);
    expect(regions.map((r) => [r.region, r.depth, r.total, r.Running, r.Idle, r.Estop, r.Offline])).toEqual([
      ['China', 0, 4, 1, 0, 2, 1],
      ['Jiangsu', 1, 2, 0, 0, 2, 0],
      ['Suzhou', 2, 2, 0, 0, 2, 0],
      ['Shandong', 1, 2, 1, 0, 0, 1],
      ['Jinan', 2, 2, 1, 0, 0, 1],
      ['Qingdao', 2, 0, 0, 0, 0, 0],
    ]);
    expect(regions.find((r) => r.region === 'Jinan')?.parentRegionId).toBe(4);
    expect(regions[0].parentRegionId).toBeNull();
    expect(all).toEqual({ total: 5, Running: 1, Idle: 1, Estop: 2, Offline: 1 });
    expect(unassigned).toEqual({ total: 1, Running: 0, Idle: 1, Estop: 0, Offline: 0 });
  });
});
