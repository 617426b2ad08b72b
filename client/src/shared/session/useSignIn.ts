import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { restartLiveConnection } from '../api/liveClient';
import { safeOrigin } from '../utils/origin';
import { sessionStore } from './sessionStore';
import { type UserFromServer, storedUserFrom } from './storedUser';

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

const LoginWithPhoneMutation = graphql(`
  mutation LoginWithPhone($phone: String!, $code: String!) {
    loginWithPhone(phone: $phone, code: $code) {
      user {
        ...SessionUserFields @unmask
      }
      expiresAt
    }
  }
`);

/**
 * What follows any sign-in (the counterpart of useEndSession): cached data of a previous user
 * dropped, the user kept locally, the live connection re-opened with the new cookie, then on
 * to `origin` or the index page.
 */
function useCompleteSignIn(): (user: UserFromServer) => Promise<void> {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useApolloClient();
  const origin = search.get('origin');
  return useCallback(
    async (user) => {
      // Data cached for a previous user must not leak into this session.
      await client.clearStore();
      sessionStore.signIn(storedUserFrom(user));
      restartLiveConnection();
      await navigate(safeOrigin(origin), { replace: true });
    },
    [client, navigate, origin],
  );
}

/** Signs in with an account and password. Rejects with the server's error (errorno 8 etc.). */
export function useSignIn(): (account: string, password: string) => Promise<void> {
  const [login] = useMutation(LoginMutation);
  const complete = useCompleteSignIn();
  return useCallback(
    async (account, password) => {
      const { data } = await login({ variables: { account, password } });
      if (data) await complete(data.login.user);
    },
    [login, complete],
  );
}

/** Signs in with a phone (E.164) and its SMS code. Rejects with the server's error (errorno 7, 1032, ...). */
export function usePhoneSignIn(): (phone: string, code: string) => Promise<void> {
  const [login] = useMutation(LoginWithPhoneMutation);
  const complete = useCompleteSignIn();
  return useCallback(
    async (phone, code) => {
      const { data } = await login({ variables: { phone, code } });
      if (data) await complete(data.loginWithPhone.user);
    },
    [login, complete],
  );
}
