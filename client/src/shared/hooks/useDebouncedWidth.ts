import { type RefObject, useEffect, useState } from 'react';

/** Spec part 1 section 9: chart resize is debounced by 200 ms. */
export const RESIZE_DEBOUNCE_MS = 200;

/** The element's width, updated at most once per quiet 200 ms while it resizes. */
export function useDebouncedWidth(ref: RefObject<HTMLElement | null>, initial = 400): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || initial);
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(el.clientWidth || initial), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, initial]);
  return width;
}
