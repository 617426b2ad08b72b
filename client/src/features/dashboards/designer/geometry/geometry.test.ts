import type { DashboardComponent } from '@contract/dashboards';
import { ALIGNMENTS, alignmentOffsets, canAlign, canOpenAlignment } from './align';
import { absoluteBoxOfChild, boxOf, composeGroup, decomposeGroup, flattenGroups, needsKeptAspect, screenBoundsOf } from './group';
import { boundsOf, isInside, normaliseDegrees, rectFromPoints, rotatePoint, unionOf } from './rect';
import { autoFitScale, clampScale, editorAreaOf, stepScale } from './scale';
import { snapRect } from './snap';
import { cursorFor, resizeFromHandle, rotateFromPointer } from './transform';

function comp(id: string, left: number, top: number, width: number, height: number, rotate = 0, extra: Partial<DashboardComponent> = {}): DashboardComponent {
  return { id, component: 'VText', label: id, propValue: id, style: { left, top, width, height, rotate, opacity: 1 }, animations: [], events: {}, isLock: false, ...extra };
}

describe('rect maths', () => {
  test('rotatePoint turns clockwise on screen like CSS rotate', () => {
    const p = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(10);
  });
  test('boundsOf an unrotated box is the box; a 90 degree turn swaps width and height about the centre', () => {
    expect(boundsOf({ left: 10, top: 20, width: 100, height: 40, rotate: 0 })).toEqual({ left: 10, top: 20, width: 100, height: 40 });
    const b = boundsOf({ left: 0, top: 0, width: 100, height: 40, rotate: 90 });
    expect(b.left).toBeCloseTo(30);
    expect(b.top).toBeCloseTo(-30);
    expect(b.width).toBeCloseTo(40);
    expect(b.height).toBeCloseTo(100);
  });
  test('boundsOf a 45 degree square grows by sqrt 2', () => {
    const b = boundsOf({ left: 0, top: 0, width: 100, height: 100, rotate: 45 });
    expect(b.width).toBeCloseTo(100 * Math.SQRT2);
    expect(b.left).toBeCloseTo(50 - 50 * Math.SQRT2);
  });
  test('unionOf, isInside, rectFromPoints, normaliseDegrees', () => {
    expect(unionOf([])).toBeUndefined();
    expect(unionOf([{ left: 0, top: 0, width: 10, height: 10 }, { left: 20, top: -5, width: 5, height: 5 }])).toEqual({ left: 0, top: -5, width: 25, height: 15 });
    expect(isInside({ left: 0, top: 0, width: 10, height: 10 }, { left: 0, top: 0, width: 10, height: 10 })).toBe(true);
    expect(isInside({ left: 0, top: 0, width: 10.5, height: 10 }, { left: 0, top: 0, width: 10, height: 10 })).toBe(false);
    expect(rectFromPoints({ x: 50, y: 10 }, { x: 20, y: 40 })).toEqual({ left: 20, top: 10, width: 30, height: 30 });
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(720)).toBe(0);
  });
});

describe('snapping (3 px, inclusive)', () => {
  const other = { left: 100, top: 100, width: 100, height: 50 };
  test('a left edge 2.9 px from another left edge snaps to it, with a vertical guide line', () => {
    const r = snapRect({ left: 102.9, top: 400, width: 40, height: 40 }, [other]);
    expect(r.left).toBeCloseTo(100);
    expect(r.top).toBe(400);
    expect(r.lines).toEqual([expect.objectContaining({ orientation: 'v', position: 100, kind: 'start-start' })]);
  });
  test('exactly 3 px snaps; 3.1 px does not and draws no line', () => {
    expect(snapRect({ left: 103, top: 400, width: 40, height: 40 }, [other]).left).toBeCloseTo(100);
    const far = snapRect({ left: 103.1, top: 400, width: 40, height: 40 }, [other]);
    expect(far.left).toBeCloseTo(103.1);
    expect(far.lines).toEqual([]);
  });
  test('top to bottom edge snaps vertically with a horizontal guide spanning both', () => {
    const r = snapRect({ left: 500, top: 148, width: 40, height: 40 }, [other]);
    expect(r.top).toBe(150);
    expect(r.lines).toEqual([{ orientation: 'h', position: 150, from: 100, to: 540, kind: 'start-end' }]);
  });
  test('centres snap to centres; both axes at once', () => {
    // other centre: (150, 125); moving 40x40 at centre (151, 126)
    const r = snapRect({ left: 131, top: 106, width: 40, height: 40 }, [other]);
    expect(r.left).toBe(130);
    expect(r.top).toBe(105);
    expect(r.lines.map((l) => l.kind).sort()).toEqual(['centre-centre', 'centre-centre']);
  });
  test('the nearest match wins', () => {
    const r = snapRect({ left: 0, top: 0, width: 10, height: 10 }, [
      { left: 12, top: 500, width: 10, height: 10 },
      { left: 11, top: 600, width: 10, height: 10 },
    ]);
    expect(r.left).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.position).toBe(11);
  });
  test('nothing to snap to leaves the position alone', () => {
    expect(snapRect({ left: 7, top: 8, width: 10, height: 10 }, [])).toEqual({ left: 7, top: 8, lines: [] });
  });
});

describe('alignment', () => {
  const rects = [
    { left: 0, top: 0, width: 10, height: 10 },
    { left: 50, top: 30, width: 20, height: 20 },
    { left: 100, top: 60, width: 30, height: 40 },
  ];
  test('enable rules: none with one or fewer; distributions need three', () => {
    expect(canOpenAlignment(1)).toBe(false);
    expect(canOpenAlignment(2)).toBe(true);
    for (const a of ALIGNMENTS) {
      expect(canAlign(a, 0)).toBe(false);
      expect(canAlign(a, 1)).toBe(false);
    }
    expect(canAlign('left', 2)).toBe(true);
    expect(canAlign('distributeX', 2)).toBe(false);
    expect(canAlign('distributeY', 2)).toBe(false);
    expect(canAlign('distributeX', 3)).toBe(true);
    expect(canAlign('distributeY', 3)).toBe(true);
  });
  test('left, right, top, bottom line up with the outermost edge', () => {
    expect(alignmentOffsets(rects, 'left').map((o) => o.dx)).toEqual([0, -50, -100]);
    expect(alignmentOffsets(rects, 'right').map((o) => o.dx)).toEqual([120, 60, 0]);
    expect(alignmentOffsets(rects, 'top').map((o) => o.dy)).toEqual([0, -30, -60]);
    expect(alignmentOffsets(rects, 'bottom').map((o) => o.dy)).toEqual([90, 50, 0]);
  });
  test('centres line up with the centre of the union', () => {
    expect(alignmentOffsets(rects, 'centerX').map((o) => o.dx)).toEqual([60, 5, -50]);
    expect(alignmentOffsets(rects, 'centerY').map((o) => o.dy)).toEqual([45, 10, -30]);
  });
  test('distribution keeps the ends and makes the gaps equal, whatever the input order', () => {
    const shuffled = [rects[2]!, rects[0]!, rects[1]!];
    const o = alignmentOffsets(shuffled, 'distributeX');
    const moved = shuffled.map((r, i) => ({ ...r, left: r.left + o[i]!.dx }));
    const sorted = [...moved].sort((a, b) => a.left - b.left);
    const gap1 = sorted[1]!.left - (sorted[0]!.left + sorted[0]!.width);
    const gap2 = sorted[2]!.left - (sorted[1]!.left + sorted[1]!.width);
    expect(gap1).toBeCloseTo(gap2);
    expect(o[0]!.dx).toBe(0);
    expect(o[1]!.dx).toBe(0);
    const v = alignmentOffsets(rects, 'distributeY');
    expect(v[0]!.dy).toBe(0);
    expect(v[2]!.dy).toBe(0);
    expect(v[1]!.dy).toBeCloseTo(-5); // span 100, occupied 70, gap 15: the second starts at 25 (was 30)
  });
  test('with too few, nothing moves', () => {
    expect(alignmentOffsets(rects.slice(0, 2), 'distributeX')).toEqual([{ dx: 0, dy: 0 }, { dx: 0, dy: 0 }]);
  });
});

describe('group and ungroup', () => {
  test('the group box is the union of what the children cover, rotation included; children in percent', () => {
    const g = composeGroup([comp('a', 0, 0, 100, 50), comp('b', 200, 100, 100, 100)], 'g');
    expect(g.component).toBe('Group');
    expect(g.style).toMatchObject({ left: 0, top: 0, width: 300, height: 200, rotate: 0 });
    const [a, b] = g.propValue as DashboardComponent[];
    expect(a!.groupStyle).toEqual({ left: 0, top: 0, width: (100 / 300) * 100, height: 25 });
    expect(b!.groupStyle).toEqual({ left: (200 / 300) * 100, top: 50, width: (100 / 300) * 100, height: 50 });
    const rotated = composeGroup([comp('a', 0, 0, 100, 100, 45), comp('b', 200, 0, 10, 10)], 'g2');
    expect(rotated.style.left).toBeCloseTo(50 - 50 * Math.SQRT2);
    expect(rotated.style.height).toBeCloseTo(100 * Math.SQRT2);
  });

  test('compose then decompose gives back every absolute position, size and rotation', () => {
    const originals = [comp('a', 10, 20, 100, 50, 30), comp('b', 300, 200, 80, 40, 0), comp('c', 150, 400, 60, 120, 270)];
    const back = decomposeGroup(composeGroup(originals, 'g'));
    expect(back.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    back.forEach((c, i) => {
      const o = originals[i]!.style;
      expect(c.style.left).toBeCloseTo(o.left, 1);
      expect(c.style.top).toBeCloseTo(o.top, 1);
      expect(c.style.width).toBeCloseTo(o.width, 1);
      expect(c.style.height).toBeCloseTo(o.height, 1);
      expect(c.style.rotate).toBeCloseTo(o.rotate, 1);
      expect(c.groupStyle).toBeUndefined();
    });
  });

  test('a moved, resized and rotated group places its children accordingly on decompose', () => {
    const g = composeGroup([comp('a', 0, 0, 100, 100), comp('b', 100, 0, 100, 100)], 'g'); // box 200x100
    const turned = { ...g, style: { ...g.style, left: 1000, top: 1000, width: 400, height: 200, rotate: 90 } };
    const [a, b] = decomposeGroup(turned);
    // group centre (1200, 1100); a's local centre (1100, 1100) turns to (1200, 1000)
    expect(a!.style.width).toBeCloseTo(200);
    expect(a!.style.left + a!.style.width / 2).toBeCloseTo(1200);
    expect(a!.style.top + a!.style.height / 2).toBeCloseTo(1000);
    expect(a!.style.rotate).toBe(90);
    expect(b!.style.top + b!.style.height / 2).toBeCloseTo(1200);
  });

  test('absoluteBoxOfChild adds the child rotation to the group rotation', () => {
    const child = { ...comp('a', 0, 0, 10, 10, 300), groupStyle: { left: 0, top: 0, width: 100, height: 100 } };
    expect(absoluteBoxOfChild({ left: 0, top: 0, width: 10, height: 10, rotate: 90 }, child).rotate).toBe(30);
  });

  test('groups inside a selection are flattened first', () => {
    const inner = composeGroup([comp('a', 0, 0, 10, 10), comp('b', 20, 20, 10, 10)], 'inner');
    const flat = flattenGroups([inner, comp('c', 50, 50, 10, 10)]);
    expect(flat.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    const g = composeGroup([inner, comp('c', 50, 50, 10, 10)], 'outer');
    expect((g.propValue as DashboardComponent[]).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(screenBoundsOf(g)).toEqual({ left: 0, top: 0, width: 60, height: 60 });
    expect(boxOf(g).rotate).toBe(0);
  });

  test('kept aspect only for groups with children turned by other than a right angle', () => {
    expect(needsKeptAspect(composeGroup([comp('a', 0, 0, 10, 10, 90), comp('b', 20, 0, 10, 10, 180)], 'g'))).toBe(false);
    expect(needsKeptAspect(composeGroup([comp('a', 0, 0, 10, 10, 30), comp('b', 20, 0, 10, 10)], 'g'))).toBe(true);
    expect(needsKeptAspect(comp('a', 0, 0, 10, 10, 30))).toBe(false);
  });
});

describe('resize and rotate', () => {
  const box = { left: 100, top: 100, width: 200, height: 100, rotate: 0 };
  test('each of the 8 handles moves its own edges only', () => {
    expect(resizeFromHandle(box, 'r', 50, 999)).toEqual({ ...box, width: 250 });
    expect(resizeFromHandle(box, 'l', 50, 0)).toEqual({ ...box, left: 150, width: 150 });
    expect(resizeFromHandle(box, 'b', 0, 20)).toEqual({ ...box, height: 120 });
    expect(resizeFromHandle(box, 't', 0, 20)).toEqual({ ...box, top: 120, height: 80 });
    expect(resizeFromHandle(box, 'br', 10, 20)).toEqual({ ...box, width: 210, height: 120 });
    expect(resizeFromHandle(box, 'tl', 10, 20)).toEqual({ ...box, left: 110, top: 120, width: 190, height: 80 });
    expect(resizeFromHandle(box, 'tr', 10, 20)).toEqual({ ...box, top: 120, width: 210, height: 80 });
    expect(resizeFromHandle(box, 'bl', 10, 20)).toEqual({ ...box, left: 110, width: 190, height: 120 });
  });
  test('sizes stop at the minimum', () => {
    expect(resizeFromHandle(box, 'r', -500, 0).width).toBe(10);
  });
  test('kept aspect: corners follow the larger change, edges scale the other side', () => {
    const r = resizeFromHandle(box, 'br', 100, 10, true);
    expect(r.width / r.height).toBeCloseTo(2);
    expect(r.width).toBeCloseTo(300);
    const e = resizeFromHandle(box, 'b', 0, 50, true);
    expect(e.height).toBeCloseTo(150);
    expect(e.width).toBeCloseTo(300);
  });
  test('a rotated box keeps the opposite corner in place on screen', () => {
    const rotated = { ...box, rotate: 90 };
    const centre = { x: 200, y: 150 };
    const fixedBefore = rotatePoint({ x: 100, y: 100 }, centre, 90); // tl stays when br is dragged
    // in the box frame, +x is screen +y after a 90 degree turn
    const r = resizeFromHandle(rotated, 'br', 0, 40);
    expect(r.width).toBeCloseTo(240);
    expect(r.height).toBeCloseTo(100);
    const fixedAfter = rotatePoint({ x: r.left, y: r.top }, { x: r.left + r.width / 2, y: r.top + r.height / 2 }, 90);
    expect(fixedAfter.x).toBeCloseTo(fixedBefore.x);
    expect(fixedAfter.y).toBeCloseTo(fixedBefore.y);
  });
  test('rotation follows the angle swept around the centre', () => {
    expect(rotateFromPointer({ x: 0, y: 0 }, { x: 0, y: -10 }, { x: 10, y: 0 }, 0)).toBe(90);
    expect(rotateFromPointer({ x: 0, y: 0 }, { x: 0, y: -10 }, { x: -10, y: 0 }, 10)).toBe(280);
  });
  test('handle cursors turn in 45 degree sectors', () => {
    expect(cursorFor('t', 0)).toBe('ns-resize');
    expect(cursorFor('t', 44)).toBe('nesw-resize');
    expect(cursorFor('t', 90)).toBe('ew-resize');
    expect(cursorFor('r', 0)).toBe('ew-resize');
    expect(cursorFor('br', 0)).toBe('nwse-resize');
  });
});

describe('canvas scale', () => {
  test('clamped to whole percent within 1-200', () => {
    expect(clampScale(0)).toBe(1);
    expect(clampScale(250)).toBe(200);
    expect(clampScale(49.6)).toBe(50);
    expect(clampScale(Number.NaN)).toBe(100);
    expect(stepScale(200, 1)).toBe(200);
    expect(stepScale(1, -1)).toBe(1);
    expect(stepScale(100, -1)).toBe(99);
  });
  test('auto fit: floor of the smaller ratio of the centre area minus 50 px each way', () => {
    // (1010-50)/1920 = 0.5 -> 50; (700-50)/1080 = 0.6018 -> the smaller is 50
    expect(autoFitScale({ width: 1010, height: 700 }, { width: 1920, height: 1080 })).toBe(50);
    // (1000-50)/1920 = 0.4947 -> 49 (floor, not round)
    expect(autoFitScale({ width: 1000, height: 2000 }, { width: 1920, height: 1080 })).toBe(49);
    expect(autoFitScale({ width: 10000, height: 10000 }, { width: 800, height: 600 })).toBe(200);
    expect(autoFitScale({ width: 40, height: 40 }, { width: 1920, height: 1080 })).toBe(1);
  });
  test('the editor area is the scaled canvas plus 20 by 10', () => {
    expect(editorAreaOf({ width: 1920, height: 1080 }, 50)).toEqual({ width: 980, height: 550 });
  });
});
