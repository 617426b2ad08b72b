import type { ReactNode } from 'react';
import type { SearchSpec } from './searchRules';

/**
 * A data table's column (spec part 1 sections 2 and 3: the table column definition), as a
 * screen declares it. Keep a screen's columns in a module constant (or a memo): the table
 * re-renders its rows only when these change.
 */
export type Column<Row> = {
  /** Unique in the table: the sort key, the search key and the name the column chooser saves. */
  readonly key: string;
  /** Message id of the header. */
  readonly titleId: string;
  /** Width in px; columns without one share the rest (at least MIN_COLUMN_WIDTH each). */
  readonly width?: number;
  readonly align?: 'start' | 'center' | 'end';
  /** The header sorts by this column (asc, desc, none); the server sorts. */
  readonly sortable?: boolean;
  /**
   * Long text on one line cut with an ellipsis: `tooltip` shows the whole text on hover when it
   * overflows; `popover` makes the text a button that opens it in a popover (keyboard too).
   */
  readonly overflow?: 'tooltip' | 'popover';
  /** Custom cell content (spec: custom content); without it the cell shows `text`. */
  readonly render?: (row: Row) => ReactNode;
  /** The cell's text (also the popover's and tooltip's); by default the row's field of the same key. */
  readonly text?: (row: Row) => string | number | null | undefined;
  /** How the column is searched from its header; none without. */
  readonly search?: SearchSpec;
  /** Hidden until the user shows it in the column chooser. */
  readonly hidden?: boolean;
  /** False keeps the column always shown (the chooser does not offer it). */
  readonly hideable?: boolean;
};

/** Width a column without its own gets at least (px). */
export const MIN_COLUMN_WIDTH = 120;

/** A column's visibility as the server keeps it per user and table (spec part 1 section 3). */
export type ColumnChoice = { readonly name: string; readonly isvisible: boolean };

/** The text a cell shows: the column's `text`, or the row's field of the column's key. */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  const value = column.text ? column.text(row) : (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The keys of the columns shown: the saved choice where it names a column, else the column's
 * own default; columns that cannot be hidden always; at least one column.
 */
export function visibleColumnKeys<Row>(columns: readonly Column<Row>[], choice: readonly ColumnChoice[] | null): readonly string[] {
  const saved = new Map((choice ?? []).map((c) => [c.name, c.isvisible]));
  const keys = columns.filter((c) => c.hideable === false || (saved.get(c.key) ?? !c.hidden)).map((c) => c.key);
  return keys.length > 0 || columns.length === 0 ? keys : [columns[0].key];
}

/**
 * The choice to save after the user showed or hid one column: every hideable column with its
 * visibility, in column order. Hiding the last visible column is refused (returns null).
 */
export function toggleColumn<Row>(columns: readonly Column<Row>[], visible: readonly string[], key: string): ColumnChoice[] | null {
  const column = columns.find((c) => c.key === key);
  if (!column || column.hideable === false) return null;
  const shown = new Set(visible);
  if (shown.has(key)) {
    if (shown.size <= 1) return null;
    shown.delete(key);
  } else shown.add(key);
  return columns.filter((c) => c.hideable !== false).map((c) => ({ name: c.key, isvisible: shown.has(c.key) }));
}

/** The search specs of the columns that have one, by key. */
export function searchSpecs<Row>(columns: readonly Column<Row>[]): Record<string, SearchSpec> {
  return Object.fromEntries(columns.flatMap((c) => (c.search ? [[c.key, c.search]] : [])));
}

/**
 * The grid columns every row of the table shares: each column at least its width (or
 * MIN_COLUMN_WIDTH), sharing any room left in proportion to it; `lead` fixed columns first
 * (the checkbox column).
 */
export function gridTemplate<Row>(columns: readonly Column<Row>[], lead: readonly number[] = []): string {
  return [
    ...lead.map((px) => `${px}px`),
    ...columns.map((c) => {
      const width = c.width ?? MIN_COLUMN_WIDTH;
      return `minmax(${width}px, ${width}fr)`;
    }),
  ].join(' ');
}

/** The table's minimum width: given widths plus MIN_COLUMN_WIDTH for the others (and the checkbox column). */
export function tableMinWidth<Row>(columns: readonly Column<Row>[], extra = 0): number {
  return columns.reduce((sum, c) => sum + (c.width ?? MIN_COLUMN_WIDTH), extra);
}
