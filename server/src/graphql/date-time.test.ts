import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISO, isCanonicalIsoTime } from './date-time';

/** The faster DateTimeISO must write exactly what graphql-scalars' writes, and refuse what it refuses. */
describe('DateTimeISO', () => {
  const outcome = (serialize: (v: unknown) => unknown, value: unknown) => {
    try {
      return { value: serialize(value) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  const same = (value: unknown) => expect(outcome((v) => DateTimeISO.serialize(v), value)).toEqual(outcome((v) => GraphQLDateTimeISO.serialize(v), value));

  it.each([
    new Date('2026-11-23T08:00:00.123Z'),
    new Date(0),
    new Date('2999-12-31T23:59:59.999Z'),
    '2026-11-23T08:00:00.123Z',
    '2026-11-23T08:00:00Z',
    '2026-11-23T16:00:00.123+08:00',
    1764000000000,
  ])('writes %p as graphql-scalars does', (value) => same(value));

  it.each([new Date(Number.NaN), 'yesterday', '2026-13-45T99:00:00.000Z', '2026-02-30T00:00:00.000Z', '', null, {}, true])('refuses %p as graphql-scalars does', (value) => {
    expect(outcome((v) => GraphQLDateTimeISO.serialize(v), value)).toHaveProperty('error');
    same(value);
  });

  it.each(['0000-01-01T00:00:00.000Z', '0000-02-29T00:00:00.000Z', '2000-02-29T12:00:00.000Z', '2024-02-29T23:59:59.999Z', '9999-12-31T23:59:59.999Z'])(
    'writes the edge time %p as graphql-scalars does',
    (value) => same(value),
  );

  it.each(['1900-02-29T00:00:00.000Z', '2023-02-29T00:00:00.000Z', '2024-04-31T00:00:00.000Z', '2024-01-01T24:00:00.000Z', '2024-01-01T23:60:00.000Z', '2024-01-01T23:00:60.000Z'])(
    'refuses the impossible time %p as graphql-scalars does',
    (value) => {
      expect(outcome((v) => DateTimeISO.serialize(v), value)).toHaveProperty('error');
      same(value);
    },
  );

  /** What the check stands for: a string is canonical when it survives a round trip through Date. */
  const roundTrips = (text: string) => {
    const instant = new Date(text);
    return !Number.isNaN(instant.getTime()) && instant.toISOString() === text;
  };

  it('accepts exactly the strings that survive a round trip through Date', () => {
    // Every day 00-32 of months 00-13 of seven years around the leap-year rules, at the edges of a day.
    const texts: string[] = [];
    for (const year of ['0000', '1900', '2000', '2023', '2024', '2100', '9999']) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          for (const time of ['00:00:00.000', '23:59:59.999', '24:00:00.000', '12:60:00.000', '12:00:60.000']) {
            texts.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}Z`);
          }
        }
      }
    }
    // Each character of a canonical time replaced by its neighbours, a letter, a sign and a space.
    const base = '2026-11-27T15:30:45.678Z';
    for (let i = 0; i < base.length; i++) {
      for (const c of [String.fromCharCode(base.charCodeAt(i) - 1), String.fromCharCode(base.charCodeAt(i) + 1), 'a', '+', ' ', '/', ':']) texts.push(base.slice(0, i) + c + base.slice(i + 1));
    }
    texts.push(base.slice(1), `${base}Z`, `+${base}`, base.replace('Z', '+00:00'), base.toLowerCase(), '', '0');
    const disagreements = texts.filter((text) => isCanonicalIsoTime(text) !== roundTrips(text));
    expect(disagreements).toEqual([]);
    // Not vacuous: both answers occur.
    expect(texts.filter(isCanonicalIsoTime).length).toBeGreaterThan(2000);
    expect(texts.filter((t) => !isCanonicalIsoTime(t)).length).toBeGreaterThan(2000);
  });
});
