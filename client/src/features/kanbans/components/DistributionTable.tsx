import { Box, HStack, Table } from '@chakra-ui/react';
import { DEVICE_STATUSES } from '@contract/devices';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, statusName } from '../../../shared/kanban/deviceStatus';
import type { DistributionRow } from '../distribution';
import { KANBAN_TABLE_CSS } from '../../../shared/kanban/kanbanTable';


/** Devices per country, province and city with counts by status and a share bar. */
export function DistributionTable({ rows }: { rows: readonly DistributionRow[] }) {
  const intl = useIntl();
  return (
    <Table.Root size="md" variant="line" css={KANBAN_TABLE_CSS}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'dist_region' })}</Table.ColumnHeader>
          <Table.ColumnHeader>{intl.formatMessage({ id: 'dist_total' })}</Table.ColumnHeader>
          {DEVICE_STATUSES.map((s) => (
            <Table.ColumnHeader key={s}>{statusName(intl, s)}</Table.ColumnHeader>
          ))}
          <Table.ColumnHeader w="30%" />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid="distribution-row" data-region={row.name}>
            <Table.Cell style={{ paddingLeft: `${12 + row.depth * 24}px` }} fontWeight={row.depth === 0 ? 'bold' : undefined}>
              {row.name} <Box as="span" opacity={0.6} fontSize="xs">({intl.formatMessage({ id: `level_${row.level}` })})</Box>
            </Table.Cell>
            <Table.Cell data-testid="count-total">{row.total}</Table.Cell>
            {DEVICE_STATUSES.map((s) => (
              <Table.Cell key={s} data-testid={`count-${s}`}>
                {row[s]}
              </Table.Cell>
            ))}
            <Table.Cell>
              <HStack gap="0" h="10px" borderRadius="sm" overflow="hidden" bg="whiteAlpha.100">
                {DEVICE_STATUSES.map((s) => (row.total > 0 ? <Box key={s} h="full" style={{ width: `${(row[s] / row.total) * 100}%`, background: STATUS_COLORS[s] }} /> : null))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
