import { useCallback, useEffect, useMemo, useState } from 'react';
import { useReportError } from '../../api/errorDisplay';
import { useSession } from '../../session/useSession';
import { type Column, type ColumnChoice, toggleColumn, visibleColumnKeys } from './columns';

/**
 * Where a user's column choice of a table is kept (spec part 1 section 7: table columns, GET
 * and PUT with the table name and `{name, isvisible}` columns). The server keeps it per user
 * and table through GraphQL `tableColumns(table)` / `saveTableColumns(table, columns)`; until
 * those are in the schema, `useColumnStore` gives the local store, and swapping it there is
 * the only change the table needs.
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

/** The app's column store: the one place to wire the server's table columns in. */
export function useColumnStore(): ColumnStore {
  const userId = useSession().user?.id ?? null;
  return useMemo(() => localColumnStore(userId), [userId]);
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
