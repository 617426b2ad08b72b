import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { restartLiveConnection } from '../../shared/api/liveClient';
import { sessionStore } from '../../shared/session/sessionStore';
import { storedUserFrom } from '../../shared/session/storedUser';
import { useErrorToast } from '../../shared/toast/useErrorToast';
import { safeOrigin } from '../../shared/utils/origin';

const LoginMutation = graphql(`
  mutation Login($account: String!, $password: String!) {
    login(account: $account, password: $password) {
      user {
        ...SessionUserFields @unmask
      }
      expiresAt
    }
  }
`);

type Missing = { username: boolean; password: boolean };

/** Username and password; Enter submits (it is a form). */
export function AccountLoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useApolloClient();
  const { showError } = useErrorToast();
  const [login, { loading }] = useMutation(LoginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // Messages appear after the first submit and then follow the typing.
  const missing: Missing = { username: submitted && !username.trim(), password: submitted && !password };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    try {
      const { data } = await login({ variables: { account: username.trim(), password } });
      if (!data) return;
      // Data cached for a previous user must not leak into this session.
      await client.clearStore();
      sessionStore.signIn(storedUserFrom(data.login.user));
      restartLiveConnection();
      await navigate(safeOrigin(search.get('origin')), { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'login_tab_account' })}>
      <Stack gap="5">
        <Field.Root invalid={missing.username} required>
          <Field.Label>
            <FormattedMessage id="login_username" />
          </Field.Label>
          <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
          <Field.ErrorText>
            <FormattedMessage id="wp_Please_enter_your_username" />
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={missing.password} required>
          <Field.Label>
            <FormattedMessage id="login_password" />
          </Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.ErrorText>
            <FormattedMessage id="wp_Please_enter_your_password" />
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={loading} w="full">
          <FormattedMessage id="login_submit" />
        </Button>
        <Link asChild alignSelf="flex-end" fontSize="sm" color="blue.fg">
          <RouterLink to="/forgotpwd">
            <FormattedMessage id="login_forgot" />
          </RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
