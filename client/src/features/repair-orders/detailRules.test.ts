import { detailActions } from "./detailRules";

describe("the detail's actions", () => {
  const admin = { id: "2", roles: ["tenant_admin"] as const };
  const member = { id: "4", roles: ["maintainer"] as const };
  const customer = { id: "5", roles: ["user"] as const };

  it("offers dispatch to administrators while pending, and nothing else to them", () => {
    expect(detailActions({ state: "reported", principalId: null, applicantId: "5" }, admin)).toEqual(["dispatch"]);
    expect(detailActions({ state: "dispatched", principalId: "4", applicantId: "5" }, admin)).toEqual(["dispatch"]);
    expect(detailActions({ state: "processing", principalId: "4", applicantId: "5" }, admin)).toEqual([]);
    expect(detailActions({ state: "reported", principalId: null, applicantId: "5" }, customer)).toEqual([]);
  });

  it("offers accept, then transfer and close, only to the member it is dispatched to", () => {
    expect(detailActions({ state: "dispatched", principalId: "4", applicantId: "5" }, member)).toEqual(["accept"]);
    expect(detailActions({ state: "processing", principalId: "4", applicantId: "5" }, member)).toEqual(["transfer", "close"]);
    expect(detailActions({ state: "processing", principalId: "3", applicantId: "5" }, member)).toEqual([]);
  });

  it("offers evaluate to the applicant (or anyone for a public report: the server checks the mobile) once closed", () => {
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: "5" }, customer)).toEqual(["evaluate"]);
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: null }, customer)).toEqual(["evaluate"]);
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: "9" }, customer)).toEqual([]);
    expect(detailActions({ state: "completed", principalId: "4", applicantId: "5" }, customer)).toEqual([]);
  });
});
