import type { Logger } from './logger';

/**
 * A promise rejected with nobody listening ends a Node 20 process by default: every tenant's
 * sessions, sockets and device connections with it, for one request's bug (a subscriber's
 * resolver rejecting where nobody awaited it did exactly that). Such a rejection leaves no state
 * half-written the way a thrown exception can, so the server logs it as the bug it is and goes
 * on. Answers a function that removes the guard.
 */
export function logUnhandledRejections(logger: Pick<Logger, 'error'>): () => void {
  const onRejection = (reason: unknown) => logger.error({ err: reason }, 'unhandled promise rejection (the server goes on)');
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
