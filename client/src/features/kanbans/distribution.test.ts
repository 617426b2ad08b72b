import { distributionRows } from './distribution';
import type { TenantTreeNode } from './tenantTree';

const tree: TenantTreeNode[] = [
  {
    id: 'maker',
    name: 'Maker',
    level: 'company',
    subTenants: [
      { id: 'nodoc', name: 'Undocumented', level: 'company', oemCode: 'NoDocumented' },
      {
        id: 'cn',
        name: 'China',
        level: 'country',
        subTenants: [
          { id: 'sd', name: 'Shandong', level: 'province', subTenants: [{ id: 'jn', name: 'Jinan', level: 'city', subTenants: [{ id: 'qilu', name: 'Qilu', level: 'company' }] }] },
          { id: 'js', name: 'Jiangsu', level: 'province', subTenants: [] },
        ],
      },
    ],
  },
];

describe('distributionRows', () => {
  it('counts devices of each area and below by live status, in tree order', () => {
    const rows = distributionRows(tree, [
      { uuid: 'a', tenantId: 'qilu', status: 'Running' },
      { uuid: 'b', tenantId: 'qilu', status: 'Estop' },
      { uuid: 'c', tenantId: 'jn', status: 'Unknow' },
      { uuid: 'd', tenantId: 'nodoc', status: 'Idle' },
    ]);
    expect(rows.map((r) => [r.name, r.depth, r.total, r.Running, r.Idle, r.Estop, r.Offline])).toEqual([
      ['China', 0, 3, 1, 0, 1, 1],
      ['Shandong', 1, 3, 1, 0, 1, 1],
      ['Jinan', 2, 3, 1, 0, 1, 1],
      ['Jiangsu', 1, 0, 0, 0, 0, 0],
    ]);
  });
  it('has no rows without areas', () => {
    expect(distributionRows([{ id: 'x', name: 'X', level: 'company' }], [{ uuid: 'a', tenantId: 'x', status: 'Running' }])).toEqual([]);
  });
});
