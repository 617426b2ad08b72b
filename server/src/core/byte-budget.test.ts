import { ByteBudget, KeyedByteBudget } from './byte-budget';

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

describe('KeyedByteBudget', () => {
  it("holds each key to its own share, refusing (and counting) what would pass it, and forgets a key that holds nothing", () => {
    const seen: [number, string][] = [];
    const shares = new KeyedByteBudget<string>(100, (refused, key) => seen.push([refused, key]));
    expect(shares.take('a', 70)).toBe(true);
    expect(shares.take('a', 31)).toBe(false);
    // Another key's share is its own.
    expect(shares.take('b', 100)).toBe(true);
    expect(shares.take('a', 30)).toBe(true);
    expect([shares.heldBy('a'), shares.heldBy('b'), shares.refused]).toEqual([100, 100, 1]);
    shares.give('a', 70);
    shares.give('b', 100);
    expect([shares.heldBy('a'), shares.heldBy('b'), shares.keys]).toEqual([30, 0, 1]);
    shares.give('a', 30);
    expect(shares.keys).toBe(0);
    expect(seen).toEqual([[1, 'a']]);
  });
});
