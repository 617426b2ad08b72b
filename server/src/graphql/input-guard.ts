import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import {
  DirectiveLocation,
  type GraphQLArgument,
  GraphQLDirective,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
  GraphQLInt,
  GraphQLNonNull,
  type GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { Directive } from 'type-graphql';
import { type FieldError, checkText } from '../contract/validation';
import { formInvalid } from '../core/errors';

/**
 * Every text input is bounded and clean, checked in one place before any resolver runs:
 * a `String` argument or input field declares its longest length with `@bounded(max)`
 * (a schema test fails on one that does not); IDs are at most ID_MAX long; no text holds
 * control characters or broken UTF-16. A violation is a form error (errorno 1003) naming
 * the field, in the caller's language, and nothing runs.
 */
export const BOUNDED = new GraphQLDirective({
  name: 'bounded',
  description: 'A text input of at most `max` characters; control characters are refused (errorno 1003 with the field).',
  locations: [DirectiveLocation.ARGUMENT_DEFINITION, DirectiveLocation.INPUT_FIELD_DEFINITION],
  args: { max: { type: new GraphQLNonNull(GraphQLInt) } },
});

/** Longest ID accepted (ids are integers or uuids). */
export const ID_MAX = 64;

/** Declares the bound of a `String` argument or input field: `@Arg('search') @Bounded(100) search`. */
export function Bounded(max: number): ReturnType<typeof Directive> {
  return Directive(`@bounded(max: ${max})`);
}

type Bearer = GraphQLArgument | GraphQLInputField;

/** Bounds by argument or input field, read once: looking a directive up costs more than the check it feeds. */
const bounds = new WeakMap<Bearer, number | null>();
const boundOf = (schema: GraphQLSchema, bearer: Bearer): number | undefined => {
  let bound = bounds.get(bearer);
  if (bound === undefined) bounds.set(bearer, (bound = (getDirective(schema, bearer, BOUNDED.name)?.[0] as { max: number } | undefined)?.max ?? null));
  return bound ?? undefined;
};

const isText = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
};

/** Checks one value of an input type, collecting what is wrong under `field`. */
function checkValue(schema: GraphQLSchema, value: unknown, type: GraphQLInputType, max: number | undefined, field: string, errors: FieldError[]): void {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return checkValue(schema, value, type.ofType, max, field, errors);
  if (isListType(type)) {
    if (Array.isArray(value)) value.forEach((item) => checkValue(schema, item, type.ofType, max, field, errors));
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return;
    for (const inner of Object.values(type.getFields())) {
      checkValue(schema, (value as Record<string, unknown>)[inner.name], inner.type, boundOf(schema, inner), inner.name, errors);
    }
    return;
  }
  if (typeof value !== 'string') return;
  const limit = getNamedType(type).name === 'ID' ? ID_MAX : max;
  const key = checkText(value, limit ?? Number.POSITIVE_INFINITY);
  if (key && !errors.some((e) => e.field === field)) errors.push({ field, key, ...(key === 'text_too_long' ? { params: { max: limit! } } : {}) });
}

/** The checks of one field's arguments, or null when it has no text input at all. */
function argumentCheck(schema: GraphQLSchema, args: readonly GraphQLArgument[]): ((values: Record<string, unknown>) => void) | null {
  const hasText = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
    const named = getNamedType(type);
    if (isText(named)) return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => hasText(f.type, seen));
  };
  const checked = args.filter((a) => hasText(a.type));
  if (!checked.length) return null;
  return (values) => {
    const errors: FieldError[] = [];
    for (const arg of checked) checkValue(schema, values[arg.name], arg.type, boundOf(schema, arg), arg.name, errors);
    if (errors.length) throw formInvalid(errors);
  };
}

/** Wraps every field that takes text input (its `resolve`, and `subscribe` for subscriptions) with the check. */
export function enforceInputBounds(schema: GraphQLSchema): GraphQLSchema {
  const subscriptionType = schema.getSubscriptionType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const check = argumentCheck(schema, (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName].args);
      if (!check) return fieldConfig;
      if (typeName === subscriptionType && fieldConfig.subscribe) {
        const subscribe = fieldConfig.subscribe;
        return { ...fieldConfig, subscribe: (source, args, ctx, info) => (check(args), subscribe(source, args, ctx, info)) };
      }
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return { ...fieldConfig, resolve: (source, args, ctx, info) => (check(args), resolve(source, args, ctx, info)) };
    },
  });
}

/** `String` arguments and input fields without `@bounded`: a schema test wants none. */
export function unboundedInputs(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  const isString = (type: GraphQLInputType) => getNamedType(type).name === 'String';
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (isString(field.type) && boundOf(schema, field) === undefined) found.push(`${type.name}.${field.name}`);
    } else if ('getFields' in type && !isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of (field as { args?: readonly GraphQLArgument[] }).args ?? []) if (isString(arg.type) && boundOf(schema, arg) === undefined) found.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  return found;
}
