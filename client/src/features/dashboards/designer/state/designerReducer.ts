import {
  type AnimationItem,
  type CanvasStyle,
  type ComponentStyle,
  type DashboardComponent,
  type DashboardContent,
  DASHBOARD_LIMITS,
  DEFAULT_CANVAS_STYLE,
} from '@contract/dashboards';
import { type Alignment, alignmentOffsets, canAlign } from '../geometry/align';
import { composeGroup, decomposeGroup, screenBoundsOf } from '../geometry/group';
import { type Point, type Rect, isInside, round2, unionOf } from '../geometry/rect';
import { clampScale } from '../geometry/scale';
import { copyWithNewIds, deepCopy } from '../library';
import { type History, canRedo, canUndo, current, record, startHistory, step } from './history';

/**
 * The designer's state (spec part 2 section 4) as one pure reducer: the canvas, the components
 * (array order is the stacking order, last on top), the selection, the clipboard, the snapshots,
 * the editor mode. Messages for the user come back as `notice` for the screen to show; the
 * reducer never talks to the outside world. Ids of new components arrive in the actions.
 */

/** Messages the reducer asks the screen to show (keys of the designer's messages, `dd_notice_*`). */
export type NoticeKey = 'select_component' | 'at_top' | 'at_bottom' | 'clipboard_empty';

export type Clipboard = { components: DashboardComponent[]; cut: boolean };

export type EditorMode = 'edit' | 'preview';

export type DesignerState = {
  canvasStyle: CanvasStyle;
  components: DashboardComponent[];
  /** Empty: nothing; one id: a selected component; several: an area selection. */
  selectedIds: string[];
  clipboard: Clipboard | null;
  history: History;
  mode: EditorMode;
  notice: { key: NoticeKey; seq: number } | null;
  /** Counts changes of the content (components or canvas), for autosave. */
  revision: number;
};

export type ComponentChange = { propValue?: unknown; style?: Partial<ComponentStyle> };
export type OrderMove = 'up' | 'down' | 'top' | 'bottom';

export type DesignerAction =
  | { type: 'load'; content: DashboardContent }
  | { type: 'importComponents'; components: DashboardComponent[] }
  | { type: 'drop'; component: DashboardComponent }
  | { type: 'select'; id: string | null }
  | { type: 'areaSelect'; rect: Rect }
  | { type: 'move'; id: string; left: number; top: number }
  | { type: 'moveSelection'; dx: number; dy: number }
  | { type: 'resize'; id: string; box: Rect }
  | { type: 'rotate'; id: string; rotate: number }
  | { type: 'update'; id: string; change: ComponentChange }
  | { type: 'canvasStyle'; style: Partial<CanvasStyle> }
  | { type: 'delete' }
  | { type: 'clearCanvas' }
  | { type: 'compose'; id: string; label?: string }
  | { type: 'decompose' }
  | { type: 'lock' }
  | { type: 'unlock' }
  | { type: 'align'; alignment: Alignment }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste'; idPrefix: string; at?: Point }
  | { type: 'order'; move: OrderMove }
  | { type: 'addAnimation'; item: AnimationItem }
  | { type: 'removeAnimation'; index: number }
  | { type: 'updateAnimation'; index: number; item: AnimationItem }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'mode'; mode: EditorMode }
  | { type: 'scale'; scale: number };

export function initialDesignerState(content?: DashboardContent): DesignerState {
  const components = content?.componentData ?? [];
  return {
    canvasStyle: { ...DEFAULT_CANVAS_STYLE, ...content?.canvasStyle },
    components,
    selectedIds: [],
    clipboard: null,
    history: startHistory(components),
    mode: 'edit',
    notice: null,
    revision: 0,
  };
}

/* ---------- selectors ---------- */

export function selectedComponents(state: DesignerState): DashboardComponent[] {
  return state.components.filter((c) => state.selectedIds.includes(c.id));
}

/** The one selected component, when exactly one is selected. */
export function selectedComponent(state: DesignerState): DashboardComponent | undefined {
  return state.selectedIds.length === 1 ? state.components.find((c) => c.id === state.selectedIds[0]) : undefined;
}

export function isAreaSelection(state: DesignerState): boolean {
  return state.selectedIds.length > 1;
}

/** The box drawn around an area selection. */
export function selectionBounds(state: DesignerState): Rect | undefined {
  return unionOf(selectedComponents(state).map(screenBoundsOf));
}

/** What the toolbar and the right-click menu may do now. */
export function designerAbilities(state: DesignerState) {
  const selected = selectedComponents(state);
  const one = selectedComponent(state);
  const unlocked = selected.filter((c) => !c.isLock);
  return {
    undo: canUndo(state.history),
    redo: canRedo(state.history),
    compose: isAreaSelection(state) && unlocked.length >= 2,
    decompose: !!one && one.component === 'Group' && !one.isLock,
    lock: unlocked.length > 0,
    unlock: selected.some((c) => c.isLock),
    alignmentCount: isAreaSelection(state) ? unlocked.length : 0,
    clear: state.components.length > 0,
    paste: !!state.clipboard,
  };
}

/* ---------- helpers ---------- */

function notice(state: DesignerState, key: NoticeKey): DesignerState {
  return { ...state, notice: { key, seq: (state.notice?.seq ?? 0) + 1 } };
}

/** The components changed by an action: recorded as a snapshot (unless unchanged). */
function commit(state: DesignerState, components: DashboardComponent[], selectedIds = state.selectedIds, key?: string): DesignerState {
  if (components === state.components && selectedIds === state.selectedIds) return state;
  const existing = new Set(components.map((c) => c.id));
  return {
    ...state,
    components,
    selectedIds: selectedIds.filter((id) => existing.has(id)),
    history: components === state.components ? state.history : record(state.history, components, key),
    revision: components === state.components ? state.revision : state.revision + 1,
  };
}

function mapComponents(components: DashboardComponent[], ids: ReadonlySet<string>, fn: (c: DashboardComponent) => DashboardComponent): DashboardComponent[] {
  let changed = false;
  const next = components.map((c) => {
    if (!ids.has(c.id)) return c;
    const updated = fn(c);
    if (updated !== c) changed = true;
    return updated;
  });
  return changed ? next : components;
}

function withStyle(c: DashboardComponent, style: Partial<ComponentStyle>): DashboardComponent {
  return { ...c, style: { ...c.style, ...style } };
}

function shifted(c: DashboardComponent, dx: number, dy: number): DashboardComponent {
  if (dx === 0 && dy === 0) return c;
  return withStyle(c, { left: round2(c.style.left + dx), top: round2(c.style.top + dy) });
}

function unlockedIds(state: DesignerState, ids: readonly string[]): Set<string> {
  return new Set(state.components.filter((c) => ids.includes(c.id) && !c.isLock).map((c) => c.id));
}

function findUnlocked(state: DesignerState, id: string): DashboardComponent | undefined {
  const c = state.components.find((x) => x.id === id);
  return c && !c.isLock ? c : undefined;
}

/* ---------- the reducer ---------- */

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return { ...initialDesignerState(action.content), notice: state.notice };

    case 'importComponents':
      return commit(state, action.components, []);

    case 'drop':
      return commit(state, [...state.components, action.component], [action.component.id]);

    case 'select': {
      const ids = action.id && state.components.some((c) => c.id === action.id) ? [action.id] : [];
      return { ...state, selectedIds: ids };
    }

    case 'areaSelect': {
      const ids = state.components.filter((c) => !c.isLock && isInside(screenBoundsOf(c), action.rect)).map((c) => c.id);
      return { ...state, selectedIds: ids.length > 1 ? ids : [] };
    }

    case 'move': {
      const c = findUnlocked(state, action.id);
      if (!c) return state;
      if (c.style.left === action.left && c.style.top === action.top) return state;
      return commit(state, mapComponents(state.components, new Set([c.id]), (x) => withStyle(x, { left: round2(action.left), top: round2(action.top) })));
    }

    case 'moveSelection': {
      const ids = unlockedIds(state, state.selectedIds);
      if (ids.size === 0 || (action.dx === 0 && action.dy === 0)) return state;
      return commit(state, mapComponents(state.components, ids, (c) => shifted(c, action.dx, action.dy)));
    }

    case 'resize': {
      const c = findUnlocked(state, action.id);
      if (!c) return state;
      const { left, top, width, height } = action.box;
      return commit(
        state,
        mapComponents(state.components, new Set([c.id]), (x) => withStyle(x, { left: round2(left), top: round2(top), width: round2(width), height: round2(height) })),
      );
    }

    case 'rotate': {
      const c = findUnlocked(state, action.id);
      if (!c || c.style.rotate === action.rotate) return state;
      return commit(state, mapComponents(state.components, new Set([c.id]), (x) => withStyle(x, { rotate: action.rotate })));
    }

    case 'update': {
      const c = findUnlocked(state, action.id);
      if (!c) return state;
      const { change } = action;
      const key = `update:${c.id}:${'propValue' in change ? 'p' : ''}:${Object.keys(change.style ?? {}).sort().join(',')}`;
      return commit(
        state,
        mapComponents(state.components, new Set([c.id]), (x) => ({
          ...x,
          ...('propValue' in change ? { propValue: change.propValue } : {}),
          style: change.style ? { ...x.style, ...change.style } : x.style,
        })),
        state.selectedIds,
        key,
      );
    }

    case 'canvasStyle': {
      const style = { ...state.canvasStyle, ...action.style };
      const { canvasWidth, canvasHeight } = DASHBOARD_LIMITS;
      style.width = Math.min(canvasWidth.max, Math.max(canvasWidth.min, Math.round(style.width)));
      style.height = Math.min(canvasHeight.max, Math.max(canvasHeight.min, Math.round(style.height)));
      style.scale = clampScale(style.scale);
      return { ...state, canvasStyle: style, revision: state.revision + 1 };
    }

    case 'scale':
      return { ...state, canvasStyle: { ...state.canvasStyle, scale: clampScale(action.scale) } };

    case 'delete': {
      const ids = unlockedIds(state, state.selectedIds);
      if (ids.size === 0) return state.selectedIds.length === 0 ? notice(state, 'select_component') : state;
      return commit(
        state,
        state.components.filter((c) => !ids.has(c.id)),
        [],
      );
    }

    case 'clearCanvas':
      if (state.components.length === 0) return state;
      return commit(state, [], []);

    case 'compose': {
      if (!isAreaSelection(state)) return state;
      const ids = unlockedIds(state, state.selectedIds);
      if (ids.size < 2) return state;
      const chosen = state.components.filter((c) => ids.has(c.id));
      const group = composeGroup(chosen, action.id, action.label);
      return commit(state, [...state.components.filter((c) => !ids.has(c.id)), group], [group.id]);
    }

    case 'decompose': {
      const one = selectedComponent(state);
      if (!one || one.component !== 'Group' || one.isLock) return state;
      const index = state.components.indexOf(one);
      const children = decomposeGroup(one);
      const components = [...state.components.slice(0, index), ...children, ...state.components.slice(index + 1)];
      return commit(state, components, children.length > 1 ? children.map((c) => c.id) : children.map((c) => c.id).slice(0, 1));
    }

    case 'lock':
    case 'unlock': {
      const isLock = action.type === 'lock';
      const ids = new Set(state.selectedIds);
      if (ids.size === 0) return notice(state, 'select_component');
      const components = mapComponents(state.components, ids, (c) => (c.isLock === isLock ? c : { ...c, isLock }));
      return commit(state, components);
    }

    case 'align': {
      const chosen = state.components.filter((c) => state.selectedIds.includes(c.id) && !c.isLock);
      if (!canAlign(action.alignment, chosen.length)) return state;
      const offsets = alignmentOffsets(chosen.map(screenBoundsOf), action.alignment);
      const byId = new Map(chosen.map((c, i) => [c.id, offsets[i]!]));
      return commit(
        state,
        mapComponents(state.components, new Set(byId.keys()), (c) => {
          const o = byId.get(c.id)!;
          return shifted(c, o.dx, o.dy);
        }),
      );
    }

    case 'copy': {
      const chosen = selectedComponents(state);
      if (chosen.length === 0) return notice(state, 'select_component');
      return { ...state, clipboard: { components: deepCopy(chosen), cut: false } };
    }

    case 'cut': {
      const chosen = selectedComponents(state).filter((c) => !c.isLock);
      if (chosen.length === 0) return notice(state, 'select_component');
      const ids = new Set(chosen.map((c) => c.id));
      const next = commit(state, state.components.filter((c) => !ids.has(c.id)), []);
      return { ...next, clipboard: { components: deepCopy(chosen), cut: true } };
    }

    case 'paste': {
      const clip = state.clipboard;
      if (!clip || clip.components.length === 0) return notice(state, 'clipboard_empty');
      const bounds = unionOf(clip.components.map(screenBoundsOf))!;
      const dx = action.at ? action.at.x - bounds.left : DASHBOARD_LIMITS.pasteOffset;
      const dy = action.at ? action.at.y - bounds.top : DASHBOARD_LIMITS.pasteOffset;
      let n = 0;
      const nextId = () => `${action.idPrefix}${n++}`;
      const placed = clip.components.map((c) => shifted(c, dx, dy));
      const pasted = placed.map((c) => copyWithNewIds(c, nextId));
      const next = commit(state, [...state.components, ...pasted], pasted.map((c) => c.id));
      // Cut: the clipboard empties after one paste. Copy: the next paste lands 10 px further on.
      return { ...next, clipboard: clip.cut ? null : { components: placed, cut: false } };
    }

    case 'order': {
      const one = selectedComponent(state);
      if (!one) return notice(state, 'select_component');
      const index = state.components.indexOf(one);
      const last = state.components.length - 1;
      const up = action.move === 'up' || action.move === 'top';
      if (up && index === last) return notice(state, 'at_top');
      if (!up && index === 0) return notice(state, 'at_bottom');
      const rest = state.components.filter((c) => c !== one);
      const target = action.move === 'up' ? index + 1 : action.move === 'down' ? index - 1 : action.move === 'top' ? last : 0;
      rest.splice(target, 0, one);
      return commit(state, rest);
    }

    case 'addAnimation':
    case 'removeAnimation':
    case 'updateAnimation': {
      const one = selectedComponent(state);
      if (!one || one.isLock) return state;
      let animations: AnimationItem[];
      if (action.type === 'addAnimation') animations = [...one.animations, action.item];
      else if (action.type === 'removeAnimation') animations = one.animations.filter((_, i) => i !== action.index);
      else animations = one.animations.map((a, i) => (i === action.index ? action.item : a));
      // Spec: with more than one animation the loop switch is off.
      if (animations.length > 1) animations = animations.map((a) => (a.isLoop ? { ...a, isLoop: false } : a));
      return commit(state, mapComponents(state.components, new Set([one.id]), (c) => ({ ...c, animations })));
    }

    case 'undo':
    case 'redo': {
      const history = step(state.history, action.type === 'undo' ? -1 : 1);
      if (history.index === state.history.index) return state;
      const components = current(history);
      const existing = new Set(components.map((c) => c.id));
      return { ...state, history, components, selectedIds: state.selectedIds.filter((id) => existing.has(id)), revision: state.revision + 1 };
    }

    case 'mode':
      return { ...state, mode: action.mode };
  }
}

/** The content to save. */
export function contentOf(state: DesignerState): DashboardContent {
  return { canvasStyle: state.canvasStyle, componentData: state.components };
}
