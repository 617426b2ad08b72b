import { BacklogLedger } from './backlog-ledger';

describe('BacklogLedger', () => {
  it("closes a lagging socket once its owner's lagging sockets hold more than the owner's bound, and not another owner's", () => {
    const ledger = new BacklogLedger<number>(100, 1000, 10);
    const [a1, a2, a3, b1] = [{}, {}, {}, {}];
    expect(ledger.report(a1, 1, 60)).toBe(false);
    expect(ledger.report(a2, 1, 40)).toBe(false);
    expect(ledger.report(b1, 2, 90)).toBe(false);
    // The owner's third lagging socket takes it past 100: this one is closed...
    expect(ledger.report(a3, 1, 20)).toBe(true);
    expect(ledger.heldBy(1)).toBe(120);
    // ...and so is each of its lagging sockets as it is written to next, until the owner is back under its bound.
    expect(ledger.report(a1, 1, 61)).toBe(true);
    ledger.forget(a3);
    ledger.forget(a1);
    expect(ledger.heldBy(1)).toBe(40);
    expect(ledger.report(a2, 1, 50)).toBe(false);
    expect(ledger.report(b1, 2, 95)).toBe(false);
  });

  it('closes a lagging socket while all lagging sockets hold more than the total, whoever owns them', () => {
    const ledger = new BacklogLedger<number>(100, 150, 10);
    const sockets = [{}, {}, {}];
    expect(ledger.report(sockets[0], 1, 80)).toBe(false);
    expect(ledger.report(sockets[1], 2, 60)).toBe(false);
    expect(ledger.report(sockets[2], 3, 20)).toBe(true);
    expect(ledger.held).toBe(160);
  });

  it('counts a socket from its last report, forgets it under the lagging floor, after a drain or a close, and never counts it twice', () => {
    const ledger = new BacklogLedger<string>(100, 1000, 10);
    const socket = {};
    expect(ledger.report(socket, 'a', 9)).toBe(false);
    expect(ledger.has(socket)).toBe(false);
    ledger.report(socket, 'a', 50);
    ledger.report(socket, 'a', 70);
    expect([ledger.held, ledger.heldBy('a')]).toEqual([70, 70]);
    ledger.report(socket, 'a', 0); // drained
    expect([ledger.held, ledger.heldBy('a'), ledger.has(socket)]).toEqual([0, 0, false]);
    ledger.report(socket, 'a', 30);
    ledger.forget(socket); // closed
    ledger.forget(socket);
    expect([ledger.held, ledger.heldBy('a')]).toEqual([0, 0]);
  });
});
