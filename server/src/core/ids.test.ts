import { parseId } from './ids';

describe('parseId', () => {
  it('reads decimal ids', () => {
    expect(parseId('1', 'id')).toBe(1);
    expect(parseId('2147483647', 'id')).toBe(2147483647);
    expect(parseId(42, 'id')).toBe(42);
  });

  it('refuses anything else as a parameter error (1004), however Number() would read it', () => {
    for (const bad of [' 1', '1 ', '01', '1e0', '0x1', '+1', '1.0', '0', '-1', '', '9007199254740993', null, undefined, 0, 1.5]) {
      expect(() => parseId(bad as string, 'id')).toThrow(expect.objectContaining({ errorno: 1004, params: { reasonKey: 'idNotPositive', field: 'id', reason: 'id must be a positive integer id' } }));
    }
  });

  it('refuses an id above the 32-bit keys of PostgreSQL as a parameter error, not a query that fails there', () => {
    for (const big of ['2147483648', '3000000000', '9007199254740991', 2147483648]) {
      expect(() => parseId(big, 'id')).toThrow(expect.objectContaining({ errorno: 1004, params: { reasonKey: 'idTooLarge', field: 'id', max: 2147483647, reason: 'id is larger than any id (2147483647)' } }));
    }
  });
});
