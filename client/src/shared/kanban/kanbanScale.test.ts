import { kanbanScale } from './kanbanScale';

describe('kanbanScale', () => {
  it('is 1 at the base size', () => {
    expect(kanbanScale(1920, 1080)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });
  it('halves for a half-size window', () => {
    expect(kanbanScale(960, 540)).toEqual({ scale: 0.5, offsetX: 0, offsetY: 0 });
  });
  it('fits the narrower side and centres the other (letterbox)', () => {
    const fit = kanbanScale(1920, 1200);
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(0);
    expect(fit.offsetY).toBe(60);
    const wide = kanbanScale(2560, 1080);
    expect(wide.scale).toBe(1);
    expect(wide.offsetX).toBe(320);
  });
  it('grows on a 4K screen', () => {
    expect(kanbanScale(3840, 2160).scale).toBe(2);
  });
  it('keeps scale 1 before layout', () => {
    expect(kanbanScale(0, 0).scale).toBe(1);
    expect(kanbanScale(Number.NaN, 500).scale).toBe(1);
  });
});
