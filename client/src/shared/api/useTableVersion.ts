import { skipToken } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TableVersionSubscription } from './tableVersion';
import { useLiveSubscription } from './useLiveSubscription';

/**
 * Hands `onVersion` every version the server pushes for the table named `table` (spec part 1
 * section 4: the message's table must equal the table's name); other tables' pushes are
 * ignored. Off (no subscription) when `enabled` is false.
 */
export function useTableVersion(table: string, onVersion: (version: number) => void, enabled = true): void {
  const latest = useRef(onVersion);
  latest.current = onVersion;
  useLiveSubscription(
    TableVersionSubscription,
    enabled
      ? {
          onData: ({ data }) => {
            const pushed = data.data?.tableVersionChanged;
            if (pushed?.table === table && Number.isFinite(pushed.version)) latest.current(pushed.version);
          },
        }
      : skipToken,
  );
}

/** A burst of changes becomes one read after this wait. */
export const TABLE_REFETCH_WAIT_MS = 500;

/**
 * Calls `refetch` when the server announces a change of the table named `table`, at most once
 * per `waitMs` (TABLE_REFETCH_WAIT_MS by default: a burst of changes is one read), for the
 * pushes `wanted` accepts (all by default; e.g. only versions newer than what was read). A
 * failed read is the query's to show (its error state), not an unhandled rejection here.
 */
export function useRefetchOnTableChange(table: string, refetch: () => unknown, wanted: (version: number) => boolean = () => true, waitMs = TABLE_REFETCH_WAIT_MS): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ refetch, wanted });
  latest.current = { refetch, wanted };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useTableVersion(table, (version) => {
    if (timer.current || !latest.current.wanted(version)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      Promise.resolve(latest.current.refetch()).catch(() => undefined);
    }, waitMs);
  });
}
