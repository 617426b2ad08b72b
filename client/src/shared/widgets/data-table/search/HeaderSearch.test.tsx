import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../../../i18n/catalogue';
import type { Locale } from '../../../i18n/locale';
import { renderList, ScriptedServer } from '../DataTable.testkit';
import type { SearchSpec, SearchValue } from '../searchRules';
import { HeaderSearch } from './HeaderSearch';

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('header searches in a table', () => {
  it('dropdown filter: narrows the options as the user types, arrows and Enter pick, and it searches at once', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const box = combobox('Search Status');
    await act(async () => fireEvent.click(box));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Status' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['On shelf', 'Off shelf']);
    await act(async () => fireEvent.change(box, { target: { value: 'off' } }));
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off shelf']);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(server.last).toMatchObject({ page: 1, search: { status: 'offshelf' } });
    expect(box.value).toBe('Off shelf');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('dropdown filter: says when nothing matches, Escape closes without a search, and it clears', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const box = combobox('Search Status');
    await act(async () => fireEvent.change(box, { target: { value: 'zzz' } }));
    expect(screen.getByText('No match')).toBeTruthy();
    const asked = server.requests.length;
    await act(async () => fireEvent.keyDown(box, { key: 'Escape' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(server.requests.length).toBe(asked);
    await act(async () => fireEvent.keyDown(box, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(server.last.search.status).toBe('offshelf');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear Status' })));
    expect(server.last.search.status).toBeNull();
    expect(box.value).toBe('');
  });

  it('date range: searches whole days, 00:00:00 to 23:59:59, as soon as a day is picked', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    await act(async () => fireEvent.change(screen.getByLabelText('Updated from'), { target: { value: '2026-03-01' } }));
    expect(server.last.search.updatedAt).toEqual({ from: '2026-03-01 00:00:00', to: null });
    await act(async () => fireEvent.change(screen.getByLabelText('Updated to'), { target: { value: '2026-03-31' } }));
    expect(server.last.search.updatedAt).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-31 23:59:59' });
    await act(async () => fireEvent.change(screen.getByLabelText('Updated from'), { target: { value: '' } }));
    expect(server.last.search.updatedAt).toEqual({ from: null, to: '2026-03-31 23:59:59' });
  });

  it('number range: searches the committed amounts, rounded to the column precision', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const min = screen.getByRole('textbox', { name: 'Price minimum' });
    fireEvent.focus(min);
    fireEvent.change(min, { target: { value: '10.456' } });
    await act(async () => fireEvent.blur(min));
    expect(server.last.search.price).toEqual({ min: 10.46, max: null });
  });

  it('region: a cascade of country, province and city fed by the table', async () => {
    const server = new ScriptedServer();
    await renderList({ server });
    const province = screen.getByRole('combobox', { name: 'Region: province' }) as HTMLSelectElement;
    expect(province.disabled).toBe(true);
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Region: country' }), { target: { value: 'China' } }));
    expect(server.last.search.region).toEqual({ country: 'China', province: null, city: null });
    expect([...province.options].map((o) => o.value)).toEqual(['', 'Guangdong', 'Shandong']);
    await act(async () => fireEvent.change(province, { target: { value: 'Guangdong' } }));
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Region: city' }), { target: { value: 'Shenzhen' } }));
    expect(server.last.search.region).toEqual({ country: 'China', province: 'Guangdong', city: 'Shenzhen' });
    await act(async () => fireEvent.change(province, { target: { value: 'Shandong' } }));
    expect(server.last.search.region).toEqual({ country: 'China', province: 'Shandong', city: null });
  });
});

/** One header search alone, recording what it asks. */
function renderSearch(spec: SearchSpec, value: SearchValue = null, locale: Locale = 'en') {
  const search = jest.fn();
  const setDraft = jest.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <HeaderSearch columnKey="at" spec={spec} title="Time" value={value} regions={[]} setDraft={setDraft} search={search} />
      </IntlProvider>
    </ChakraProvider>,
  );
  return { search, setDraft };
}

describe('HeaderSearch alone', () => {
  it('datetime range: a picked day takes 00:00:00 (from) or 23:59:59 (to), the times can then change', () => {
    const { search } = renderSearch({ kind: 'datetimeRange' });
    expect((screen.getByLabelText('Time from, time') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Time to'), { target: { value: '2026-03-02' } });
    expect(search).toHaveBeenLastCalledWith({ at: { from: null, to: '2026-03-02 23:59:59' } });
  });

  it('datetime range: shows and changes the time of an end that has a day', () => {
    const { search } = renderSearch({ kind: 'datetimeRange' }, { from: '2026-03-01 00:00:00', to: '2026-03-02 23:59:59' });
    const fromTime = screen.getByLabelText('Time from, time') as HTMLInputElement;
    expect(fromTime.value).toBe('00:00:00');
    expect((screen.getByLabelText('Time to, time') as HTMLInputElement).value).toBe('23:59:59');
    fireEvent.change(fromTime, { target: { value: '08:30' } });
    expect(search).toHaveBeenLastCalledWith({ at: { from: '2026-03-01 08:30:00', to: '2026-03-02 23:59:59' } });
  });

  it('datetime: a day and a time', () => {
    const { search } = renderSearch({ kind: 'datetime' });
    fireEvent.change(screen.getByLabelText('Search Time'), { target: { value: '2026-03-05' } });
    expect(search).toHaveBeenLastCalledWith({ at: '2026-03-05 00:00:00' });
  });

  it('date: one day', () => {
    const { search } = renderSearch({ kind: 'date' });
    fireEvent.change(screen.getByLabelText('Search Time'), { target: { value: '2026-03-05' } });
    expect(search).toHaveBeenLastCalledWith({ at: '2026-03-05' });
  });

  it('text: keeps typing as a draft and searches on Enter', () => {
    const { search, setDraft } = renderSearch({ kind: 'text' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Time' }), { target: { value: 'ab' } });
    expect(setDraft).toHaveBeenCalledWith('at', 'ab');
    expect(search).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search Time' }), { key: 'Enter' });
    expect(search).toHaveBeenCalledWith();
  });

  it('text of digits (an id): keeps only the digits typed or pasted, so no text reaches an id filter', () => {
    const { setDraft } = renderSearch({ kind: 'text', digits: true });
    const box = screen.getByRole('searchbox', { name: 'Search Time' });
    expect(box.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(setDraft).toHaveBeenLastCalledWith('at', '');
    fireEvent.change(box, { target: { value: ' 12a3 ' } });
    expect(setDraft).toHaveBeenLastCalledWith('at', '123');
    fireEvent.change(box, { target: { value: '123456789012345' } });
    expect(setDraft).toHaveBeenLastCalledWith('at', '1234567890');
  });

  it('dropdown filter: no clear button when switched off', () => {
    renderSearch({ kind: 'select', clearable: false, options: [{ value: 'a', label: 'A' }] }, 'a');
    expect(combobox('Search Time').value).toBe('A');
    expect(screen.queryByRole('button', { name: 'Clear Time' })).toBeNull();
  });

  it('speaks Chinese', () => {
    renderSearch({ kind: 'dateRange' }, null, 'zh-CN');
    expect(screen.getByLabelText('Time开始')).toBeTruthy();
    expect(screen.getByLabelText('Time结束')).toBeTruthy();
  });
});
