/**
 * The baseline of the query benchmark: node:http + graphql-js with a hand-written
 * schema holding the fields of the overview's `devices` query, resolvers reading the
 * product's SQLite file with better-sqlite3 prepared statements. The same checks as the
 * product, done by hand: bearer token -> session -> user, the role's `/device GET`
 * policy, the caller's tenant scope (own tenant and descendants) and the requested
 * tenant inside it. No framework, no ORM, no document cache (parse and validate per request).
 * Env: BASELINE_DB (the SQLite file). Prints `READY {"port":N}`.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import {
  GraphQLError,
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
db.pragma('journal_mode = WAL');

const sessionUser = db.prepare(
  'select u.id, u.role, u.tenant_id as tenantId from session s join app_user u on u.id = s.user_id where s.token_hash = ? and s.revoked_at is null and s.expires_at > ?',
);
const policy = db.prepare("select 1 from role_policy where role = ? and path = '/device' and method = 'GET'");
const links = db.prepare('select id, parent_id as parentId from tenant');
const productsById = (n: number) => db.prepare(`select id, industry, cover_picture as coverPicture from product where id in (${Array(n).fill('?').join(',')})`);

type Caller = { role: string; scope: number[] | null };
type Ctx = { caller: Caller | null };
type DeviceRow = { id: number; uuid: string; devalias: string; status: string; productId: number | null; tenantId: number };
type ProductRow = { id: number; industry: string; coverPicture: string | null };

const deny = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

const FileEntry = new GraphQLObjectType({
  name: 'FileEntry',
  fields: { filename: { type: new GraphQLNonNull(GraphQLString) }, fileurl: { type: new GraphQLNonNull(GraphQLString) } },
});
const Product = new GraphQLObjectType<ProductRow & { covers: unknown[] }>({
  name: 'Product',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    industry: { type: new GraphQLNonNull(GraphQLString) },
    coverPicture: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FileEntry))), resolve: (p) => p.covers },
  },
});
const Device = new GraphQLObjectType<DeviceRow & { product: (ProductRow & { covers: unknown[] }) | null }>({
  name: 'Device',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    uuid: { type: new GraphQLNonNull(GraphQLString) },
    devalias: { type: new GraphQLNonNull(GraphQLString) },
    status: { type: new GraphQLNonNull(GraphQLString) },
    tenantId: { type: new GraphQLNonNull(GraphQLID) },
    product: { type: Product },
    coverPicture: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(FileEntry))), resolve: (d) => d.product?.covers ?? [] },
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
          if (!caller) throw new GraphQLError('sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
          if (caller.role !== 'super_admin' && !policy.get(caller.role)) throw deny('no permission');
          if (args.page < 1 || args.pageSize < 1 || args.pageSize > 50) throw new GraphQLError('bad page');
          let tenants = caller.scope;
          if (args.tenantId) {
            const id = Number(args.tenantId);
            if (caller.scope && !caller.scope.includes(id)) throw deny('tenant out of scope');
            tenants = descendantsOf(id, links.all() as TenantLink[]);
          }
          const where = tenants ? `where tenant_id in (${tenants.map(Number).join(',')})` : '';
          const total = (db.prepare(`select count(*) as n from device ${where}`).get() as { n: number }).n;
          const rows = db
            .prepare(`select id, uuid, devalias, status, product_id as productId, tenant_id as tenantId from device ${where} order by devalias asc, id asc limit ? offset ?`)
            .all(args.pageSize, (args.page - 1) * args.pageSize) as DeviceRow[];
          const ids = [...new Set(rows.map((r) => r.productId).filter((id): id is number => id !== null))];
          const products = new Map<number, ProductRow & { covers: unknown[] }>();
          if (ids.length) {
            for (const p of productsById(ids.length).all(...ids) as ProductRow[]) products.set(p.id, { ...p, covers: p.coverPicture ? JSON.parse(p.coverPicture) : [] });
          }
          const items = rows.map((r) => ({ ...r, product: r.productId === null ? null : (products.get(r.productId) ?? null) }));
          return { items, total, page: args.page, pageSize: args.pageSize };
        },
      },
    },
  }),
});

/** The caller of a bearer token, with the tenant scope of its role. */
function callerOf(authorization: string | undefined): Caller | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const user = sessionUser.get(createHash('sha256').update(token).digest('hex'), Date.now()) as { role: string; tenantId: number } | undefined;
  if (!user) return null;
  return { role: user.role, scope: user.role === 'super_admin' ? null : descendantsOf(user.tenantId, links.all() as TenantLink[]) };
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
      const document = parse(query);
      const errors = validate(schema, document);
      if (errors.length) return send(400, { errors });
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
