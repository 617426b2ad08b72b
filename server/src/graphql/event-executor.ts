/**
 * The result of one live event for a group of subscribers, as JSON text, without building an
 * execution per event. `execute` would coerce the variables, collect the fields, check every
 * value for a promise and build resolve infos again on each event; all of that is the same for
 * every event of a group (same document, variables and context), so it is done once here (with
 * graphql-js's own `buildExecutionContext`, `collectFields`, `getArgumentValues`,
 * `buildResolveInfo`, so the fields, arguments and @include/@skip come out exactly as graphql-js
 * decides them), and each event only runs the resolvers and writes the leaves' JSON into the
 * text as it goes: no result tree is built and walked again by `JSON.stringify` (a batch of a
 * hundred values is a hundred small objects otherwise).
 *
 * It gives up (null) on anything that is not the plain, synchronous case: a resolver returning a
 * promise (then the group stops trying), an error, a null where the schema promises a value, an
 * interface or union. The caller then executes the event with `execute`, which answers exactly
 * as graphql-js does, errors included. A test checks both agree on every live subscription.
 */
import {
  type ExecutionArgs,
  type FieldNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  GraphQLID,
  GraphQLString,
  defaultFieldResolver,
  getArgumentValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields';
import { buildExecutionContext, buildResolveInfo, type ExecutionContext, getFieldDef } from 'graphql/execution/execute';
import { GraphQLJSON } from 'graphql-scalars';
import { isPromiseLike } from '../core/promises';
import { DateTimeISO, isCanonicalIsoTime } from './date-time';

/** Why an event was not resolved here: the caller executes it instead. */
const GIVE_UP: unique symbol = Symbol('give up');

const ignore = () => undefined;

/**
 * A resolver's promise this executor steps aside from: `execute` runs the resolver again and
 * reports its error to the subscriber. This one's rejection must not go unhandled: Node would
 * end the process (a device leaving the subscriber's scope made `DeviceStatusChange.device` reject).
 */
const abandon = (promise: PromiseLike<unknown>): void => void promise.then(ignore, ignore);

type FieldPlan = {
  /** The response key as it stands in the JSON text: `"key":`. */
  keyText: string;
  /** What opens the field in its object's text: `{` before the first, `,` before the others, then its key. */
  lead: string;
  typename: boolean;
  /**
   * A plain property (graphql-js's default resolver) of a leaf type: read and serialised in
   * place, without the resolver call and the generic completion (most fields of a live value).
   */
  leaf: { name: string; write: LeafWriter; nonNull: boolean } | null;
  resolve: GraphQLFieldResolver<unknown, unknown>;
  args: Record<string, unknown>;
  info: GraphQLResolveInfo;
  type: GraphQLOutputType;
  nodes: readonly FieldNode[];
};

/**
 * A leaf value as its scalar or enum writes it, in JSON; GIVE_UP where graphql-js would report
 * an error, or where the text alone could differ from the value's within the whole result (no
 * JSON at all, or a `toJSON` that is told its property name).
 */
function leafText(type: GraphQLLeafType, value: unknown): string | typeof GIVE_UP {
  let serialized: unknown;
  try {
    serialized = type.serialize(value);
  } catch {
    return GIVE_UP;
  }
  if (serialized === undefined) return GIVE_UP;
  if (typeof serialized === 'object' && serialized !== null && typeof (serialized as { toJSON?: unknown }).toJSON === 'function') return GIVE_UP;
  const text = JSON.stringify(serialized) as string | undefined;
  return text === undefined ? GIVE_UP : text;
}

type LeafWriter = (value: unknown) => string | typeof GIVE_UP;

/**
 * How a leaf type's values are written: `leafText`, with a live value's usual leaves written
 * directly to the same text: a string of String or ID; a time string of DateTimeISO already in
 * the form it keeps (no character of it needs escaping); a string, number or boolean of JSON,
 * whose serialisation is the identity. The schema's scalars are copies (its directives are
 * applied by mapping it), so they are known by their serialisation.
 */
function leafWriter(type: GraphQLLeafType): LeafWriter {
  if (type === GraphQLString || type === GraphQLID) return (value) => (typeof value === 'string' ? JSON.stringify(value) : leafText(type, value));
  if (type.serialize === DateTimeISO.serialize) return (value) => (typeof value === 'string' && isCanonicalIsoTime(value) ? `"${value}"` : leafText(type, value));
  if (type.serialize === GraphQLJSON.serialize) {
    return (value) => {
      const kind = typeof value;
      return kind === 'string' || kind === 'number' || kind === 'boolean' ? JSON.stringify(value) : leafText(type, value);
    };
  }
  return (value) => leafText(type, value);
}

export type EventExecutor = {
  /**
   * The result for this event as JSON text, exactly `JSON.stringify` of what `execute` returns
   * (it has no errors: they give up), or null: run `execute` for it.
   */
  (event: unknown): string | null;
};

export function compileEventExecutor(args: ExecutionArgs): EventExecutor | null {
  const built = buildExecutionContext(args);
  if (!('schema' in built)) return null; // variable or operation errors: execute reports them
  const exe = built as ExecutionContext;
  const rootType = exe.schema.getSubscriptionType();
  if (!rootType || exe.operation.operation !== 'subscription') return null;
  const roots = collectFields(exe.schema, exe.fragments, exe.variableValues, rootType, exe.operation.selectionSet);
  if (roots.size !== 1) return null;
  const plans = new Map<GraphQLObjectType, Map<readonly FieldNode[], FieldPlan[]>>();
  const planOf = (parentType: GraphQLObjectType, key: string, nodes: readonly FieldNode[], path: GraphQLResolveInfo['path'] | undefined): FieldPlan | null => {
    const name = nodes[0].name.value;
    const keyText = `${JSON.stringify(key)}:`;
    if (name === '__typename') return { keyText, lead: keyText, typename: true, leaf: null, resolve: () => parentType.name, args: {}, info: undefined as never, type: parentType, nodes };
    const def = getFieldDef(exe.schema, parentType, nodes[0]) as GraphQLField<unknown, unknown> | undefined;
    if (!def) return null;
    const fieldPath = { prev: path, key, typename: parentType.name };
    const named = isNonNullType(def.type) ? def.type.ofType : def.type;
    return {
      keyText,
      lead: keyText,
      typename: false,
      leaf: def.resolve === undefined && isLeafType(named) ? { name, write: leafWriter(named), nonNull: named !== def.type } : null,
      resolve: def.resolve ?? defaultFieldResolver,
      args: getArgumentValues(def, nodes[0], exe.variableValues),
      info: buildResolveInfo(exe, def, nodes as FieldNode[], parentType, fieldPath),
      type: def.type,
      nodes,
    };
  };
  const [[rootKey, rootNodes]] = [...roots.entries()];
  const root = planOf(rootType, rootKey, rootNodes, undefined);
  if (!root) return null;

  const subPlans = (type: GraphQLObjectType, nodes: readonly FieldNode[], path: GraphQLResolveInfo['path']): FieldPlan[] | null => {
    let byNodes = plans.get(type);
    if (!byNodes) plans.set(type, (byNodes = new Map()));
    let list = byNodes.get(nodes);
    if (!list) {
      const fields = collectSubfields(exe.schema, exe.fragments, exe.variableValues, type, nodes as FieldNode[]);
      const made: FieldPlan[] = [];
      for (const [key, subNodes] of fields) {
        const plan = planOf(type, key, subNodes, path);
        if (!plan) return null;
        plan.lead = `${made.length === 0 ? '{' : ','}${plan.keyText}`;
        made.push(plan);
      }
      byNodes.set(nodes, (list = made));
    }
    return list;
  };

  const complete = (type: GraphQLOutputType, nodes: readonly FieldNode[], value: unknown, path: GraphQLResolveInfo['path']): string | typeof GIVE_UP => {
    if (value instanceof Error) return GIVE_UP;
    if (isNonNullType(type)) {
      if (value === null || value === undefined) return GIVE_UP;
      return complete(type.ofType, nodes, value, path);
    }
    if (value === null || value === undefined) return 'null';
    if (isLeafType(type)) return leafText(type, value);
    if (isListType(type)) {
      if (!Array.isArray(value)) return GIVE_UP;
      // Items of an object type (a batch's values): each goes straight to the object's fields.
      const itemType = isNonNullType(type.ofType) ? type.ofType.ofType : type.ofType;
      const objectItems = isObjectType(itemType) && !itemType.isTypeOf ? subPlans(itemType, nodes, path) : null;
      let out = '[';
      for (let i = 0; i < value.length; i++) {
        const raw = value[i];
        const item = objectItems && raw !== null && raw !== undefined && !(raw instanceof Error) ? completeObject(itemType as GraphQLObjectType, objectItems, raw, path) : complete(type.ofType, nodes, raw, path);
        if (item === GIVE_UP) return GIVE_UP;
        if (i > 0) out += ',';
        out += item;
      }
      return `${out}]`;
    }
    if (!isObjectType(type)) return GIVE_UP; // interfaces and unions: not here
    if (type.isTypeOf && !type.isTypeOf(value, exe.contextValue, undefined as never)) return GIVE_UP;
    const fields = subPlans(type, nodes, path);
    if (!fields) return GIVE_UP;
    return completeObject(type, fields, value, path);
  };

  /** An object's selected fields, for a value that is neither null nor an error and passed its type's `isTypeOf`, if any. */
  const completeObject = (type: GraphQLObjectType, fields: FieldPlan[], value: unknown, path: GraphQLResolveInfo['path']): string | typeof GIVE_UP => {
    if (fields.length === 0) return '{}';
    let out = '';
    const objectLike = typeof value === 'object';
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      out += field.lead;
      if (field.typename) {
        out += JSON.stringify(type.name);
        continue;
      }
      const leaf = field.leaf;
      if (leaf && objectLike) {
        // What the default resolver and `complete` would give, in place.
        const raw = (value as Record<string, unknown>)[leaf.name];
        if (raw === null || raw === undefined) {
          if (leaf.nonNull) return GIVE_UP;
          out += 'null';
          continue;
        }
        if (typeof raw === 'function' || raw instanceof Error) return GIVE_UP;
        const text = leaf.write(raw);
        if (text === GIVE_UP) return GIVE_UP;
        out += text;
        continue;
      }
      const resolved = field.resolve(value, field.args, exe.contextValue, field.info);
      if (isPromiseLike(resolved)) {
        abandon(resolved);
        synchronous = false;
        return GIVE_UP;
      }
      const completed = complete(field.type, field.nodes, resolved, path);
      if (completed === GIVE_UP) return GIVE_UP;
      out += completed;
    }
    return `${out}}`;
  };

  /** Once a resolver answered with a promise, every later event goes straight to `execute`. */
  let synchronous = true;
  return (event) => {
    if (!synchronous) return null;
    let value: unknown;
    try {
      value = root.resolve(event, root.args, exe.contextValue, root.info);
      if (isPromiseLike(value)) {
        abandon(value);
        synchronous = false;
        return null;
      }
      const data = complete(root.type, root.nodes, value, root.info.path);
      return data === GIVE_UP ? null : `{"data":{${root.keyText}${data}}}`;
    } catch {
      return null;
    }
  };
}
