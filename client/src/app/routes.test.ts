import { ROUTE_TABLE, withFullVariants } from './routes';

const byPath = (path: string) => withFullVariants(ROUTE_TABLE).find((r) => r.path === path);

describe('route table', () => {
  it('gives every kanban a full-screen twin without the shell and with the same rules', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.kanban)) {
      const full = byPath(`${route.path}/full`);
      expect(full).toMatchObject({ layout: 'bare', page: route.page, requiresAuth: route.requiresAuth, titleId: route.titleId });
    }
  });

  it('leaves login, starter and forgotpwd public and everything else behind login', () => {
    const publicPaths = ROUTE_TABLE.filter((r) => !r.requiresAuth).map((r) => r.path);
    expect(publicPaths.sort()).toEqual(['/forgotpwd', '/login', '/starter']);
  });

  it('applies the role rules of the spec', () => {
    expect(byPath('/customerroster')?.roles).toEqual(['super_admin', 'tenant_admin']);
    expect(byPath('/productdisplayconfiguration')?.roles).toEqual(['maintainadmin']);
    expect(byPath('/editproductdisplayconfiguration')?.roles).toEqual(['maintainadmin']);
    expect(byPath('/rolepermission')?.roles).toEqual(['super_admin']);
    expect(byPath('/customDashboard/list')?.roles).toBeUndefined();
  });

  it('has one row per path', () => {
    const paths = withFullVariants(ROUTE_TABLE).map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
