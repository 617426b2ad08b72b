/**
 * Values for the schema-driven fuzz test: for an argument's GraphQL type, the hostile values a
 * reviewer would try, and a benign value for the arguments that are not under test. Benign
 * values of mutations are deliberately invalid (empty texts, unknown ids), so a mutation under
 * fuzz can never succeed by the benign arguments alone and the data must stay as it was.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

export type Operation = 'query' | 'mutation' | 'subscription';

/** Texts every string argument gets; `maxText` is the longest to send (the WebSocket frame limit is lower than HTTP's body limit). */
export function hostileTexts(maxText: number): string[] {
  return [
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J\u007f',
    '\ud800',
    'x'.repeat(maxText),
    "' OR '1'='1' --",
    '%_%',
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 😀 中文 עברית',
    '0000-01-01',
    '9999-12-31',
    '9999-12',
    '2026-02-30',
    '2026-13',
    '-1',
    '1e309',
    '{"$gt": ""}',
  ];
}

const INTS = [0, -1, -2147483648, 2147483647, 1_000_000, 2147483648, 1.5, '7'];

/** A date or a month, as the argument's description asks. */
const dateLike = (arg: GraphQLArgument | { description?: string | null }) => {
  const text = arg.description ?? '';
  if (/YYYY-MM-DD/.test(text)) return '2026-11-01';
  if (/YYYY-MM/.test(text)) return '2026-11';
  return null;
};

/** A value the argument accepts when it is not the one under test. */
export function benign(type: GraphQLInputType, arg: { name: string; description?: string | null }, operation: Operation): unknown {
  if (isNonNullType(type)) return benign(type.ofType, arg, operation);
  if (isListType(type)) return [benign(type.ofType, arg, operation)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, benign(f.type, f, operation)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  const name = getNamedType(type).name;
  if (name === 'Int') return arg.name === 'intervalMs' ? 100 : 1;
  if (name === 'Boolean') return false;
  if (name === 'ID') return operation === 'mutation' ? '999999' : '1';
  // Mutations: empty texts fail every rule, so nothing can be written by them.
  if (operation === 'mutation') return '';
  if (/uuid/i.test(arg.name)) return 'dev-qilu-laser-01';
  return dateLike(arg) ?? 'fuzz';
}

/** Hostile values of a type (for input objects: the whole value, then each field in turn with the rest benign). */
export function hostile(type: GraphQLInputType, arg: { name: string; description?: string | null }, operation: Operation, context: { maxText: number; ids: string[] }): unknown[] {
  if (isNonNullType(type)) return [null, ...hostile(type.ofType, arg, operation, context)];
  if (isListType(type)) {
    const element = hostile(type.ofType, arg, operation, context).filter((v) => v !== null);
    const ok = benign(type.ofType, arg, operation);
    return [[], Array.from({ length: 501 }, () => ok), ...element.slice(0, 12).map((v) => [ok, v])];
  }
  if (isInputObjectType(type)) {
    const base = benign(type, arg, operation) as Record<string, unknown>;
    const deep = Array.from({ length: 60 }).reduce<Record<string, unknown>>((inner) => ({ nested: inner }), {});
    const perField = Object.values(type.getFields()).flatMap((f) => hostile(f.type, f, operation, context).map((v) => ({ ...base, [f.name]: v })));
    return ['not an object', deep, { ...base, unknownField: 1 }, ...perField];
  }
  if (isEnumType(type)) {
    const valid = operation === 'mutation' ? [] : type.getValues().map((v) => v.value);
    return ['NOT_A_VALUE', '', 42, ...valid];
  }
  if (!isScalarType(type) || !isLeafType(type)) return [];
  switch (type.name) {
    case 'Int':
      return INTS;
    case 'Float':
      return [0, -1, 1e308, Number.MAX_SAFE_INTEGER, 'NaN'];
    case 'Boolean':
      return ['true', 0];
    case 'ID':
      return ['0', '-1', '99999999999999999999', 'abc', '1.5', ' 1', '\u0000', 'x'.repeat(65), ...context.ids];
    default:
      return hostileTexts(context.maxText);
  }
}

/** `query Q($a0: T!, ...) { field(arg: $a0, ...) { __typename } }` for a root field. */
export function document(operation: Operation, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${operation} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

export type FuzzCase = { field: string; arg: string; value: unknown; query: string; variables: Record<string, unknown> };

/** Every (field, argument, hostile value) of an operation type, with benign values for the other arguments. */
export function cases(schema: GraphQLSchema, operation: Operation, context: { maxText: number; ids: string[] }): FuzzCase[] {
  const root = operation === 'query' ? schema.getQueryType() : operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const result: FuzzCase[] = [];
  for (const field of Object.values(root?.getFields() ?? {})) {
    const query = document(operation, field);
    // A mutation whose only arguments are ids (a delete, a status change) does its work for any
    // id in the caller's scope: a known id is a valid request there, not a hostile one, and would
    // change data. Such mutations get the malformed ids only; their scope rule has its own tests.
    const onlyIds = operation === 'mutation' && field.args.length > 0 && field.args.every((a) => getNamedType(a.type).name === 'ID');
    const fieldContext = onlyIds ? { ...context, ids: [] } : context;
    field.args.forEach((arg, index) => {
      const others = Object.fromEntries(field.args.map((a, i) => [`a${i}`, benign(a.type, a, operation)]));
      for (const value of hostile(arg.type, arg, operation, fieldContext)) {
        result.push({ field: field.name, arg: arg.name, value, query, variables: { ...others, [`a${index}`]: value } });
      }
    });
  }
  return result;
}
