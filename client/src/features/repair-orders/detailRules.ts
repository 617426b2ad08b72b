import { DISPATCHER_ROLES, type RepairAction, type RepairState, legalRepairActions } from "@contract/repair-orders";
import type { Role } from "@contract/roles";

/** `principalInMyTenants` (from the server): whether the member holding it is a user of the viewer's tenants. */
export type DetailOrder = { state: RepairState; principalId: string | null; applicantId: string | null; principalInMyTenants: boolean };
export type DetailViewer = { id: string; roles: readonly Role[] };

/**
 * The steps the detail offers this viewer: legal in the order's state (the shared state machine)
 * and the viewer's to take (spec part 2 section 6): administrators dispatch, the member it is
 * dispatched to accepts, transfers and closes, the applicant evaluates (a public report's
 * applicant is whoever holds its mobile: the server checks the mobile). The API permission of
 * each is checked apart (DisableUnlessPermitted).
 */
export function detailActions(order: DetailOrder, viewer: DetailViewer): RepairAction[] {
  return legalRepairActions(order.state).filter((action) => {
    switch (action) {
      case "dispatch":
        // Not away from a member outside the viewer's tenants (the maker's engineer, seen from a customer).
        return viewer.roles.some((role) => DISPATCHER_ROLES.includes(role)) && order.principalInMyTenants;
      case "accept":
      case "transfer":
      case "close":
        return order.principalId !== null && order.principalId === viewer.id;
      case "evaluate":
        return order.applicantId === null || order.applicantId === viewer.id;
    }
  });
}
