import { countDescendants, findTenant, isNoDocumented, pathTo, type TenantTreeNode } from './tenantTree';

const tree: TenantTreeNode[] = [
  {
    id: 'maker',
    name: 'Maker',
    level: 'company',
    subTenants: [
      { id: 'nodoc', name: 'Undocumented', oemCode: 'NoDocumented', level: 'company', subTenants: [] },
      {
        id: 'cn',
        name: 'China',
        level: 'country',
        subTenants: [{ id: 'sd', name: 'Shandong', level: 'province', subTenants: [{ id: 'jn', name: 'Jinan', level: 'city' }] }],
      },
    ],
  },
  { id: 'other', name: 'Other', level: 'company', subTenants: [] },
];

describe('tenant tree helpers', () => {
  it('finds a node at any depth', () => {
    expect(findTenant(tree, 'jn')?.name).toBe('Jinan');
    expect(findTenant(tree, 'missing')).toBeNull();
    expect(findTenant(tree, null)).toBeNull();
  });

  it('counts every tenant below a node', () => {
    expect(countDescendants(tree[0])).toBe(4);
    expect(countDescendants(tree[1])).toBe(0);
  });

  it('names the path from the root', () => {
    expect(pathTo(tree, 'jn')).toEqual(['Maker', 'China', 'Shandong', 'Jinan']);
    expect(pathTo(tree, 'missing')).toEqual([]);
  });

  it('recognises the NoDocumented tenant', () => {
    expect(isNoDocumented(findTenant(tree, 'nodoc') as TenantTreeNode)).toBe(true);
    expect(isNoDocumented(tree[0])).toBe(false);
  });
});
