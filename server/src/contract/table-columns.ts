/**
 * Saved table columns (spec part 1 sections 3 and 7: a table name and columns of name and
 * isvisible), per user: the data table's column chooser keeps the user's choice on the server.
 */
import type { FieldError, ValidationKey } from './validation';

export const TABLE_COLUMN_LIMITS = {
  /** A table's name (`productmanual`, `user`, ...). */
  tableName: 50,
  /** Columns of one table. */
  columns: 60,
  /** A column's name (its `prop`). */
  columnName: 50,
} as const;

/** Table names are identifiers: letters, digits, `_`, `-` and `.`. */
const TABLE_NAME = /^[A-Za-z0-9_.-]+$/;

export type TableColumnValue = { name: string; isvisible: boolean };

export function checkTableName(table: string | null | undefined): ValidationKey | null {
  const value = (table ?? '').trim();
  if (!value) return 'table_name_required';
  if (value.length > TABLE_COLUMN_LIMITS.tableName) return 'text_too_long';
  return TABLE_NAME.test(value) ? null : 'table_name_format';
}

/** Every rule of a save: the table name, at most 60 columns, each named once. */
export function validateTableColumns(table: string | null | undefined, columns: readonly TableColumnValue[]): FieldError[] {
  const errors: FieldError[] = [];
  const tableKey = checkTableName(table);
  if (tableKey) errors.push(tableKey === 'text_too_long' ? { field: 'table', key: tableKey, params: { max: TABLE_COLUMN_LIMITS.tableName } } : { field: 'table', key: tableKey });
  if (columns.length > TABLE_COLUMN_LIMITS.columns) {
    errors.push({ field: 'columns', key: 'columns_too_many', params: { max: TABLE_COLUMN_LIMITS.columns } });
    return errors;
  }
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    const name = column.name.trim();
    if (!name) errors.push({ field: `columns.${i}.name`, key: 'column_name_required' });
    else if (name.length > TABLE_COLUMN_LIMITS.columnName) errors.push({ field: `columns.${i}.name`, key: 'text_too_long', params: { max: TABLE_COLUMN_LIMITS.columnName } });
    else if (seen.has(name)) errors.push({ field: `columns.${i}.name`, key: 'column_duplicate' });
    seen.add(name);
  });
  return errors;
}
