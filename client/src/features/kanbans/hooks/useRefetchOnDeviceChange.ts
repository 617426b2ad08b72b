import { useEffect, useRef } from 'react';
import { TableVersionSubscription } from '../../../shared/api/tableVersion';
import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';

/** A burst of status changes (many devices at once) becomes one refetch after this wait. */
export const REFETCH_WAIT_MS = 500;

/**
 * Calls `refetch` when a device status changed anywhere the server tells us (the `device`
 * table version), at most once per REFETCH_WAIT_MS: live counts without polling.
 */
export function useRefetchOnDeviceChange(refetch: () => unknown) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveSubscription(TableVersionSubscription, {
    onData: ({ data }) => {
      if (data.data?.tableVersionChanged.table !== 'device' || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current();
      }, REFETCH_WAIT_MS);
    },
  });
}
