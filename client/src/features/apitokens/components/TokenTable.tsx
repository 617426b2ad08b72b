import { Badge, Code, Table, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isExpired } from '../apiTokenRules';

export type TokenRow = {
  id: string;
  name: string;
  hint: string;
  createdAt: string;
  expiresAt?: string | null;
  lastUsedAt?: string | null;
  user?: { id: string; name: string; account: string } | null;
};

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/** Tokens as a table: name, (owner), last characters, created, expiry, last use, and an action per row. */
export function TokenTable({ rows, showUser, action, label }: { rows: readonly TokenRow[]; showUser?: boolean; action: (row: TokenRow) => ReactNode; label: string }) {
  const intl = useIntl();
  if (rows.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="tokens_none" />
      </Text>
    );
  }
  const head = (id: string) => <Table.ColumnHeader>{intl.formatMessage({ id })}</Table.ColumnHeader>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {head('tokens_col_name')}
            {showUser && head('tokens_col_user')}
            {head('tokens_col_hint')}
            {head('tokens_col_created')}
            {head('tokens_col_expires')}
            {head('tokens_col_last_used')}
            {head('tokens_col_actions')}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={`token-${row.id}`}>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              {showUser && <Table.Cell>{row.user ? `${row.user.name} (${row.user.account})` : ''}</Table.Cell>}
              <Table.Cell>
                <Code>…{row.hint}</Code>
              </Table.Cell>
              <Table.Cell>{when(row.createdAt)}</Table.Cell>
              <Table.Cell>
                {!row.expiresAt ? (
                  <FormattedMessage id="tokens_no_expiry" />
                ) : isExpired(row.expiresAt) ? (
                  <Badge colorPalette="red">
                    <FormattedMessage id="tokens_expired" />
                  </Badge>
                ) : (
                  when(row.expiresAt)
                )}
              </Table.Cell>
              <Table.Cell>{row.lastUsedAt ? when(row.lastUsedAt) : <FormattedMessage id="tokens_never" />}</Table.Cell>
              <Table.Cell>{action(row)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
