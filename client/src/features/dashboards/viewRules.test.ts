import { browserEventHandlers, callComponentEvents, fitScale, parseContent } from './viewRules';

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

  it("runs only the product's handlers, in order: never a global function named by the content", () => {
    const calls: string[][] = [];
    const handlers = { alert: (v: string) => calls.push(['alert', v]), redirect: (v: string) => calls.push(['redirect', v]) };
    const globals = window as unknown as Record<string, unknown>;
    globals.openLine = jest.fn();
    const timers = jest.spyOn(window, 'setTimeout');
    try {
      expect(callComponentEvents({ eval: 'window.__pwned = 1', setTimeout: 'x', openLine: 'L1', alert: 'Line 1 stopped', redirect: '/deviceView' }, handlers)).toEqual(['alert', 'redirect']);
      expect(calls).toEqual([['alert', 'Line 1 stopped'], ['redirect', '/deviceView']]);
      expect(globals.__pwned).toBeUndefined();
      expect(globals.openLine).not.toHaveBeenCalled();
      expect(timers).not.toHaveBeenCalled();
      expect(callComponentEvents(undefined, handlers)).toEqual([]);
    } finally {
      timers.mockRestore();
      delete globals.openLine;
    }
  });

  it('redirects only to a path of this site or an http(s) address, also for content stored before the rule; alerts show the text', () => {
    const assign = jest.fn();
    const alert = jest.fn();
    const handlers = browserEventHandlers({ alert, location: { assign } });
    for (const link of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', ' /x', 'ftp://x']) handlers.redirect(link);
    expect(assign).not.toHaveBeenCalled();
    handlers.redirect('/deviceView');
    handlers.redirect('https://example.com/line-1');
    expect(assign.mock.calls).toEqual([['/deviceView'], ['https://example.com/line-1']]);
    handlers.alert('<b>Line 1</b>');
    expect(alert.mock.calls).toEqual([['<b>Line 1</b>']]);
  });
});
