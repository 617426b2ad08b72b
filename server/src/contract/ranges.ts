/** Range limits of the kanban aggregates, shared so the client's pickers refuse what the server would. */

/** Supplier aggregate (popularity kanban): at most this many months, YYYY-MM to YYYY-MM inclusive. */
export const MAX_SUPPLIER_MONTHS = 24;

/** Utilization ranking: at most this many days, every device in scope being computed. */
export const MAX_RANKING_DAYS = 31;
