/**
 * The ingest benchmark's subscribers read device values without JSON.parse. Its 20 subscribers
 * receive up to a million values a second; parsing each message in full (objects for every
 * value, an ISO time parsed per value, a latency array sorted per round) took as much CPU in
 * the benchmark's own process as the server under test, on the same two cores, so every
 * system's measured limit was partly the instrument's. The scan reads only each numeric
 * `"value":N` and the `"timeStamp"` after it (epoch milliseconds or an ISO time), and
 * `checkScan` holds it to JSON.parse on a sample of messages, so a shape it misreads stops
 * the benchmark instead of counting as drops or passing unseen.
 */

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const VALUE = bytes('"value":');
const TIME = bytes('"timeStamp":');
const ZERO = 0x30;
const QUOTE = 0x22;
const isDigit = (byte: number) => byte >= ZERO && byte <= ZERO + 9;

/** Boyer-Moore-Horspool shifts: how far a window may move when its last byte is `b`. */
function shifts(pattern: Uint8Array): Uint8Array {
  const table = new Uint8Array(256).fill(pattern.length);
  for (let k = 0; k < pattern.length - 1; k++) table[pattern[k]] = pattern.length - 1 - k;
  return table;
}
const VALUE_SHIFTS = shifts(VALUE);
const TIME_SHIFTS = shifts(TIME);

/** Where `pattern` next starts in `data` at or after `from`, or -1: JIT-compiled byte reads, no native call or string per search. */
function find(data: Buffer, pattern: Uint8Array, table: Uint8Array, from: number): number {
  const last = pattern.length - 1;
  for (let i = from + last; i < data.length; i += table[data[i]]) {
    let k = 0;
    while (k <= last && data[i - last + k] === pattern[k]) k++;
    if (k > last) return i - last;
  }
  return -1;
}

/** Whether `data` holds `pattern` at `at`. */
function holds(data: Buffer, pattern: Uint8Array, at: number): boolean {
  for (let k = 0; k < pattern.length; k++) if (data[at + k] !== pattern[k]) return false;
  return true;
}

/** Reads values and their times from graphql-ws `next` messages and plain `{value, timeStamp}` payloads. */
export class ValueScanner {
  /** `YYYY-MM-DDTHH:MM:` of the last ISO time read, and its instant: values of one minute share it. */
  private readonly minute = new Uint8Array(17);
  private minuteMs = NaN;

  /** Calls `onValue` for each integer value and its time in epoch ms; returns how many it found. */
  scan(data: Buffer, onValue: (value: number, at: number) => void): number {
    let found = 0;
    let at = find(data, VALUE, VALUE_SHIFTS, 0);
    while (at !== -1) {
      let i = at + VALUE.length;
      const negative = data[i] === 0x2d;
      if (negative) i++;
      if (!isDigit(data[i])) {
        at = find(data, VALUE, VALUE_SHIFTS, i);
        continue;
      }
      let value = 0;
      while (isDigit(data[i])) value = value * 10 + data[i++] - ZERO;
      if (data[i] === 0x2e || data[i] === 0x65 || data[i] === 0x45) {
        // Not an integer (`.`, `e`, `E`): not a sequence number either.
        at = find(data, VALUE, VALUE_SHIFTS, i);
        continue;
      }
      // The time usually follows at once (`,"timeStamp":`); otherwise it is searched for.
      const time = data[i] === 0x2c && holds(data, TIME, i + 1) ? i + 1 : find(data, TIME, TIME_SHIFTS, i);
      if (time === -1) break;
      i = time + TIME.length;
      let ms = 0;
      if (data[i] === QUOTE) {
        let end = i + 1;
        while (end < data.length && data[end] !== QUOTE) end++;
        ms = this.isoTime(data, i + 1, end);
        i = end + 1;
      } else {
        while (isDigit(data[i])) ms = ms * 10 + data[i++] - ZERO;
      }
      onValue(negative ? -value : value, ms);
      found++;
      at = find(data, VALUE, VALUE_SHIFTS, i);
    }
    return found;
  }

  /** `2026-11-27T06:00:05.123Z` between `start` and `end`: seconds and milliseconds read from the bytes when the minute is the last one's. */
  private isoTime(data: Buffer, start: number, end: number): number {
    const plain = end - start === 24 && data[start + 19] === 0x2e && data[start + 23] === 0x5a;
    if (plain && holds(data, this.minute, start)) {
      const d = (k: number) => data[start + k] - ZERO;
      return this.minuteMs + (d(17) * 10 + d(18)) * 1000 + d(20) * 100 + d(21) * 10 + d(22);
    }
    const ms = Date.parse(data.toString('latin1', start, end));
    if (plain) {
      this.minute.set(data.subarray(start, start + 17));
      this.minuteMs = ms - (ms % 60_000);
    }
    return ms;
  }
}

/**
 * Holds a scan to JSON.parse: the same number of (safe) integer values, with the same values and times.
 * `values` are the parsed `{ value, timeStamp }` objects the message carries.
 */
export function checkScan(scanner: ValueScanner, data: Buffer, values: { value?: unknown; timeStamp?: unknown }[]): void {
  const scanned: [number, number][] = [];
  scanner.scan(data, (value, at) => scanned.push([value, at]));
  const parsed = values
    .filter((v) => typeof v.value === 'number' && Number.isSafeInteger(v.value))
    .map((v) => [v.value as number, typeof v.timeStamp === 'number' ? v.timeStamp : Date.parse(String(v.timeStamp))]);
  if (JSON.stringify(scanned) !== JSON.stringify(parsed)) {
    console.error(`the value scan misread a message: scanned ${JSON.stringify(scanned.slice(0, 5))}, parsed ${JSON.stringify(parsed.slice(0, 5))} of ${data.toString('utf8', 0, 300)}`);
    process.exit(1);
  }
}
