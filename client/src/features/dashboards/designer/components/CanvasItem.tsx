import type { DashboardComponent, DashboardTheme } from '@contract/dashboards';
import { memo, useLayoutEffect, useRef } from 'react';
import { Rnd } from 'react-rnd';
import { DashboardComponentView } from '../../components/DashboardComponentView';
import type { DashboardLiveData } from '../../live/useDashboardLiveData';
import { needsKeptAspect } from '../geometry/group';
import { rotateFromPointer } from '../geometry/transform';
import type { Rect } from '../geometry/rect';

/** What the canvas does with an item's gestures; stable callbacks, so a change of one item re-renders only that item. */
export type CanvasItemHandlers = {
  select: (id: string, event: React.MouseEvent) => void;
  dragStart: (id: string) => void;
  /** A raw drag position; answers the snapped one. */
  drag: (id: string, x: number, y: number) => { left: number; top: number };
  dragStop: (id: string, x: number, y: number) => void;
  resizeStop: (id: string, box: Rect) => void;
  rotateStop: (id: string, rotate: number) => void;
  register: (id: string, el: HTMLElement | null) => void;
};

type Props = {
  component: DashboardComponent;
  selected: boolean;
  /** Part of an area selection: the area box handles dragging. */
  inArea: boolean;
  scale: number;
  theme: DashboardTheme;
  live: DashboardLiveData;
  handlers: CanvasItemHandlers;
  labelRotate: string;
};

const HANDLE = 8;
const handleStyle = (cursor: string, extra: React.CSSProperties): React.CSSProperties => ({
  width: HANDLE,
  height: HANDLE,
  background: '#fff',
  border: '1px solid #3b82f6',
  borderRadius: '50%',
  cursor,
  ...extra,
});
const RESIZE_HANDLE_STYLES = {
  top: handleStyle('ns-resize', { left: '50%', top: -HANDLE / 2, marginLeft: -HANDLE / 2 }),
  bottom: handleStyle('ns-resize', { left: '50%', bottom: -HANDLE / 2, marginLeft: -HANDLE / 2 }),
  left: handleStyle('ew-resize', { top: '50%', left: -HANDLE / 2, marginTop: -HANDLE / 2 }),
  right: handleStyle('ew-resize', { top: '50%', right: -HANDLE / 2, marginTop: -HANDLE / 2 }),
  topLeft: handleStyle('nwse-resize', { left: -HANDLE / 2, top: -HANDLE / 2 }),
  topRight: handleStyle('nesw-resize', { right: -HANDLE / 2, top: -HANDLE / 2 }),
  bottomLeft: handleStyle('nesw-resize', { left: -HANDLE / 2, bottom: -HANDLE / 2 }),
  bottomRight: handleStyle('nwse-resize', { right: -HANDLE / 2, bottom: -HANDLE / 2 }),
};
const RESIZE_HANDLE_CLASSES = {
  top: 'dd-handle dd-handle-t',
  bottom: 'dd-handle dd-handle-b',
  left: 'dd-handle dd-handle-l',
  right: 'dd-handle dd-handle-r',
  topLeft: 'dd-handle dd-handle-tl',
  topRight: 'dd-handle dd-handle-tr',
  bottomLeft: 'dd-handle dd-handle-bl',
  bottomRight: 'dd-handle dd-handle-br',
};

/**
 * One component on the canvas: react-rnd moves and resizes its (unrotated) box; the body inside
 * turns by the component's rotation. While a drag runs, the snapped offset and the rotation are
 * written straight to the DOM (refs), so only the dragged item changes until the drag ends and
 * the completed move is dispatched.
 */
export const CanvasItem = memo(function CanvasItem({ component, selected, inArea, scale, theme, live, handlers, labelRotate }: Props) {
  const { id, style, isLock } = component;
  const bodyRef = useRef<HTMLDivElement>(null);
  const rotating = useRef<{ centre: { x: number; y: number }; start: { x: number; y: number }; rotate: number } | null>(null);
  const rotate = style.rotate ?? 0;
  const setBodyTransform = (ox: number, oy: number, deg: number) => {
    if (bodyRef.current) bodyRef.current.style.transform = `translate(${ox}px, ${oy}px) rotate(${deg}deg)`;
  };
  const editable = selected && !isLock && !inArea;
  // A changed component (a move, an area move, a rotation) drops the offset written during the gesture.
  useLayoutEffect(() => {
    if (bodyRef.current) bodyRef.current.style.transform = `rotate(${component.style.rotate ?? 0}deg)`;
  }, [component]);

  return (
    <Rnd
      position={{ x: style.left, y: style.top }}
      size={{ width: style.width, height: style.height }}
      scale={scale}
      disableDragging={isLock || inArea}
      enableResizing={editable}
      lockAspectRatio={needsKeptAspect(component)}
      cancel=".dd-no-drag"
      resizeHandleStyles={RESIZE_HANDLE_STYLES}
      resizeHandleClasses={RESIZE_HANDLE_CLASSES}
      onMouseDown={(e: MouseEvent) => handlers.select(id, e as unknown as React.MouseEvent)}
      onDragStart={() => handlers.dragStart(id)}
      onDrag={(_e, d) => {
        const snapped = handlers.drag(id, d.x, d.y);
        setBodyTransform(snapped.left - d.x, snapped.top - d.y, rotate);
      }}
      onDragStop={(_e, d) => {
        setBodyTransform(0, 0, rotate);
        handlers.dragStop(id, d.x, d.y);
      }}
      onResizeStop={(_e, _dir, ref, _delta, position) =>
        handlers.resizeStop(id, { left: position.x, top: position.y, width: parseFloat(ref.style.width), height: parseFloat(ref.style.height) })
      }
      style={{ zIndex: undefined }}
      data-testid="dd-item"
      data-id={id}
      data-type={component.component}
      data-selected={selected ? 'true' : undefined}
      data-locked={isLock ? 'true' : undefined}
      data-left={style.left}
      data-top={style.top}
      data-width={style.width}
      data-height={style.height}
      data-rotate={rotate}
    >
      <div
        ref={(el) => {
          bodyRef.current = el;
          handlers.register(id, el);
        }}
        className="dd-item-body"
        style={{
          width: '100%',
          height: '100%',
          transform: `rotate(${rotate}deg)`,
          opacity: style.opacity ?? 1,
          outline: selected ? `1px ${isLock ? 'dashed #f59e0b' : 'solid #3b82f6'}` : undefined,
          position: 'relative',
          cursor: isLock ? 'default' : 'move',
        }}
      >
        <DashboardComponentView component={component} live={live} theme={theme} />
        {editable && (
          <div
            className="dd-no-drag dd-rotate-handle"
            role="slider"
            aria-label={labelRotate}
            aria-valuemin={0}
            aria-valuemax={359}
            aria-valuenow={rotate}
            tabIndex={-1}
            style={{ position: 'absolute', left: '50%', top: -28, width: 14, height: 14, marginLeft: -7, borderRadius: '50%', background: '#3b82f6', cursor: 'grab' }}
            onPointerDown={(e) => {
              e.stopPropagation();
              const body = bodyRef.current;
              if (!body) return;
              const r = body.getBoundingClientRect();
              rotating.current = { centre: { x: r.left + r.width / 2, y: r.top + r.height / 2 }, start: { x: e.clientX, y: e.clientY }, rotate };
              (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
            }}
            onPointerMove={(e) => {
              const r = rotating.current;
              if (!r) return;
              setBodyTransform(0, 0, rotateFromPointer(r.centre, r.start, { x: e.clientX, y: e.clientY }, r.rotate));
            }}
            onPointerUp={(e) => {
              const r = rotating.current;
              rotating.current = null;
              if (!r) return;
              handlers.rotateStop(id, rotateFromPointer(r.centre, r.start, { x: e.clientX, y: e.clientY }, r.rotate));
            }}
          />
        )}
      </div>
    </Rnd>
  );
});
