import { ERRNO } from '@contract/error-catalogue';
import { useCallback, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type ErrorInfo, errorInfoFrom } from '../api/errors';
import { errorMessageId, hasContractTexts, loadContractTexts, requestReasonMessageId } from '../i18n/contractMessages';
import { TOAST_DURATION_MS, toaster } from './toaster';

type MessageValues = Record<string, string | number>;

function toValues(params: Record<string, unknown>): MessageValues {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]));
}

/** An error number and its parameters as the user reads them: `error_no_{errorno}`, errorno 4 for numbers the catalogue lacks. */
export function errorNoMessage(intl: IntlShape, errorno: number, params: Record<string, unknown> = {}): string {
  const has = (id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);
  const values = toValues(params);
  // A refusal's reason in the user's language, whichever language the server said it in.
  const reasonId = typeof params.reasonKey === 'string' ? requestReasonMessageId(params.reasonKey) : null;
  if (reasonId && has(reasonId)) values.reason = intl.formatMessage({ id: reasonId }, values);
  return intl.formatMessage({ id: errorMessageId(has(errorMessageId(errorno)) ? errorno : ERRNO.serverFailure) }, values);
}

/** A failure (GraphQL, network, anything thrown) in the user's language, as its toast says it. */
export function errorMessage(intl: IntlShape, error: unknown): string {
  const info = errorInfoFrom(error);
  return errorNoMessage(intl, info.errorno, info.params);
}

/**
 * The one way to show a failure (the common error display): `error_no_{errorno}` in the
 * user's language with the error's parameters, for 1500 ms. Numbers the catalogue does not
 * know show errorno 4. The same message shown again while it is up is not repeated. A failure
 * in the first moments, before the contract's texts have arrived, is shown when they do.
 */
export function useErrorToast() {
  const intl = useIntl();

  const showErrorNo = useCallback(
    (errorno: number, params: Record<string, unknown> = {}) => {
      const show = () => {
        const title = errorNoMessage(intl, errorno, params);
        // One toast per message: the same failure of several calls at once (a dropped connection) is said once.
        toaster.error({ id: `error:${title}`, title, duration: TOAST_DURATION_MS });
      };
      if (hasContractTexts(intl.messages)) show();
      // If they cannot be loaded the failure is still said, by its message id.
      else loadContractTexts().then(show, show);
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
