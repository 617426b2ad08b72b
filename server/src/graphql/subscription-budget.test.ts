import { SubscriptionBudget } from './subscription-budget';

describe('the subscription budget', () => {
  it('gives each user up to its share and all users up to the total, and takes nothing when it refuses', () => {
    const refusals: string[] = [];
    const budget = new SubscriptionBudget(2, 3, (n, why, user) => refusals.push(`${n}:${why}:${user}`));
    expect([budget.take(1), budget.take(1), budget.take(1)]).toEqual([null, null, 'user']);
    expect(budget.take(2)).toBeNull();
    // The instance is full: user 3's first is refused, user 1 is refused by its own share first.
    expect(budget.take(3)).toBe('instance');
    expect(budget.take(1)).toBe('user');
    expect([budget.heldBy(1), budget.heldBy(2), budget.heldBy(3), budget.inUse]).toEqual([2, 1, 0, 3]);
    expect(refusals).toEqual(['1:user:1', '2:instance:3', '3:user:1']);
    expect(budget.refused).toBe(3);
  });

  it('takes again what was given back, and ignores a give without a take', () => {
    const budget = new SubscriptionBudget(1, 1);
    expect(budget.take(1)).toBeNull();
    expect(budget.take(2)).toBe('instance');
    budget.give(2); // never taken: nothing changes
    expect(budget.inUse).toBe(1);
    budget.give(1);
    expect(budget.inUse).toBe(0);
    expect(budget.take(2)).toBeNull();
    expect(budget.heldBy(1)).toBe(0);
  });
});
