import type { Credential } from './caller-cache';

/** Something that can be closed with a WebSocket close code. */
export type ClosableSocket = { close(code: number, reason: string): void };

const keyOf = (credential: Credential) => `${credential.kind}:${credential.id}`;

/** The longest delay `setTimeout` keeps (about 24.8 days); a later time is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `run` at `time` (ms since the epoch), unless cancelled first. */
function callAt(time: number, run: () => void): { cancel(): void } {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = time - Date.now();
    if (left <= 0) return run();
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  timer = setTimeout(arm, 0);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
}

/**
 * WebSockets by credential (session or integrator token), so revoking one (sign out,
 * password reset, a token revoked) closes its live connections at once instead of at
 * their next subscribe; and so one sign-in cannot hold more than `maxPerCredential` of them
 * (each costs the server memory and a place in every delivery it subscribes to).
 */
export class SocketRegistry {
  private readonly byCredential = new Map<string, Set<ClosableSocket>>();
  private readonly expiries = new Map<ClosableSocket, { cancel(): void }>();
  /** Sockets refused by the cap since this instance started (the log samples them). */
  refused = 0;

  /** `onRefused(refused, credential)` after each refusal (the count so far), to log them sampled. */
  constructor(
    readonly maxPerCredential = Number.POSITIVE_INFINITY,
    private readonly onRefused?: (refused: number, credential: Credential) => void,
  ) {}

  /**
   * Registers a socket, or answers false (registering nothing) when its credential already holds
   * `maxPerCredential` open sockets. `expiresAt` (ms since the epoch) is when the session or token
   * stops working: the socket is closed then, as on revocation, so that a connection opened
   * before the expiry does not go on receiving live data after it.
   */
  add(credential: Credential, socket: ClosableSocket, expiresAt = Number.POSITIVE_INFINITY): boolean {
    const key = keyOf(credential);
    const set = this.byCredential.get(key) ?? new Set();
    if (set.size >= this.maxPerCredential) {
      this.refused += 1;
      this.onRefused?.(this.refused, credential);
      return false;
    }
    set.add(socket);
    this.byCredential.set(key, set);
    if (Number.isFinite(expiresAt)) {
      this.expiries.set(socket, callAt(expiresAt, () => socket.close(4401, credential.kind === 'session' ? 'Session expired' : 'API token expired')));
    }
    return true;
  }

  remove(credential: Credential, socket: ClosableSocket): void {
    this.expiries.get(socket)?.cancel();
    this.expiries.delete(socket);
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
