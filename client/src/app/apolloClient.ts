import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { ERRNO } from '@contract/error-catalogue';
import { OperationTypeNode } from 'graphql';
import { errorInfoFrom } from '../shared/api/errors';
import { getLiveClient, onLiveSessionEnd } from '../shared/api/liveClient';
import type { SessionStore } from '../shared/session/sessionStore';

/**
 * Queries and mutations over HTTP (same origin, session cookie), subscriptions over
 * graphql-ws on the same /graphql path. An expired session (errorno 2 over HTTP, close
 * code 4401 on the socket) signs the user out here, and the route guard then sends them to /login with their origin.
 */
export function createApolloClient(session: SessionStore): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const live = new GraphQLWsLink(getLiveClient());
  const transport = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, live, http);
  const sessionExpiry = new ErrorLink(({ error }) => {
    if (errorInfoFrom(error).errorno === ERRNO.sessionExpired) session.signOut();
  });
  onLiveSessionEnd(() => session.signOut());
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiry, transport]),
    cache: new InMemoryCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
