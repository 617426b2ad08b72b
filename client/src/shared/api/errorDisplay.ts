import { ERRNO } from '@contract/error-catalogue';
import { createContext, useCallback, useContext } from 'react';
import { useErrorToast } from '../toast/useErrorToast';
import { errorInfoFrom } from './errors';

/**
 * How a failed query or subscription is shown. `display` (the default): the common error
 * display of spec part 1 section 8 (the `error_no_{errorno}` toast); `log`: only logged,
 * for the calls the spec wants quiet (permission load, content config, message preview).
 */
export type ErrorDisplay = 'display' | 'log';

/** Set in an operation's `context` to choose its error display: `{ context: { errorDisplay: 'log' } }`. */
export type ErrorDisplayContext = { errorDisplay?: ErrorDisplay };

/**
 * Where a FORBIDDEN (errorno 1150) answer goes instead of a toast: the nearest no-permission
 * boundary (a screen, a panel), which shows what is missing and whom to ask.
 */
export type ForbiddenSink = { forbidden(): void };
export const ForbiddenSinkContext = createContext<ForbiddenSink | null>(null);

/**
 * The one handler of query and subscription failures: FORBIDDEN to the no-permission
 * boundary, anything else to the common error display (or the log). Identical failures
 * of several calls at once (a dropped connection) make one toast.
 */
export function useReportError(): (error: unknown, display?: ErrorDisplay) => void {
  const sink = useContext(ForbiddenSinkContext);
  const { showError } = useErrorToast();
  return useCallback(
    (error, display = 'display') => {
      const info = errorInfoFrom(error);
      if (info.errorno === ERRNO.forbidden && sink) {
        sink.forbidden();
        return;
      }
      if (display === 'log') {
        console.warn('request failed', error);
        return;
      }
      showError(error);
    },
    [sink, showError],
  );
}

/** The display an operation's options ask for. */
export function displayOf(options: unknown): ErrorDisplay {
  const context = options && typeof options === 'object' ? (options as { context?: ErrorDisplayContext }).context : undefined;
  return context?.errorDisplay ?? 'display';
}
