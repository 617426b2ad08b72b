import { Button, Link, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ContractForm } from '../../shared/forms/ContractForm';
import { TextField } from '../../shared/forms/TextField';
import { useContractForm } from '../../shared/forms/useContractForm';
import { useSignIn } from '../../shared/session/useSignIn';
import { type LoginValues, loginRules } from './loginRules';

/** Username and password; Enter submits (it is a form). */
export function AccountLoginForm() {
  const intl = useIntl();
  const signIn = useSignIn();
  const form = useContractForm<LoginValues>({ defaultValues: { username: '', password: '' }, rules: loginRules });
  return (
    <ContractForm form={form} onSubmit={form.submitWith(({ username, password }) => signIn(username.trim(), password))} label={intl.formatMessage({ id: 'login_tab_account' })}>
      <Stack gap="5">
        <TextField name="username" labelId="login_username" autoComplete="username" autoFocus required />
        <TextField name="password" labelId="login_password" type="password" autoComplete="current-password" required />
        <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} w="full">
          <FormattedMessage id="login_submit" />
        </Button>
        <Link asChild alignSelf="flex-end" fontSize="sm" color="blue.fg">
          <RouterLink to="/forgotpwd">
            <FormattedMessage id="login_forgot" />
          </RouterLink>
        </Link>
      </Stack>
    </ContractForm>
  );
}
