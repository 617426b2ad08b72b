import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ERRNO } from '@contract/error-catalogue';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { validationMessageId } from '../../shared/i18n/contractMessages';
import { ContractForm } from '../../shared/forms/ContractForm';
import { TextField } from '../../shared/forms/TextField';
import { useContractForm } from '../../shared/forms/useContractForm';
import { useEndSession } from '../../shared/session/useEndSession';
import { toaster } from '../../shared/toast/toaster';
import { useErrorToast } from '../../shared/toast/useErrorToast';
import { type ResetPasswordValues, validateResetPassword } from './resetPasswordRules';
import { DialogCloseButton } from '../../shared/widgets/DialogFrame';
import { DialogFrame } from '../../shared/widgets/DialogFrame';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {
    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

const EMPTY: ResetPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export type ResetPasswordDialogProps = { open: boolean; onClose: () => void };

/**
 * Logged-in password change. Success revokes every session on the server, so the
 * client forgets the user and goes to /login.
 */
export function ResetPasswordDialog({ open, onClose }: ResetPasswordDialogProps) {
  const intl = useIntl();
  const endSession = useEndSession();
  const { showErrorNo } = useErrorToast();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  // Spec part 1 section 5: a failed form validation also shows the generic error.
  const form = useContractForm<ResetPasswordValues>({ defaultValues: EMPTY, rules: validateResetPassword, onInvalid: () => showErrorNo(ERRNO.formValidationFailed) });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.submitWith(async ({ oldPassword, newPassword }) => {
    await resetPassword({ variables: { oldPassword, newPassword } });
    toaster.success({ title: intl.formatMessage({ id: 'reset_success' }) });
    close();
    await endSession();
  });

  return (
    <DialogFrame open={open} onClose={close}>
      {/* display: contents keeps the dialog layout while Enter submits the form. */}
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id="reset_title" />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <TextField name="oldPassword" labelId="reset_old_password" type="password" autoComplete="current-password" required />
            <TextField
              name="newPassword"
              labelId="reset_new_password"
              type="password"
              autoComplete="new-password"
              helperId={validationMessageId('new_password_rule')}
              deps={['confirmPassword']}
              required
            />
            <TextField name="confirmPassword" labelId="reset_confirm_password" type="password" autoComplete="new-password" required />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
            <FormattedMessage id="reset_submit" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </DialogFrame>
  );
}
