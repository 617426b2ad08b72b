import { type ComponentType, lazy, Suspense } from 'react';

/** What makes a control's stand-in inert without looking disabled: announced and treated as disabled (a click waits), drawn as the control. */
export const INERT_STAND_IN = { 'aria-disabled': true, _disabled: { opacity: 1, cursor: 'default' } } as const;

/**
 * A control whose code loads after the page's first paint. A Chakra menu, popover, dialog or
 * toaster brings a state machine and positioning and focus code, kilobytes that the first
 * paint of a page (a kanban on a wall screen) does not need. Until the code arrives (a few
 * milliseconds later, loading in parallel with the page), `Placeholder` stands in its place
 * with the same look, inert. If the chunk cannot be loaded the placeholder stays, so the page
 * keeps working without the control.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType<P>): ComponentType<P> {
  const Loaded = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('a deferred control failed to load; its placeholder stays', error);
        return { default: Placeholder };
      },
    ),
  );
  function Deferred(props: P) {
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
