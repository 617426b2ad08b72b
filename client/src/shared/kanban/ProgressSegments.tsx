import { Box, HStack } from '@chakra-ui/react';
import { litSegments, PROGRESS_SEGMENTS } from './liveValues';

/** Program progress as 20 segments of 5 %. */
export function ProgressSegments({ percent, label }: { percent: number | null; label: string }) {
  const lit = litSegments(percent);
  return (
    <HStack gap="1" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined} data-testid="progress-segments" data-lit={lit}>
      {Array.from({ length: PROGRESS_SEGMENTS }, (_, i) => (
        <Box key={i} flex="1" h="16px" borderRadius="2px" bg={i < lit ? 'cyan.400' : 'whiteAlpha.200'} />
      ))}
    </HStack>
  );
}
