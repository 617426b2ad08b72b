import { type PagingRule, TABLE_PAGING } from '@contract/paging';
import { defaultSearches, normalizeSearches, sameSearches, type SearchSpec, type SearchValue, type SearchValues } from './searchRules';

/**
 * A data table's state and its rules (spec part 1 sections 4, 5 and 9), as pure functions:
 * the page, its size, the sort, the header searches, the selection and current row, and the
 * live dot. `useDataTable` holds one of these; nothing here knows React.
 */

/** Spec part 1 section 9: the live hint shows 2 s after a newer version is pushed. */
export const LIVE_HINT_DELAY_MS = 2000;

export type SortOrder = 'asc' | 'desc';
export type Sort = { readonly key: string; readonly order: SortOrder } | null;

export const sameSort = (a: Sort, b: Sort): boolean => a?.key === b?.key && a?.order === b?.order;

/** A newer version of the table was pushed at `at` (ms): the dot shows LIVE_HINT_DELAY_MS later. */
export type LiveHint = { readonly version: number; readonly at: number };

export type TableState = {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort;
  /** What the header controls hold; text typed without Enter is searched only by the next search. */
  readonly drafts: SearchValues;
  /** The values of the last search: what the query asks for. */
  readonly search: SearchValues;
  /** Counts searches and refreshes: asking the same query again must still reach the server. */
  readonly searchCount: number;
  /** Keys of the checked rows. */
  readonly selection: readonly string[];
  /** Key of the highlighted current row (row click). */
  readonly current: string | null;
  readonly live: LiveHint | null;
};

/** What a refresh restores (spec part 1 section 4). */
export type TableDefaults = {
  readonly paging: PagingRule;
  readonly sort: Sort;
  /** Header searches by column key. */
  readonly searches: Readonly<Record<string, SearchSpec>>;
};

export function tableDefaults(searches: Readonly<Record<string, SearchSpec>>, sort: Sort = null, paging: PagingRule = TABLE_PAGING): TableDefaults {
  return { paging, sort, searches };
}

export function initialTableState(defaults: TableDefaults): TableState {
  const search = defaultSearches(defaults.searches);
  return { page: 1, pageSize: defaults.paging.defaultSize, sort: defaults.sort, drafts: search, search, searchCount: 0, selection: [], current: null, live: null };
}

/** Pages of a total at a page size; at least 1, so an empty table is on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function setPage(state: TableState, page: number): TableState {
  const next = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return next === state.page ? state : { ...state, page: next };
}

/** Another page size (only one the paging rule allows) starts again at page 1. */
export function setPageSize(state: TableState, pageSize: number, paging: PagingRule): TableState {
  if (!paging.sizes.includes(pageSize) || pageSize === state.pageSize) return state;
  return { ...state, pageSize, page: 1 };
}

/** A header click: ascending, then descending, then unsorted (a new column starts ascending). */
export function nextSort(sort: Sort, key: string): Sort {
  if (sort?.key !== key) return { key, order: 'asc' };
  return sort.order === 'asc' ? { key, order: 'desc' } : null;
}

/** Spec part 1 section 4: changing the sort resets to page 1. */
export function setSort(state: TableState, sort: Sort): TableState {
  if (sameSort(sort, state.sort)) return state;
  return { ...state, sort, page: 1 };
}

/** A header control changed; nothing is searched yet. */
export function setDraft(state: TableState, key: string, value: SearchValue): TableState {
  return { ...state, drafts: { ...state.drafts, [key]: value } };
}

/**
 * A search: every draft (with `patch` applied first) normalized and asked for, from page 1;
 * the live dot goes (spec part 1 section 4: search or refresh clears it).
 */
export function search(state: TableState, defaults: TableDefaults, patch: SearchValues = {}): TableState {
  const normalized = normalizeSearches(defaults.searches, { ...state.drafts, ...patch });
  // The same values keep their object, so the query stays the same object too.
  const applied = sameSearches(normalized, state.search) ? state.search : normalized;
  // The controls show what is searched: trimmed text, ranges in order.
  return { ...state, drafts: applied, search: applied, page: 1, searchCount: state.searchCount + 1, live: null };
}

/**
 * The table as the address says (a reload, the back button, a shared link, a menu link to the
 * list): its page, size, sort and searches, asked for again; the live dot goes. The selection
 * and current row stay: the answer drops those no longer shown. The same state when the address
 * says what the table already shows (it is asked nothing again).
 */
export function restore(state: TableState, from: TableQuery): TableState {
  if (sameQuery(from, state)) return state;
  const search = sameSearches(from.search, state.search) ? state.search : from.search;
  return { ...state, page: from.page, pageSize: from.pageSize, sort: from.sort, drafts: search, search, searchCount: state.searchCount + 1, live: null };
}

/**
 * Spec part 1 section 4: refresh restores the default page size, page 1, the default search
 * values and the default sort, then searches again; the live dot goes.
 */
export function refresh(state: TableState, defaults: TableDefaults): TableState {
  const restored = defaultSearches(defaults.searches);
  const search = sameSearches(restored, state.search) ? state.search : restored;
  return { ...state, page: 1, pageSize: defaults.paging.defaultSize, sort: defaults.sort, drafts: search, search, searchCount: state.searchCount + 1, live: null };
}

/** What a search answered: the keys of the rows shown, the total, and the version it holds. */
export type Answer = { readonly rowKeys: readonly string[]; readonly total: number; readonly version: number };

/**
 * Data arrived: the checked rows and the current row that are gone are dropped (spec part 1
 * section 4); a live hint the answer already covers goes; a page past the end (rows deleted
 * meanwhile) moves to the last page. The same state when none of that changes (a new page
 * of a table nobody picked in then costs no second render).
 */
export function answered(state: TableState, answer: Answer): TableState {
  const shown = new Set(answer.rowKeys);
  const selection = state.selection.filter((key) => shown.has(key));
  const current = state.current !== null && shown.has(state.current) ? state.current : null;
  const live = state.live && answer.version >= state.live.version ? null : state.live;
  const last = pageCount(answer.total, state.pageSize);
  const page = answer.rowKeys.length === 0 && answer.total > 0 && state.page > last ? last : state.page;
  if (selection.length === state.selection.length && current === state.current && live === state.live && page === state.page) return state;
  return { ...state, selection: selection.length === state.selection.length ? state.selection : selection, current, live, page };
}

/**
 * The table's version after an answer: the version the answer holds (the list's, or the time
 * it came), never going back. Kept beside the state, not in it: it changes with every answer
 * and nothing shows it.
 */
export function versionAfter(tableVersion: number | null, answer: Answer): number {
  return Math.max(tableVersion ?? answer.version, answer.version);
}

/**
 * A version of this table was pushed (the live topic, already filtered by the table's name).
 * Only one newer than the table's version counts (spec part 1 section 4; none before the
 * first answer, which is newer); later pushes keep the first one's time, so a busy table
 * still shows its dot 2 s after the first change.
 */
export function pushed(state: TableState, version: number, tableVersion: number | null, now: number): TableState {
  if (tableVersion === null || !(version > tableVersion)) return state;
  if (state.live) return version > state.live.version ? { ...state, live: { version, at: state.live.at } } : state;
  return { ...state, live: { version, at: now } };
}

/** Whether the refresh button shows its dot at `now`. */
export function liveDotShown(state: Pick<TableState, 'live'>, now: number, delay = LIVE_HINT_DELAY_MS): boolean {
  return state.live !== null && now - state.live.at >= delay;
}

/** Milliseconds until the dot shows (0 when it shows already), or null without a hint. */
export function liveDotDueIn(state: Pick<TableState, 'live'>, now: number, delay = LIVE_HINT_DELAY_MS): number | null {
  return state.live === null ? null : Math.max(0, state.live.at + delay - now);
}

/** A row's checkbox. */
export function toggleSelected(state: TableState, key: string): TableState {
  const selection = state.selection.includes(key) ? state.selection.filter((k) => k !== key) : [...state.selection, key];
  return { ...state, selection };
}

/** The header checkbox: every row of the page checked, or none. */
export function selectPage(state: TableState, pageKeys: readonly string[], checked: boolean): TableState {
  const onPage = new Set(pageKeys);
  const others = state.selection.filter((k) => !onPage.has(k));
  return { ...state, selection: checked ? [...others, ...pageKeys] : others };
}

/** How the header checkbox looks: all of the page checked, some, or none. */
export function pageSelection(selection: readonly string[], pageKeys: readonly string[]): 'all' | 'some' | 'none' {
  const checked = new Set(selection);
  const count = pageKeys.filter((k) => checked.has(k)).length;
  if (count === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** Row click (or Enter/Space on a focused row) makes it the highlighted current row. */
export function setCurrent(state: TableState, key: string | null): TableState {
  return key === state.current ? state : { ...state, current: key };
}

/** What the screen's query asks: it changes only when one of these does. */
export type TableQuery = {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort;
  readonly search: SearchValues;
};

/** The query of a state; the same object back when nothing of it changed (so it can be a memo key). */
export function queryOf(state: TableState, previous?: TableQuery): TableQuery {
  if (previous && previous.page === state.page && previous.pageSize === state.pageSize && previous.sort === state.sort && previous.search === state.search) return previous;
  return { page: state.page, pageSize: state.pageSize, sort: state.sort, search: state.search };
}

/** Two queries ask the same rows. */
export function sameQuery(a: TableQuery, b: TableQuery): boolean {
  return a.page === b.page && a.pageSize === b.pageSize && sameSort(a.sort, b.sort) && sameSearches(a.search, b.search);
}
