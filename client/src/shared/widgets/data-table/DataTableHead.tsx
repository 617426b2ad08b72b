import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Column } from './columns';
import { HeaderSearch } from './search/HeaderSearch';
import type { RegionNode, SearchValue, SearchValues } from './searchRules';
import type { Sort } from './tableState';

export type DataTableHeadProps<Row> = {
  columns: readonly Column<Row>[];
  sort: Sort;
  drafts: SearchValues;
  regions: readonly RegionNode[];
  /** The header checkbox: null without selection. */
  pageSelection: 'all' | 'some' | 'none' | null;
  onSelectPage: (checked: boolean) => void;
  toggleSort: (key: string) => void;
  setDraft: (key: string, value: SearchValue) => void;
  search: (patch?: SearchValues) => void;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

/** Column titles (sortable ones are buttons with `aria-sort`), then a row of header searches when any column has one. */
function DataTableHeadInner<Row>({ columns, sort, drafts, regions, pageSelection, onSelectPage, toggleSort, setDraft, search }: DataTableHeadProps<Row>) {
  const intl = useIntl();
  const titles = columns.map((c) => intl.formatMessage({ id: c.titleId }));
  const hasSearch = columns.some((c) => c.search);
  return (
    <thead role="rowgroup">
      <tr role="row">
        {pageSelection && (
          <th className="dt-check" scope="col" role="columnheader">
            <SelectAll state={pageSelection} label={intl.formatMessage({ id: 'table_select_all' })} onChange={onSelectPage} />
          </th>
        )}
        {columns.map((column, i) => {
          const order = sort?.key === column.key ? sort.order : null;
          return (
            <th
              key={column.key}
              scope="col"
              role="columnheader"
              aria-sort={column.sortable ? (order ? ARIA_SORT[order] : 'none') : undefined}
              title={titles[i]}
              style={column.align && column.align !== 'start' ? { textAlign: column.align } : undefined}
            >
              {column.sortable ? (
                <button type="button" className="dt-sort" data-order={order ?? undefined} data-testid={`sort-${column.key}`} onClick={() => toggleSort(column.key)}>
                  {titles[i]}
                  <span className="dt-sort-mark" aria-hidden="true">
                    {order ? SORT_MARK[order] : '⇅'}
                  </span>
                </button>
              ) : (
                titles[i]
              )}
            </th>
          );
        })}
      </tr>
      {hasSearch && (
        <tr role="row">
          {pageSelection && <td className="dt-check" role="cell" />}
          {columns.map((column, i) => (
            <td key={column.key} role="cell">
              {column.search && <HeaderSearch columnKey={column.key} spec={column.search} title={titles[i]} value={drafts[column.key] ?? null} regions={regions} setDraft={setDraft} search={search} />}
            </td>
          ))}
        </tr>
      )}
    </thead>
  );
}

/** The header checkbox: checked, unchecked, or mixed when part of the page is checked. */
function SelectAll({ state, label, onChange }: { state: 'all' | 'some' | 'none'; label: string; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={state === 'all'} aria-checked={state === 'some' ? 'mixed' : undefined} onChange={(e) => onChange(e.target.checked)} />;
}

export const DataTableHead = memo(DataTableHeadInner) as typeof DataTableHeadInner;
