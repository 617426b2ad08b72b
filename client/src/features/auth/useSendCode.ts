import { useMutation } from '@apollo/client/react';
import { ERRNO } from '@contract/error-catalogue';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { CodePurpose } from '../../gql/graphql';
import { TOAST_DURATION_MS, toaster } from '../../shared/toast/toaster';
import { useErrorToast } from '../../shared/toast/useErrorToast';

const SendVerificationCodeMutation = graphql(`
  mutation SendVerificationCode($phone: String!, $purpose: CodePurpose!) {
    sendVerificationCode(phone: $phone, purpose: $purpose)
  }
`);

/**
 * Asks the server to text a code (spec part 1 section 8: success says the code was sent).
 * Resolves with the seconds to count down when the server says a code went out recently
 * (errorno 1030), so the button waits exactly as long; rejects on any other failure, shown
 * on the common error display.
 */
export function useSendCode(purpose: CodePurpose): (phone: string) => Promise<number | void> {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const [send] = useMutation(SendVerificationCodeMutation);
  return useCallback(
    async (phone) => {
      try {
        await send({ variables: { phone, purpose } });
      } catch (error) {
        const info = showError(error);
        if (info.errorno === ERRNO.codeSentRecently && typeof info.params.seconds === 'number') return info.params.seconds;
        throw error;
      }
      toaster.success({ title: intl.formatMessage({ id: 'code_sent' }), duration: TOAST_DURATION_MS });
      return undefined;
    },
    [send, purpose, showError, intl],
  );
}
