import { Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { STATUS_COLORS } from '../../../shared/kanban/deviceStatus';
import { TIMELINE_TICKS, type TimelineSegment } from '../../../shared/kanban/timeline';

/** The day bar: coloured stretches over a 24 h axis labelled every 6 h, the axis saying its zone (GMT +8). */
export const DayTimelineBar = memo(function DayTimelineBar({ segments }: { segments: readonly TimelineSegment[] }) {
  const intl = useIntl();
  return (
    <Box>
      <Flex h="12px" borderRadius="sm" overflow="hidden" role="img" aria-label={intl.formatMessage({ id: 'kanban_timeline_label' })} data-testid="day-timeline">
        {segments.map((s) => (
          <Box key={`${s.status}-${s.start}`} data-status={s.status} h="full" style={{ width: `${s.width * 100}%`, background: STATUS_COLORS[s.status] }} />
        ))}
      </Flex>
      <Box position="relative" h="14px" fontSize="10px" opacity={0.7}>
        {TIMELINE_TICKS.map((t) => (
          <Text
            key={t.label}
            as="span"
            position="absolute"
            style={{ left: `${t.fraction * 100}%`, transform: `translateX(${t.fraction === 0 ? 0 : t.fraction === 1 ? -100 : -50}%)` }}
          >
            {t.label}
          </Text>
        ))}
      </Box>
      <Text fontSize="10px" opacity={0.6} textAlign="center" lineHeight="12px" data-testid="timeline-zone">
        {intl.formatMessage({ id: 'kanban_timeline_zone' })}
      </Text>
    </Box>
  );
});
