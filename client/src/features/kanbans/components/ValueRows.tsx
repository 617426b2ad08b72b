import { Grid, Text } from '@chakra-ui/react';

export type ValueRow = { id: string; label: string; value: string; unit?: string | null };

/** Label/value rows of a panel; every value carries a test id by parameter key. */
export function ValueRows({ rows }: { rows: readonly ValueRow[] }) {
  return (
    <Grid templateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="md">
      {rows.flatMap((row) => [
        <Text key={`${row.id}-l`} opacity={0.75}>
          {row.label}
        </Text>,
        <Text key={`${row.id}-v`} fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`value-${row.id}`}>
          {row.value}
          {row.unit && row.value !== '--' ? ` ${row.unit}` : ''}
        </Text>,
      ])}
    </Grid>
  );
}
