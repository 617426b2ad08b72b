import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISO } from './date-time';

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

  it('writes a time repeated by the values of one message alike each time, and still refuses what follows', () => {
    const time = '2026-11-27T04:00:00.250Z';
    expect([DateTimeISO.serialize(time), DateTimeISO.serialize(time)]).toEqual([time, time]);
    for (const bad of ['2026-02-30T00:00:00.000Z', '']) {
      same(bad);
      expect(outcome((v) => DateTimeISO.serialize(v), bad)).toHaveProperty('error');
    }
  });
});
