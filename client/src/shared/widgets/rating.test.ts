import { ratingForKey, ratingFromHalf, roundRating, starFill } from './rating';

describe('roundRating', () => {
  it('rounds to half stars and keeps the rating between 0 and the number of stars', () => {
    expect(roundRating(3.26)).toBe(3.5);
    expect(roundRating(3.24)).toBe(3);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
    expect(roundRating(9, 10)).toBe(9);
  });
});

describe('starFill', () => {
  it('fills whole stars, half of the next one for x.5, and leaves the rest empty', () => {
    expect([0, 1, 2, 3, 4].map((i) => starFill(3.5, i))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect([0, 1, 2, 3, 4].map((i) => starFill(0, i))).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect([0, 1, 2, 3, 4].map((i) => starFill(5, i))).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(0.5, 0)).toBe('half');
  });
});

describe('ratingFromHalf', () => {
  it('gives x.5 for the left half of a star and the whole star for its right half', () => {
    expect(ratingFromHalf(2, 'left')).toBe(2.5);
    expect(ratingFromHalf(2, 'right')).toBe(3);
    expect(ratingFromHalf(0, 'left')).toBe(0.5);
  });
});

describe('ratingForKey', () => {
  it('moves by half a star with the arrow keys, within 0 and the maximum', () => {
    expect(ratingForKey('ArrowRight', 3)).toBe(3.5);
    expect(ratingForKey('ArrowUp', 3.5)).toBe(4);
    expect(ratingForKey('ArrowLeft', 3)).toBe(2.5);
    expect(ratingForKey('ArrowDown', 0.5)).toBe(0);
    expect(ratingForKey('ArrowDown', 0)).toBe(0);
    expect(ratingForKey('ArrowRight', 5)).toBe(5);
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(ratingForKey('Home', 3.5)).toBe(0);
    expect(ratingForKey('End', 1, 10)).toBe(10);
    expect(ratingForKey('Enter', 3)).toBeNull();
    expect(ratingForKey('a', 3)).toBeNull();
  });
});
