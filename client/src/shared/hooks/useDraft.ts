import { useState } from 'react';

/**
 * A local, editable copy of `base` that starts over whenever `base` changes (another object):
 * worked out while rendering, so the first render after a change already shows the new base.
 * `useEffect(() => setCopy(base), [base])` rendered once with the old copy first: for a frame
 * the screen showed stale state, and an edit made in it was thrown away.
 * Returns the value, `edit` (applies an update to the current value) and `reset` (back to `base`).
 */
export function useDraft<T>(base: T): [value: T, edit: (update: (current: T) => T) => void, reset: () => void] {
  const [draft, setDraft] = useState<{ base: T; value: T } | null>(null);
  const value = draft && Object.is(draft.base, base) ? draft.value : base;
  const edit = (update: (current: T) => T) =>
    setDraft((current) => ({ base, value: update(current && Object.is(current.base, base) ? current.value : base) }));
  const reset = () => setDraft(null);
  return [value, edit, reset];
}
