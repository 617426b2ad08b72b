import type { DashboardComponent, DashboardTheme } from '@contract/dashboards';
import { memo } from 'react';
import type { DashboardLiveData } from '../live/useDashboardLiveData';
import { collectBoundUuids } from '../live/liveData';
import { PictureView, RectShape, TimeCard, VText } from './BasicComponents';
import { Decoration } from './Decorations';
import { LIVE_COMPONENTS } from './LiveComponents';

/**
 * Draws one component's body so that it fills its box (width and height of `component.style`);
 * the caller positions and rotates the box. Used by the designer's canvas, the preview and the
 * view page. Group draws its children from their `groupStyle` percentages.
 *
 * Memoised on the component object, the theme and the live entries of the devices it shows:
 * a batch for one device re-renders only that device's components, and a component the designer
 * did not change (same object) is skipped while another is dragged.
 */
export type DashboardComponentViewProps = {
  component: DashboardComponent;
  live: DashboardLiveData;
  theme: DashboardTheme;
};

const FILL = { width: '100%', height: '100%' } as const;

function Body({ component, live, theme }: DashboardComponentViewProps) {
  const { propValue, style } = component;
  const props = (propValue && typeof propValue === 'object' && !Array.isArray(propValue) ? propValue : {}) as Record<string, unknown>;
  switch (component.component) {
    case 'VText':
      return <VText text={propValue} style={style} theme={theme} />;
    case 'RectShape':
      return <RectShape width={style.width} height={style.height} {...props} />;
    case 'Image':
      return <PictureView url={props.url} flipHorizontal={props.flipHorizontal} flipVertical={props.flipVertical} />;
    case 'TimeCard':
      return <TimeCard timetype={props.timetype} style={style} theme={theme} />;
    case 'Group':
      return <GroupView component={component} live={live} theme={theme} />;
    default:
      break;
  }
  const Live = LIVE_COMPONENTS[component.component];
  if (Live) {
    const uuid = typeof props.uuid === 'string' ? props.uuid : '';
    return <Live props={props} device={uuid ? live.devices[uuid] : undefined} style={style} theme={theme} />;
  }
  if (component.component.startsWith('Decoration')) {
    const color = Array.isArray(props.color) ? (props.color as string[]) : [];
    return (
      <div style={{ ...FILL, color: theme === 'dark' ? '#ffffff' : '#1f2937' }}>
        <Decoration
          type={component.component}
          width={style.width}
          height={style.height}
          color={color}
          duration={props.duration as number | undefined}
          reverse={props.reverse as boolean | undefined}
          content={props.content as string | undefined}
          scanDuration={props.scanDuration as number | undefined}
          haloDuration={props.haloDuration as number | undefined}
        />
      </div>
    );
  }
  return null;
}

/** A group's children at their percentage boxes, each rotated and faded by its own style. */
function GroupView({ component, live, theme }: DashboardComponentViewProps) {
  const children = Array.isArray(component.propValue) ? (component.propValue as DashboardComponent[]) : [];
  return (
    <div style={{ ...FILL, position: 'relative' }} data-testid="dashboard-group">
      {children.map((child) => {
        const g = child.groupStyle ?? { left: 0, top: 0, width: 100, height: 100 };
        // The child's body draws in its own pixel size (from the group's current size).
        const sized: DashboardComponent = {
          ...child,
          style: { ...child.style, width: (component.style.width * g.width) / 100, height: (component.style.height * g.height) / 100 },
        };
        return (
          <div
            key={child.id}
            data-component-id={child.id}
            style={{
              position: 'absolute',
              left: `${g.left}%`,
              top: `${g.top}%`,
              width: `${g.width}%`,
              height: `${g.height}%`,
              transform: child.style.rotate ? `rotate(${child.style.rotate}deg)` : undefined,
              opacity: child.style.opacity ?? 1,
            }}
          >
            <DashboardComponentView component={sized} live={live} theme={theme} />
          </div>
        );
      })}
    </div>
  );
}

function sameLive(prev: DashboardComponentViewProps, next: DashboardComponentViewProps): boolean {
  if (prev.live === next.live) return true;
  const uuids = collectBoundUuids([next.component]);
  return uuids.every((u) => prev.live.devices[u] === next.live.devices[u]);
}

export const DashboardComponentView = memo(function DashboardComponentView(props: DashboardComponentViewProps) {
  return (
    <div style={FILL} data-component-type={props.component.component}>
      <Body {...props} />
    </div>
  );
}, (prev, next) => prev.component === next.component && prev.theme === next.theme && sameLive(prev, next));
