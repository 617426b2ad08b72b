import { skipToken } from '@apollo/client/react';
import { useRef } from 'react';
import { TableVersionSubscription } from '../../api/tableVersion';
import { useLiveSubscription } from '../../api/useLiveSubscription';

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
