import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Page dots of the device carousel. */
export function CarouselPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  return (
    <HStack justify="center" gap="2" data-testid="carousel-pager">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((p) => (
        <Button
          key={p}
          size="xs"
          variant={p === page ? 'solid' : 'outline'}
          colorPalette="cyan"
          color={p === page ? undefined : 'whiteAlpha.900'}
          aria-label={intl.formatMessage({ id: 'kanban_page_label' }, { page: p })}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
        >
          {p}
        </Button>
      ))}
    </HStack>
  );
}
