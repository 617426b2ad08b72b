import { ANIMATION_EFFECTS, animationClass, animationItemOf, animationLabel, canLoop, effectOf, normaliseDuration } from './animations';

describe('animation effects', () => {
  test('the three tabs hold the spec examples', () => {
    expect(ANIMATION_EFFECTS.enter.map((e) => e.value)).toContain('fadeIn');
    expect(ANIMATION_EFFECTS.emphasis.map((e) => e.value)).toContain('bounce');
    expect(ANIMATION_EFFECTS.exit.map((e) => e.value)).toContain('zoomOut');
    const all = Object.values(ANIMATION_EFFECTS).flat().map((e) => e.value);
    expect(new Set(all).size).toBe(all.length);
  });
  test('a new item lasts 1 s and does not loop; labels in both languages', () => {
    const item = animationItemOf(effectOf('bounce')!);
    expect(item).toEqual({ label: '弹跳', value: 'bounce', animationTime: 1, isLoop: false });
    expect(animationLabel(item, 'en')).toBe('Bounce');
    expect(animationLabel({ ...item, value: 'unknownEffect' }, 'en')).toBe('弹跳');
  });
  test('duration: at least 0.1, one decimal', () => {
    expect(normaliseDuration(0)).toBe(0.1);
    expect(normaliseDuration(1.26)).toBe(1.3);
    expect(normaliseDuration(Number.NaN)).toBe(1);
  });
  test('loop only with one animation or none', () => {
    const a = animationItemOf(effectOf('fadeIn')!);
    expect(canLoop([])).toBe(true);
    expect(canLoop([a])).toBe(true);
    expect(canLoop([a, a])).toBe(false);
  });
  test('animate.css classes and the duration', () => {
    expect(animationClass({ label: '', value: 'flash', animationTime: 2, isLoop: true })).toEqual({
      className: 'animate__animated animate__flash animate__infinite',
      style: { '--animate-duration': '2s', animationDuration: '2s' },
    });
  });
});
