import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ExecutionArgs, GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import net from 'node:net';
import { type Client, MessageType, createClient, parseMessage } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { PubSub } from '../core/pubsub';
import { CallerLanes, type LanePlace } from '../core/caller-lanes';
import { BacklogLedger } from './backlog-ledger';
import { type SubscriptionTarget, createLiveDelivery, nextFramePrefix, rawSocketOf } from './live-delivery';
import { frameHeaderLength, framedText, writeFrameHeader } from './ws-frame';
import { LiveStream } from './live-stream';

type Ctx = { caller: string; subscriber?: SubscriptionTarget; snapshotGate?: Promise<void> };

/** A system message event whose title is the value the test follows. */
const message = (title: string) => ({ id: 1, type: 'notice', title, content: '', sentAt: '', senderName: '', toEveryone: true, tenantIds: [] as number[] });
/**
 * A real graphql-ws server on a real socket with one live subscription, `status`: its
 * snapshot is the word "snapshot", its events are the texts of SYSTEM_MESSAGE events. Counts executions.
 */
async function startServer(maxBufferedBytes = 1 << 20, backlogs?: BacklogLedger<unknown>, startLane?: (target: SubscriptionTarget) => LanePlace | null) {
  const pubsub = new PubSub((e) => {
    throw e;
  });
  let executions = 0;
  const slow: string[] = [];
  /** What each socket closed as slow had waiting then. */
  const slowBacklogs: number[] = [];
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        status: {
          type: GraphQLString,
          args: { pad: { type: GraphQLInt } },
          subscribe: (_root, _args, ctx: Ctx) =>
            new LiveStream<{ status: string }>({
              listen: (emit) => pubsub.listen('SYSTEM_MESSAGE', (e) => emit({ status: e.title })),
              ready: async () => undefined,
              snapshot: async () => {
                await ctx.snapshotGate;
                return [{ status: 'snapshot' }];
              },
              // The events are facts named by their text (as alarms are by device, time and text).
              identity: (event) => event.status,
            }),
          resolve: (event: { status: string }, args: { pad?: number }) => {
            executions += 1;
            return event.status + '.'.repeat(args.pad ?? 0);
          },
        },
      },
    }),
  });
  const delivery = createLiveDelivery({
    targetOf: (args) => (args.contextValue as Ctx).subscriber ?? null,
    keyOf: (args) => (args.contextValue as Ctx).caller,
    shape: (result) => result,
    maxBufferedBytes,
    backlogs,
    startLane,
    onSlowClient: (target) => {
      slow.push(target.id);
      slowBacklogs.push(target.socket.bufferedAmount);
      target.socket.close(1013, 'too slow');
    },
    onError: (error) => {
      throw error;
    },
  });
  const gates = new Map<string, Promise<void>>();
  const httpServer = http.createServer();
  const wss = new WebSocketServer({ server: httpServer });
  const server = useServer(
    {
      schema,
      subscribe: delivery.subscribe,
      onSubscribe: (ctx, id, payload): ExecutionArgs => {
        const caller = String(ctx.connectionParams?.caller);
        const contextValue: Ctx = { caller, subscriber: { socket: ctx.extra.socket, id, owner: caller }, snapshotGate: gates.get(caller) };
        return { schema, document: parse(payload.query), variableValues: payload.variables, contextValue };
      },
    },
    wss,
  );
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
  const url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const clients: Client[] = [];
  return {
    pubsub,
    delivery,
    slow,
    slowBacklogs,
    gates,
    executions: () => executions,
    url,
    client(caller: string) {
      const c = createClient({ url, webSocketImpl: WebSocket, connectionParams: { caller }, retryAttempts: 0 });
      clients.push(c);
      return c;
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await server.dispose();
      await new Promise((r) => httpServer.close(r));
    },
  };
}

/** Collects a subscription's values; `until(n)` resolves once n have arrived. */
function collect(client: Client, query = 'subscription { status }') {
  const values: string[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  client.subscribe<{ status: string }>({ query }, {
    next: (r) => {
      values.push(r.data!.status);
      for (const w of waiters.filter((w) => values.length >= w.n)) w.resolve();
    },
    error: () => undefined,
    complete: () => undefined,
  });
  return { values, until: (n: number) => new Promise<void>((resolve) => (values.length >= n ? resolve() : waiters.push({ n, resolve }))) };
}

/** Resolves once `condition` holds; fails after 5 s instead of hanging. */
function until(condition: () => boolean, what = 'condition'): Promise<void> {
  const end = Date.now() + 5000;
  return new Promise<void>((resolve, reject) => {
    const wait = () => (condition() ? resolve() : Date.now() > end ? reject(new Error(`${what} did not hold within 5 s`)) : setTimeout(wait, 5));
    wait();
  });
}

/** A raw client of `caller` that subscribes to `status` as `id`, has its snapshot, then stops reading its socket (the TCP socket, to resume it). */
async function stuckSubscriber(url: string, caller: string, id: string): Promise<{ raw: WebSocket; tcp: import('node:net').Socket }> {
  const raw = new WebSocket(url, 'graphql-transport-ws');
  await new Promise((r) => raw.once('open', r));
  raw.send(JSON.stringify({ type: 'connection_init', payload: { caller } }));
  await new Promise((r) => raw.once('message', r));
  raw.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { status }' } }));
  await new Promise((r) => raw.once('message', r));
  const tcp = (raw as unknown as { _socket: import('node:net').Socket })._socket;
  tcp.pause();
  return { raw, tcp };
}

describe('live delivery', () => {
  it('executes each event once for subscribers with the same view and sends it to each of them', async () => {
    const s = await startServer();
    try {
      const same = [collect(s.client('tenant-1')), collect(s.client('tenant-1')), collect(s.client('tenant-1'))];
      const other = collect(s.client('tenant-2'));
      const padded = collect(s.client('tenant-1'), 'subscription { status(pad: 2) }');
      await Promise.all([...same, other, padded].map((c) => c.until(1)));
      expect(s.delivery.stats().sort()).toEqual([1, 1, 3]);
      const before = s.executions();
      s.pubsub.publish('SYSTEM_MESSAGE', message('Idle'));
      await Promise.all([...same, other, padded].map((c) => c.until(2)));
      expect(s.executions() - before).toBe(3); // one per group, not one per subscriber
      for (const c of [...same, other]) expect(c.values).toEqual(['snapshot', 'Idle']);
      expect(padded.values).toEqual(['snapshot..', 'Idle..']);
    } finally {
      await s.close();
    }
  });

  it('sends a subscriber its snapshot before the events that arrived while the snapshot was read', async () => {
    const s = await startServer();
    try {
      const early = collect(s.client('tenant-1'));
      await early.until(1);
      let release!: () => void;
      s.gates.set('tenant-1', new Promise<void>((r) => (release = r)));
      const late = collect(s.client('tenant-1'));
      await new Promise<void>((resolve) => {
        const wait = () => (s.delivery.stats()[0] === 2 ? resolve() : setImmediate(wait));
        wait();
      });
      s.pubsub.publish('SYSTEM_MESSAGE', message('Running'));
      await early.until(2);
      expect(late.values).toEqual([]); // still reading its snapshot
      release();
      await late.until(2);
      expect(late.values).toEqual(['snapshot', 'Running']);
    } finally {
      await s.close();
    }
  });

  it('does not send a fact again that the snapshot carried (committed between listening and reading), whether it arrives during the snapshot or after', async () => {
    const s = await startServer();
    try {
      let release!: () => void;
      s.gates.set('tenant-1', new Promise<void>((r) => (release = r)));
      const sub = collect(s.client('tenant-1'));
      await new Promise<void>((resolve) => {
        const wait = () => (s.delivery.stats()[0] === 1 ? resolve() : setImmediate(wait));
        wait();
      });
      s.pubsub.publish('SYSTEM_MESSAGE', message('snapshot')); // during the snapshot: the same fact
      s.pubsub.publish('SYSTEM_MESSAGE', message('Running'));
      release();
      await sub.until(2);
      s.pubsub.publish('SYSTEM_MESSAGE', message('snapshot')); // a second time: a new occurrence, sent
      await sub.until(3);
      expect(sub.values).toEqual(['snapshot', 'Running', 'snapshot']);

      const late = collect(s.client('tenant-2')); // no gate: live at once
      await late.until(1);
      s.pubsub.publish('SYSTEM_MESSAGE', message('snapshot')); // after the snapshot (a slow pub/sub): dropped once
      s.pubsub.publish('SYSTEM_MESSAGE', message('Idle'));
      await late.until(2);
      expect(late.values).toEqual(['snapshot', 'Idle']);
    } finally {
      await s.close();
    }
  });

  it('closes a socket whose client stops reading once its backlog passes the limit, and keeps serving the others', async () => {
    const s = await startServer(256 * 1024);
    try {
      const healthy = collect(s.client('tenant-1'));
      // A raw client that subscribes, then stops reading from its socket.
      const { raw, tcp } = await stuckSubscriber(s.url, 'tenant-1', 'stuck');
      const closed = new Promise<number>((r) => raw.once('close', (code) => r(code)));
      await healthy.until(1);
      const big = 'x'.repeat(64 * 1024);
      for (let i = 0; s.slow.length === 0 && i < 2000; i++) {
        s.pubsub.publish('SYSTEM_MESSAGE', message(big));
        await new Promise((r) => setImmediate(r));
      }
      expect(s.slow).toEqual(['stuck']);
      tcp.resume();
      expect(await closed).toBe(1013);
      s.pubsub.publish('SYSTEM_MESSAGE', message('after'));
      await new Promise<void>((resolve) => {
        const wait = () => (healthy.values.at(-1) === 'after' ? resolve() : setTimeout(wait, 5));
        wait();
      });
      expect(s.delivery.stats()).toEqual([1]);
    } finally {
      await s.close();
    }
  });

  it("closes an owner's lagging sockets once together they pass the owner's bound, long before each passes its own, and keeps serving other owners", async () => {
    const ledger = new BacklogLedger<unknown>(1024 * 1024, 1024 ** 3, 64 * 1024);
    const perSocket = 64 * 1024 * 1024;
    const s = await startServer(perSocket, ledger);
    try {
      const healthy = collect(s.client('tenant-2'));
      const stuck = await Promise.all(['stuck-1', 'stuck-2'].map(async (id) => (await stuckSubscriber(s.url, 'tenant-1', id)).raw));
      await healthy.until(1);
      const big = 'x'.repeat(64 * 1024);
      for (let i = 0; s.slow.length < 2 && i < 4000; i++) {
        s.pubsub.publish('SYSTEM_MESSAGE', message(big));
        await new Promise((r) => setImmediate(r));
      }
      expect([...s.slow].sort()).toEqual(['stuck-1', 'stuck-2']);
      // Each was closed with a small part of its own limit waiting: the owner's bound closed them.
      for (const waiting of s.slowBacklogs) expect(waiting).toBeLessThan(perSocket / 8);
      expect(ledger.heldBy('tenant-2')).toBe(0);
      for (const raw of stuck) raw.terminate();
      await until(() => ledger.held === 0, 'the closed sockets forgotten');
      s.pubsub.publish('SYSTEM_MESSAGE', message('after'));
      await until(() => healthy.values.at(-1) === 'after', 'the other owner served');
    } finally {
      await s.close();
    }
  });

  it('counts a lagging socket until it drains, then forgets it', async () => {
    const ledger = new BacklogLedger<unknown>(1024 ** 3, 1024 ** 3, 64 * 1024);
    const s = await startServer(64 * 1024 * 1024, ledger);
    try {
      const { raw, tcp } = await stuckSubscriber(s.url, 'tenant-1', 'slow');
      const big = 'x'.repeat(64 * 1024);
      for (let i = 0; ledger.held === 0 && i < 2000; i++) {
        s.pubsub.publish('SYSTEM_MESSAGE', message(big));
        await new Promise((r) => setImmediate(r));
      }
      expect(ledger.heldBy('tenant-1')).toBeGreaterThanOrEqual(64 * 1024);
      tcp.resume();
      await until(() => ledger.held === 0 && ledger.size === 0, 'the drained socket forgotten');
      expect(s.slow).toEqual([]);
      raw.terminate();
    } finally {
      await s.close();
    }
  });

  it("starts an owner's subscriptions a place at a time: the next snapshot is read once the one before it was sent, while another owner's starts at once", async () => {
    const starts = new CallerLanes<unknown>(1, 100);
    const s = await startServer(1 << 20, undefined, (target) => starts.enter(target.owner));
    try {
      let open!: () => void;
      s.gates.set('tenant-1', new Promise<void>((resolve) => (open = resolve)));
      const first = collect(s.client('tenant-1'));
      await until(() => starts.runningOf('tenant-1') === 1, 'the first start holding the place');
      const second = collect(s.client('tenant-1'));
      await until(() => starts.waitingOf('tenant-1') === 1, 'the second start waiting');
      const other = collect(s.client('tenant-2'));
      await other.until(1);
      expect(other.values).toEqual(['snapshot']);
      expect([first.values, second.values, starts.waitingOf('tenant-1')]).toEqual([[], [], 1]);
      // A subscriber that goes while it waits is taken out of the lane.
      const goneClient = s.client('tenant-1');
      collect(goneClient);
      await until(() => starts.waitingOf('tenant-1') === 2, 'the third start waiting');
      await goneClient.dispose();
      await until(() => starts.waitingOf('tenant-1') === 1, 'the gone subscriber out of the lane');
      open();
      await Promise.all([first.until(1), second.until(1)]);
      expect([first.values, second.values]).toEqual([['snapshot'], ['snapshot']]);
      await until(() => starts.callers === 0, 'every place given back');
    } finally {
      await s.close();
    }
  });

  // Delivery writes graphql-ws frames itself and corks the TCP socket under `ws`: an upgrade
  // of either library that changes these fails here, not silently in production.
  it('frames text exactly as ws frames a server message, at every length encoding', () => {
    const { Sender } = WebSocket as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } }; // ws's own framer (exported, not typed)
    const wsFrame = (text: string) => Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
    // 7-bit, 16-bit and 64-bit payload lengths and their edges; multi-byte UTF-8 counts in bytes, not characters.
    for (const length of [0, 1, 125, 126, 127, 65535, 65536, 70000]) {
      const text = 'x'.repeat(length);
      expect(framedText(text).equals(wsFrame(text))).toBe(true);
    }
    for (const text of ['ü'.repeat(63), 'ü'.repeat(64), '设备'.repeat(21845), '设备'.repeat(21846)]) expect(framedText(text).equals(wsFrame(text))).toBe(true);
  });

  it("writes a client's masked frame header as ws does (the benchmarks' WebSocket client)", () => {
    const { Sender } = WebSocket as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
    const key = Buffer.from([1, 2, 3, 4]);
    for (const length of [0, 125, 126, 65535, 65536]) {
      const expected = Buffer.concat(Sender.frame(Buffer.alloc(length, 0x61), { fin: true, opcode: 2, mask: true, maskBuffer: Buffer.alloc(4), generateMask: (m: Buffer) => key.copy(m), readOnly: false, rsv1: false }));
      const header = frameHeaderLength(length);
      const ours = Buffer.alloc(header);
      writeFrameHeader(ours, 2, length, true);
      expect(ours.equals(expected.subarray(0, header))).toBe(true);
      expect(expected.subarray(header, header + 4).equals(key)).toBe(true); // the key follows the header
    }
  });

  it("relies on graphql-ws's next message and on ws keeping a corkable TCP socket", async () => {
    const frame = `${nextFramePrefix('sub "1"')}${JSON.stringify({ data: { status: 'Idle' } })}}`;
    expect(parseMessage(frame)).toEqual({ id: 'sub "1"', type: MessageType.Next, payload: { data: { status: 'Idle' } } });

    const httpServer = http.createServer();
    const wss = new WebSocketServer({ server: httpServer });
    const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
    await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
    const client = new WebSocket(`ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    try {
      const socket = await accepted;
      const raw = rawSocketOf(socket);
      expect(raw).toBeInstanceOf(net.Socket);
      const received: string[] = [];
      const all = new Promise<void>((resolve) => client.on('message', (data) => received.push(String(data)) === 3 && resolve()));
      raw!.cork();
      socket.send('one');
      socket.send('two');
      // A frame built once and written straight to the TCP socket reads as an ordinary text message.
      raw!.write(framedText('three, with ünïcödé'));
      expect(raw!.writableCorked).toBe(1); // held back until uncorked
      raw!.uncork();
      await all;
      expect(received).toEqual(['one', 'two', 'three, with ünïcödé']);
    } finally {
      client.close();
      wss.close();
      await new Promise((r) => httpServer.close(r));
    }
  });
});
