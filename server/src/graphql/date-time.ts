import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

const original = GraphQLDateTimeISO.toConfig();

/** The number written by `length` digits of `text` from `at`; -1 when one of them is not a digit. */
function digits(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `text` is exactly what `Date.prototype.toISOString` writes for some instant
 * (`YYYY-MM-DDTHH:mm:ss.sssZ`, a real day of a real month, hours 00-23): the check a
 * `new Date(text).toISOString() === text` round trip makes, without parsing a Date. Pinned
 * against that round trip in the tests.
 */
export function isCanonicalIsoTime(text: string): boolean {
  if (text.length !== 24 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':' || text[19] !== '.' || text[23] !== 'Z') return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1])) return false;
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59 && digits(text, 20, 3) >= 0;
}

/**
 * graphql-scalars' `DateTimeISO` (the scalar type-graphql uses for `Date`), the same type in the
 * schema, serialising faster: a Date is written with `toISOString` directly, and a string that is
 * already such an ISO time (a live event's time, as it crossed the pub/sub) goes out as it is
 * once checked, without graphql-scalars' general parsing (a batch checks every value's time, so
 * the check reads characters and makes no Date). Anything else takes the original path.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...original,
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && isCanonicalIsoTime(value)) return value;
    return original.serialize(value);
  },
});
