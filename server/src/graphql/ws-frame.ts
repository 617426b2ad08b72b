/** The size in bytes of a WebSocket frame's header (RFC 6455 5.2) for `length` payload bytes: 2, 4 or 10, before any masking key. */
export const frameHeaderLength = (length: number): number => (length < 126 ? 2 : length < 65536 ? 4 : 10);

/**
 * Writes the header of a final frame for `length` payload bytes at the start of `frame`.
 * `masked` sets the mask bit a client's frames carry; the caller writes the key and payload after.
 */
export function writeFrameHeader(frame: Buffer, opcode: number, length: number, masked: boolean): void {
  const mask = masked ? 0x80 : 0;
  frame[0] = 0x80 | opcode; // FIN
  const header = frameHeaderLength(length);
  if (header === 2) frame[1] = mask | length;
  else if (header === 4) {
    frame[1] = mask | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = mask | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
}

/**
 * A text message framed as a server sends it (RFC 6455 5.2: final, text, unmasked), ready for
 * the TCP socket: built once, written to every member that gets the same bytes. One buffer,
 * header and UTF-8 text written into it in place (pinned against ws's own framer in the tests).
 */
export function framedText(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = frameHeaderLength(length);
  const frame = Buffer.allocUnsafe(header + length);
  writeFrameHeader(frame, 0x1, length, false);
  frame.write(text, header, 'utf8');
  return frame;
}
