import { isUtf8 } from 'node:buffer';
import { KNOWN_PARAMETERS } from '../../contract/parameters';

/**
 * The MQTT topic scheme and payload format of the machines (ARCHITECTURE.md "Live
 * data"): JSON `{value, timeStamp}` on `device/{uuid}/{param}` and progress on
 * `processrate/{uuid}`. Parsing is pure so every rejection is unit-tested.
 */

// The parameter names are shared with the client, which labels each of them.
export { ALARM_PARAMS, KNOWN_PARAMETERS, PIECE_COUNT_MAX, PIECE_COUNT_PARAM, PROGRAM_PARAM, STATUS_PARAM } from '../../contract/parameters';

export function isKnownParameter(key: string, extra?: ReadonlySet<string>): boolean {
  return KNOWN_PARAMETERS.has(key) || key.startsWith('WHstatus_') || (extra?.has(key) ?? false);
}

export type ParsedTopic = Readonly<{ kind: 'parameter'; uuid: string; key: string } | { kind: 'processrate'; uuid: string }>;

/** Longest uuid or parameter name a topic may carry. */
const MAX_SEGMENT = 64;

/** Whether `topic[from, to)` is 1 to 64 of `A-Z a-z 0-9 _ . : -`. */
function isSegment(topic: string, from: number, to: number): boolean {
  if (to <= from || to - from > MAX_SEGMENT) return false;
  for (let i = from; i < to; i++) {
    const c = topic.charCodeAt(i);
    // 0-9 and ':' are 48-58; '-' 45, '.' 46, '_' 95.
    if (!((c >= 48 && c <= 58) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46)) return false;
  }
  return true;
}

/**
 * `device/{uuid}/{param}` or `processrate/{uuid}`; anything else is null. Read by its
 * characters, without splitting or patterns: it runs for every message, and remembering
 * the answers (as the ingest once did) kept a fleet's tens of thousands of topics in a map
 * that outgrew its bound, refilled, and left old garbage for the collector.
 */
export function parseTopic(topic: string): ParsedTopic | null {
  const first = topic.indexOf('/');
  if (first === 6 && topic.startsWith('device')) {
    const second = topic.indexOf('/', first + 1);
    if (second < 0 || !isSegment(topic, first + 1, second) || !isSegment(topic, second + 1, topic.length)) return null;
    return { kind: 'parameter', uuid: topic.slice(first + 1, second), key: topic.slice(second + 1) };
  }
  if (first === 11 && topic.startsWith('processrate') && isSegment(topic, first + 1, topic.length)) return { kind: 'processrate', uuid: topic.slice(first + 1) };
  return null;
}

/** A message's value and the machine's time of it (epoch milliseconds, whole): a `Date` is made only where one is stored. */
export type Reading = { value: unknown; atMs: number };

// Machines report their own clock: refuse times that cannot be real rather than corrupt a timeline.
const EARLIEST = Date.UTC(2000, 0, 1);
const MAX_AHEAD_MS = 24 * 3600_000;
/** Longest payload a message may have; anything longer is refused before it is parsed. */
export const MAX_PAYLOAD = 16 * 1024;

/**
 * `{value, timeStamp}`: timeStamp in epoch milliseconds, epoch seconds or ISO 8601.
 * Returns null for anything malformed (not UTF-8, not JSON, no value, a number too
 * large to be one (`1e400`), no or impossible time).
 */
export function parsePayload(payload: Buffer | string, now = Date.now()): Reading | null {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD) return null;
  // JSON is UTF-8: invalid bytes would otherwise become U+FFFD and pass as text.
  if (typeof payload !== 'string' && !isUtf8(payload)) return null;
  let body: unknown;
  try {
    body = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { value, timeStamp } = body as { value?: unknown; timeStamp?: unknown };
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return null;
  let ms: number;
  if (typeof timeStamp === 'number') ms = timeStamp < 1e11 ? timeStamp * 1000 : timeStamp;
  else if (typeof timeStamp === 'string' && timeStamp.trim()) ms = /^\d+(\.\d+)?$/.test(timeStamp) ? Number(timeStamp) * (Number(timeStamp) < 1e11 ? 1000 : 1) : Date.parse(timeStamp);
  else return null;
  if (!Number.isFinite(ms) || ms < EARLIEST || ms > now + MAX_AHEAD_MS) return null;
  return { value, atMs: Math.round(ms) };
}

/**
 * Whether `value` takes at most `limit` bytes as JSON (UTF-8), the size it is kept and
 * sent to subscribers in. Numbers, booleans, null and short strings are answered without
 * serialising (a string of n UTF-16 units is at most 6n + 2 bytes of JSON); anything
 * that cannot be serialised does not fit.
 */
export function jsonFits(value: unknown, limit: number): boolean {
  // No number is longer than 24 characters as JSON (`-1.7976931348623157e+308`), nor a literal than 5.
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return limit >= 24 || String(value).length <= limit;
  if (typeof value === 'string' && value.length * 6 + 2 <= limit) return true;
  try {
    const json = JSON.stringify(value);
    return json !== undefined && (json.length > limit ? false : Buffer.byteLength(json) <= limit);
  } catch {
    return false;
  }
}
