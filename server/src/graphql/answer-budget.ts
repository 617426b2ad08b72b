import type http from 'node:http';
import type { ByteBudget } from '../core/byte-budget';

/**
 * Sends a GraphQL answer whose bytes are held against `answers` (HTTP_ANSWER_BUFFER_BYTES) until
 * the response is done (its 'close': the client has it, or has gone), or, when they would pass
 * it, calls `refuse` instead and sends nothing of it. An answer lives in the socket's buffer
 * until its client reads it: 150 clients that asked for a page of 50 dashboard covers (35 MB)
 * and never read it took a server past its 4 GB heap, and it ended. A client gone before its
 * answer was ready gets nothing (its 'close' has passed: bytes taken then would never come back).
 */
export function endHeldAnswer(answers: ByteBudget, res: http.ServerResponse, body: string, refuse: () => void): void {
  if (res.closed || res.destroyed) return;
  const bytes = Buffer.byteLength(body);
  if (!answers.take(bytes)) return refuse();
  res.once('close', () => answers.give(bytes));
  res.end(body);
}
