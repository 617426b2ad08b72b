import { lookupEntries, lookupOwner, lookupProblems } from "./lookupLists";

describe("the lookup list editor", () => {
  it("sends the rows trimmed", () => {
    expect(lookupEntries([{ key: " m ", label: " Mechanical " }])).toEqual([{ key: "m", label: "Mechanical" }]);
  });

  it("names the list's problems and each row's by the shared rules", () => {
    expect(Object.fromEntries(Object.entries(lookupProblems([])).map(([f, p]) => [f, p.key]))).toEqual({ list: "lookup_entries_required" });
    const problems = lookupProblems([
      { key: "m", label: "Mechanical" },
      { key: "m", label: "" },
      { key: "x".repeat(51), label: "Long" },
    ]);
    expect(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, p.key]))).toEqual({ "1.label": "repair_field_required", "1.key": "lookup_key_duplicate", "2.key": "text_too_long" });
    expect(lookupProblems([{ key: "m", label: "Mechanical" }])).toEqual({});
  });

  it("tells the tenant's own list from an inherited one", () => {
    expect(lookupOwner("7", "7")).toBe("own");
    expect(lookupOwner("3", "7")).toBe("inherited");
    expect(lookupOwner(null, "7")).toBe("none");
  });
});
