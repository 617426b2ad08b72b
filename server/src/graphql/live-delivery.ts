import type { Socket } from 'node:net';
import { type ExecutionArgs, type ExecutionResult, type GraphQLError, createSourceEventStream, execute, print } from 'graphql';
import type { WebSocket } from 'ws';
import { isPromiseLike } from '../core/promises';
import type { LanePlace } from '../core/caller-lanes';
import type { BacklogLedger } from './backlog-ledger';
import { type EventExecutor, compileEventExecutor } from './event-executor';
import { LiveStream, snapshotIdentities } from './live-stream';
import { framedText } from './ws-frame';

/** The graphql-ws subscription a result goes to: its socket, the id the client gave it, and who owns the socket (its user), for the backlog's bounds. */
export type SubscriptionTarget = { socket: WebSocket; id: string; owner?: unknown };

/** The same document, variables and caller view (role, tenant scope, language) give the same result for the same event. */
export type ShareKey = (args: ExecutionArgs) => string | null;

export type LiveDeliveryOptions = {
  /** The subscriber's socket and id, from the context `onSubscribe` built; null: not over graphql-ws. */
  targetOf: (args: ExecutionArgs) => SubscriptionTarget | null;
  keyOf: ShareKey;
  /**
   * What the client sees of a result with errors, ready for JSON (errors localised and masked):
   * graphql-ws's `onNext`. A result without errors is sent as graphql-js wrote it.
   */
  shape: (result: ExecutionResult, args: ExecutionArgs) => unknown;
  /** A socket with more than this many bytes waiting to be sent is closed: its client cannot keep up. */
  maxBufferedBytes: number;
  /** Lagging sockets' bytes per owner and in all: a lagging socket is also closed while they pass their bounds. */
  backlogs?: BacklogLedger<unknown>;
  onSlowClient: (target: SubscriptionTarget) => void;
  onError: (error: unknown, context: string) => void;
  /**
   * A subscription's place in its owner's lane for its start (its snapshot read, executed and
   * sent): one user's burst of subscriptions then starts a few at a time, and other users'
   * work goes between them. A member that leaves while waiting is taken out. null or absent: no lane.
   */
  startLane?: (target: SubscriptionTarget) => LanePlace | null;
};

type Member = {
  target: SubscriptionTarget;
  /** The TCP socket under it (corked per turn), and whether pre-framed bytes may go straight to it: both fixed at the handshake. */
  raw: Socket | null;
  preframed: boolean;
  /** `{"id":"…","type":"next","payload":` for this subscription: only the payload changes per event. */
  prefix: string;
  /** Frames of events that arrived while this member's snapshot was being sent (with their identities); null once live. */
  pending: { frame: string; identity: string | undefined }[] | null;
  /** Identities of the facts this member's snapshot carried: the same fact arriving live is not sent again. */
  repeats: Set<string> | null;
  left: boolean;
  /** Its place in its owner's lane while it waits to start (taken out if it leaves first). */
  waitingStart: LanePlace | null;
  end: (error?: unknown) => void;
  /** What this subscriber subscribed with (its own context), and the group it is in. */
  args: ExecutionArgs;
  key: string;
};

/**
 * A live subscription as re-authorisation sees it: what it was subscribed with, and the
 * two ways it can go when the caller's rights change.
 */
export type LiveMember = {
  readonly args: ExecutionArgs;
  readonly target: SubscriptionTarget;
  /** Ends it: a last `next` carrying these errors (shaped for the client), then `complete`. */
  revoke(errors: readonly GraphQLError[]): void;
  /**
   * Keeps it under a new context (a new role or scope): moves it to the group of that view,
   * without a new snapshot. `source` is what a fresh subscribe with `args` produced.
   */
  rejoin(args: ExecutionArgs, source: unknown): void;
};

type Group = {
  args: ExecutionArgs;
  /** The group's events resolved without a full execution, when the document allows (graphql/event-executor.ts); null: always `execute`. */
  fast: EventExecutor | null | undefined;
  members: Set<Member>;
  stop: () => void;
  /** Events whose execution is asynchronous are delivered one after another, in order. */
  tail: Promise<void> | null;
  /** The source's fact identity of an event, if its events are facts (LiveSource.identity). */
  identity: ((event: unknown) => string) | undefined;
};

/**
 * The start of a graphql-ws `next` message for one subscription; the serialised result and
 * a closing brace complete it. Written by hand so one serialisation serves every member
 * (pinned against graphql-ws's own parser in the tests).
 */
export const nextFramePrefix = (id: string) => `{"id":${JSON.stringify(id)},"type":"next","payload":`;

/**
 * The raw TCP socket under a `ws` WebSocket, so writes of one event-loop turn can be corked
 * into one system call. `ws` keeps it in the private `_socket` (pinned in the tests); without
 * it delivery still works, uncorked.
 */
export function rawSocketOf(socket: WebSocket): Socket | null {
  const raw = (socket as unknown as { _socket?: Socket })._socket;
  return raw && typeof raw.cork === 'function' && typeof raw.uncork === 'function' ? raw : null;
}


const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Subscription delivery for graphql-ws that does each event's work once per group of
 * subscribers with the same share key, not once per subscriber: one pub/sub listener
 * per group, one execution and one JSON serialisation per event, then the same bytes
 * (behind each subscription's own id) written straight to every member's socket.
 * Writes to a socket within one turn of the event loop leave in one system call.
 *
 * graphql-ws still owns the protocol (subscribe, complete, errors, closing): it gets an
 * iterator that yields nothing and ends when the member leaves or the source ends.
 * Streams that are not `LiveStream`s, and subscriptions not over graphql-ws, take the
 * ordinary path: one execution per subscriber and event.
 */
export function createLiveDelivery(options: LiveDeliveryOptions) {
  const groups = new Map<string, Group>();
  const documents = new WeakMap<object, string>();
  const corked = new Set<Socket>();
  let uncorkScheduled = false;

  const uncorkAll = () => {
    uncorkScheduled = false;
    for (const raw of corked) raw.uncork();
    corked.clear();
  };

  /** Corks a member's TCP socket until the end of this turn, so its frames of this turn leave together; false once the socket is not open. */
  const corkIfOpen = (member: Member): boolean => {
    const { socket } = member.target;
    if (socket.readyState !== socket.OPEN) return false;
    const raw = member.raw;
    if (raw && !corked.has(raw)) {
      raw.cork();
      corked.add(raw);
      if (!uncorkScheduled) {
        uncorkScheduled = true;
        setImmediate(uncorkAll);
      }
    }
    return true;
  };

  /** Sockets whose close the ledger listens for (once each). */
  const watched = new WeakSet<WebSocket>();

  const checkBacklog = (member: Member) => {
    const { socket } = member.target;
    const buffered = socket.bufferedAmount;
    if (buffered > options.maxBufferedBytes) return options.onSlowClient(member.target);
    const ledger = options.backlogs;
    // Under the floor only a counted socket reports (and is forgotten): a look-up only while some socket lags.
    if (!ledger || (buffered < ledger.lagging && (ledger.size === 0 || !ledger.has(socket)))) return;
    const owner = member.target.owner ?? socket;
    if (!ledger.has(socket)) {
      if (!watched.has(socket)) {
        watched.add(socket);
        socket.once('close', () => ledger.forget(socket));
      }
      // Counted until it drains, or a write leaves it under the floor.
      const raw = member.raw;
      const drained = () => {
        ledger.report(socket, owner, socket.bufferedAmount);
        if (ledger.has(socket)) raw?.once('drain', drained);
      };
      raw?.once('drain', drained);
    }
    if (ledger.report(socket, owner, buffered)) options.onSlowClient(member.target);
  };

  /** Writes a message's text through ws. */
  const writeText = (member: Member, text: string) => {
    if (!corkIfOpen(member)) return;
    member.target.socket.send(text);
    checkBacklog(member);
  };

  /** Writes a frame built once for the member's subscription id straight to its TCP socket (a `preframed` member). */
  const writeFrame = (member: Member, frame: Buffer) => {
    if (!corkIfOpen(member)) return;
    member.raw!.write(frame);
    checkBacklog(member);
  };

  const payloadOf = (result: ExecutionResult, args: ExecutionArgs): string => JSON.stringify(result.errors?.length ? options.shape(result, args) : result);

  /**
   * One event's payload to every member: for members that take pre-framed bytes, the frame is
   * built once per distinct subscription id (members sharing an id get the same bytes) and no
   * text of their own is made.
   */
  const deliver = (group: Group, payload: string, identity: string | undefined) => {
    let built: Map<string, Buffer> | undefined;
    for (const member of group.members) {
      if (member.pending) {
        member.pending.push({ frame: `${member.prefix}${payload}}`, identity });
        continue;
      }
      if (identity !== undefined && member.repeats?.delete(identity)) continue;
      if (!member.preframed) {
        writeText(member, `${member.prefix}${payload}}`);
        continue;
      }
      let frame = (built ??= new Map()).get(member.prefix);
      if (!frame) built.set(member.prefix, (frame = framedText(`${member.prefix}${payload}}`)));
      writeFrame(member, frame);
    }
  };

  const onEvent = (group: Group, event: unknown) => {
    const run = (): void | Promise<void> => {
      if (group.members.size === 0) return;
      if (group.fast === undefined) group.fast = compileEventExecutor(group.args);
      const identity = group.identity?.(event);
      const fast = group.fast?.(event);
      if (fast) return deliver(group, fast, identity);
      const result = execute({ ...group.args, rootValue: event });
      if (!isPromiseLike<ExecutionResult>(result)) return deliver(group, payloadOf(result, group.args), identity);
      return result.then((r) => deliver(group, payloadOf(r, group.args), identity));
    };
    const next = group.tail ? group.tail.then(run) : run();
    if (!isPromiseLike(next)) return;
    const tail: Promise<void> = next
      .catch((error) => options.onError(error, 'live event delivery failed'))
      .finally(() => {
        if (group.tail === tail) group.tail = null;
      });
    group.tail = tail;
  };

  const openGroup = (key: string, args: ExecutionArgs, stream: LiveStream<unknown>): Group => {
    const group: Group = { args, fast: undefined, members: new Set(), stop: () => undefined, tail: null, identity: stream.source.identity?.bind(stream.source) };
    groups.set(key, group);
    group.stop = stream.source.listen((event) => onEvent(group, event));
    return group;
  };

  const detach = (key: string, group: Group, member: Member) => {
    group.members.delete(member);
    if (group.members.size === 0 && groups.get(key) === group) {
      groups.delete(key);
      group.stop();
    }
  };

  const leave = (member: Member) => {
    if (member.left) return;
    member.left = true;
    member.waitingStart?.cancel();
    const group = groups.get(member.key);
    if (group) detach(member.key, group, member);
  };

  /** The group key of a subscription: its caller view, operation, variables and document. */
  const keyOf = (args: ExecutionArgs, callerKey: string): string => {
    let documentText = documents.get(args.document);
    if (documentText === undefined) documents.set(args.document, (documentText = print(args.document)));
    return `${callerKey}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${documentText}`;
  };

  /** Every member, by its socket and id: re-authorisation walks them. */
  const members = new Set<Member>();

  /** Sends the member its own snapshot, then what arrived meanwhile, then it is live. */
  const start = async (member: Member, stream: LiveStream<unknown>, args: ExecutionArgs) => {
    const place = member.left ? null : (options.startLane?.(member.target) ?? null);
    try {
      if (place) {
        member.waitingStart = place;
        await place.ready;
        member.waitingStart = null;
      }
      if (member.left) return;
      await stream.source.ready();
      const snapshot = await stream.source.snapshot();
      member.repeats = snapshotIdentities(stream.source, snapshot);
      for (const item of snapshot) {
        if (member.left) return;
        writeText(member, `${member.prefix}${payloadOf(await execute({ ...args, rootValue: item }), args)}}`);
      }
      for (const { frame, identity } of member.pending ?? []) {
        if (identity === undefined || !member.repeats?.delete(identity)) writeText(member, frame);
      }
      member.pending = null;
    } finally {
      place?.leave();
    }
  };

  /** graphql-ws's view of a member: an iterator that yields nothing and ends when the member does. */
  const idleIterator = (member: Member, onReturn: () => void): AsyncGenerator<ExecutionResult> => {
    let settle!: (result: IteratorResult<ExecutionResult>) => void;
    let fail!: (error: unknown) => void;
    const ended = new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => ((settle = resolve), (fail = reject)));
    member.end = (error?: unknown) => (error === undefined ? settle({ done: true, value: undefined }) : fail(error));
    return {
      next: () => ended,
      return: async () => {
        onReturn();
        settle({ done: true, value: undefined });
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        onReturn();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    } as unknown as AsyncGenerator<ExecutionResult>;
  };

  const subscribe = async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source as ExecutionResult;
    const target = options.targetOf(args);
    const callerKey = target ? options.keyOf(args) : null;
    if (!(source instanceof LiveStream) || !target || callerKey === null) return perSubscriber(source, args);

    const key = keyOf(args, callerKey);
    const group = groups.get(key) ?? openGroup(key, args, source);
    const raw = rawSocketOf(target.socket);
    // Pre-framed bytes only where ws adds nothing of its own to a frame (no permessage-deflate negotiated).
    const preframed = raw !== null && target.socket.extensions === '';
    const member: Member = { target, raw, preframed, prefix: nextFramePrefix(target.id), pending: [], repeats: null, left: false, waitingStart: null, end: () => undefined, args, key };
    const iterator = idleIterator(member, () => {
      leave(member);
      members.delete(member);
    });
    group.members.add(member);
    members.add(member);
    start(member, source, args).catch((error) => {
      leave(member);
      members.delete(member);
      member.end(error);
    });
    return iterator;
  };

  /** Moves a member to the group of its new view, opening it with the fresh stream when there is none. */
  const rejoin = (member: Member, args: ExecutionArgs, source: unknown) => {
    if (member.left) return;
    const callerKey = options.keyOf(args);
    if (!(source instanceof LiveStream) || callerKey === null) return;
    member.args = args;
    const key = keyOf(args, callerKey);
    if (key === member.key) return;
    const old = groups.get(member.key);
    if (old) detach(member.key, old, member);
    member.key = key;
    (groups.get(key) ?? openGroup(key, args, source)).members.add(member);
  };

  const revoke = (member: Member, errors: readonly GraphQLError[]) => {
    if (member.left) return;
    const payload = payloadOf({ errors }, member.args);
    leave(member);
    members.delete(member);
    if (member.pending) member.pending = null;
    writeText(member, `${member.prefix}${payload}}`);
    member.end(); // graphql-ws then sends `complete`
  };

  return {
    subscribe,
    /** Groups open now and their member counts (diagnostics and tests). */
    stats: () => [...groups.values()].map((g) => g.members.size),
    /** The live subscriptions now, for re-authorisation. */
    members: (): LiveMember[] =>
      [...members].map((member) => ({
        args: member.args,
        target: member.target,
        revoke: (errors) => revoke(member, errors),
        rejoin: (args, source) => rejoin(member, args, source),
      })),
  };
}

/** The ordinary path (graphql-js `subscribe` semantics): each event executed for this subscriber. */
function perSubscriber(source: AsyncIterable<unknown>, args: ExecutionArgs): AsyncGenerator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const map = async (r: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => (r.done ? { done: true, value: undefined } : { done: false, value: await execute({ ...args, rootValue: r.value }) });
  return {
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
}
