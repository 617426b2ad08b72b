import { defaultSearchValue, digitsOnly, normalizeSearch, type SearchSpec, type SearchValue, type SearchValues, sameSearchValue } from './searchRules';
import { type Sort, sameSort, type TableDefaults, type TableQuery } from './tableState';

/**
 * A data table's page, size, sort and searches kept in the address
 * (`?page=2&size=50&sort=createdAt.desc&f.name=abc`), so that a reload, the back button or a
 * shared link opens the table as it was left. Only what differs from the table's defaults is
 * written. What is read is hostile until checked: a size the table does not offer, a column it
 * does not sort or search by, a malformed or oversized value is ignored (the default stays), and
 * every search is normalized as the search button does.
 */
export type UrlTableState = TableQuery;

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
/** Prefix of a column's search: `f.<column key>`. */
const FILTER = 'f.';
/** The sort written when the user turned the default sort off. */
const UNSORTED = 'none';
/** Characters of one value read from the address (a search text is far shorter: the server takes 100). */
const MAX_VALUE_LENGTH = 500;

const isTableParam = (name: string) => name === PAGE || name === SIZE || name === SORT || name.startsWith(FILTER);

/** The address's form of a search value: text as it is, a range or region as JSON, nothing as ''. */
function encodeSearch(value: SearchValue): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A search value read from the address in the shape its kind holds, or undefined when it has none (ignored). */
function decodeSearch(spec: SearchSpec, raw: string): SearchValue | undefined {
  if (raw === '') return null;
  if (spec.kind === 'text' || spec.kind === 'date' || spec.kind === 'datetime' || spec.kind === 'select') return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const o = parsed as Record<string, unknown>;
  switch (spec.kind) {
    case 'dateRange':
    case 'datetimeRange':
      return { from: textOrNull(o.from), to: textOrNull(o.to) };
    case 'numberRange':
      return { min: numberOrNull(o.min), max: numberOrNull(o.max) };
    case 'region':
      return { country: textOrNull(o.country), province: textOrNull(o.province), city: textOrNull(o.city) };
  }
}

/**
 * A search read from the address, normalized. A dropdown whose options have not arrived yet
 * (they come from a query) keeps the value as given: the server checks it like any other.
 */
function readSearch(spec: SearchSpec, raw: string): SearchValue | undefined {
  const value = decodeSearch(spec, raw);
  if (value === undefined) return undefined;
  if (spec.kind === 'select' && spec.options.length === 0) return typeof value === 'string' && value.trim() ? value.trim() : null;
  // A digits-only search (an id) takes only digits, as its input does.
  if (spec.kind === 'text' && spec.digits && typeof value === 'string') return normalizeSearch(spec, digitsOnly(value));
  return normalizeSearch(spec, value);
}

/** The address's parameters of a table's state: only what differs from its defaults. */
export function tableToParams(state: UrlTableState, defaults: TableDefaults): [string, string][] {
  const params: [string, string][] = [];
  if (state.page !== 1) params.push([PAGE, String(state.page)]);
  if (state.pageSize !== defaults.paging.defaultSize) params.push([SIZE, String(state.pageSize)]);
  if (!sameSort(state.sort, defaults.sort)) params.push([SORT, state.sort ? `${state.sort.key}.${state.sort.order}` : UNSORTED]);
  for (const [key, spec] of Object.entries(defaults.searches)) {
    const value = state.search[key] ?? null;
    if (!sameSearchValue(value, defaultSearchValue(spec))) params.push([FILTER + key, encodeSearch(value)]);
  }
  return params;
}

/** A table's state from the address: each part it holds and the table accepts, the defaults for the rest. */
export function tableFromParams(params: URLSearchParams, defaults: TableDefaults, sortable: readonly string[]): UrlTableState {
  const read = (name: string) => {
    const value = params.get(name);
    return value !== null && value.length <= MAX_VALUE_LENGTH ? value : null;
  };
  const pageText = read(PAGE);
  const page = pageText && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const sizeText = read(SIZE);
  const pageSize = sizeText && /^\d{1,3}$/.test(sizeText) && defaults.paging.sizes.includes(Number(sizeText)) ? Number(sizeText) : defaults.paging.defaultSize;
  const sortText = read(SORT);
  const sortMatch = sortText ? /^(.+)\.(asc|desc)$/.exec(sortText) : null;
  const sort: Sort =
    sortText === UNSORTED ? null : sortMatch && sortable.includes(sortMatch[1]) ? { key: sortMatch[1], order: sortMatch[2] as 'asc' | 'desc' } : defaults.sort;
  const search: Record<string, SearchValue> = {};
  for (const [key, spec] of Object.entries(defaults.searches)) {
    const raw = read(FILTER + key);
    const value = raw === null ? undefined : readSearch(spec, raw);
    search[key] = value === undefined ? defaultSearchValue(spec) : value;
  }
  return { page, pageSize, sort, search: search as SearchValues };
}

/** The address's parameters with the table's replaced by `table` (the others kept, in order). */
export function withTableParams(current: URLSearchParams, table: readonly [string, string][]): URLSearchParams {
  const next = new URLSearchParams([...current].filter(([name]) => !isTableParam(name)));
  for (const [name, value] of table) next.append(name, value);
  return next;
}

/** Whether the address holds exactly the parameters a table's state writes (in any order). */
export function addressHolds(current: URLSearchParams, table: readonly [string, string][]): boolean {
  const held = [...current].filter(([name]) => isTableParam(name));
  if (held.length !== table.length) return false;
  const wanted = new Map(table);
  return held.every(([name, value]) => wanted.get(name) === value);
}
