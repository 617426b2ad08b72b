/**
 * A text message framed as a server sends it (RFC 6455 5.2: final, text, unmasked), ready for
 * the TCP socket: built once, written to every member that gets the same bytes. One buffer,
 * header and UTF-8 text written into it in place (pinned against ws's own framer in the tests).
 */
export function framedText(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, header, 'utf8');
  return frame;
}
