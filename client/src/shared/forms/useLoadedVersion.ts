import { useRef } from "react";

/**
 * The version an edit form was filled from: the first version read for this record, kept while
 * the record stays the same (a later read of it must not move it; another record starts again).
 * The save names it (`baseVersion`), so an edit made elsewhere meanwhile is refused instead of
 * overwritten.
 */
export function useLoadedVersion(
  id: string,
  version: number | undefined,
): number | null {
  const loaded = useRef<{ id: string; version: number } | null>(null);
  if (version !== undefined && loaded.current?.id !== id)
    loaded.current = { id, version };
  return loaded.current?.id === id ? loaded.current.version : null;
}
