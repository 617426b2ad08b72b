import { PUBLIC_REPAIR_LIMITS } from '../src/contract/repair-orders';
import { loginAs, startTestServer, type TestServer } from './helpers';

/**
 * Plain queries are answered without Apollo's request pipeline (http/graphql-fast-path.ts).
 * An integrator must not be able to tell: each case is sent as a POST (the fast path's) and as
 * a GET (always Apollo's, which refuses a GET without a preflight header as CSRF), and the two
 * answers must be the same: status, content type, body (request ids aside).
 */
describe('GraphQL over HTTP: the fast path of plain queries answers as Apollo does', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
    for (const account of ['tenantadmin', 'customer']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  type Case = { query: string; variables?: Record<string, unknown>; operationName?: string; as?: string; accept?: string; language?: string; from?: string };

  const headersOf = (c: Case, extra: Record<string, string>) => ({
    ...(c.as ? { authorization: `Bearer ${tokens[c.as]}` } : {}),
    ...(c.accept !== undefined ? { accept: c.accept } : {}),
    ...(c.language ? { 'accept-language': c.language } : {}),
    ...(c.from ? { 'x-forwarded-for': c.from } : {}),
    ...extra,
  });

  async function answer(res: Response) {
    const text = await res.text();
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The error ids of a failure are the request's own.
    return { status: res.status, contentType: res.headers.get('content-type'), body: text.split(requestId!).join('<request id>') };
  }

  async function post(c: Case) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: headersOf(c, { 'content-type': 'application/json' }),
      body: JSON.stringify({ query: c.query, variables: c.variables, operationName: c.operationName }),
    });
    return answer(res);
  }

  async function get(c: Case) {
    const search = new URLSearchParams({ query: c.query, ...(c.variables ? { variables: JSON.stringify(c.variables) } : {}), ...(c.operationName ? { operationName: c.operationName } : {}) });
    return answer(await fetch(`${server.url}/graphql?${search}`, { headers: headersOf(c, { 'apollo-require-preflight': 'true' }) }));
  }

  /** POSTs the case (counting whether the fast path answered it) and GETs it from Apollo. */
  async function both(c: Case) {
    const before = server.fastPath.answered;
    const fast = await post(c);
    const answeredHere = server.fastPath.answered - before;
    const apollo = await get(c);
    expect(server.fastPath.answered - before).toBe(answeredHere); // a GET is always Apollo's
    return { fast, apollo, answeredHere };
  }

  const DEVICES = 'query Devices($page: Int!, $pageSize: Int!, $search: String) { devices(page: $page, pageSize: $pageSize, search: $search) { total page items { uuid devalias status product { model coverPicture { fileurl } } } } }';

  it.each([
    ['no Accept header', undefined, 'application/json; charset=utf-8'],
    ["Apollo Client's Accept header", 'application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
    ['Accept */*', '*/*', 'application/json; charset=utf-8'],
  ])('a successful query with %s: same data, status and type', async (_name, accept, contentType) => {
    const { fast, apollo, answeredHere } = await both({ query: DEVICES, variables: { page: 1, pageSize: 5 }, as: 'tenantadmin', accept });
    expect(answeredHere).toBe(1);
    expect(fast).toEqual(apollo);
    expect(fast.status).toBe(200);
    expect(fast.contentType).toBe(contentType);
    expect(JSON.parse(fast.body).data.devices.items).toHaveLength(5);
  });

  it('field errors: not found in Chinese, forbidden, signed out, a rule broken, and partial data beside an error', async () => {
    const cases: Case[] = [
      { query: '{ device(uuid: "no-such-device") { uuid } }', as: 'tenantadmin', language: 'zh-CN' },
      { query: '{ users(page: 1, pageSize: 5) { total } }', as: 'customer' },
      { query: DEVICES, variables: { page: 1, pageSize: 5 } },
      { query: DEVICES, variables: { page: 1, pageSize: 5, search: 'x'.repeat(5000) }, as: 'tenantadmin', language: 'zh' },
      { query: '{ devices(page: 1, pageSize: 2) { total } device(uuid: "no-such-device") { uuid } }', as: 'tenantadmin' },
    ];
    for (const c of cases) {
      const { fast, apollo, answeredHere } = await both(c);
      expect({ query: c.query, ...fast }).toEqual({ query: c.query, ...apollo });
      expect(answeredHere).toBe(1);
      expect(JSON.parse(fast.body).errors.length).toBeGreaterThan(0);
    }
    // The errors are the catalogue's, in the caller's language.
    const notFound = JSON.parse((await post(cases[0])).body);
    expect(notFound.errors[0].extensions.errorno).toBe(1132005);
    expect(notFound.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    // Signed out: the status Apollo gives an error that asks for one.
    expect((await post(cases[2])).status).toBe((await get(cases[2])).status);
  });

  it('a query refused by a rate limit gets the status its error asks for (429)', async () => {
    const bySn: Case = { query: 'query BySn($sn: String!) { publicRepairsBySn(sn: $sn) { number } }', variables: { sn: 'NO-SUCH-SN' }, from: '203.0.113.77' };
    for (let n = 0; n < PUBLIC_REPAIR_LIMITS.queriesPerAddressHour; n++) expect((await post(bySn)).status).toBe(200);
    const { fast, apollo, answeredHere } = await both(bySn);
    expect(answeredHere).toBe(1);
    expect(fast.status).toBe(429);
    expect(fast).toEqual(apollo);
  });

  it('leaves to Apollo what it does not run itself: bad variables, invalid documents, anonymous introspection, other Accept headers, long texts', async () => {
    const cases: Case[] = [
      { query: DEVICES, variables: { page: 'one', pageSize: 5 }, as: 'tenantadmin' },
      { query: '{ devices(page: 1, pageSize: 5) { noSuchField } }', as: 'tenantadmin' },
      { query: '{ __schema { queryType { name } } }' },
      { query: DEVICES, variables: { page: 1, pageSize: 5 }, as: 'tenantadmin', accept: 'text/html;q=0.5, application/json' },
      // A text longer than the fast path keeps (a comment pads it) is Apollo's to cache.
      { query: `# ${'padding '.repeat(1200)}\n${DEVICES}`, variables: { page: 1, pageSize: 5 }, as: 'tenantadmin' },
    ];
    const statuses: number[] = [];
    for (const c of cases) {
      const { fast, apollo, answeredHere } = await both(c);
      expect(answeredHere).toBe(0);
      expect(fast).toEqual(apollo);
      statuses.push(fast.status);
    }
    expect(statuses).toEqual([400, 400, 401, 200, 200]);
  });

  it('runs no mutation itself and keeps the CSRF rule: a form post with the cookie is refused', async () => {
    const before = server.fastPath.answered;
    const mutation = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.tenantadmin}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(mutation.status).toBe(200);
    const form = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: `token=${tokens.customer}` },
      body: JSON.stringify({ query: '{ devices(page: 1, pageSize: 5) { total } }' }),
    });
    expect(form.status).toBe(400);
    expect(server.fastPath.answered).toBe(before);
  });
});
