import { Badge } from "@chakra-ui/react";
import type { CheckStage } from "@contract/maintenance-plans";
import { FormattedMessage } from "react-intl";

/** Stage colours: processing blue, awaiting acceptance yellow, completed green (as the repair statuses). */
const STAGE_COLOURS: Record<CheckStage, "blue" | "yellow" | "green"> = { processing: "blue", awaitingAcceptance: "yellow", completed: "green" } as const;

/** A check order's stage as a coloured badge. */
export function StageBadge({ stage }: { stage: CheckStage }) {
  return (
    <Badge colorPalette={STAGE_COLOURS[stage]} data-testid="check-stage" data-stage={stage}>
      <FormattedMessage id={`co_stage_${stage}`} />
    </Badge>
  );
}
