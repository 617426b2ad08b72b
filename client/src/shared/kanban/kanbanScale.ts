/** Spec part 1 section 9: kanbans are drawn on a 1920x1080 canvas. */
export const KANBAN_WIDTH = 1920;
export const KANBAN_HEIGHT = 1080;

export type KanbanFit = { scale: number; offsetX: number; offsetY: number };

/**
 * Scales the fixed canvas to fit a viewport without distortion and centres it.
 * An empty viewport (not laid out yet) keeps scale 1 so nothing collapses to zero.
 */
export function kanbanScale(viewWidth: number, viewHeight: number, width = KANBAN_WIDTH, height = KANBAN_HEIGHT): KanbanFit {
  if (!(viewWidth > 0) || !(viewHeight > 0)) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = Math.min(viewWidth / width, viewHeight / height);
  return { scale, offsetX: (viewWidth - width * scale) / 2, offsetY: (viewHeight - height * scale) / 2 };
}
