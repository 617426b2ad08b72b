import { rememberedTenant, rememberTenant, startTenant } from './overviewTenant';
import type { TenantTreeNode } from './tenantTree';

const node = (id: string, name: string, subTenants: TenantTreeNode[] = []): TenantTreeNode => ({ id, name, level: 'company', subTenants });
// super_admin's tree: the platform itself first (no devices), then the makers.
const roots = [node('1', 'Cloud Operations'), node('16', 'Hangzhou Waterjet Works', [node('17', 'Xihu Granite Cutting')]), node('2', 'Jinan Photon Machinery', [node('4', 'China')])];
const counts = [
  { tenantId: '16', total: 1 },
  { tenantId: '17', total: 1 },
  { tenantId: '2', total: 7 },
  { tenantId: '4', total: 6 },
];

describe('startTenant', () => {
  it('starts at the root with the most devices, not at an empty first root', () => {
    expect(startTenant(roots, counts, null)).toBe('2');
  });

  it('keeps the tree order on a tie and falls back to the first root without counts', () => {
    expect(
      startTenant(
        roots,
        [
          { tenantId: '16', total: 3 },
          { tenantId: '2', total: 3 },
        ],
        null,
      ),
    ).toBe('16');
    expect(startTenant(roots, null, null)).toBe('1');
    expect(startTenant(roots, [], null)).toBe('1');
    expect(startTenant([], counts, null)).toBeNull();
  });

  it('comes back to the tenant picked last time while it is in the tree', () => {
    expect(startTenant(roots, counts, '17')).toBe('17');
    expect(startTenant(roots, counts, '99')).toBe('2');
  });
});

describe('remembered tenant', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per user', () => {
    rememberTenant('u1', '17');
    rememberTenant('u2', '4');
    expect(rememberedTenant('u1')).toBe('17');
    expect(rememberedTenant('u2')).toBe('4');
    expect(rememberedTenant('u3')).toBeNull();
    expect(rememberedTenant(null)).toBeNull();
  });
});
