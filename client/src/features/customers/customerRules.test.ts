import { customerFormRules, emptyForm, exportHref, formOf, importPercent, inputOf, rosterVariables } from "./customerRules";

describe("customer form rules", () => {
  it("asks for the name and its limit of 30", () => {
    expect(customerFormRules(emptyForm()).name).toBe("customer_name_required");
    // With the limit for the message's placeholder ("at most {max} characters").
    expect(customerFormRules({ ...emptyForm(), name: "x".repeat(31) }).name).toEqual({ key: "customer_name_too_long", params: { max: 30 } });
    expect(customerFormRules({ ...emptyForm(), name: "x".repeat(30) })).toEqual({});
  });

  it("puts the parameter rules on the row's own fields: empty name, too long, duplicate; empty rows are ignored", () => {
    const form = { ...emptyForm(), name: "Acme", p0n: "Fleet", p0v: "1", p2n: "", p2v: "orphan value", p3n: "Fleet", p4n: "y".repeat(26) };
    expect(customerFormRules(form)).toEqual({ p2n: "custom_param_name_required", p3n: "custom_param_name_duplicate", p4n: { key: "custom_param_name_too_long", params: { max: 25 } } });
  });

  it("refuses a city outside its province", () => {
    expect(customerFormRules({ ...emptyForm(), name: "Acme", province: "370000", city: "440300" }).city).toBe("area_unknown");
    expect(customerFormRules({ ...emptyForm(), name: "Acme", province: "370000", city: "370100" })).toEqual({});
  });

  it("turns a form into the input and back", () => {
    const input = inputOf({ ...emptyForm(), name: " Acme ", label: " ", province: "370000", city: "370100", p1n: " Shift ", p1v: "2" });
    expect(input).toMatchObject({ name: "Acme", label: null, country: "CN", province: "370000", city: "370100", customParams: [{ name: "Shift", value: "2" }] });
    expect(formOf({ name: "Acme", province: "370000", customParams: [{ name: "Shift", value: "2" }] })).toMatchObject({ name: "Acme", province: "370000", city: "", p0n: "Shift", p0v: "2", p1n: "" });
  });
});

describe("roster list", () => {
  const query = { page: 2, pageSize: 18, sort: null, search: { name: "acme", label: null } };
  it("asks the roster by view, search, area and sort (name ascending by default)", () => {
    expect(rosterVariables(query, "deleted", { province: "370000", city: "" })).toEqual({ page: 2, pageSize: 18, status: "deleted", search: "acme", label: undefined, province: "370000", city: undefined, sortKey: "name", sortDirection: "asc" });
    expect(rosterVariables({ ...query, sort: { key: "code", order: "desc" } }, "normal", { province: "", city: "" })).toMatchObject({ sortKey: "code", sortDirection: "desc" });
  });

  it("exports the same filters", () => {
    expect(exportHref("normal", "a&b", { province: "370000", city: "370100" })).toBe("/customer/export?status=normal&search=a%26b&province=370000&city=370100");
  });

  it("shows import progress as a whole percentage within 0-100", () => {
    expect([importPercent(-1), importPercent(0.456), importPercent(2)]).toEqual([0, 46, 100]);
  });
});
