import { DEFAULT_CANVAS_STYLE, type DashboardContent } from '@contract/dashboards';

/** Pure rules of the read-only view and the preview (spec part 2 section 4). */

/** The stored content text as canvas and components; null when it cannot be read. */
export function parseContent(json: string | null | undefined): DashboardContent | null {
  if (!json) return { canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [] };
  try {
    const parsed = JSON.parse(json) as Partial<DashboardContent> | null;
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.componentData)) return null;
    return { canvasStyle: { ...DEFAULT_CANVAS_STYLE, ...(parsed.canvasStyle ?? {}) }, componentData: parsed.componentData };
  } catch {
    return null;
  }
}

/** The scale that fits the whole canvas into the box (never above its own size times `max`). */
export function fitScale(box: { width: number; height: number }, canvas: { width: number; height: number }, max = Number.POSITIVE_INFINITY): number {
  if (box.width <= 0 || box.height <= 0 || canvas.width <= 0 || canvas.height <= 0) return 1;
  return Math.min(max, box.width / canvas.width, box.height / canvas.height);
}

/**
 * Spec: clicking a component calls the global function named by each key of its events map,
 * when one exists, with the event's value. Returns the names called.
 */
export function callComponentEvents(events: Record<string, string> | undefined, scope: Record<string, unknown> = window as unknown as Record<string, unknown>): string[] {
  const called: string[] = [];
  for (const [name, value] of Object.entries(events ?? {})) {
    const fn = Object.prototype.hasOwnProperty.call(scope, name) || name in scope ? scope[name] : undefined;
    if (typeof fn !== 'function') continue;
    try {
      (fn as (v: string) => unknown)(value);
    } catch (error) {
      // A page's own script failing must not break the dashboard.
      console.warn(`dashboard event ${name} failed`, error);
    }
    called.push(name);
  }
  return called;
}
