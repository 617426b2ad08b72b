import type { Locale } from '../contract/error-catalogue';

/**
 * Why a request is wrong (errorno 3), in the caller's language. graphql-js, graphql-scalars and
 * Apollo Server say it in English only; for a caller who reads Chinese each known reason is said in
 * Chinese, with the names, types, tokens and values it quotes kept exactly as they were sent
 * (they are what the caller has to find in the request). A reason not in the list keeps its
 * English after the catalogue's words for errorno 3, so the caller still learns what is wrong.
 * English callers get the message unchanged.
 */
export function requestErrorText(message: string, locale: Locale): string {
  if (locale !== 'zh-CN' || message.startsWith(UNKNOWN_PREFIX) || SAID_IN_CHINESE.test(message)) return message;
  return chineseRequestReason(message) ?? UNKNOWN_PREFIX + message;
}

/** The catalogue's errorno 3 ("Parameter error") before a reason the list does not know. */
const UNKNOWN_PREFIX = '参数错误：';
/**
 * How every Chinese reason below begins (the shaping may run twice): a Chinese character, or a
 * name of the language followed by one. No English reason does, whatever the caller's values hold.
 */
const SAID_IN_CHINESE = /^(?:(?:Int|Float|String|Boolean|ID|DateTime|OneOf|GraphQL|POST|GET) )?[\u4e00-\u9fff]/;
/**
 * Longer messages are not matched against the patterns: they quote a long value of the caller's,
 * and a pattern with two open parts costs time in proportion to the square of the text. Such a
 * message keeps its English after UNKNOWN_PREFIX.
 */
const MAX_TRANSLATED_CHARS = 1_000;

/** A pattern and what it says in Chinese; `say` may answer null (the text is not what it looked like: the next pattern is tried). */
type Rule = readonly [RegExp, (groups: string[]) => string | null];

/** The Chinese for a known English reason; null when it is not in the list (or too long to look for). */
export function chineseRequestReason(message: string): string | null {
  if (message.length > MAX_TRANSLATED_CHARS) return null;
  const suggestion = suggestionOf(message);
  const translated = translate(suggestion ? message.slice(0, suggestion.at) : message, SENTENCES);
  if (translated === null) return null;
  return suggestion ? `${translated}${suggestion.text}` : translated;
}

function translate(text: string, rules: readonly Rule[]): string | null {
  for (const [pattern, say] of rules) {
    const match = pattern.exec(text);
    const said = match && say(match.slice(1));
    if (said) return said;
  }
  return null;
}

/** An inner reason (after "Expected type "X". "): translated when known, else kept. */
const inner = (text: string | undefined): string => (text ? (translate(text, COERCION) ?? text) : '');

/**
 * The value a message quotes and the reason after it, split at the first "; " whose rest is a
 * known reason a value is refused for (COERCION: never one that splits again, so a crafted value
 * costs at most one pass of the patterns per "; " in it): the value is the caller's and may hold
 * "; " itself. Null when no rest is known.
 */
function valueThenReason(text: string): { value: string; reason: string } | null {
  for (let at = text.indexOf('; '); at >= 0; at = text.indexOf('; ', at + 2)) {
    const reason = translate(text.slice(at + 2), COERCION);
    if (reason) return { value: text.slice(0, at), reason };
  }
  return null;
}

/** graphql-js's suggestions (`didYouMean`) at a message's end: ` Did you mean "a", "b", or "c"?`, with an optional lead. */
function suggestionOf(message: string): { at: number; text: string } | null {
  const at = message.lastIndexOf(' Did you mean ');
  if (at < 0 || !message.endsWith('?')) return null;
  const match = /^ Did you mean (the enum value |to use an inline fragment on )?("[^"]*"(?:,? (?:or )?"[^"]*")*)\?$/.exec(message.slice(at));
  return match ? { at, text: suggestionText(match[1], match[2]) } : null;
}

function suggestionText(lead: string | undefined, list: string): string {
  // `"a"`, `"a" or "b"`, `"a", "b", or "c"`: names are GraphQL names, without commas.
  const names = list.replace(/,? or /, ' 或 ').replace(/, /g, '、');
  if (lead === 'to use an inline fragment on ') return `是否应使用类型 ${names} 上的内联片段？`;
  if (lead === 'the enum value ') return `你是否想用枚举值 ${names}？`;
  return `你是否想用 ${names}？`;
}

/** "Because ..." of two fields with one response name (OverlappingFieldsCanBeMergedRule), nested reasons included. */
function because(reason: string): string {
  return `因为${reason}`
    .replace(/subfields "([^"]+)" conflict because /g, '子字段 "$1" 冲突，因为')
    .replace(/ and (?=子字段)/g, '；')
    .replace(/"([^"]+)" and "([^"]+)" are different fields/g, '"$1" 与 "$2" 是不同的字段')
    .replace(/they have differing arguments/g, '它们的参数不同')
    .replace(/they return conflicting types "([^"]+)" and "([^"]+)"/g, '它们返回的类型 "$1" 与 "$2" 相互冲突')
    .replace(/因为"/g, '因为 "');
}

/** The lexer's and parser's descriptions, after graphql-js's "Syntax Error: ". */
const SYNTAX: readonly Rule[] = [
  // What was expected is a token's kind or a keyword (no comma); what was found may be the caller's text.
  [/^Expected ([^,]+), found (.+)\.$/s, ([expected, found]) => `应为 ${expected}，实际为 ${found}。`],
  [/^Unexpected character: (.+)\.$/s, ([c]) => `意外的字符：${c}。`],
  [/^Unexpected single quote character \('\), did you mean to use a double quote \("\)\?$/, () => `意外的单引号（'），应使用双引号（"）。`],
  [/^Unexpected variable "(.+)" in constant value\.$/s, ([v]) => `常量值中不能使用变量 "${v}"。`],
  [/^Unexpected description, descriptions are not supported on shorthand queries\.$/, () => '简写的查询不能带描述。'],
  [/^Unexpected description, only GraphQL definitions support descriptions\.$/, () => '只有 GraphQL 定义可以带描述。'],
  [/^Unexpected (.+)\.$/s, ([token]) => `意外的 ${token}。`],
  [/^Unterminated string\.$/, () => '字符串没有结束。'],
  [/^Invalid character: (.+)\.$/s, ([c]) => `无效的字符：${c}。`],
  [/^Invalid character within String: (.+)\.$/s, ([c]) => `字符串中有无效的字符：${c}。`],
  [/^Invalid Unicode escape sequence: (.+)\.$/s, ([s]) => `无效的 Unicode 转义序列：${s}。`],
  [/^Invalid character escape sequence: (.+)\.$/s, ([s]) => `无效的字符转义序列：${s}。`],
  [/^Invalid number, expected digit but got: (.+)\.$/s, ([c]) => `无效的数字：此处应为数字，实际为 ${c}。`],
  [/^Invalid number, unexpected digit after 0: (.+)\.$/s, ([c]) => `无效的数字：0 后面不能紧跟数字 ${c}。`],
  [/^Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/, ([n]) => `文档超过 ${n} 个词法单元，已停止解析。`],
  [/^Document contains more than (\d+) comments\. Parsing aborted\.$/, ([n]) => `文档超过 ${n} 条注释，已停止解析。`],
  [/^Source contains more than (\d+) UTF-16 code units\. Parsing aborted\.$/, ([n]) => `文档超过 ${n} 个 UTF-16 码元，已停止解析。`],
];

/**
 * The reasons a value is refused for (graphql-js's input coercion, its scalars and enums, graphql-scalars'
 * date-time): alone, or after a quoted value (`valueThenReason`), where only these are looked for.
 */
const COERCION: readonly Rule[] = [
  [/^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/s, ([f, t]) => `必填字段 "${f}"（类型 "${t}"）没有提供。`],
  [/^Field "([^"]+)" is not defined by type "([^"]+)"\.$/s, ([f, t]) => `类型 "${t}" 没有字段 "${f}"。`],
  [/^Field "([^"]+)" must be non-null\.$/s, ([f]) => `字段 "${f}" 不能为 null。`],
  [/^OneOf Input Object "([^"]+)" must specify exactly one key\.$/s, ([t]) => `OneOf 输入对象 "${t}" 必须恰好指定一个键。`],
  [/^Exactly one key must be specified for OneOf type "([^"]+)"\.$/s, ([t]) => `OneOf 类型 "${t}" 必须恰好指定一个键。`],
  [/^Expected non-nullable type "([^"]+)" not to be null\.$/s, ([t]) => `非空类型 "${t}" 不能为 null。`],
  [/^Expected type "([^"]+)" to be an object\.$/s, ([t]) => `类型 "${t}" 的值应为对象。`],
  [/^Expected type "([^"]+)"\.(?: (.+))?$/s, ([t, why]) => `应为类型 "${t}" 的值${why ? `：${inner(why)}` : '。'}`],
  [/^Int cannot represent non-integer value: (.+)$/s, ([v]) => `Int 不能表示非整数的值：${v}`],
  [/^Int cannot represent non 32-bit signed integer value: (.+)$/s, ([v]) => `Int 不能表示超出 32 位有符号整数范围的值：${v}`],
  [/^Float cannot represent non numeric value: (.+)$/s, ([v]) => `Float 不能表示非数字的值：${v}`],
  [/^String cannot represent a non string value: (.+)$/s, ([v]) => `String 不能表示非字符串的值：${v}`],
  [/^Boolean cannot represent a non boolean value: (.+)$/s, ([v]) => `Boolean 不能表示非布尔的值：${v}`],
  [/^ID cannot represent a non-string and non-integer value: (.+)$/s, ([v]) => `ID 只能表示字符串或整数，不能表示：${v}`],
  [/^ID cannot represent value: (.+)$/s, ([v]) => `ID 不能表示这个值：${v}`],
  [/^Enum "([^"]+)" cannot represent non-string value: (.+?)\.$/s, ([e, v]) => `枚举 "${e}" 只能由字符串表示，不能表示：${v}。`],
  [/^Enum "([^"]+)" cannot represent non-enum value: (.+?)\.$/s, ([e, v]) => `枚举 "${e}" 不能表示非枚举的值：${v}（枚举值不加引号）。`],
  [/^Value "([^"]+)" does not exist in "([^"]+)" enum\.$/s, ([v, e]) => `枚举 "${e}" 中没有值 "${v}"。`],
  [/^DateTime cannot represent an invalid date-time-string (.+?)\.?$/s, ([v]) => `DateTime 不能表示无效的日期时间文本：${v}。应为 ISO 8601 格式，如 2026-01-31T08:00:00Z。`],
  [/^DateTime cannot represent non string or Date type (.+)$/s, ([v]) => `DateTime 只能表示日期时间文本，不能表示：${v}`],
  [/^DateTime cannot represent an invalid Unix timestamp (.+)$/s, ([v]) => `DateTime 不能表示无效的 Unix 时间戳：${v}`],
  [/^DateTime cannot represent an invalid Date instance$/, () => 'DateTime 不能表示无效的日期。'],
];

const SENTENCES: readonly Rule[] = [
  [/^Syntax Error: (.+)$/s, ([description]) => `语法错误：${translate(description, SYNTAX) ?? description}`],

  // Validation (graphql-js's specified rules).
  [/^Cannot query field "([^"]+)" on type "([^"]+)"\.$/s, ([field, type]) => `类型 "${type}" 上没有可查询的字段 "${field}"。`],
  [/^Unknown argument "([^"]+)" on field "([^"]+)"\.$/s, ([arg, field]) => `字段 "${field}" 没有参数 "${arg}"。`],
  [/^Unknown argument "([^"]+)" on directive "([^"]+)"\.$/s, ([arg, directive]) => `指令 "${directive}" 没有参数 "${arg}"。`],
  [/^Unknown directive "([^"]+)"\.$/s, ([d]) => `未知的指令 "${d}"。`],
  [/^Directive "([^"]+)" may not be used on (.+)\.$/s, ([d, place]) => `指令 "${d}" 不能用在 ${place} 上。`],
  [/^The directive "([^"]+)" can only be used once at this location\.$/s, ([d]) => `指令 "${d}" 在此处只能使用一次。`],
  [/^Unknown fragment "([^"]+)"\.$/s, ([f]) => `未知的片段 "${f}"。`],
  [/^Unknown type "([^"]+)"\.$/s, ([t]) => `未知的类型 "${t}"。`],
  [/^Unknown operation named "([^"]+)"\.$/s, ([o]) => `没有名为 "${o}" 的操作。`],
  [/^The (.+) definition is not executable\.$/s, ([d]) => `定义 ${d} 不能执行。`],
  [/^Fragment cannot condition on non composite type "([^"]+)"\.$/s, ([t]) => `片段的条件不能是非复合类型 "${t}"。`],
  [/^Fragment "([^"]+)" cannot condition on non composite type "([^"]+)"\.$/s, ([f, t]) => `片段 "${f}" 的条件不能是非复合类型 "${t}"。`],
  [
    /^Fragment (?:"([^"]+)" )?cannot be spread here as objects of type "([^"]+)" can never be of type "([^"]+)"\.$/s,
    ([f, parent, type]) => `${f ? `片段 "${f}" ` : '片段'}不能在此处展开：类型 "${parent}" 的对象永远不会是类型 "${type}"。`,
  ],
  [/^Cannot spread fragment "([^"]+)" within itself(?: via (.+))?\.$/s, ([f, via]) => `片段 "${f}" 不能展开它自身${via ? `（经由 ${via}）` : ''}。`],
  [/^Fragment "([^"]+)" is never used\.$/s, ([f]) => `片段 "${f}" 没有被使用。`],
  [/^This anonymous operation must be the only defined operation\.$/, () => '匿名操作必须是文档中唯一的操作。'],
  [/^Anonymous Subscription must select only one top level field\.$/, () => '匿名订阅只能选择一个顶层字段。'],
  [/^Subscription "([^"]+)" must select only one top level field\.$/s, ([s]) => `订阅 "${s}" 只能选择一个顶层字段。`],
  [/^Anonymous Subscription must not select an introspection top level field\.$/, () => '匿名订阅不能选择内省的顶层字段。'],
  [/^Subscription "([^"]+)" must not select an introspection top level field\.$/s, ([s]) => `订阅 "${s}" 不能选择内省的顶层字段。`],
  [/^Maximum introspection depth exceeded$/, () => '超过了内省查询的最大深度。'],
  [/^Variable "([^"]+)" is not defined by operation "([^"]+)"\.$/s, ([v, o]) => `操作 "${o}" 没有定义变量 "${v}"。`],
  [/^Variable "([^"]+)" is not defined\.$/s, ([v]) => `变量 "${v}" 没有定义。`],
  [/^Variable "([^"]+)" is never used in operation "([^"]+)"\.$/s, ([v, o]) => `操作 "${o}" 没有使用变量 "${v}"。`],
  [/^Variable "([^"]+)" is never used\.$/s, ([v]) => `变量 "${v}" 没有被使用。`],
  [/^Variable "([^"]+)" cannot be non-input type "([^"]+)"\.$/s, ([v, t]) => `变量 "${v}" 的类型不能是非输入类型 "${t}"。`],
  [
    /^Variable "([^"]+)" of type "([^"]+)" used in position expecting type "([^"]+)"\.$/s,
    ([v, type, expected]) => `变量 "${v}" 的类型是 "${type}"，但此处需要类型 "${expected}"。`,
  ],
  [
    /^Variable "([^"]+)" is of type "([^"]+)" but must be non-nullable to be used for OneOf Input Object "([^"]+)"\.$/s,
    ([v, type, oneOf]) => `变量 "${v}" 的类型是 "${type}"，用于 OneOf 输入对象 "${oneOf}" 时必须非空。`,
  ],
  [
    /^Fields "([^"]+)" conflict because (.+)\. Use different aliases on the fields to fetch both if this was intentional\.$/s,
    ([name, reason]) => `字段 "${name}" 冲突，${because(reason)}。如果要同时获取它们，请给字段不同的别名。`,
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\.$/s,
    ([field, arg, type]) => `字段 "${field}" 的参数 "${arg}"（类型 "${type}"）是必填的，但没有提供。`,
  ],
  [
    /^Directive "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\.$/s,
    ([d, arg, type]) => `指令 "${d}" 的参数 "${arg}"（类型 "${type}"）是必填的，但没有提供。`,
  ],
  [/^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\.$/s, ([f, t]) => `字段 "${f}" 的类型 "${t}" 没有子字段，不能带选择集。`],
  [/^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\.$/s, ([f, t]) => `字段 "${f}"（类型 "${t}"）必须选择子字段。`],
  [/^Field "([^"]+)" of type "([^"]+)" must have at least one field selected\.$/s, ([f, t]) => `字段 "${f}"（类型 "${t}"）至少要选择一个字段。`],
  [
    /^There can be only one (argument|directive|fragment|input field|operation|variable|type) named "([^"]+)"\.$/s,
    ([kind, name]) => `名为 "${name}" 的${KINDS[kind]}只能有一个。`,
  ],
  [
    /^Expected value of type "([^"]+)", found (.+)$/s,
    ([type, rest]) => {
      const split = valueThenReason(rest);
      if (split) return `应为类型 "${type}" 的值，实际为 ${split.value}；${split.reason}`;
      return rest.endsWith('.') ? `应为类型 "${type}" 的值，实际为 ${rest.slice(0, -1)}。` : null;
    },
  ],

  // Variables and arguments as execution coerces them.
  [/^Too many errors processing variables, error limit reached\. Execution aborted\.$/, () => '变量中的错误过多，已停止执行。'],
  [
    /^Variable "([^"]+)" expected value of type "([^"]+)" which cannot be used as an input type\.$/s,
    ([v, t]) => `变量 "${v}" 的类型 "${t}" 不能用作输入类型。`,
  ],
  [/^Variable "([^"]+)" of required type "([^"]+)" was not provided\.$/s, ([v, t]) => `必填变量 "${v}"（类型 "${t}"）没有提供。`],
  [/^Variable "([^"]+)" of non-null type "([^"]+)" must not be null\.$/s, ([v, t]) => `变量 "${v}"（非空类型 "${t}"）不能为 null。`],
  [
    /^Variable "([^"]+)" got invalid value (.+)$/s,
    ([v, rest]) => {
      const split = valueThenReason(rest);
      if (!split) return null;
      // The place in the variable comes last, written by graphql-js: ` at "v.field[2]"`.
      const place = / at "([^"]+)"$/.exec(split.value);
      const value = place ? split.value.slice(0, place.index) : split.value;
      return `变量 "${v}" 的值 ${value}${place ? `（位于 "${place[1]}"）` : ' '}无效：${split.reason}`;
    },
  ],
  [/^Argument "([^"]+)" of required type "([^"]+)" was not provided\.$/s, ([a, t]) => `必填参数 "${a}"（类型 "${t}"）没有提供。`],
  [/^Argument "([^"]+)" of non-null type "([^"]+)" must not be null\.$/s, ([a, t]) => `参数 "${a}"（非空类型 "${t}"）不能为 null。`],
  [/^Argument "([^"]+)" has invalid value (.+)\.$/s, ([a, value]) => `参数 "${a}" 的值 ${value} 无效。`],

  ...COERCION,

  // Which operation to run.
  [/^Must provide operation name if query contains multiple operations\.$/, () => '文档包含多个操作时，必须提供操作名（operationName）。'],
  [/^Must provide an operation\.$/, () => '必须提供一个操作。'],
  [/^Schema is not configured to execute (\w+) operation\.$/, ([o]) => `不支持 ${o} 操作。`],

  // Apollo Server's reading of the HTTP request.
  [/^PersistedQueryNotSupported$/, () => '不支持持久化查询（persisted query）：请发送完整的查询文档。'],
  [/^PersistedQueryNotFound$/, () => '没有这个持久化查询（persisted query）：请发送完整的查询文档。'],
  [/^GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension\.$/, () => 'GraphQL 请求必须包含非空的 `query`。'],
  [/^POST body missing, invalid Content-Type, or JSON object has no keys\.$/, () => 'POST 请求体缺失、Content-Type 无效，或 JSON 对象为空。'],
  [/^GraphQL queries must be strings\./, () => 'GraphQL 查询（query）必须是字符串。'],
  [/^Operation batching disabled\.$/, () => '不支持批量请求：请求体应为一个操作（JSON 对象），而不是数组。'],
  [/^No operations found in request\.$/, () => '请求中没有操作。'],
  [/^Apollo Server supports only GET\/POST requests\.$/, () => '只支持 GET 和 POST 请求。'],
  [/^An 'accept' header was provided for this request which does not accept (.+?) or (.+)$/s, ([a, b]) => `请求头 accept 不接受 ${a} 或 ${b}：答复只能是这两种格式之一。`],
  [/^`(variables|extensions)` in a POST body should be provided as an object, not a recursively JSON-encoded string\.$/, ([f]) => `POST 请求体中的 \`${f}\` 应为对象，而不是再次 JSON 编码的字符串。`],
  [/^`(variables|extensions)` in a POST body must be an object if provided\.$/, ([f]) => `POST 请求体中的 \`${f}\` 如果提供，必须是对象。`],
  [/^`(operationName|query)` in a POST body must be a string if provided\.$/, ([f]) => `POST 请求体中的 \`${f}\` 如果提供，必须是字符串。`],
  [/^The '?(\w+)'? search parameter may only be specified once\.$/, ([p]) => `地址参数 ${p} 只能出现一次。`],
  [/^The (\w+) search parameter contains invalid JSON\.$/, ([p]) => `地址参数 ${p} 不是有效的 JSON。`],
  [/^The (\w+) search parameter should contain a JSON-encoded object\.$/, ([p]) => `地址参数 ${p} 应为 JSON 编码的对象。`],
  [/^GET requests only support query operations, not (\w+) operations$/, ([o]) => `GET 请求只能执行查询（query），不能执行 ${o}。`],
  [/^GET requests may not have a content-type header other than application\/json\.$/, () => 'GET 请求的 content-type 只能是 application/json。'],
  [/^This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)\./, () => '此请求可能是跨站请求伪造（CSRF），已被拒绝：请加上请求头 apollo-require-preflight，或使用 Content-Type: application/json。'],

  // The server's own limits on a document (graphql/security.ts).
  [/^Query rejected: deeper than (\d+) levels$/, ([n]) => `查询被拒绝：嵌套超过 ${n} 层。`],
  [/^Query rejected: more than (\d+) aliases$/, ([n]) => `查询被拒绝：别名超过 ${n} 个。`],
  [/^Query rejected: cost above (\d+)$/, ([n]) => `查询被拒绝：开销超过 ${n}。`],
  [
    /^Query rejected: Dashboard\.content is read one dashboard at a time \(dashboard\(id\)\), not through a list$/,
    () => '查询被拒绝：Dashboard.content 只能逐个看板读取（dashboard(id)），不能通过列表读取。',
  ],
  [/^Query rejected: Dashboard\.coverIcon is read through at most one list per request$/, () => '查询被拒绝：每个请求最多通过一个列表读取 Dashboard.coverIcon。'],
  [
    /^Query rejected: at most (\d+) selections of Dashboard\.content or Dashboard\.coverIcon per request; send the others in requests of their own$/,
    ([n]) => `查询被拒绝：每个请求最多选择 ${n} 次 Dashboard.content 或 Dashboard.coverIcon，其余请分开请求。`,
  ],
  [/^Query rejected: at most (\d+) introspection fields \(__schema, __type\) per request$/, ([n]) => `查询被拒绝：每个请求最多 ${n} 个内省字段（__schema、__type）。`],
  [
    /^Query rejected: at most (\d+) statistics or rankings over a time range per request \((.+)\); send the others in requests of their own$/s,
    ([n, fields]) => `查询被拒绝：每个请求最多 ${n} 个按时间范围的统计或排行（${fields}），其余请分开请求。`,
  ],

];

const KINDS: Record<string, string> = {
  argument: '参数',
  directive: '指令',
  fragment: '片段',
  'input field': '输入字段',
  operation: '操作',
  variable: '变量',
  type: '类型',
};
