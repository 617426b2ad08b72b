import { type PagingRule, TABLE_PAGING } from '@contract/paging';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Column, searchSpecs } from './columns';
import type { SearchValue, SearchValues } from './searchRules';
import * as rules from './tableState';
import { addressHolds, tableFromParams, tableToParams, withTableParams } from './tableUrl';

export type DataTableOptions<Row> = {
  /**
   * The table's name: the live topic's table (`tableVersionChanged.table`, e.g. `device`) and
   * the key its column choice is saved under.
   */
  name: string;
  /** The columns; keep them in a module constant or a memo (rows re-render when they change). */
  columns: readonly Column<Row>[];
  /** A row's stable identity (its id): the selection and the current row are kept by it. */
  rowKey: (row: Row) => string;
  /** The sort a new table and a refresh start with. */
  defaultSort?: rules.Sort;
  /** Page sizes; tables use TABLE_PAGING (10-50, 20 by default). */
  paging?: PagingRule;
};

/** A table's state and what changes it; `DataTable` renders it, the screen's query reads `query`. */
export type DataTableController<Row> = {
  readonly name: string;
  readonly columns: readonly Column<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly paging: PagingRule;
  readonly state: rules.TableState;
  /** What the screen's query asks: page, pageSize, sort and the searched values by column key. */
  readonly query: rules.TableQuery;
  /** The refresh button's dot: newer data is available. */
  readonly liveDot: boolean;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** A sortable header was activated: ascending, descending, unsorted. */
  toggleSort(key: string): void;
  setDraft(key: string, value: SearchValue): void;
  /** Searches every header control (with `patch` applied first), from page 1. */
  search(patch?: SearchValues): void;
  /** Defaults back (size, page 1, searches, sort) and searches again. */
  refresh(): void;
  /** Data arrived (DataTable calls it). */
  answered(answer: rules.Answer): void;
  /** A version of this table was pushed (DataTable's live subscription calls it). */
  pushed(version: number): void;
  toggleSelected(key: string): void;
  selectPage(pageKeys: readonly string[], checked: boolean): void;
  setCurrent(key: string | null): void;
};

type Action = (state: rules.TableState) => rules.TableState;
const reduce = (state: rules.TableState, action: Action) => action(state);

/**
 * The state hook of a data table (spec part 1 sections 4, 5, 9): the rules of `tableState.ts`
 * held for one table, and the live dot's 2 s delay. The screen builds its query variables
 * from `query` and hands the controller to `<DataTable table={...}>`. The page, size, sort and
 * searches live in the address too (`tableUrl.ts`): a reload, the back button or a shared link
 * opens the table as it was, and a link to the list without them opens it fresh.
 */
export function useDataTable<Row>({ name, columns, rowKey, defaultSort = null, paging = TABLE_PAGING }: DataTableOptions<Row>): DataTableController<Row> {
  // The default sort by value: a screen may write it inline.
  const sortKey = defaultSort?.key;
  const sortOrder = defaultSort?.order;
  const defaults = useMemo(() => rules.tableDefaults(searchSpecs(columns), sortKey && sortOrder ? { key: sortKey, order: sortOrder } : null, paging), [columns, sortKey, sortOrder, paging]);
  const sortable = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.key), [columns]);
  const [address, setAddress] = useSearchParams();
  const [state, dispatch] = useReducer(reduce, defaults, (d) => rules.restore(rules.initialTableState(d), tableFromParams(address, d, sortable)));
  // The table's version (the last answer's): only the live rule reads it, so it lives beside the state.
  const version = useRef<number | null>(null);
  const latest = useRef(state);
  latest.current = state;
  // Re-renders once the live hint is due; the rules decide from the time.
  const [, setDue] = useState(0);
  useEffect(() => {
    const due = rules.liveDotDueIn(state, Date.now());
    if (!due) return undefined;
    const timer = setTimeout(() => setDue((n) => n + 1), due);
    return () => clearTimeout(timer);
  }, [state]);

  const actions = useMemo(
    () => ({
      setPage: (page: number) => dispatch((s) => rules.setPage(s, page)),
      setPageSize: (size: number) => dispatch((s) => rules.setPageSize(s, size, defaults.paging)),
      toggleSort: (key: string) => dispatch((s) => rules.setSort(s, rules.nextSort(s.sort, key))),
      setDraft: (key: string, value: SearchValue) => dispatch((s) => rules.setDraft(s, key, value)),
      search: (patch?: SearchValues) => dispatch((s) => rules.search(s, defaults, patch)),
      refresh: () => dispatch((s) => rules.refresh(s, defaults)),
      answered: (answer: rules.Answer) => {
        version.current = rules.versionAfter(version.current, answer);
        // Most answers change nothing shown (a new page, nobody picked in it): no render then.
        if (rules.answered(latest.current, answer) !== latest.current) dispatch((s) => rules.answered(s, answer));
      },
      pushed: (pushedVersion: number) => dispatch((s) => rules.pushed(s, pushedVersion, version.current, Date.now())),
      toggleSelected: (key: string) => dispatch((s) => rules.toggleSelected(s, key)),
      selectPage: (keys: readonly string[], checked: boolean) => dispatch((s) => rules.selectPage(s, keys, checked)),
      setCurrent: (key: string | null) => dispatch((s) => rules.setCurrent(s, key)),
    }),
    [defaults],
  );

  const { page, pageSize, sort, search } = state;
  const query = useMemo(() => ({ page, pageSize, sort, search }), [page, pageSize, sort, search]);

  // The state into the address when the state changes (replacing the entry: the back button
  // leaves the list rather than stepping through its searches); the address into the state when
  // the address changes otherwise (back, forward, a menu link to the list). Each runs only on its
  // own side's change and compares first, so neither answers the other.
  const written = useMemo(() => tableToParams(query, defaults), [query, defaults]);
  const writtenRef = useRef(written);
  writtenRef.current = written;
  const addressRef = useRef({ address, setAddress, defaults, sortable });
  addressRef.current = { address, setAddress, defaults, sortable };
  useEffect(() => {
    const { address: now, setAddress: write } = addressRef.current;
    if (!addressHolds(now, written)) write(withTableParams(now, written), { replace: true });
  }, [written]);
  const addressText = address.toString();
  useEffect(() => {
    const { address: now, defaults: current, sortable: sorts } = addressRef.current;
    if (!addressHolds(now, writtenRef.current)) dispatch((s) => rules.restore(s, tableFromParams(now, current, sorts)));
  }, [addressText]);
  const liveDot = rules.liveDotShown(state, Date.now());
  return useMemo(() => ({ name, columns, rowKey, paging: defaults.paging, state, query, liveDot, ...actions }), [name, columns, rowKey, defaults.paging, state, query, liveDot, actions]);
}
