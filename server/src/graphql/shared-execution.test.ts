import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, type ExecutionResult, parse } from 'graphql';
import { createSharedSubscribe } from './shared-execution';

/** A schema whose subscription resolver counts how often it runs. */
function setup() {
  const pubsub = createPubSub<{ EVENT: [{ text: string }] }>();
  let executions = 0;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        event: {
          type: GraphQLString,
          args: { prefix: { type: GraphQLString } },
          subscribe: () => pubsub.subscribe('EVENT'),
          resolve: (e: { text: string }, args: { prefix?: string }) => {
            executions += 1;
            return `${args.prefix ?? ''}${e.text}`;
          },
        },
      },
    }),
  });
  return { pubsub, schema, executions: () => executions };
}

const open = async (subscribe: ReturnType<typeof createSharedSubscribe>, schema: GraphQLSchema, caller: string, prefix = '') => {
  const it = (await subscribe({ schema, document: parse('subscription S($p: String) { event(prefix: $p) }'), variableValues: { p: prefix }, contextValue: { caller } })) as AsyncGenerator<ExecutionResult>;
  return it;
};

describe('createSharedSubscribe', () => {
  it('executes once per event for subscribers with the same key, separately for other keys', async () => {
    const { pubsub, schema, executions } = setup();
    const subscribe = createSharedSubscribe((args) => (args.contextValue as { caller: string }).caller);
    const a = await open(subscribe, schema, 'tenant-1');
    const b = await open(subscribe, schema, 'tenant-1');
    const c = await open(subscribe, schema, 'tenant-2');
    const d = await open(subscribe, schema, 'tenant-1', '>');
    const next = [a.next(), b.next(), c.next(), d.next()]; // listeners start on the first pull
    await new Promise((r) => setImmediate(r));
    pubsub.publish('EVENT', { text: 'x' });
    const results = await Promise.all(next);
    expect(results.map((r) => r.value.data.event)).toEqual(['x', 'x', 'x', '>x']);
    expect(executions()).toBe(3); // a and b shared one execution
    await Promise.all([a.return(undefined), b.return(undefined), c.return(undefined), d.return(undefined)]);
  });

  it('never shares without a key, and ends the source when the client leaves', async () => {
    const { pubsub, schema, executions } = setup();
    const subscribe = createSharedSubscribe(() => null);
    const a = await open(subscribe, schema, 'x');
    const b = await open(subscribe, schema, 'x');
    const next = [a.next(), b.next()];
    await new Promise((r) => setImmediate(r));
    pubsub.publish('EVENT', { text: 'y' });
    await Promise.all(next);
    expect(executions()).toBe(2);
    const pending = a.next();
    await a.return(undefined);
    expect(await pending).toEqual({ done: true, value: undefined });
    await b.return(undefined);
  });
});
