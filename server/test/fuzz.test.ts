import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSchema } from 'graphql';
import type { Client } from 'graphql-ws';
import { systemEm } from '../src/core/tenancy';
import { DEMO_PASSWORD, LOGIN, gql, postOnFreshSocketIfStale, startTestServer, type TestServer, wsClient } from './helpers';
import { type FuzzCase, cases } from './support/fuzz';

/**
 * Schema-driven fuzz: every argument of every query, mutation and subscription in
 * schema.graphql gets the hostile values of its type, as each demo account and anonymously.
 * No answer may be a server failure (errorno 4, HTTP 500) or carry stack text, and no data
 * may change. New fields are fuzzed without anyone writing a case. Runs on SQLite and PostgreSQL.
 */
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
const ACCOUNTS = ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser'];
const STACK = /\.(ts|js):\d+|node_modules|\n\s+at\s/;
const TABLES = ['tenant', 'app_user', 'role_policy', 'customer', 'product', 'device', 'device_credential', 'parameter_format', 'status_change', 'alarm', 'piece_count', 'work_shift', 'tag', 'product_manual', 'product_manual_tag', 'product_display_config', 'table_column_setting', 'repair_order', 'repair_timeline_entry', 'repair_lookup'];
/**
 * Tables where a hostile-looking value can be a valid one that creates a row (a customer named
 * `' OR '1'='1' --` is a customer: only its name is required): there the rows that existed before
 * must stay as they were, and new ones are allowed.
 */
const CREATED_BY_VALID_VALUES = new Set(['customer']);
/** Tables without an `id` column, by the columns that order them. */
const ORDER_BY: Record<string, string> = { product_manual_tag: 'manual_id, tag_id' };

/**
 * The cases grow with the schema (every argument of every field, as every account): a budget beyond jest's default 30 s.
 * Dashboards, customers, device archives and repair orders took the mutation cases from about 970 to several thousand
 * (x9 callers); on a loaded 2-core machine (load average 15-25) a run took up to 300 s per group.
 */
const FUZZ_TIMEOUT_MS = 600_000;

type Failure = { as: string; field: string; arg: string; value: string; problem: string };

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...(${text.length})` : text;
};

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

describe('schema-driven fuzz', () => {
  let server: TestServer;
  const callers: { as: string; token?: string }[] = [{ as: 'anonymous' }];
  let ids: string[] = [];
  let before: string;
  /** The highest id of each table in CREATED_BY_VALID_VALUES when the run started. */
  const existingUpTo = new Map<string, number>();

  const snapshot = async () => {
    const em = systemEm(server.services.orm, 'test');
    const rows: Record<string, unknown> = {};
    for (const table of TABLES) {
      const upTo = existingUpTo.get(table);
      const where = upTo === undefined ? '' : ` where id <= ${upTo}`;
      rows[table] = await em.getConnection().execute(`select * from ${table}${where} order by ${ORDER_BY[table] ?? 'id'}`);
    }
    return JSON.stringify(rows);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ACCOUNTS) {
      const res = await gql(server, LOGIN, { account, password: DEMO_PASSWORD });
      callers.push({ as: account, token: res.body.data!.login.token });
    }
    // Ids of every tenant and user: for each caller some of them are another tenant's.
    const em = systemEm(server.services.orm, 'test');
    const tenants = (await em.getConnection().execute('select id from tenant')) as { id: number }[];
    const users = (await em.getConnection().execute('select id from app_user')) as { id: number }[];
    ids = [...new Set([...tenants, ...users].map((r) => String(r.id)))];
    for (const table of CREATED_BY_VALID_VALUES) {
      const [{ max }] = (await em.getConnection().execute(`select coalesce(max(id), 0) as max from ${table}`)) as { max: number | string }[];
      existingUpTo.set(table, Number(max));
    }
    expect(existingUpTo.get('customer')).toBeGreaterThan(0);
    before = await snapshot();
  });
  /** The sockets of the hostile requests: 16 at a time, kept alive between them. */
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  afterAll(async () => {
    agent.destroy();
    await server.stop();
  });

  const check = (failures: Failure[], as: string, c: FuzzCase, problem: string | null) => {
    if (problem) failures.push({ as, field: c.field, arg: c.arg, value: describeValue(c.value), problem });
  };

  /** What is wrong with an answer, or null. */
  const problemOf = (status: number, text: string): string | null => {
    if (status >= 500) return `HTTP ${status}`;
    if (STACK.test(text)) return `stack text: ${text.slice(0, 200)}`;
    let body: { errors?: { extensions?: { errorno?: number } }[] };
    try {
      body = JSON.parse(text);
    } catch {
      return `not JSON: ${text.slice(0, 100)}`;
    }
    return body.errors?.some((e) => e.extensions?.errorno === 4 || e.extensions?.errorno === undefined) ? `server failure or uncatalogued error: ${text.slice(0, 300)}` : null;
  };

  it.each(['query', 'mutation'] as const)('answers every hostile %s argument with a clear error, never a server failure', async (operation) => {
    const all = cases(schema, operation, { maxText: 90_000, ids });
    expect(all.length).toBeGreaterThan(100);
    const failures: Failure[] = [];
    await inBatches(
      all.flatMap((c) => callers.map((caller) => ({ c, caller }))),
      16,
      async ({ c, caller }) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (caller.token) headers.authorization = `Bearer ${caller.token}`;
        const res = await postOnFreshSocketIfStale(`${server.url}/graphql`, headers, JSON.stringify({ query: c.query, variables: c.variables }), agent);
        check(failures, caller.as, c, problemOf(res.status, res.text));
      },
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, FUZZ_TIMEOUT_MS);

  it('answers every hostile subscription argument over WebSocket with a clear error or its data, never a server failure', async () => {
    // The WebSocket frame limit (64 KiB) is below HTTP's body limit: the longest text is 50,000 characters here.
    const all = cases(schema, 'subscription', { maxText: 50_000, ids });
    expect(all.length).toBeGreaterThan(50);
    const failures: Failure[] = [];
    const clients: Client[] = callers.filter((c) => c.token).map((c) => wsClient(server, { token: c.token }));
    try {
      await inBatches(
        all.flatMap((c) => clients.map((client, i) => ({ c, client, as: callers.filter((x) => x.token)[i].as }))),
        16,
        async ({ c, client, as }) => {
          const first = await new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve('timeout'), 10_000);
            const stop = client.subscribe(
              { query: c.query, variables: c.variables },
              {
                next: (value) => (clearTimeout(timer), stop(), resolve(JSON.stringify(value))),
                error: (error) => (clearTimeout(timer), resolve(JSON.stringify(Array.isArray(error) ? { errors: error } : { errors: [{ extensions: { errorno: 'closed', detail: String((error as { code?: number }).code ?? error) } }] }))),
                complete: () => (clearTimeout(timer), resolve('{"completed":true}')),
              },
            );
          });
          if (first === 'timeout') return check(failures, as, c, 'no answer within 10 s');
          check(failures, as, c, problemOf(200, first));
        },
      );
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, FUZZ_TIMEOUT_MS);

  it('refuses a 1 MB string at the body limit (413), not as a failure', async () => {
    const res = await gql(server, 'query S($s: String) { devices(search: $s) { total } }', { s: 'x'.repeat(1 << 20) }, { token: callers[1].token });
    expect(res.status).toBe(413);
  });
});
