import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The table's look, as one style object on its wrapper: rows and cells are plain elements
 * styled from here, so a 50-row page costs no styled component per cell (one class, computed
 * once). `table-layout: fixed` lets the browser lay out the rows without measuring them.
 */
export const TABLE_CSS: SystemStyleObject = {
  '& table': { width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm' },
  '& th, & td': { paddingInline: '3', paddingBlock: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start', verticalAlign: 'middle', overflowWrap: 'anywhere' },
  '& thead th': { bg: 'bg.muted', fontWeight: 'semibold', color: 'fg', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& thead td': { bg: 'bg.muted', paddingBlock: '1.5', verticalAlign: 'top' },
  '& tbody tr': { bg: 'bg', cursor: 'pointer', outline: 'none' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
  '& tbody tr[aria-current=true]': { bg: 'blue.subtle' },
  '& tbody tr:focus-visible': { boxShadow: 'inset 0 0 0 2px var(--chakra-colors-blue-focus-ring)' },
  '& td[data-ellipsis]': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .dt-more': {
    all: 'unset',
    display: 'block',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    borderRadius: 'l1',
    _focusVisible: { boxShadow: '0 0 0 2px var(--chakra-colors-blue-focus-ring)' },
  },
  '& .dt-check': { width: '44px', textAlign: 'center', paddingInline: '0' },
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
  '& .dt-message': { textAlign: 'center', color: 'fg.muted', paddingBlock: '8', cursor: 'default' },
  '& tbody tr.dt-message-row, & tbody tr.dt-message-row:hover': { bg: 'bg', cursor: 'default' },
};
