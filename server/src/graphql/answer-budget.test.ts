import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ByteBudget, KeyedByteBudget } from '../core/byte-budget';
import { endHeldAnswer, isMutationRequest } from './answer-budget';

/** A real HTTP server whose one request is answered by `answer` once `ready` says so. */
async function serverAnswering(answer: (res: http.ServerResponse) => void, ready: (req: http.IncomingMessage) => Promise<void>) {
  const server = http.createServer((req, res) => void ready(req).then(() => answer(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('endHeldAnswer', () => {
  it('holds an answer until its client has it, and refuses one that would pass the budget without sending it', async () => {
    const budget = new ByteBudget(100);
    let refused = 0;
    let heldWhileSending = -1;
    let done: Promise<void> = Promise.resolve();
    const { server, port } = await serverAnswering(
      (res) => {
        // Registered first, so the budget's own listener has run when this one resolves.
        done = new Promise((resolve) => res.once('close', () => resolve()));
        endHeldAnswer(budget, res, 'é'.repeat(30), () => {
          refused += 1;
          res.end('busy');
          return true;
        });
        heldWhileSending = budget.held;
      },
      async () => undefined,
    );
    const first = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    expect(first).toBe('é'.repeat(30));
    // 60 bytes (UTF-8) were held while it was sent, and given back once done.
    expect(heldWhileSending).toBe(60);
    await done;
    expect(budget.held).toBe(0);
    budget.take(50); // others hold 50: 60 more would pass 100
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('busy');
    expect(refused).toBe(1);
    expect(budget.held).toBe(50);
    server.close();
  });

  it('takes nothing for a client that went away before its answer was ready', async () => {
    const budget = new ByteBudget(100);
    let gone: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (gone = resolve));
    const { server, port } = await serverAnswering(
      (res) => endHeldAnswer(budget, res, 'x'.repeat(10), () => true),
      (req) => new Promise<void>((resolve) => req.socket.once('close', () => (gone(), resolve()))),
    );
    const socket = net.connect(port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nhost: x\r\n\r\n', () => socket.destroy()));
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(budget.held).toBe(0);
    server.close();
  });

  it("sends a mutation's answer whatever the budget holds, uncounted: it has run, and a \"try again\" would run it twice", async () => {
    const budget = new ByteBudget(10);
    budget.take(10);
    const { server, port } = await serverAnswering(
      (res) => endHeldAnswer(budget, res, '{"data":{"saved":true}}', () => false),
      async () => undefined,
    );
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('{"data":{"saved":true}}');
    expect(budget.held).toBe(10);
    server.close();
  });

  it("holds a signed-in caller's answer against its user's share too: refused past the share while the budget has room, given back to both once sent, and a mutation's still sent", async () => {
    const budget = new ByteBudget(1000);
    const shares = new KeyedByteBudget<number>(100);
    let mutation = false;
    let done: Promise<void> = Promise.resolve();
    let heldWhileSending: number[] = [];
    const { server, port } = await serverAnswering(
      (res) => {
        done = new Promise((resolve) => res.once('close', () => resolve()));
        endHeldAnswer(budget, res, 'x'.repeat(60), () => (mutation ? false : (res.end('busy'), true)), { budget: shares, userId: 7 });
        heldWhileSending = [budget.held, shares.heldBy(7)];
      },
      async () => undefined,
    );
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('x'.repeat(60));
    expect(heldWhileSending).toEqual([60, 60]);
    await done;
    expect([budget.held, shares.heldBy(7), shares.keys]).toEqual([0, 0, 0]);
    shares.take(7, 50); // the user's other answers hold 50 of its 100: 60 more would pass its share, not the budget
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('busy');
    expect([budget.held, shares.heldBy(7)]).toEqual([0, 50]);
    mutation = true;
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('x'.repeat(60));
    expect([budget.held, shares.heldBy(7)]).toEqual([0, 50]);
    // Past the budget but within the share: refused, and the share keeps nothing of it.
    mutation = false;
    shares.give(7, 50);
    budget.take(950);
    expect(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).toBe('busy');
    expect([budget.held, shares.heldBy(7)]).toEqual([950, 0]);
    server.close();
  });

  it('tells a mutation from a query, by the operation named when there are several', () => {
    expect(isMutationRequest({ query: 'mutation { deleteDashboard(id: 1) }' })).toBe(true);
    expect(isMutationRequest({ query: '# a comment\n  mutation M { x }' })).toBe(true);
    expect(isMutationRequest({ query: '{ me { id } }' })).toBe(false);
    expect(isMutationRequest({ query: 'query Q { a } mutation M { b }', operationName: 'M' })).toBe(true);
    expect(isMutationRequest({ query: 'query Q { a } mutation M { b }', operationName: 'Q' })).toBe(false);
    expect(isMutationRequest({ query: 'mutation {' })).toBe(false);
    expect(isMutationRequest(null)).toBe(false);
  });
});
