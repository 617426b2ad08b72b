import { useSubscription } from '@apollo/client/react';

/**
 * `useSubscription` for the live feeds, each call its own server subscription. Apollo shares
 * identical subscriptions between components without replaying what was already sent, so a
 * component that remounts while another holds the same subscription (a kanban toggled to
 * full screen and back) would join the running one and never get the snapshot every live
 * feed starts with: the latest values would stay empty until the device publishes again.
 */
export const useLiveSubscription = ((query: Parameters<typeof useSubscription>[0], options?: Parameters<typeof useSubscription>[1]) => {
  // `skipToken` (a symbol) passes through unchanged.
  const own = typeof options === 'object' && options !== null ? { ...options, context: { ...(options as { context?: object }).context, queryDeduplication: false } } : options;
  return useSubscription(query, own as never);
}) as typeof useSubscription;
