import net from 'node:net';
import WebSocket from 'ws';
import { LIMITS } from '../src/graphql/security';
import { TOO_MANY_SOCKETS } from '../src/graphql/ws';
import { errorOf, eventually, gql, loginAs, rawSocket, startTestServer, wsClient, type TestServer } from './helpers';

/** Each hostile request gets a clear error with the right status, and the server keeps serving. */
describe('hostile input over HTTP', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'superadmin');
  });
  afterEach(async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const still = await gql(server, '{ me { account } }', {}, { token });
    expect(still.body.data!.me.account).toBe('superadmin');
  });
  afterAll(() => server.stop());

  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers, body }).then(async (r) => ({ status: r.status, text: await r.text() }));

  it('rejects a query that is too deep', async () => {
    const deep = '{ tenantTree { ' + 'subTenants { '.repeat(12) + 'id' + ' }'.repeat(12) + ' } }';
    const res = await gql(server, deep, {}, { token });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', errorno: 3 });
    expect(res.body.errors![0].message).toContain(`deeper than ${LIMITS.maxDepth} levels`);
  });

  it('rejects too many aliases, __typename aliases included', async () => {
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await gql(server, `{ ${aliases} }`, {}, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors![0].message).toContain(`more than ${LIMITS.maxAliases} aliases`);
  });

  it('rejects a costly query', async () => {
    // 15 aliases of a 9-level tree: within the depth and alias limits, but about 8,900 in cost.
    const level = (d: number): string => (d === 0 ? 'id name' : `id name oemCode level parentId subTenants { ${level(d - 1)} }`);
    const costly = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: tenantTree { ${level(8)} }`).join(' ')} }`;
    const res = await gql(server, costly, {}, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors!.map((e) => e.message).join(' ')).toContain(`cost above ${LIMITS.maxCost}`);
  });

  it(`refuses more than ${LIMITS.maxRangeReads} statistics over a time range in one query, aliases and fragments counted`, async () => {
    const stat = (alias: string) => `${alias}: deviceEfficiencyStatistics(uuid: "dev-qilu-laser-01", start: "2026-01-01", end: "2026-01-31") { date }`;
    const two = await gql(server, `{ ${stat('a')} ${stat('b')} }`, {}, { token });
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data!.a).toHaveLength(31);
    for (const query of [
      `{ ${stat('a')} ${stat('b')} ${stat('c')} }`,
      `{ ${stat('a')} ...F ... on Query { ${stat('c')} } } fragment F on Query { ${stat('b')} }`,
      `{ ${stat('a')} r: utilizationRanking(start: "2026-01-01", end: "2026-01-31") { total } s: supplierAggregate(start: "2026-01", end: "2026-02") { __typename } }`,
    ]) {
      const res = await gql(server, query, {}, { token });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', errorno: 3 });
      expect(res.body.errors![0].message).toContain(`at most ${LIMITS.maxRangeReads} statistics or rankings over a time range per request`);
    }
    // Fragments spreading each other twice over: 2^30 paths to one statistic, refused at once.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const diamond = await gql(server, `{ ...F0 } ${levels} fragment F30 on Query { ${stat('x')} }`, {}, { token });
    expect(diamond.status).toBe(400);
    expect(diamond.body.errors!.map((e) => e.message).join(' ')).toContain('at most');
  });

  it(`reads Dashboard.content one dashboard at a time and at most ${LIMITS.maxLargeFields} large fields per request, aliases and fragments counted`, async () => {
    const created = await gql(server, 'mutation { createDashboard(input: { name: "Large fields" }) { id content coverIcon } }', {}, { token });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createDashboard.id;
    // What the designer, the view and the list ask: allowed.
    for (const query of [`{ dashboard(id: "${id}") { content coverIcon } }`, `{ dashboard(id: "${id}") { content } }`, '{ dashboards(pageSize: 50) { items { id coverIcon } } }']) {
      const res = await gql(server, query, {}, { token });
      expect(`${query}: ${JSON.stringify(res.body.errors)}`).toBe(`${query}: undefined`);
    }
    const refused = async (query: string, reason: string) => {
      const res = await gql(server, query, {}, { token });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', errorno: 3 });
      expect(res.body.errors!.map((e) => e.message).join(' ')).toContain(reason);
    };
    // Fifteen aliases of the list with canvas and cover built 500 MB (a server failure after 7 s).
    await refused('{ dashboards(pageSize: 50) { items { content } } }', 'not through a list');
    await refused('{ dashboards { ...L } } fragment L on DashboardPage { items { ...D } } fragment D on Dashboard { content }', 'not through a list');
    await refused(`{ a: dashboard(id: "${id}") { content } b: dashboard(id: "${id}") { content } c: dashboard(id: "${id}") { coverIcon } }`, `at most ${LIMITS.maxLargeFields} selections`);
    await refused(`{ a: dashboards { items { coverIcon } } b: dashboards { items { coverIcon } } c: dashboards { items { coverIcon } } }`, `at most ${LIMITS.maxLargeFields} selections`);
    await refused('{ a: dashboards(pageSize: 50) { items { coverIcon } } b: dashboards(pageSize: 50, page: 2) { items { coverIcon } } }', 'through at most one list');
    await refused(`{ a: dashboard(id: "${id}") { ...D } b: dashboard(id: "${id}") { ...D } } fragment D on Dashboard { content coverIcon }`, `at most ${LIMITS.maxLargeFields} selections`);
    await refused(`mutation { a: saveDashboard(input: { id: "${id}", name: "x", baseVersion: 1 }) { content coverIcon } b: createDashboard(input: { name: "y" }) { content } }`, `at most ${LIMITS.maxLargeFields} selections`);
  });

  it(`answers at most ${LIMITS.maxIntrospectionRoots} introspection fields per request (the cost and depth rules leave introspection out)`, async () => {
    const schema = '__schema { types { name fields { name type { name ofType { name } } } } }';
    const one = await gql(server, `{ ${schema} }`, {}, { token });
    expect(one.body.errors).toBeUndefined();
    const refused = await gql(server, `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${schema}`).join(' ')} }`, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors!.map((e) => e.message).join(' ')).toContain(`at most ${LIMITS.maxIntrospectionRoots} introspection fields`);
    const mixed = await gql(server, '{ a: __type(name: "Query") { name } b: __type(name: "Dashboard") { name } ...F } fragment F on Query { __schema { queryType { name } } }', {}, { token });
    expect(mixed.status).toBe(400);
  });

  it('stops a huge document at the parser with a 400, not a 500', async () => {
    const huge = `{ ${Array.from({ length: LIMITS.maxTokens }, () => '__typename').join(' ')} }`;
    const res = await gql(server, huge, {}, { token });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', errorno: 3 });
    expect(res.body.errors![0].message).toMatch(/more that \d+ tokens/);
  });

  it("answers a body over the size limit with 413, its reason in the caller's language", async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(LIMITS.maxBodyBytes + 10) } });
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', errorno: 1004 });
    const zh = await post(body, { 'content-type': 'application/json', 'accept-language': 'zh-CN' });
    expect(zh.status).toBe(413);
    expect(JSON.parse(zh.text).errors[0]).toMatchObject({
      message: `请求无效：请求体超过 ${LIMITS.maxBodyBytes} 字节`,
      extensions: { errorno: 1004, params: { reasonKey: 'bodyTooLarge', bytes: LIMITS.maxBodyBytes, reason: `请求体超过 ${LIMITS.maxBodyBytes} 字节` } },
    });
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await post('{"query": "{ __typename }"');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0]).toEqual({
      message: 'Invalid request: the body is not valid JSON',
      extensions: { code: 'BAD_REQUEST', errorno: 1004, params: { reasonKey: 'bodyNotValidJson', reason: 'the body is not valid JSON' } },
    });
    expect(res.text).not.toMatch(/at .*\.js:\d+/);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses content type %s with 400', async (type) => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': type });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('has no HTTP batching', async () => {
    const res = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', errorno: 3 });
  });

  /** Collects what the server logs as errors while `work` runs. */
  async function loggedErrors(work: () => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const logger = server.services.logger;
    const original = logger.error;
    logger.error = ((obj: unknown, msg?: string) => {
      lines.push(JSON.stringify({ obj, msg }));
    }) as typeof logger.error;
    try {
      await work();
    } finally {
      logger.error = original;
    }
    return lines;
  }

  it('answers a subscription sent over HTTP with 1004 (use the WebSocket), signed in or not, in the caller\'s language, and logs nothing', async () => {
    const documents = [
      'subscription { systemMessages { __typename } }',
      'subscription { tableVersionChanged { __typename } }',
      'subscription { deviceStatusChanged(uuids: ["dev-qilu-laser-01"]) { __typename } }',
      'subscription { deviceEfficiency(uuid: "dev-qilu-laser-01") { __typename } }',
      'subscription { myPermissionsChanged { __typename } }',
    ];
    const errors = await loggedErrors(async () => {
      for (const query of documents) {
        for (const caller of [{ token }, {}, { token, headers: { 'accept-language': 'zh-CN' } }]) {
          const res = await gql(server, query, {}, caller);
          expect(res.status).toBe(400);
          expect(res.body.data).toBeUndefined();
          expect(errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', errorno: 1004 });
          expect(res.body.errors![0].message).toMatch(caller.headers ? /^请求无效：订阅通过 WebSocket（graphql-ws）在 \/graphql 提供/ : /^Invalid request: subscriptions are served over WebSocket \(graphql-ws\) at \/graphql/);
        }
      }
    });
    expect(errors).toEqual([]);
  });

  it('answers a persisted-query extension as not supported (errorno 3), whatever its fields, and logs nothing', async () => {
    const bodies = [
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
      { query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } },
      { query: '{ __typename }', extensions: { persistedQuery: { sha256Hash: 5 } } },
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
    ];
    const errors = await loggedErrors(async () => {
      for (const body of bodies) {
        const res = await post(JSON.stringify(body));
        expect(JSON.parse(res.text).errors[0].extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_SUPPORTED', errorno: 3 });
      }
    });
    expect(errors).toEqual([]);
  });

  it("says why a request is wrong (errorno 3) in the caller's language, names and values as sent", async () => {
    const zh = { 'accept-language': 'zh-CN' };
    const cases: { query: string; variables?: Record<string, unknown>; code: string; en: string; zh: string }[] = [
      {
        query: '{ devics { total } }',
        code: 'GRAPHQL_VALIDATION_FAILED',
        en: 'Cannot query field "devics" on type "Query". Did you mean "device" or "devices"?',
        zh: '类型 "Query" 上没有可查询的字段 "devics"。你是否想用 "device" 或 "devices"？',
      },
      {
        query: 'query ($p: Int!) { devices(page: $p) { total } }',
        variables: { p: 'x' },
        code: 'BAD_USER_INPUT',
        en: 'Variable "$p" got invalid value "x"; Int cannot represent non-integer value: "x"',
        zh: '变量 "$p" 的值 "x" 无效：Int 不能表示非整数的值："x"',
      },
      { query: '{ devices {', code: 'GRAPHQL_PARSE_FAILED', en: 'Syntax Error: Expected Name, found <EOF>.', zh: '语法错误：应为 Name，实际为 <EOF>。' },
      {
        query: `{ ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
        en: `Query rejected: more than ${LIMITS.maxAliases} aliases`,
        zh: `查询被拒绝：别名超过 ${LIMITS.maxAliases} 个。`,
      },
    ];
    for (const c of cases) {
      const english = await gql(server, c.query, c.variables, { token });
      const chinese = await gql(server, c.query, c.variables, { token, headers: zh });
      expect([english.status, chinese.status]).toEqual([400, 400]);
      expect(english.body.errors![0]).toMatchObject({ message: c.en, extensions: { code: c.code, errorno: 3 } });
      expect(chinese.body.errors![0]).toMatchObject({ message: c.zh, extensions: { code: c.code, errorno: 3 } });
    }
    // Anonymous callers get no suggestions, in either language.
    expect((await gql(server, '{ devics { total } }', {}, { headers: zh })).body.errors![0].message).toBe('类型 "Query" 上没有可查询的字段 "devics"。');
    // Apollo Server's own refusals of a request's shape (answered outside its request pipeline), and of persisted queries.
    const refusals: [RequestInit & { search?: string }, string][] = [
      [{ body: JSON.stringify({ query: 5 }) }, 'GraphQL 查询（query）必须是字符串。'],
      [{ body: JSON.stringify({ query: '' }) }, 'GraphQL 请求必须包含非空的 `query`。'],
      [{ body: JSON.stringify({}) }, 'POST 请求体缺失、Content-Type 无效，或 JSON 对象为空。'],
      [{ body: JSON.stringify({ query: '{ __typename }', variables: '{}' }) }, 'POST 请求体中的 `variables` 应为对象，而不是再次 JSON 编码的字符串。'],
      [{ body: JSON.stringify({ query: '{ __typename }', variables: [1] }) }, 'POST 请求体中的 `variables` 如果提供，必须是对象。'],
      [{ body: JSON.stringify({ query: '{ __typename }', operationName: 5 }) }, 'POST 请求体中的 `operationName` 如果提供，必须是字符串。'],
      [{ body: JSON.stringify({ query: 'query A { __typename } query B { __typename }' }) }, '文档包含多个操作时，必须提供操作名（operationName）。'],
      [{ body: JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }) }, '没有名为 "B" 的操作。'],
      [{ body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }) }, '不支持持久化查询（persisted query）：请发送完整的查询文档。'],
      [{ body: '{"query":"{ __typename }"}', headers: { 'content-type': 'text/plain' } }, '此请求可能是跨站请求伪造（CSRF），已被拒绝：请加上请求头 apollo-require-preflight，或使用 Content-Type: application/json。'],
      [{ method: 'GET', search: '?query=mutation{logout}' }, 'GET 请求只能执行查询（query），不能执行 mutation。'],
      [{ method: 'GET', search: '?query={__typename}&query=x' }, '地址参数 query 只能出现一次。'],
      [{ method: 'GET', search: '?query={__typename}&variables=nope' }, '地址参数 variables 不是有效的 JSON。'],
      [{ method: 'GET', search: '?query={__typename}&variables=5' }, '地址参数 variables 应为 JSON 编码的对象。'],
      [{ body: JSON.stringify([{ query: '{ __typename }' }]) }, '不支持批量请求：请求体应为一个操作（JSON 对象），而不是数组。'],
      [{ method: 'PUT', body: JSON.stringify({ query: '{ __typename }' }) }, '只支持 GET 和 POST 请求。'],
      [{ body: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-type': 'application/json', accept: 'text/html' } }, '请求头 accept 不接受 application/json; charset=utf-8 或 application/graphql-response+json; charset=utf-8：答复只能是这两种格式之一。'],
      [{ body: JSON.stringify({ query: '{ __typename \uD800 }' }) }, '语法错误：无效的字符：U+D800。'],
    ];
    for (const [request, message] of refusals) {
      const method = request.method ?? 'POST';
      const headers = { 'content-type': 'application/json', 'apollo-require-preflight': '1', ...zh, ...(request.headers as Record<string, string>) };
      if (request.headers) delete (headers as Record<string, string>)['apollo-require-preflight'];
      const res = await fetch(`${server.url}/graphql${request.search ?? ''}`, { method, headers, body: request.body });
      // A syntax error also says where it is; nothing else rides along.
      const { locations: _where, ...error } = ((await res.json()) as { errors: Record<string, unknown>[] }).errors[0];
      expect(error).toEqual({ message, extensions: { code: expect.any(String), errorno: 3 } });
    }
    // Over the WebSocket: the subscription's validation error, in the socket's language.
    const client = wsClient(server, { token }, zh);
    const error = await new Promise<any>((resolve) => {
      client.subscribe({ query: 'subscription { deviceStatusChanged(uuids: ["dev-qilu-laser-01"]) { stauts } }' }, { next: () => undefined, error: resolve, complete: () => undefined });
    });
    expect(error[0]).toMatchObject({ message: '类型 "DeviceStatusChange" 上没有可查询的字段 "stauts"。你是否想用 "status"？', extensions: { errorno: 3 } });
    await client.dispose();
  });

  it("answers a subscription's wrong variables over the WebSocket with errorno 3 in the caller's language, and logs nothing (a client's mistake, repeated, is not a server failure)", async () => {
    const token = await loginAs(server, 'customer');
    const client = wsClient(server, { token }, { 'accept-language': 'zh-CN' });
    const errors = await loggedErrors(async () => {
      for (let i = 0; i < 20; i++) {
        // graphql-ws answers an execution that could not start with a result holding the errors, then completes.
        const errors = await new Promise<any>((resolve) => {
          client.subscribe({ query: 'subscription S($u: String!) { deviceParameters(uuid: $u) { key } }', variables: { u: i } }, { next: (result) => resolve(result.errors), error: resolve, complete: () => resolve(null) });
        });
        expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(/^变量 "\$u"/), extensions: { errorno: 3 } });
      }
    });
    await client.dispose();
    expect(errors).toEqual([]);
  });

  it('answers a file address whose percent-encoding does not decode with 400 (errorno 1004), and logs nothing', async () => {
    const errors = await loggedErrors(async () => {
      for (const path of ['/files/ncmaintain/%E0%A4%A', '/files/%ZZ/x', '/public/repair-files/ncmaintain/%E0']) {
        const res = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'zh-CN' } });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
        expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', errorno: 1004 });
        expect(body.errors[0].message).toMatch(/^请求无效：/);
      }
    });
    expect(errors).toEqual([]);
  });

  it('keeps introspection and field suggestions for signed-in users', async () => {
    const anonymous = await gql(server, '{ __schema { queryType { name } } }');
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED', errorno: 1005 });
    const typeProbe = await gql(server, '{ __type(name: "User") { fields { name } } }');
    expect(typeProbe.status).toBe(401);
    const signedIn = await gql(server, '{ __schema { queryType { name } } }', {}, { token });
    expect(signedIn.body.data!.__schema.queryType.name).toBe('Query');

    const typoAnon = await gql(server, '{ tenantTre { id } }');
    expect(typoAnon.body.errors![0].message).toBe('Cannot query field "tenantTre" on type "Query".');
    const typoSigned = await gql(server, '{ tenantTre { id } }', {}, { token });
    expect(typoSigned.body.errors![0].message).toContain('Did you mean "tenantTree"?');
  });
});

type GraphqlAnswer = { errors: { message: string; extensions: Record<string, unknown> }[] };

describe('request bodies held in memory', () => {
  const BUDGET = 4 * 1024 * 1024;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ HTTP_BODY_BUFFER_BYTES: String(BUDGET) });
    token = await loginAs(server, 'tenantadmin');
  });
  afterAll(() => server.stop());

  /** A createDashboard body of about `bytes` (its content padded). */
  const dashboardBody = (bytes: number) =>
    JSON.stringify({ query: 'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }', variables: { input: { name: 'Big', description: '', content: ' '.repeat(bytes) } } });

  /** Sends the head and all of `body` but its last byte on a raw connection, and keeps it open. */
  const holdBody = (body: string, headers: Record<string, string>) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => (text += String(d)));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    const head = Object.entries({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`POST /graphql HTTP/1.1\r\nhost: test\r\n${head}\r\n`);
    socket.write(body.slice(0, -1));
    return { socket, answer };
  };

  it('gives a made-up token no larger body than a caller without one', async () => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer made-up' }, body: dashboardBody(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as GraphqlAnswer).errors[0].message).toBe(`Invalid request: the body is larger than ${LIMITS.maxBodyBytes} bytes`);
    await eventually(() => server.services.bodies.held === 0, 5000, 'the body given back');
  });

  it(`answers 1013 (HTTP 503) to a large body that would pass the ${BUDGET} bytes all large bodies may hold, never to a small one, and holds nothing of an abandoned one`, async () => {
    // Two signed-in callers' large bodies, all but their last byte: held while they are read, nearly the whole budget.
    const first = holdBody(dashboardBody(LIMITS.maxLargeBodyBytes - 1024), { authorization: `Bearer ${token}` });
    await eventually(() => server.services.bodies.held > LIMITS.maxLargeBodyBytes - 2048, 10_000, 'the first body held');
    const second = holdBody(dashboardBody(BUDGET - LIMITS.maxLargeBodyBytes - 16 * 1024), { authorization: `Bearer ${token}` });
    await eventually(() => server.services.bodies.held > BUDGET - 20 * 1024, 10_000, 'the second body held');
    // A body within the usual 100 KiB is not counted: slow senders filling the budget cannot refuse every request.
    const small = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ me { account } }', pad: 'x'.repeat(90 * 1024) }) });
    expect(await small.json()).toEqual({ data: { me: { account: 'tenantadmin' } } });
    // Another large body would pass the budget: refused at once, in the caller's language, and its bytes not kept.
    const held = server.services.bodies.held;
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' }, body: dashboardBody(512 * 1024) });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const answer = (await res.json()) as GraphqlAnswer;
    expect(answer.errors[0]).toMatchObject({ message: '服务器繁忙，请几秒后再试', extensions: { code: 'SERVICE_UNAVAILABLE', errorno: 1013 } });
    expect(server.services.bodies.held).toBe(held);
    // The callers give up: their bytes are given back.
    first.socket.destroy();
    second.socket.destroy();
    await eventually(() => server.services.bodies.held === 0, 5000, 'the abandoned bodies given back');
  });
});

describe('unexpected failures', () => {
  it('reach the client as server failure with a request id, never the cause or a stack, and are logged', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ LOG_LEVEL: 'error' });
    const token = await loginAs(server, 'superadmin');
    const logger = server.services.logger;
    const originalError = logger.error.bind(logger);
    logger.error = ((obj: unknown, msg?: string) => {
      lines.push(JSON.stringify({ obj, msg }));
      return originalError(obj as object, msg);
    }) as typeof logger.error;
    // Break the database under a running server: the next policy query fails inside the driver.
    await server.services.orm.em.getConnection().execute('drop table role_policy');
    const res = await gql(server, '{ rolePolicies(role: user) { path } }', {}, { token });
    const ext = errorOf(res);
    expect(ext).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', errorno: 4, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(res.body.errors![0].message).toBe('Server failure');
    expect(JSON.stringify(res.body)).not.toMatch(/stack|\.ts:|\.js:|sqlite|knex/i);
    expect(res.headers.get('x-request-id')).toBe(ext.requestId);
    expect(lines.some((l) => l.includes(ext.requestId))).toBe(true);
    // The server keeps answering what does not need the broken table.
    expect((await gql(server, '{ me { account } }', {}, { token })).body.data!.me.account).toBe('superadmin');
    await server.stop();
  });
});

describe('hostile input over WebSocket', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ WS_INIT_TIMEOUT_MS: '300' });
    token = await loginAs(server, 'superadmin');
  });
  afterEach(async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('delivers subscriptions to a token-authenticated client', async () => {
    const client = wsClient(server, { token });
    const received = new Promise<any>((resolve, reject) => {
      client.subscribe({ query: 'subscription { systemMessages { title } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    // graphql-ws acknowledges the subscription before events flow; publish until one arrives.
    const publish = () => gql(server, 'mutation { sendSystemMessage(input: { type: "maintenance", title: "Maintenance at 22:00", content: "The platform pauses for 10 minutes." }) { id } }', {}, { token });
    const timer = setInterval(() => void publish(), 50);
    const result = await received.finally(() => clearInterval(timer));
    expect(result).toEqual({ data: { systemMessages: { title: 'Maintenance at 22:00' } } });
    await client.dispose();
  });

  it('refuses a query or mutation over WebSocket', async () => {
    for (const query of ['mutation { logout }', '{ me { account } }']) {
      const client = wsClient(server, { token });
      const error = await new Promise<any>((resolve) => {
        client.subscribe({ query }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
      });
      expect(error[0].extensions).toMatchObject({ code: 'BAD_REQUEST', errorno: 1004 });
      expect(error[0].message).toContain('only subscriptions are accepted over WebSocket');
      await client.dispose();
    }
    // The session was not signed out by the refused mutation.
    expect((await gql(server, '{ me { account } }', {}, { token })).body.data!.me.account).toBe('superadmin');
  });

  it(`refuses subscriptions past ${LIMITS.maxSubscriptionsPerSocket} on one socket (1011), also in a burst, and takes one again when another ends`, async () => {
    const client = wsClient(server, { token }, { 'accept-language': 'zh-CN' });
    const query = 'subscription { deviceStatusChanged(uuids: ["dev-qilu-laser-01"]) { status } }';
    const max = LIMITS.maxSubscriptionsPerSocket;
    const outcome = (): Promise<{ first: 'next' | 'error'; error?: any; end: () => void }> =>
      new Promise((resolve) => {
        const end = client.subscribe({ query }, { next: () => resolve({ first: 'next', end }), error: (error) => resolve({ first: 'error', error, end }), complete: () => undefined });
      });
    // Sent at once: every frame arrives before the first subscription has started.
    const outcomes = await Promise.all(Array.from({ length: max + 50 }, outcome));
    const refused = outcomes.filter((o) => o.first === 'error');
    expect(outcomes.filter((o) => o.first === 'next')).toHaveLength(max);
    expect(refused).toHaveLength(50);
    expect(refused[0].error[0]).toMatchObject({ message: `每个连接最多 ${max} 个订阅，请先结束一个`, extensions: { code: 'BAD_REQUEST', errorno: 1011, params: { max } } });
    // Full: one more is refused; after one ends, one more starts.
    expect((await outcome()).first).toBe('error');
    outcomes.find((o) => o.first === 'next')!.end();
    let again = await outcome();
    // The end travels to the server as a message of its own: until it has arrived, the socket is still full.
    while (again.first === 'error') again = await outcome();
    expect(again.first).toBe('next');
    await client.dispose();
  });

  it('closes a socket that reuses the id of a subscription still starting (4409), and leaves nothing listening', async () => {
    // A device no other test here listens to: its parameter listeners are this test's alone.
    const uuid = 'dev-pengcheng-laser-01';
    const listeners = () => server.services.pubsub.listenerCount('DEVICE_PARAMETER', uuid);
    expect(listeners()).toBe(0);
    const raw = rawSocket(server.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    expect((await raw.nextMessage()).type).toBe('connection_ack');
    const subscribe = { id: 'x', type: 'subscribe', payload: { query: `subscription { deviceParameters(uuid: "${uuid}") { key } }` } };
    // Sent together: each complete and the next subscribe arrive while the first still starts.
    for (let i = 0; i < 5; i++) {
      raw.socket.send(JSON.stringify(subscribe));
      raw.socket.send(JSON.stringify({ id: 'x', type: 'complete' }));
    }
    raw.socket.send(JSON.stringify(subscribe));
    expect(await raw.closed).toEqual({ code: 4409, reason: 'Subscriber for x already exists' });
    await eventually(() => listeners() === 0, 5000, `no parameter listener left (${listeners()} now)`);
  });

  it(`closes a socket that sends a subscription id longer than ${LIMITS.maxSubscriptionIdLength} characters (4400)`, async () => {
    const raw = rawSocket(server.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    expect((await raw.nextMessage()).type).toBe('connection_ack');
    raw.socket.send(JSON.stringify({ id: 'i'.repeat(LIMITS.maxSubscriptionIdLength + 1), type: 'subscribe', payload: { query: 'subscription { tableVersionChanged { table } }' } }));
    expect(await raw.closed).toEqual({ code: 4400, reason: `Subscription id longer than ${LIMITS.maxSubscriptionIdLength} characters` });
  });

  it('applies the HTTP validation limits to subscriptions', async () => {
    const client = wsClient(server, { token });
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const error = await new Promise<any>((resolve) => {
      client.subscribe({ query: `subscription { systemMessages { ${aliases} } }` }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
    });
    expect(error[0].message).toContain(`more than ${LIMITS.maxAliases} aliases`);
    await client.dispose();
  });

  it('closes a socket that never sends its init with 4408', async () => {
    const raw = rawSocket(server.url);
    await raw.opened;
    const closed = await raw.closed;
    expect(closed.code).toBe(4408);
  });

  /** A ping whose pong (it echoes the payload) is 60 KB. */
  const BIG_PING = JSON.stringify({ type: 'ping', payload: { blob: 'x'.repeat(60_000) } });

  /** A signed-in graphql-ws socket whose client reads nothing from here on (its TCP socket paused), and that TCP socket. */
  async function socketNotReading() {
    const raw = rawSocket(server.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    expect((await raw.nextMessage()).type).toBe('connection_ack');
    const tcp = (raw.socket as unknown as { _socket: net.Socket })._socket;
    tcp.pause();
    return { raw, tcp };
  }

  it(`gives a client that sends without reading one pong while behind, and closes it (1013) past ${LIMITS.maxMessagesWhileBehind} messages: no reply held per message`, async () => {
    // The pongs (each echoing its ping's 60 KB) fill the kernel's buffers, then the server's.
    const { raw, tcp } = await socketNotReading();
    const sent = LIMITS.maxMessagesWhileBehind + 600;
    for (let i = 0; i < sent; i++) raw.socket.send(BIG_PING);
    await eventually(() => raw.socket.bufferedAmount === 0, 20_000, 'every ping sent');
    tcp.resume();
    const pongs = () => raw.messages.filter((m) => m.type === 'pong').length;
    let closed: { code: number; reason: string } | undefined;
    void raw.closed.then((c) => (closed = c));
    await eventually(() => closed !== undefined || pongs() === sent, 20_000, 'closed, or every ping answered');
    expect(closed).toEqual({ code: 1013, reason: 'Too slow: replies not read' });
    // The pongs sent before it fell behind, and one after: not one for each of the rest.
    expect(pongs()).toBeLessThan(sent - LIMITS.maxMessagesWhileBehind);
  });

  it('prints nothing when a client that stopped reading drops its connection with replies still waiting', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = server.services.sockets.count();
      const { raw, tcp } = await socketNotReading();
      // Big pongs fill the buffers; then each refused subscribe's error waits unsent in the server.
      for (let i = 0; i < 220; i++) raw.socket.send(BIG_PING);
      for (let i = 0; i < 30; i++) raw.socket.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query: 'subscription { nothingHere }' } }));
      await eventually(() => raw.socket.bufferedAmount === 0, 20_000, 'every message sent');
      tcp.destroy(); // with unread data: a reset, so the waiting replies fail
      await eventually(() => server.services.sockets.count() === before, 20_000, 'the server closed its side');
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });

  it('closes an unauthenticated connection with 4403', async () => {
    const raw = rawSocket(server.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token: 'forged' } }));
    expect((await raw.closed).code).toBe(4403);
  });

  it('authenticates a browser socket from the cookie', async () => {
    const raw = rawSocket(server.url, { headers: { cookie: `token=${token}`, origin: server.url } });
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await raw.nextMessage()).toEqual({ type: 'connection_ack' });
    raw.socket.close(1000);
  });

  it('refuses an upgrade from a foreign origin with 403', async () => {
    const raw = rawSocket(server.url, { headers: { origin: 'https://evil.example' } });
    await expect(raw.opened).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses MQTT over WebSocket (/mqtt) from a foreign origin with 403, and takes machines (no origin) and this site', async () => {
    const open = (origin?: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/mqtt`, 'mqtt', { headers: origin ? { origin } : {} });
        socket.once('open', () => (socket.close(), resolve(101)));
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('error', reject);
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open()).toBe(101);
    expect(await open(server.url)).toBe(101);
  });

  it('closes a frame above the size limit with 1009 and one that is not UTF-8 with 1007, without signing in, logging them sampled and printing no stack', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned: string[] = [];
    const logger = server.services.logger;
    const original = logger.warn;
    logger.warn = ((obj: unknown, msg?: string) => void warned.push(String(msg))) as typeof logger.warn;
    try {
      const oversize = async () => {
        const raw = rawSocket(server.url);
        await raw.opened;
        raw.socket.send('x'.repeat(LIMITS.maxFrameBytes + 1));
        return (await raw.closed).code;
      };
      const notUtf8 = async () => {
        const raw = rawSocket(server.url);
        await raw.opened;
        raw.socket.send(Buffer.from([0xc3, 0x28]), { binary: false });
        return (await raw.closed).code;
      };
      expect(await Promise.all(Array.from({ length: 15 }, oversize))).toEqual(Array(15).fill(1009));
      expect(await Promise.all(Array.from({ length: 5 }, notUtf8))).toEqual(Array(5).fill(1007));
      // The first 10 of 20 in full, then one in 1000.
      expect(warned.filter((m) => m === 'websocket frame refused')).toHaveLength(10);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      logger.warn = original;
      printed.mockRestore();
    }
  });

  it('closes the sockets of a session when it signs out, and re-checks the session on subscribe', async () => {
    const own = await loginAs(server, 'tenantadmin');
    const raw = rawSocket(server.url, { headers: { authorization: `Bearer ${own}` } });
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token: own } }));
    expect(await raw.nextMessage()).toEqual({ type: 'connection_ack' });
    await gql(server, 'mutation { logout }', {}, { token: own });
    expect((await raw.closed).code).toBe(4401);
  });

  it('denies a subscription the role may not start', async () => {
    const user = await loginAs(server, 'customer');
    const client = wsClient(server, { token: user });
    // The customer's policy holds GET /systemmessage: the customer may subscribe. A forged role cannot exist, so
    // check the directive runs on subscribe by revoking the session between connect and subscribe.
    const ack = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const sub = new Promise<any>((resolve) => {
      client.subscribe({ query: 'subscription { systemMessages { title } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') });
    });
    await ack;
    await client.dispose();
    await sub.catch(() => undefined);
    const second = wsClient(server, { token: user });
    await gql(server, 'mutation { logout }', {}, { token: user });
    const refused = await new Promise<any>((resolve) => {
      second.subscribe({ query: 'subscription { systemMessages { title } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') });
    });
    // The connection itself is refused now: the token was revoked.
    expect(refused).toMatchObject({ code: 4403 });
    await second.dispose();
  });
});

describe('WebSockets per sign-in', () => {
  const MAX = 2;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WS_MAX_SOCKETS_PER_CREDENTIAL: String(MAX) });
  });
  afterAll(() => server.stop());

  /** Opens a socket with `token` and answers whether it was acknowledged or how it was closed. */
  const connect = async (token: string) => {
    const raw = rawSocket(server.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    const answer = await Promise.race([raw.nextMessage(), raw.closed]);
    return { raw, acked: answer?.type === 'connection_ack', closed: 'code' in answer ? (answer as { code: number; reason: string }) : null };
  };

  it(`refuses a socket past ${MAX} of one session with 1013 (a burst too), not another session's, and takes one again when one closes`, async () => {
    const token = await loginAs(server, 'tenantadmin');
    // Sent at once: every init arrives before the first is registered.
    const burst = await Promise.all(Array.from({ length: MAX + 3 }, () => connect(token)));
    expect(burst.filter((s) => s.acked)).toHaveLength(MAX);
    const refused = burst.filter((s) => !s.acked);
    expect(refused).toHaveLength(3);
    for (const s of refused) expect(s.closed).toEqual({ code: 1013, reason: TOO_MANY_SOCKETS });

    // The cap is per sign-in: the same account signed in again has its own.
    const other = await connect(await loginAs(server, 'tenantadmin'));
    expect(other.acked).toBe(true);
    other.raw.socket.close(1000);

    // One of the first session's sockets closes: one more is taken (once the server has seen the close).
    const open = burst.filter((s) => s.acked);
    open[0].raw.socket.close(1000);
    await open[0].raw.closed;
    let again = await connect(token);
    while (!again.acked) {
      expect(again.closed).toEqual({ code: 1013, reason: TOO_MANY_SOCKETS });
      again = await connect(token);
    }
    // And it still holds no more than the cap.
    expect((await connect(token)).closed).toEqual({ code: 1013, reason: TOO_MANY_SOCKETS });
    for (const s of [open[1], again]) s.raw.socket.close(1000);
  });
});

describe('live subscriptions per user and per instance', () => {
  const PER_USER = 3;
  const TOTAL = 5;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WS_MAX_SUBSCRIPTIONS_PER_USER: String(PER_USER), WS_MAX_SUBSCRIPTIONS: String(TOTAL) });
  });
  afterAll(() => server.stop());

  /** A socket of `token` that subscribes and answers each subscription's first message: null for `next` (accepted), else the error. */
  const socketOf = async (token: string, language = 'en') => {
    const raw = rawSocket(server.url, { headers: { 'accept-language': language } });
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    expect((await raw.nextMessage()).type).toBe('connection_ack');
    let n = 0;
    const firstFor = (id: string) =>
      new Promise<any>((resolve) => {
        const look = () => {
          const found = raw.messages.find((m) => m.id === id);
          if (!found) return;
          raw.socket.off('message', look);
          resolve(found);
        };
        raw.socket.on('message', look);
        look();
      });
    const subscribe = async () => {
      const id = `s${++n}`;
      // Starts with the machine's current status: an accepted subscription answers at once too.
      raw.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { deviceStatusChanged(uuids: ["dev-qilu-laser-01"]) { status } }' } }));
      const first = await firstFor(id);
      return { id, refusal: first.type === 'next' ? null : (first as { type: string; payload: { message: string; extensions: Record<string, unknown> }[] }) };
    };
    return { raw, subscribe, complete: (id: string) => raw.socket.send(JSON.stringify({ id, type: 'complete' })) };
  };

  it(`refuses a user's subscription past ${PER_USER} over all its sign-ins (1014), all users' past ${TOTAL} (1013), and takes again what ends`, async () => {
    const budget = server.services.subscriptions;
    const a1 = await socketOf(await loginAs(server, 'tenantadmin'), 'zh-CN');
    const a2 = await socketOf(await loginAs(server, 'tenantadmin'));
    expect((await a1.subscribe()).refusal).toBeNull();
    expect((await a1.subscribe()).refusal).toBeNull();
    expect((await a2.subscribe()).refusal).toBeNull();
    // A fourth of the same user, on its other sign-in's socket: refused in that socket's language.
    const fourth = await a1.subscribe();
    expect(fourth.refusal!.type).toBe('error');
    expect(fourth.refusal!.payload[0]).toMatchObject({ message: `每个用户在此服务器上最多 ${PER_USER} 个实时订阅，请先结束一些（关闭不再查看的页面）`, extensions: { errorno: 1014, params: { max: PER_USER } } });
    // Another user: two fit, the sixth of the instance does not.
    const b = await socketOf(await loginAs(server, 'maintadmin'));
    expect((await b.subscribe()).refusal).toBeNull();
    const b2 = await b.subscribe();
    expect(b2.refusal).toBeNull();
    expect((await b.subscribe()).refusal!.payload[0]).toMatchObject({ message: 'The server is busy, please try again in a few seconds', extensions: { errorno: 1013 } });
    expect(budget.inUse).toBe(TOTAL);
    // One of b's ends: b takes one again.
    b.complete(b2.id);
    await eventually(() => budget.inUse === TOTAL - 1, 5000, 'the ended subscription given back');
    expect((await b.subscribe()).refusal).toBeNull();
    // a1's socket closes: its two come back, and the user may subscribe again.
    a1.raw.socket.close(1000);
    await eventually(() => budget.inUse === TOTAL - 2, 5000, "the closed socket's subscriptions given back");
    expect((await a2.subscribe()).refusal).toBeNull();
    for (const s of [a2, b]) s.raw.socket.close(1000);
    await eventually(() => budget.inUse === 0, 5000, 'every subscription given back');
  });
});
