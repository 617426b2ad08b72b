import type { DashboardComponent, GroupStyle } from '@contract/dashboards';
import { type Box, type Rect, boundsOf, centreOf, normaliseDegrees, rotatePoint, round2, unionOf } from './rect';

/**
 * 组合 / 拆分 (spec part 2 sections 3 and 4). A Group's box is the union of the rectangles its
 * children cover on screen (their rotation included); each child keeps its own rotation in its
 * style and its place as `groupStyle`, percentages of the group's box, so resizing the group
 * scales the children. Decompose turns them back into absolute boxes through the group's current
 * size and rotation.
 */

export function boxOf(component: DashboardComponent): Box {
  const { left, top, width, height, rotate } = component.style;
  return { left, top, width, height, rotate: rotate ?? 0 };
}

/** The rectangle a component covers on screen. */
export function screenBoundsOf(component: DashboardComponent): Rect {
  return boundsOf(boxOf(component));
}

/** Percentages of `box` within `group` (spec: groupStyle). */
export function groupStyleOf(box: Rect, group: Rect): GroupStyle {
  const w = group.width || 1;
  const h = group.height || 1;
  return {
    left: ((box.left - group.left) / w) * 100,
    top: ((box.top - group.top) / h) * 100,
    width: (box.width / w) * 100,
    height: (box.height / h) * 100,
  };
}

/** A Group's children (its propValue), or none for any other component. */
export function childrenOf(component: DashboardComponent): DashboardComponent[] {
  return component.component === 'Group' && Array.isArray(component.propValue) ? (component.propValue as DashboardComponent[]) : [];
}

/**
 * A group child's absolute box on the canvas: its percentages of the group's current box, turned
 * with the group around the group's centre; its rotation is its own plus the group's.
 */
export function absoluteBoxOfChild(group: Box, child: DashboardComponent): Box {
  const gs = child.groupStyle ?? { left: 0, top: 0, width: 100, height: 100 };
  const width = (gs.width / 100) * group.width;
  const height = (gs.height / 100) * group.height;
  const localCentre = { x: group.left + (gs.left / 100) * group.width + width / 2, y: group.top + (gs.top / 100) * group.height + height / 2 };
  const centre = rotatePoint(localCentre, centreOf(group), group.rotate);
  return {
    left: centre.x - width / 2,
    top: centre.y - height / 2,
    width,
    height,
    rotate: normaliseDegrees((child.style.rotate ?? 0) + group.rotate),
  };
}

function withBox(component: DashboardComponent, box: Box): DashboardComponent {
  const { groupStyle: _dropped, ...rest } = component;
  return {
    ...rest,
    style: { ...component.style, left: round2(box.left), top: round2(box.top), width: round2(box.width), height: round2(box.height), rotate: round2(box.rotate) },
  };
}

/** 拆分: the group's children as canvas components with their absolute boxes (no groupStyle). */
export function decomposeGroup(group: DashboardComponent): DashboardComponent[] {
  const box = boxOf(group);
  return childrenOf(group).map((child) => withBox(child, absoluteBoxOfChild(box, child)));
}

/** The selection to compose: groups inside it are flattened first (spec). */
export function flattenGroups(components: readonly DashboardComponent[]): DashboardComponent[] {
  return components.flatMap((c) => (c.component === 'Group' ? decomposeGroup(c) : [c]));
}

/**
 * 组合: one Group holding `components` (groups among them flattened first), its box the union of
 * what they cover on screen, each child with its groupStyle in percent of that box.
 */
export function composeGroup(components: readonly DashboardComponent[], id: string, label = 'Group'): DashboardComponent {
  const children = flattenGroups(components);
  const box = unionOf(children.map(screenBoundsOf)) ?? { left: 0, top: 0, width: 0, height: 0 };
  return {
    id,
    component: 'Group',
    label,
    group: 'group',
    propValue: children.map((child) => ({ ...child, groupStyle: groupStyleOf(boxOf(child), box) })),
    style: { left: box.left, top: box.top, width: box.width, height: box.height, rotate: 0, opacity: 1 },
    animations: [],
    events: {},
    isLock: false,
  };
}

/**
 * Spec: a group whose children are turned by other than a right angle keeps its aspect ratio
 * when resized (a non-uniform stretch would no longer match what the children cover).
 */
export function needsKeptAspect(component: DashboardComponent): boolean {
  return childrenOf(component).some((child) => normaliseDegrees(child.style.rotate ?? 0) % 90 !== 0 || needsKeptAspect(child));
}
