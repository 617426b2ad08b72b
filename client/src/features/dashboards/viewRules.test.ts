import { callComponentEvents, fitScale, parseContent } from './viewRules';

describe('view rules', () => {
  it('reads stored content, filling the canvas defaults, and refuses what is not content', () => {
    expect(parseContent('{"canvasStyle":{"width":800,"height":600,"scale":100,"theme":"light"},"componentData":[]}')).toEqual({
      canvasStyle: { width: 800, height: 600, scale: 100, theme: 'light' },
      componentData: [],
    });
    expect(parseContent('{"componentData":[]}')?.canvasStyle).toEqual({ width: 1920, height: 1080, scale: 100, theme: 'dark' });
    expect(parseContent('')?.componentData).toEqual([]);
    expect(parseContent('{')).toBeNull();
    expect(parseContent('{"componentData":{}}')).toBeNull();
    expect(parseContent('null')).toBeNull();
  });

  it('fits the canvas into the window by the smaller ratio', () => {
    expect(fitScale({ width: 960, height: 1080 }, { width: 1920, height: 1080 })).toBe(0.5);
    expect(fitScale({ width: 3840, height: 1080 }, { width: 1920, height: 1080 })).toBe(1);
    expect(fitScale({ width: 0, height: 10 }, { width: 1920, height: 1080 })).toBe(1);
  });

  it('calls each global function named by the events map with its value, skipping missing ones and non-functions', () => {
    const calls: unknown[] = [];
    const scope = { openLine: (v: string) => calls.push(['openLine', v]), notAFunction: 3, fails: () => { throw new Error('x'); } };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(callComponentEvents({ openLine: 'L1', missing: 'x', notAFunction: 'y', fails: 'z' }, scope)).toEqual(['openLine', 'fails']);
    expect(calls).toEqual([['openLine', 'L1']]);
    expect(callComponentEvents(undefined, scope)).toEqual([]);
    warn.mockRestore();
  });
});
