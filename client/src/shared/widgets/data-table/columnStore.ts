import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql } from '../../../gql';
import { useReportError } from '../../api/errorDisplay';
import { type Column, type ColumnChoice, toggleColumn, visibleColumnKeys } from './columns';

/**
 * Where a user's column choice of a table is kept (spec part 1 section 7: table columns, GET
 * and PUT with the table name and `{name, isvisible}` columns). The app keeps it on the server,
 * per user and table (`serverColumnStore`); `useColumnStore` is the one place that picks the
 * store. `localColumnStore` keeps it in the browser (tests, pages without a session).
 */
export interface ColumnStore {
  /** The saved choice of a table, or null when the user never chose. */
  load(table: string): Promise<readonly ColumnChoice[] | null>;
  save(table: string, columns: readonly ColumnChoice[]): Promise<void>;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isChoice = (value: unknown): value is ColumnChoice =>
  !!value && typeof value === 'object' && typeof (value as ColumnChoice).name === 'string' && typeof (value as ColumnChoice).isvisible === 'boolean';

/**
 * The choice kept in this browser per user and table. Storage may be missing or full
 * (private mode): the choice then lasts for this visit only, without an error.
 */
export function localColumnStore(userId: string | null, storage: Storage | null = browserStorage()): ColumnStore {
  const key = (table: string) => `table_columns:${userId ?? 'anonymous'}:${table}`;
  return {
    async load(table) {
      try {
        const saved: unknown = JSON.parse(storage?.getItem(key(table)) ?? 'null');
        return Array.isArray(saved) ? saved.filter(isChoice) : null;
      } catch {
        return null;
      }
    },
    async save(table, columns) {
      try {
        storage?.setItem(key(table), JSON.stringify(columns));
      } catch {
        // See above: a choice that cannot be kept still applies now.
      }
    },
  };
}

export const TableColumnsQuery = graphql(`
  query TableColumns($table: String!) {
    tableColumns(table: $table) {
      name
      isvisible
    }
  }
`);

export const SaveTableColumnsMutation = graphql(`
  mutation SaveTableColumns($table: String!, $columns: [TableColumnInput!]!) {
    saveTableColumns(table: $table, columns: $columns) {
      name
      isvisible
    }
  }
`);

/**
 * The signed-in user's choice on the server (`tableColumns` / `saveTableColumns`). Never
 * chosen reads as null (the table's defaults). A failed load goes to `report` and reads as
 * null too, so the table shows its defaults; a failed save rejects (the table reports it).
 */
export function serverColumnStore(client: ApolloClient, report: (error: unknown) => void): ColumnStore {
  return {
    load: (table) =>
      client
        .query({ query: TableColumnsQuery, variables: { table }, fetchPolicy: 'no-cache' })
        .then(({ data }) => (data?.tableColumns.length ? data.tableColumns.map(({ name, isvisible }) => ({ name, isvisible })) : null))
        .catch((error: unknown) => {
          report(error);
          return null;
        }),
    save: async (table, columns) => {
      await client.mutate({ mutation: SaveTableColumnsMutation, variables: { table, columns: columns.map(({ name, isvisible }) => ({ name, isvisible })) } });
    },
  };
}

/** The app's column store: the signed-in user's choice on the server. */
export function useColumnStore(): ColumnStore {
  const client = useApolloClient();
  const report = useReportError();
  return useMemo(() => serverColumnStore(client, report), [client, report]);
}

/**
 * The columns shown in a table with a column chooser: the saved choice once loaded (the
 * defaults until then), and `toggle`, which applies at once and saves. A failed load or save
 * goes to the common error display; the table keeps working with what it shows.
 */
export function useColumnChoice<Row>(table: string, columns: readonly Column<Row>[], store: ColumnStore | null) {
  const report = useReportError();
  const [choice, setChoice] = useState<readonly ColumnChoice[] | null>(null);
  useEffect(() => {
    if (!store) return undefined;
    let current = true;
    store.load(table).then(
      (saved) => current && setChoice(saved),
      (error: unknown) => current && report(error),
    );
    return () => {
      current = false;
    };
  }, [store, table, report]);
  const visible = useMemo(() => visibleColumnKeys(columns, store ? choice : null), [columns, store, choice]);
  const toggle = useCallback(
    (key: string) => {
      const next = toggleColumn(columns, visible, key);
      if (!next || !store) return;
      setChoice(next);
      store.save(table, next).catch((error: unknown) => report(error));
    },
    [columns, visible, store, table, report],
  );
  return { visible, toggle };
}
