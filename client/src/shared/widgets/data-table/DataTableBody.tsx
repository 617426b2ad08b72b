import { type ChangeEvent, type KeyboardEvent, memo, type MouseEvent, type ReactNode, type Ref, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../LoadFailed';
import { cellText, type Column } from './columns';

export type DataTableBodyProps<Row> = {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  selectable: boolean;
  selection: readonly string[];
  current: string | null;
  /** While the first page loads there is nothing to say yet (the table's overlay says it loads). */
  loading?: boolean;
  /** Failure of the last load: shown in place of the rows, with a retry. */
  error?: unknown;
  onRetry?: () => unknown;
  onToggleSelected: (key: string) => void;
  onCurrent: (key: string) => void;
  bodyRef?: Ref<HTMLTableSectionElement>;
};

const keyOf = (element: EventTarget | null): string | null => (element instanceof Element ? (element.closest('tr[data-key]')?.getAttribute('data-key') ?? null) : null);

/**
 * The rows. Events are handled once on the body (click, keys, checkbox changes), not per
 * row or cell, and each row is memoised: a new current row re-renders two rows, a new page
 * renders plain cells only. Keyboard: Tab reaches the current (or first) row, arrows, Home
 * and End move between rows, Enter or Space makes the focused row current.
 */
function DataTableBodyInner<Row>({ rows, columns, rowKey, selectable, selection, current, loading, error, onRetry, onToggleSelected, onCurrent, bodyRef }: DataTableBodyProps<Row>) {
  const intl = useIntl();
  const span = columns.length + (selectable ? 1 : 0);
  // The checkboxes' names by position: formatted once per page length, not per render.
  const selectLabels = useMemo(
    () => (selectable ? Array.from({ length: rows.length }, (_, i) => intl.formatMessage({ id: 'table_select_row' }, { index: i + 1 })) : []),
    [selectable, rows.length, intl],
  );

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as Element;
    // The checkbox cell only checks; it does not pick the row.
    if (target.closest('.dt-check')) return;
    const key = keyOf(target);
    if (key !== null) onCurrent(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target as HTMLElement;
    // Keys inside a cell (a popover button, a custom cell's link) are theirs.
    if (row.tagName !== 'TR' || !row.dataset.key) return;
    const move = (to: Element | null | undefined) => {
      if (to instanceof HTMLElement && to.dataset.key) to.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(row.nextElementSibling);
        break;
      case 'ArrowUp':
        move(row.previousElementSibling);
        break;
      case 'Home':
        move(row.parentElement?.firstElementChild);
        break;
      case 'End':
        move(row.parentElement?.lastElementChild);
        break;
      case 'Enter':
      case ' ':
        onCurrent(row.dataset.key);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Stable, so the memoised rows keep it.
  const onSelectChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const key = keyOf(event.currentTarget);
      if (key !== null) onToggleSelected(key);
    },
    [onToggleSelected],
  );

  let content: ReactNode;
  if (error) {
    content = (
      <tr className="dt-message-row" role="row">
        <td colSpan={span} className="dt-message" role="cell">
          <LoadFailed error={error} onRetry={onRetry} size="sm" />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    content = (
      <tr className="dt-message-row" role="row">
        <td colSpan={span} className="dt-message" role="cell" data-testid={loading ? undefined : 'table-empty'}>
          {loading ? '\u00a0' : intl.formatMessage({ id: 'table_no_data' })}
        </td>
      </tr>
    );
  } else {
    const checked = new Set(selection);
    // Rows hold columns of any row type; each row renders its own row with them.
    const rowColumns = columns as readonly Column<unknown>[];
    const focusKey = current ?? rowKey(rows[0]);
    content = rows.map((row, index) => {
      const key = rowKey(row);
      return (
        <DataRow
          key={key}
          rowId={key}
          row={row}
          columns={rowColumns}
          selectable={selectable}
          selected={checked.has(key)}
          current={current === key}
          focusTarget={focusKey === key}
          selectLabel={selectLabels[index] ?? ''}
          onSelectChange={onSelectChange}
        />
      );
    });
  }

  return (
    <tbody ref={bodyRef} role="rowgroup" onClick={onClick} onKeyDown={onKeyDown}>
      {content}
    </tbody>
  );
}

/** Memoised: a change elsewhere in the table (a header search being typed, the live dot) does not walk the rows. */
export const DataTableBody = memo(DataTableBodyInner) as typeof DataTableBodyInner;

type DataRowProps = {
  rowId: string;
  row: unknown;
  columns: readonly Column<unknown>[];
  selectable: boolean;
  selected: boolean;
  current: boolean;
  focusTarget: boolean;
  selectLabel: string;
  onSelectChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** One row: plain cells, re-rendered only when its row, its columns or its own flags change. */
const DataRow = memo(function DataRow({ rowId, row, columns, selectable, selected, current, focusTarget, selectLabel, onSelectChange }: DataRowProps) {
  return (
    <tr data-key={rowId} role="row" aria-current={current || undefined} tabIndex={focusTarget ? 0 : -1}>
      {selectable && (
        <td className="dt-check" role="cell">
          <input type="checkbox" checked={selected} aria-label={selectLabel} onChange={onSelectChange} />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.key}
          role="cell"
          data-ellipsis={column.overflow ? '' : undefined}
          data-hint={column.overflow === 'tooltip' ? '' : undefined}
          style={column.align && column.align !== 'start' ? { textAlign: column.align } : undefined}
        >
          {cellContent(column, row)}
        </td>
      ))}
    </tr>
  );
});

function cellContent(column: Column<unknown>, row: unknown): ReactNode {
  if (column.render) return column.render(row);
  const text = cellText(column, row);
  if (column.overflow === 'popover' && text) {
    return (
      <button type="button" className="dt-more" data-popover="">
        {text}
      </button>
    );
  }
  return text;
}
