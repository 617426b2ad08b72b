import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_MS, useCarouselPage } from './useCarouselPage';

describe('useCarouselPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns every 5 s and wraps around', () => {
    const { result } = renderHook(() => useCarouselPage(3, false, 'tenant'));
    expect(result.current[0]).toBe(1);
    act(() => jest.advanceTimersByTime(CAROUSEL_MS));
    expect(result.current[0]).toBe(2);
    act(() => jest.advanceTimersByTime(CAROUSEL_MS * 2));
    expect(result.current[0]).toBe(1);
  });

  it('stays put when paused or with a single page', () => {
    const paused = renderHook(() => useCarouselPage(3, true, 'tenant'));
    act(() => jest.advanceTimersByTime(CAROUSEL_MS * 3));
    expect(paused.result.current[0]).toBe(1);
    const single = renderHook(() => useCarouselPage(1, false, 'tenant'));
    act(() => jest.advanceTimersByTime(CAROUSEL_MS * 3));
    expect(single.result.current[0]).toBe(1);
  });

  it('goes back to page 1 for another tenant', () => {
    const { result, rerender } = renderHook(({ key }) => useCarouselPage(3, false, key), { initialProps: { key: 'a' } });
    act(() => jest.advanceTimersByTime(CAROUSEL_MS));
    expect(result.current[0]).toBe(2);
    rerender({ key: 'b' });
    expect(result.current[0]).toBe(1);
  });
});
