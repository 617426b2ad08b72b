import { COMPONENT_CATALOGUE, componentProblems, fitsShape, isColor, boundUuid, DECORATION_NAMES } from './dashboard-components';
import { BASIC_TYPES, COMPONENT_TYPES, DASHBOARD_LIMITS, DECORATION_TYPES, DEFAULT_CANVAS_STYLE, PROPRIETARY_TYPES, validateDashboardContent } from './dashboards';

describe('the component catalogue', () => {
  it('has an entry for every component type and nothing else', () => {
    expect(Object.keys(COMPONENT_CATALOGUE).sort()).toEqual([...COMPONENT_TYPES].sort());
  });

  it.each([...COMPONENT_TYPES])('%s: its default propValue and style fit its own shapes', (type) => {
    const t = COMPONENT_CATALOGUE[type];
    expect(componentProblems(type, t.propValue, { left: 0, top: 0, ...t.style })).toEqual([]);
    expect(t.style.width).toBeGreaterThan(0);
    expect(t.style.height).toBeGreaterThan(0);
    expect(t.style.rotate).toBe(0);
    expect(t.style.opacity).toBe(1);
    expect(t.label.en).not.toBe('');
    expect(t.label.zh).not.toBe('');
  });

  it("passes the server's content check with every default dropped once, each keeping its properties", () => {
    const componentData = COMPONENT_TYPES.map((type, i) => {
      const t = COMPONENT_CATALOGUE[type];
      return { id: `c${i}`, component: type, label: t.label.zh, group: t.group, propValue: t.propValue, style: { left: 10, top: 10, ...t.style }, animations: [], events: {}, isLock: false };
    });
    const check = validateDashboardContent(JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData }));
    expect('errors' in check ? check.errors : []).toEqual([]);
    if (!('content' in check) || !check.content) throw new Error('no content');
    check.content.componentData.forEach((c, i) => expect([c.component, c.propValue]).toEqual([COMPONENT_TYPES[i], COMPONENT_CATALOGUE[COMPONENT_TYPES[i]].propValue]));
  });

  it('puts the types in their library groups', () => {
    for (const type of BASIC_TYPES) expect(COMPONENT_CATALOGUE[type].group).toBe('basic');
    for (const type of PROPRIETARY_TYPES) expect(COMPONENT_CATALOGUE[type].group).toBe('proprietary');
    for (const type of DECORATION_TYPES) expect(COMPONENT_CATALOGUE[type].group).toBe('decoration');
    expect(COMPONENT_CATALOGUE.Group.group).toBe('group');
  });

  it('binds every proprietary type to a device, and reads a parameter where the spec says', () => {
    for (const type of PROPRIETARY_TYPES) expect(COMPONENT_CATALOGUE[type].props.uuid).toEqual({ kind: 'uuid' });
    const withParam = PROPRIETARY_TYPES.filter((type) => COMPONENT_CATALOGUE[type].props.param);
    expect(withParam.sort()).toEqual(['BarChart', 'DashBoard', 'LineBarChart', 'LineChart', 'ParamBlock']);
  });

  it('carries the spec defaults (part 2 sections 3 and 9)', () => {
    expect(COMPONENT_CATALOGUE.TimeCard.propValue).toEqual({ timetype: 'HH:mm:ss' });
    expect(COMPONENT_CATALOGUE.BarChart.propValue).toMatchObject({ datalength: DASHBOARD_LIMITS.barChartPoints, SingleCustomBarColor: expect.any(String) });
    expect(COMPONENT_CATALOGUE.BarChart.props.datalength).toMatchObject({ max: 20 });
    expect(COMPONENT_CATALOGUE.LineChart.propValue).toMatchObject({ datalength: DASHBOARD_LIMITS.lineChartPoints });
    expect(COMPONENT_CATALOGUE.LineChart.props.datalength).toMatchObject({ max: 30 });
    expect(COMPONENT_CATALOGUE.LineBarChart.propValue).toMatchObject({ datalength: DASHBOARD_LIMITS.lineBarChartPoints, timetype: 'HH:mm:ss' });
    expect(COMPONENT_CATALOGUE.LineBarChart.props.datalength).toMatchObject({ max: 10 });
    expect(COMPONENT_CATALOGUE.TimelineBar.propValue).toEqual({ uuid: '', time_split: 4, time_precision: 'min' });
    expect(Object.keys(COMPONENT_CATALOGUE.RectShape.props).sort()).toEqual(['backgroundColor', 'borderBox', 'color', 'duration', 'reverse']);
    expect(COMPONENT_CATALOGUE.Image.props.url).toEqual({ kind: 'url' });
    expect(COMPONENT_CATALOGUE.Group.propValue).toEqual([]);
    expect(COMPONENT_CATALOGUE.Group.props).toEqual({});
  });

  it('gives every decoration colours, only the spec optional extras, and a descriptive name', () => {
    const extras = new Set(['duration', 'reverse', 'content', 'scanDuration', 'haloDuration']);
    for (const type of DECORATION_TYPES) {
      const { props, label } = COMPONENT_CATALOGUE[type];
      expect(props.color).toMatchObject({ kind: 'colors' });
      for (const [key, shape] of Object.entries(props)) if (key !== 'color') expect([key, extras.has(key), shape.optional]).toEqual([key, true, true]);
      expect(label).toBe(DECORATION_NAMES[type]);
    }
  });
});

describe('componentProblems', () => {
  it('refuses an unknown type, unknown and malformed keys', () => {
    expect(componentProblems('Script', {})).toEqual(['component']);
    expect(componentProblems('AndonCard', { uuid: 'dev-1', extra: 1 })).toEqual(['propValue.extra']);
    expect(componentProblems('AndonCard', { uuid: '<script>' })).toEqual(['propValue.uuid']);
    expect(componentProblems('AndonCard', {})).toEqual(['propValue.uuid']);
    expect(componentProblems('BarChart', { uuid: '', param: '', SingleCustomBarColor: 'red', datalength: 21 })).toEqual(['propValue.datalength']);
    expect(componentProblems('VText', 42)).toEqual(['propValue']);
    expect(componentProblems('VText', 'x'.repeat(1001))).toEqual(['propValue']);
    expect(componentProblems('Group', {})).toEqual(['propValue']);
    expect(componentProblems('Decoration1', { color: ['#fff'], duration: 3 })).toEqual([]);
    expect(componentProblems('Decoration1', { color: ['#fff'] })).toEqual([]);
  });

  it('checks own style keys and refuses foreign ones', () => {
    expect(componentProblems('VText', 'a', { left: 1, top: 2, width: 3, height: 4, rotate: 0, opacity: 1, color: 'url(x)' })).toEqual(['style.color']);
    expect(componentProblems('VText', 'a', { background: 'red' })).toEqual(['style.background']);
    expect(componentProblems('VText', 'a', { width: 'wide' })).toEqual(['style.width']);
  });

  it('accepts pictures only as stored files, http links or PNG/JPEG data URLs', () => {
    const url = (value: string) => componentProblems('Image', { url: value, flipHorizontal: false, flipVertical: true });
    expect(url('')).toEqual([]);
    expect(url(`/files/dashboard/${'a'.repeat(64)}.png`)).toEqual([]);
    expect(url('https://example.com/a.png')).toEqual([]);
    expect(url('data:image/jpeg;base64,AAAA')).toEqual([]);
    expect(url('javascript:alert(1)')).toEqual(['propValue.url']);
    expect(url('data:text/html;base64,AAAA')).toEqual(['propValue.url']);
    expect(url('/files/../etc/passwd')).toEqual(['propValue.url']);
  });
});

describe('shapes', () => {
  it('knows colours', () => {
    for (const c of ['#fff', '#ffffff', '#ffffff80', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'transparent', 'red']) expect([c, isColor(c)]).toEqual([c, true]);
    for (const c of ['', '#ggg', 'url(a)', 'red;background:x', 'rgb(1,2)', 42]) expect([c, isColor(c)]).toEqual([c, false]);
  });

  it('treats optional as absent only', () => {
    expect(fitsShape({ kind: 'number', min: 0, max: 1, optional: true }, undefined)).toBe(true);
    expect(fitsShape({ kind: 'number', min: 0, max: 1, optional: true }, null)).toBe(false);
    expect(fitsShape({ kind: 'number', min: 0, max: 1 }, undefined)).toBe(false);
    expect(fitsShape({ kind: 'colors', max: 2 }, ['#fff', '#000', '#111'])).toBe(false);
    expect(fitsShape({ kind: 'number', min: 0, max: 1 }, Number.NaN)).toBe(false);
  });

  it('reads the bound device', () => {
    expect(boundUuid({ component: 'AndonCard', propValue: { uuid: 'd1' } })).toBe('d1');
    expect(boundUuid({ component: 'AndonCard', propValue: { uuid: '' } })).toBeNull();
    expect(boundUuid({ component: 'VText', propValue: 'x' })).toBeNull();
    expect(boundUuid({ component: 'Group', propValue: [] })).toBeNull();
  });
});
