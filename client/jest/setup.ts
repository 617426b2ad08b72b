/** Browser APIs jsdom does not provide but Chakra / Ark UI touch while rendering (skipped in node-environment tests). */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= NoopObserver;
  w.IntersectionObserver ??= NoopObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = () => undefined;
}
