import {
  type ExecutionArgs,
  type GraphQLField,
  type GraphQLOutputType,
  createSourceEventStream,
  execute,
  getNamedType,
  isLeafType,
  isObjectType,
  parse,
} from 'graphql';
import { createContext } from '../src/graphql/context';
import { compileEventExecutor } from '../src/graphql/event-executor';
import { LiveStream } from '../src/graphql/live-stream';
import { eventually, gql, loginAs, startTestServer, type TestServer } from './helpers';
import { QILU_LASER, reading } from './mqtt-helpers';

/** Every field a client could select without arguments, to `depth` levels (lists of objects included). */
function fullSelection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f: GraphQLField<unknown, unknown>) => f.args.every((a) => a.defaultValue !== undefined || !String(a.type).endsWith('!')));
  return `{ __typename ${fields.map((f) => `${f.name} ${fullSelection(f.type, depth - 1)}`).join(' ')} }`;
}

/**
 * The event with one property removed, set to null, to an object, to a function, to a number, a
 * boolean or a string of another form: what a broken feed or mapper could hand over. A list (a batch) is damaged in its first item.
 */
function damaged(event: unknown): unknown[] {
  if (Array.isArray(event)) return event.length ? [null, ...damaged(event[0]).map((item) => [item, ...event.slice(1)])] : [null];
  if (event === null || typeof event !== 'object') return [null];
  return Object.keys(event).flatMap((key) => [
    Object.fromEntries(Object.entries(event).filter(([k]) => k !== key)),
    { ...event, [key]: null },
    { ...event, [key]: { not: 'a leaf' } },
    { ...event, [key]: () => 'from a function' },
    // Leaves of another kind than the field's usual one: the writers' direct cases must step back to the scalar's own.
    { ...event, [key]: 42.5 },
    { ...event, [key]: false },
    { ...event, [key]: 'not a time' },
    { ...event, [key]: '2026-11-30T14:00:00Z' },
    ...damaged((event as Record<string, unknown>)[key]).filter((inner) => inner !== null).map((inner) => ({ ...event, [key]: inner })),
  ]);
}

/**
 * Live delivery resolves most events without a full `execute` (graphql/event-executor.ts).
 * Whenever it answers, the answer must be exactly what graphql-js would have sent; when it
 * cannot (promises, errors, nulls in non-null fields) it must step aside. Checked on every
 * live subscription of the schema with its widest selection, on real events from the feeds
 * (snapshots and live events of a real ingest) and on damaged copies of them.
 */
describe('the fast event executor answers exactly as execute', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAs(server, 'superadmin');
    const t0 = Date.now() - 60_000;
    const { ingest } = server.services;
    for (const [key, value, at] of [
      ['WHstatus_ExecState', 'Running', t0],
      ['LaserPower', 3000.5, t0 + 1],
      ['Alarm', 'E-STOP pressed', t0 + 3],
      ['WHstatus_ProgramName', 'bracket.nc', t0 + 4],
    ] as const) {
      await ingest.handle(`device/${QILU_LASER}/${key}`, reading(value, at));
    }
    await ingest.handle(`processrate/${QILU_LASER}`, reading(42, t0 + 2));
  });
  afterAll(() => server.stop());

  it('on every live subscription', async () => {
    const subscriptionType = server.schema.getSubscriptionType()!;
    const answered: string[] = [];
    const fellBack: string[] = [];
    for (const field of Object.values(subscriptionType.getFields()) as GraphQLField<unknown, unknown>[]) {
      const variables: Record<string, unknown> = {};
      const params = field.args.map((a) => {
        const value = a.name === 'uuids' ? [QILU_LASER] : a.name === 'uuid' ? QILU_LASER : undefined;
        if (value === undefined) return null;
        variables[a.name] = value;
        return `${a.name}: $${a.name}`;
      });
      const declared = field.args.filter((a) => a.name in variables).map((a) => `$${a.name}: ${a.type}`);
      const document = parse(
        `subscription${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${params.some(Boolean) ? `(${params.filter(Boolean).join(', ')})` : ''} ${fullSelection(field.type, 3)} }`,
      );
      const context = await createContext(server.services, { token, requestId: `executor-${field.name}` });
      const args: ExecutionArgs = { schema: server.schema, document, variableValues: variables, contextValue: context };
      const stream = await createSourceEventStream(args);
      expect(stream).toBeInstanceOf(LiveStream);
      const source = (stream as LiveStream<unknown>).source;

      // Real events: the snapshot, and what the feed emits while a status change, values and a message go through.
      const events: unknown[] = [...(await source.snapshot())];
      const snapshotSize = events.length;
      const stop = source.listen((event) => events.push(event));
      await source.ready();
      const t1 = Date.now();
      await server.services.ingest.handle(`device/${QILU_LASER}/WHstatus_ExecState`, reading('Idle', t1));
      await server.services.ingest.handle(`processrate/${QILU_LASER}`, reading(43, t1 + 1));
      await server.services.ingest.handle(`device/${QILU_LASER}/Alarm`, reading('Door open', t1 + 2));
      await gql(server, 'mutation M($t: String!) { sendSystemMessage(input: { type: "notice", title: $t, content: $t }) { id } }', { t: `checked ${field.name}`.slice(0, 50) }, { token });
      // The caller's own role policy "replaced" (super_admin needs none): myPermissionsChanged's event.
      await gql(server, 'mutation { replaceRolePolicies(role: super_admin, apis: []) { path } }', {}, { token });
      await eventually(() => events.length > snapshotSize, 5000, `a live event of ${field.name}`);
      stop();

      const fast = compileEventExecutor(args);
      for (const event of [...events, ...events.flatMap(damaged)]) {
        const quick: string | null = fast ? fast(event) : null;
        const full = await execute({ ...args, rootValue: event });
        if (quick === null) {
          fellBack.push(field.name);
          continue;
        }
        answered.push(field.name);
        expect(full.errors).toBeUndefined();
        // The same text, byte for byte (key order included): it goes to the sockets as it is.
        expect(quick).toBe(JSON.stringify(full));
      }
    }
    // The point of it: the plain live feeds are served without `execute`, and damage makes it step aside.
    for (const name of ['deviceParameterBatches', 'deviceParameters', 'processRate', 'deviceAlarms', 'tableVersionChanged', 'systemMessages']) expect(answered).toContain(name);
    // Resolvers that read the database answer with a promise: those groups are executed.
    expect(fellBack).toEqual(expect.arrayContaining(['deviceEfficiency', 'deviceStatusChanged']));
  });
});

describe('the fast event executor and promises', () => {
  it('steps aside from a resolver that answers with a promise, and a rejection of that promise is never left unhandled', async () => {
    const { buildSchema } = await import('graphql');
    const schema = buildSchema('type Query { ok: Boolean } type Device { id: ID! } type Tick { n: Int! device: Device } type Subscription { tick: Tick! other: Tick! }');
    const gone = () => Promise.reject(new Error('the device left the scope'));
    // The field resolver of `device` and the root resolver of `other` both reject (as deviceInScope does).
    (schema.getType('Tick') as import('graphql').GraphQLObjectType).getFields().device.resolve = gone;
    (schema.getSubscriptionType()!.getFields().other as GraphQLField<unknown, unknown>).resolve = gone;
    for (const query of ['subscription { tick { n device { id } } }', 'subscription { other { n } }']) {
      const fast = compileEventExecutor({ schema, document: parse(query), contextValue: {} });
      expect(fast).not.toBeNull();
      expect(fast!({ n: 1 })).toBeNull();
      // After a promise, later events go straight to execute.
      expect(fast!({ n: 2 })).toBeNull();
    }
    // Rejections are reported after the microtasks of the turn that made them; jest fails the
    // test that left one unhandled (a listener of our own would not hear it in jest's sandbox).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
