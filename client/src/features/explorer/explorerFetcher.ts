import type { GraphiQLProps } from 'graphiql';
import { type DocumentNode, type ExecutionResult, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { getLiveClient, liveUrl } from '../../shared/api/liveClient';

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

/** The token of an `Authorization: Bearer <token>` header among GraphiQL's headers (any case), or null. */
export function bearerOf(headers: Record<string, unknown> | undefined): string | null {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'authorization' || typeof value !== 'string') continue;
    const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
    if (match) return match[1];
  }
  return null;
}

let tokenClient: { token: string; client: Client } | null = null;

/** A graphql-ws connection of its own for a token typed into the headers (the app's connection is the signed-in user's). */
function liveClientFor(token: string): Client {
  if (tokenClient?.token !== token) {
    void tokenClient?.client.dispose();
    tokenClient = { token, client: createClient({ url: liveUrl(window.location), lazy: true, retryAttempts: 0, connectionParams: { token } }) };
  }
  return tokenClient.client;
}

/**
 * Queries and mutations over HTTP with the session cookie (same origin); subscriptions over
 * the app's graphql-ws connection, which the same cookie authenticates. With an
 * `Authorization: Bearer <token>` header (an integrator token, in GraphiQL's headers) both
 * act as that token alone: HTTP without the cookie, subscriptions on a connection whose
 * `connectionParams.token` is the token, as an integration would.
 */
export const explorerFetcher: Fetcher = (params, opts) => {
  const payload = { query: params.query, variables: params.variables ?? undefined, operationName: params.operationName ?? undefined };
  const token = bearerOf(opts?.headers);
  if (operationTypeOf(params.query, params.operationName, opts?.documentAST) === 'subscription') {
    // GraphiQL types results as ExecutionResult but only renders them as JSON; the formatted shape is what HTTP returns too.
    return (token ? liveClientFor(token) : getLiveClient()).iterate(payload) as unknown as AsyncIterable<ExecutionResult>;
  }
  return fetch('/graphql', {
    method: 'POST',
    credentials: token ? 'omit' : 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(opts?.headers ?? {}),
    },
    body: JSON.stringify(payload),
  }).then((response) => response.json());
};
