import { Box, Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { isOperationType, operationLook, visibleTimeline } from "@contract/repair-orders";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { localTime } from "../time";

export type TimelineEntry = { id: string; operateType: number; operatorAlias: string; receiverAlias: string; createTime: string };

/**
 * The order's timeline (spec part 2 section 4): each step with its description, time, colour
 * and progress; the first 2 entries, then see more / collapse.
 */
export function RepairTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, toggle } = visibleTimeline(entries, expanded);
  return (
    <Stack gap="2" data-testid="repair-timeline">
      <Text fontWeight="semibold">
        <FormattedMessage id="ro_timeline" />
      </Text>
      <Stack as="ol" gap="3" listStyleType="none">
        {shown.map((entry) => {
          const type = isOperationType(entry.operateType) ? entry.operateType : 1;
          const look = operationLook(type);
          return (
            <Box as="li" key={entry.id} borderLeftWidth="4px" borderLeftColor={`${look.colour}.500`} pl="3" data-testid="timeline-entry" data-type={type} data-colour={look.colour}>
              <HStack justify="space-between">
                <Text>
                  <FormattedMessage id={`ro_op_${type}`} values={{ operator: entry.operatorAlias, receiver: entry.receiverAlias }} />
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {localTime(entry.createTime)}
                </Text>
              </HStack>
              <Progress.Root value={look.progress} size="xs" colorPalette={look.colour} maxW="xs" aria-label={`${look.progress}%`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          );
        })}
      </Stack>
      {toggle !== "none" && (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setExpanded(!expanded)} data-testid="timeline-toggle">
          <FormattedMessage id={toggle === "more" ? "ro_timeline_more" : "ro_timeline_collapse"} />
        </Button>
      )}
    </Stack>
  );
}
