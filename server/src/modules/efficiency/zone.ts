/**
 * Day arithmetic in an IANA time zone with Intl only: days are cut at local
 * midnight of the configured zone, while every stored time stays UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsOf(ms: number, timeZone: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Parts;
}

/** Offset of the zone from UTC at an instant, in ms (Asia/Shanghai: +8 h). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = partsOf(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The local calendar date of an instant, as YYYY-MM-DD. */
export function localDateKey(ms: number, timeZone: string): string {
  const p = partsOf(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Local midnights already worked out, by zone and date: each takes four `Intl` look-ups, and a
 * fleet's month asks the same 32 of them for every machine (a third of a ranking's arithmetic).
 * Zone rules do not change while the process runs; the memory is bounded by clearing it when full.
 */
const midnights = new Map<string, number>();
const MAX_REMEMBERED_MIDNIGHTS = 10_000;

/** UTC instant of local midnight starting the given date. */
export function localMidnight(dateKey: string, timeZone: string): number {
  const key = `${timeZone} ${dateKey}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const midnight = computeLocalMidnight(dateKey, timeZone);
  if (midnights.size >= MAX_REMEMBERED_MIDNIGHTS) midnights.clear();
  midnights.set(key, midnight);
  return midnight;
}

function computeLocalMidnight(dateKey: string, timeZone: string): number {
  const m = DATE_KEY.exec(dateKey);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${dateKey}`);
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Two passes settle the offset even on a day the zone changes it.
  const first = guess - zoneOffsetMs(guess, timeZone);
  return guess - zoneOffsetMs(first, timeZone);
}

/** Local midnight that starts the day containing `ms`. */
export function startOfLocalDay(ms: number, timeZone: string): number {
  return localMidnight(localDateKey(ms, timeZone), timeZone);
}

/** The date `days` after `dateKey` (calendar arithmetic, zone-free). */
export function addDays(dateKey: string, days: number): string {
  const m = DATE_KEY.exec(dateKey);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${dateKey}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Every date from start to end inclusive. */
export function dateKeysBetween(startKey: string, endKey: string): string[] {
  const keys: string[] = [];
  for (let k = startKey; k <= endKey; k = addDays(k, 1)) keys.push(k);
  return keys;
}
