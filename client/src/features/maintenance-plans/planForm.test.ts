import { emptyPlan, itemLines, planFormRules, planInput } from "./planForm";

describe("the plan form", () => {
  const filled = { ...emptyPlan("2027-01-31"), name: "Monthly", deviceIds: ["3"], principalId: "4", items: " Lens \n\n Chiller " };

  it("sends the items line by line, trimmed, and the numbers as numbers", () => {
    expect(itemLines(filled.items)).toEqual(["Lens", "Chiller"]);
    expect(planInput({ ...filled, cycle: "2", daysAhead: "3" })).toMatchObject({ cycle: 2, daysAhead: 3, items: ["Lens", "Chiller"], address: null });
  });

  it("passes a complete form and names each broken rule with the contract's key", () => {
    expect(planFormRules(filled)).toEqual({});
    expect(planFormRules({ ...filled, name: "", cycle: "1.5", items: "x".repeat(51), deviceIds: [], principalId: "" })).toEqual({
      name: "plan_name_required",
      cycle: { key: "plan_cycle", params: { max: 100 } },
      deviceIds: "plan_devices_required",
      principalId: "plan_principal_required",
      items: { key: "text_too_long", params: { max: 50 } },
    });
  });

  it("refuses a cyclic plan generated a whole cycle ahead", () => {
    expect(planFormRules({ ...filled, unit: "week", daysAhead: "7" })).toEqual({ daysAhead: "plan_days_ahead" });
  });
});
