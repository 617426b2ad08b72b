/**
 * Page sizes (spec part 1 section 9: data tables offer 10 to 50 per page, 20 by default;
 * the customer list shows 18; the alarm table starts at page 1 of 10). One rule per kind
 * of list, read by the server's checks and the client's pagers alike.
 */
import type { RequestReason } from './error-messages';

export type PagingRule = {
  /** Size when the caller gives none. */
  readonly defaultSize: number;
  /** Every size a caller may ask for, ascending. */
  readonly sizes: readonly number[];
};

export const TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

/** Every data table: 10, 20, 30, 40 or 50, 20 by default. */
export const TABLE_PAGING: PagingRule = { defaultSize: 20, sizes: TABLE_PAGE_SIZES };

/** The alarm table: page 1 of 10. */
export const ALARM_PAGING: PagingRule = { defaultSize: 10, sizes: TABLE_PAGE_SIZES };

/** The dashboard list (spec part 2 section 9): 10 per page by default, or a table size. */
export const DASHBOARD_PAGING: PagingRule = { defaultSize: 10, sizes: TABLE_PAGE_SIZES };

/** The archive customer list: 18 by default, or a table size. */
export const CUSTOMER_PAGING: PagingRule = { defaultSize: 18, sizes: [10, 18, 20, 30, 40, 50] };

/** Cards per page of the overview kanban's carousel. */
export const KANBAN_CARDS_PER_PAGE = 9;

/** The device list feeds tables and the kanban carousel: any size from 1 to 50. */
export const DEVICE_PAGING: PagingRule = { defaultSize: 20, sizes: Array.from({ length: 50 }, (_, i) => i + 1) };

/** A run of more than two sizes, each one more than the last (described as "1 to 50"). */
const isContiguous = (sizes: readonly number[]) => sizes.length > 2 && sizes.every((size, i) => i === 0 || size === sizes[i - 1] + 1);

/** "1 to 50" for a run of sizes, "10, 20, 30, 40 or 50" otherwise. */
export function describeSizes(rule: PagingRule): string {
  const { sizes } = rule;
  if (isContiguous(sizes)) return `${sizes[0]} to ${sizes[sizes.length - 1]}`;
  return sizes.length > 1 ? `${sizes.slice(0, -1).join(', ')} or ${sizes[sizes.length - 1]}` : String(sizes[0]);
}

/** What is wrong with a page request (a refusal reason and its parameters), or null: page 1 or more, a size the rule allows. */
export function pagingProblem(rule: PagingRule, page: number, pageSize: number): { reason: RequestReason; params: Record<string, string | number> } | null {
  if (!Number.isSafeInteger(page) || page < 1) return { reason: 'pageTooLow', params: {} };
  if (rule.sizes.includes(pageSize)) return null;
  const { sizes } = rule;
  const last = sizes[sizes.length - 1];
  if (isContiguous(sizes)) return { reason: 'pageSizeRange', params: { min: sizes[0], max: last } };
  return { reason: 'pageSizeChoice', params: { sizes: sizes.slice(0, -1).join(', '), last } };
}

/** Sort directions of a list: the spec's sortvalue -1 (desc) and 1 (asc). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
