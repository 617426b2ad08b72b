import { shortcutAction } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('keyboard shortcuts', () => {
  test('undo and both redo keys', () => {
    expect(shortcutAction(key('z', { ctrlKey: true }), () => 'p')).toEqual({ type: 'undo' });
    expect(shortcutAction(key('y', { ctrlKey: true }), () => 'p')).toEqual({ type: 'redo' });
    expect(shortcutAction(key('Z', { ctrlKey: true, shiftKey: true }), () => 'p')).toEqual({ type: 'redo' });
    expect(shortcutAction(key('z', { metaKey: true }), () => 'p')).toEqual({ type: 'undo' });
  });
  test('clipboard and delete', () => {
    expect(shortcutAction(key('c', { ctrlKey: true }), () => 'p')).toEqual({ type: 'copy' });
    expect(shortcutAction(key('x', { ctrlKey: true }), () => 'p')).toEqual({ type: 'cut' });
    expect(shortcutAction(key('v', { ctrlKey: true }), () => 'p-')).toEqual({ type: 'paste', idPrefix: 'p-' });
    expect(shortcutAction(key('Delete'), () => 'p')).toEqual({ type: 'delete' });
    expect(shortcutAction(key('Backspace'), () => 'p')).toEqual({ type: 'delete' });
  });
  test('arrows nudge 1 px, with Shift 10 px', () => {
    expect(shortcutAction(key('ArrowLeft'), () => 'p')).toEqual({ type: 'moveSelection', dx: -1, dy: 0 });
    expect(shortcutAction(key('ArrowDown', { shiftKey: true }), () => 'p')).toEqual({ type: 'moveSelection', dx: 0, dy: 10 });
  });
  test('other keys do nothing', () => {
    expect(shortcutAction(key('a'), () => 'p')).toBeNull();
    expect(shortcutAction(key('c'), () => 'p')).toBeNull();
    expect(shortcutAction(key('z', { ctrlKey: true, altKey: true }), () => 'p')).toBeNull();
  });
});
