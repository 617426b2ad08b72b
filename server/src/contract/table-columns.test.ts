import { TABLE_COLUMN_LIMITS, checkTableName, validateTableColumns } from './table-columns';

const columns = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `col${i}`, isvisible: i % 2 === 0 }));
const keysOf = (table: string, list: { name: string; isvisible: boolean }[]) => validateTableColumns(table, list).map((e) => `${e.field}:${e.key}`);

describe('saved table column rules', () => {
  it('wants a table name of identifier characters, at most 50', () => {
    expect(checkTableName('productmanual')).toBeNull();
    expect(checkTableName('device.alarm-list_2')).toBeNull();
    expect(checkTableName(' ')).toBe('table_name_required');
    expect(checkTableName('a b')).toBe('table_name_format');
    expect(checkTableName('../x')).toBe('table_name_format');
    expect(checkTableName('t'.repeat(TABLE_COLUMN_LIMITS.tableName + 1))).toBe('text_too_long');
  });

  it('takes at most 60 columns, each named once, names of at most 50', () => {
    expect(keysOf('t', columns(60))).toEqual([]);
    expect(keysOf('t', columns(61))).toEqual(['columns:columns_too_many']);
    expect(keysOf('t', [{ name: 'a', isvisible: true }, { name: ' ', isvisible: true }, { name: 'a', isvisible: false }, { name: 'x'.repeat(51), isvisible: true }])).toEqual([
      'columns.1.name:column_name_required',
      'columns.2.name:column_duplicate',
      'columns.3.name:text_too_long',
    ]);
    expect(keysOf('', [])).toEqual(['table:table_name_required']);
  });
});
