import { Box, Center, Spinner } from '@chakra-ui/react';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CellHintLayer } from './CellHintLayer';
import { type ColumnStore, useColumnChoice, useColumnStore } from './columnStore';
import { gridTemplate, tableMinWidth } from './columns';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { type ActionContext, DataTableToolbar, type RowAction, type TableAction } from './DataTableToolbar';
import type { RegionNode } from './searchRules';
import { TableStyles } from './TableStyles';
import { TABLE_FRAME_CLASS } from './tableStyles';
import { TablePagination } from './TablePagination';
import { pageSelection, type TableQuery, sameQuery } from './tableState';
import type { DataTableController } from './useDataTable';
import { useTableVersion } from '../../api/useTableVersion';

export type DataTableProps<Row> = {
  /** The table's state hook (`useDataTable`): columns, row key, paging, sort, searches. */
  table: DataTableController<Row>;
  /** The table's accessible name (the screen's title, say). */
  label: string;
  /** The page's rows; undefined while the first page loads. The last rows stay while another page loads. */
  rows: readonly Row[] | undefined;
  /** Rows of every page (the pager's total); the rows' count without. */
  total?: number;
  /**
   * The table's version this answer holds (the list query's, when it gives one): a pushed
   * version newer than it shows the live dot. Without it, the time the answer came is used.
   */
  version?: number | null;
  loading?: boolean;
  /** The load failed: `LoadFailed` with retry in place of the rows (never "no data"). */
  error?: unknown;
  /**
   * The screen's refetch: called when a search or refresh asks the same query again (Apollo
   * would not). Use the query with `fetchPolicy: 'cache-and-network'` so a changed query asks
   * the server too; also the failure's retry.
   */
  onReload?: () => unknown;
  /** Toolbar buttons of the screen. */
  actions?: readonly TableAction<Row>[];
  /** Buttons acting on the current row: disabled without one, or by their own check. */
  rowActions?: readonly RowAction<Row>[];
  /** Checkboxes per row and a header checkbox for the page. */
  selectable?: boolean;
  /** Offers the column chooser; the choice is kept per user and table by the column store. */
  columnChooser?: boolean;
  /** Where the column choice is kept (default: the app's, see `useColumnStore`). */
  columnStore?: ColumnStore;
  /** The live dot from the table version topic for `table.name` (default on). */
  live?: boolean;
  /** Places for region searches: countries with their provinces and cities. */
  regions?: readonly RegionNode[];
  testId?: string;
};

const NO_ROWS: readonly never[] = [];
const NO_ACTIONS: readonly never[] = [];
const CHECK_COLUMN_PX = 44;

/**
 * The data table of every list screen (spec part 1 sections 2, 4, 5, 9): toolbar, sortable
 * headers with header searches, rows with an optional checkbox and a highlighted current
 * row, loading, empty and failure states, pagination, and the live dot. The screen owns its
 * query (through `useAppQuery`), built from `table.query`; the table holds everything else.
 *
 * Performance: rows are memoised and render plain cells styled by one class; tooltips and
 * popovers are one each per table, mounted while shown (a 50-row page renders in a few ms,
 * see docs/benchmarks.md).
 */
export function DataTable<Row>({
  table,
  label,
  rows,
  total,
  version,
  loading = false,
  error,
  onReload,
  actions = NO_ACTIONS,
  rowActions = NO_ACTIONS,
  selectable = false,
  columnChooser = false,
  columnStore,
  live = true,
  regions = NO_ROWS,
  testId = 'data-table',
}: DataTableProps<Row>) {
  const intl = useIntl();
  const { state, rowKey, answered, pushed } = table;
  const appStore = useColumnStore();
  const chooser = useColumnChoice(table.name, table.columns, columnChooser ? (columnStore ?? appStore) : null);
  const columns = useMemo(() => table.columns.filter((c) => chooser.visible.includes(c.key)), [table.columns, chooser.visible]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  // Rows (and their total) keep their place while the next page loads.
  const [kept, setKept] = useState({ rows: rows ?? NO_ROWS, total: total ?? rows?.length ?? 0 });
  if (rows && (rows !== kept.rows || (total ?? rows.length) !== kept.total)) setKept({ rows, total: total ?? rows.length });
  const shownRows = rows ?? kept.rows;
  const shownTotal = rows ? (total ?? rows.length) : kept.total;

  useTableVersion(table.name, pushed, live);

  // An answer: new rows, or the end of a load (a refetch may bring back the same rows).
  const seen = useRef<{ rows: unknown; loading: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { rows, loading };
    if (loading || error || !rows) return;
    if (before && before.rows === rows && !before.loading) return;
    answered({ rowKeys: rows.map(rowKey), total: total ?? rows.length, version: version ?? Date.now() });
  }, [rows, loading, error, total, version, answered, rowKey]);

  // A search or refresh that asks what is already asked must still reach the server.
  const searched = useRef<{ count: number; query: TableQuery }>({ count: state.searchCount, query: table.query });
  useEffect(() => {
    const before = searched.current;
    searched.current = { count: state.searchCount, query: table.query };
    if (state.searchCount !== before.count && sameQuery(before.query, table.query)) void Promise.resolve(reload.current?.()).catch(() => undefined);
  }, [state.searchCount, table.query]);

  const layout = useMemo(
    () => ({ minWidth: `${tableMinWidth(columns, selectable ? CHECK_COLUMN_PX : 0)}px`, '--dt-columns': gridTemplate(columns, selectable ? [CHECK_COLUMN_PX] : []) }) as CSSProperties,
    [columns, selectable],
  );
  // The screen's refetch is often a new function each render: the table's own callbacks stay stable for its memoised parts.
  const reload = useRef(onReload);
  reload.current = onReload;
  const retry = useCallback(() => reload.current?.(), []);
  const { search } = table;
  const searchAll = useCallback(() => search(), [search]);
  const chooserProps = useMemo(
    () => (columnChooser ? { columns: table.columns, visible: chooser.visible, toggle: chooser.toggle } : null),
    [columnChooser, table.columns, chooser.visible, chooser.toggle],
  );

  const pageKeys = useMemo(() => shownRows.map(rowKey), [shownRows, rowKey]);
  const context = useMemo<ActionContext<Row>>(() => {
    const checked = new Set(state.selection);
    return { selected: shownRows.filter((row) => checked.has(rowKey(row))), current: shownRows.find((row) => rowKey(row) === state.current) ?? null };
  }, [shownRows, rowKey, state.selection, state.current]);
  const { selectPage } = table;
  const onSelectPage = useCallback((checked: boolean) => selectPage(pageKeys, checked), [selectPage, pageKeys]);

  return (
    <Box w="full" data-testid={testId}>
      <DataTableToolbar actions={actions} rowActions={rowActions} context={context} liveDot={table.liveDot} onSearch={searchAll} onRefresh={table.refresh} chooser={chooserProps} />
      <TableStyles />
      <div className={TABLE_FRAME_CLASS} aria-busy={loading || undefined}>
        <table role="table" aria-label={label} style={layout}>
          <DataTableHead
            columns={columns}
            sort={state.sort}
            drafts={state.drafts}
            regions={regions}
            pageSelection={selectable ? pageSelection(state.selection, pageKeys) : null}
            onSelectPage={onSelectPage}
            toggleSort={table.toggleSort}
            setDraft={table.setDraft}
            search={table.search}
          />
          <DataTableBody
            rows={shownRows}
            columns={columns}
            rowKey={rowKey}
            selectable={selectable}
            selection={state.selection}
            current={state.current}
            loading={loading}
            error={error}
            onRetry={retry}
            onToggleSelected={table.toggleSelected}
            onCurrent={table.setCurrent}
            bodyRef={bodyRef}
          />
        </table>
        {loading && (
          <Center position="absolute" inset="0" bg="bg/60" role="status" aria-label={intl.formatMessage({ id: 'table_loading' })} data-testid="table-loading">
            <Spinner size="md" color="blue.solid" />
          </Center>
        )}
      </div>
      <TablePagination page={state.page} pageSize={state.pageSize} total={shownTotal} sizes={table.paging.sizes} setPage={table.setPage} setPageSize={table.setPageSize} />
      <CellHintLayer bodyRef={bodyRef} />
    </Box>
  );
}
