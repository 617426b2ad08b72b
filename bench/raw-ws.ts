/**
 * The ingest benchmark's WebSocket client: RFC 6455 over a plain socket that reads into one
 * reused buffer. Its 20 subscribers receive up to 90 MB a second; with the `ws` client every
 * read and every message spanning reads allocated a new buffer, and the collections that
 * memory forced (a full one every 200 ms under load) cost the benchmark's process more CPU
 * than the server under test, on the same two cores. Only what a subscriber needs: the
 * opening handshake, text and binary messages (continuations included), ping, and close.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { frameHeaderLength, writeFrameHeader } from '../server/src/graphql/ws-frame';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export type RawWebSocket = { send(text: string): void; close(): void };

/** A client frame: FIN, the opcode, masked as a client must (the header as the server's framer writes it). */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head = frameHeaderLength(length);
  const out = Buffer.allocUnsafe(head + 4 + length);
  writeFrameHeader(out, opcode, length, true);
  const mask = randomBytes(4);
  mask.copy(out, head);
  for (let i = 0; i < length; i++) out[head + 4 + i] = payload[i] ^ mask[i & 3];
  return out;
}

/**
 * Opens `url` (ws://host:port/path), resolving once the server accepted the upgrade.
 * `onMessage` gets each message as a view of the reading buffer, valid only during the call.
 * `onClose` gets the server's close code and reason, or 1006 when the socket ends without one.
 */
export function rawWebSocket(url: string, protocol: string | undefined, onMessage: (data: Buffer) => void, onClose: (code: number, reason: string) => void): Promise<RawWebSocket> {
  const { hostname, port, pathname, search } = new URL(url);
  const key = randomBytes(16).toString('base64');
  // Bytes read and not yet handled: appended at `end`, handled from `start`; grows to the largest message, then is reused.
  let pending = Buffer.allocUnsafe(1 << 20);
  let start = 0;
  let end = 0;
  let upgraded = false;
  let closed = false;
  let fragments: Buffer[] = [];
  let socket!: net.Socket;

  const finish = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    onClose(code, reason);
  };

  const append = (chunk: Buffer, length: number) => {
    if (start === end) start = end = 0;
    if (end + length > pending.length) {
      // Move the unhandled bytes to the front, and grow only when that is not room enough.
      const size = end - start + length;
      const target = size > pending.length ? Buffer.allocUnsafe(Math.max(size, pending.length * 2)) : pending;
      pending.copy(target, 0, start, end);
      pending = target;
      end -= start;
      start = 0;
    }
    chunk.copy(pending, end, 0, length);
    end += length;
  };

  return new Promise<RawWebSocket>((resolve, reject) => {
    const handshake = (): boolean => {
      const headEnd = pending.indexOf('\r\n\r\n', start, 'latin1');
      if (headEnd === -1 || headEnd >= end) return false;
      const head = pending.toString('latin1', start, headEnd);
      start = headEnd + 4;
      const accept = createHash('sha1').update(key + GUID).digest('base64');
      if (!/^HTTP\/1\.1 101/.test(head) || !head.toLowerCase().includes(`sec-websocket-accept: ${accept.toLowerCase()}`)) {
        socket.destroy();
        reject(new Error(`WebSocket upgrade refused: ${head.split('\r\n')[0]}`));
        return false;
      }
      upgraded = true;
      resolve({
        send: (text) => socket.write(frame(OP.text, Buffer.from(text))),
        close: () => {
          closed = true;
          if (!socket.destroyed) socket.end(frame(OP.close, Buffer.from([0x03, 0xe8])));
        },
      });
      return true;
    };

    /** Handles every whole frame in `pending`. */
    const frames = () => {
      while (end - start >= 2) {
        const b0 = pending[start];
        const b1 = pending[start + 1];
        if (b1 & 0x80) return fail(new Error('a server frame must not be masked'));
        let length = b1 & 0x7f;
        let at = start + 2;
        if (length === 126) {
          if (end - at < 2) return;
          length = pending.readUInt16BE(at);
          at += 2;
        } else if (length === 127) {
          if (end - at < 8) return;
          length = Number(pending.readBigUInt64BE(at));
          at += 8;
        }
        if (end - at < length) return;
        const payload = pending.subarray(at, at + length);
        start = at + length;
        const fin = (b0 & 0x80) !== 0;
        const opcode = b0 & 0x0f;
        if (opcode === OP.close) {
          finish(length >= 2 ? payload.readUInt16BE(0) : 1005, payload.toString('utf8', 2));
          socket.end();
          return;
        }
        if (opcode === OP.ping) socket.write(frame(OP.pong, Buffer.from(payload)));
        else if (opcode === OP.pong) continue;
        else if (!fin || opcode === OP.continuation) {
          // A message in pieces (rare: servers here send whole frames): its pieces are copied out and joined.
          fragments.push(Buffer.from(payload));
          if (fin) {
            const whole = Buffer.concat(fragments);
            fragments = [];
            onMessage(whole);
          }
        } else onMessage(payload);
      }
    };

    const fail = (error: Error) => {
      if (!upgraded) reject(error);
      else console.error(`WebSocket ${url}: ${error.message}`);
      socket.destroy();
      finish(1006, error.message);
    };

    socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: Buffer.allocUnsafe(256 * 1024),
        callback: (length: number, buffer: Buffer) => {
          append(buffer, length);
          if (!upgraded && !handshake()) return true;
          frames();
          return true;
        },
      },
    });
    socket.setNoDelay(true);
    socket.once('connect', () =>
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n${protocol ? `Sec-WebSocket-Protocol: ${protocol}\r\n` : ''}\r\n`,
      ),
    );
    socket.on('error', (error) => fail(error));
    socket.on('close', () => finish(1006, 'the connection ended'));
  });
}
