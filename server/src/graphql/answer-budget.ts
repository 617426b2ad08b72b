import { serverBusy } from '../core/errors';
import type { AppContext } from './context';

/**
 * Holds `bytes` of an answer's large fields against `app.answers` (HTTP_ANSWER_BUFFER_BYTES) until
 * the HTTP response is done (its 'close': sent, or the client gone), or refuses the read with
 * 1013 (HTTP 503) when they would pass it. Such answers live three times over until they are
 * sent (the rows read, the JSON text, the socket's buffer): 200 dashboard lists with 50 covers
 * asked at once took a server past its 4 GB heap, and it ended. Called once the rows are read,
 * before anything is built from them, so a refused read holds nothing past its turn. Without an
 * HTTP response (a test calling a service in process) nothing is kept.
 */
export function holdAnswerBytes(ctx: Pick<AppContext, 'app' | 'http'>, bytes: number): void {
  if (bytes <= 0) return;
  const { answers } = ctx.app;
  if (!answers.take(bytes)) throw serverBusy();
  const res = ctx.http?.res;
  if (!res || res.closed) answers.give(bytes);
  else res.once('close', () => answers.give(bytes));
}
