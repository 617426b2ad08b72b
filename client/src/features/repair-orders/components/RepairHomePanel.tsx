import { Badge, Box, Center, Heading, HStack, Link, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import type { RepairState } from "@contract/repair-orders";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { repairAge } from "../homeRules";
import { localTime } from "../time";
import { RepairTimeoutBadge, StatusBadge } from "./StatusBadge";

/** An order as a row of the maintenance home. */
export type RepairHomeRow = { id: string; number: string; state: RepairState; status: number; sn: string; model: string; company: string; createTime: string };

export type RepairHomePanelProps = {
  /** `unclosed` or `unprocessed`: the panel's texts and test ids. */
  kind: "unclosed" | "unprocessed";
  rows: readonly RepairHomeRow[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  /** The time ages and timeout badges are counted to (ms). */
  now: number;
};

const detailPath = (id: string) => `/repairorderdetail?id=${encodeURIComponent(id)}`;

/**
 * One list of the maintenance home: each order's number (a link to its detail), model and SN,
 * company, status in the spec's colour, and how long ago it was reported with the timeout
 * badge (over 8, 16, 24 h). The failure, the first load and an empty list each say so in place.
 */
export function RepairHomePanel({ kind, rows, total, loading, error, onRetry, now }: RepairHomePanelProps) {
  const intl = useIntl();
  const titleId = `ro_home_${kind}`;
  return (
    <Box as="section" aria-labelledby={`repair-home-${kind}-title`} borderWidth="1px" borderRadius="md" p="4" data-testid={`repair-home-${kind}`}>
      <Stack gap="3">
        <HStack justify="space-between" align="baseline" wrap="wrap">
          <HStack gap="2">
            <Heading as="h2" size="md" id={`repair-home-${kind}-title`}>
              <FormattedMessage id={titleId} />
            </Heading>
            {total !== undefined && !error && (
              <Badge colorPalette={kind === "unprocessed" ? "red" : "blue"} variant="solid" data-testid="repair-home-total">
                {total}
              </Badge>
            )}
          </HStack>
          {rows && total !== undefined && !error && rows.length > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="repair-home-shown">
              <FormattedMessage id="ro_home_shown" values={{ shown: rows.length, total }} />
            </Text>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id={`${titleId}_hint`} />
        </Text>
        {error ? (
          <LoadFailed error={error} onRetry={onRetry} size="sm" />
        ) : !rows ? (
          loading ? (
            <Center py="6" role="status" aria-live="polite" data-testid="repair-home-loading">
              <Spinner size="md" color="blue.solid" aria-label={intl.formatMessage({ id: "app_loading" })} />
            </Center>
          ) : null
        ) : rows.length === 0 ? (
          <Text py="4" color="fg.muted" data-testid="repair-home-empty">
            <FormattedMessage id={`${titleId}_empty`} />
          </Text>
        ) : (
          <Table.Root size="sm" variant="line" aria-labelledby={`repair-home-${kind}-title`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage({ id: "ro_field_number" })}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  {intl.formatMessage({ id: "ro_field_model" })} / {intl.formatMessage({ id: "ro_field_sn" })}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage({ id: "ro_field_company" })}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage({ id: "ro_field_status" })}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage({ id: "ro_home_age" })}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const age = repairAge(row.createTime, now);
                return (
                  <Table.Row key={row.id} data-testid="repair-home-row" data-id={row.id} data-number={row.number}>
                    <Table.Cell>
                      <Link asChild color="blue.fg" fontFamily="mono">
                        <RouterLink to={detailPath(row.id)}>{row.number}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={1} title={row.model}>
                        {row.model}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.sn}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={1} title={row.company}>
                        {row.company}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={row.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        <Text as="span" whiteSpace="nowrap" title={localTime(row.createTime)} data-testid="repair-home-age">
                          <FormattedMessage id={age.id} values={age.values} />
                        </Text>
                        <RepairTimeoutBadge state={row.state} createTime={row.createTime} now={now} />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Box>
  );
}
