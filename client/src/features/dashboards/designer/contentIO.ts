import { type CanvasStyle, type DashboardComponent, type DashboardContent, DEFAULT_CANVAS_STYLE } from '@contract/dashboards';

/**
 * Reading a dashboard's stored content and the designer's JSON import/export (spec part 2
 * section 5): the import must be valid JSON (数据格式错误，请传入合法的 JSON 格式数据) and an array
 * of components (数据格式错误，组件数据必须是一个数组). The server validates everything on save;
 * these checks only keep the editor from loading something it cannot draw.
 */

export type ContentError = 'invalid_json' | 'not_array' | 'not_content';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether `v` has the fields the canvas needs to draw a component. */
export function looksLikeComponent(v: unknown): v is DashboardComponent {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.component !== 'string' || !isRecord(v.style)) return false;
  const s = v.style;
  return ['left', 'top', 'width', 'height'].every((k) => typeof s[k] === 'number' && Number.isFinite(s[k] as number));
}

/** Fills what older content may lack (animations, events, isLock, rotate, opacity). */
function normalise(c: DashboardComponent): DashboardComponent {
  return {
    ...c,
    animations: Array.isArray(c.animations) ? c.animations : [],
    events: isRecord(c.events) ? (c.events as Record<string, string>) : {},
    isLock: c.isLock === true,
    style: { ...c.style, rotate: typeof c.style.rotate === 'number' ? c.style.rotate : 0, opacity: typeof c.style.opacity === 'number' ? c.style.opacity : 1 },
    propValue:
      c.component === 'Group' && Array.isArray(c.propValue) ? (c.propValue as DashboardComponent[]).filter(looksLikeComponent).map(normalise) : c.propValue,
  };
}

function parseComponents(value: unknown): DashboardComponent[] | ContentError {
  if (!Array.isArray(value)) return 'not_array';
  if (!value.every(looksLikeComponent)) return 'not_content';
  return value.map(normalise);
}

/** A dashboard's stored content; an empty text is a new dashboard. */
export function parseDashboardContent(text: string | null | undefined): { content: DashboardContent } | { error: ContentError } {
  if (!text || !text.trim()) return { content: { canvasStyle: { ...DEFAULT_CANVAS_STYLE }, componentData: [] } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'invalid_json' };
  }
  if (!isRecord(value)) return { error: 'not_content' };
  const components = parseComponents(value.componentData ?? []);
  if (typeof components === 'string') return { error: components === 'not_array' ? 'not_content' : components };
  const style = isRecord(value.canvasStyle) ? value.canvasStyle : {};
  const canvasStyle: CanvasStyle = {
    width: typeof style.width === 'number' ? style.width : DEFAULT_CANVAS_STYLE.width,
    height: typeof style.height === 'number' ? style.height : DEFAULT_CANVAS_STYLE.height,
    scale: typeof style.scale === 'number' ? style.scale : DEFAULT_CANVAS_STYLE.scale,
    theme: style.theme === 'light' ? 'light' : 'dark',
  };
  return { content: { canvasStyle, componentData: components } };
}

/** The JSON import: a component array. */
export function parseImportedComponents(text: string): { components: DashboardComponent[] } | { error: ContentError } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'invalid_json' };
  }
  const components = parseComponents(value);
  return typeof components === 'string' ? { error: components } : { components };
}

/** The JSON export: the component array, indented. */
export function exportComponents(components: readonly DashboardComponent[]): string {
  return JSON.stringify(components, null, 2);
}

export function serializeContent(content: DashboardContent): string {
  return JSON.stringify(content);
}
