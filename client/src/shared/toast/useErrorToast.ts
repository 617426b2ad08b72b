import { ERRNO } from '@contract/error-catalogue';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type ErrorInfo, errorInfoFrom } from '../api/errors';
import { errorMessageId } from '../i18n/contractMessages';
import { TOAST_DURATION_MS, toaster } from './toaster';

type MessageValues = Record<string, string | number>;

function toValues(params: Record<string, unknown>): MessageValues {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]));
}

/**
 * The one way to show a failure: `error_no_{errorno}` in the user's language with the
 * error's parameters, for 1500 ms. Numbers the catalogue does not know show errorno 4.
 */
export function useErrorToast() {
  const intl = useIntl();

  const showErrorNo = useCallback(
    (errorno: number, params: Record<string, unknown> = {}) => {
      const known = Object.prototype.hasOwnProperty.call(intl.messages, errorMessageId(errorno));
      const id = errorMessageId(known ? errorno : ERRNO.serverFailure);
      toaster.error({ title: intl.formatMessage({ id }, toValues(params)), duration: TOAST_DURATION_MS });
    },
    [intl],
  );

  const showError = useCallback(
    (error: unknown): ErrorInfo => {
      const info = errorInfoFrom(error);
      showErrorNo(info.errorno, info.params);
      return info;
    },
    [showErrorNo],
  );

  return useMemo(() => ({ showError, showErrorNo }), [showError, showErrorNo]);
}
