/**
 * Dev-only render benchmark page of the data table (bench/data-table-render.ts builds it with
 * client/vite.bench.config.ts into a temporary folder; it is not part of the app's build, its
 * routes or its menu). It renders a list screen's table of 50 rows with every kind of column
 * and header search, in the app's Chakra system and messages, and lets the benchmark swap
 * the data in: `window.__tableBench`. `?mode=baseline` renders the same cells as a bare
 * React table instead (no toolbar, no searches, no styles): the same-work floor; and
 * `?mode=static` sets the same cells as static HTML (no React, no app styles): the limit of
 * this browser on this machine.
 * `?badge=1` draws the status cells as Chakra Badges instead of the table's CellChip, to show
 * what a styled component per row costs.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Badge, ChakraProvider } from '@chakra-ui/react';
import { CellChip } from '../shared/widgets/data-table/CellChip';
import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { flushSync } from 'react-dom';
import { IntlProvider } from 'react-intl';
import { Observable } from 'rxjs';
import { appMessagesFor } from '../app/catalogue';
import { appSystem } from '../app/system';
import { cellText, type Column } from '../shared/widgets/data-table/columns';
import { DataTable } from '../shared/widgets/data-table/DataTable';
import { useDataTable } from '../shared/widgets/data-table/useDataTable';

const flags = new URLSearchParams(window.location.search);
type Row = {
  id: string;
  name: string;
  model: string;
  status: 'onTheShelf' | 'offshelf';
  price: number;
  customer: string;
  region: string;
  createdAt: string;
  updatedAt: string;
  day: string;
  owner: string;
  note: string;
};

const CUSTOMERS = ['Qilu Laser Works', 'Shenzhen Precision Tools', 'Jinan Waterjet Service', 'Hangzhou Sheet Metal Co.', 'Dongguan Fabrication'];
const WORDS = ['tube', 'laser', 'cutting', 'head', 'focus', 'nozzle', 'chiller', 'spindle', 'axis', 'servo', 'pump', 'booster', 'guide', 'manual'];
const word = (n: number) => WORDS[n % WORDS.length];

/** Page `page` of synthetic rows: every page has its own ids, so a new page re-renders every row. */
function pageOf(page: number): Row[] {
  return Array.from({ length: 50 }, (_, i) => {
    const n = page * 50 + i;
    return {
      id: `r${n}`,
      name: `${word(n)} ${word(n * 7 + 3)} ${word(n * 3 + 1)} maintenance manual ${n}`,
      model: `PL-${1000 + (n % 900)}`,
      status: n % 3 ? 'onTheShelf' : 'offshelf',
      price: (n * 37.5) % 10000,
      customer: CUSTOMERS[n % CUSTOMERS.length],
      region: ['Guangdong / Shenzhen', 'Shandong / Jinan', 'Zhejiang / Hangzhou'][n % 3],
      createdAt: `2026-0${(n % 9) + 1}-1${n % 10} 08:${String(n % 60).padStart(2, '0')}:00`,
      updatedAt: `2026-1${n % 3}-2${n % 8} 17:${String((n * 7) % 60).padStart(2, '0')}:30`,
      day: `2026-03-${String((n % 28) + 1).padStart(2, '0')}`,
      owner: `operator_${n % 40}`,
      note: `Checked on site; ${word(n)} replaced, ${word(n + 5)} calibrated, next inspection due in ${(n % 12) + 1} months. `.repeat(2),
    };
  });
}

const STATUS = [
  { value: 'onTheShelf', label: 'On shelf' },
  { value: 'offshelf', label: 'Off shelf' },
];
const REGIONS = [
  {
    name: 'China',
    children: [
      { name: 'Guangdong', children: [{ name: 'Shenzhen' }] },
      { name: 'Shandong', children: [{ name: 'Jinan' }] },
    ],
  },
];

/** Every kind of column: sort, tooltip, popover, custom cells, and every header search. */
const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', titleId: 'table_columns', width: 240, sortable: true, overflow: 'tooltip', hideable: false, search: { kind: 'text' } },
  { key: 'model', titleId: 'table_columns', width: 120, sortable: true, search: { kind: 'text' } },
  {
    key: 'status',
    titleId: 'table_columns',
    width: 130,
    render: (row) =>
      flags.get('badge') ? (
        <Badge colorPalette={row.status === 'onTheShelf' ? 'green' : 'gray'}>{row.status === 'onTheShelf' ? 'On shelf' : 'Off shelf'}</Badge>
      ) : (
        <CellChip palette={row.status === 'onTheShelf' ? 'green' : 'gray'}>{row.status === 'onTheShelf' ? 'On shelf' : 'Off shelf'}</CellChip>
      ),
    search: { kind: 'select', options: STATUS },
  },
  { key: 'price', titleId: 'table_columns', width: 180, align: 'end', text: (row) => row.price.toFixed(2), search: { kind: 'numberRange', precision: 2 } },
  { key: 'customer', titleId: 'table_columns', width: 200, overflow: 'tooltip', search: { kind: 'select', options: CUSTOMERS.map((c) => ({ value: c, label: c })) } },
  { key: 'region', titleId: 'table_columns', width: 170, search: { kind: 'region' } },
  { key: 'createdAt', titleId: 'table_columns', width: 180, sortable: true, search: { kind: 'dateRange' } },
  { key: 'updatedAt', titleId: 'table_columns', width: 250, sortable: true, search: { kind: 'datetimeRange' } },
  { key: 'day', titleId: 'table_columns', width: 150, search: { kind: 'date' } },
  { key: 'owner', titleId: 'table_columns', width: 150, search: { kind: 'datetime' } },
  { key: 'note', titleId: 'table_columns', width: 220, overflow: 'popover' },
  { key: 'open', titleId: 'table_columns', width: 90, render: (row) => <a href={`#${row.id}`}>Open</a> },
];

type Bench = {
  ready: boolean;
  /** Shows page `page` (or the loading state for null) synchronously; the script and the style+layout time it took (ms). */
  show(page: number | null): { script: number; layout: number };
  /** Makes row `index` of the page current, as a click would. */
  pick(index: number): { script: number; layout: number };
};
declare global {
  interface Window {
    __tableBench: Bench;
  }
}

let setPage: (rows: Row[] | undefined) => void = () => undefined;
let setCurrent: (key: string | null) => void = () => undefined;
let shown: Row[] = [];

function measure(update: () => void) {
  const t0 = performance.now();
  flushSync(update);
  const t1 = performance.now();
  // Reading a layout value makes the browser do the style and layout work now.
  void document.body.offsetHeight;
  return { script: t1 - t0, layout: performance.now() - t1 };
}

function ProductTable() {
  const table = useDataTable({ name: 'bench_manual', columns: COLUMNS, rowKey: (row) => row.id, defaultSort: { key: 'updatedAt', order: 'desc' } });
  const [rows, setRows] = useState<Row[] | undefined>(undefined);
  setPage = setRows;
  setCurrent = table.setCurrent;
  return <DataTable table={table} label="Benchmark" rows={rows} total={5000} loading={rows === undefined} selectable columnChooser regions={REGIONS} />;
}

/** The floor: the same 50 x 12 cells as a bare React table (memoised rows, text only). */
const BaselineRow = memo(function BaselineRow({ row, current }: { row: Row; current: boolean }) {
  return (
    <tr data-key={row.id} aria-current={current || undefined}>
      <td>
        <input type="checkbox" readOnly checked={false} />
      </td>
      {COLUMNS.map((c) => (
        <td key={c.key}>{c.key === 'status' ? <span>{row.status}</span> : c.key === 'open' ? <a href={`#${row.id}`}>Open</a> : cellText(c, row)}</td>
      ))}
    </tr>
  );
});

function BaselineTable() {
  const [rows, setRows] = useState<Row[] | undefined>(undefined);
  const [current, setCur] = useState<string | null>(null);
  setPage = setRows;
  setCurrent = setCur;
  return (
    <table>
      <thead>
        <tr>
          <th />
          {COLUMNS.map((c) => (
            <th key={c.key}>{c.key}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(rows ?? []).map((row) => (
          <BaselineRow key={row.id} row={row} current={row.id === current} />
        ))}
      </tbody>
    </table>
  );
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The limit: the same cells as static HTML set at once (no React, no script per cell). */
function staticPage(rows: Row[]): string {
  return rows
    .map(
      (row) =>
        `<tr data-key="${row.id}"><td><input type="checkbox"></td>${COLUMNS.map((c) => `<td>${c.key === 'status' ? `<span>${row.status}</span>` : c.key === 'open' ? `<a href="#${row.id}">Open</a>` : esc(cellText(c, row))}</td>`).join('')}</tr>`,
    )
    .join('');
}

// The table's live subscription needs a client; this one never answers.
const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
const mode = flags.get('mode') ?? 'product';
const baseline = mode === 'baseline';

const staticBench: Bench = {
  ready: false,
  show(page) {
    shown = page === null ? [] : pageOf(page);
    const body = document.querySelector('tbody') as HTMLTableSectionElement;
    const t0 = performance.now();
    body.innerHTML = staticPage(shown);
    const t1 = performance.now();
    void document.body.offsetHeight;
    return { script: t1 - t0, layout: performance.now() - t1 };
  },
  pick(index) {
    const t0 = performance.now();
    document.querySelector('tr[aria-current]')?.removeAttribute('aria-current');
    document.querySelectorAll('tbody tr')[index]?.setAttribute('aria-current', 'true');
    const t1 = performance.now();
    void document.body.offsetHeight;
    return { script: t1 - t0, layout: performance.now() - t1 };
  },
};

window.__tableBench =
  mode === 'static'
    ? staticBench
    : {
        ready: false,
        show(page) {
          shown = page === null ? [] : pageOf(page);
          return measure(() => setPage(page === null ? undefined : shown));
        },
        pick(index) {
          return measure(() => setCurrent(shown[index]?.id ?? null));
        },
      };

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
if (mode === 'static') container.innerHTML = '<table><tbody></tbody></table>';
else
  flushSync(() =>
    createRoot(container).render(
      // A router as in the app: the table keeps its page and searches in the address.
      <MemoryRouter>
        <ChakraProvider value={appSystem}>
          <ApolloProvider client={client}>
            <IntlProvider locale="en" messages={appMessagesFor('en')}>
              {baseline ? <BaselineTable /> : <ProductTable />}
            </IntlProvider>
          </ApolloProvider>
        </ChakraProvider>
      </MemoryRouter>,
    ),
  );
window.__tableBench.ready = true;
