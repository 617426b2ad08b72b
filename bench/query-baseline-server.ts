/**
 * Strong baseline of the query benchmark. Does: node:http + graphql-js over the product's
 * SQLite file with the fields of the `devices` list, and the product's checks: bearer token
 * -> session -> user, cached like the product caches callers (30 s); the role's `GET /device`
 * policy, cached per role; the caller's tenant scope and the asked tenant inside it; the page
 * rule (1-50); ids and text of arguments bounded; logged-out machines left out. Statements prepared once (lists as one JSON
 * parameter), documents parsed and validated once per query text. Does not: a framework,
 * an ORM, plugins, logging, request ids, localized errors, CSRF rules.
 * Env: BASELINE_DB (the SQLite file). Prints `READY {"port":N}`.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import {
  type DocumentNode,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  execute,
  parse,
  validate,
} from 'graphql';
import { descendantsOf, type TenantLink } from '../server/src/core/tenancy';

const db = new Database(process.env.BASELINE_DB!, { readonly: true });

const sessionUser = db.prepare(
  'select s.expires_at as expiresAt, u.id, u.role, u.tenant_id as tenantId from session s join app_user u on u.id = s.user_id where s.token_hash = ? and s.revoked_at is null and s.expires_at > ?',
);
const policyRows = db.prepare('select path, method from role_policy where role = ?');
const links = db.prepare('select id, parent_id as parentId from tenant');
const SELECT =
  'select d.id, d.uuid, d.devalias, d.status, d.status_at as statusAt, d.last_seen_at as lastSeenAt, d.tenant_id as tenantId, ' +
  'p.id as pId, p.uuid as pUuid, p.model as pModel, p.manufacturing_code as pCode, p.maintainer as pMaintainer, p.industry as pIndustry, p.cover_picture as pCovers, p.planned_run_seconds_per_item as pPlanned, ' +
  'count(*) over () as total from device d left join product p on p.id = d.product_id';
const IN = (column: string) => `${column} in (select value from json_each(?))`;
const page = {
  // Logged-out (decommissioned) machines are left out, as the product's list leaves them out.
  all: db.prepare(`${SELECT} where d.decommissioned_at is null order by d.devalias asc, d.id asc limit ? offset ?`),
  scoped: db.prepare(`${SELECT} and ${IN('p.tenant_id')} where ${IN('d.tenant_id')} and d.decommissioned_at is null order by d.devalias asc, d.id asc limit ? offset ?`),
  scopedTenant: db.prepare(`${SELECT} and ${IN('p.tenant_id')} where ${IN('d.tenant_id')} and d.decommissioned_at is null and ${IN('d.tenant_id')} order by d.devalias asc, d.id asc limit ? offset ?`),
};

type Caller = { role: string; scope: number[] | null; links: TenantLink[]; validUntil: number };
type Ctx = { caller: Caller | null };
type Row = { id: number; uuid: string; devalias: string; status: string; statusAt: number | null; lastSeenAt: number | null; tenantId: number; pId: number | null; pUuid: string; pModel: string; pCode: string; pMaintainer: string | null; pIndustry: string; pCovers: string | null; pPlanned: number | null; total: number };

const callers = new Map<string, Caller>();
const policies = new Map<string, Set<string>>();
const covers = new Map<string, unknown[]>();
const coversOf = (json: string | null) => {
  if (!json) return [];
  let list = covers.get(json);
  if (!list) covers.set(json, (list = JSON.parse(json) as unknown[]));
  return list;
};
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const deny = (message: string, code = 'FORBIDDEN') => new GraphQLError(message, { extensions: { code } });
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const FileEntry = new GraphQLObjectType({
  name: 'FileEntry',
  fields: {
    filename: { type: new GraphQLNonNull(GraphQLString) },
    fileurl: { type: new GraphQLNonNull(GraphQLString) },
    md5name: { type: GraphQLString },
    bucketname: { type: GraphQLString },
    filesize: { type: GraphQLFloat },
  },
});
const Product = new GraphQLObjectType({
  name: 'Product',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    uuid: { type: new GraphQLNonNull(GraphQLString) },
    model: { type: new GraphQLNonNull(GraphQLString) },
    manufacturingCode: { type: new GraphQLNonNull(GraphQLString) },
    maintainer: { type: GraphQLString },
    industry: { type: new GraphQLNonNull(GraphQLString) },
    coverPicture: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FileEntry))) },
    plannedRunSecondsPerItem: { type: GraphQLFloat },
  },
});
const Device = new GraphQLObjectType({
  name: 'Device',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    uuid: { type: new GraphQLNonNull(GraphQLString) },
    devalias: { type: new GraphQLNonNull(GraphQLString) },
    status: { type: new GraphQLNonNull(GraphQLString) },
    statusAt: { type: GraphQLString },
    lastSeenAt: { type: GraphQLString },
    tenantId: { type: new GraphQLNonNull(GraphQLID) },
    product: { type: Product },
    coverPicture: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FileEntry))) },
  },
});
const DevicePage = new GraphQLObjectType({
  name: 'DevicePage',
  fields: {
    items: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Device))) },
    total: { type: new GraphQLNonNull(GraphQLInt) },
    page: { type: new GraphQLNonNull(GraphQLInt) },
    pageSize: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, Ctx>({
    name: 'Query',
    fields: {
      devices: {
        type: new GraphQLNonNull(DevicePage),
        args: {
          tenantId: { type: GraphQLID },
          page: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 1 },
          pageSize: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 20 },
        },
        resolve: (_root, args: { tenantId?: string | null; page: number; pageSize: number }, { caller }) => {
          if (!caller) throw deny('sign in first', 'UNAUTHENTICATED');
          if (caller.role !== 'super_admin' && !policyOf(caller.role).has('GET /device')) throw deny('no permission');
          if (!Number.isSafeInteger(args.page) || args.page < 1 || args.pageSize < 1 || args.pageSize > 50) throw new GraphQLError('bad page');
          const limit = args.pageSize;
          const offset = (args.page - 1) * args.pageSize;
          let rows: Row[];
          if (args.tenantId) {
            if (args.tenantId.length > 64 || CONTROL.test(args.tenantId)) throw new GraphQLError('bad tenantId');
            const id = Number(args.tenantId);
            if (!Number.isSafeInteger(id) || id <= 0) throw new GraphQLError('bad tenantId');
            if (caller.scope && !caller.scope.includes(id)) throw deny('tenant out of scope');
            const scope = JSON.stringify(caller.scope ?? descendantsOf(id, caller.links));
            rows = page.scopedTenant.all(scope, scope, JSON.stringify(descendantsOf(id, caller.links)), limit, offset) as Row[];
          } else if (caller.scope) {
            const scope = JSON.stringify(caller.scope);
            rows = page.scoped.all(scope, scope, limit, offset) as Row[];
          } else {
            rows = page.all.all(limit, offset) as Row[];
          }
          const items = rows.map((r) => {
            const product = r.pId === null ? null : { id: r.pId, uuid: r.pUuid, model: r.pModel, manufacturingCode: r.pCode, maintainer: r.pMaintainer, industry: r.pIndustry, coverPicture: coversOf(r.pCovers), plannedRunSecondsPerItem: r.pPlanned };
            return { id: r.id, uuid: r.uuid, devalias: r.devalias, status: r.status, statusAt: iso(r.statusAt), lastSeenAt: iso(r.lastSeenAt), tenantId: r.tenantId, product, coverPicture: product?.coverPicture ?? [] };
          });
          // (A page past the end would count separately; the benchmark reads page 1.)
          return { items, total: rows.length ? rows[0].total : 0, page: args.page, pageSize: args.pageSize };
        },
      },
    },
  }),
});

function policyOf(role: string): Set<string> {
  let policy = policies.get(role);
  if (!policy) policies.set(role, (policy = new Set((policyRows.all(role) as { path: string; method: string }[]).map((p) => `${p.method} ${p.path}`))));
  return policy;
}

/** The caller of a bearer token, cached for 30 s (never past its session) as the product does. */
function callerOf(authorization: string | undefined): Caller | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  const cached = callers.get(hash);
  if (cached && cached.validUntil > now) return cached;
  const user = sessionUser.get(hash, now) as { role: string; tenantId: number; expiresAt: number } | undefined;
  if (!user) return null;
  const tenantLinks = links.all() as TenantLink[];
  const caller = { role: user.role, scope: user.role === 'super_admin' ? null : descendantsOf(user.tenantId, tenantLinks), links: tenantLinks, validUntil: Math.min(now + 30_000, user.expiresAt) };
  callers.set(hash, caller);
  return caller;
}

/** Parsed and validated once per query text. */
const documents = new Map<string, { document?: DocumentNode; errors?: readonly GraphQLError[] }>();
function documentOf(query: string) {
  let entry = documents.get(query);
  if (!entry) {
    try {
      const document = parse(query, { maxTokens: 3000 });
      const errors = validate(schema, document);
      entry = errors.length ? { errors } : { document };
    } catch (error) {
      entry = { errors: [error as GraphQLError] };
    }
    documents.set(query, entry);
  }
  return entry;
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/graphql') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) }).end(json);
    };
    try {
      const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { document, errors } = documentOf(query);
      if (!document) return send(400, { errors });
      const result = await execute({ schema, document, variableValues: variables, operationName, contextValue: { caller: callerOf(req.headers.authorization) } });
      send(200, result);
    } catch (error) {
      send(400, { errors: [{ message: String(error) }] });
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
process.on('SIGTERM', () => process.exit(0));
