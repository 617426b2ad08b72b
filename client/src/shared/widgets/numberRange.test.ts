import { commitBound, formatAmount, isEmptyNumberRange, normalizeNumberRange, parseAmount, roundTo, sanitizeAmountText } from './numberRange';

describe('roundTo', () => {
  it('rounds half away from zero to the precision, without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1.2345, 3)).toBe(1.235);
    expect(roundTo(-1.5, 0)).toBe(-2);
    expect(roundTo(7.9, -1)).toBe(8); // a nonsense precision counts as 0
  });
});

describe('sanitizeAmountText', () => {
  it('keeps digits and one decimal point, never a minus sign or an exponent', () => {
    expect(sanitizeAmountText('-12.5.3e4')).toBe('12.534');
    expect(sanitizeAmountText('1 000')).toBe('1000');
    expect(sanitizeAmountText('3。7')).toBe('3.7'); // the Chinese full stop a pinyin keyboard gives
  });

  it('keeps the point for whole numbers too, so a pasted 42.7 rounds instead of growing to 427', () => {
    expect(sanitizeAmountText('42.7')).toBe('42.7');
    expect(parseAmount(sanitizeAmountText('42.7'), 0)).toBe(43);
  });
});

describe('parseAmount', () => {
  it('reads an amount rounded to the precision, at least 0', () => {
    expect(parseAmount('12.345', 2)).toBe(12.35);
    expect(parseAmount(' 7 ', 0)).toBe(7);
    expect(parseAmount('-3', 0)).toBe(0);
    expect(parseAmount('0.4', 0)).toBe(0);
  });

  it('gives null for empty or unreadable text (an empty end is allowed)', () => {
    expect(parseAmount('', 2)).toBeNull();
    expect(parseAmount('  ', 2)).toBeNull();
    expect(parseAmount('.', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('shows the precision and nothing for an empty end', () => {
    expect(formatAmount(3, 2)).toBe('3.00');
    expect(formatAmount(3.5, 0)).toBe('4');
    expect(formatAmount(null, 2)).toBe('');
  });
});

describe('commitBound', () => {
  const range = { min: 10, max: 20 };

  it('rounds the edited end on commit', () => {
    expect(commitBound(range, 'min', '12.345', 1)).toEqual({ min: 12.3, max: 20 });
    expect(commitBound(range, 'max', '19.96', 1)).toEqual({ min: 10, max: 20 });
  });

  it('keeps min <= max by holding the edited end at the other one', () => {
    expect(commitBound(range, 'min', '25', 0)).toEqual({ min: 20, max: 20 });
    expect(commitBound(range, 'max', '5', 0)).toEqual({ min: 10, max: 10 });
  });

  it('lets either end be emptied, and an end beside an empty one take any value from 0', () => {
    expect(commitBound(range, 'min', '', 0)).toEqual({ min: null, max: 20 });
    expect(commitBound({ min: null, max: null }, 'max', '-4', 0)).toEqual({ min: null, max: 0 });
    expect(commitBound({ min: null, max: 3 }, 'min', '99', 0)).toEqual({ min: 3, max: 3 });
  });
});

describe('normalizeNumberRange', () => {
  it('puts ends in order, at least 0, rounded', () => {
    expect(normalizeNumberRange({ min: 9, max: 2 }, 0)).toEqual({ min: 2, max: 9 });
    expect(normalizeNumberRange({ min: -1, max: 2.26 }, 1)).toEqual({ min: 0, max: 2.3 });
    expect(normalizeNumberRange(null, 0)).toEqual({ min: null, max: null });
    expect(normalizeNumberRange({ min: Number.NaN, max: null }, 0)).toEqual({ min: null, max: null });
  });

  it('knows an empty range', () => {
    expect(isEmptyNumberRange({ min: null, max: null })).toBe(true);
    expect(isEmptyNumberRange(undefined)).toBe(true);
    expect(isEmptyNumberRange({ min: 0, max: null })).toBe(false);
  });
});
