import type { Credential } from './caller-cache';

/** Something that can be closed with a WebSocket close code. */
export type ClosableSocket = { close(code: number, reason: string): void };

const keyOf = (credential: Credential) => `${credential.kind}:${credential.id}`;

/**
 * WebSockets by credential (session or integrator token), so revoking one (sign out,
 * password reset, a token revoked) closes its live connections at once instead of at
 * their next subscribe.
 */
export class SocketRegistry {
  private readonly byCredential = new Map<string, Set<ClosableSocket>>();

  add(credential: Credential, socket: ClosableSocket): void {
    const key = keyOf(credential);
    const set = this.byCredential.get(key) ?? new Set();
    set.add(socket);
    this.byCredential.set(key, set);
  }

  remove(credential: Credential, socket: ClosableSocket): void {
    const key = keyOf(credential);
    const set = this.byCredential.get(key);
    set?.delete(socket);
    if (set && set.size === 0) this.byCredential.delete(key);
  }

  /** 4401 is graphql-ws's Unauthorized close code: the client should sign in again. */
  close(credentials: readonly Credential[]): void {
    for (const credential of credentials) {
      const key = keyOf(credential);
      for (const socket of this.byCredential.get(key) ?? []) socket.close(4401, credential.kind === 'session' ? 'Session revoked' : 'API token revoked');
      this.byCredential.delete(key);
    }
  }

  closeSessions(sessionIds: readonly number[]): void {
    this.close(sessionIds.map((id) => ({ kind: 'session', id })));
  }

  count(): number {
    let total = 0;
    for (const set of this.byCredential.values()) total += set.size;
    return total;
  }
}
