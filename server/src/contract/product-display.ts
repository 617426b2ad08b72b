/**
 * The product display configuration (spec part 2 sections 2-5 and 9): the navigation menus
 * of the product pages and the official account QR code, per tenant. Shared by the server
 * and the edit page, so both apply the same rules with the same messages.
 *
 * System menus are the platform's own pages: their number and order are fixed, their names
 * can be changed, and their link only where `editable` (the home link). Custom menus can be
 * added (at most 11), removed and moved up and down.
 */
import { MIB } from './files';
import type { FieldError, ValidationKey } from './validation';

export const DISPLAY_LIMITS = {
  /** Spec: at most 11 custom menus. */
  customMenus: 11,
  /** Spec: a menu name at most 10 characters, trimmed. */
  menuName: 10,
  /** Chosen: a path or an http(s) address of at most 300 characters. */
  menuLink: 300,
  /** The official account QR code: one picture of at most 1 MB (spec part 2 section 9). */
  qrPictures: 1,
  qrBytes: 1 * MIB,
} as const;

/** Where an empty first system link goes (spec part 2 section 4). */
export const HOME_LINK = '/productindex';

export type MenuItem = { name: string; link: string };
export type SystemMenu = MenuItem & { editable: boolean };

/** The system menu links of the spec, with names in both languages (at most 10 characters each). */
export const SYSTEM_MENU_DEFAULTS: readonly { link: string; editable: boolean; name: { en: string; zh: string } }[] = [
  { link: HOME_LINK, editable: true, name: { en: 'Home', zh: '产品首页' } },
  { link: '/productlist', editable: false, name: { en: 'Products', zh: '产品列表' } },
  { link: '/createrepairorder', editable: false, name: { en: 'New repair', zh: '在线报修' } },
  { link: '/repairorderquery', editable: false, name: { en: 'My repairs', zh: '报修查询' } },
];

/** The system menus of a tenant that saved none, named in the caller's language. */
export function defaultSystemMenus(locale: 'en' | 'zh-CN'): SystemMenu[] {
  return SYSTEM_MENU_DEFAULTS.map((m) => ({ name: locale === 'zh-CN' ? m.name.zh : m.name.en, link: m.link, editable: m.editable }));
}

/** A site path (`/productlist`, not `//host`) or an http(s) address, without spaces. */
const LINK_PATTERN = /^(\/(?!\/)\S*|https?:\/\/[^\s/?#]+\S*)$/i;

export function checkMenuName(name: string | null | undefined): ValidationKey | null {
  const n = (name ?? '').trim().length;
  if (n === 0) return 'menu_name_required';
  return n > DISPLAY_LIMITS.menuName ? 'menu_name_too_long' : null;
}

export function checkMenuLink(link: string | null | undefined): ValidationKey | null {
  const value = (link ?? '').trim();
  if (!value) return 'menu_link_required';
  if (value.length > DISPLAY_LIMITS.menuLink) return 'text_too_long';
  return LINK_PATTERN.test(value) ? null : 'menu_link_format';
}

export type DisplayConfigValues = {
  systemMenus: readonly MenuItem[];
  customMenus: readonly MenuItem[];
  officialAccount?: readonly unknown[] | null;
};

/**
 * The configuration as it is saved: names and links trimmed, an empty first system link
 * replaced by /productindex (spec), `editable` taken from the system menus in force.
 */
export function normalizeDisplayConfig(values: DisplayConfigValues, current: readonly SystemMenu[]): { systemMenus: SystemMenu[]; customMenus: MenuItem[] } {
  const systemMenus = values.systemMenus.map((m, i) => ({
    name: m.name.trim(),
    link: m.link.trim() || (i === 0 ? HOME_LINK : ''),
    editable: current[i]?.editable ?? false,
  }));
  return { systemMenus, customMenus: values.customMenus.map((m) => ({ name: m.name.trim(), link: m.link.trim() })) };
}

/** Every rule of the edit page, on the values as saved (`normalizeDisplayConfig`), against the system menus in force. */
export function validateDisplayConfig(values: DisplayConfigValues, current: readonly SystemMenu[]): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, key: ValidationKey | null) => {
    if (key) errors.push(key === 'text_too_long' ? { field, key, params: { max: DISPLAY_LIMITS.menuLink } } : { field, key });
  };
  const { systemMenus, customMenus } = normalizeDisplayConfig(values, current);
  const sameSet = systemMenus.length === current.length;
  if (!sameSet) add('systemMenus', 'system_menus_fixed');
  systemMenus.forEach((m, i) => {
    add(`systemMenus.${i}.name`, checkMenuName(m.name));
    // Items are matched by position; with items added or removed, only the count is reported.
    const fixed = sameSet && !current[i].editable && m.link !== current[i].link;
    add(`systemMenus.${i}.link`, fixed ? 'menu_link_fixed' : checkMenuLink(m.link));
  });
  if (customMenus.length > DISPLAY_LIMITS.customMenus) add('customMenus', 'menus_too_many');
  customMenus.forEach((m, i) => {
    add(`customMenus.${i}.name`, checkMenuName(m.name));
    add(`customMenus.${i}.link`, checkMenuLink(m.link));
  });
  if ((values.officialAccount?.length ?? 0) > DISPLAY_LIMITS.qrPictures) errors.push({ field: 'officialAccount', key: 'pictures_too_many', params: { max: DISPLAY_LIMITS.qrPictures } });
  return errors;
}

/** Whether another custom menu may be added (the add button's rule). */
export const canAddMenu = (customMenus: readonly unknown[]): ValidationKey | null => (customMenus.length >= DISPLAY_LIMITS.customMenus ? 'menus_too_many' : null);

/** Moves a menu up (-1) or down (1): the new list, or why not ('already the first' / 'already the last'). */
export function moveMenu<T>(list: readonly T[], index: number, direction: -1 | 1): { list: T[] } | { refused: ValidationKey } {
  const target = index + direction;
  if (target < 0) return { refused: 'menu_already_first' };
  if (target >= list.length) return { refused: 'menu_already_last' };
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return { list: next };
}
