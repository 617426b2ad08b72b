import type { DashboardComponent, DashboardContent } from '@contract/dashboards';
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { DashboardLiveData } from '../live/useDashboardLiveData';
import { callComponentEvents, fitScale } from '../viewRules';
import { DashboardComponentView } from './DashboardComponentView';

export const THEME_BACKGROUND = { dark: '#0b1220', light: '#f1f5f9' } as const;

export type DashboardCanvasViewProps = {
  content: DashboardContent;
  live: DashboardLiveData;
  /** Fixed scale (1 = 100 %); absent: fits the canvas into the element's box. */
  scale?: number;
};

/**
 * The read-only canvas of the view page and of the designer's preview (spec part 2 section 4):
 * every component at its place, rotated and faded by its style, scaled to fit the box around
 * it; a click on a component calls the global functions its events map names.
 */
export function DashboardCanvasView({ content, live, scale }: DashboardCanvasViewProps) {
  const outer = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = outer.current;
    if (!el || scale !== undefined) return;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [scale]);
  const { canvasStyle, componentData } = content;
  const factor = scale ?? fitScale(box, canvasStyle);
  return (
    <div ref={outer} style={{ width: '100%', height: '100%', overflow: 'hidden', position: 'relative', background: THEME_BACKGROUND[canvasStyle.theme] ?? THEME_BACKGROUND.dark }} data-testid="dashboard-canvas-view">
      <div
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: canvasStyle.width,
          height: canvasStyle.height,
          transform: `translate(-50%, -50%) scale(${factor})`,
          transformOrigin: 'center center',
        }}
        data-scale={factor.toFixed(3)}
      >
        {componentData.map((component) => (
          <PlacedComponent key={component.id} component={component} live={live} theme={canvasStyle.theme} />
        ))}
      </div>
    </div>
  );
}

const PlacedComponent = memo(function PlacedComponent({ component, live, theme }: { component: DashboardComponent; live: DashboardLiveData; theme: 'light' | 'dark' }) {
  const { style, events } = component;
  const hasEvents = !!events && Object.keys(events).length > 0;
  const onClick = useCallback(() => callComponentEvents(events), [events]);
  const placed: CSSProperties = {
    position: 'absolute',
    left: style.left,
    top: style.top,
    width: style.width,
    height: style.height,
    transform: style.rotate ? `rotate(${style.rotate}deg)` : undefined,
    opacity: style.opacity ?? 1,
    cursor: hasEvents ? 'pointer' : undefined,
  };
  return (
    <div style={placed} onClick={hasEvents ? onClick : undefined} data-component-id={component.id}>
      <DashboardComponentView component={component} live={live} theme={theme} />
    </div>
  );
});
