import { Box, CloseButton, Portal } from '@chakra-ui/react';
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

type Place = { top: number; left: number; width: number };
type Tooltip = Place & { text: string };
type Popover = Place & { text: string; anchor: HTMLElement };

const placeBelow = (element: Element): Place => {
  const rect = element.getBoundingClientRect();
  return { top: rect.bottom + 4, left: rect.left, width: rect.width };
};

/** Whether a cell's text is cut (its content is wider than the cell). */
const overflows = (cell: HTMLElement) => cell.scrollWidth > cell.clientWidth + 1;

/**
 * The table's one tooltip and one popover, mounted only while shown (none per cell): the
 * tooltip shows a cut cell's whole text on hover (cells of `overflow: 'tooltip'`; screen
 * readers read the whole text from the cell anyway); the popover opens from a cell's text
 * button (`overflow: 'popover'`) by click, Enter or Space, takes the focus, and closes with
 * Escape, the close button, a click elsewhere or a scroll, giving the focus back.
 */
export function CellHintLayer({ bodyRef }: { bodyRef: RefObject<HTMLTableSectionElement | null> }) {
  const intl = useIntl();
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [popover, setPopover] = useState<Popover | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    let shownFor: Element | null = null;
    const onOver = (event: Event) => {
      const cell = (event.target as Element).closest?.('td[data-hint]');
      if (cell === shownFor) return;
      shownFor = cell;
      setTooltip(cell instanceof HTMLElement && overflows(cell) ? { ...placeBelow(cell), text: cell.textContent ?? '' } : null);
    };
    const onLeave = () => {
      shownFor = null;
      setTooltip(null);
    };
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest?.('[data-popover]');
      if (button instanceof HTMLElement) setPopover({ ...placeBelow(button), text: button.textContent ?? '', anchor: button });
    };
    body.addEventListener('mouseover', onOver);
    body.addEventListener('mouseleave', onLeave);
    body.addEventListener('click', onClick);
    return () => {
      body.removeEventListener('mouseover', onOver);
      body.removeEventListener('mouseleave', onLeave);
      body.removeEventListener('click', onClick);
    };
  }, [bodyRef]);

  useEffect(() => {
    if (!popover) return undefined;
    dialogRef.current?.focus();
    const close = (event: Event) => {
      if (event.target instanceof Node && dialogRef.current?.contains(event.target)) return;
      setPopover(null);
    };
    document.addEventListener('pointerdown', close, true);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', close, true);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [popover]);

  const closePopover = () => {
    popover?.anchor.focus();
    setPopover(null);
  };
  const onPopoverKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closePopover();
  };

  // Tabbing away closes it too; the focus goes where the user sent it.
  const onPopoverBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && dialogRef.current?.contains(event.relatedTarget))) setPopover(null);
  };

  if (!tooltip && !popover) return null;
  return (
    <Portal>
      {tooltip && !popover && (
        <Box
          role="tooltip"
          data-testid="cell-tooltip"
          position="fixed"
          zIndex="tooltip"
          top={`${tooltip.top}px`}
          left={`${tooltip.left}px`}
          maxW="min(480px, 90vw)"
          px="2"
          py="1"
          borderRadius="l2"
          bg="gray.900"
          color="white"
          fontSize="xs"
          boxShadow="md"
          pointerEvents="none"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {tooltip.text}
        </Box>
      )}
      {popover && (
        <Box
          ref={dialogRef}
          role="dialog"
          aria-label={intl.formatMessage({ id: 'table_show_all' })}
          data-testid="cell-popover"
          tabIndex={-1}
          position="fixed"
          zIndex="popover"
          top={`${popover.top}px`}
          left={`${popover.left}px`}
          minW={`${Math.min(popover.width, 240)}px`}
          maxW="min(420px, 90vw)"
          maxH="50vh"
          overflowY="auto"
          p="3"
          pe="8"
          borderRadius="l2"
          borderWidth="1px"
          bg="bg.panel"
          boxShadow="lg"
          fontSize="sm"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          outline="none"
          onKeyDown={onPopoverKey}
          onBlur={onPopoverBlur}
        >
          {popover.text}
          <CloseButton size="2xs" position="absolute" top="1" insetEnd="1" aria-label={intl.formatMessage({ id: 'table_close' })} onClick={closePopover} />
        </Box>
      )}
    </Portal>
  );
}
