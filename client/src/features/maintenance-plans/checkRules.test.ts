import { canOpenRepair, checkDetailActions } from "./checkRules";

describe("what a check order's detail offers", () => {
  const member = { id: "4", roles: ["maintainer"] };
  const admin = { id: "2", roles: ["tenant_admin"] };
  it("lets the person in charge record and submit while processing, and an administrator accept once submitted", () => {
    expect(checkDetailActions({ stage: "processing", principalId: "4", overseenByMe: true }, member)).toMatchObject({ record: true, submit: true, accept: false });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", overseenByMe: true }, member)).toMatchObject({ record: false, accept: false, openRepair: true });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", overseenByMe: true }, admin)).toMatchObject({ accept: true, return: true });
    expect(checkDetailActions({ stage: "completed", principalId: "4", overseenByMe: true }, admin)).toMatchObject({ record: false, accept: false, openRepair: false });
    expect(checkDetailActions({ stage: "processing", principalId: "4", overseenByMe: true }, { id: "5", roles: ["user"] })).toMatchObject({ record: false, submit: false });
  });
  it("offers a customer's own administrator, whose tenants do not hold the maker's plan, no step", () => {
    const customerAdmin = { id: "7", roles: ["tenant_admin"] };
    expect(checkDetailActions({ stage: "processing", principalId: "4", overseenByMe: false }, customerAdmin)).toEqual({ record: false, submit: false, accept: false, return: false, openRepair: false });
    expect(checkDetailActions({ stage: "awaitingAcceptance", principalId: "4", overseenByMe: false }, customerAdmin)).toMatchObject({ accept: false, return: false });
  });
  it("opens a repair only from a saved defect or fault without one", () => {
    expect([canOpenRepair({ result: "defect" }), canOpenRepair({ result: "fault", repairOrderId: "9" }), canOpenRepair({ result: "normal" }), canOpenRepair({ result: null })]).toEqual([true, false, false, false]);
  });
});
