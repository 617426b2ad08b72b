import type { DashboardComponent, DashboardTheme } from '@contract/dashboards';
import type { DashboardLiveData } from '../live/useDashboardLiveData';

/**
 * Draws one component's body so that it fills its box (width and height of `component.style`);
 * the caller positions and rotates the box. Used by the designer's canvas, the preview and the
 * view page. Group draws its children from their `groupStyle` percentages.
 *
 * STUB (agreed interface): the dashboard view/components work fills this in.
 */
export type DashboardComponentViewProps = {
  component: DashboardComponent;
  live: DashboardLiveData;
  theme: DashboardTheme;
};

export function DashboardComponentView({ component }: DashboardComponentViewProps) {
  return <div data-component-type={component.component} style={{ width: '100%', height: '100%' }} />;
}
