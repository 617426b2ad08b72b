import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatGmt8 } from '../../../shared/utils/time';
import { parameterLabel } from '../parameters/parameterLabel';
import type { RunLogEntry } from '../hooks/useDeviceParameters';
import { DetailPanel } from './DetailPanel';

/** The 10 newest run events (status, program, messages), newest first. */
export function RunLogPanel({ log }: { log: readonly RunLogEntry[] }) {
  const intl = useIntl();
  return (
    <DetailPanel title={intl.formatMessage({ id: 'detail_run_log' })} testId="run-log-panel" gridArea="log">
      {log.length === 0 ? (
        <Text opacity={0.7}>{intl.formatMessage({ id: 'detail_run_log_empty' })}</Text>
      ) : (
        <Stack as="ol" gap="1" fontSize="sm" listStyleType="none">
          {log.map((e, i) => (
            // Entries can share a time stamp and key; the position is their identity in a newest-first list.
            <Text as="li" key={i} data-testid="run-log-entry">
              {formatGmt8(new Date(e.timeStamp))} · {parameterLabel(intl, e.key)}: {typeof e.value === 'object' ? JSON.stringify(e.value) : String(e.value)}
            </Text>
          ))}
        </Stack>
      )}
    </DetailPanel>
  );
}
