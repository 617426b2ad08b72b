import { type CheckAction, type CheckStage, type InspectionResult, checkRefusal, nextCheckStage, opensRepair } from "@contract/maintenance-plans";
import type { Role } from "@contract/roles";

export type CheckViewer = { id: string; roles: readonly string[] };

/**
 * What the detail offers the viewer: the contract's rules of who may take which step in this
 * stage; `overseenByMe` (from the server) says whether the viewer's tenants hold the plan's.
 */
export function checkDetailActions(order: { stage: CheckStage; principalId: string | null; submittedById: string | null; overseenByMe: boolean }, viewer: CheckViewer) {
  const role = (viewer.roles[0] ?? "user") as Role;
  const actor = { userId: Number(viewer.id), role, overseesPlan: order.overseenByMe };
  const idOf = (id: string | null) => (id === null ? null : Number(id));
  const people = { principalId: idOf(order.principalId), submitterId: idOf(order.submittedById) };
  const may = (action: CheckAction) => nextCheckStage(order.stage, action) !== null && checkRefusal(action, actor, people) === null;
  return { record: may("record"), submit: may("submit"), accept: may("accept"), return: may("return"), openRepair: may("openRepair") };
}

/** Whether an item's saved result can open a repair now (a defect or fault without one yet). */
export const canOpenRepair = (item: { result?: InspectionResult | null; repairOrderId?: string | null }): boolean => opensRepair(item.result) && !item.repairOrderId;
