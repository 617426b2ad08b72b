import type { DashboardComponent } from '@contract/dashboards';
import { type Dispatch, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Rnd } from 'react-rnd';
import type { DashboardLiveData } from '../../live/useDashboardLiveData';
import { screenBoundsOf } from '../geometry/group';
import { type Point, type Rect, boundsOf, rectFromPoints } from '../geometry/rect';
import { snapRect } from '../geometry/snap';
import { createComponent, newComponentId } from '../library';
import { type DesignerAction, type DesignerState, selectionBounds } from '../state/designerReducer';
import { CanvasItem, type CanvasItemHandlers } from './CanvasItem';
import { ContextMenu, type ContextMenuItem, contextMenuItems } from './ContextMenu';
import { GuideLines, type GuideLinesHandle } from './GuideLines';

export const LIBRARY_DRAG_TYPE = 'application/x-dashboard-component';

export const CANVAS_BACKGROUND = { dark: '#0e1a2b', light: '#f4f6fa' } as const;

type Props = {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  live: DashboardLiveData;
  /** The canvas element (the cover is captured from it). */
  canvasRef: RefObject<HTMLDivElement | null>;
  /** Each component's body element by id (animation preview). */
  nodes: RefObject<Map<string, HTMLElement>>;
};

type Menu = { x: number; y: number; at: Point; items: ContextMenuItem[] };

const MENU_ACTIONS: Record<ContextMenuItem, (at: Point) => DesignerAction> = {
  copy: () => ({ type: 'copy' }),
  cut: () => ({ type: 'cut' }),
  paste: (at) => ({ type: 'paste', idPrefix: `${newComponentId()}-`, at }),
  delete: () => ({ type: 'delete' }),
  lock: () => ({ type: 'lock' }),
  unlock: () => ({ type: 'unlock' }),
  top: () => ({ type: 'order', move: 'top' }),
  bottom: () => ({ type: 'order', move: 'bottom' }),
  up: () => ({ type: 'order', move: 'up' }),
  down: () => ({ type: 'order', move: 'down' }),
};

/**
 * The designer's canvas (spec part 2 sections 2 and 4): components drawn in their stacking order,
 * drag and resize through react-rnd with snapping and guide lines, an area selection box drawn by
 * dragging on empty canvas, the area's box to move the selection together, drops from the
 * library and the right-click menu. Everything it changes goes through `dispatch`.
 */
export function Canvas({ state, dispatch, live, canvasRef, nodes }: Props) {
  const intl = useIntl();
  const { canvasStyle, components, selectedIds } = state;
  const scale = canvasStyle.scale / 100;
  const guides = useRef<GuideLinesHandle>(null);
  const latest = useRef(components);
  latest.current = components;
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const others = useRef<Rect[]>([]);
  const [drawing, setDrawing] = useState<Rect | null>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  const area = selectedIds.length > 1;
  const areaSet = useMemo(() => new Set(area ? selectedIds : []), [area, selectedIds]);
  const areaBounds = area ? selectionBounds(state) : undefined;

  const toCanvas = useCallback((clientX: number, clientY: number): Point => {
    const r = canvasRef.current!.getBoundingClientRect();
    return { x: (clientX - r.left) / scaleRef.current, y: (clientY - r.top) / scaleRef.current };
  }, [canvasRef]);

  const snapOf = useCallback((c: DashboardComponent, x: number, y: number) => {
    const raw = boundsOf({ left: x, top: y, width: c.style.width, height: c.style.height, rotate: c.style.rotate ?? 0 });
    const snapped = snapRect(raw, others.current);
    return { left: x + (snapped.left - raw.left), top: y + (snapped.top - raw.top), lines: snapped.lines };
  }, []);

  const handlers = useMemo<CanvasItemHandlers>(() => {
    const find = (id: string) => latest.current.find((c) => c.id === id);
    return {
      select: (id, event) => {
        event.stopPropagation?.();
        dispatch({ type: 'select', id });
      },
      dragStart: (id) => {
        others.current = latest.current.filter((c) => c.id !== id).map(screenBoundsOf);
      },
      drag: (id, x, y) => {
        const c = find(id);
        if (!c) return { left: x, top: y };
        const s = snapOf(c, x, y);
        guides.current?.show(s.lines);
        return s;
      },
      dragStop: (id, x, y) => {
        guides.current?.show([]);
        const c = find(id);
        if (!c) return;
        const s = snapOf(c, x, y);
        dispatch({ type: 'move', id, left: Math.round(s.left), top: Math.round(s.top) });
      },
      resizeStop: (id, box) => dispatch({ type: 'resize', id, box }),
      rotateStop: (id, rotate) => dispatch({ type: 'rotate', id, rotate }),
      register: (id, el) => {
        if (el) nodes.current.set(id, el);
        else nodes.current.delete(id);
      },
    };
  }, [dispatch, nodes, snapOf]);

  // Area selection: drag on empty canvas.
  const onMouseDown = (e: React.MouseEvent) => {
    if (e.button !== 0 || state.mode !== 'edit') return;
    const target = e.target as HTMLElement;
    if (target.closest('[data-testid="dd-item"],[data-testid="dd-area"]')) return;
    const start = toCanvas(e.clientX, e.clientY);
    let box: Rect | null = null;
    const move = (ev: MouseEvent) => {
      box = rectFromPoints(start, toCanvas(ev.clientX, ev.clientY));
      setDrawing(box);
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      setDrawing(null);
      if (box && (box.width > 2 || box.height > 2)) dispatch({ type: 'areaSelect', rect: box });
      else dispatch({ type: 'select', id: null });
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  const onContextMenu = (e: React.MouseEvent) => {
    e.preventDefault();
    const itemEl = (e.target as HTMLElement).closest<HTMLElement>('[data-testid="dd-item"]');
    const inArea = !!(e.target as HTMLElement).closest('[data-testid="dd-area"]');
    let chosen: DashboardComponent[] = components.filter((c) => selectedIds.includes(c.id));
    if (itemEl && !inArea) {
      const id = itemEl.dataset.id!;
      if (!(selectedIds.length === 1 && selectedIds[0] === id)) dispatch({ type: 'select', id });
      chosen = components.filter((c) => c.id === id);
    } else if (!itemEl && !inArea && selectedIds.length > 0) {
      dispatch({ type: 'select', id: null });
      chosen = [];
    }
    const kind = chosen.length === 0 ? 'none' : chosen.length === 1 && chosen[0]!.isLock ? 'locked' : 'unlocked';
    setMenu({ x: e.clientX, y: e.clientY, at: toCanvas(e.clientX, e.clientY), items: contextMenuItems(kind) });
  };

  const onDrop = (e: React.DragEvent) => {
    const type = e.dataTransfer.getData(LIBRARY_DRAG_TYPE);
    if (!type) return;
    e.preventDefault();
    const at = toCanvas(e.clientX, e.clientY);
    dispatch({ type: 'drop', component: createComponent(type as DashboardComponent['component'], newComponentId(), at.x, at.y, intl.locale.startsWith('zh') ? 'zh' : 'en') });
  };

  const closeMenu = useCallback(() => setMenu(null), []);
  useEffect(() => {
    if (state.mode !== 'edit') setMenu(null);
  }, [state.mode]);

  const theme = canvasStyle.theme;
  const labelRotate = intl.formatMessage({ id: 'dd_rotate' });
  return (
    <div style={{ width: canvasStyle.width * scale, height: canvasStyle.height * scale, position: 'relative', flex: 'none' }}>
      <div
        ref={canvasRef}
        role="application"
        aria-label={intl.formatMessage({ id: 'dd_canvas' })}
        data-testid="dd-canvas"
        onMouseDown={onMouseDown}
        onContextMenu={onContextMenu}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes(LIBRARY_DRAG_TYPE)) {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
          }
        }}
        onDrop={onDrop}
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: canvasStyle.width,
          height: canvasStyle.height,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          background: CANVAS_BACKGROUND[theme],
          backgroundImage:
            theme === 'dark'
              ? 'linear-gradient(rgba(255,255,255,.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.06) 1px, transparent 1px)'
              : 'linear-gradient(rgba(0,0,0,.06) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.06) 1px, transparent 1px)',
          backgroundSize: '36.2px 36.2px',
          overflow: 'hidden',
          userSelect: 'none',
        }}
      >
        {components.map((c) => (
          <CanvasItem
            key={c.id}
            component={c}
            selected={selectedIds.includes(c.id)}
            inArea={areaSet.has(c.id)}
            scale={scale}
            theme={theme}
            live={live}
            handlers={handlers}
            labelRotate={labelRotate}
          />
        ))}
        {areaBounds && (
          <AreaBox bounds={areaBounds} scale={scale} ids={selectedIds} components={components} nodes={nodes} dispatch={dispatch} />
        )}
        {drawing && (
          <div
            data-testid="dd-area-drawing"
            style={{ position: 'absolute', left: drawing.left, top: drawing.top, width: drawing.width, height: drawing.height, border: '1px solid #3b82f6', background: 'rgba(59,130,246,.12)', pointerEvents: 'none', zIndex: 100001 }}
          />
        )}
        <GuideLines ref={guides} />
      </div>
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          items={menu.items}
          onClose={closeMenu}
          onPick={(item) => dispatch(MENU_ACTIONS[item](menu.at))}
        />
      )}
    </div>
  );
}

/** The box around an area selection: dragging it moves the selected components together. */
function AreaBox({ bounds, scale, ids, components, nodes, dispatch }: { bounds: Rect; scale: number; ids: string[]; components: DashboardComponent[]; nodes: RefObject<Map<string, HTMLElement>>; dispatch: Dispatch<DesignerAction> }) {
  const move = (dx: number, dy: number) => {
    for (const c of components) {
      if (!ids.includes(c.id) || c.isLock) continue;
      const el = nodes.current.get(c.id);
      if (el) el.style.transform = `translate(${dx}px, ${dy}px) rotate(${c.style.rotate ?? 0}deg)`;
    }
  };
  return (
    <Rnd
      position={{ x: bounds.left, y: bounds.top }}
      size={{ width: bounds.width, height: bounds.height }}
      scale={scale}
      enableResizing={false}
      onDrag={(_e, d) => move(d.x - bounds.left, d.y - bounds.top)}
      onDragStop={(_e, d) => {
        const dx = Math.round(d.x - bounds.left);
        const dy = Math.round(d.y - bounds.top);
        if (dx === 0 && dy === 0) move(0, 0);
        else dispatch({ type: 'moveSelection', dx, dy });
      }}
      style={{ border: '1px dashed #3b82f6', background: 'rgba(59,130,246,.06)', zIndex: 100000, cursor: 'move' }}
      data-testid="dd-area"
    />
  );
}
