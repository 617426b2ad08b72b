import { cellText, type Column, gridTemplate, searchSpecs, tableMinWidth, toggleColumn, visibleColumnKeys } from './columns';

type Row = { id: string; name: string; model: string | null; price: number; note?: string };

const columns: Column<Row>[] = [
  { key: 'name', titleId: 'x', hideable: false, search: { kind: 'text' }, width: 200 },
  { key: 'model', titleId: 'x' },
  { key: 'price', titleId: 'x', text: (row) => row.price.toFixed(2), search: { kind: 'numberRange', precision: 2 }, width: 100 },
  { key: 'note', titleId: 'x', hidden: true },
];

describe('cellText', () => {
  it("reads the row field of the key, or the column's own text, empty for nothing", () => {
    const row: Row = { id: '1', name: 'Tube laser', model: null, price: 12 };
    expect(cellText(columns[0], row)).toBe('Tube laser');
    expect(cellText(columns[1], row)).toBe('');
    expect(cellText(columns[2], row)).toBe('12.00');
    expect(cellText(columns[3], row)).toBe('');
  });
});

describe('visibleColumnKeys', () => {
  it('shows the columns by their defaults without a saved choice', () => {
    expect(visibleColumnKeys(columns, null)).toEqual(['name', 'model', 'price']);
  });

  it('follows the saved choice, ignores names of columns that are gone, and never hides a fixed column', () => {
    const choice = [
      { name: 'name', isvisible: false },
      { name: 'model', isvisible: false },
      { name: 'note', isvisible: true },
      { name: 'removed_column', isvisible: true },
    ];
    expect(visibleColumnKeys(columns, choice)).toEqual(['name', 'price', 'note']);
  });

  it('shows at least one column', () => {
    const allHideable = columns.map((c) => ({ ...c, hideable: true }));
    expect(
      visibleColumnKeys(
        allHideable,
        allHideable.map((c) => ({ name: c.key, isvisible: false })),
      ),
    ).toEqual(['name']);
  });
});

describe('toggleColumn', () => {
  it('gives the choice to save: every hideable column with its visibility, in column order', () => {
    expect(toggleColumn(columns, ['name', 'model', 'price'], 'note')).toEqual([
      { name: 'model', isvisible: true },
      { name: 'price', isvisible: true },
      { name: 'note', isvisible: true },
    ]);
    expect(toggleColumn(columns, ['name', 'model', 'price'], 'model')).toEqual([
      { name: 'model', isvisible: false },
      { name: 'price', isvisible: true },
      { name: 'note', isvisible: false },
    ]);
  });

  it('refuses to hide a fixed column, an unknown one or the last one shown', () => {
    expect(toggleColumn(columns, ['name', 'model'], 'name')).toBeNull();
    expect(toggleColumn(columns, ['name'], 'nope')).toBeNull();
    expect(toggleColumn(columns.slice(1), ['model'], 'model')).toBeNull();
  });
});

describe('searchSpecs and widths', () => {
  it('collects the searches of the columns that have one', () => {
    expect(searchSpecs(columns)).toEqual({ name: { kind: 'text' }, price: { kind: 'numberRange', precision: 2 } });
  });

  it('adds up the widths, with a default for columns without one', () => {
    expect(tableMinWidth(columns, 40)).toBe(40 + 200 + 120 + 100 + 120);
  });

  it('gives every row the same grid: each column at least its width, sharing the room left in proportion', () => {
    expect(gridTemplate(columns.slice(0, 3), [44])).toBe('44px minmax(200px, 200fr) minmax(120px, 120fr) minmax(100px, 100fr)');
    expect(gridTemplate([])).toBe('');
  });
});
