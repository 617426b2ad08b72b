import { repairListVariables, statusFilterOf } from "./listRules";

describe("repair list variables", () => {
  const base = { page: 2, pageSize: 30, sort: null, search: {} };

  it("asks newest first with every status by default", () => {
    expect(repairListVariables(base)).toEqual({ page: 2, pageSize: 30, status: "all", number: undefined, sn: undefined, model: undefined, company: undefined, contactName: undefined, sortKey: "createTime", sortDirection: "desc" });
  });

  it("passes the status filter and trimmed searches, and the sort of a sortable column", () => {
    const vars = repairListVariables({ ...base, sort: { key: "number", order: "asc" }, search: { status: "awaitingEvaluation", sn: " JN2025 ", company: "" } });
    expect(vars).toMatchObject({ status: "awaitingEvaluation", sn: "JN2025", company: undefined, sortKey: "number", sortDirection: "asc" });
    expect(repairListVariables({ ...base, sort: { key: "company", order: "asc" } }).sortKey).toBe("createTime");
  });

  it("reads only the five statuses", () => {
    expect(["all", "pending", "processing", "awaitingEvaluation", "completed", "done", undefined].map((v) => statusFilterOf(v))).toEqual(["all", "pending", "processing", "awaitingEvaluation", "completed", "all", "all"]);
  });
});
