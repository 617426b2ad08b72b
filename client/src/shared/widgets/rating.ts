/** Spec part 1 section 2: star ratings move in half stars. */
export const RATING_STEP = 0.5;
export const DEFAULT_STARS = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** A rating held between 0 and max and rounded to the nearest half star. */
export function roundRating(value: number, max = DEFAULT_STARS): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value / RATING_STEP) * RATING_STEP));
}

/** How the star at `index` (0-based) is drawn for a rating. */
export function starFill(value: number, index: number): StarFill {
  const rest = roundRating(value, Number.POSITIVE_INFINITY) - index;
  if (rest >= 1) return 'full';
  if (rest >= RATING_STEP) return 'half';
  return 'empty';
}

/** The rating picked by a click on one half of the star at `index`: the left half gives x.5. */
export function ratingFromHalf(index: number, half: 'left' | 'right'): number {
  return index + (half === 'left' ? RATING_STEP : 1);
}

/**
 * The rating after a key press, or null for a key the rating does not use: arrows change it
 * by half a star (right and up raise it), Home and End go to 0 and to the maximum.
 */
export function ratingForKey(key: string, value: number, max = DEFAULT_STARS): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return roundRating(value + RATING_STEP, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return roundRating(value - RATING_STEP, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
