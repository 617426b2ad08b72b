import { Box, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { UtilizationRank } from '../utilization';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';

/** Devices ranked by utilization, with OEE and running hours. */
export function UtilizationTable({ ranks }: { ranks: readonly UtilizationRank[] }) {
  const intl = useIntl();
  return (
    <Table.Root size="md" variant="line" css={KANBAN_TABLE_CSS}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>#</Table.ColumnHeader>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'util_device' })}</Table.ColumnHeader>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'eff_utilization' })}</Table.ColumnHeader>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'eff_oee' })}</Table.ColumnHeader>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'util_running_hours' })}</Table.ColumnHeader>
          <Table.ColumnHeader w="35%" />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ranks.map((r, i) => (
          <Table.Row key={r.uuid} data-testid="utilization-row" data-uuid={r.uuid}>
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>{r.name}</Table.Cell>
            <Table.Cell data-testid="utilization">{r.utilization}%</Table.Cell>
            <Table.Cell data-testid="oee">{r.oee === null ? '--' : `${r.oee}%`}</Table.Cell>
            <Table.Cell>{r.runningHours}</Table.Cell>
            <Table.Cell>
              <Box h="10px" bg="whiteAlpha.100" borderRadius="sm" overflow="hidden">
                <Box h="full" bg="#22c55e" style={{ width: `${r.utilization}%` }} />
              </Box>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
