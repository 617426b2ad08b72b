import { type Box, type Point, centreOf, normaliseDegrees, rotatePoint } from './rect';

/** The eight resize handles (spec part 2 section 4): corners and edge middles. */
export const HANDLES = ['tl', 't', 'tr', 'r', 'br', 'b', 'bl', 'l'] as const;
export type Handle = (typeof HANDLES)[number];

export const MIN_SIZE = 10;

/** Where a handle sits relative to the centre, in half sizes (-1, 0, 1). */
function handleSigns(handle: Handle): { sx: number; sy: number } {
  return { sx: handle.includes('l') ? -1 : handle.includes('r') ? 1 : 0, sy: handle.startsWith('t') ? -1 : handle.startsWith('b') ? 1 : 0 };
}

/**
 * A box resized by dragging `handle` by (dx, dy) canvas pixels on screen. Works in the box's own
 * rotated frame, so the opposite handle stays where it was on screen. `keepAspect` keeps the
 * width-to-height ratio (corners follow the larger change, edges scale the other side too).
 */
export function resizeFromHandle(start: Box, handle: Handle, dx: number, dy: number, keepAspect = false, minSize = MIN_SIZE): Box {
  const { sx, sy } = handleSigns(handle);
  const local = rotatePoint({ x: dx, y: dy }, { x: 0, y: 0 }, -start.rotate);
  let width = start.width + sx * local.x;
  let height = start.height + sy * local.y;
  if (keepAspect && start.width > 0 && start.height > 0) {
    const ratio = start.width / start.height;
    if (sx !== 0 && sy !== 0) {
      const fw = width / start.width;
      const fh = height / start.height;
      const f = Math.abs(fw - 1) >= Math.abs(fh - 1) ? fw : fh;
      width = start.width * f;
      height = start.height * f;
    } else if (sx !== 0) height = width / ratio;
    else width = height * ratio;
    if (width < minSize || height < minSize) {
      const f = Math.max(minSize / start.width, minSize / start.height);
      width = start.width * f;
      height = start.height * f;
    }
  }
  width = Math.max(minSize, width);
  height = Math.max(minSize, height);
  // The opposite anchor (relative to the centre, unrotated) stays fixed on screen.
  const centre = centreOf(start);
  const oldAnchor = rotatePoint({ x: centre.x - (sx * start.width) / 2, y: centre.y - (sy * start.height) / 2 }, centre, start.rotate);
  const offset = rotatePoint({ x: (-sx * width) / 2, y: (-sy * height) / 2 }, { x: 0, y: 0 }, start.rotate);
  const newCentre = { x: oldAnchor.x - offset.x, y: oldAnchor.y - offset.y };
  return { left: newCentre.x - width / 2, top: newCentre.y - height / 2, width, height, rotate: start.rotate };
}

function angleOf(centre: Point, p: Point): number {
  return (Math.atan2(p.y - centre.y, p.x - centre.x) * 180) / Math.PI;
}

/**
 * Rotation by the rotate handle: the start rotation plus the angle the pointer swept around the
 * box's centre, in whole degrees within [0, 360).
 */
export function rotateFromPointer(centre: Point, startPointer: Point, pointer: Point, startRotate: number): number {
  const swept = angleOf(centre, pointer) - angleOf(centre, startPointer);
  return normaliseDegrees(Math.round(startRotate + swept));
}

const CURSORS = ['ns-resize', 'nesw-resize', 'ew-resize', 'nwse-resize'] as const;
const HANDLE_ANGLE: Record<Handle, number> = { t: 0, tr: 45, r: 90, br: 135, b: 180, bl: 225, l: 270, tl: 315 };

/** Spec part 2 section 9: a handle's cursor follows the rotation in 45-degree sectors. */
export function cursorFor(handle: Handle, rotate: number): (typeof CURSORS)[number] {
  const sector = Math.round(normaliseDegrees(HANDLE_ANGLE[handle] + rotate) / 45) % 8;
  return CURSORS[sector % 4]!;
}
