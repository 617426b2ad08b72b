import { HOME_LINK } from '../src/contract/product-display';
import { systemEm } from '../src/core/tenancy';
import { ProductDisplayConfig } from '../src/modules/product-manuals/product-display-config.entity';
import type { FileEntryValue } from '../src/contract/files';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';
import { PDF, png, refOf, uploadFile } from './support/uploads';

const READ = '{ productDisplayConfig { systemMenus { name link editable } customMenus { name link } officialAccount { filename fileurl md5name bucketname } updatedAt } }';
const SAVE = 'mutation Save($input: ProductDisplayConfigInput!) { updateProductDisplayConfig(input: $input) { systemMenus { name link editable } customMenus { name link } officialAccount { filename fileurl } updatedAt } }';

const SYSTEM_LINKS = ['/productindex', '/productlist', '/createrepairorder', '/repairorderquery'];
const system = (names = ['Home', 'Products', 'New repair', 'My repairs'], links = SYSTEM_LINKS) => names.map((name, i) => ({ name, link: links[i] }));
const custom = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Menu ${i + 1}`, link: `/page/${i + 1}` }));
/** Uploaded before the tests: the maker's QR picture, a picture over 1 MB, a document; a picture of the rival. */
const files: Record<'qr' | 'large' | 'document' | 'rival', FileEntryValue> = {} as never;
const ref = (name: keyof typeof files) => refOf(files[name]);

/** The product display configuration (spec part 2 sections 2-5) over HTTP: defaults, the edit rules, one per tenant. */
describe('product display configuration', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string, headers?: Record<string, string>): Caller => ({ token: tokens[account], headers });
  const rows = () => systemEm(server.services.orm, 'test').find(ProductDisplayConfig, {});
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'maintadmin', 'customer', 'rivaladmin', 'superadmin']) tokens[account] = await loginAs(server, account);
    files.qr = await uploadFile(server, tokens.maintadmin, 'picture', 'qr.png', png(64, 64));
    files.large = await uploadFile(server, tokens.maintadmin, 'picture', 'large.png', png(700, 600, undefined, true));
    files.document = await uploadFile(server, tokens.maintadmin, 'document', 'qr.pdf', PDF);
    files.rival = await uploadFile(server, tokens.rivaladmin, 'picture', 'rival-qr.png', png(64, 64, [1, 2, 3]));
  });
  afterAll(() => server.stop());

  it("reads the defaults in the caller's language until a tenant saves: the spec's system links, no custom menus, no QR code", async () => {
    const en = (await gql(server, READ, {}, as('tenantadmin'))).body.data!.productDisplayConfig;
    expect(en).toEqual({ systemMenus: system().map((m, i) => ({ ...m, editable: i === 0 })), customMenus: [], officialAccount: [], updatedAt: null });
    const zh = (await gql(server, READ, {}, as('tenantadmin', { 'accept-language': 'zh-CN' }))).body.data!.productDisplayConfig;
    expect(zh.systemMenus.map((m: { name: string }) => m.name)).toEqual(['产品首页', '产品列表', '在线报修', '报修查询']);
  });

  it('saves 11 custom menus with trimmed names, an empty first system link as /productindex and one QR picture', async () => {
    const input = {
      systemMenus: system(['  Start  ', 'Catalogue', 'Repair', 'Track'], ['  ', ...SYSTEM_LINKS.slice(1)]),
      customMenus: [...custom(10), { name: ' Ten chars! ', link: ' https://shop.example.com/laser ' }],
      officialAccount: [ref('qr')],
    };
    const res = await gql(server, SAVE, { input }, as('maintadmin'));
    expect(res.body.errors).toBeUndefined();
    const saved = res.body.data!.updateProductDisplayConfig;
    expect(saved.systemMenus).toEqual([
      { name: 'Start', link: HOME_LINK, editable: true },
      { name: 'Catalogue', link: '/productlist', editable: false },
      { name: 'Repair', link: '/createrepairorder', editable: false },
      { name: 'Track', link: '/repairorderquery', editable: false },
    ]);
    expect(saved.customMenus).toHaveLength(11);
    expect(saved.customMenus[10]).toEqual({ name: 'Ten chars!', link: 'https://shop.example.com/laser' });
    expect(saved.officialAccount).toEqual([{ filename: 'qr.png', fileurl: files.qr.fileurl }]);
    // The same tenant reads what was saved; the home link may change to any valid link.
    const read = (await gql(server, READ, {}, as('tenantadmin'))).body.data!.productDisplayConfig;
    expect({ ...read, officialAccount: read.officialAccount.map((f: { filename: string }) => f.filename) }).toEqual({ ...saved, officialAccount: ['qr.png'] });
    const moved = await gql(server, SAVE, { input: { ...input, systemMenus: system(['Start', 'Catalogue', 'Repair', 'Track'], ['https://shop.example.com', ...SYSTEM_LINKS.slice(1)]) } }, as('maintadmin'));
    expect(moved.body.data!.updateProductDisplayConfig.systemMenus[0].link).toBe('https://shop.example.com');
    expect(await rows()).toHaveLength(1);
  });

  it('keeps one configuration per tenant: another tenant still reads the defaults', async () => {
    const rival = (await gql(server, READ, {}, as('rivaladmin'))).body.data!.productDisplayConfig;
    expect(rival.customMenus).toEqual([]);
    expect(rival.updatedAt).toBeNull();
    await gql(server, SAVE, { input: { systemMenus: system(), customMenus: custom(1), officialAccount: [] } }, as('rivaladmin'));
    expect((await gql(server, READ, {}, as('tenantadmin'))).body.data!.productDisplayConfig.customMenus).toHaveLength(11);
    expect((await gql(server, READ, {}, as('rivaladmin'))).body.data!.productDisplayConfig.customMenus).toEqual(custom(1));
  });

  describe('refuses (errorno 1003 with the fields) and saves nothing', () => {
    const refused = async (input: Record<string, unknown>, headers?: Record<string, string>) => {
      const before = JSON.stringify(await rows());
      const res = await gql(server, SAVE, { input: { systemMenus: system(), customMenus: [], officialAccount: [], ...input } }, as('tenantadmin', headers));
      expect(errorOf(res)).toMatchObject({ errorno: 1003 });
      expect(JSON.stringify(await rows())).toBe(before);
      return errorOf(res).fields as { field: string; key: string; message: string }[];
    };

    it.each([
      ['a 12th custom menu', () => ({ customMenus: custom(12) }), 'customMenus', 'menus_too_many'],
      ['an empty menu name', () => ({ customMenus: [{ name: '   ', link: '/a' }] }), 'customMenus.0.name', 'menu_name_required'],
      ['a menu name of 11', () => ({ customMenus: [{ name: 'x'.repeat(11), link: '/a' }] }), 'customMenus.0.name', 'menu_name_too_long'],
      ['an empty custom link', () => ({ customMenus: [{ name: 'A', link: '' }] }), 'customMenus.0.link', 'menu_link_required'],
      ['a script link', () => ({ customMenus: [{ name: 'A', link: 'javascript:alert(1)' }] }), 'customMenus.0.link', 'menu_link_format'],
      ['a link to another host without a scheme', () => ({ customMenus: [{ name: 'A', link: '//evil.example' }] }), 'customMenus.0.link', 'menu_link_format'],
      ['a system menu removed', () => ({ systemMenus: system().slice(0, 3) }), 'systemMenus', 'system_menus_fixed'],
      ['a fixed system link changed', () => ({ systemMenus: system(undefined, ['/productindex', '/elsewhere', ...SYSTEM_LINKS.slice(2)]) }), 'systemMenus.1.link', 'menu_link_fixed'],
      ['an empty system menu name', () => ({ systemMenus: system(['', 'Products', 'New repair', 'My repairs']) }), 'systemMenus.0.name', 'menu_name_required'],
      ['two QR pictures', () => ({ officialAccount: [ref('qr'), ref('qr')] }), 'officialAccount', 'pictures_too_many'],
      ['a QR reference that is no stored file', () => ({ officialAccount: [{ ...ref('qr'), bucketname: 'No Such Bucket' }] }), 'officialAccount.0', 'file_unknown'],
      ["another tenant's picture", () => ({ officialAccount: [ref('rival')] }), 'officialAccount.0', 'file_unknown'],
      ['a document as the QR code', () => ({ officialAccount: [ref('document')] }), 'officialAccount.0', 'file_not_picture'],
      ['a QR picture over 1 MB', () => ({ officialAccount: [ref('large')] }), 'officialAccount.0', 'file_too_large'],
    ])('%s', async (_case, input, field, key) => {
      expect(await refused(input())).toEqual([expect.objectContaining({ field, key })]);
    });

    it("with the spec's message in the caller's language", async () => {
      expect((await refused({ customMenus: custom(12) }))[0].message).toBe('Cannot add more menus');
      expect((await refused({ customMenus: custom(12) }, { 'accept-language': 'zh-CN' }))[0].message).toBe('不能添加更多菜单');
      expect((await refused({ customMenus: [{ name: 'x'.repeat(11), link: '/a' }] }))[0].message).toBe('The menu name must be at most 10 characters');
      expect((await refused({ officialAccount: [ref('large')] }))[0]).toMatchObject({ params: { max: '1 MB' }, message: 'The file is larger than 1 MB' });
    });
  });

  it('needs GET and PUT /productdisplayconfig', async () => {
    expect(errorOf(await gql(server, READ, {}, as('customer')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, SAVE, { input: { systemMenus: system(), customMenus: [], officialAccount: [] } }, as('customer')))).toMatchObject({ errorno: 1150 });
    expect(errorOf(await gql(server, READ))).toMatchObject({ errorno: 2 });
    expect((await gql(server, READ, {}, as('superadmin'))).body.errors).toBeUndefined();
  });
});
