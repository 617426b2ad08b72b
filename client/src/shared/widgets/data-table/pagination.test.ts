import { jumpTarget, pagerItems } from './pagination';

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 0)).toEqual([1]); // an empty table is page 1 of 1
  });

  it('keeps the first and last pages and a window around the current one, with gaps', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });

  it('holds a page past the end at the last page', () => {
    expect(pagerItems(99, 8)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 8]);
  });
});

describe('jumpTarget', () => {
  it('goes to the typed page, held between 1 and the last page', () => {
    expect(jumpTarget(' 4 ', 10)).toBe(4);
    expect(jumpTarget('40', 10)).toBe(10);
    expect(jumpTarget('0', 10)).toBe(1);
    expect(jumpTarget('-3', 10)).toBe(1);
  });

  it('goes nowhere for text that is not a number', () => {
    expect(jumpTarget('', 10)).toBeNull();
    expect(jumpTarget('abc', 10)).toBeNull();
  });
});
