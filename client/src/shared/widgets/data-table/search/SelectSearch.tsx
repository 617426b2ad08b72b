import { Box, CloseButton, HStack, Input, Portal } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { filterOptions, type SelectOption } from '../searchRules';

export type SelectSearchProps = {
  title: string;
  options: readonly SelectOption[];
  /** Spec part 1 section 2: clearable unless switched off. */
  clearable?: boolean;
  value: string | null;
  testId: string;
  onSearch: (value: string | null) => void;
};

type Place = { top: number; left: number; width: number };

/**
 * A dropdown filter that narrows its options as the user types (an ARIA combobox with a
 * listbox): arrows move through the options, Enter picks, Escape closes; picking searches at
 * once. The list opens over the page (a portal), so the table's scrolling cannot cut it.
 */
export function SelectSearch({ title, options, clearable = true, value, testId, onSearch }: SelectSearchProps) {
  const intl = useIntl();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const items = useMemo(() => options.map((o) => ({ value: o.value, text: o.labelId ? intl.formatMessage({ id: o.labelId }) : (o.label ?? o.value) })), [options, intl]);
  const selected = items.find((item) => item.value === value) ?? null;
  const [place, setPlace] = useState<Place | null>(null);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const shown = place ? filterOptions(items, typed) : [];
  const open = place !== null;

  const openList = () => {
    const rect = inputRef.current?.getBoundingClientRect();
    setPlace({ top: (rect?.bottom ?? 0) + 2, left: rect?.left ?? 0, width: rect?.width ?? 0 });
    setTyped('');
    setActive(
      Math.max(
        0,
        items.findIndex((item) => item.value === value),
      ),
    );
  };
  const close = () => {
    setPlace(null);
    setTyped('');
  };
  const pick = (next: string | null) => {
    close();
    if (next !== value) onSearch(next);
  };

  // The list stays where it opened: a scroll or resize closes it instead of leaving it adrift.
  useEffect(() => {
    if (!open) return undefined;
    const onMove = (event: Event) => {
      if (!(event.target instanceof Node && document.getElementById(listId)?.contains(event.target))) close();
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (!open) return;
        if (shown[active]) pick(shown[active].value);
        break;
      case 'Escape':
        if (!open) return;
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const activeItem = open ? shown[active] : undefined;
  return (
    <HStack gap="0.5" position="relative">
      <Input
        ref={inputRef}
        size="xs"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'table_search_column' }, { column: title })}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={selected?.text ?? intl.formatMessage({ id: 'table_select_placeholder' })}
        value={open ? typed : (selected?.text ?? '')}
        data-testid={`${testId}-select`}
        onClick={() => (open ? undefined : openList())}
        onChange={(event) => {
          if (!open) openList();
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {clearable && selected && <CloseButton size="2xs" aria-label={intl.formatMessage({ id: 'table_clear' }, { column: title })} onClick={() => pick(null)} />}
      {open && (
        <Portal>
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={title}
            position="fixed"
            zIndex="dropdown"
            top={`${place.top}px`}
            left={`${place.left}px`}
            minW={`${Math.max(place.width, 160)}px`}
            maxH="240px"
            overflowY="auto"
            py="1"
            borderRadius="l2"
            borderWidth="1px"
            bg="bg.panel"
            boxShadow="md"
            fontSize="sm"
            listStyleType="none"
          >
            {shown.map((item, index) => (
              <Box
                as="li"
                key={item.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={item.value === value}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={index === active ? 'bg.emphasized' : undefined}
                fontWeight={item.value === value ? 'semibold' : undefined}
                // Keep the focus in the input, so the pick does not blur and close first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(item.value)}
              >
                {item.text}
              </Box>
            ))}
            {shown.length === 0 && (
              <Box as="li" role="presentation" px="3" py="1.5" color="fg.muted">
                {intl.formatMessage({ id: 'table_no_match' })}
              </Box>
            )}
          </Box>
        </Portal>
      )}
    </HStack>
  );
}
