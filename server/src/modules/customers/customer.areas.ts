/**
 * The area lookup by administrative level (spec part 1 section 9): China's administrative
 * divisions from `@vant/area-data` (shipped with the package, no network), keyed by 6-digit
 * codes. The country level has one entry, China (`CN`); its provinces; a province's cities
 * (a code's first two digits name its province, as in the dataset).
 */
import { CHINA } from '../../contract/customers';

// The package is an ES module with a CommonJS build (its `require` export), which this CommonJS server loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { areaList } = require('@vant/area-data') as { areaList: { province_list: Record<string, string>; city_list: Record<string, string> } };
export type AreaLevel = 'country' | 'province' | 'city';
export type Area = { code: string; name: string };

const PROVINCES: Area[] = Object.entries(areaList.province_list as Record<string, string>).map(([code, name]) => ({ code, name }));
const CITIES: Area[] = Object.entries(areaList.city_list as Record<string, string>).map(([code, name]) => ({ code, name }));
const BY_CODE = {
  province: new Map(PROVINCES.map((a) => [a.code, a.name])),
  city: new Map(CITIES.map((a) => [a.code, a.name])),
};

export const countryName = (locale: 'en' | 'zh-CN') => (locale === 'zh-CN' ? '中国' : 'China');

/**
 * The areas one level below `parent`: no level gives the countries; `country` (CN) its
 * provinces; `province` (a code) its cities. An unknown parent has none.
 */
export function areasBelow(level: AreaLevel | null, parent: string | null, locale: 'en' | 'zh-CN'): Area[] {
  if (!level) return [{ code: CHINA, name: countryName(locale) }];
  if (level === 'country') return parent === CHINA ? PROVINCES : [];
  if (level === 'province') return parent && BY_CODE.province.has(parent) ? CITIES.filter((c) => c.code.slice(0, 2) === parent.slice(0, 2)) : [];
  return [];
}

/** The name of a province or city code, or null when the dataset has none. */
export function areaName(code: string, level: 'province' | 'city'): string | null {
  return BY_CODE[level].get(code) ?? null;
}

/** A province or city from the dataset by code or by name (an import cell); null when it is neither. */
export function findArea(text: string, level: 'province' | 'city', province?: string | null): string | null {
  const value = text.trim();
  if (!value) return null;
  if (BY_CODE[level].has(value)) return value;
  const list = level === 'province' ? PROVINCES : CITIES.filter((c) => !province || c.code.slice(0, 2) === province.slice(0, 2));
  return list.find((a) => a.name === value || a.name.replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔)+$/u, '') === value)?.code ?? null;
}
