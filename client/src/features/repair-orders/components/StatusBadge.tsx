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

/** Where an order came from: a person's report, or the machine's alarm that opened it (only Estop so far). */
export function RepairSource({ cause }: { cause: string | null | undefined }) {
  if (!cause) return <FormattedMessage id="ro_source_reported" />;
  return (
    <Badge colorPalette="red" variant="outline" data-testid="repair-source" data-cause={cause}>
      <FormattedMessage id={`ro_source_${cause}`} />
    </Badge>
  );
}
