import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ERRNO } from '@contract/error-catalogue';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { validationMessageId } from '../../shared/i18n/contractMessages';
import { useEndSession } from '../../shared/session/useEndSession';
import { toaster } from '../../shared/toast/toaster';
import { useErrorToast } from '../../shared/toast/useErrorToast';
import { type ResetPasswordErrors, type ResetPasswordValues, validateResetPassword } from './resetPasswordRules';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {
    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

const EMPTY: ResetPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: Array<{ name: keyof ResetPasswordValues; labelId: string; autoComplete: string }> = [
  { name: 'oldPassword', labelId: 'reset_old_password', autoComplete: 'current-password' },
  { name: 'newPassword', labelId: 'reset_new_password', autoComplete: 'new-password' },
  { name: 'confirmPassword', labelId: 'reset_confirm_password', autoComplete: 'new-password' },
];

export type ResetPasswordDialogProps = { open: boolean; onClose: () => void };

/**
 * Logged-in password change. Success revokes every session on the server, so the
 * client forgets the user and goes to /login.
 */
export function ResetPasswordDialog({ open, onClose }: ResetPasswordDialogProps) {
  const intl = useIntl();
  const endSession = useEndSession();
  const { showError, showErrorNo } = useErrorToast();
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const [values, setValues] = useState<ResetPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ResetPasswordErrors>({});

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showErrorNo(ERRNO.formValidationFailed);
      return;
    }
    try {
      await resetPassword({ variables: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
      toaster.success({ title: intl.formatMessage({ id: 'reset_success' }) });
      close();
      await endSession();
    } catch (error) {
      const info = showError(error);
      const fromServer: ResetPasswordErrors = {};
      for (const f of info.fields) {
        if (f.field === 'oldPassword' || f.field === 'newPassword' || f.field === 'confirmPassword') fromServer[f.field] = f.key;
      }
      setErrors(fromServer);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps the dialog layout while Enter submits the form. */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="reset_title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {FIELDS.map(({ name, labelId, autoComplete }) => (
                    <Field.Root key={name} invalid={!!errors[name]} required>
                      <Field.Label>
                        <FormattedMessage id={labelId} />
                      </Field.Label>
                      <Input
                        type="password"
                        name={name}
                        autoComplete={autoComplete}
                        value={values[name]}
                        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                      />
                      {name === 'newPassword' && !errors.newPassword && (
                        <Field.HelperText>
                          <FormattedMessage id={validationMessageId('new_password_rule')} />
                        </Field.HelperText>
                      )}
                      <Field.ErrorText>{errors[name] ? <FormattedMessage id={validationMessageId(errors[name])} /> : null}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} type="button">
                  <FormattedMessage id="common_cancel" />
                </Button>
                <Button type="submit" colorPalette="blue" loading={loading}>
                  <FormattedMessage id="reset_submit" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common_cancel' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
