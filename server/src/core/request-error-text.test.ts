import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, type OperationDefinitionNode, execute, getVariableValues, parse, specifiedRules, validate } from 'graphql';
import { buildPublicSchema } from '../graphql/schema';
import { LIMITS, securityRules } from '../graphql/security';
import { chineseRequestReason, requestErrorText } from './request-error-text';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildPublicSchema();
});

/** What graphql-js says of a document that does not parse. */
function parseErrors(source: string, maxTokens?: number): string[] {
  try {
    parse(source, maxTokens ? { maxTokens } : undefined);
  } catch (error) {
    return [(error as GraphQLError).message];
  }
  throw new Error(`parsed: ${source}`);
}

/** What the server's validation (graphql-js's rules and its own limits) says of a document. */
function validationErrors(source: string): string[] {
  return validate(schema, parse(source), [...specifiedRules, ...securityRules()]).map((e) => e.message);
}

/** What variable coercion says of the first operation's variables. */
function variableErrors(source: string, inputs: Record<string, unknown>): string[] {
  const operation = parse(source).definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 50 });
  return 'errors' in coerced ? coerced.errors!.map((e) => e.message) : [];
}

/** What execution says when it cannot pick the operation to run (no resolver runs). */
function operationErrors(document: DocumentNode, operationName?: string): string[] {
  const result = execute({ schema, document, operationName });
  return 'errors' in result && result.errors ? result.errors.map((e) => e.message) : [];
}

const level = (d: number): string => (d === 0 ? 'id name' : `id name oemCode level parentId subTenants { ${level(d - 1)} }`);
const deep = `{ tenantTree { ${level(LIMITS.maxDepth)} } }`;
/** 15 aliases of a 9-level tree: within the depth and alias limits, but about 8,900 in cost. */
const costly = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: tenantTree { ${level(8)} }`).join(' ')} }`;
const aliases = `{ ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;

/** Every kind of wrong request an integrator or the explorer can send, as graphql-js and the server's rules word it. */
const CASES: [string, () => string[]][] = [
  ['document ends early', () => parseErrors('{ devices {')],
  ['single quotes', () => parseErrors("{ devices(search: 'x') { total } }")],
  ['string not closed', () => parseErrors('{ devices(search: "abc) { total } }')],
  ['digit after 0', () => parseErrors('{ devices(page: 01) { total } }')],
  ['no digit after the point', () => parseErrors('{ devices(page: 1.) { total } }')],
  ['bad escape', () => parseErrors('{ devices(search: "\\q") { total } }')],
  ['bad unicode escape', () => parseErrors('{ devices(search: "\\u12") { total } }')],
  ['lone surrogate in a string', () => parseErrors('{ devices(search: "a\uD800") { total } }')],
  ['unexpected character', () => parseErrors('{ devices ? }')],
  ['invalid character (a lone surrogate outside a string)', () => parseErrors('{ devices \uD800 }')],
  ['unexpected token', () => parseErrors('{ me { id } } }')],
  ['variable in a constant', () => parseErrors('query ($a: Int = $b) { me { id } }')],
  ['description on a shorthand query', () => parseErrors('"about" { me { id } }')],
  ['too many tokens', () => parseErrors('{ me { id account } }', 4)],
  ['unknown field', () => validationErrors('{ nope }')],
  ['unknown field with suggestions', () => validationErrors('{ devics { total } }')],
  ['unknown argument', () => validationErrors('{ devices(pag: 1) { total } }')],
  ['missing required argument', () => validationErrors('{ device { uuid } }')],
  ['object without selection', () => validationErrors('{ devices }')],
  ['selection on a scalar', () => validationErrors('{ devices { total { x } } }')],
  ['literal of the wrong type', () => validationErrors('{ devices(page: "x") { total } }')],
  ['unknown enum literal', () => validationErrors('{ rolePolicies(role: nope) { path } }')],
  ['text for an enum literal', () => validationErrors('{ rolePolicies(role: "user") { path } }')],
  ['number for an input object literal', () => validationErrors('mutation { createDashboard(input: 5) { id } }')],
  ['nullable variable in a non-null place', () => validationErrors('query ($u: String) { device(uuid: $u) { uuid } }')],
  ['undefined variable', () => validationErrors('query Q { devices(page: $p) { total } }')],
  ['unused variable', () => validationErrors('query Q($p: Int!) { me { id } }')],
  ['variable of an output type', () => validationErrors('query ($p: DevicePage) { me { id } }')],
  ['unused fragment', () => validationErrors('{ me { id } } fragment F on User { id }')],
  ['unknown fragment', () => validationErrors('{ me { ...G } }')],
  ['unknown type', () => validationErrors('{ me { ... on Nope { id } } }')],
  ['unknown directive', () => validationErrors('{ me { id @nope } }')],
  ['directive in the wrong place', () => validationErrors('query @include(if: true) { me { id } }')],
  ['directive twice', () => validationErrors('{ me { id @skip(if: true) @skip(if: false) } }')],
  ['directive without its argument', () => validationErrors('{ me { id @skip } }')],
  ['unknown directive argument', () => validationErrors('{ me { id @skip(if: true, x: 1) } }')],
  ['two anonymous operations', () => validationErrors('{ me { id } } { me { account } }')],
  ['two operations of one name', () => validationErrors('query A { me { id } } query A { me { account } }')],
  ['argument twice', () => validationErrors('{ devices(page: 1, page: 2) { total } }')],
  ['variable twice', () => validationErrors('query ($a: Int, $a: Int) { devices(page: $a) { total } }')],
  ['fragment twice', () => validationErrors('{ me { ...F } } fragment F on User { id } fragment F on User { account }')],
  ['input field twice', () => validationErrors('mutation { createDashboard(input: { name: "a", name: "b" }) { id } }')],
  ['fragment spreading itself', () => validationErrors('{ me { ...F } } fragment F on User { ...F }')],
  ['fragment cycle', () => validationErrors('{ me { ...F } } fragment F on User { ...G } fragment G on User { ...F }')],
  ['impossible inline fragment', () => validationErrors('{ me { ... on Device { uuid } } }')],
  ['impossible named fragment', () => validationErrors('{ me { ...D } } fragment D on Device { uuid }')],
  ['fragment on a scalar', () => validationErrors('{ me { ...F } } fragment F on Int { x }')],
  ['inline fragment on a scalar', () => validationErrors('{ me { ... on Int { x } } }')],
  ['different fields under one name', () => validationErrors('{ me { id: account id } }')],
  ['one field with different arguments', () => validationErrors('{ devices(page: 1) { total } devices(page: 2) { total } }')],
  ['conflicting subfields', () => validationErrors('{ me { a: tenant { x: id } a: tenant { x: name } } }')],
  ['subscription of two fields', () => validationErrors('subscription S { a: deviceParameters(uuid: "a") { key } b: deviceParameters(uuid: "b") { key } }')],
  ['anonymous subscription of two fields', () => validationErrors('subscription { a: deviceParameters(uuid: "a") { key } b: deviceParameters(uuid: "b") { key } }')],
  ['subscription of introspection', () => validationErrors('subscription S { __typename }')],
  ['anonymous subscription of introspection', () => validationErrors('subscription { __typename }')],
  ['input field missing', () => validationErrors('mutation { createDashboard(input: {}) { id } }')],
  ['unknown input field', () => validationErrors('mutation { createDashboard(input: { name: "a", nope: 1 }) { id } }')],
  ['type definition in a request', () => validationErrors('type T { a: Int } { me { id } }')],
  ['too deep', () => validationErrors(deep)],
  ['too many aliases', () => validationErrors(aliases)],
  ['too costly', () => validationErrors(costly)],
  ['canvas through a list', () => validationErrors('{ dashboards { items { content } } }')],
  ['covers through two lists', () => validationErrors('{ a: dashboards { items { coverIcon } } b: dashboards { items { coverIcon } } }')],
  ['too many large fields', () => validationErrors('{ a: dashboard(id: "1") { content } b: dashboard(id: "1") { content } c: dashboard(id: "1") { content } }')],
  ['too much introspection', () => validationErrors('{ a: __schema { queryType { name } } b: __schema { queryType { name } } c: __type(name: "User") { name } }')],
  [
    'too many range reads',
    () => validationErrors(`{ ${['a', 'b', 'c'].map((a) => `${a}: equipmentStatistics(uuid: "u", start: "2026-01-01", end: "2026-01-02") { __typename }`).join(' ')} }`),
  ],
  ['required variable missing', () => variableErrors('query ($p: Int!) { devices(page: $p) { total } }', {})],
  ['required variable null', () => variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: null })],
  ['text for an Int', () => variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: 'x' })],
  ['Int out of range', () => variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: 2 ** 40 })],
  ['number for a String', () => variableErrors('query ($s: String) { devices(search: $s) { total } }', { s: 5 })],
  ['boolean for an ID', () => variableErrors('query ($t: ID) { devices(tenantId: $t) { total } }', { t: true })],
  ['text for a Boolean', () => variableErrors('query ($b: Boolean!) { me { id @skip(if: $b) } }', { b: 'yes' })],
  ['unknown enum value', () => variableErrors('query ($r: Role!) { rolePolicies(role: $r) { path } }', { r: 'nope' })],
  ['number for an enum', () => variableErrors('query ($r: Role!) { rolePolicies(role: $r) { path } }', { r: 5 })],
  ['impossible date', () => variableErrors('mutation ($t: DateTimeISO) { createApiToken(name: "n", expiresAt: $t) { secret } }', { t: '2026-13-01T00:00:00Z' })],
  ['number for a date', () => variableErrors('mutation ($t: DateTimeISO) { createApiToken(name: "n", expiresAt: $t) { secret } }', { t: { at: 1 } })],
  ['text for an input object', () => variableErrors('mutation ($i: CreateDashboardInput!) { createDashboard(input: $i) { id } }', { i: 'x' })],
  ['input object field missing', () => variableErrors('mutation ($i: CreateDashboardInput!) { createDashboard(input: $i) { id } }', { i: {} })],
  ['input object field unknown', () => variableErrors('mutation ($i: CreateDashboardInput!) { createDashboard(input: $i) { id } }', { i: { name: 'a', nmae: 1 } })],
  ['input object field null', () => variableErrors('mutation ($i: CreateDashboardInput!) { createDashboard(input: $i) { id } }', { i: { name: null } })],
  ['too many variable errors', () => variableErrors('subscription ($u: [String!]!) { deviceParameterBatches(uuids: $u) { values { key } } }', { u: Array.from({ length: 60 }, (_, i) => i) })],
  ['several operations, no name', () => operationErrors(parse('query A { me { id } } query B { me { id } }'))],
  ['unknown operation name', () => operationErrors(parse('query A { me { id } }'), 'B')],
  ['no operation', () => operationErrors({ kind: Kind.DOCUMENT, definitions: (parse('fragment F on User { id } { me { id } }').definitions.slice(0, 1)) } as DocumentNode)],
];

describe('why a request is wrong, in Chinese', () => {
  it.each(CASES)('says it for: %s', (_name, errorsOf) => {
    const messages = errorsOf();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const chinese = chineseRequestReason(message);
      if (chinese === null) throw new Error(`not translated: ${message}`);
      // Every name, type, token and value the English quotes is quoted in the Chinese too.
      for (const quoted of message.match(/"[^"]*"/g) ?? []) expect(chinese).toContain(quoted);
      // And no English sentence is left: outside quotes, no two English words in a row (names and values stand alone).
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese.replace(/"[^"]*"|`[^`]*`/g, '').match(/[A-Za-z]{2,} [A-Za-z]{2,}/g)).toBeNull();
    }
  });

  it('keeps the meaning: names in their places, suggestions offered', () => {
    expect(chineseRequestReason('Cannot query field "devics" on type "Query". Did you mean "devices" or "device"?')).toBe('类型 "Query" 上没有可查询的字段 "devics"。你是否想用 "devices" 或 "device"？');
    expect(chineseRequestReason('Syntax Error: Expected Name, found <EOF>.')).toBe('语法错误：应为 Name，实际为 <EOF>。');
    expect(chineseRequestReason('Variable "$p" got invalid value "x"; Int cannot represent non-integer value: "x"')).toBe('变量 "$p" 的值 "x" 无效：Int 不能表示非整数的值："x"');
    expect(chineseRequestReason('Variable "$i" got invalid value 1 at "i.name"; String cannot represent a non string value: 1')).toBe('变量 "$i" 的值 1（位于 "i.name"）无效：String 不能表示非字符串的值：1');
    expect(chineseRequestReason('Expected value of type "Int!", found "x".')).toBe('应为类型 "Int!" 的值，实际为 "x"。');
    expect(chineseRequestReason('Value "nope" does not exist in "Role" enum. Did you mean the enum value "user"?')).toBe('枚举 "Role" 中没有值 "nope"。你是否想用枚举值 "user"？');
    expect(chineseRequestReason('Cannot query field "x" on type "A". Did you mean to use an inline fragment on "B", "C", or "D"?')).toBe('类型 "A" 上没有可查询的字段 "x"。是否应使用类型 "B"、"C" 或 "D" 上的内联片段？');
    expect(chineseRequestReason(`Query rejected: deeper than ${LIMITS.maxDepth} levels`)).toBe(`查询被拒绝：嵌套超过 ${LIMITS.maxDepth} 层。`);
  });

  it("keeps the caller's values whole, whatever they hold", () => {
    const [semicolon] = variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: 'a; b at "x"' });
    expect(chineseRequestReason(semicolon)).toBe('变量 "$p" 的值 "a; b at \\"x\\"" 无效：Int 不能表示非整数的值："a; b at \\"x\\""');
    const [literal] = validationErrors('mutation { createDashboard(input: "a; b") { id } }');
    expect(chineseRequestReason(literal)).toBe('应为类型 "CreateDashboardInput!" 的值，实际为 "a; b"。');
    const [found] = parseErrors('{ "a, found b" }');
    expect(chineseRequestReason(found)).toBe('语法错误：应为 Name，实际为 String "a, found b"。');
    // A value that looks like a suggestion is kept as a value.
    const [asked] = variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: ' Did you mean "x"?' });
    expect(chineseRequestReason(asked)).toBe('变量 "$p" 的值 " Did you mean \\"x\\"?" 无效：Int 不能表示非整数的值：" Did you mean \\"x\\"?"');
  });

  it('leaves a long message in English after 参数错误 rather than searching it (a value of the caller may be 100 KB)', () => {
    const [long] = variableErrors('query ($p: Int!) { devices(page: $p) { total } }', { p: `${'; Expected , found , found  Did you mean '.repeat(2_500)}` });
    expect(long.length).toBeGreaterThan(100_000);
    expect(chineseRequestReason(long)).toBeNull();
    expect(requestErrorText(long, 'zh-CN')).toBe(`参数错误：${long}`);
  });

  it('answers English callers in English, keeps an unknown reason after 参数错误, and does not translate twice', () => {
    const english = 'Cannot query field "nope" on type "Query".';
    expect(requestErrorText(english, 'en')).toBe(english);
    const chinese = requestErrorText(english, 'zh-CN');
    expect(chinese).toBe('类型 "Query" 上没有可查询的字段 "nope"。');
    expect(requestErrorText(chinese, 'zh-CN')).toBe(chinese);
    // Chinese in what the caller sent does not make the English look translated.
    expect(requestErrorText('Variable "$s" got invalid value "四"; Int cannot represent non-integer value: "四"', 'zh-CN')).toBe('变量 "$s" 的值 "四" 无效：Int 不能表示非整数的值："四"');
    expect(requestErrorText('Something about "四" graphql-js may say one day.', 'zh-CN')).toBe('参数错误：Something about "四" graphql-js may say one day.');
    // Every Chinese reason, shaped again, stays as it is.
    for (const [, errorsOf] of CASES) {
      for (const message of errorsOf()) {
        const once = requestErrorText(message, 'zh-CN');
        expect(requestErrorText(once, 'zh-CN')).toBe(once);
      }
    }
    expect(chineseRequestReason('Something graphql-js may say one day.')).toBeNull();
    const unknown = requestErrorText('Something graphql-js may say one day.', 'zh-CN');
    expect(unknown).toBe('参数错误：Something graphql-js may say one day.');
    expect(requestErrorText(unknown, 'zh-CN')).toBe(unknown);
  });
});
