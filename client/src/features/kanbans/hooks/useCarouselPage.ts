import { useEffect, useState } from 'react';

/** Spec part 1 section 9: the carousel turns every 5000 ms. */
export const CAROUSEL_MS = 5000;
export const CARDS_PER_PAGE = 9;

/** The carousel page (from 1): turns on its own unless paused, wraps around, resets on `resetKey`. */
export function useCarouselPage(pageCount: number, paused: boolean, resetKey: unknown): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [resetKey]);
  useEffect(() => {
    if (paused || pageCount <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p >= pageCount ? 1 : p + 1)), CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [paused, pageCount]);
  // A page past the end (the device count shrank) goes back to the first.
  return [page > Math.max(1, pageCount) ? 1 : page, setPage];
}
