import type { ReactNode } from 'react';

/** Palettes a chip may take (Chakra's colour palettes). */
export type ChipPalette = 'gray' | 'green' | 'red' | 'orange' | 'yellow' | 'blue' | 'cyan' | 'purple';

/**
 * A tag-like value in a table cell (a status, a type): a plain span styled by the table's one
 * class, so fifty of them cost what fifty spans cost. A Chakra Badge per row costs a styled
 * component each (measured: about a quarter of a page's render time).
 */
export function CellChip({ palette = 'gray', children }: { palette?: ChipPalette; children: ReactNode }) {
  return (
    <span className="dt-chip" data-palette={palette}>
      {children}
    </span>
  );
}
