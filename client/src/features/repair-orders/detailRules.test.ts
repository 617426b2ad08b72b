import { detailActions } from "./detailRules";

describe("the detail's actions", () => {
  const admin = { id: "2", roles: ["tenant_admin"] as const };
  const member = { id: "4", roles: ["maintainer"] as const };
  const customer = { id: "5", roles: ["user"] as const };

  it("offers dispatch to administrators while pending, and nothing else to them", () => {
    expect(detailActions({ state: "reported", principalId: null, applicantId: "5", principalInMyTenants: true }, admin)).toEqual(["dispatch"]);
    expect(detailActions({ state: "dispatched", principalId: "4", applicantId: "5", principalInMyTenants: true }, admin)).toEqual(["dispatch"]);
    expect(detailActions({ state: "processing", principalId: "4", applicantId: "5", principalInMyTenants: true }, admin)).toEqual([]);
    expect(detailActions({ state: "reported", principalId: null, applicantId: "5", principalInMyTenants: true }, customer)).toEqual([]);
  });

  it("offers no dispatch of an order held by a member outside the viewer's tenants (a customer's administrator, the maker's engineer)", () => {
    expect(detailActions({ state: "dispatched", principalId: "4", applicantId: "5", principalInMyTenants: false }, admin)).toEqual([]);
  });

  it("offers accept, then transfer and close, only to the member it is dispatched to", () => {
    expect(detailActions({ state: "dispatched", principalId: "4", applicantId: "5", principalInMyTenants: true }, member)).toEqual(["accept"]);
    expect(detailActions({ state: "processing", principalId: "4", applicantId: "5", principalInMyTenants: true }, member)).toEqual(["transfer", "close"]);
    expect(detailActions({ state: "processing", principalId: "3", applicantId: "5", principalInMyTenants: true }, member)).toEqual([]);
  });

  it("offers evaluate to the applicant (or anyone for a public report: the server checks the mobile) once closed", () => {
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: "5", principalInMyTenants: true }, customer)).toEqual(["evaluate"]);
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: null, principalInMyTenants: true }, customer)).toEqual(["evaluate"]);
    expect(detailActions({ state: "awaitingEvaluation", principalId: "4", applicantId: "9", principalInMyTenants: true }, customer)).toEqual([]);
    expect(detailActions({ state: "completed", principalId: "4", applicantId: "5", principalInMyTenants: true }, customer)).toEqual([]);
  });
});
