import { Badge } from "@chakra-ui/react";
import { REPAIR_STATUS_COLOURS, type RepairStatus } from "@contract/repair-orders";
import { FormattedMessage } from "react-intl";

/** A status as a coloured chip (spec: 1 red, 2 blue, 3 yellow, 4 green). */
export function StatusBadge({ status }: { status: number }) {
  const known = (status >= 1 && status <= 4 ? status : 1) as RepairStatus;
  return (
    <Badge colorPalette={REPAIR_STATUS_COLOURS[known]} variant="subtle" data-testid="repair-status" data-status={known}>
      <FormattedMessage id={`ro_status_${known}`} />
    </Badge>
  );
}
