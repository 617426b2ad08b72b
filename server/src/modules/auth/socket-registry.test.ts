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
