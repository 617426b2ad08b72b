import { Box, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PopularityRow } from './popularity';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';

/** Devices registered per region in the range, with each region's share. */
export function PopularityTable({ rows }: { rows: readonly PopularityRow[] }) {
  const intl = useIntl();
  return (
    <Table.Root size="md" variant="line" css={KANBAN_TABLE_CSS}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'dist_region' })}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: 'dist_total' })}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: 'pop_share' })}</Table.ColumnHeader>
          <Table.ColumnHeader w="35%" />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid="popularity-row" data-region={row.region}>
            <Table.Cell>{row.region}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="count">
              {row.count}
            </Table.Cell>
            <Table.Cell textAlign="end">{row.share}%</Table.Cell>
            <Table.Cell>
              <Box h="10px" bg="whiteAlpha.100" borderRadius="sm" overflow="hidden">
                <Box h="full" bg="#22d3ee" style={{ width: `${row.share}%` }} />
              </Box>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
