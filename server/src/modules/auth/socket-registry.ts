/** Something that can be closed with a WebSocket close code. */
export type ClosableSocket = { close(code: number, reason: string): void };

/**
 * WebSockets by session, so revoking a session (sign out, password reset) closes
 * its live connections at once instead of at their next subscribe.
 */
export class SocketRegistry {
  private readonly bySession = new Map<number, Set<ClosableSocket>>();

  add(sessionId: number, socket: ClosableSocket): void {
    const set = this.bySession.get(sessionId) ?? new Set();
    set.add(socket);
    this.bySession.set(sessionId, set);
  }

  remove(sessionId: number, socket: ClosableSocket): void {
    const set = this.bySession.get(sessionId);
    set?.delete(socket);
    if (set && set.size === 0) this.bySession.delete(sessionId);
  }

  /** 4401 is graphql-ws's Unauthorized close code: the client should sign in again. */
  closeSessions(sessionIds: readonly number[]): void {
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? []) socket.close(4401, 'Session revoked');
      this.bySession.delete(id);
    }
  }

  count(): number {
    let total = 0;
    for (const set of this.bySession.values()) total += set.size;
    return total;
  }
}
