import { Box, HStack, Tag } from '@chakra-ui/react';
import { memo } from 'react';

/** One label/value pair; tag-like values (industry, roles, ...) are given as chips. */
export type DetailItem = { id: string; label: string; value?: string | number | null; chips?: readonly string[] };

/** Whether an item has nothing to show (no value and no chips). */
export function isEmptyItem(item: DetailItem): boolean {
  const noValue = item.value === null || item.value === undefined || String(item.value).trim() === '';
  return noValue && (item.chips ?? []).length === 0;
}

export type DetailGridProps = {
  items: readonly DetailItem[];
  /** Accessible name of the whole grid. */
  label: string;
  /** Shown for an item without a value. */
  emptyText: string;
  columns?: number;
  testId?: string;
};

/**
 * A read-only grid of label/value pairs (a description list). Long values are cut to one
 * line with the full text in the title and still read out whole by screen readers. It holds
 * no controls, so it adds no tab stops. Memoised: give it stable items.
 */
export const DetailGrid = memo(function DetailGrid({ items, label, emptyText, columns = 3, testId }: DetailGridProps) {
  return (
    <Box as="dl" aria-label={label} data-testid={testId} display="grid" gridTemplateColumns={`repeat(${columns}, minmax(0, 1fr))`} columnGap="6" rowGap="1" fontSize="sm">
      {items.map((item) => {
        const empty = isEmptyItem(item);
        const text = item.value === null || item.value === undefined ? '' : String(item.value);
        return (
          <HStack key={item.id} gap="2" minW="0" align="center" minH="26px">
            <Box as="dt" opacity={0.7} flexShrink={0} whiteSpace="nowrap">
              {item.label}
            </Box>
            <Box as="dd" data-testid={`detail-${item.id}`} minW="0" flex="1" fontWeight="semibold" truncate title={empty ? undefined : text || undefined}>
              {empty ? (
                <Box as="span" fontWeight="normal" opacity={0.6}>
                  {emptyText}
                </Box>
              ) : (
                <>
                  {text}
                  {item.chips?.map((chip) => (
                    <Tag.Root key={chip} size="sm" colorPalette="cyan" variant="surface" ms={text ? '2' : '0'} me="1" data-testid="detail-chip">
                      <Tag.Label>{chip}</Tag.Label>
                    </Tag.Root>
                  ))}
                </>
              )}
            </Box>
          </HStack>
        );
      })}
    </Box>
  );
});
