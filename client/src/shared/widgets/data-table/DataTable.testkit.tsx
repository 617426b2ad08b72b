/**
 * Test kit of the data table (tests only): a list screen as a real one is written
 * (`useDataTable` + `<DataTable>`), fed by a scripted server instead of GraphQL, inside the
 * app's providers with a scripted live link for the table version topic.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { messagesFor } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/defineMessages';
import type { Locale } from '../../i18n/locale';
import { AppToaster } from '../../toast/AppToaster';
import type { Column } from './columns';
import { DataTable, type DataTableProps } from './DataTable';
import type { TableQuery } from './tableState';
import { type DataTableController, useDataTable } from './useDataTable';

export type Manual = { id: string; name: string; model: string; status: 'onTheShelf' | 'offshelf'; price: number; region: string; updatedAt: string; note: string };

export const testMessages = defineMessages({
  col_name: { en: 'Name', zh: '名称' },
  col_model: { en: 'Model', zh: '型号' },
  col_status: { en: 'Status', zh: '状态' },
  col_price: { en: 'Price', zh: '价格' },
  col_region: { en: 'Region', zh: '地区' },
  col_updated: { en: 'Updated', zh: '更新时间' },
  col_note: { en: 'Note', zh: '备注' },
  status_on: { en: 'On shelf', zh: '上架' },
  status_off: { en: 'Off shelf', zh: '下架' },
  act_add: { en: 'Add', zh: '新增' },
  act_delete: { en: 'Delete checked', zh: '删除所选' },
  act_edit: { en: 'Edit', zh: '编辑' },
  act_shelve: { en: 'Take off shelf', zh: '下架' },
});

export const COLUMNS: readonly Column<Manual>[] = [
  { key: 'name', titleId: 'col_name', width: 180, sortable: true, overflow: 'tooltip', hideable: false, search: { kind: 'text' } },
  { key: 'model', titleId: 'col_model', width: 140, sortable: true, search: { kind: 'text' } },
  {
    key: 'status',
    titleId: 'col_status',
    width: 120,
    render: (row) => <span data-testid="status-chip">{row.status === 'onTheShelf' ? 'ON' : 'OFF'}</span>,
    search: {
      kind: 'select',
      options: [
        { value: 'onTheShelf', labelId: 'status_on' },
        { value: 'offshelf', labelId: 'status_off' },
      ],
    },
  },
  { key: 'price', titleId: 'col_price', width: 160, align: 'end', text: (row) => row.price.toFixed(2), search: { kind: 'numberRange', precision: 2 } },
  { key: 'region', titleId: 'col_region', width: 160, search: { kind: 'region' } },
  { key: 'updatedAt', titleId: 'col_updated', width: 200, sortable: true, search: { kind: 'dateRange' } },
  { key: 'note', titleId: 'col_note', overflow: 'popover', hidden: true },
];

export const REGIONS = [
  {
    name: 'China',
    children: [
      { name: 'Guangdong', children: [{ name: 'Shenzhen' }, { name: 'Guangzhou' }] },
      { name: 'Shandong', children: [{ name: 'Jinan' }] },
    ],
  },
  { name: 'Germany' },
];

export const manual = (n: number, patch: Partial<Manual> = {}): Manual => ({
  id: `m${n}`,
  name: `Manual ${n}`,
  model: `PL-${1000 + n}`,
  status: n % 2 ? 'onTheShelf' : 'offshelf',
  price: n * 10.5,
  region: 'China',
  updatedAt: `2026-03-${String((n % 28) + 1).padStart(2, '0')} 08:00:00`,
  note: `Note of manual ${n}, long enough to be cut in its cell.`,
  ...patch,
});

export type Page = { rows: Manual[]; total: number; version?: number };

/** The list's server: records every query asked and answers it at once, or later when held. */
export class ScriptedServer {
  readonly requests: TableQuery[] = [];
  private held: Array<{ resolve: (page: Page) => void; reject: (e: unknown) => void }> = [];
  hold = false;

  constructor(
    public answer: (query: TableQuery) => Page = (q) => ({
      rows: Array.from({ length: Math.min(q.pageSize, 45 - (q.page - 1) * q.pageSize) }, (_, i) => manual((q.page - 1) * q.pageSize + i + 1)),
      total: 45,
    }),
  ) {}

  request(query: TableQuery): Promise<Page> {
    this.requests.push(query);
    if (!this.hold) return Promise.resolve(this.answer(query));
    return new Promise((resolve, reject) => this.held.push({ resolve, reject }));
  }

  /** Answers the held requests with the answer function (or fails them). */
  async release(error?: unknown) {
    const held = this.held;
    this.held = [];
    await act(async () => {
      for (const h of held) error ? h.reject(error) : h.resolve(this.answer(this.requests[this.requests.length - 1]));
    });
  }

  get last(): TableQuery {
    return this.requests[this.requests.length - 1];
  }
}

type ScreenProps = { server: ScriptedServer; onTable?: (table: DataTableController<Manual>) => void } & Partial<Omit<DataTableProps<Manual>, 'table' | 'rows'>>;

/** A list screen as a feature writes it, its query replaced by the scripted server. */
function ManualList({ server, onTable, ...props }: ScreenProps) {
  const table = useDataTable({ name: 'product_manual', columns: COLUMNS, rowKey: (row) => row.id, defaultSort: { key: 'updatedAt', order: 'desc' } });
  onTable?.(table);
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState<{ page?: Page; loading: boolean; error?: unknown }>({ loading: true });
  // Like Apollo: the same variables (by value) are not asked again unless refetched.
  const variables = JSON.stringify(table.query);
  useEffect(() => {
    let current = true;
    setResult((r) => ({ ...r, loading: true, error: undefined }));
    server.request(JSON.parse(variables) as TableQuery).then(
      (page) => current && setResult({ page, loading: false }),
      (error: unknown) => current && setResult({ loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, [server, variables, reloads]);
  return (
    <DataTable
      table={table}
      label="Product manuals"
      rows={result.page?.rows}
      total={result.page?.total}
      version={result.page?.version}
      loading={result.loading}
      error={result.error}
      onReload={() => setReloads((n) => n + 1)}
      regions={REGIONS}
      {...props}
    />
  );
}

/** Reports the router's address and its navigate function to the test. */
function AddressProbe({ onAddress }: { onAddress: (search: string, navigate: NavigateFunction) => void }) {
  const { search } = useLocation();
  onAddress(search, useNavigate());
  return null;
}

/** Renders the list (in a router at `address`, `/manuals` by default) and waits for its first answer. */
export async function renderList({
  locale = 'en',
  answers,
  address = '/manuals',
  ...props
}: ScreenProps & { locale?: Locale; answers?: ConstructorParameters<typeof ScriptedLink>[0]; address?: string }) {
  const link = new ScriptedLink(answers);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  let table: DataTableController<Manual> | null = null;
  let search = '';
  let navigate: NavigateFunction | null = null;
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <ChakraProvider value={defaultSystem}>
          <ApolloProvider client={client}>
            <IntlProvider locale={locale} messages={messagesFor(locale, { test: testMessages })}>
              <ManualList {...props} onTable={(t) => (table = t)} />
              <AddressProbe
                onAddress={(s, n) => {
                  search = s;
                  navigate = n;
                }}
              />
              <AppToaster />
            </IntlProvider>
          </ApolloProvider>
        </ChakraProvider>
      </MemoryRouter>,
    );
  });
  return {
    link,
    table: () => table as unknown as DataTableController<Manual>,
    /** The address's query string as the list left it, decoded: `page=2&f.name=abc`. */
    address: () => decodeURIComponent(search.replace(/^\?/, '').replace(/\+/g, ' ')),
    /** Goes to another address, as a menu link or the back button does. */
    navigate: async (to: string) => {
      await act(async () => {
        await (navigate as unknown as NavigateFunction)(to);
      });
    },
  };
}
