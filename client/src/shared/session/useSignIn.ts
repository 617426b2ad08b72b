import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { restartLiveConnection } from '../api/liveClient';
import { safeOrigin } from '../utils/origin';
import { sessionStore } from './sessionStore';
import { storedUserFrom } from './storedUser';

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

/**
 * Signs in with an account and password (the counterpart of useEndSession): cached data of a
 * previous user dropped, the user kept locally, the live connection re-opened with the new
 * cookie, then on to `origin` or the index page. Rejects with the server's error (errorno 8 etc.).
 */
export function useSignIn(): (account: string, password: string) => Promise<void> {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useApolloClient();
  const [login] = useMutation(LoginMutation);
  const origin = search.get('origin');
  return useCallback(
    async (account, password) => {
      const { data } = await login({ variables: { account, password } });
      if (!data) return;
      // Data cached for a previous user must not leak into this session.
      await client.clearStore();
      sessionStore.signIn(storedUserFrom(data.login.user));
      restartLiveConnection();
      await navigate(safeOrigin(origin), { replace: true });
    },
    [login, client, navigate, origin],
  );
}
