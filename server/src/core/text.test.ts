import { cutText } from './text';

describe('cutText', () => {
  it('cuts at the bound, never through a surrogate pair', () => {
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abc', 4)).toBe('abc');
    // 🔧 is two UTF-16 units: cut before it rather than through it.
    expect(cutText('abc🔧', 4)).toBe('abc');
    expect(cutText('ab🔧', 4)).toBe('ab🔧');
    expect(cutText('王工🔧🔧', 3)).toBe('王工');
    expect(cutText('', 0)).toBe('');
  });
});
