import { act, renderHook } from '@testing-library/react';
import { useDraft } from './useDraft';

describe('useDraft', () => {
  it('shows a new base from the first render after it changes, never the old copy', () => {
    const seen: string[][] = [];
    const first = ['a'];
    const { result, rerender } = renderHook(({ base }) => {
      const draft = useDraft(base);
      seen.push(draft[0]);
      return draft;
    }, { initialProps: { base: first } });
    act(() => result.current[1]((current) => [...current, 'edited']));
    expect(result.current[0]).toEqual(['a', 'edited']);

    const second = ['b'];
    seen.length = 0;
    rerender({ base: second });
    // Every render after the change shows the new base: none shows the edited copy of the old one.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === second)).toBe(true);
  });

  it('applies edits in turn, keeps them while the base is the same object, drops them on reset or a new base', () => {
    const base = [1];
    const { result, rerender } = renderHook(({ base }: { base: number[]; other: number }) => useDraft(base), { initialProps: { base, other: 0 } });
    act(() => {
      result.current[1]((current) => [...current, 2]);
      result.current[1]((current) => [...current, 3]);
    });
    expect(result.current[0]).toEqual([1, 2, 3]);
    rerender({ base, other: 1 });
    expect(result.current[0]).toEqual([1, 2, 3]);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(base);

    act(() => result.current[1]((current) => [...current, 4]));
    const next = [9];
    rerender({ base: next, other: 1 });
    expect(result.current[0]).toBe(next);
  });
});
