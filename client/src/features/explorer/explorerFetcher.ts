import type { GraphiQLProps } from 'graphiql';
import { type DocumentNode, type ExecutionResult, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { getLiveClient } from '../../shared/api/liveClient';

type Fetcher = GraphiQLProps['fetcher'];
type OperationType = 'query' | 'mutation' | 'subscription';

/** The type of the operation GraphiQL will run, or null when the text does not parse. */
export function operationTypeOf(query: string, operationName?: string | null, document?: DocumentNode): OperationType | null {
  let ast = document;
  if (!ast) {
    try {
      ast = parse(query);
    } catch {
      return null;
    }
  }
  const operations = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  return chosen?.operation ?? null;
}

/**
 * Queries and mutations over HTTP with the session cookie (same origin); subscriptions
 * over the app's graphql-ws connection, which the same cookie authenticates.
 */
export const explorerFetcher: Fetcher = (params, opts) => {
  const payload = { query: params.query, variables: params.variables ?? undefined, operationName: params.operationName ?? undefined };
  if (operationTypeOf(params.query, params.operationName, opts?.documentAST) === 'subscription') {
    // GraphiQL types results as ExecutionResult but only renders them as JSON; the formatted shape is what HTTP returns too.
    return getLiveClient().iterate(payload) as unknown as AsyncIterable<ExecutionResult>;
  }
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(opts?.headers ?? {}),
    },
    body: JSON.stringify(payload),
  }).then((response) => response.json());
};
