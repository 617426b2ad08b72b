import type http from 'node:http';
import { getOperationAST, parse } from 'graphql';
import type { ByteBudget, KeyedByteBudget } from '../core/byte-budget';
import { LIMITS } from './security';

/**
 * Sends a GraphQL answer whose bytes are held against `answers` (HTTP_ANSWER_BUFFER_BYTES) until
 * the response is done (its 'close': the client has it, or has gone), or, when they would pass
 * it, calls `refuse` instead and sends nothing of it, unless `refuse` answers false (a mutation
 * has run: its answer goes, uncounted, never a "try again" that would have it run twice). An answer lives in the socket's buffer
 * until its client reads it: 150 clients that asked for a page of 50 dashboard covers (35 MB)
 * and never read it took a server past its 4 GB heap, and it ended. A client gone before its
 * answer was ready gets nothing (its 'close' has passed: bytes taken then would never come back).
 * A signed-in caller's answers are also held against its user's `share`: eight unread pages of
 * covers from one user would otherwise fill the budget and have every other user refused.
 */
export function endHeldAnswer(answers: ByteBudget, res: http.ServerResponse, body: string, refuse: () => boolean, share?: UserShare | null): void {
  if (res.closed || res.destroyed) return;
  const bytes = Buffer.byteLength(body);
  if (share && !share.budget.take(share.userId, bytes)) {
    if (!refuse()) res.end(body);
    return;
  }
  if (answers.take(bytes)) {
    res.once('close', () => {
      answers.give(bytes);
      share?.budget.give(share.userId, bytes);
    });
    res.end(body);
    return;
  }
  share?.budget.give(share.userId, bytes);
  if (!refuse()) res.end(body);
}

/** A signed-in caller's share of the answer budget (HTTP_ANSWER_BUFFER_BYTES_PER_USER): its answers are held against both. */
export interface UserShare {
  budget: KeyedByteBudget<number>;
  userId: number;
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
