import { createInProcessPubSub } from './pubsub';

describe('in-process pub/sub', () => {
  it('serves many subscribers of one topic without a listener-leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const pubsub = createInProcessPubSub();
    const iterators = Array.from({ length: 50 }, () => pubsub.subscribe('SYSTEM_MESSAGE')[Symbol.asyncIterator]());
    const firsts = iterators.map((it) => it.next());
    pubsub.publish('SYSTEM_MESSAGE', { id: '1', text: 'hello', createdAt: new Date(0) });
    const received = await Promise.all(firsts);
    expect(received.every((r) => (r.value as { text: string }).text === 'hello')).toBe(true);
    await Promise.all(iterators.map((it) => it.return?.()));
    // Node emits warnings on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
