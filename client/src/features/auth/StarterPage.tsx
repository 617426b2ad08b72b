import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { restartLiveConnection } from '../../shared/api/liveClient';
import { sessionStore } from '../../shared/session/sessionStore';
import { storedUserFrom } from '../../shared/session/storedUser';
import { safeOrigin } from '../../shared/utils/origin';
import { PageLoading } from '../../shared/widgets/PageLoading';

const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields @unmask
    }
  }
`);

/**
 * /starter: confirms the stored login state with `me` (any failure means signed out),
 * marks the app initialised, then goes to `origin` or the index page.
 */
export function StarterPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const origin = search.get('origin');
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; one check is enough.
    if (started.current) return;
    started.current = true;
    client
      .query({ query: MeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (data?.me) {
          sessionStore.signIn(storedUserFrom(data.me));
          restartLiveConnection();
        } else {
          sessionStore.signOut();
        }
      })
      .catch(() => sessionStore.signOut())
      .finally(() => {
        sessionStore.markInitialised();
        void navigate(safeOrigin(origin), { replace: true });
      });
  }, [client, navigate, origin]);

  return <PageLoading messageId="starter_loading" />;
}
