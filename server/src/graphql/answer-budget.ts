import type http from 'node:http';
import { getOperationAST, parse } from 'graphql';
import type { ByteBudget } from '../core/byte-budget';
import { LIMITS } from './security';

/**
 * Sends a GraphQL answer whose bytes are held against `answers` (HTTP_ANSWER_BUFFER_BYTES) until
 * the response is done (its 'close': the client has it, or has gone), or, when they would pass
 * it, calls `refuse` instead and sends nothing of it, unless `refuse` answers false (a mutation
 * has run: its answer goes, uncounted, never a "try again" that would have it run twice). An answer lives in the socket's buffer
 * until its client reads it: 150 clients that asked for a page of 50 dashboard covers (35 MB)
 * and never read it took a server past its 4 GB heap, and it ended. A client gone before its
 * answer was ready gets nothing (its 'close' has passed: bytes taken then would never come back).
 */
export function endHeldAnswer(answers: ByteBudget, res: http.ServerResponse, body: string, refuse: () => boolean): void {
  if (res.closed || res.destroyed) return;
  const bytes = Buffer.byteLength(body);
  if (answers.take(bytes)) {
    res.once('close', () => answers.give(bytes));
    res.end(body);
  } else if (!refuse()) res.end(body);
}

/** Whether a `/graphql` request's operation is a mutation (read again only when its answer would be refused). */
export function isMutationRequest(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    const operation = getOperationAST(parse(query, { noLocation: true, maxTokens: LIMITS.maxTokens }), typeof operationName === 'string' ? operationName : undefined);
    return operation?.operation === 'mutation';
  } catch {
    return false;
  }
}
