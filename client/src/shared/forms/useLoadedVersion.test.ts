import { renderHook } from "@testing-library/react";
import { useLoadedVersion } from "./useLoadedVersion";

describe("useLoadedVersion", () => {
  it("keeps the first version read of a record, and starts again for another record", () => {
    const { result, rerender } = renderHook(
      ({ id, version }: { id: string; version: number | undefined }) =>
        useLoadedVersion(id, version),
      { initialProps: { id: "7", version: undefined as number | undefined } },
    );
    expect(result.current).toBeNull();
    rerender({ id: "7", version: 3 });
    expect(result.current).toBe(3);
    // A later read (a refetch after a save elsewhere) does not move it.
    rerender({ id: "7", version: 4 });
    expect(result.current).toBe(3);
    // Another record: its own first version, not the previous record's.
    rerender({ id: "8", version: undefined });
    expect(result.current).toBeNull();
    rerender({ id: "8", version: 9 });
    expect(result.current).toBe(9);
  });
});
