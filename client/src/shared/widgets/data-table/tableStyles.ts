import type { SystemStyleObject } from '@chakra-ui/react';
import type { ChipPalette } from './CellChip';

const CHIP_PALETTES: readonly ChipPalette[] = ['gray', 'green', 'red', 'orange', 'yellow', 'blue', 'cyan', 'purple'];

/** The class of the table's frame (the scrolling box around the table) that TABLE_CSS styles. */
export const TABLE_FRAME_CLASS = 'dt-frame';

/**
 * The table's look, as one style sheet for the frame and everything in it (see TableStyles):
 * rows and cells are plain elements styled from here, so a 50-row page costs no styled
 * component per cell and no style work per render.
 *
 * Each row is a grid on the columns of `--dt-columns` (the same template for the header and
 * every row, so they line up), not a table row: rows are laid out one by one instead of by the
 * table algorithm (measured a little cheaper). The elements keep their table roles explicitly.
 * `content-visibility: auto` on the rows was tried and left out: on a 50-row page it moved
 * as much work into inserting the rows as it saved in layout, and took longer to the first
 * drawn frame.
 */
export const TABLE_CSS: SystemStyleObject = {
  position: 'relative',
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg',
  '& table, & thead, & tbody': { display: 'block' },
  '& table': { width: '100%', fontSize: 'sm' },
  '& tr': { display: 'grid', gridTemplateColumns: 'var(--dt-columns)', borderBottomWidth: '1px', borderColor: 'border', alignItems: 'center' },
  '& th, & td': { display: 'block', minWidth: 0, paddingInline: '3', paddingBlock: '2', textAlign: 'start', overflowWrap: 'anywhere' },
  '& thead tr': { bg: 'bg.muted' },
  '& thead th': { fontWeight: 'semibold', color: 'fg', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& thead td': { paddingBlock: '1.5', alignSelf: 'start' },
  '& tbody tr': { bg: 'bg', cursor: 'pointer', outline: 'none' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
  '& tbody tr[aria-current=true]': { bg: 'blue.subtle' },
  '& tbody tr:focus-visible': { boxShadow: 'inset 0 0 0 2px var(--chakra-colors-blue-focus-ring)' },
  '& td[data-ellipsis]': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  // Plain resets, not `all: unset` (which sets every property of each of the fifty buttons).
  '& .dt-more': {
    appearance: 'none',
    background: 'none',
    border: 0,
    padding: 0,
    margin: 0,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
    display: 'block',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    borderRadius: 'l1',
    _focusVisible: { boxShadow: '0 0 0 2px var(--chakra-colors-blue-focus-ring)' },
  },
  '& .dt-check': { textAlign: 'center', paddingInline: '0' },
  '& .dt-check input': { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-blue-solid)', cursor: 'pointer', verticalAlign: 'middle' },
  '& .dt-sort': {
    all: 'unset',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    cursor: 'pointer',
    maxWidth: '100%',
    borderRadius: 'l1',
    _focusVisible: { boxShadow: '0 0 0 2px var(--chakra-colors-blue-focus-ring)' },
  },
  '& .dt-sort-mark': { color: 'fg.subtle', fontSize: 'xs' },
  '& .dt-sort[data-order] .dt-sort-mark': { color: 'blue.fg' },
  '& .dt-chip': {
    display: 'inline-block',
    paddingInline: '2',
    borderRadius: 'l2',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.5rem',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  ...Object.fromEntries(CHIP_PALETTES.map((palette) => [`& .dt-chip[data-palette=${palette}]`, { colorPalette: palette }])),
  '& .dt-message': { gridColumn: '1 / -1', textAlign: 'center', color: 'fg.muted', paddingBlock: '8', cursor: 'default' },
  '& tbody tr.dt-message-row, & tbody tr.dt-message-row:hover': { bg: 'bg', cursor: 'default' },
};
