import { COMPONENT_CATALOGUE, type ComponentTemplate } from '@contract/dashboard-components';
import {
  BASIC_TYPES,
  type ComponentGroup,
  type ComponentStyle,
  type ComponentType,
  type DashboardComponent,
  DECORATION_TYPES,
  PROPRIETARY_TYPES,
} from '@contract/dashboards';

/**
 * The component library (spec part 2 sections 2 and 3): every type in its group, and a new
 * component from the type's catalogue template (a deep copy, a new id, the drop position).
 */
export const LIBRARY_GROUPS: { group: Exclude<ComponentGroup, 'group'>; types: readonly ComponentType[] }[] = [
  { group: 'basic', types: BASIC_TYPES },
  { group: 'proprietary', types: PROPRIETARY_TYPES },
  { group: 'decoration', types: DECORATION_TYPES },
];

function groupOfType(type: ComponentType): ComponentGroup {
  if ((BASIC_TYPES as readonly string[]).includes(type)) return 'basic';
  if ((PROPRIETARY_TYPES as readonly string[]).includes(type)) return 'proprietary';
  if ((DECORATION_TYPES as readonly string[]).includes(type)) return 'decoration';
  return 'group';
}

/** The catalogue's template, or a plain box while a type's template is not written yet. */
export function templateOf(type: ComponentType): ComponentTemplate {
  return (
    COMPONENT_CATALOGUE[type] ?? {
      group: groupOfType(type),
      label: { en: type, zh: type },
      style: { width: 200, height: 120, rotate: 0, opacity: 1 },
      propValue: type === 'Group' ? [] : {},
      props: {},
      styleProps: {},
    }
  );
}

export function deepCopy<T>(value: T): T {
  return structuredClone(value);
}

/** A component of `type` from its template at the drop position, the top-left corner at (left, top). */
export function createComponent(type: ComponentType, id: string, left: number, top: number, locale: 'en' | 'zh' = 'zh'): DashboardComponent {
  const template = templateOf(type);
  return {
    id,
    component: type,
    label: template.label[locale],
    group: template.group,
    propValue: deepCopy(template.propValue),
    style: { width: 200, height: 120, rotate: 0, opacity: 1, ...(deepCopy(template.style) as Partial<ComponentStyle>), left: Math.round(left), top: Math.round(top) },
    animations: [],
    events: {},
    isLock: false,
  };
}

/** A random id for a new component (or a prefix for a batch). */
export function newComponentId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36).slice(-4);
}

/**
 * A deep copy of `component` with new ids from `nextId`, also for every group child at any depth
 * (spec: each paste gets new ids, also for group children).
 */
export function copyWithNewIds(component: DashboardComponent, nextId: () => string): DashboardComponent {
  const copy = deepCopy(component);
  const renumber = (c: DashboardComponent): DashboardComponent => ({
    ...c,
    id: nextId(),
    propValue: c.component === 'Group' && Array.isArray(c.propValue) ? (c.propValue as DashboardComponent[]).map(renumber) : c.propValue,
  });
  return renumber(copy);
}
