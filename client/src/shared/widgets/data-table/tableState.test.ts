import { TABLE_PAGING } from '@contract/paging';
import {
  answered,
  initialTableState,
  LIVE_HINT_DELAY_MS,
  liveDotDueIn,
  liveDotShown,
  nextSort,
  pageCount,
  pageSelection,
  pushed,
  queryOf,
  refresh,
  sameQuery,
  search,
  selectPage,
  setCurrent,
  setDraft,
  setPage,
  setPageSize,
  setSort,
  tableDefaults,
  type TableState,
  toggleSelected,
  versionAfter,
} from './tableState';

const defaults = tableDefaults(
  {
    name: { kind: 'text' },
    status: { kind: 'select', options: [{ value: 'onTheShelf' }, { value: 'offshelf' }], default: 'onTheShelf' },
    created: { kind: 'dateRange' },
  },
  { key: 'created', order: 'desc' },
);
const start = initialTableState(defaults);
/** A table that has answered once, at version 1000, with rows a, b, c. */
const shown: TableState = answered(start, { rowKeys: ['a', 'b', 'c'], total: 3, version: 1000 });
const VERSION = 1000;

describe('a new table', () => {
  it('starts on page 1 of the default size (20, spec part 1 section 9), with the default sort and searches', () => {
    expect(start).toMatchObject({ page: 1, pageSize: 20, sort: { key: 'created', order: 'desc' }, selection: [], current: null, live: null });
    expect(start.search).toEqual({ name: null, status: 'onTheShelf', created: null });
    expect(start.drafts).toEqual(start.search);
  });
});

describe('paging', () => {
  it('moves between pages, never below 1', () => {
    expect(setPage(start, 3).page).toBe(3);
    expect(setPage(start, 0).page).toBe(1);
    expect(setPage(start, Number.NaN).page).toBe(1);
  });

  it('takes only the sizes 10-50 of the table rule, and a new size starts at page 1', () => {
    const onPage3 = setPage(start, 3);
    expect(setPageSize(onPage3, 50, TABLE_PAGING)).toMatchObject({ pageSize: 50, page: 1 });
    expect(setPageSize(onPage3, 25, TABLE_PAGING)).toBe(onPage3);
    expect(setPageSize(onPage3, 100, TABLE_PAGING)).toBe(onPage3);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
  });
});

describe('sorting', () => {
  it('cycles a column ascending, descending, unsorted; another column starts ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', order: 'desc' }, 'created')).toEqual({ key: 'created', order: 'asc' });
  });

  it('goes back to page 1 when the sort changes (spec part 1 section 4)', () => {
    const onPage4 = setPage(start, 4);
    expect(setSort(onPage4, { key: 'name', order: 'asc' })).toMatchObject({ page: 1, sort: { key: 'name', order: 'asc' } });
    expect(setSort(onPage4, null)).toMatchObject({ page: 1, sort: null });
  });

  it('stays where it is when the same sort is set again', () => {
    const onPage4 = setPage(start, 4);
    expect(setSort(onPage4, { key: 'created', order: 'desc' })).toBe(onPage4);
  });
});

describe('searching', () => {
  it('asks nothing while a control only changes (text waits for Enter)', () => {
    const typed = setDraft(start, 'name', '  laser ');
    expect(typed.drafts.name).toBe('  laser ');
    expect(typed.search).toBe(start.search);
    const asked = queryOf(start);
    expect(queryOf(typed, asked)).toBe(asked);
  });

  it('searches every draft, trimmed, from page 1, and counts the search', () => {
    const state = search(setPage(setDraft(start, 'name', '  laser '), 5), defaults);
    expect(state.search).toEqual({ name: 'laser', status: 'onTheShelf', created: null });
    expect(state.drafts.name).toBe('laser');
    expect(state.page).toBe(1);
    expect(state.searchCount).toBe(1);
  });

  it('searches a picked value at once with a patch (dropdowns, dates)', () => {
    const state = search(start, defaults, { created: { from: '2026-03-01', to: '2026-03-31' } });
    expect(state.search.created).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-31 23:59:59' });
  });

  it('treats blank text as no search', () => {
    expect(search(setDraft(start, 'name', '   '), defaults).search.name).toBeNull();
  });
});

describe('refresh (spec part 1 section 4)', () => {
  it('restores the default page size, page 1, the default searches and the default sort, and searches again', () => {
    let state = setPageSize(start, 50, TABLE_PAGING);
    state = search(setDraft(state, 'name', 'x'), defaults, { status: 'offshelf' });
    state = setSort(setPage(state, 3), { key: 'name', order: 'asc' });
    state = setDraft(state, 'name', 'half typed');
    const count = state.searchCount;
    const refreshed = refresh(state, defaults);
    expect(refreshed).toMatchObject({ page: 1, pageSize: 20, sort: { key: 'created', order: 'desc' } });
    expect(refreshed.search).toEqual({ name: null, status: 'onTheShelf', created: null });
    expect(refreshed.drafts).toEqual(refreshed.search);
    expect(refreshed.searchCount).toBe(count + 1);
  });

  it('asks the server again even when the query is already the default one', () => {
    const refreshed = refresh(start, defaults);
    expect(sameQuery(queryOf(refreshed), queryOf(start))).toBe(true);
    expect(refreshed.searchCount).toBe(start.searchCount + 1);
  });
});

describe('selection and current row', () => {
  it('checks and unchecks rows, and the whole page at once', () => {
    const one = toggleSelected(shown, 'b');
    expect(one.selection).toEqual(['b']);
    expect(pageSelection(one.selection, ['a', 'b', 'c'])).toBe('some');
    const all = selectPage(one, ['a', 'b', 'c'], true);
    expect([...all.selection].sort()).toEqual(['a', 'b', 'c']);
    expect(pageSelection(all.selection, ['a', 'b', 'c'])).toBe('all');
    expect(selectPage(all, ['a', 'b', 'c'], false).selection).toEqual([]);
    expect(toggleSelected(one, 'b').selection).toEqual([]);
  });

  it('makes a clicked row the current one', () => {
    expect(setCurrent(shown, 'c').current).toBe('c');
  });

  it('drops the checked rows and the current row that are gone after a reload, keeps the others', () => {
    const picked = setCurrent(toggleSelected(toggleSelected(shown, 'a'), 'c'), 'c');
    const reloaded = answered(picked, { rowKeys: ['a', 'b', 'd'], total: 3, version: 1001 });
    expect(reloaded.selection).toEqual(['a']);
    expect(reloaded.current).toBeNull();
    const kept = answered(setCurrent(picked, 'a'), { rowKeys: ['a', 'b'], total: 2, version: 1002 });
    expect(kept.current).toBe('a');
  });

  it('stays the same state when an answer changes nothing shown (no second render for a new page)', () => {
    expect(answered(shown, { rowKeys: ['x', 'y'], total: 2, version: 2000 })).toBe(shown);
  });

  it('moves to the last page when rows deleted meanwhile left the page empty', () => {
    const onPage3 = setPage(shown, 3);
    expect(answered(onPage3, { rowKeys: [], total: 25, version: 1003 }).page).toBe(2);
    expect(answered(onPage3, { rowKeys: [], total: 0, version: 1003 }).page).toBe(3);
  });
});

describe('live dot (spec part 1 section 4)', () => {
  it("shows 2 s after a pushed version newer than the table's, not before", () => {
    const state = pushed(shown, 1500, VERSION, 10_000);
    expect(liveDotShown(state, 10_000)).toBe(false);
    expect(liveDotShown(state, 10_000 + LIVE_HINT_DELAY_MS - 1)).toBe(false);
    expect(liveDotShown(state, 10_000 + LIVE_HINT_DELAY_MS)).toBe(true);
    expect(liveDotDueIn(state, 10_500)).toBe(1500);
  });

  it("ignores a pushed version that is not newer than the table's", () => {
    expect(pushed(shown, 1000, VERSION, 10_000)).toBe(shown);
    expect(pushed(shown, 999, VERSION, 10_000)).toBe(shown);
    expect(liveDotDueIn(shown, 10_000)).toBeNull();
  });

  it('ignores pushes before the first answer (the answer is newer)', () => {
    expect(pushed(start, 5, null, 10_000)).toBe(start);
  });

  it("keeps the first push's time while more arrive, so a busy table still gets its dot", () => {
    const state = pushed(pushed(shown, 1500, VERSION, 10_000), 1600, VERSION, 11_900);
    expect(state.live).toEqual({ version: 1600, at: 10_000 });
    expect(liveDotShown(state, 12_000)).toBe(true);
  });

  it('goes on search and on refresh', () => {
    const dotted = pushed(shown, 1500, VERSION, 10_000);
    expect(search(dotted, defaults).live).toBeNull();
    expect(refresh(dotted, defaults).live).toBeNull();
  });

  it('compares with the newest version the table answered, which never goes back', () => {
    expect(versionAfter(null, { rowKeys: [], total: 0, version: 1000 })).toBe(1000);
    expect(versionAfter(1000, { rowKeys: [], total: 0, version: 1200 })).toBe(1200);
    expect(versionAfter(1200, { rowKeys: [], total: 0, version: 1100 })).toBe(1200);
  });

  it('goes when an answer already holds the pushed version, stays when it is older', () => {
    const dotted = pushed(shown, 1500, VERSION, 10_000);
    expect(answered(dotted, { rowKeys: ['a'], total: 1, version: 1500 }).live).toBeNull();
    expect(answered(dotted, { rowKeys: ['a'], total: 1, version: 1200 }).live).toEqual({ version: 1500, at: 10_000 });
  });
});

describe('the query', () => {
  it('is the same object until the page, size, sort or search changes', () => {
    const q = queryOf(start);
    expect(queryOf(setCurrent(start, 'x'), q)).toBe(q);
    expect(queryOf(setPage(start, 2), q)).not.toBe(q);
    expect(queryOf(setPage(start, 2), q).page).toBe(2);
  });

  it('stays the same object for a search of the same values (only the search count says it was asked)', () => {
    const q = queryOf(start);
    const again = search(start, defaults);
    expect(queryOf(again, q)).toBe(q);
    expect(again.searchCount).toBe(1);
    expect(queryOf(refresh(start, defaults), q)).toBe(q);
  });

  it('compares searches by value', () => {
    const a = queryOf(search(start, defaults, { created: { from: '2026-01-01', to: null } }));
    const b = queryOf(search(start, defaults, { created: { from: '2026-01-01', to: null } }));
    expect(a).not.toBe(b);
    expect(sameQuery(a, b)).toBe(true);
    expect(sameQuery(a, queryOf(start))).toBe(false);
  });
});
