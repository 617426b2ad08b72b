import { DEFAULT_CANVAS_STYLE, type DashboardContent, type DashboardEvent, isDashboardEvent, isEventLink } from '@contract/dashboards';

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

/** What each event of a component does in this browser (`DASHBOARD_EVENTS`). */
export type EventHandlers = Record<DashboardEvent, (value: string) => void>;

/** The handlers of a browser window: `alert` shows the text, `redirect` goes to the link. */
export function browserEventHandlers(win: Pick<Window, 'alert'> & { location: Pick<Location, 'assign'> } = window): EventHandlers {
  return {
    alert: (text) => win.alert(text),
    // Checked again here: content stored before the rule, or sent around the designer, may hold anything.
    redirect: (link) => {
      if (isEventLink(link)) win.location.assign(link);
    },
  };
}

/**
 * Clicking a component in the view or the preview (spec part 2 section 4) runs its events, in
 * order: only the product's own handlers, never a global function found by the event's name (a
 * dashboard's author could otherwise run script in every viewer's browser). Returns the names run.
 */
export function callComponentEvents(events: Record<string, string> | undefined, handlers: EventHandlers = browserEventHandlers()): string[] {
  const called: string[] = [];
  for (const [name, value] of Object.entries(events ?? {})) {
    if (!isDashboardEvent(name) || typeof value !== 'string') continue;
    handlers[name](value);
    called.push(name);
  }
  return called;
}
