import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { ERRNO } from '@contract/error-catalogue';
import { OperationTypeNode } from 'graphql';
import { errorInfoFrom } from '../shared/api/errors';
import { getLiveClient, onLiveSessionEnd } from '../shared/api/liveClient';
import type { SessionStore } from '../shared/session/sessionStore';

function defaultTransport(): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const live = new GraphQLWsLink(getLiveClient());
  return ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, live, http);
}

/**
 * The app's client; `transport` is replaceable so tests run the same cache and masking over scripted results.
 * Queries and mutations over HTTP (same origin, session cookie), subscriptions over
 * graphql-ws on the same /graphql path. An expired session (errorno 2 over HTTP, close
 * code 4401 on the socket) signs the user out here, and the route guard then sends them to /login with their origin.
 */
export function createApolloClient(session: SessionStore, transport: ApolloLink = defaultTransport()): ApolloClient {
  const sessionExpiry = new ErrorLink(({ error }) => {
    if (errorInfoFrom(error).errorno === ERRNO.sessionExpired) session.signOut();
  });
  onLiveSessionEnd(() => session.signOut());
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiry, transport]),
    cache: new InMemoryCache(),
    // Components see only the fields of their own fragments (read with useFragment); routes see what their query selects itself.
    dataMasking: true,
    devtools: { enabled: import.meta.env.DEV },
  });
}
