import { buildTenantTree } from './tenant.service';

const t = (id: number, name: string, parentId: number | null, oemCode: string | null = null) => ({
  id,
  name,
  parentId,
  oemCode,
  level: 'company' as const,
});

describe('buildTenantTree', () => {
  it('nests sub-tenants and puts NoDocumented first', () => {
    const tree = buildTenantTree([t(1, 'Zeta Lasers', null), t(2, 'Unassigned devices', null, 'NoDocumented'), t(3, 'Shandong', 1), t(4, 'Jinan', 3), t(5, 'Anhui', 1)]);
    expect(tree.map((n) => n.name)).toEqual(['Unassigned devices', 'Zeta Lasers']);
    expect(tree[1].subTenants.map((n) => n.name)).toEqual(['Anhui', 'Shandong']);
    expect(tree[1].subTenants[1].subTenants[0].name).toBe('Jinan');
  });

  it('treats a tenant whose parent is out of scope as a root', () => {
    const tree = buildTenantTree([t(3, 'Shandong', 1), t(4, 'Jinan', 3)]);
    expect(tree).toHaveLength(1);
    expect(tree[0].subTenants[0].id).toBe(4);
  });

  it('gives an empty tree for no tenants', () => {
    expect(buildTenantTree([])).toEqual([]);
  });
});
