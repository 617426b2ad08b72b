import { TenantScope, descendantsOf } from './tenancy';

const links = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: null },
  { id: 6, parentId: 5 },
];

describe('tenant scope', () => {
  it('covers a tenant and all its descendants', () => {
    expect(descendantsOf(2, links).sort()).toEqual([2, 3, 4]);
    expect(descendantsOf(1, links).sort()).toEqual([1, 2, 3, 4]);
  });

  it('survives a cycle in bad data', () => {
    expect(descendantsOf(7, [{ id: 7, parentId: 8 }, { id: 8, parentId: 7 }]).sort()).toEqual([7, 8]);
  });

  it('gives super_admin every tenant and others only their subtree', () => {
    expect(TenantScope.forUser('super_admin', 3, links).includes(6)).toBe(true);
    const admin = TenantScope.forUser('tenant_admin', 2, links);
    expect(admin.includes(3)).toBe(true);
    expect(admin.includes(1)).toBe(false);
    expect(admin.includes(6)).toBe(false);
    expect(admin.filterArgs().ids?.sort()).toEqual([2, 3, 4]);
    expect(TenantScope.all().filterArgs()).toEqual({ ids: null });
  });
});
