import { SocketRegistry } from './socket-registry';

const DAY_MS = 24 * 60 * 60 * 1000;

function socket() {
  const closes: [number, string][] = [];
  return { closes, close: (code: number, reason: string) => void closes.push([code, reason]) };
}

describe('SocketRegistry: a socket is closed when its session or token expires', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('closes at the expiry with 4401, not before, naming what expired', () => {
    const registry = new SocketRegistry();
    const session = socket();
    const token = socket();
    registry.add({ kind: 'session', id: 1 }, session, Date.now() + 1000);
    registry.add({ kind: 'apiToken', id: 2 }, token, Date.now() + 2000);
    jest.advanceTimersByTime(999);
    expect(session.closes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(session.closes).toEqual([[4401, 'Session expired']]);
    expect(token.closes).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(token.closes).toEqual([[4401, 'API token expired']]);
  });

  it('reaches an expiry beyond the longest timer (a token valid for 30 days)', () => {
    const registry = new SocketRegistry();
    const s = socket();
    registry.add({ kind: 'apiToken', id: 3 }, s, Date.now() + 30 * DAY_MS);
    jest.advanceTimersByTime(29 * DAY_MS);
    expect(s.closes).toEqual([]);
    jest.advanceTimersByTime(DAY_MS);
    expect(s.closes).toEqual([[4401, 'API token expired']]);
  });

  it('forgets the expiry of a socket removed before it, and sets none for a token without one', () => {
    const registry = new SocketRegistry();
    const removed = socket();
    const endless = socket();
    registry.add({ kind: 'session', id: 4 }, removed, Date.now() + 1000);
    registry.add({ kind: 'apiToken', id: 5 }, endless);
    registry.remove({ kind: 'session', id: 4 }, removed);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(365 * DAY_MS);
    expect(removed.closes).toEqual([]);
    expect(endless.closes).toEqual([]);
    expect(registry.count()).toBe(1);
  });
});

describe('SocketRegistry: at most maxPerCredential open sockets per session or token', () => {
  it('refuses one more of a full credential, counting it, and takes one again after a removal', () => {
    const told: [number, string][] = [];
    const registry = new SocketRegistry(2, (refused, credential) => told.push([refused, credential.kind]));
    const session = { kind: 'session', id: 1 } as const;
    const [a, b, c, d] = [socket(), socket(), socket(), socket()];
    expect(registry.add(session, a)).toBe(true);
    expect(registry.add(session, b)).toBe(true);
    expect(registry.add(session, c)).toBe(false);
    expect(registry.refused).toBe(1);
    expect(told).toEqual([[1, 'session']]);
    // Another credential, even of the same kind, has its own places.
    expect(registry.add({ kind: 'apiToken', id: 1 }, d)).toBe(true);
    registry.remove(session, a);
    expect(registry.add(session, c)).toBe(true);
    expect(registry.count()).toBe(3);
    // A refused socket was never registered: revoking the session closes only the two it holds.
    registry.close([session]);
    expect([a, b, c, d].map((s) => s.closes.length)).toEqual([0, 1, 1, 0]);
  });
});
