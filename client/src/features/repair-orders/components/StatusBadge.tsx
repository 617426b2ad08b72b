import { Badge } from "@chakra-ui/react";
import { REPAIR_STATUS_COLOURS, type RepairState, type RepairStatus, repairTimeoutOf } from "@contract/repair-orders";
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

const TIMEOUT_COLOURS = { 8: "yellow", 16: "orange", 24: "red" } as const;

/** How long an order not yet closed has waited since the report (spec: over 8, 16 and 24 hours highlighted); nothing below 8 h or once closed. */
export function RepairTimeoutBadge({ state, createTime, now = Date.now() }: { state: RepairState; createTime: string; now?: number }) {
  const hours = repairTimeoutOf(state, createTime, now);
  if (!hours) return null;
  return (
    <Badge colorPalette={TIMEOUT_COLOURS[hours]} variant="solid" data-testid="repair-timeout" data-hours={hours}>
      <FormattedMessage id="ro_timeout" values={{ hours }} />
    </Badge>
  );
}
