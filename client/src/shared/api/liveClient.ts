import { type Client, createClient } from 'graphql-ws';

/** Spec part 1 section 9: live reconnect every 10000 ms. */
export const LIVE_RECONNECT_MS = 10_000;

/** Close code graphql-ws clients treat as "reconnect now" (our restart, not a failure). */
const RESTART_CLOSE_CODE = 4205;
/** The server closes a revoked session's sockets with 4401 and refuses a socket without a session with 4403. */
const SESSION_REVOKED = 4401;
const NOT_SIGNED_IN = 4403;

const closeCode = (event: unknown): number | undefined =>
  event && typeof event === 'object' && 'code' in event && typeof event.code === 'number' ? event.code : undefined;

/** ws:// or wss:// to /graphql on the page's own host, so the session cookie goes along. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

let client: Client | null = null;
let activeSocket: WebSocket | null = null;
const sessionEndListeners = new Set<() => void>();

/** Called when the server ends the session of the live connection (revoked elsewhere, expired). */
export function onLiveSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The app's one graphql-ws client (Apollo subscriptions and the explorer share it). */
export function getLiveClient(): Client {
  if (!client) {
    client = createClient({
      url: liveUrl(window.location),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      // Waiting does not sign anyone in: a sign-in restarts the connection instead.
      shouldRetry: (event) => closeCode(event) !== NOT_SIGNED_IN && closeCode(event) !== SESSION_REVOKED,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, LIVE_RECONNECT_MS)),
      on: {
        connected: (socket) => {
          activeSocket = socket as WebSocket;
        },
        closed: (event) => {
          activeSocket = null;
          if (closeCode(event) === SESSION_REVOKED) sessionEndListeners.forEach((listener) => listener());
        },
      },
    });
  }
  return client;
}

/**
 * Reconnects with the current cookie after sign in or sign out; running subscriptions
 * resubscribe on the new socket (the server closes a signed-out socket anyway).
 */
export function restartLiveConnection(): void {
  if (activeSocket && activeSocket.readyState === WebSocket.OPEN) {
    activeSocket.close(RESTART_CLOSE_CODE, 'Client Restart');
  }
}
