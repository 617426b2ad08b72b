import type { Rect } from './rect';

/**
 * 对齐方式 (spec part 2 section 2): the eight alignments of the selected components, on the
 * rectangles they cover on screen. Alignment needs at least two; the two distributions at least
 * three.
 */
export const ALIGNMENTS = ['left', 'centerX', 'right', 'top', 'centerY', 'bottom', 'distributeX', 'distributeY'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Spec: disabled with one or fewer selected; 水平等间距 / 垂直等间距 disabled with fewer than 3. */
export function canAlign(alignment: Alignment, selectedCount: number): boolean {
  if (alignment === 'distributeX' || alignment === 'distributeY') return selectedCount >= 3;
  return selectedCount >= 2;
}

/** Whether the 对齐方式 dropdown itself is enabled. */
export function canOpenAlignment(selectedCount: number): boolean {
  return selectedCount >= 2;
}

/**
 * How far each rectangle moves (dx, dy, in the input order). Left/top/right/bottom line up with
 * the outermost edge; the centres with the centre of the union; the distributions keep the first
 * and last in place (by position) and make the gaps between neighbours equal.
 */
export function alignmentOffsets(rects: readonly Rect[], alignment: Alignment): { dx: number; dy: number }[] {
  const none = rects.map(() => ({ dx: 0, dy: 0 }));
  if (!canAlign(alignment, rects.length)) return none;
  const minLeft = Math.min(...rects.map((r) => r.left));
  const maxRight = Math.max(...rects.map((r) => r.left + r.width));
  const minTop = Math.min(...rects.map((r) => r.top));
  const maxBottom = Math.max(...rects.map((r) => r.top + r.height));
  switch (alignment) {
    case 'left':
      return rects.map((r) => ({ dx: minLeft - r.left, dy: 0 }));
    case 'right':
      return rects.map((r) => ({ dx: maxRight - (r.left + r.width), dy: 0 }));
    case 'centerX': {
      const c = (minLeft + maxRight) / 2;
      return rects.map((r) => ({ dx: c - (r.left + r.width / 2), dy: 0 }));
    }
    case 'top':
      return rects.map((r) => ({ dx: 0, dy: minTop - r.top }));
    case 'bottom':
      return rects.map((r) => ({ dx: 0, dy: maxBottom - (r.top + r.height) }));
    case 'centerY': {
      const c = (minTop + maxBottom) / 2;
      return rects.map((r) => ({ dx: 0, dy: c - (r.top + r.height / 2) }));
    }
    case 'distributeX':
      return distribute(rects, 'x');
    case 'distributeY':
      return distribute(rects, 'y');
  }
}

function distribute(rects: readonly Rect[], axis: 'x' | 'y'): { dx: number; dy: number }[] {
  const start = (r: Rect) => (axis === 'x' ? r.left : r.top);
  const size = (r: Rect) => (axis === 'x' ? r.width : r.height);
  const order = rects.map((r, i) => ({ r, i })).sort((a, b) => start(a.r) - start(b.r) || a.i - b.i);
  const first = order[0]!.r;
  const last = order[order.length - 1]!.r;
  const span = start(last) + size(last) - start(first);
  const occupied = order.reduce((sum, { r }) => sum + size(r), 0);
  const gap = (span - occupied) / (order.length - 1);
  const out = rects.map(() => ({ dx: 0, dy: 0 }));
  let cursor = start(first);
  for (const { r, i } of order) {
    const delta = cursor - start(r);
    out[i] = axis === 'x' ? { dx: delta, dy: 0 } : { dx: 0, dy: delta };
    cursor += size(r) + gap;
  }
  return out;
}
