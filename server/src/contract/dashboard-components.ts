/**
 * The designer's component catalogue (spec part 2 section 3): for every component type its
 * library group, default size and look, default properties and the shape its properties must
 * have. The designer's library copies templates from here; the server validates saved content
 * against the same shapes, so a property exists once.
 */
import type { ComponentGroup, ComponentStyle, ComponentType } from './dashboards';

/**
 * The shape of one property value. `text` is a bounded string; `color` a CSS colour
 * (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba(), or a name of letters); `colors` a bounded list of
 * colours; `uuid` a bound device's uuid (checked against the caller's scope on save; `''` while
 * no device is chosen); `param` a parameter key (`''` while none is chosen); `url` a stored
 * file's link (`/files/{bucket}/{name}`), an http(s) link or a data URL of a PNG or JPEG picture
 * (`''` while there is no picture); `choice` one of `values`. `optional` lets the key be absent.
 */
export type PropShape =
  | { kind: 'text'; max: number; optional?: boolean }
  | { kind: 'number'; min: number; max: number; optional?: boolean }
  | { kind: 'boolean'; optional?: boolean }
  | { kind: 'color'; optional?: boolean }
  | { kind: 'colors'; max: number; optional?: boolean }
  | { kind: 'uuid'; optional?: boolean }
  | { kind: 'param'; optional?: boolean }
  | { kind: 'url'; optional?: boolean }
  | { kind: 'choice'; values: readonly string[]; optional?: boolean };

export type ComponentTemplate = {
  group: ComponentGroup;
  /** The library's label in both languages. */
  label: { en: string; zh: string };
  /** Default style of a dropped component (left and top come from the drop). */
  style: Omit<ComponentStyle, 'left' | 'top'>;
  /**
   * The default properties. A plain string for types whose propValue is their text (VText), an
   * object for the others, the child array for Group.
   */
  propValue: unknown;
  /** Shapes of propValue's keys (an object propValue); `{ '': shape }` for a string propValue; none for Group. */
  props: Record<string, PropShape>;
  /** Shapes of the type's own style keys besides left, top, width, height, rotate, opacity. */
  styleProps: Record<string, PropShape>;
};

/** The frames a RectShape can draw around its box (`none`: a plain filled rectangle). */
export const BORDER_BOXES = ['none', 'BorderBox1', 'BorderBox2', 'BorderBox3', 'BorderBox4'] as const;
/** Time formats of TimeCard and of LineBarChart's axis (dayjs-style tokens). */
export const TIME_TYPES = ['HH:mm:ss', 'HH:mm', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'MM-DD HH:mm'] as const;
/** TimelineBar's label precision. */
export const TIME_PRECISIONS = ['hour', 'min', 'sec'] as const;

/** The descriptive names of the decorations beside the spec's type names. */
export const DECORATION_NAMES: Record<`Decoration${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`, { en: string; zh: string }> = {
  Decoration1: { en: 'Blinking dots', zh: '装饰1 闪烁点阵' },
  Decoration2: { en: 'Scanning line', zh: '装饰2 扫描线' },
  Decoration3: { en: 'Square row', zh: '装饰3 方块条' },
  Decoration4: { en: 'Vertical scan', zh: '装饰4 竖向扫描' },
  Decoration5: { en: 'Trapezoid line', zh: '装饰5 梯形线' },
  Decoration6: { en: 'Pulsing bars', zh: '装饰6 跳动柱' },
  Decoration7: { en: 'Arrow title', zh: '装饰7 箭头标题' },
  Decoration8: { en: 'Corner line', zh: '装饰8 折角线' },
  Decoration9: { en: 'Rotating ring', zh: '装饰9 旋转环' },
  Decoration10: { en: 'Segmented line', zh: '装饰10 分段线' },
  Decoration11: { en: 'Title frame', zh: '装饰11 标题框' },
  Decoration12: { en: 'Radar scan', zh: '装饰12 雷达扫描' },
};

const NO_STYLE = { rotate: 0, opacity: 1 } as const;
const COLORS = { kind: 'colors', max: 4 } as const;
const UUID = { kind: 'uuid' } as const;
const PARAM = { kind: 'param' } as const;
/** Text colour and size of the proprietary components (the body follows the canvas theme otherwise). */
const LIVE_STYLE = { color: '#ffffff', fontSize: 14 } as const;
const LIVE_STYLE_PROPS: Record<string, PropShape> = { color: { kind: 'color' }, fontSize: { kind: 'number', min: 8, max: 200 } };
const DURATION = (optional: boolean): PropShape => ({ kind: 'number', min: 0.1, max: 100, optional });

function decoration(
  name: keyof typeof DECORATION_NAMES,
  size: { width: number; height: number },
  color: string[],
  extras: Record<string, { value: unknown; shape: PropShape }> = {},
): ComponentTemplate {
  const propValue: Record<string, unknown> = { color };
  const props: Record<string, PropShape> = { color: COLORS };
  for (const [key, { value, shape }] of Object.entries(extras)) {
    propValue[key] = value;
    props[key] = shape;
  }
  return { group: 'decoration', label: DECORATION_NAMES[name], style: { ...size, ...NO_STYLE }, propValue, props, styleProps: {} };
}

const DURATION_EXTRA = (value: number) => ({ value, shape: DURATION(true) });
const REVERSE_EXTRA = { value: false, shape: { kind: 'boolean', optional: true } as PropShape };
const CONTENT_EXTRA = (value: string) => ({ value, shape: { kind: 'text', max: 100, optional: true } as PropShape });

/** Every type of `COMPONENT_TYPES` (a test checks that none is missing and that each default fits its shapes). */
export const COMPONENT_CATALOGUE: Record<ComponentType, ComponentTemplate> = {
  VText: {
    group: 'basic',
    label: { en: 'Text', zh: '文字' },
    style: { width: 200, height: 28, rotate: 0, opacity: 1, fontSize: 14, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0, textAlign: 'left', color: '#ffffff', padding: 0 },
    propValue: 'Text',
    props: { '': { kind: 'text', max: 1000 } },
    styleProps: {
      fontSize: { kind: 'number', min: 1, max: 1000 },
      fontWeight: { kind: 'number', min: 100, max: 900 },
      lineHeight: { kind: 'number', min: 0, max: 100 },
      letterSpacing: { kind: 'number', min: -100, max: 1000 },
      textAlign: { kind: 'choice', values: ['left', 'center', 'right'] },
      color: { kind: 'color' },
      padding: { kind: 'number', min: 0, max: 1000 },
    },
  },
  RectShape: {
    group: 'basic',
    label: { en: 'Rectangle', zh: '矩形' },
    style: { width: 300, height: 200, ...NO_STYLE },
    propValue: { borderBox: 'BorderBox1', backgroundColor: 'rgba(0,0,0,0)', color: ['#4fd2dd', '#235fa7'], reverse: false, duration: 3 },
    props: {
      borderBox: { kind: 'choice', values: BORDER_BOXES },
      backgroundColor: { kind: 'color' },
      color: COLORS,
      reverse: { kind: 'boolean' },
      duration: DURATION(false),
    },
    styleProps: {},
  },
  Image: {
    group: 'basic',
    label: { en: 'Picture', zh: '图片' },
    style: { width: 200, height: 200, ...NO_STYLE },
    propValue: { url: '', flipHorizontal: false, flipVertical: false },
    props: { url: { kind: 'url' }, flipHorizontal: { kind: 'boolean' }, flipVertical: { kind: 'boolean' } },
    styleProps: {},
  },
  TimeCard: {
    group: 'basic',
    label: { en: 'Clock', zh: '时间' },
    style: { width: 240, height: 40, ...NO_STYLE, fontSize: 24, fontWeight: 400, color: '#ffffff', textAlign: 'center' },
    propValue: { timetype: 'HH:mm:ss' },
    props: { timetype: { kind: 'choice', values: TIME_TYPES } },
    styleProps: {
      fontSize: { kind: 'number', min: 1, max: 1000 },
      fontWeight: { kind: 'number', min: 100, max: 900 },
      color: { kind: 'color' },
      textAlign: { kind: 'choice', values: ['left', 'center', 'right'] },
    },
  },
  AndonCard: {
    group: 'proprietary',
    label: { en: 'Andon card', zh: '安灯卡片' },
    style: { width: 240, height: 120, ...NO_STYLE, ...LIVE_STYLE, fontSize: 18 },
    propValue: { uuid: '' },
    props: { uuid: UUID },
    styleProps: LIVE_STYLE_PROPS,
  },
  ProgressBar: {
    group: 'proprietary',
    label: { en: 'Program progress', zh: '进度条' },
    style: { width: 400, height: 60, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '' },
    props: { uuid: UUID },
    styleProps: LIVE_STYLE_PROPS,
  },
  DashBoard: {
    group: 'proprietary',
    label: { en: 'Gauge', zh: '仪表盘' },
    style: { width: 240, height: 240, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '', param: '', min: 0, max: 100 },
    props: {
      uuid: UUID,
      param: PARAM,
      min: { kind: 'number', min: -1e9, max: 1e9, optional: true },
      max: { kind: 'number', min: -1e9, max: 1e9, optional: true },
    },
    styleProps: LIVE_STYLE_PROPS,
  },
  AlarmTable: {
    group: 'proprietary',
    label: { en: 'Alarm table', zh: '报警表格' },
    style: { width: 480, height: 300, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '' },
    props: { uuid: UUID },
    styleProps: LIVE_STYLE_PROPS,
  },
  BarChart: {
    group: 'proprietary',
    label: { en: 'Bar chart', zh: '柱状图' },
    style: { width: 480, height: 300, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '', param: '', SingleCustomBarColor: '#4b9dfc', datalength: 20 },
    props: { uuid: UUID, param: PARAM, SingleCustomBarColor: { kind: 'color' }, datalength: { kind: 'number', min: 1, max: 20 } },
    styleProps: LIVE_STYLE_PROPS,
  },
  LineChart: {
    group: 'proprietary',
    label: { en: 'Line chart', zh: '折线图' },
    style: { width: 480, height: 300, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '', param: '', datalength: 30 },
    props: { uuid: UUID, param: PARAM, datalength: { kind: 'number', min: 2, max: 30 } },
    styleProps: LIVE_STYLE_PROPS,
  },
  LineBarChart: {
    group: 'proprietary',
    label: { en: 'Line and bar chart', zh: '折柱图' },
    style: { width: 480, height: 300, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '', param: '', timetype: 'HH:mm:ss', datalength: 10, barStartColor: '#4fd2dd', barEndColor: '#235fa7', lineColor: ['#facc15', '#f97316'] },
    props: {
      uuid: UUID,
      param: PARAM,
      timetype: { kind: 'choice', values: TIME_TYPES },
      datalength: { kind: 'number', min: 2, max: 10 },
      barStartColor: { kind: 'color' },
      barEndColor: { kind: 'color' },
      lineColor: COLORS,
    },
    styleProps: LIVE_STYLE_PROPS,
  },
  StatePieChart: {
    group: 'proprietary',
    label: { en: 'Status pie chart', zh: '状态饼图' },
    style: { width: 300, height: 300, ...NO_STYLE, ...LIVE_STYLE },
    propValue: { uuid: '' },
    props: { uuid: UUID },
    styleProps: LIVE_STYLE_PROPS,
  },
  TimelineBar: {
    group: 'proprietary',
    label: { en: 'Status timeline', zh: '状态时间轴' },
    style: { width: 600, height: 80, ...NO_STYLE, ...LIVE_STYLE, fontSize: 12 },
    propValue: { uuid: '', time_split: 4, time_precision: 'min' },
    props: { uuid: UUID, time_split: { kind: 'number', min: 1, max: 24 }, time_precision: { kind: 'choice', values: TIME_PRECISIONS } },
    styleProps: LIVE_STYLE_PROPS,
  },
  ParamBlock: {
    group: 'proprietary',
    label: { en: 'Parameter block', zh: '参数块' },
    style: { width: 200, height: 100, ...NO_STYLE, ...LIVE_STYLE, fontSize: 28 },
    propValue: { uuid: '', param: '' },
    props: { uuid: UUID, param: PARAM },
    styleProps: LIVE_STYLE_PROPS,
  },
  Decoration1: decoration('Decoration1', { width: 200, height: 50 }, ['#ffffff', '#0de7c2'], { duration: DURATION_EXTRA(3) }),
  Decoration2: decoration('Decoration2', { width: 300, height: 10 }, ['#3faacb', '#ffffff'], { reverse: REVERSE_EXTRA, duration: DURATION_EXTRA(6) }),
  Decoration3: decoration('Decoration3', { width: 250, height: 30 }, ['#7acaec', 'transparent']),
  Decoration4: decoration('Decoration4', { width: 10, height: 300 }, ['rgba(255,255,255,0.3)', 'rgba(255,255,255,0.3)'], { reverse: REVERSE_EXTRA, duration: DURATION_EXTRA(3) }),
  Decoration5: decoration('Decoration5', { width: 300, height: 40 }, ['#3f96a5', '#3f96a5'], { duration: DURATION_EXTRA(1.2) }),
  Decoration6: decoration('Decoration6', { width: 300, height: 30 }, ['#7acaec', '#7acaec']),
  Decoration7: decoration('Decoration7', { width: 150, height: 30 }, ['#1dc1f5', '#1dc1f5'], { content: CONTENT_EXTRA('Title') }),
  Decoration8: decoration('Decoration8', { width: 300, height: 50 }, ['#3f96a5', '#3f96a5'], { reverse: REVERSE_EXTRA }),
  Decoration9: decoration('Decoration9', { width: 150, height: 150 }, ['rgba(3,166,224,0.8)', 'rgba(3,166,224,0.5)'], { duration: DURATION_EXTRA(3), content: CONTENT_EXTRA('66%') }),
  Decoration10: decoration('Decoration10', { width: 400, height: 5 }, ['#00c2ff', 'rgba(0,194,255,0.3)']),
  Decoration11: decoration('Decoration11', { width: 200, height: 60 }, ['#1a98fc', '#2cf7fe'], { content: CONTENT_EXTRA('Title') }),
  Decoration12: decoration('Decoration12', { width: 150, height: 150 }, ['#2783ce', '#2cf7fe'], {
    scanDuration: { value: 3, shape: DURATION(true) },
    haloDuration: { value: 2, shape: DURATION(true) },
  }),
  Group: {
    group: 'group',
    label: { en: 'Group', zh: '组合' },
    style: { width: 200, height: 200, ...NO_STYLE },
    propValue: [],
    props: {},
    styleProps: {},
  },
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i;
const COLOR_NAME = /^[a-z]{3,30}$/i;
const UUID_TEXT = /^[A-Za-z0-9_.:-]{1,64}$/;
const PARAM_TEXT = /^[A-Za-z0-9_.-]{1,100}$/;
const STORED_FILE = /^\/files\/[a-z0-9][a-z0-9-]{1,61}[a-z0-9]\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;
const HTTP_LINK = /^https?:\/\/[^\s"'<>]{1,2000}$/;
const PICTURE_DATA = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
/** A data URL picture inside content: at most 256 KiB of text (content as a whole is bounded too). */
const PICTURE_DATA_MAX = 256 * 1024;

export function isColor(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 40 && (HEX.test(value) || RGB.test(value) || COLOR_NAME.test(value));
}

/** Whether one value fits its shape (an absent optional value fits; absent is `undefined`). */
export function fitsShape(shape: PropShape, value: unknown): boolean {
  if (value === undefined) return shape.optional === true;
  switch (shape.kind) {
    case 'text':
      return typeof value === 'string' && value.length <= shape.max;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= shape.min && value <= shape.max;
    case 'boolean':
      return typeof value === 'boolean';
    case 'color':
      return isColor(value);
    case 'colors':
      return Array.isArray(value) && value.length >= 1 && value.length <= shape.max && value.every(isColor);
    case 'uuid':
      return value === '' || (typeof value === 'string' && UUID_TEXT.test(value));
    case 'param':
      return value === '' || (typeof value === 'string' && PARAM_TEXT.test(value));
    case 'url':
      return (
        value === '' ||
        (typeof value === 'string' && (STORED_FILE.test(value) || HTTP_LINK.test(value) || (value.length <= PICTURE_DATA_MAX && PICTURE_DATA.test(value))))
      );
    case 'choice':
      return typeof value === 'string' && shape.values.includes(value);
  }
}

/**
 * The keys of a component's propValue and own style that do not fit the catalogue (unknown
 * keys, missing or malformed values); `['component']` for an unknown type. Group children are
 * not looked into (the caller walks them). Empty when everything fits.
 */
export function componentProblems(type: string, propValue: unknown, style: Record<string, unknown> = {}): string[] {
  const template = (COMPONENT_CATALOGUE as Record<string, ComponentTemplate | undefined>)[type];
  if (!template) return ['component'];
  const problems: string[] = [];
  if (type === 'Group') {
    if (!Array.isArray(propValue)) problems.push('propValue');
  } else if ('' in template.props) {
    if (!fitsShape(template.props[''], propValue)) problems.push('propValue');
  } else if (typeof propValue !== 'object' || propValue === null || Array.isArray(propValue)) {
    problems.push('propValue');
  } else {
    const value = propValue as Record<string, unknown>;
    for (const key of Object.keys(value)) if (!(key in template.props)) problems.push(`propValue.${key}`);
    for (const [key, shape] of Object.entries(template.props)) if (!fitsShape(shape, value[key])) problems.push(`propValue.${key}`);
  }
  for (const key of ['left', 'top', 'width', 'height', 'rotate', 'opacity']) {
    const v = style[key];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) problems.push(`style.${key}`);
  }
  for (const [key, v] of Object.entries(style)) {
    if (['left', 'top', 'width', 'height', 'rotate', 'opacity'].includes(key)) continue;
    const shape = template.styleProps[key];
    if (!shape || !fitsShape({ ...shape, optional: true }, v)) problems.push(`style.${key}`);
  }
  return problems;
}

/** The bound device of a component, if its type binds one and one is chosen. */
export function boundUuid(component: { component: string; propValue: unknown }): string | null {
  const value = component.propValue as { uuid?: unknown } | null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return typeof value.uuid === 'string' && value.uuid !== '' ? value.uuid : null;
}
