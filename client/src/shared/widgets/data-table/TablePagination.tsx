import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { type KeyboardEvent, memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { jumpTarget, pagerItems } from './pagination';
import { pageCount } from './tableState';

export type TablePaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
};

/**
 * The pagination bar, as wide as the table (spec part 1 section 2): previous, pager, next,
 * jumper (Enter or leaving the field goes), total, page sizes.
 */
export const TablePagination = memo(function TablePagination({ page, pageSize, total, sizes, setPage, setPageSize }: TablePaginationProps) {
  const intl = useIntl();
  const count = pageCount(total, pageSize);
  const [jump, setJump] = useState('');
  const go = () => {
    const target = jumpTarget(jump, count);
    setJump('');
    if (target !== null && target !== page) setPage(target);
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    go();
  };
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: 'table_pagination' })} w="full" justify="flex-end" gap="2" wrap="wrap" py="3" fontSize="sm" data-testid="table-pagination">
      <Button size="xs" variant="outline" aria-label={intl.formatMessage({ id: 'table_previous' })} disabled={page <= 1} onClick={() => setPage(page - 1)}>
        ‹
      </Button>
      <HStack as="ul" gap="1" listStyleType="none">
        {pagerItems(page, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="xs"
                variant={item === page ? 'solid' : 'ghost'}
                colorPalette="blue"
                minW="8"
                aria-label={intl.formatMessage({ id: 'table_page' }, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && setPage(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              …
            </li>
          ),
        )}
      </HStack>
      <Button size="xs" variant="outline" aria-label={intl.formatMessage({ id: 'table_next' })} disabled={page >= count} onClick={() => setPage(page + 1)}>
        ›
      </Button>
      <HStack gap="1">
        <Text as="span" color="fg.muted">
          {intl.formatMessage({ id: 'table_go_to' })}
        </Text>
        <Input
          size="xs"
          w="14"
          inputMode="numeric"
          aria-label={intl.formatMessage({ id: 'table_go_to_label' })}
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={onJumpKey}
          onBlur={go}
          data-testid="table-jump"
        />
      </HStack>
      <Text as="span" color="fg.muted" data-testid="table-total">
        {intl.formatMessage({ id: 'table_total' }, { total })}
      </Text>
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: 'table_page_size_label' })}
          value={String(pageSize)}
          onChange={(e) => setPageSize(Number(e.target.value))}
          data-testid="table-page-size"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage({ id: 'table_page_size' }, { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
});
