import { DASHBOARD_LIMITS } from '@contract/dashboards';
import type { Rect } from './rect';

/**
 * Snapping while dragging (spec part 2 section 4): the dragged component snaps when one of its
 * edges or its centre comes within 3 px (inclusive) of another component's edge or centre, and a
 * guide line shows each match: horizontal lines for top, centre and bottom, vertical lines for
 * left, centre and right. Works on the rectangles components cover on screen (rotated bounds).
 */

export type GuideLine = {
  /** 'h': a horizontal line at y = position; 'v': a vertical line at x = position. */
  orientation: 'h' | 'v';
  position: number;
  /** Extent along the line, covering both components. */
  from: number;
  to: number;
  /** Which anchors met (e.g. top of the moving one to bottom of the other). */
  kind: `${Anchor}-${Anchor}`;
};

type Anchor = 'start' | 'centre' | 'end';

export type SnapResult = { left: number; top: number; lines: GuideLine[] };

const ANCHORS: Anchor[] = ['start', 'centre', 'end'];

function anchorsOf(start: number, size: number): Record<Anchor, number> {
  return { start, centre: start + size / 2, end: start + size };
}

type AxisMatch = { delta: number; position: number; kind: `${Anchor}-${Anchor}`; other: Rect };

function axisMatches(moving: Rect, others: readonly Rect[], axis: 'x' | 'y', threshold: number): AxisMatch[] {
  const m = axis === 'x' ? anchorsOf(moving.left, moving.width) : anchorsOf(moving.top, moving.height);
  let best = Infinity;
  let matches: AxisMatch[] = [];
  for (const other of others) {
    const o = axis === 'x' ? anchorsOf(other.left, other.width) : anchorsOf(other.top, other.height);
    for (const a of ANCHORS) {
      for (const b of ANCHORS) {
        const delta = o[b] - m[a];
        const distance = Math.abs(delta);
        if (distance > threshold + 1e-9) continue;
        const match: AxisMatch = { delta, position: o[b], kind: `${a}-${b}`, other };
        if (distance < best - 1e-9) {
          best = distance;
          matches = [match];
        } else if (Math.abs(distance - best) <= 1e-9 && Math.abs(delta - matches[0]!.delta) <= 1e-9) {
          matches.push(match);
        }
      }
    }
  }
  return matches;
}

/**
 * Where a component dragged to `moving` lands after snapping to `others`, and the guide lines to
 * draw. Each axis snaps on its own to the nearest match.
 */
export function snapRect(moving: Rect, others: readonly Rect[], threshold: number = DASHBOARD_LIMITS.snap): SnapResult {
  const xs = axisMatches(moving, others, 'x', threshold);
  const ys = axisMatches(moving, others, 'y', threshold);
  const dx = xs[0]?.delta ?? 0;
  const dy = ys[0]?.delta ?? 0;
  const left = moving.left + dx;
  const top = moving.top + dy;
  const lines: GuideLine[] = [];
  for (const match of xs) {
    const from = Math.min(top, match.other.top);
    const to = Math.max(top + moving.height, match.other.top + match.other.height);
    lines.push({ orientation: 'v', position: match.position, from, to, kind: match.kind });
  }
  for (const match of ys) {
    const from = Math.min(left, match.other.left);
    const to = Math.max(left + moving.width, match.other.left + match.other.width);
    lines.push({ orientation: 'h', position: match.position, from, to, kind: match.kind });
  }
  return { left, top, lines };
}
