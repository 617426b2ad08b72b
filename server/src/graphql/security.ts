import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { type DocumentNode, type FragmentDefinitionNode, type GraphQLCompositeType, GraphQLError, type GraphQLSchema, type GraphQLType, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule, getNamedType, isCompositeType, isListType, isNonNullType, isObjectType, isInterfaceType, parse, visit } from 'graphql';
import { ERRNO } from '../contract/error-catalogue';
import { AppError } from '../core/errors';
import { countRootFields, fragmentsOf } from './root-fields';

/** Limits applied to every operation, over HTTP and WebSocket alike. */
export const LIMITS = {
  /** Parser tokens: a huge document fails as a syntax error (HTTP 400) before any work. */
  maxTokens: 3000,
  maxDepth: 10,
  /** Counts every alias, `__typename` aliases included. */
  maxAliases: 15,
  maxCost: 5000,
  /** Request body (JSON) and WebSocket frame size. */
  maxBodyBytes: 100 * 1024,
  /**
   * The body of a mutation of LARGE_BODY_FIELDS alone, from a caller with a credential: a
   * dashboard's content (1 MiB of JSON text, escaped once more inside the body) and its cover
   * (512 KiB as base64). Anything else above maxBodyBytes is still 413.
   */
  maxLargeBodyBytes: 3 * 1024 * 1024,
  maxFrameBytes: 64 * 1024,
  /**
   * `/graphql` requests of one signed-in user waiting for one of its places (HTTP_MAX_REQUESTS_PER_USER)
   * over HTTP; one more is answered 1013. A waiting request holds its connection, its body unread.
   */
  maxWaitingRequestsPerUser: 256,
  /**
   * Subscriptions one WebSocket may carry at once (starting included): each costs a context, a
   * parse and a validation to start and a listener while it runs; a flood of them on one socket
   * stalled the server (a review's 20,000). A kanban or dashboard uses a few dozen at most.
   */
  maxSubscriptionsPerSocket: 200,
  /** Characters of a subscription id (graphql-ws clients send a UUID, 36). */
  maxSubscriptionIdLength: 128,
  /**
   * Messages a client may send while the server's replies to it wait unsent (it is not reading):
   * one more closes the socket (1013). graphql-ws answers every ping and every refused subscribe
   * whether or not the client reads, so a client that only sends had the server hold every reply
   * (2,000,000 small pings: 1.4 GB). Above a socket's subscriptions (a dashboard starting its
   * 200 while its first snapshots are still on their way), and while behind, a ping gets one pong.
   */
  maxMessagesWhileBehind: 256,
  /** Outgoing bytes a WebSocket may have waiting before it is closed as too slow (1013). */
  maxSubscriberBacklogBytes: 8 * 1024 * 1024,
  /**
   * Bytes waiting on one user's lagging sockets (each with at least `laggingSubscriberBytes`
   * waiting), and on everyone's, past which a lagging socket is closed too (1013): a user's
   * thousand subscriptions over as many unread sockets would otherwise keep 8 GB.
   */
  maxSubscriberBacklogBytesPerUser: 64 * 1024 * 1024,
  maxSubscriberBacklogBytesInAll: 512 * 1024 * 1024,
  laggingSubscriberBytes: 256 * 1024,
  /**
   * Subscriptions of one user starting at once (snapshot read, executed and sent); its others wait
   * their turn. One user's 1,000 subscriptions to device efficiency sent at once made another
   * user's device list wait 2.6 s, the whole burst.
   */
  subscriptionStartsPerUser: 4,
  /** Root fields of RANGE_READ_FIELDS one query may select. */
  maxRangeReads: 2,
  /** Selections of LARGE_FIELDS in one operation, aliases and fragments counted (the designer loads a dashboard's content and cover: 2); at most one of them through a list. */
  maxLargeFields: 2,
  /** `__schema` and `__type` root fields in one operation (an explorer asks one `__schema`). */
  maxIntrospectionRoots: 2,
} as const;

/**
 * Fields whose value may be a megabyte (a dashboard's canvas, 1 MiB; its cover, 512 KiB): each
 * selection of them counts toward LIMITS.maxLargeFields, and those not `inLists` may not be read
 * through a list. Fifteen aliases of the dashboard list with canvas and cover built a 500 MB
 * answer (a server failure after 7 s of the event loop); one list of 50 read 87 MB.
 */
export const LARGE_FIELDS: ReadonlyMap<string, ReadonlyMap<string, { inLists: boolean }>> = new Map([
  [
    'Dashboard',
    new Map([
      ['content', { inLists: false }],
      ['coverIcon', { inLists: true }], // the list's cards show them: 50 at most
    ]),
  ],
]);

const throughList = (type: GraphQLType): boolean => (isNonNullType(type) ? throughList(type.ofType) : isListType(type));

type LargeFields = { count: number; inLists: number; listed: boolean };

/**
 * How many times an operation selects LARGE_FIELDS (once per path: a fragment spread twice counts
 * twice, items of a list once), how many of those are read through a list (each up to a page of
 * them), and whether one not allowed in lists is read through a list. Each
 * fragment is counted once per (type, inside a list) and remembered, so fragments spreading each
 * other cost one pass; a fragment inside itself (NoFragmentCycles' error) counts 0 there.
 */
export function largeFieldSelections(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): LargeFields {
  const memo = new Map<string, LargeFields>();
  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, inList: boolean): LargeFields => {
    let count = 0;
    let inLists = 0;
    let listed = false;
    const add = (r: LargeFields) => {
      count += r.count;
      inLists += r.inLists;
      listed ||= r.listed;
    };
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        const field = parent.getFields()[s.name.value];
        if (!field) continue; // unknown: FieldsOnCorrectTypeRule reports it
        const large = LARGE_FIELDS.get(parent.name)?.get(s.name.value);
        if (large) add({ count: 1, inLists: inList ? 1 : 0, listed: inList && !large.inLists });
        const named = getNamedType(field.type);
        if (s.selectionSet && isCompositeType(named)) add(walk(s.selectionSet, named, inList || throughList(field.type)));
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const type = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) add(walk(s.selectionSet, type, inList));
      } else {
        const fragment = fragments.get(s.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type || !isCompositeType(type)) continue;
        const key = `${type.name}|${fragment.name.value}|${inList}`;
        let known = memo.get(key);
        if (!known) {
          memo.set(key, { count: 0, inLists: 0, listed: false }); // while it is counted: a cycle adds nothing
          memo.set(key, (known = walk(fragment.selectionSet, type, inList)));
        }
        add(known);
      }
    }
    return { count, inLists, listed };
  };
  const root = schema.getRootType(operation.operation);
  return root ? walk(operation.selectionSet, root, false) : { count: 0, inLists: 0, listed: false };
}

/** Refuses an operation reading LARGE_FIELDS more than LIMITS.maxLargeFields times, or one not allowed in lists through a list. */
function largeFieldsRule(context: ValidationContext) {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      const { count, inLists, listed } = largeFieldSelections(context.getSchema(), node, fragments);
      if (listed) context.reportError(new GraphQLError('Query rejected: Dashboard.content is read one dashboard at a time (dashboard(id)), not through a list'));
      // A list's page of covers is up to 50 of them (35 MB): one such list per request.
      if (inLists > 1) context.reportError(new GraphQLError('Query rejected: Dashboard.coverIcon is read through at most one list per request'));
      if (count > LIMITS.maxLargeFields) context.reportError(new GraphQLError(`Query rejected: at most ${LIMITS.maxLargeFields} selections of Dashboard.content or Dashboard.coverIcon per request; send the others in requests of their own`));
    },
  };
}

const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

/** Refuses more than LIMITS.maxIntrospectionRoots `__schema`/`__type` root fields per operation: the cost and depth rules leave introspection out, and 15 aliases of a deep `__schema` built 6 MB in 0.5-0.9 s. */
function introspectionRootsRule(context: ValidationContext) {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      if (countRootFields(node, fragments, INTROSPECTION_ROOTS) > LIMITS.maxIntrospectionRoots) {
        context.reportError(new GraphQLError(`Query rejected: at most ${LIMITS.maxIntrospectionRoots} introspection fields (__schema, __type) per request`));
      }
    },
  };
}

/**
 * Queries that read a stored time series over a caller-chosen range (a year of a busy machine's
 * status changes is hundreds of thousands of rows, a few hundred ms of the event loop each time).
 * Every screen asks for one at a time; a document may ask for at most LIMITS.maxRangeReads, so
 * that aliases cannot multiply one into seconds of the server's time (15 aliases held it 10 s).
 */
export const RANGE_READ_FIELDS: ReadonlySet<string> = new Set([
  'deviceEfficiencyStatistics',
  'equipmentStatistics',
  'utilizationRanking',
  'deviceReliability',
  'customerReliability',
  'customerStatistics',
  'supplierAggregate',
]);

/** Refuses a query selecting more than LIMITS.maxRangeReads root fields of RANGE_READ_FIELDS (`countRootFields`). */
function rangeReadsRule(context: ValidationContext) {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      if (node.operation !== 'query') return;
      if (countRootFields(node, fragments, RANGE_READ_FIELDS) > LIMITS.maxRangeReads) {
        context.reportError(new GraphQLError(`Query rejected: at most ${LIMITS.maxRangeReads} statistics or rankings over a time range per request (${[...RANGE_READ_FIELDS].join(', ')}); send the others in requests of their own`));
      }
    },
  };
}

/** Mutations whose input may exceed LIMITS.maxBodyBytes (a dashboard's content and cover). */
export const LARGE_BODY_FIELDS: ReadonlySet<string> = new Set(['createDashboard', 'saveDashboard']);

/**
 * Whether a parsed body above LIMITS.maxBodyBytes may go on: one mutation whose top-level
 * fields are all LARGE_BODY_FIELDS (no fragments), its document within the token limit.
 */
export function mayHaveLargeBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const query = (body as { query?: unknown }).query;
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch {
    return false;
  }
  if (document.definitions.length !== 1) return false;
  const [operation] = document.definitions;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && LARGE_BODY_FIELDS.has(s.name.value));
}

/**
 * graphql-armor throws from inside validation by default (a 500 in Apollo); report
 * as an ordinary validation error instead, so the client gets a 400 with the reason.
 */
const rejectAsValidationError = {
  propagateOnRejection: false,
  exposeLimits: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))],
};

export function securityRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: LIMITS.maxDepth, ignoreIntrospection: true, errorMessage: `Query rejected: deeper than ${LIMITS.maxDepth} levels`, ...rejectAsValidationError }),
    maxAliasesRule({ n: LIMITS.maxAliases, allowList: [], errorMessage: `Query rejected: more than ${LIMITS.maxAliases} aliases`, ...rejectAsValidationError }),
    costLimitRule({ maxCost: LIMITS.maxCost, ignoreIntrospection: true, errorMessage: `Query rejected: cost above ${LIMITS.maxCost}`, ...rejectAsValidationError }),
    rangeReadsRule,
    largeFieldsRule,
    introspectionRootsRule,
  ];
}

/** True when the document asks for `__schema` or `__type` (the explorer's introspection). */
export function usesIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
      }
    },
  });
  return found;
}

/** Introspection is for signed-in users (the explorer); anonymous callers get errorno 1005 (HTTP 401). */
export function introspectionError(): AppError {
  return new AppError(ERRNO.introspectionNeedsSignIn, {}, { httpStatus: 401 });
}

export const isSubscriptionOnly = (document: DocumentNode, operationName?: string | null) => {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  return chosen?.operation === 'subscription';
};
