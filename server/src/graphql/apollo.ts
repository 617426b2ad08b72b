import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { DocumentNode, GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { invalidRequest, isUnexpected, toClientError } from '../core/errors';
import type { AppContext } from './context';
import { LIMITS, introspectionError, securityRules, usesIntrospection } from './security';

/** Whether a document asks for introspection, once per parsed document (Apollo keeps them in its document store). */
const introspecting = new WeakMap<DocumentNode, boolean>();
const introspects = (document: DocumentNode): boolean => {
  let answer = introspecting.get(document);
  if (answer === undefined) introspecting.set(document, (answer = usesIntrospection(document)));
  return answer;
};

/**
 * How errors are answered, shared by Apollo (below) and the fast path of plain queries
 * (http/graphql-fast-path.ts), so both answer alike:
 * - unexpected errors are logged with the request id;
 * - Apollo's `formatError` shapes each error (before the caller is known: errors Apollo answers
 *   before any plugin hook, such as CSRF and batching, get the same shape);
 * - then each is shaped again in the caller's language as it is sent.
 */
export function logUnexpectedErrors(errors: readonly GraphQLError[], context: AppContext): void {
  for (const error of errors) {
    if (isUnexpected(error)) context.app.logger.error({ err: error.originalError ?? error, requestId: context.requestId, path: error.path }, 'unexpected error');
  }
}
export const apolloFormatError = (formatted: GraphQLFormattedError) => toClientError(formatted, 'en', undefined, false);
export const clientErrorOf = (formatted: GraphQLFormattedError, context: AppContext) => toClientError(formatted, context.locale, context.requestId, !context.auth);

/** Logs unexpected errors with the request id, shapes and localizes every error sent. */
const errorPlugin: ApolloServerPlugin<AppContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, contextValue }) {
        // graphql-js would run a subscription's event mapper without an event: a server failure.
        if (operation?.operation === 'subscription') throw invalidRequest('subscriptionOverHttp', {}, 400);
        if (!contextValue.auth && introspects(document)) throw introspectionError();
      },
      async didEncounterErrors({ errors, contextValue }) {
        logUnexpectedErrors(errors, contextValue);
      },
      async willSendResponse({ response, contextValue }) {
        contextValue.http?.res.setHeader('x-request-id', contextValue.requestId);
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((e) => clientErrorOf(e, contextValue));
      },
    };
  },
};

export function createApolloServer(schema: GraphQLSchema, httpServer: http.Server): ApolloServer<AppContext> {
  return new ApolloServer<AppContext>({
    schema,
    introspection: true, // limited to signed-in users by errorPlugin
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // No automatic persisted queries: the web client sends whole documents, Apollo's APQ errors
    // carry no code (they were answered as server failures), and their cache is memory a stranger
    // fills. A request with a persistedQuery extension is told PERSISTED_QUERY_NOT_SUPPORTED
    // (errorno 3); Apollo Client's persisted-query link then sends the whole document.
    persistedQueries: false,
    csrfPrevention: true,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    validationRules: securityRules(),
    formatError: apolloFormatError,
    plugins: [
      errorPlugin,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
}
