import { contextMenuItems } from './ContextMenu';
import { presetOf, sizeOfPreset } from './RightPanel';

describe('right-click menu entries (spec part 2 section 2)', () => {
  test('no selection: only paste; a locked component: only unlock; otherwise the nine entries in order', () => {
    expect(contextMenuItems('none')).toEqual(['paste']);
    expect(contextMenuItems('locked')).toEqual(['unlock']);
    expect(contextMenuItems('unlocked')).toEqual(['copy', 'paste', 'cut', 'delete', 'lock', 'top', 'bottom', 'up', 'down']);
  });
});

describe('canvas size presets', () => {
  test('a size matching a preset shows it; anything else is custom', () => {
    expect(presetOf({ width: 1920, height: 1080 })).toBe('1920*1080');
    expect(presetOf({ width: 1440, height: 768 })).toBe('1440*768');
    expect(presetOf({ width: 1000, height: 1080 })).toBe('custom');
    expect(sizeOfPreset('3840*2160')).toEqual({ width: 3840, height: 2160 });
    expect(sizeOfPreset('custom')).toBeUndefined();
  });
});
