import net from 'node:net';
import mqttPacket from 'mqtt-packet';
import { ByteBudget } from '../core/byte-budget';
import { FixedHeaderReader, PacketSizeLimit } from './packet-limit';

const publish = (payloadBytes: number, topic = 'device/d/WHstatus_ExecState') =>
  mqttPacket.generate({ cmd: 'publish', topic, payload: Buffer.alloc(payloadBytes, 0x61), qos: 0, dup: false, retain: false });
const ping = () => mqttPacket.generate({ cmd: 'pingreq' });

describe('FixedHeaderReader', () => {
  it('follows packets of every length encoding, whole or a byte at a time', () => {
    // Remaining lengths of 1, 2 and 3 bytes, and a packet with no body at all.
    const packets = [publish(10), publish(200), ping(), publish(20_000), publish(0)];
    const stream = Buffer.concat(packets);
    expect(new FixedHeaderReader(64 * 1024).feed(stream)).toBeNull();
    const slow = new FixedHeaderReader(64 * 1024);
    for (const byte of stream) expect(slow.feed(Buffer.of(byte))).toBeNull();
    // Each packet counted once it is read to its end (the one with no body at its header).
    expect(slow.completed).toBe(packets.length);
    const partial = new FixedHeaderReader(64 * 1024);
    partial.feed(Buffer.concat([packets[0], packets[1].subarray(0, 5)]));
    expect(partial.completed).toBe(1);
  });

  it('accepts a packet of exactly the limit and names the size of one byte more', () => {
    const exact = publish(1000);
    expect(new FixedHeaderReader(exact.length).feed(exact)).toBeNull();
    const over = publish(1001);
    expect(new FixedHeaderReader(exact.length).feed(over)).toBe(over.length);
  });

  it('knows an oversize packet from its header alone, before any of its body', () => {
    const big = publish(10 * 1024 * 1024);
    const reader = new FixedHeaderReader(64 * 1024);
    expect(reader.feed(publish(5))).toBeNull();
    expect(reader.feed(big.subarray(0, 5))).toBe(big.length); // type byte and a 4-byte length
  });

  it('finds an oversize packet after many small ones in the same chunk', () => {
    const chunk = Buffer.concat([...Array.from({ length: 50 }, () => publish(30)), publish(70_000)]);
    expect(new FixedHeaderReader(64 * 1024).feed(chunk)).toBeGreaterThan(64 * 1024);
  });

  it('refuses a remaining length longer than four bytes', () => {
    expect(new FixedHeaderReader(64 * 1024).feed(Buffer.of(0x30, 0x80, 0x80, 0x80, 0x80, 0x01))).toBeNaN();
  });
});

describe('PacketSizeLimit on a TCP connection', () => {
  let server: net.Server;
  let port: number;
  const accepted: { limited: PacketSizeLimit; received: Buffer[] }[] = [];
  const oversize: number[] = [];
  beforeAll(async () => {
    server = net.createServer((socket) => {
      const limited = new PacketSizeLimit(socket, 1024, (bytes) => oversize.push(bytes));
      const received: Buffer[] = [];
      accepted.push({ limited, received });
      // An echo: what passes the limit comes back.
      limited.on('data', (chunk: Buffer) => {
        received.push(chunk);
        limited.write(chunk);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const connect = () =>
    new Promise<net.Socket>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('passes packets within the limit both ways', async () => {
    const socket = await connect();
    const sent = Buffer.concat([publish(100), ping(), publish(900)]);
    const echoed: Buffer[] = [];
    const back = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        echoed.push(chunk);
        if (Buffer.concat(echoed).length >= sent.length) resolve();
      }),
    );
    socket.write(sent);
    await back;
    expect(Buffer.concat(echoed).equals(sent)).toBe(true);
    socket.destroy();
  });

  it('closes the connection on the header of a larger packet and passes none of it on', async () => {
    const socket = await connect();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const big = publish(5000);
    socket.write(big.subarray(0, 8)); // the header and a few bytes: the rest never needs to arrive
    await closed;
    const { limited, received } = accepted[accepted.length - 1];
    expect(oversize).toContain(big.length);
    expect(received).toEqual([]);
    expect(limited.destroyed).toBe(true);
  });
});

/** Resolves once `condition` holds, checked after each turn of the event loop; fails after `ms`. */
async function eventually(condition: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('PacketSizeLimit: unfinished first packets share a budget', () => {
  const BUDGET = 2000;
  const FREE = 100;
  let server: net.Server;
  let port: number;
  const budget = new ByteBudget(BUDGET);
  const accepted: { limited: PacketSizeLimit; received: Buffer[] }[] = [];
  let refusals = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      const limited = new PacketSizeLimit(socket, 1024, () => undefined, { budget, freeBytes: FREE, onRefused: () => (refusals += 1) });
      const received: Buffer[] = [];
      accepted.push({ limited, received });
      limited.on('data', (chunk: Buffer) => received.push(chunk));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A connection that has sent `bytes`, once the server has passed them on (or closed it). */
  const send = async (bytes: Buffer) => {
    const index = accepted.length;
    const socket = await new Promise<net.Socket>((resolve) => {
      const s: net.Socket = net.connect(port, '127.0.0.1', () => resolve(s));
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(bytes);
    await eventually(() => accepted.length > index && (accepted[index].limited.destroyed || Buffer.concat(accepted[index].received).length === bytes.length), 5000, 'bytes passed on');
    return { socket, closed, ...accepted[index] };
  };

  it('holds the bytes of a first packet begun past its free part, closes a connection past the budget, and gives them back as packets end or connections close', async () => {
    const first = publish(968); // 1,000 bytes with its topic and header
    expect(first.length).toBe(1000);
    const a = await send(first.subarray(0, 999));
    const b = await send(first.subarray(0, 999));
    expect(budget.held).toBe(2 * (999 - FREE));
    // 300 bytes past the free part would pass the 2,000: that connection is closed and nothing of it passed on.
    const c = await send(first.subarray(0, FREE + 300));
    await c.closed;
    expect(c.received).toEqual([]);
    expect(refusals).toBe(1);
    expect(budget.held).toBe(1798);
    // Within the free part nothing is taken, however full the budget: a machine's CONNECT in pieces gets in.
    const slow = await send(first.subarray(0, FREE - 10));
    expect(slow.limited.destroyed).toBe(false);
    // A first packet that arrives whole takes nothing, and neither does anything after it.
    const whole = await send(Buffer.concat([publish(10), first.subarray(0, 999)]));
    expect(whole.limited.destroyed).toBe(false);
    expect(budget.held).toBe(1798);
    // a's first packet ends: its bytes are given back, and its next packets take none.
    a.socket.write(Buffer.concat([first.subarray(999), first.subarray(0, 500)]));
    await eventually(() => budget.held === 899, 5000, "a's bytes given back");
    // b leaves with its packet unfinished: given back too.
    b.socket.destroy();
    await eventually(() => budget.held === 0, 5000, "b's bytes given back");
    for (const s of [a, slow, whole]) s.socket.destroy();
  });
});
