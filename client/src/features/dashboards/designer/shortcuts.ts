import type { DesignerAction } from './state/designerReducer';

type Key = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The designer's keyboard shortcuts: Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo, Ctrl+C / X / V,
 * Delete and Backspace delete, arrows nudge the selection by 1 px (Shift: 10 px). Cmd on macOS.
 */
export function shortcutAction(e: Key, pastePrefix: () => string): DesignerAction | null {
  const mod = e.ctrlKey || e.metaKey;
  if (e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod) {
    if (key === 'z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'x') return { type: 'cut' };
    if (key === 'v') return { type: 'paste', idPrefix: pastePrefix() };
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  const step = e.shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { type: 'moveSelection', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { type: 'moveSelection', dx: step, dy: 0 };
    case 'ArrowUp':
      return { type: 'moveSelection', dx: 0, dy: -step };
    case 'ArrowDown':
      return { type: 'moveSelection', dx: 0, dy: step };
  }
  return null;
}
