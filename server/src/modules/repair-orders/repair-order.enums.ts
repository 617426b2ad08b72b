import { registerEnumType } from 'type-graphql';
import { REPAIR_LOOKUP_KINDS, REPAIR_STATES, REPAIR_STATUS_FILTERS } from '../../contract/repair-orders';
import { asEnum } from '../../graphql/enums';

export const RepairStateEnum = asEnum(REPAIR_STATES);
registerEnumType(RepairStateEnum, {
  name: 'RepairState',
  description:
    "Workflow state of a repair order: reported and dispatched (status 1 pending: not yet dispatched, or dispatched and not yet accepted), processing (2, accepted; transfers keep it), awaitingEvaluation (3, closed with a service record), completed (4, evaluated).",
});

export const RepairStatusFilterEnum = asEnum(REPAIR_STATUS_FILTERS);
registerEnumType(RepairStatusFilterEnum, { name: 'RepairStatusFilter', description: 'Status filter of the repair order list: all, pending (1), processing (2), awaitingEvaluation (3), completed (4).' });

export const RepairLookupKindEnum = asEnum(REPAIR_LOOKUP_KINDS);
registerEnumType(RepairLookupKindEnum, { name: 'RepairLookupKind', description: 'Lookup lists loaded at start: enterprise, repairType, solutionMode, serviceMode.' });
