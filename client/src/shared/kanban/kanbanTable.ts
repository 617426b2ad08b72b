/** Tables on the dark kanban canvas: light text, no background, faint lines. */
export const KANBAN_TABLE_CSS = { '& thead, & tr, & th, & td': { color: 'whiteAlpha.900', bg: 'transparent', borderColor: 'whiteAlpha.200' } } as const;
