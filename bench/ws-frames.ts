/**
 * What the benchmarks' hand-written servers share to write WebSocket messages the strong way:
 * a text message framed once, in one buffer (the product's own framer), and raw TCP writes
 * corked per event-loop turn so one turn leaves a socket in one system call.
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/** A text message framed as a server sends it (final, unmasked), in one buffer: the product's own framer, a dependency-free module. */
export { framedText } from '../server/src/graphql/ws-frame';

/** The TCP socket under a ws WebSocket (ws keeps it in `_socket`). */
export const rawSocketOf = (ws: WebSocket): Socket => (ws as unknown as { _socket: Socket })._socket;

/** Writes bytes to a raw socket, corked until the end of this event-loop turn. */
export function corkedWriter(): (raw: Socket, bytes: Buffer) => void {
  const corked = new Set<Socket>();
  let uncorkScheduled = false;
  const uncorkAll = () => {
    uncorkScheduled = false;
    for (const raw of corked) raw.uncork();
    corked.clear();
  };
  return (raw, bytes) => {
    if (!corked.has(raw)) {
      raw.cork();
      corked.add(raw);
      if (!uncorkScheduled) {
        uncorkScheduled = true;
        setImmediate(uncorkAll);
      }
    }
    raw.write(bytes);
  };
}
