import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { AppContext } from '../graphql/context';
import { apolloFormatError, clientErrorOf, logUnexpectedErrors } from '../graphql/apollo';
import { LIMITS, securityRules, usesIntrospection } from '../graphql/security';

/**
 * Queries straight through graphql-js, the way Apollo Server would run and answer them, without
 * its request pipeline (hashing the text, content negotiation, a dozen awaited plugin hooks):
 * about an eighth of the CPU of a small hot query such as the kanbans' device list.
 *
 * Taken only by the plain case: a POST of JSON `{ query, operationName?, variables?, extensions? }`
 * (no persisted query) whose text parses with the same token limit and validates with the same rules
 * as Apollo's (graphql-js's rules and securityRules()), naming a `query` operation without
 * introspection, with an Accept header whose answer type is known below. Everything else goes
 * to Apollo unchanged: GET, mutations, subscriptions, batches, persisted queries, introspection
 * (anonymous callers are refused there), documents that fail to parse or validate (Apollo
 * answers those errors), unusual Accept headers, a failed context, and variables that do not
 * coerce (nothing has run then, so Apollo runs them again and answers 400).
 * Field errors during execution are answered here as Apollo answers them: its formatting, the
 * status an error asks for (`extensions.http.status`), the same logging and localisation.
 */

/** Apollo's answer type for the Accept headers clients send (Apollo Client's default first); other headers go to Apollo. */
const ANSWER_TYPES = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['', 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
  ['application/graphql-response+json, application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
  ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
]);

/**
 * What is kept: the texts of every screen's queries with room to spare. Longer texts go to
 * Apollo (it keeps its own store); the budget bounds the memory a flood of distinct documents
 * can hold (a parsed document is some tens of times its text), and is emptied when full.
 */
const MAX_QUERY_CHARS = 8 * 1024;
const MAX_CACHED_CHARS = 512 * 1024;

export type FastQuery = { document: DocumentNode; operationName: string | undefined; variables: Record<string, unknown> | undefined; contentType: string };
export type FastAnswer = { status: number; headers: [string, string][]; body: string };

export class GraphqlFastPath {
  /** By query text: the parsed and validated document, or null when Apollo must answer it. */
  private readonly documents = new Map<string, DocumentNode | null>();
  private cachedChars = 0;
  private readonly rules = [...specifiedRules, ...securityRules()];
  /** Requests answered here (tests and diagnostics). */
  answered = 0;

  constructor(private readonly schema: GraphQLSchema) {}

  /** The query to run here, or null when Apollo takes the request. */
  select(method: string | undefined, accept: string | undefined, body: unknown): FastQuery | null {
    if (method !== 'POST' || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const contentType = ANSWER_TYPES.get(accept);
    if (!contentType) return null;
    const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.length > MAX_QUERY_CHARS || Object.keys(rest).length > 0) return null;
    // Apollo reads only a persisted query's hash from `extensions` (Apollo Client sends its name and version there).
    if (extensions !== undefined && extensions !== null && (typeof extensions !== 'object' || Array.isArray(extensions) || 'persistedQuery' in extensions)) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    const document = this.documentOf(query);
    const name = (operationName as string | null | undefined) ?? undefined;
    if (!document || getOperationAST(document, name)?.operation !== 'query') return null;
    return { document, operationName: name, variables: (variables as Record<string, unknown> | null | undefined) ?? undefined, contentType };
  }

  /** Runs the query; null when its variables do not coerce (nothing ran: Apollo answers). */
  async run(query: FastQuery, context: AppContext): Promise<FastAnswer | null> {
    const result: ExecutionResult = await execute({ schema: this.schema, document: query.document, operationName: query.operationName, variableValues: query.variables, contextValue: context });
    if (result.errors && result.data === undefined) return null;
    this.answered += 1;
    const headers: [string, string][] = [['content-type', query.contentType]];
    if (!result.errors) return { status: 200, headers, body: `${JSON.stringify({ data: result.data, extensions: result.extensions })}\n` };
    logUnexpectedErrors(result.errors, context);
    let status = 200;
    const errors = result.errors.map((error) => {
      const { formatted, http } = apolloFormatted(error);
      if (http?.status) status = http.status;
      return clientErrorOf(apolloFormatError(formatted), context);
    });
    return { status, headers, body: `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n` };
  }

  private documentOf(query: string): DocumentNode | null {
    let document = this.documents.get(query);
    if (document !== undefined) return document;
    try {
      const parsed = parse(query, { maxTokens: LIMITS.maxTokens });
      document = validate(this.schema, parsed, this.rules).length || usesIntrospection(parsed) ? null : parsed;
    } catch {
      document = null;
    }
    if (this.cachedChars + query.length > MAX_CACHED_CHARS) {
      this.documents.clear();
      this.cachedChars = 0;
    }
    this.documents.set(query, document);
    this.cachedChars += query.length;
    return document;
  }
}

/** An execution error as Apollo Server formats it before `formatError`: code defaulted, `extensions.http` taken out (its status answers). */
function apolloFormatted(error: GraphQLError): { formatted: ReturnType<GraphQLError['toJSON']>; http: { status?: number } | undefined } {
  const { http, ...extensions } = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' } as Record<string, unknown>;
  return { formatted: { ...error.toJSON(), extensions }, http: http as { status?: number } | undefined };
}
