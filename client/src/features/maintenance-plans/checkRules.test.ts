import { canOpenRepair, checkDetailActions } from "./checkRules";

describe("what a check order's detail offers", () => {
  const member = { id: "4", roles: ["maintainer"] };
  const admin = { id: "2", roles: ["tenant_admin"] };
  it("lets the person in charge record and submit while processing, and an administrator accept once submitted", () => {
    expect(checkDetailActions({ stage: "processing", principalId: "4", submittedById: null, overseenByMe: true }, member)).toMatchObject({ record: true, submit: true, accept: false });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", submittedById: null, overseenByMe: true }, member)).toMatchObject({ record: false, accept: false, openRepair: true });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", submittedById: null, overseenByMe: true }, admin)).toMatchObject({ accept: true, return: true });
    expect(checkDetailActions({ stage: "completed", principalId: "4", submittedById: null, overseenByMe: true }, admin)).toMatchObject({ record: false, accept: false, openRepair: false });
    expect(checkDetailActions({ stage: "processing", principalId: "4", submittedById: null, overseenByMe: true }, { id: "5", roles: ["user"] })).toMatchObject({ record: false, submit: false });
  });
  it("leaves the acceptance of an order an administrator submitted, standing in, to another administrator", () => {
    const submittedByAdmin = { stage: "awaitingAcceptance" as const, principalId: "4", submittedById: "2", overseenByMe: true };
    expect(checkDetailActions(submittedByAdmin, admin)).toMatchObject({ accept: false, return: false });
    expect(checkDetailActions(submittedByAdmin, { id: "3", roles: ["maintainadmin"] })).toMatchObject({ accept: true, return: true });
  });
  it("offers a customer's own administrator, whose tenants do not hold the maker's plan, no step", () => {
    const customerAdmin = { id: "7", roles: ["tenant_admin"] };
    expect(checkDetailActions({ stage: "processing", principalId: "4", submittedById: null, overseenByMe: false }, customerAdmin)).toEqual({ record: false, submit: false, accept: false, return: false, openRepair: false });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", submittedById: null, overseenByMe: false }, customerAdmin)).toMatchObject({ accept: false, return: false });
  });
  it("opens a repair only from a saved defect or fault without one", () => {
    expect([canOpenRepair({ result: "defect" }), canOpenRepair({ result: "fault", repairOrderId: "9" }), canOpenRepair({ result: "normal" }), canOpenRepair({ result: null })]).toEqual([true, false, false, false]);
  });
});
