import { isEmptyNumberRange, normalizeNumberRange, type NumberRangeValue } from '../numberRange';

/**
 * The header searches of a data table (spec part 1 section 2): what each kind of search holds
 * and the value a search sends for it. Empty is always null, so "no filter" has one shape.
 */

/** Spec part 1 section 2: a datetime range starts at 00:00:00 and ends at 23:59:59 unless the user picks times. */
export const RANGE_START_TIME = '00:00:00';
export const RANGE_END_TIME = '23:59:59';

/** One choice of a dropdown filter: its value, and its text as a message id or as given text. */
export type SelectOption = { readonly value: string; readonly labelId?: string; readonly label?: string };

/** A place of the region picker's tree: countries hold provinces, provinces hold cities. */
export type RegionNode = { readonly name: string; readonly children?: readonly RegionNode[] };

/** A range of times, 'YYYY-MM-DD HH:mm:ss' at each end, null for an open end. */
export type DateTimeRange = { readonly from: string | null; readonly to: string | null };

/** The region picker's choice, by name, from the country down; a lower level needs the upper one. */
export type RegionValue = { readonly country: string | null; readonly province: string | null; readonly city: string | null };

/** How a column is searched from its header. */
export type SearchSpec =
  /** Free text, trimmed, searched on Enter (or the toolbar's search button); `digits`: only digits can be typed (an id). */
  | { readonly kind: 'text'; readonly default?: string; readonly digits?: boolean }
  /** A day, 'YYYY-MM-DD'. */
  | { readonly kind: 'date'; readonly default?: string }
  /** A moment, 'YYYY-MM-DD HH:mm:ss'. */
  | { readonly kind: 'datetime'; readonly default?: string }
  /** Days from and to; searched as from 00:00:00 to 23:59:59. */
  | { readonly kind: 'dateRange'; readonly default?: DateTimeRange }
  /** Moments from and to; the times default to 00:00:00 and 23:59:59. */
  | { readonly kind: 'datetimeRange'; readonly default?: DateTimeRange }
  /** One of the options; the list filters as the user types; clearable unless `clearable: false`. */
  | { readonly kind: 'select'; readonly options: readonly SelectOption[]; readonly clearable?: boolean; readonly default?: string }
  /** From and to amounts, at least 0, rounded to `precision` decimals. */
  | { readonly kind: 'numberRange'; readonly precision?: number; readonly default?: NumberRangeValue }
  /** Country, province, city from the table's `regions` tree. */
  | { readonly kind: 'region'; readonly default?: RegionValue };

export type SearchKind = SearchSpec['kind'];

/** What a digits-only search keeps of what was typed or pasted: its digits, at most 10 (an id is below 2^31). */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '').slice(0, 10);

/** What a header search holds; null when it holds nothing. */
export type SearchValue = string | DateTimeRange | NumberRangeValue | RegionValue | null;

export type SearchValues = Readonly<Record<string, SearchValue>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'YYYY-MM-DD', or null for anything else. */
export function toDate(text: string | null | undefined): string | null {
  const day = text?.trim().slice(0, 10) ?? '';
  return DATE.test(day) ? day : null;
}

/** 'HH:mm:ss' from 'HH:mm' or 'HH:mm:ss' (what a time input gives), or null. */
export function toTime(text: string | null | undefined): string | null {
  const m = TIME.exec(text?.trim() ?? '');
  return m ? `${m[1]}:${m[2]}:${m[3] ?? '00'}` : null;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' from a date and time in any of the forms the inputs give ('T' or a
 * space between them, seconds or not); a day without a time takes `defaultTime`.
 */
export function toDateTime(text: string | null | undefined, defaultTime: string = RANGE_START_TIME): string | null {
  const trimmed = text?.trim() ?? '';
  const day = toDate(trimmed);
  if (!day) return null;
  const rest = trimmed.slice(10).replace(/^[T ]/, '');
  const time = rest ? toTime(rest) : defaultTime;
  return time ? `${day} ${time}` : null;
}

/** One end of a range after its date was picked: the day with the time it had, or the end's default time. */
export function withDate(current: string | null, date: string, end: 'from' | 'to'): string | null {
  const day = toDate(date);
  if (!day) return null;
  const time = current ? toTime(current.slice(11)) : null;
  return `${day} ${time ?? (end === 'from' ? RANGE_START_TIME : RANGE_END_TIME)}`;
}

/** One end of a range after its time was changed; without a day there is nothing to set. */
export function withTime(current: string | null, time: string, end: 'from' | 'to'): string | null {
  const day = toDate(current);
  if (!day) return null;
  return `${day} ${toTime(time) ?? (end === 'from' ? RANGE_START_TIME : RANGE_END_TIME)}`;
}

function range(value: SearchValue, times: 'whole days' | 'as given'): DateTimeRange | null {
  const r = value && typeof value === 'object' && 'from' in value ? value : null;
  const end = (text: string | null, time: string) => (times === 'whole days' ? (toDate(text) ? `${toDate(text)} ${time}` : null) : toDateTime(text, time));
  let from = end(r?.from ?? null, RANGE_START_TIME);
  let to = end(r?.to ?? null, RANGE_END_TIME);
  if (from === null && to === null) return null;
  // Picked the wrong way round: search the range the user meant.
  if (from !== null && to !== null && from > to) [from, to] = times === 'whole days' ? [`${to.slice(0, 10)} ${RANGE_START_TIME}`, `${from.slice(0, 10)} ${RANGE_END_TIME}`] : [to, from];
  return { from, to };
}

function region(value: SearchValue): RegionValue | null {
  const r = value && typeof value === 'object' && 'country' in value ? value : null;
  const name = (text: string | null | undefined) => text?.trim() || null;
  const country = name(r?.country);
  const province = country ? name(r?.province) : null;
  const city = province ? name(r?.city) : null;
  return country ? { country, province, city } : null;
}

/**
 * The value a search sends for what a header control holds: text trimmed, dates in one
 * format, a date range as whole days (00:00:00 to 23:59:59), ranges in order, a dropdown
 * value only when it is one of the options, a region from the country down; null for empty.
 */
export function normalizeSearch(spec: SearchSpec, value: SearchValue): SearchValue {
  switch (spec.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    case 'date':
      return typeof value === 'string' ? toDate(value) : null;
    case 'datetime':
      return typeof value === 'string' ? toDateTime(value) : null;
    case 'dateRange':
      return range(value, 'whole days');
    case 'datetimeRange':
      return range(value, 'as given');
    case 'select':
      return typeof value === 'string' && spec.options.some((o) => o.value === value) ? value : null;
    case 'numberRange': {
      const r = value && typeof value === 'object' && 'min' in value ? normalizeNumberRange(value, spec.precision ?? 0) : null;
      return r && !isEmptyNumberRange(r) ? r : null;
    }
    case 'region':
      return region(value);
  }
}

/** The default value of a header search (what a refresh restores), already normalized. */
export function defaultSearchValue(spec: SearchSpec): SearchValue {
  return spec.default === undefined ? null : normalizeSearch(spec, spec.default);
}

/** Every search of some columns normalized, keeping only the columns that have a search. */
export function normalizeSearches(specs: Readonly<Record<string, SearchSpec>>, values: SearchValues): SearchValues {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, normalizeSearch(spec, values[key] ?? null)]));
}

/** The default values of some columns' searches. */
export function defaultSearches(specs: Readonly<Record<string, SearchSpec>>): SearchValues {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, defaultSearchValue(spec)]));
}

/** The children of the chosen place at each level, for the region picker's three lists. */
export function regionChoices(tree: readonly RegionNode[], value: RegionValue | null): { countries: readonly RegionNode[]; provinces: readonly RegionNode[]; cities: readonly RegionNode[] } {
  const country = value?.country ? tree.find((n) => n.name === value.country) : undefined;
  const province = country && value?.province ? country.children?.find((n) => n.name === value.province) : undefined;
  return { countries: tree, provinces: country?.children ?? [], cities: province?.children ?? [] };
}

/** The region after one level was picked: the levels below it are cleared (a cascade). */
export function pickRegion(value: RegionValue | null, level: 'country' | 'province' | 'city', name: string | null): RegionValue | null {
  const base = value ?? { country: null, province: null, city: null };
  const picked = name || null;
  if (level === 'country') return picked ? { country: picked, province: null, city: null } : null;
  if (level === 'province') return { country: base.country, province: picked, city: null };
  return { ...base, city: picked };
}

/** Options whose text holds the typed text, case-insensitively (a dropdown filter's search). */
export function filterOptions<O extends { text: string }>(options: readonly O[], typed: string): readonly O[] {
  const needle = typed.trim().toLocaleLowerCase();
  return needle ? options.filter((o) => o.text.toLocaleLowerCase().includes(needle)) : options;
}

/** Two search values are the same search. */
export function sameSearchValue(a: SearchValue, b: SearchValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/** Two sets of searches ask the same. */
export function sameSearches(a: SearchValues, b: SearchValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameSearchValue(a[k] ?? null, b[k] ?? null));
}

/** A text search's value for a list query: trimmed, or undefined when empty or not text. */
export const searchText = (value: SearchValue | undefined): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
