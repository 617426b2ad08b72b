import { TenantScope, ancestorChain, descendantsOf, tenantLine } from './tenancy';

// 1 maker > 2 region > 3 customer, 4 its sibling; 5 a rival > 6 its customer.
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

describe('tenant lines', () => {
  it('walks up from a tenant, nearest first', () => {
    expect(ancestorChain(3, links)).toEqual([3, 2, 1]);
    expect(ancestorChain(6, links)).toEqual([6, 5]);
  });
  it('gives a tenant, those above it and those below it: never a sibling or another tree (the tenants whose records a file may serve)', () => {
    expect(tenantLine(3, links).sort()).toEqual([1, 2, 3]);
    expect(tenantLine(2, links).sort()).toEqual([1, 2, 3, 4]);
    expect(tenantLine(1, links).sort()).toEqual([1, 2, 3, 4]);
    expect(tenantLine(6, links).sort()).toEqual([5, 6]);
    // A cycle in bad data ends.
    expect(tenantLine(7, [{ id: 7, parentId: 8 }, { id: 8, parentId: 7 }]).sort()).toEqual([7, 8]);
  });
});
