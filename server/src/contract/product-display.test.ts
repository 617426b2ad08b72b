import { DISPLAY_LIMITS, HOME_LINK, canAddMenu, defaultSystemMenus, moveMenu, normalizeDisplayConfig, validateDisplayConfig } from './product-display';
import { validationMessage } from './validation-messages';

const system = defaultSystemMenus('en');
const menus = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Menu ${i}`, link: `/page/${i}` }));
const keysOf = (values: Parameters<typeof validateDisplayConfig>[0]) => validateDisplayConfig(values, system).map((e) => `${e.field}:${e.key}`);

describe('product display configuration rules (spec part 2 sections 4 and 5)', () => {
  it('defaults to the system menu links of the spec, names of at most 10 characters in both languages', () => {
    expect(system.map((m) => m.link)).toEqual(['/productindex', '/productlist', '/createrepairorder', '/repairorderquery']);
    for (const menu of [...system, ...defaultSystemMenus('zh-CN')]) expect(menu.name.length).toBeLessThanOrEqual(DISPLAY_LIMITS.menuName);
    expect(defaultSystemMenus('zh-CN')[0].name).toBe('产品首页');
    expect(keysOf({ systemMenus: system, customMenus: [] })).toEqual([]);
  });

  it('allows 11 custom menus, not 12', () => {
    expect(keysOf({ systemMenus: system, customMenus: menus(11) })).toEqual([]);
    expect(keysOf({ systemMenus: system, customMenus: menus(12) })).toEqual(['customMenus:menus_too_many']);
    expect(canAddMenu(menus(10))).toBeNull();
    expect(canAddMenu(menus(11))).toBe('menus_too_many');
    expect(validationMessage('menus_too_many', 'en')).toBe('Cannot add more menus');
  });

  it('trims names and refuses empty names or names over 10 characters', () => {
    expect(keysOf({ systemMenus: system, customMenus: [{ name: `  ${'x'.repeat(10)}  `, link: '/a' }] })).toEqual([]);
    expect(normalizeDisplayConfig({ systemMenus: system, customMenus: [{ name: '  Docs ', link: ' /docs ' }] }, system).customMenus).toEqual([{ name: 'Docs', link: '/docs' }]);
    expect(keysOf({ systemMenus: system, customMenus: [{ name: ' ', link: '/a' }, { name: 'x'.repeat(11), link: '/b' }] })).toEqual(['customMenus.0.name:menu_name_required', 'customMenus.1.name:menu_name_too_long']);
  });

  it('saves an empty first system link as /productindex', () => {
    const values = { systemMenus: [{ ...system[0], link: '  ' }, ...system.slice(1)], customMenus: [] };
    expect(normalizeDisplayConfig(values, system).systemMenus[0].link).toBe(HOME_LINK);
    expect(keysOf(values)).toEqual([]);
  });

  it('wants links that are site paths or http(s) addresses', () => {
    const link = (l: string) => keysOf({ systemMenus: system, customMenus: [{ name: 'A', link: l }] });
    expect(link('/docs?x=1')).toEqual([]);
    expect(link('https://example.com/a b'.replace(' ', ''))).toEqual([]);
    expect(link('')).toEqual(['customMenus.0.link:menu_link_required']);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'docs', 'ftp://x', 'http://', '/a b']) expect(link(bad)).toEqual(['customMenus.0.link:menu_link_format']);
    expect(link(`/${'a'.repeat(DISPLAY_LIMITS.menuLink)}`)).toEqual(['customMenus.0.link:text_too_long']);
  });

  it('keeps the system menus fixed: same number, fixed links unchanged, the home link editable', () => {
    expect(keysOf({ systemMenus: system.slice(1), customMenus: [] })).toEqual(['systemMenus:system_menus_fixed']);
    expect(keysOf({ systemMenus: [system[0], { ...system[1], link: '/elsewhere' }, ...system.slice(2)], customMenus: [] })).toEqual(['systemMenus.1.link:menu_link_fixed']);
    expect(keysOf({ systemMenus: [{ ...system[0], link: 'https://shop.example.com' }, ...system.slice(1)], customMenus: [] })).toEqual([]);
    expect(normalizeDisplayConfig({ systemMenus: system.map((m) => ({ name: m.name, link: m.link })), customMenus: [] }, system).systemMenus.map((m) => m.editable)).toEqual([true, false, false, false]);
  });

  it('takes at most one QR code picture', () => {
    expect(keysOf({ systemMenus: system, customMenus: [], officialAccount: [{}] })).toEqual([]);
    expect(keysOf({ systemMenus: system, customMenus: [], officialAccount: [{}, {}] })).toEqual(['officialAccount:pictures_too_many']);
  });

  it('moves menus up and down, but not past either end', () => {
    expect(moveMenu(['a', 'b', 'c'], 1, -1)).toEqual({ list: ['b', 'a', 'c'] });
    expect(moveMenu(['a', 'b', 'c'], 1, 1)).toEqual({ list: ['a', 'c', 'b'] });
    expect(moveMenu(['a', 'b'], 0, -1)).toEqual({ refused: 'menu_already_first' });
    expect(moveMenu(['a', 'b'], 1, 1)).toEqual({ refused: 'menu_already_last' });
  });
});
