import { type ExecutionArgs, type ExecutionResult, createSourceEventStream, execute, print } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

/** The same document, variables and caller (role, tenant scope, language) give the same result for the same event. */
export type ShareKey = (args: ExecutionArgs) => string | null;

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * A `subscribe` for graphql-ws that executes a subscription's selection once per
 * event for all subscribers sharing a key, instead of once per subscriber. The
 * pub/sub hands every listener the same event object, so results are cached per
 * event object (a WeakMap: they go with the event). Snapshot messages are objects of
 * their own and still execute per subscriber. Behaves like graphql-js `subscribe`.
 */
export function createSharedSubscribe(keyOf: ShareKey) {
  const cache = new WeakMap<object, Map<string, Result>>();
  const documents = new WeakMap<object, string>();
  return async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source as ExecutionResult;
    let documentText = documents.get(args.document);
    if (documentText === undefined) documents.set(args.document, (documentText = print(args.document)));
    const callerKey = keyOf(args);
    const key = callerKey === null ? null : `${callerKey}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${documentText}`;
    const run = (payload: unknown): Result => {
      if (key === null || typeof payload !== 'object' || payload === null) return execute({ ...args, rootValue: payload });
      let byKey = cache.get(payload);
      if (!byKey) cache.set(payload, (byKey = new Map()));
      let result = byKey.get(key);
      if (!result) byKey.set(key, (result = execute({ ...args, rootValue: payload })));
      return result;
    };
    const iterator = source[Symbol.asyncIterator]();
    const map = async (r: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => (r.done ? { done: true, value: undefined } : { done: false, value: await run(r.value) });
    // A plain iterator object, like graphql-js's mapAsyncIterator: return() reaches the source at once.
    const mapped: AsyncGenerator<ExecutionResult> = {
      next: async () => map(await iterator.next()),
      return: async () => {
        await iterator.return?.();
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        await iterator.return?.();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    } as unknown as AsyncGenerator<ExecutionResult>;
    return mapped;
  };
}
