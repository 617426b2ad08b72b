import { ByteBudget } from './byte-budget';

describe('ByteBudget', () => {
  it('takes up to its max, refuses (and counts) what would pass it, and takes again what was given back', () => {
    const seen: number[] = [];
    const budget = new ByteBudget(100, (refused) => seen.push(refused));
    expect(budget.take(60)).toBe(true);
    expect(budget.take(40)).toBe(true);
    expect(budget.take(1)).toBe(false);
    expect(budget).toMatchObject({ held: 100, refused: 1 });
    budget.give(40);
    // A refused take took nothing: 41 does not fit in the 40 given back, 40 does.
    expect(budget.take(41)).toBe(false);
    expect(budget.take(40)).toBe(true);
    expect(budget).toMatchObject({ held: 100, refused: 2 });
    // Each refusal is told, with the count so far (the app logs them sampled).
    expect(seen).toEqual([1, 2]);
  });
});
