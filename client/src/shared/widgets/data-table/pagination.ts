/**
 * The pagination bar's rules (spec part 1 section 2: previous, pager, next, jumper, total,
 * sizes). The pager shows at most PAGER_SLOTS page numbers: the first, the last, and a window
 * around the current page, with a gap where pages are left out.
 */
export const PAGER_SLOTS = 7;

export type PagerItem = number | 'gap-before' | 'gap-after';

/** The page numbers (and gaps) the pager shows for `page` of `count`. */
export function pagerItems(page: number, count: number, slots = PAGER_SLOTS): PagerItem[] {
  const last = Math.max(1, count);
  const current = Math.min(Math.max(1, page), last);
  if (last <= slots) return Array.from({ length: last }, (_, i) => i + 1);
  const half = Math.floor(slots / 2);
  const gapBefore = current > slots - half;
  const gapAfter = current < last - half;
  let from: number;
  let to: number;
  if (gapBefore && gapAfter) {
    from = current - (half - 1);
    to = current + (half - 1);
  } else if (gapBefore) {
    from = last - (slots - 2);
    to = last - 1;
  } else {
    from = 2;
    to = slots - 1;
  }
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(gapBefore ? (['gap-before'] as const) : []), ...middle, ...(gapAfter ? (['gap-after'] as const) : []), last];
}

/** The page the jumper goes to for what was typed: held between 1 and the last page; null when it is not a number. */
export function jumpTarget(text: string, count: number): number | null {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(1, value), Math.max(1, count));
}
