import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ColumnChoice } from './columns';
import type { ColumnStore } from './columnStore';
import { manual, renderList, ScriptedServer } from './DataTable.testkit';

const table = () => screen.getByRole('table', { name: 'Product manuals' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-key'));
const rowOf = (name: string) => bodyRows().find((r) => within(r).queryByText(name)) as HTMLElement;
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** A column store in memory, as the server's would behave. */
function memoryStore(saved: Record<string, ColumnChoice[]> = {}): ColumnStore & { saved: Record<string, readonly ColumnChoice[]> } {
  return {
    saved,
    load: async (t) => saved[t] ?? null,
    save: async (t, columns) => {
      saved[t] = [...columns];
    },
  };
}

describe('DataTable: rows, sort and pages', () => {
  it('shows the first page of 20 with the default sort, the headers and the total', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    expect(server.requests).toEqual([
      { page: 1, pageSize: 20, sort: { key: 'updatedAt', order: 'desc' }, search: { name: null, model: null, status: null, price: null, region: null, updatedAt: null } },
    ]);
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0]).getByText('Manual 1')).toBeTruthy();
    expect(within(bodyRows()[0]).getByTestId('status-chip').textContent).toBe('ON'); // a custom cell
    expect(within(bodyRows()[0]).getByText('10.50')).toBeTruthy();
    expect(header('Updated').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Status').hasAttribute('aria-sort')).toBe(false); // not sortable
    expect(screen.getByTestId('table-total').textContent).toBe('Total 45');
    // The hidden-by-default column is not shown.
    expect(within(table()).queryByRole('columnheader', { name: 'Note' })).toBeNull();
  });

  it('sorts by a header (ascending, descending, none) and goes back to page 1', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    await act(async () => fireEvent.click(button('Page 3')));
    expect(server.last.page).toBe(3);
    expect(bodyRows()).toHaveLength(5);
    await act(async () => fireEvent.click(within(header('Name')).getByRole('button')));
    expect(server.last).toMatchObject({ page: 1, sort: { key: 'name', order: 'asc' } });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Updated').getAttribute('aria-sort')).toBe('none');
    await act(async () => fireEvent.click(within(header('Name')).getByRole('button')));
    expect(server.last.sort).toEqual({ key: 'name', order: 'desc' });
    await act(async () => fireEvent.click(within(header('Name')).getByRole('button')));
    expect(server.last.sort).toBeNull();
  });

  it('pages with previous, the pager, next, the jumper and the sizes 10-50', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect((within(nav).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(nav).getByRole('button', { name: 'Next page' })));
    expect(server.last.page).toBe(2);
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const jumper = within(nav).getByRole('textbox', { name: 'Go to page' });
    fireEvent.change(jumper, { target: { value: '9' } });
    await act(async () => fireEvent.keyDown(jumper, { key: 'Enter' }));
    expect(server.last.page).toBe(3); // held at the last page
    expect((within(nav).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    const sizes = within(nav).getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '40 / page', '50 / page']);
    await act(async () => fireEvent.change(sizes, { target: { value: '50' } }));
    expect(server.last).toMatchObject({ page: 1, pageSize: 50 });
    expect(bodyRows()).toHaveLength(45);
  });

  it('keeps the rows in place with a loading overlay while the next page loads', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    server.hold = true;
    await act(async () => fireEvent.click(button('Next page')));
    expect(screen.getByRole('status', { name: 'Loading the table…' })).toBeTruthy();
    expect(within(bodyRows()[0]).getByText('Manual 1')).toBeTruthy();
    expect(screen.getByTestId('table-total').textContent).toBe('Total 45');
    await server.release();
    expect(screen.queryByTestId('table-loading')).toBeNull();
    expect(within(bodyRows()[0]).getByText('Manual 21')).toBeTruthy();
  });

  it('says "no data" when a search finds nothing, in both languages', async () => {
    await renderList({ server: new ScriptedServer(() => ({ rows: [], total: 0 })) });
    expect(screen.getByTestId('table-empty').textContent).toBe('No data');
    expect(screen.getByTestId('table-total').textContent).toBe('Total 0');
  });

  it('says "no data" in Chinese', async () => {
    await renderList({ server: new ScriptedServer(() => ({ rows: [], total: 0 })), locale: 'zh-CN' });
    expect(screen.getByTestId('table-empty').textContent).toBe('暂无数据');
    expect(screen.getByTestId('table-total').textContent).toBe('共 0 条');
  });

  it('shows a failed load where the rows would be, never "no data", and retries', async () => {
    const server = new ScriptedServer();
    server.hold = true;
    await renderList({ server });
    await server.release(new Error('socket hang up'));
    expect(screen.getByTestId('load-failed')).toBeTruthy();
    expect(screen.queryByTestId('table-empty')).toBeNull();
    server.hold = false;
    const before = server.requests.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(server.requests.length).toBe(before + 1);
    expect(bodyRows()).toHaveLength(20);
  });
});

describe('DataTable: search and refresh', () => {
  it('searches text on Enter, trimmed, from page 1; typing alone asks nothing', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    await act(async () => fireEvent.click(button('Page 2')));
    const box = screen.getByRole('searchbox', { name: 'Search Name' });
    fireEvent.change(box, { target: { value: '  Manual 4  ' } });
    const asked = server.requests.length;
    expect(server.requests.length).toBe(asked);
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(server.last).toMatchObject({ page: 1, search: { name: 'Manual 4' } });
    expect((box as HTMLInputElement).value).toBe('Manual 4');
  });

  it('searches every header with the search button', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Model' }), { target: { value: 'PL-1003 ' } });
    await act(async () => fireEvent.click(button('Search')));
    expect(server.last.search.model).toBe('PL-1003');
  });

  it('asks the server again when the same search is run twice', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const asked = server.requests.length;
    await act(async () => fireEvent.click(button('Search')));
    expect(server.requests.length).toBe(asked + 1);
    expect(server.last).toEqual(server.requests[asked - 1]);
  });

  it('refresh restores the default size, page 1, searches and sort, then searches again', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } }));
    await act(async () => fireEvent.click(button('Page 3')));
    await act(async () => fireEvent.click(within(header('Model')).getByRole('button')));
    const box = screen.getByRole('searchbox', { name: 'Search Name' });
    fireEvent.change(box, { target: { value: 'x' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    fireEvent.change(box, { target: { value: 'typed, not searched' } });
    const asked = server.requests.length;
    await act(async () => fireEvent.click(button('Refresh')));
    expect(server.requests.length).toBe(asked + 1);
    expect(server.last).toEqual(server.requests[0]);
    expect((box as HTMLInputElement).value).toBe('');
    expect(header('Updated').getAttribute('aria-sort')).toBe('descending');
  });

  it('refresh asks the server again even when nothing changed', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    await act(async () => fireEvent.click(button('Refresh')));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]).toEqual(server.requests[0]);
  });
});

describe('DataTable: the table in the address', () => {
  it('writes the page, size, sort and searches into the address, only what differs from the defaults', async () => {
    const server = new ScriptedServer();
    const list = await renderList({ server });
    expect(list.address()).toBe('');
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } }));
    await act(async () => fireEvent.click(within(header('Name')).getByRole('button')));
    await act(async () => fireEvent.click(button('Page 3')));
    const box = screen.getByRole('searchbox', { name: 'Search Model' });
    fireEvent.change(box, { target: { value: 'PL-10' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    await act(async () => fireEvent.click(button('Page 2')));
    expect(list.address()).toBe('page=2&size=10&sort=name.asc&f.model=PL-10');
    // Refresh restores the defaults, and the address with it.
    await act(async () => fireEvent.click(button('Refresh')));
    expect(list.address()).toBe('');
  });

  it('opens at an address as it was left: the first question asks that page, size, sort and those searches, and the controls show them', async () => {
    const server = new ScriptedServer();
    const price = encodeURIComponent(JSON.stringify({ min: 10, max: 99.999 }));
    const region = encodeURIComponent(JSON.stringify({ country: 'China', province: 'Guangdong', city: null }));
    await renderList({ server, address: `/manuals?page=2&size=10&sort=name.desc&f.name=%20Manual%201%20&f.status=offshelf&f.price=${price}&f.region=${region}&other=kept` });
    expect(server.requests).toEqual([
      {
        page: 2,
        pageSize: 10,
        sort: { key: 'name', order: 'desc' },
        search: { name: 'Manual 1', model: null, status: 'offshelf', price: { min: 10, max: 100 }, region: { country: 'China', province: 'Guangdong', city: null }, updatedAt: null },
      },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search Name' }) as HTMLInputElement).value).toBe('Manual 1');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
  });

  it('ignores what the table does not offer in a hand-made address, keeping the parameters of others', async () => {
    const server = new ScriptedServer();
    const list = await renderList({
      server,
      address: `/manuals?page=-3&size=7&sort=note.asc&f.status=stolen&f.price=${encodeURIComponent('{"min":"1e400"}')}&f.region=%5B1%5D&f.unknown=x&f.model=${'x'.repeat(600)}&other=kept`,
    });
    expect(server.requests).toEqual([
      { page: 1, pageSize: 20, sort: { key: 'updatedAt', order: 'desc' }, search: { name: null, model: null, status: null, price: null, region: null, updatedAt: null } },
    ]);
    // The address is rewritten to what the table shows (its own f.* included); parameters of others stay.
    expect(list.address()).toBe('other=kept');
  });

  it('follows the address when it changes: a menu link to the list opens it fresh, the back button as it was', async () => {
    const server = new ScriptedServer();
    const list = await renderList({ server, address: '/manuals?page=3&f.model=PL' });
    expect(server.last).toMatchObject({ page: 3, search: { model: 'PL' } });
    await list.navigate('/manuals');
    expect(server.last).toMatchObject({ page: 1, pageSize: 20, sort: { key: 'updatedAt', order: 'desc' }, search: { model: null } });
    expect((screen.getByRole('searchbox', { name: 'Search Model' }) as HTMLInputElement).value).toBe('');
    await list.navigate('/manuals?page=2&sort=none');
    expect(server.last).toMatchObject({ page: 2, sort: null });
    expect(header('Updated').getAttribute('aria-sort')).toBe('none');
  });
});

describe('DataTable: current row, row actions and selection', () => {
  it('makes a clicked row the highlighted current row and enables the row actions by their own check', async () => {
    const edit = jest.fn();
    await renderList({
      server: new ScriptedServer(),
      rowActions: [
        { id: 'edit', labelId: 'act_edit', onClick: edit },
        { id: 'shelve', labelId: 'act_shelve', onClick: jest.fn(), enabled: (row) => row.status === 'onTheShelf' },
      ],
    });
    expect((button('Edit') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Take off shelf') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(rowOf('Manual 2')).getByText('PL-1002')));
    expect(rowOf('Manual 2').getAttribute('aria-current')).toBe('true');
    expect(bodyRows().filter((r) => r.getAttribute('aria-current'))).toHaveLength(1);
    expect((button('Edit') as HTMLButtonElement).disabled).toBe(false);
    expect((button('Take off shelf') as HTMLButtonElement).disabled).toBe(true); // manual 2 is off shelf already
    fireEvent.click(button('Edit'));
    expect(edit).toHaveBeenCalledWith(manual(2));
    await act(async () => fireEvent.click(within(rowOf('Manual 3')).getByText('PL-1003')));
    expect((button('Take off shelf') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is usable by keyboard: Tab reaches a row, arrows move, Enter or Space makes it current', async () => {
    await renderList({ server: new ScriptedServer() });
    const first = bodyRows()[0];
    expect(first.tabIndex).toBe(0);
    expect(bodyRows()[1].tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bodyRows()[1]);
    await act(async () => fireEvent.keyDown(bodyRows()[1], { key: 'Enter' }));
    expect(bodyRows()[1].getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(bodyRows()[1], { key: 'End' });
    expect(document.activeElement).toBe(bodyRows()[19]);
    await act(async () => fireEvent.keyDown(bodyRows()[19], { key: ' ' }));
    expect(bodyRows()[19].getAttribute('aria-current')).toBe('true');
    expect(bodyRows()[19].tabIndex).toBe(0); // Tab comes back to the current row
  });

  it('checks rows and the whole page, and gives the checked rows to the toolbar actions', async () => {
    const remove = jest.fn();
    await renderList({ server: new ScriptedServer(), selectable: true, actions: [{ id: 'delete', labelId: 'act_delete', onClick: remove, disabled: ({ selected }) => selected.length === 0 }] });
    expect((button('Delete checked') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 4' })));
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    // Checking does not pick the row.
    expect(bodyRows().some((r) => r.getAttribute('aria-current'))).toBe(false);
    fireEvent.click(button('Delete checked'));
    expect(remove).toHaveBeenCalledWith({ selected: [manual(2), manual(4)], current: null });
    await act(async () => fireEvent.click(all));
    expect(all.checked).toBe(true);
    expect(screen.getAllByRole('checkbox', { name: /Select row/ }).every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await act(async () => fireEvent.click(all));
    expect(screen.getAllByRole('checkbox', { name: /Select row/ }).some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it('drops the checked and current rows that are gone after a reload, keeps the others', async () => {
    let gone = false;
    const server = new ScriptedServer(() => ({ rows: [manual(1), manual(2), manual(3)].filter((r) => !gone || r.id !== 'm2'), total: gone ? 2 : 3 }));
    await renderList({ server, selectable: true });
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' })));
    await act(async () => fireEvent.click(within(rowOf('Manual 2')).getByText('PL-1002')));
    gone = true;
    await act(async () => fireEvent.click(button('Search')));
    expect(bodyRows()).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: 'Select row 1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select row 2' }) as HTMLInputElement).checked).toBe(false);
    expect(bodyRows().some((r) => r.getAttribute('aria-current'))).toBe(false);
  });
});

describe('DataTable: live dot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const push = async (link: Awaited<ReturnType<typeof renderList>>['link'], table: string, version: number) => {
    await act(async () => link.push('TableVersionChanged', { tableVersionChanged: { __typename: 'TableVersion', table, version } }));
  };
  const wait = async (ms: number) => {
    await act(async () => jest.advanceTimersByTime(ms));
  };

  it('shows the dot 2 s after a newer version of this table is pushed, and says so in the refresh name', async () => {
    const { link } = await renderList({ server: new ScriptedServer((q) => ({ rows: [manual(q.page)], total: 1, version: 5000 })) });
    expect(link.subscribers('TableVersionChanged')).toBe(1);
    await push(link, 'product_manual', 6000);
    await wait(1999);
    expect(screen.queryByTestId('live-dot')).toBeNull();
    expect(button('Refresh')).toBeTruthy();
    await wait(1);
    expect(screen.getByTestId('live-dot')).toBeTruthy();
    expect(button('Refresh: newer data is available')).toBeTruthy();
  });

  it('ignores other tables and versions that are not newer', async () => {
    const { link } = await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1)], total: 1, version: 5000 })) });
    await push(link, 'device', 9000);
    await push(link, 'product_manual', 5000);
    await push(link, 'product_manual', 4000);
    await wait(5000);
    expect(screen.queryByTestId('live-dot')).toBeNull();
  });

  it('goes with a search and with a refresh', async () => {
    const { link } = await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1)], total: 1, version: 5000 })) });
    await push(link, 'product_manual', 6000);
    await wait(2000);
    await act(async () => fireEvent.click(button('Search')));
    expect(screen.queryByTestId('live-dot')).toBeNull();
    await push(link, 'product_manual', 7000);
    await wait(2000);
    expect(screen.getByTestId('live-dot')).toBeTruthy();
    await act(async () => fireEvent.click(button('Refresh: newer data is available')));
    expect(screen.queryByTestId('live-dot')).toBeNull();
  });

  it('takes the answer time as the table version when the list gives none', async () => {
    jest.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const { link } = await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1)], total: 1 })) });
    const answeredAt = Date.parse('2026-03-01T08:00:00Z');
    await push(link, 'product_manual', answeredAt - 1);
    await wait(2000);
    expect(screen.queryByTestId('live-dot')).toBeNull();
    await push(link, 'product_manual', answeredAt + 5000);
    await wait(2000);
    expect(screen.getByTestId('live-dot')).toBeTruthy();
  });

  it('does not subscribe when the table is not live', async () => {
    const { link } = await renderList({ server: new ScriptedServer(), live: false });
    expect(link.subscribers('TableVersionChanged')).toBe(0);
  });
});

describe('DataTable: columns', () => {
  it('shows and hides columns with the chooser and saves the choice per table', async () => {
    const store = memoryStore();
    await renderList({ server: new ScriptedServer(), columnChooser: true, columnStore: store });
    await act(async () => fireEvent.click(button('Columns')));
    const items = screen.getAllByRole('menuitemcheckbox');
    // The name cannot be hidden, so the chooser does not offer it.
    expect(items.map((i) => i.textContent)).toEqual(['Model', 'Status', 'Price', 'Region', 'Updated', 'Note']);
    await act(async () => fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Model' })));
    expect(within(table()).queryByRole('columnheader', { name: /^Model/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Note' })));
    expect(header('Note')).toBeTruthy();
    expect(store.saved.product_manual).toEqual([
      { name: 'model', isvisible: false },
      { name: 'status', isvisible: true },
      { name: 'price', isvisible: true },
      { name: 'region', isvisible: true },
      { name: 'updatedAt', isvisible: true },
      { name: 'note', isvisible: true },
    ]);
  });

  it("keeps the choice on the server by default: the signed-in user's columns of this table", async () => {
    const { link } = await renderList({
      server: new ScriptedServer(),
      columnChooser: true,
      answers: {
        TableColumns: { tableColumns: [{ __typename: 'TableColumn', name: 'model', isvisible: false }] },
        SaveTableColumns: { saveTableColumns: [] },
      },
    });
    expect(link.requests.find((r) => r.operationName === 'TableColumns')?.variables).toEqual({ table: 'product_manual' });
    expect(within(table()).queryByRole('columnheader', { name: /^Model/ })).toBeNull();
    await act(async () => fireEvent.click(button('Columns')));
    await act(async () => fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Region' })));
    expect(link.requests.find((r) => r.operationName === 'SaveTableColumns')?.variables).toEqual({
      table: 'product_manual',
      columns: [
        { name: 'model', isvisible: false },
        { name: 'status', isvisible: true },
        { name: 'price', isvisible: true },
        { name: 'region', isvisible: false },
        { name: 'updatedAt', isvisible: true },
        { name: 'note', isvisible: false },
      ],
    });
  });

  it('starts with the saved choice', async () => {
    const store = memoryStore({
      product_manual: [
        { name: 'price', isvisible: false },
        { name: 'note', isvisible: true },
      ],
    });
    await renderList({ server: new ScriptedServer(), columnChooser: true, columnStore: store });
    expect(within(table()).queryByRole('columnheader', { name: /^Price/ })).toBeNull();
    expect(header('Note')).toBeTruthy();
  });

  it('shows the whole text of a cut cell in a tooltip on hover', async () => {
    await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1, { name: 'A very long manual name that does not fit its column' })], total: 1 })) });
    const cell = within(bodyRows()[0]).getByText('A very long manual name that does not fit its column');
    Object.defineProperty(cell, 'scrollWidth', { value: 400 });
    Object.defineProperty(cell, 'clientWidth', { value: 180 });
    await act(async () => fireEvent.mouseOver(cell));
    expect(screen.getByRole('tooltip').textContent).toBe('A very long manual name that does not fit its column');
    await act(async () => fireEvent.mouseLeave(cell.closest('tbody') as HTMLElement));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows no tooltip for text that fits', async () => {
    await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1)], total: 1 })) });
    const cell = within(bodyRows()[0]).getByText('Manual 1');
    Object.defineProperty(cell, 'scrollWidth', { value: 80 });
    Object.defineProperty(cell, 'clientWidth', { value: 180 });
    await act(async () => fireEvent.mouseOver(cell));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the ellipsis popover from the cell by keyboard, and Escape gives the focus back', async () => {
    const store = memoryStore({ product_manual: [{ name: 'note', isvisible: true }] });
    await renderList({ server: new ScriptedServer(() => ({ rows: [manual(1)], total: 1 })), columnChooser: true, columnStore: store });
    const more = within(bodyRows()[0]).getByRole('button', { name: 'Note of manual 1, long enough to be cut in its cell.' });
    more.focus();
    // A native button: Enter and Space click it.
    await act(async () => fireEvent.click(more));
    const popover = screen.getByRole('dialog', { name: 'Whole text' });
    expect(popover.textContent).toContain('Note of manual 1, long enough to be cut in its cell.');
    expect(document.activeElement).toBe(popover);
    await act(async () => fireEvent.keyDown(popover, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});
