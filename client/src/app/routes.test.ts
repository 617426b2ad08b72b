import { KANBANS } from '../features/kanbans/kanbans';
import { textsFor } from '../shared/i18n/bundles';
import { EAGER_MESSAGES } from './messageCatalogue';
import { INDEX_ROUTE, NOT_FOUND_ROUTE, ROUTE_TABLE, withFullVariants } from './routes';

const byPath = (path: string) => withFullVariants(ROUTE_TABLE).find((r) => r.path === path);

describe('route table', () => {
  it('gives every kanban a full-screen twin without the shell and with the same rules', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.kanban)) {
      const full = byPath(`${route.path}/full`);
      expect(full).toMatchObject({ layout: 'bare', screen: route.screen, requiresAuth: route.requiresAuth, titleId: route.titleId });
    }
  });

  it('leaves login, starter, forgotpwd, the public repair report and the QR code page public and everything else behind login', () => {
    const publicPaths = ROUTE_TABLE.filter((r) => !r.requiresAuth).map((r) => r.path);
    expect(publicPaths.sort()).toEqual(['/forgotpwd', '/login', '/qr/:code', '/repair/report', '/starter']);
  });

  it('applies the role rules of the spec', () => {
    expect(byPath('/customerroster')?.roles).toEqual(['super_admin', 'tenant_admin']);
    // The layout roles (spec part 2 section 2) and maintainadmin, whom section 6 gives the product form's import buttons.
    for (const path of ['/productlist', '/createnewproduct', '/editproduct']) expect(byPath(path)?.roles).toEqual(['super_admin', 'tenant_admin', 'user', 'maintainadmin']);
    expect(byPath('/productlist')?.apis).toEqual([{ path: '/productmanual', method: 'GET', summary: expect.any(String), group: 'productmanual' }]);
    expect(byPath('/createnewproduct')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['POST /productmanual']);
    expect(byPath('/editproduct')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /productmanual', 'PUT /productmanual']);
    expect(byPath('/productdisplayconfiguration')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /productdisplayconfig']);
    expect(byPath('/editproductdisplayconfiguration')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /productdisplayconfig', 'PUT /productdisplayconfig']);
    expect(byPath('/productdisplayconfiguration')?.roles).toEqual(['maintainadmin']);
    expect(byPath('/editproductdisplayconfiguration')?.roles).toEqual(['maintainadmin']);
    expect(byPath('/rolepermission')?.roles).toEqual(['super_admin']);
    expect(byPath('/customDashboard/list')?.roles).toBeUndefined();
    // Device archives: the layout roles, each screen behind its API.
    expect(byPath('/deviceView')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /devicearchive']);
    expect(byPath('/qrsheet')).toMatchObject({ layout: 'bare', requiresAuth: true });
    expect(byPath('/qrsheet')?.apis?.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /qrcode']);
  });

  it('lists in the kanban switcher exactly the kanbans of the table, with their titles and APIs', () => {
    const kanbans = ROUTE_TABLE.filter((r) => r.kanban);
    expect(KANBANS.map((k) => k.path).sort()).toEqual(kanbans.map((r) => r.path).sort());
    for (const k of KANBANS) expect(byPath(k.path)).toMatchObject({ titleId: k.titleId, apis: k.apis });
  });

  it("titles every route from the messages loaded with the app: the document title and the no-permission page name it before the screen's own messages arrive", () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const eager = textsFor(locale, EAGER_MESSAGES);
      const missing = [...withFullVariants(ROUTE_TABLE), INDEX_ROUTE, NOT_FOUND_ROUTE].map((route) => route.titleId).filter((id) => !eager[id]);
      expect(missing).toEqual([]);
    }
  });

  it('has one row per path', () => {
    const paths = withFullVariants(ROUTE_TABLE).map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('route screens', () => {
  it('give every row a screen: its own lazy chunk, or coming soon', () => {
    for (const route of ROUTE_TABLE) expect(['lazy', 'comingSoon']).toContain(route.screen.kind);
  });

  it('load the exported component each lazy row names', async () => {
    // The explorer's GraphiQL needs Vite's worker imports, which jest cannot load; its row is typed like the rest.
    const lazy = ROUTE_TABLE.filter((r) => r.screen.kind === 'lazy' && r.path !== '/explorer');
    expect(lazy.map((r) => r.path)).toEqual(['/login', '/forgotpwd', '/qr/:code', '/starter', '/repair/report', '/deviceoverviewkanban', '/devicedetailskanban', '/distributionkanban', '/popularitykanban', '/utilizationkanban', '/deviceView', '/NewDeviceProfile', '/qrsheet', '/customerroster', '/customerdetail', '/createcustomer', '/productlist', '/createnewproduct', '/editproduct', '/productdisplayconfiguration', '/editproductdisplayconfiguration', '/createrepairorder', '/repairorderquery', '/repairorderdetail', '/maintenancehome', '/maintenanceplans', '/maintenanceplanedit', '/checkorders', '/checkorderdetail', '/users', '/members', '/shifts', '/messages', '/rolepermission', '/customDashboard/list', '/customDashboard/edit', '/customDashboard/view', '/apitokens']);
    for (const route of lazy) {
      if (route.screen.kind !== 'lazy') continue;
      expect(typeof (await route.screen.load())).toBe('function');
    }
  });
});
