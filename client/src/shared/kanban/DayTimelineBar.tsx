import { Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { STATUS_COLORS } from './deviceStatus';
import { TIMELINE_TICKS, type TimelineSegment, type TimelineTick } from './timeline';

export type DayTimelineBarProps = {
  segments: readonly TimelineSegment[];
  /** Axis labels (default every 6 h); keep the array stable between renders. */
  ticks?: readonly TimelineTick[];
  /** Height of the bar in px (default 12). */
  barHeight?: number;
};

/** The day bar: coloured stretches over a 24 h axis labelled every 6 h, the axis saying its zone (GMT +8). */
export const DayTimelineBar = memo(function DayTimelineBar({ segments, ticks = TIMELINE_TICKS, barHeight = 12 }: DayTimelineBarProps) {
  const intl = useIntl();
  return (
    <Box>
      <Flex h={`${barHeight}px`} borderRadius="sm" overflow="hidden" role="img" aria-label={intl.formatMessage({ id: 'kanban_timeline_label' })} data-testid="day-timeline">
        {segments.map((s) => (
          <Box key={`${s.status}-${s.start}`} data-status={s.status} h="full" style={{ width: `${s.width * 100}%`, background: STATUS_COLORS[s.status] }} />
        ))}
      </Flex>
      <Box position="relative" h="14px" fontSize="10px" opacity={0.7}>
        {ticks.map((t) => (
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
