import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { STATUS_COLORS, statusName } from '../../../shared/kanban/deviceStatus';
import { buildTimelineSegments, efficiencyLegend } from '../../../shared/kanban/timeline';
import { useNow } from '../../../shared/hooks/useNow';
import { useDeviceEfficiency } from '../../../shared/kanban/useDeviceEfficiency';
import { DayTimelineBar } from '../../../shared/kanban/DayTimelineBar';
import { EfficiencyLegend } from './EfficiencyLegend';

/** What a card reads of its device; the status follows the live status through Apollo's cache. */
export const DeviceCardFragment = graphql(`
  fragment DeviceCard_device on Device {
    id
    uuid
    devalias
    status
    coverPicture {
      fileurl
    }
  }
`);

export type DeviceCardProps = {
  /** The device as the route's query holds it (masked: the card reads its own fields). */
  device: FragmentType<typeof DeviceCardFragment>;
  onOpen: () => void;
};

/** One device of the overview: cover, name, live status colour, today's legend and timeline. */
export function DeviceCard({ device: ref, onOpen }: DeviceCardProps) {
  const intl = useIntl();
  const { data: device, complete } = useFragment({ fragment: DeviceCardFragment, from: ref });
  const live = useDeviceEfficiency(device?.uuid);
  // The bar grows with the clock; a minute is finer than a pixel of it.
  const now = useNow(60_000).getTime();
  const segments = useMemo(() => buildTimelineSegments(live?.timeline.value ?? [], now), [live, now]);
  const legend = useMemo(() => efficiencyLegend(live?.efficiency.items ?? []), [live]);
  // A cover that fails to load gets the same neutral placeholder as none.
  const [coverBroken, setCoverBroken] = useState(false);
  // The query that rendered the card holds the device; only a cache reset leaves it incomplete.
  if (!complete) return null;
  const name = device.devalias || device.uuid;
  const cover = coverBroken ? undefined : device.coverPicture[0]?.fileurl;
  const status = device.status;
  const color = STATUS_COLORS[status];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <Stack
      role="link"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'kanban_card_open' }, { name })}
      data-testid="device-card"
      data-uuid={device.uuid}
      data-status={status}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      cursor="pointer"
      gap="2"
      p="3"
      h="full"
      minH="0"
      bg="whiteAlpha.100"
      borderRadius="md"
      borderWidth="3px"
      style={{ borderColor: color }}
      _hover={{ bg: 'whiteAlpha.200' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'cyan.300' }}
    >
      <Flex gap="3" flex="1" minH="0">
        <Box w="150px" flexShrink={0} bg="whiteAlpha.200" borderRadius="sm" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
          {cover ? (
            <Image src={cover} alt="" maxW="full" maxH="full" objectFit="contain" onError={() => setCoverBroken(true)} />
          ) : (
            <Text fontSize="xs" opacity={0.6}>
              {intl.formatMessage({ id: 'kanban_no_cover' })}
            </Text>
          )}
        </Box>
        <Stack gap="2" minW="0" flex="1">
          <Text fontWeight="bold" fontSize="lg" truncate title={name}>
            {name}
          </Text>
          <Flex align="center" gap="2">
            <Box w="14px" h="14px" borderRadius="full" data-testid="status-dot" style={{ background: color }} />
            <Text fontSize="sm" data-testid="status-text">
              {statusName(intl, status)}
            </Text>
          </Flex>
          <EfficiencyLegend items={legend} />
        </Stack>
      </Flex>
      <DayTimelineBar segments={segments} />
    </Stack>
  );
}
