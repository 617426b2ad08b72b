import type { DashboardComponent } from '@contract/dashboards';
import { createComponent } from '../library';
import { type DesignerAction, type DesignerState, designerAbilities, designerReducer, initialDesignerState, selectionBounds } from './designerReducer';
import { HISTORY_STEPS, record, startHistory } from './history';

function comp(id: string, left: number, top: number, width = 100, height = 50, extra: Partial<DashboardComponent> = {}): DashboardComponent {
  return { id, component: 'VText', label: id, propValue: id, style: { left, top, width, height, rotate: 0, opacity: 1 }, animations: [], events: {}, isLock: false, ...extra };
}

function run(state: DesignerState, ...actions: DesignerAction[]): DesignerState {
  return actions.reduce(designerReducer, state);
}

function withComponents(...components: DashboardComponent[]): DesignerState {
  return initialDesignerState({ canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' }, componentData: components });
}

const ids = (s: DesignerState) => s.components.map((c) => c.id);
const byId = (s: DesignerState, id: string) => s.components.find((c) => c.id === id)!;

describe('load and drop', () => {
  test('initial state: default canvas, no selection, one snapshot', () => {
    const s = initialDesignerState();
    expect(s.canvasStyle).toEqual({ width: 1920, height: 1080, scale: 100, theme: 'dark' });
    expect(s.components).toEqual([]);
    expect(s.history.snapshots).toHaveLength(1);
    expect(designerAbilities(s).undo).toBe(false);
  });
  test('drop adds the component on top, selects it and records a snapshot', () => {
    const c = createComponent('VText', 'n1', 40.4, 60.6);
    const s = run(withComponents(comp('a', 0, 0)), { type: 'drop', component: c });
    expect(ids(s)).toEqual(['a', 'n1']);
    expect(s.selectedIds).toEqual(['n1']);
    expect(byId(s, 'n1').style).toMatchObject({ left: 40, top: 61 });
    expect(s.history.snapshots).toHaveLength(2);
    expect(s.revision).toBe(1);
  });
  test('load replaces everything and starts a new history', () => {
    const s = run(withComponents(comp('a', 0, 0)), { type: 'drop', component: comp('b', 1, 1) }, { type: 'load', content: { canvasStyle: { width: 800, height: 600, scale: 50, theme: 'light' }, componentData: [comp('x', 0, 0)] } });
    expect(ids(s)).toEqual(['x']);
    expect(s.canvasStyle.theme).toBe('light');
    expect(designerAbilities(s).undo).toBe(false);
  });
});

describe('history', () => {
  test('undo restores the components and reselects the same id when it still exists', () => {
    let s = run(withComponents(comp('a', 0, 0)), { type: 'select', id: 'a' }, { type: 'move', id: 'a', left: 50, top: 60 });
    expect(byId(s, 'a').style).toMatchObject({ left: 50, top: 60 });
    s = run(s, { type: 'undo' });
    expect(byId(s, 'a').style).toMatchObject({ left: 0, top: 0 });
    expect(s.selectedIds).toEqual(['a']);
    s = run(s, { type: 'redo' });
    expect(byId(s, 'a').style).toMatchObject({ left: 50, top: 60 });
  });
  test('undo of a drop drops the selection of the component that no longer exists', () => {
    const s = run(withComponents(), { type: 'drop', component: comp('n', 0, 0) }, { type: 'undo' });
    expect(s.components).toEqual([]);
    expect(s.selectedIds).toEqual([]);
  });
  test('a new snapshot drops the redo tail', () => {
    let s = run(withComponents(comp('a', 0, 0)), { type: 'move', id: 'a', left: 1, top: 1 }, { type: 'move', id: 'a', left: 2, top: 2 }, { type: 'undo' });
    expect(designerAbilities(s).redo).toBe(true);
    s = run(s, { type: 'move', id: 'a', left: 9, top: 9 });
    expect(designerAbilities(s).redo).toBe(false);
    s = run(s, { type: 'redo' });
    expect(byId(s, 'a').style.left).toBe(9);
    s = run(s, { type: 'undo' });
    expect(byId(s, 'a').style.left).toBe(1);
  });
  test('undo and redo stop at the ends', () => {
    const s = withComponents(comp('a', 0, 0));
    expect(run(s, { type: 'undo' })).toBe(s);
    expect(run(s, { type: 'redo' })).toBe(s);
  });
  test('history is bounded: at most HISTORY_STEPS undo steps, the oldest fall off', () => {
    expect(HISTORY_STEPS).toBeGreaterThanOrEqual(50);
    let s = withComponents(comp('a', 0, 0));
    for (let i = 1; i <= HISTORY_STEPS + 30; i++) s = run(s, { type: 'move', id: 'a', left: i, top: 0 });
    expect(s.history.snapshots).toHaveLength(HISTORY_STEPS + 1);
    for (let i = 0; i < HISTORY_STEPS + 10; i++) s = run(s, { type: 'undo' });
    expect(byId(s, 'a').style.left).toBe(30);
  });
  test('consecutive edits of one property of one component make one step; another edit makes a new one', () => {
    let s = run(withComponents(comp('a', 0, 0)), { type: 'select', id: 'a' });
    s = run(s, { type: 'update', id: 'a', change: { propValue: 'H' } }, { type: 'update', id: 'a', change: { propValue: 'He' } }, { type: 'update', id: 'a', change: { propValue: 'Hey' } });
    expect(s.history.snapshots).toHaveLength(2);
    s = run(s, { type: 'update', id: 'a', change: { style: { color: '#ff0000' } } });
    expect(s.history.snapshots).toHaveLength(3);
    s = run(s, { type: 'undo' });
    expect(byId(s, 'a').propValue).toBe('Hey');
    expect(byId(s, 'a').style.color).toBeUndefined();
    s = run(s, { type: 'undo' });
    expect(byId(s, 'a').propValue).toBe('a');
  });
  test('record coalesces only at the newest entry', () => {
    const h = record(record(startHistory([]), [comp('a', 0, 0)], 'k'), [comp('a', 1, 0)], 'k');
    expect(h.snapshots).toHaveLength(2);
    expect(record(h, [], undefined).snapshots).toHaveLength(3);
  });
});

describe('selection', () => {
  const state = withComponents(comp('a', 10, 10), comp('b', 200, 10), comp('c', 400, 400), comp('l', 20, 100, 50, 50, { isLock: true }));
  test('select one, or none for an unknown id or null', () => {
    expect(run(state, { type: 'select', id: 'b' }).selectedIds).toEqual(['b']);
    expect(run(state, { type: 'select', id: 'zz' }).selectedIds).toEqual([]);
    expect(run(state, { type: 'select', id: 'b' }, { type: 'select', id: null }).selectedIds).toEqual([]);
  });
  test('area select takes unlocked components fully inside, never locked ones', () => {
    const s = run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 310, height: 200 } });
    expect(s.selectedIds).toEqual(['a', 'b']);
    expect(selectionBounds(s)).toEqual({ left: 10, top: 10, width: 290, height: 50 });
  });
  test('area select with one or none inside clears the selection; partly inside does not count', () => {
    expect(run(state, { type: 'select', id: 'a' }, { type: 'areaSelect', rect: { left: 0, top: 0, width: 120, height: 200 } }).selectedIds).toEqual([]);
    expect(run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 299, height: 59 } }).selectedIds).toEqual([]);
  });
});

describe('move, resize, rotate', () => {
  const state = withComponents(comp('a', 10, 10), comp('l', 20, 100, 50, 50, { isLock: true }), comp('b', 300, 10));
  test('locked components cannot be moved, resized or rotated', () => {
    expect(run(state, { type: 'move', id: 'l', left: 0, top: 0 })).toBe(state);
    expect(run(state, { type: 'resize', id: 'l', box: { left: 0, top: 0, width: 5, height: 5 } })).toBe(state);
    expect(run(state, { type: 'rotate', id: 'l', rotate: 45 })).toBe(state);
  });
  test('resize and rotate record snapshots', () => {
    const s = run(state, { type: 'resize', id: 'a', box: { left: 5, top: 6, width: 70, height: 80 } }, { type: 'rotate', id: 'a', rotate: 30 });
    expect(byId(s, 'a').style).toMatchObject({ left: 5, top: 6, width: 70, height: 80, rotate: 30 });
    expect(s.history.snapshots).toHaveLength(3);
  });
  test('a move to the same place records nothing', () => {
    expect(run(state, { type: 'move', id: 'a', left: 10, top: 10 })).toBe(state);
  });
  test('moveSelection (area drag or arrow nudge) moves the unlocked selected ones only', () => {
    const s = run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 1000, height: 1000 } });
    expect(s.selectedIds).toEqual(['a', 'b']);
    const moved = run({ ...s, selectedIds: ['a', 'b', 'l'] }, { type: 'moveSelection', dx: 1, dy: -10 });
    expect(byId(moved, 'a').style).toMatchObject({ left: 11, top: 0 });
    expect(byId(moved, 'b').style).toMatchObject({ left: 301, top: 0 });
    expect(byId(moved, 'l').style).toMatchObject({ left: 20, top: 100 });
  });
});

describe('update, delete, clear, lock', () => {
  test('update merges style and replaces propValue', () => {
    const s = run(withComponents(comp('a', 0, 0)), { type: 'update', id: 'a', change: { style: { fontSize: 20 }, propValue: 'x' } });
    expect(byId(s, 'a').style).toMatchObject({ left: 0, fontSize: 20 });
    expect(byId(s, 'a').propValue).toBe('x');
  });
  test('canvas style stays within its bounds and does not enter the history', () => {
    const s = run(withComponents(), { type: 'canvasStyle', style: { width: 20000, height: 100, theme: 'light' } });
    expect(s.canvasStyle).toEqual({ width: 16000, height: 600, scale: 100, theme: 'light' });
    expect(s.history.snapshots).toHaveLength(1);
    expect(s.revision).toBe(1);
  });
  test('delete removes the selected, records, clears the selection; without a selection asks to select', () => {
    const s = run(withComponents(comp('a', 0, 0), comp('b', 0, 0)), { type: 'select', id: 'a' }, { type: 'delete' });
    expect(ids(s)).toEqual(['b']);
    expect(s.selectedIds).toEqual([]);
    expect(run(s, { type: 'undo' }).components.map((c) => c.id)).toEqual(['a', 'b']);
    expect(run(s, { type: 'delete' }).notice?.key).toBe('select_component');
  });
  test('a locked component is not deleted', () => {
    const s = run(withComponents(comp('a', 0, 0, 10, 10, { isLock: true })), { type: 'select', id: 'a' });
    expect(run(s, { type: 'delete' })).toBe(s);
  });
  test('clear canvas empties it and can be undone', () => {
    const s = run(withComponents(comp('a', 0, 0)), { type: 'clearCanvas' });
    expect(s.components).toEqual([]);
    expect(run(s, { type: 'undo' }).components).toHaveLength(1);
    expect(designerAbilities(s).clear).toBe(false);
  });
  test('lock and unlock set isLock and record', () => {
    let s = run(withComponents(comp('a', 0, 0)), { type: 'select', id: 'a' }, { type: 'lock' });
    expect(byId(s, 'a').isLock).toBe(true);
    expect(designerAbilities(s)).toMatchObject({ lock: false, unlock: true });
    s = run(s, { type: 'unlock' });
    expect(byId(s, 'a').isLock).toBe(false);
    expect(s.history.snapshots).toHaveLength(3);
    expect(run(withComponents(), { type: 'lock' }).notice?.key).toBe('select_component');
  });
});

describe('compose and decompose', () => {
  const state = withComponents(comp('a', 0, 0, 100, 50), comp('x', 500, 500), comp('b', 200, 100, 100, 100));
  test('compose needs an area selection; the group goes on top and is selected', () => {
    expect(designerAbilities(state).compose).toBe(false);
    expect(run(state, { type: 'select', id: 'a' }, { type: 'compose', id: 'g' }).components).toHaveLength(3);
    const s = run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 300, height: 200 } });
    expect(designerAbilities(s).compose).toBe(true);
    const g = run(s, { type: 'compose', id: 'g' });
    expect(ids(g)).toEqual(['x', 'g']);
    expect(g.selectedIds).toEqual(['g']);
    expect(byId(g, 'g').style).toMatchObject({ left: 0, top: 0, width: 300, height: 200 });
    expect((byId(g, 'g').propValue as DashboardComponent[]).map((c) => c.groupStyle)).toEqual([
      { left: 0, top: 0, width: (100 / 300) * 100, height: 25 },
      { left: (200 / 300) * 100, top: 50, width: (100 / 300) * 100, height: 50 },
    ]);
    expect(designerAbilities(g).decompose).toBe(true);
  });
  test('decompose puts the children back with absolute boxes where the group was, deletes the group, selects them', () => {
    let s = run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 300, height: 200 } }, { type: 'compose', id: 'g' });
    s = run(s, { type: 'move', id: 'g', left: 100, top: 100 }, { type: 'decompose' });
    expect(ids(s)).toEqual(['x', 'a', 'b']);
    expect(byId(s, 'a').style).toMatchObject({ left: 100, top: 100, width: 100, height: 50 });
    expect(byId(s, 'b').style).toMatchObject({ left: 300, top: 200 });
    expect(s.selectedIds).toEqual(['a', 'b']);
    expect(byId(s, 'a').groupStyle).toBeUndefined();
  });
  test('compose, undo, redo', () => {
    const s = run(state, { type: 'areaSelect', rect: { left: 0, top: 0, width: 300, height: 200 } }, { type: 'compose', id: 'g' }, { type: 'undo' });
    expect(ids(s)).toEqual(['a', 'x', 'b']);
    expect(ids(run(s, { type: 'redo' }))).toEqual(['x', 'g']);
  });
  test('decompose is refused for a locked group or a non-group', () => {
    const s = run(state, { type: 'select', id: 'a' });
    expect(run(s, { type: 'decompose' })).toBe(s);
  });
});

describe('alignment', () => {
  const state = withComponents(comp('a', 0, 0), comp('b', 50, 30), comp('c', 100, 60), comp('l', 300, 300, 10, 10, { isLock: true }));
  test('aligns the selected unlocked ones; the locked one stays', () => {
    const s = run({ ...state, selectedIds: ['a', 'b', 'c', 'l'] }, { type: 'align', alignment: 'left' });
    expect(s.components.map((c) => c.style.left)).toEqual([0, 0, 0, 300]);
    expect(designerAbilities({ ...state, selectedIds: ['a', 'b', 'c', 'l'] }).alignmentCount).toBe(3);
  });
  test('distributions need three; with two nothing changes', () => {
    const two = { ...state, selectedIds: ['a', 'b'] };
    expect(run(two, { type: 'align', alignment: 'distributeX' })).toBe(two);
    expect(run(two, { type: 'align', alignment: 'right' }).components.map((c) => c.style.left)).toEqual([50, 50, 100, 300]);
  });
});

describe('copy, cut, paste', () => {
  const group = { ...comp('g', 0, 0, 100, 100), component: 'Group' as const, propValue: [{ ...comp('k1', 0, 0), groupStyle: { left: 0, top: 0, width: 50, height: 50 } }] };
  const state = withComponents(comp('a', 100, 100), group);
  test('copy or cut without a selection says 请选择组件', () => {
    expect(run(state, { type: 'copy' }).notice?.key).toBe('select_component');
    expect(run(state, { type: 'cut' }).notice?.key).toBe('select_component');
    expect(run(state, { type: 'paste', idPrefix: 'p' }).notice?.key).toBe('clipboard_empty');
  });
  test('paste without a position lands 10 px further, with a new id, selected; again 10 px further', () => {
    let s = run(state, { type: 'select', id: 'a' }, { type: 'copy' }, { type: 'paste', idPrefix: 'p' });
    expect(ids(s)).toEqual(['a', 'g', 'p0']);
    expect(byId(s, 'p0').style).toMatchObject({ left: 110, top: 110 });
    expect(s.selectedIds).toEqual(['p0']);
    s = run(s, { type: 'paste', idPrefix: 'q' });
    expect(byId(s, 'q0').style).toMatchObject({ left: 120, top: 120 });
    expect(s.history.snapshots).toHaveLength(3);
  });
  test('paste from the menu lands at the menu position', () => {
    const s = run(state, { type: 'select', id: 'a' }, { type: 'copy' }, { type: 'paste', idPrefix: 'p', at: { x: 700, y: 300 } });
    expect(byId(s, 'p0').style).toMatchObject({ left: 700, top: 300 });
  });
  test('group children get new ids too, and the copy is deep', () => {
    const s = run(state, { type: 'select', id: 'g' }, { type: 'copy' }, { type: 'paste', idPrefix: 'p' });
    const pasted = byId(s, 'p0');
    expect((pasted.propValue as DashboardComponent[]).map((c) => c.id)).toEqual(['p1']);
    expect(pasted.propValue).not.toBe(group.propValue);
    expect(byId(s, 'g').propValue).toEqual(group.propValue);
  });
  test('cut removes the original and the clipboard empties after one paste', () => {
    let s = run(state, { type: 'select', id: 'a' }, { type: 'cut' });
    expect(ids(s)).toEqual(['g']);
    expect(s.clipboard?.cut).toBe(true);
    s = run(s, { type: 'paste', idPrefix: 'p' });
    expect(ids(s)).toEqual(['g', 'p0']);
    expect(s.clipboard).toBeNull();
    expect(run(s, { type: 'paste', idPrefix: 'q' }).notice?.key).toBe('clipboard_empty');
  });
  test('copying an area selection pastes all of them keeping their relative places', () => {
    const s = run(withComponents(comp('a', 0, 0, 10, 10), comp('b', 50, 20, 10, 10)), { type: 'areaSelect', rect: { left: 0, top: 0, width: 100, height: 100 } }, { type: 'copy' }, { type: 'paste', idPrefix: 'p', at: { x: 500, y: 500 } });
    expect(s.components.slice(2).map((c) => [c.id, c.style.left, c.style.top])).toEqual([['p0', 500, 500], ['p1', 550, 520]]);
    expect(s.selectedIds).toEqual(['p0', 'p1']);
  });
});

describe('ordering', () => {
  const state = withComponents(comp('a', 0, 0), comp('b', 0, 0), comp('c', 0, 0));
  test('up and down swap with a neighbour; top and bottom move to the ends', () => {
    expect(ids(run(state, { type: 'select', id: 'a' }, { type: 'order', move: 'up' }))).toEqual(['b', 'a', 'c']);
    expect(ids(run(state, { type: 'select', id: 'c' }, { type: 'order', move: 'down' }))).toEqual(['a', 'c', 'b']);
    expect(ids(run(state, { type: 'select', id: 'a' }, { type: 'order', move: 'top' }))).toEqual(['b', 'c', 'a']);
    expect(ids(run(state, { type: 'select', id: 'c' }, { type: 'order', move: 'bottom' }))).toEqual(['c', 'a', 'b']);
  });
  test('已经到顶了 / 已经到底了 at the ends, nothing changes', () => {
    const top = run(state, { type: 'select', id: 'c' }, { type: 'order', move: 'up' });
    expect(top.notice?.key).toBe('at_top');
    expect(ids(top)).toEqual(['a', 'b', 'c']);
    expect(run(state, { type: 'select', id: 'c' }, { type: 'order', move: 'top' }).notice?.key).toBe('at_top');
    expect(run(state, { type: 'select', id: 'a' }, { type: 'order', move: 'down' }).notice?.key).toBe('at_bottom');
    expect(run(state, { type: 'select', id: 'a' }, { type: 'order', move: 'bottom' }).notice?.key).toBe('at_bottom');
  });
  test('each notice gets a new sequence number so the same message shows again', () => {
    const once = run(state, { type: 'select', id: 'c' }, { type: 'order', move: 'up' });
    const twice = run(once, { type: 'order', move: 'up' });
    expect(twice.notice!.seq).toBe(once.notice!.seq + 1);
  });
  test('reordering records a snapshot', () => {
    const s = run(state, { type: 'select', id: 'a' }, { type: 'order', move: 'up' }, { type: 'undo' });
    expect(ids(s)).toEqual(['a', 'b', 'c']);
  });
});

describe('animations', () => {
  const fade = { label: '淡入', value: 'fadeIn', animationTime: 1, isLoop: true };
  const bounce = { label: '弹跳', value: 'bounce', animationTime: 1, isLoop: false };
  test('add, update, remove on the selected component; loop is off with more than one', () => {
    let s = run(withComponents(comp('a', 0, 0)), { type: 'select', id: 'a' }, { type: 'addAnimation', item: fade });
    expect(byId(s, 'a').animations).toEqual([fade]);
    s = run(s, { type: 'addAnimation', item: bounce });
    expect(byId(s, 'a').animations.map((a) => a.isLoop)).toEqual([false, false]);
    s = run(s, { type: 'updateAnimation', index: 1, item: { ...bounce, animationTime: 2.5 } });
    expect(byId(s, 'a').animations[1]!.animationTime).toBe(2.5);
    s = run(s, { type: 'removeAnimation', index: 0 });
    expect(byId(s, 'a').animations.map((a) => a.value)).toEqual(['bounce']);
  });
  test('nothing happens without a selected unlocked component', () => {
    const s = withComponents(comp('a', 0, 0));
    expect(run(s, { type: 'addAnimation', item: fade })).toBe(s);
  });
});

describe('mode and scale', () => {
  test('preview and back; scale clamped, not in history', () => {
    const s = run(withComponents(), { type: 'mode', mode: 'preview' }, { type: 'scale', scale: 500 });
    expect(s.mode).toBe('preview');
    expect(s.canvasStyle.scale).toBe(200);
    expect(run(s, { type: 'mode', mode: 'edit' }).mode).toBe('edit');
    expect(s.history.snapshots).toHaveLength(1);
  });
  test('importComponents replaces the components as one undoable step', () => {
    const s = run(withComponents(comp('a', 0, 0)), { type: 'importComponents', components: [comp('z', 0, 0)] });
    expect(ids(s)).toEqual(['z']);
    expect(ids(run(s, { type: 'undo' }))).toEqual(['a']);
  });
});
