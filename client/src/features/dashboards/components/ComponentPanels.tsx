import type { ComponentStyle, DashboardComponent } from '@contract/dashboards';

/**
 * The designer's right-panel tabs for one selected, unlocked component: 属性 (properties and
 * style the spec lists for its type) and 数据 (the bound device, a searchable picker of the
 * caller's devices, and the parameter where the type reads one). They only report changes.
 *
 * STUB (agreed interface): the dashboard view/components work fills this in.
 */
export type ComponentChange = { propValue?: unknown; style?: Partial<ComponentStyle> };

export type ComponentPanelProps = {
  component: DashboardComponent;
  onChange: (change: ComponentChange) => void;
};

export function ComponentPropertyPanel(_props: ComponentPanelProps) {
  return null;
}

/** Whether a type has a 数据 tab (the proprietary components). */
export function hasDataPanel(component: DashboardComponent): boolean {
  return component.group === 'proprietary';
}

export function ComponentDataPanel(_props: ComponentPanelProps) {
  return null;
}
