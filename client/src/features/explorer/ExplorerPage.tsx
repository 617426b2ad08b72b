import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { Box } from '@chakra-ui/react';
import { GraphiQL } from 'graphiql';
import { explorerFetcher } from './explorerFetcher';

const DEFAULT_QUERY = `# The GraphQL API of the maintenance cloud, signed in as you.
# Open the documentation (book icon) to browse types; @auth and @permission show who may call what.
# To try an integrator token (API tokens in the menu), put {"Authorization": "Bearer mmct_..."}
# in Headers below: queries, mutations and subscriptions then act as that token alone.

query WhoAmI {
  me {
    name
    account
    role
    language
    tenantId
  }
}
`;

/** /explorer: GraphiQL, bundled offline, lazy-loaded so it never weighs on the main chunk. */
export function ExplorerPage() {
  return (
    <Box h="full" minH="0" className="graphiql-host" css={{ '& .graphiql-container': { height: '100%' } }}>
      <GraphiQL fetcher={explorerFetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" shouldPersistHeaders={false} />
    </Box>
  );
}
