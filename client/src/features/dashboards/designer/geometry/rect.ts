/**
 * Plain rectangles of the designer's canvas (canvas pixels) and the rotation maths every other
 * geometry function builds on. Pure functions, no DOM.
 */

export type Point = { x: number; y: number };
/** An axis-aligned rectangle in canvas pixels. */
export type Rect = { left: number; top: number; width: number; height: number };
/** A component's box: an unrotated rectangle turned by `rotate` degrees around its centre. */
export type Box = Rect & { rotate: number };

export function centreOf(r: Rect): Point {
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** `p` turned by `degrees` (clockwise on screen, as CSS rotate) around `around`. */
export function rotatePoint(p: Point, around: Point, degrees: number): Point {
  const a = toRadians(degrees);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const dx = p.x - around.x;
  const dy = p.y - around.y;
  return { x: around.x + dx * cos - dy * sin, y: around.y + dx * sin + dy * cos };
}

/** The axis-aligned rectangle a rotated box covers on screen. */
export function boundsOf(box: Box): Rect {
  const rotate = normaliseDegrees(box.rotate ?? 0);
  if (rotate === 0) return { left: box.left, top: box.top, width: box.width, height: box.height };
  const a = toRadians(rotate);
  const cos = Math.abs(Math.cos(a));
  const sin = Math.abs(Math.sin(a));
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  const c = centreOf(box);
  return { left: c.x - width / 2, top: c.y - height / 2, width, height };
}

/** The smallest rectangle holding all of them (undefined for none). */
export function unionOf(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const r of rects) {
    left = Math.min(left, r.left);
    top = Math.min(top, r.top);
    right = Math.max(right, r.left + r.width);
    bottom = Math.max(bottom, r.top + r.height);
  }
  return { left, top, width: right - left, height: bottom - top };
}

/** Whether `inner` lies fully inside `outer` (touching edges count as inside). */
export function isInside(inner: Rect, outer: Rect): boolean {
  return (
    inner.left >= outer.left &&
    inner.top >= outer.top &&
    inner.left + inner.width <= outer.left + outer.width &&
    inner.top + inner.height <= outer.top + outer.height
  );
}

/** The rectangle spanned by two points (a drag from `a` to `b`, in any direction). */
export function rectFromPoints(a: Point, b: Point): Rect {
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** Degrees in [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/** Rounds to 2 decimals: positions stay readable in the saved content and equal after a round trip. */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
