/**
 * The number-range input's rules (spec part 1 section 2: minimum 0, no step controls,
 * configurable precision). Empty ends are allowed and mean "no bound".
 */
export type NumberRangeValue = { readonly min: number | null; readonly max: number | null };

export type RangeBound = 'min' | 'max';

export const EMPTY_NUMBER_RANGE: NumberRangeValue = { min: null, max: null };

/** The lowest value either end takes. */
export const NUMBER_RANGE_FLOOR = 0;

/** Decimals kept, 0 to 10 (a whole number for anything else). */
function decimals(precision: number): number {
  return Number.isInteger(precision) && precision > 0 ? Math.min(precision, 10) : 0;
}

/** A number rounded half away from zero to `precision` decimals, without binary noise (1.005 -> 1.01). */
export function roundTo(value: number, precision: number): number {
  const p = decimals(precision);
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${p}`))}e-${p}`);
  return value < 0 ? -rounded : rounded;
}

/**
 * What a user may type: digits and one decimal point (also with precision 0: a pasted 42.7
 * must round to 43, not become 427). A minus sign or an exponent never gets in, so the value
 * cannot go below 0 while typing.
 */
export function sanitizeAmountText(text: string): string {
  let seenDot = false;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if ((ch === '.' || ch === '。') && !seenDot) {
      seenDot = true;
      out += '.';
    }
  }
  return out;
}

/** The amount a text holds, rounded to the precision and at least 0; null when empty or not a number. */
export function parseAmount(text: string, precision: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return Math.max(NUMBER_RANGE_FLOOR, roundTo(value, precision));
}

/** An amount as its input shows it: the precision's decimals, '' for no bound. */
export function formatAmount(value: number | null, precision: number): string {
  return value === null ? '' : value.toFixed(decimals(precision));
}

/**
 * The range after one end was edited (on blur or Enter): the text parsed and rounded, and
 * min <= max kept by holding the edited end at the other one.
 */
export function commitBound(range: NumberRangeValue, bound: RangeBound, text: string, precision: number): NumberRangeValue {
  let value = parseAmount(text, precision);
  const other = bound === 'min' ? range.max : range.min;
  if (value !== null && other !== null) value = bound === 'min' ? Math.min(value, other) : Math.max(value, other);
  return bound === 'min' ? { min: value, max: range.max } : { min: range.min, max: value };
}

/** A range from anywhere (a default, a saved search) made valid: ends at least 0, rounded, in order. */
export function normalizeNumberRange(range: NumberRangeValue | null | undefined, precision: number): NumberRangeValue {
  const clean = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(NUMBER_RANGE_FLOOR, roundTo(v, precision)) : null);
  const min = clean(range?.min);
  const max = clean(range?.max);
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export const isEmptyNumberRange = (range: NumberRangeValue | null | undefined): boolean => !range || (range.min === null && range.max === null);
