import { Duplex } from 'node:stream';
import type { ByteBudget } from '../core/byte-budget';

/**
 * Follows the MQTT packets in a byte stream by their fixed headers alone (one type
 * byte, then the remaining length in 1-4 bytes of 7 bits each) and skips the bodies
 * without looking at them, so it can tell from the first bytes of a packet how large
 * it will be. MQTT 3.1.1 section 2.2.
 */
export class FixedHeaderReader {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private remaining = 0;
  /** Packets read to their end so far. */
  completed = 0;

  constructor(private readonly maxPacketBytes: number) {}

  /**
   * Reads the next bytes of the stream. Returns null while every packet begun so far is
   * within the limit; otherwise the whole size the offending packet announces (header
   * included), or NaN for a remaining length longer than the 4 bytes MQTT allows.
   */
  feed(chunk: Uint8Array): number | null {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'body') {
        const take = Math.min(this.remaining, chunk.length - i);
        this.remaining -= take;
        i += take;
        if (this.remaining === 0) {
          this.state = 'type';
          this.completed += 1;
        }
        continue;
      }
      if (this.state === 'type') {
        i += 1;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      const byte = chunk[i++];
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes += 1;
      if (byte & 0x80) {
        if (this.lengthBytes === 4) return Number.NaN;
        continue;
      }
      const size = 1 + this.lengthBytes + this.length;
      if (size > this.maxPacketBytes) return size;
      if (this.length === 0) {
        this.state = 'type';
        this.completed += 1;
      } else {
        this.remaining = this.length;
        this.state = 'body';
      }
    }
    return null;
  }
}

/**
 * Wraps a client connection (a TCP socket, or a WebSocket stream) for the broker: bytes
 * reach the broker only once the header of every packet that begins in them has been
 * read, and a packet larger than `maxPacketBytes` closes the connection instead (MQTT
 * 3.1.1 has no reason code for it; closing is the refusal it allows). The broker
 * therefore never buffers more than one chunk of an oversize packet: it gets none of it.
 * Writes pass straight through.
 */
export class PacketSizeLimit extends Duplex {
  private readonly reader: FixedHeaderReader;
  /** Set when an oversize packet (or a full `firstPacket` budget) closed the connection. */
  refused = false;
  /** Bytes of the unfinished first packet received, and of those taken from `firstPacket.budget`. */
  private firstBytes = 0;
  private held = 0;

  /**
   * `firstPacket`: until the connection's first packet (its CONNECT) is whole, its bytes wait in
   * the broker's parser, for as long as the broker waits for a CONNECT (30 s), and sending them
   * needs no credential. So its bytes past `freeBytes` are held against a budget shared by all
   * connections; a chunk that would pass it closes the connection (`onRefused`). A machine's
   * CONNECT, smaller than `freeBytes`, takes nothing even in pieces, so slow senders filling the
   * budget cannot keep machines out.
   */
  constructor(
    private readonly inner: Duplex,
    maxPacketBytes: number,
    onOversize: (announcedBytes: number, stream: PacketSizeLimit) => void,
    private firstPacket?: { budget: ByteBudget; freeBytes: number; onRefused: (stream: PacketSizeLimit) => void },
  ) {
    super({ allowHalfOpen: false });
    this.reader = new FixedHeaderReader(maxPacketBytes);
    const refuse = (notify: () => void) => {
      inner.pause();
      this.refused = true;
      this.giveBack();
      notify();
      inner.destroy();
    };
    inner.on('data', (chunk: Buffer) => {
      const over = this.reader.feed(chunk);
      if (over !== null) return refuse(() => onOversize(over, this));
      if (this.firstPacket) {
        const { budget, freeBytes, onRefused } = this.firstPacket;
        if (this.reader.completed > 0) {
          // The first packet is whole: the broker parses it now.
          this.giveBack();
          this.firstPacket = undefined;
        } else {
          this.firstBytes += chunk.length;
          const charge = Math.max(0, this.firstBytes - freeBytes) - this.held;
          if (charge > 0) {
            if (!budget.take(charge)) return refuse(() => onRefused(this));
            this.held += charge;
          }
        }
      }
      if (!this.push(chunk)) inner.pause();
    });
    inner.once('end', () => this.push(null));
    // `on`, not `once`: an error the inner stream emits after the first must not go unhandled.
    inner.on('error', (error) => this.destroy(error));
    inner.once('close', () => this.destroy());
  }

  override _read(): void {
    this.inner.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.inner.write(chunk, encoding)) callback();
    else this.inner.once('drain', () => callback());
  }

  /** What the broker wrote while corked (mqtt-packet corks each packet) leaves in one write of the socket. */
  override _writev(chunks: { chunk: Buffer; encoding: BufferEncoding }[], callback: (error?: Error | null) => void): void {
    this.inner.cork();
    let flushed = true;
    for (const { chunk, encoding } of chunks) flushed = this.inner.write(chunk, encoding);
    this.inner.uncork();
    if (flushed) callback();
    else this.inner.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.inner.end();
    callback();
  }

  private giveBack(): void {
    this.firstPacket?.budget.give(this.held);
    this.held = 0;
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.giveBack();
    if (!this.inner.destroyed) this.inner.destroy();
    callback(error);
  }
}
