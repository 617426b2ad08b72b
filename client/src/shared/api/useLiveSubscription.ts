import { useSubscription } from '@apollo/client/react';
import { displayOf, useReportError } from './errorDisplay';

/**
 * `useSubscription` for the live feeds, each call its own server subscription, with its
 * failures handled like a query's (see useAppQuery): a subscription ended with FORBIDDEN
 * (its permission withdrawn while open) shows the no-permission state, other errors the
 * common error display.
 *
 * Own subscriptions: Apollo shares identical subscriptions between components without
 * replaying what was already sent, so a component that remounts while another holds the
 * same subscription (a kanban toggled to full screen and back) would join the running one
 * and never get the snapshot every live feed starts with: the latest values would stay
 * empty until the device publishes again.
 */
export const useLiveSubscription = ((query: Parameters<typeof useSubscription>[0], options?: Parameters<typeof useSubscription>[1]) => {
  const report = useReportError();
  // `skipToken` (a symbol) passes through unchanged; no options are options too.
  const given = options === undefined ? {} : options;
  const own =
    typeof given === 'object' && given !== null
      ? {
          ...given,
          context: { ...(given as { context?: object }).context, queryDeduplication: false },
          onError: (error: Parameters<NonNullable<(typeof given)['onError']>>[0]) => {
            report(error, displayOf(given));
            given.onError?.(error);
          },
        }
      : given;
  return useSubscription(query, own as never);
}) as typeof useSubscription;
