/**
 * Custom dashboards (spec part 2 sections 2-5, 7 and 9): the shape of a dashboard's content
 * (canvas style and components), the component catalogue and the limits. Shared by the server,
 * which validates content on save, and the designer, which builds it; plain TypeScript with no
 * dependencies.
 *
 * Content is stored as JSON text `{ canvasStyle, componentData }` (the spec's `canvasData` is
 * the component array).
 */
import { COMPONENT_CATALOGUE, type PropShape } from './dashboard-components';
import { type FieldError, checkText } from './validation';

export const DASHBOARD_LIMITS = {
  /** Spec part 2 section 9: kanban name at most 16. */
  name: 16,
  /** Chosen: a description of at most 200 characters (remarks and comments are 200). */
  description: 200,
  /** Spec: list page size 10, sorted by update time descending. */
  pageSize: 10,
  canvasWidth: { min: 800, max: 16000, default: 1920 },
  canvasHeight: { min: 600, max: 16000, default: 1080 },
  scale: { min: 1, max: 200, default: 100 },
  /** Spec: snap within 3 px; paste offset 10 px. */
  snap: 3,
  pasteOffset: 10,
  /** Chosen: the designer keeps at least 50 undo steps. */
  history: 50,
  /** Chosen (issue 15): a 200-component dashboard stays under 1 MB; content is refused above 1 MB. */
  contentBytes: 1024 * 1024,
  /** Chosen: at most 500 components on a canvas, counting group children. */
  components: 500,
  /** Chosen: a group nests at most 4 levels. */
  groupDepth: 4,
  /** The cover: a JPEG data URL of at most 512 KiB (half-scale screenshot at quality 0.1). */
  coverBytes: 512 * 1024,
  /** Spec: chart data lengths. */
  barChartPoints: 20,
  lineChartPoints: 30,
  lineBarChartPoints: 10,
  /** Spec: default animation time 1 s. */
  animationSeconds: 1,
} as const;

export const CANVAS_PRESETS = ['3840*2160', '2560*1440', '1920*1080', '1440*768', 'custom'] as const;
export type CanvasPreset = (typeof CANVAS_PRESETS)[number];

export const SCALE_CHOICES = [20, 50, 70, 100, 150, 200] as const;

export type DashboardTheme = 'light' | 'dark';

export type CanvasStyle = { width: number; height: number; scale: number; theme: DashboardTheme };

export const DEFAULT_CANVAS_STYLE: CanvasStyle = { width: 1920, height: 1080, scale: 100, theme: 'dark' };

/** Position and look of a component in canvas pixels; rotate in degrees. Types add their own keys. */
export type ComponentStyle = {
  left: number;
  top: number;
  width: number;
  height: number;
  rotate: number;
  opacity: number;
  [key: string]: string | number | boolean | string[] | undefined;
};

/** A group child's position in percent of the group's box (spec: groupStyle). */
export type GroupStyle = { left: number; top: number; width: number; height: number };

export type AnimationItem = { label: string; value: string; animationTime: number; isLoop: boolean };

export const COMPONENT_GROUPS = ['basic', 'proprietary', 'decoration', 'group'] as const;
export type ComponentGroup = (typeof COMPONENT_GROUPS)[number];

export const BASIC_TYPES = ['VText', 'RectShape', 'Image', 'TimeCard'] as const;
export const PROPRIETARY_TYPES = [
  'AndonCard',
  'ProgressBar',
  'DashBoard',
  'AlarmTable',
  'BarChart',
  'LineChart',
  'LineBarChart',
  'StatePieChart',
  'TimelineBar',
  'ParamBlock',
] as const;
export const DECORATION_TYPES = [
  'Decoration1',
  'Decoration2',
  'Decoration3',
  'Decoration4',
  'Decoration5',
  'Decoration6',
  'Decoration7',
  'Decoration8',
  'Decoration9',
  'Decoration10',
  'Decoration11',
  'Decoration12',
] as const;
export const COMPONENT_TYPES = [...BASIC_TYPES, ...PROPRIETARY_TYPES, ...DECORATION_TYPES, 'Group'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];
export type ProprietaryType = (typeof PROPRIETARY_TYPES)[number];

/**
 * One component on the canvas (spec part 2 section 3). `propValue` depends on the type:
 * a Group's is its children (each with `groupStyle`); a proprietary component's holds the bound
 * device's `uuid` and, where it reads one, the parameter `param`; basic and decoration types hold
 * their own values (see the catalogue).
 */
export type DashboardComponent = {
  id: string;
  component: ComponentType;
  label: string;
  icon?: string;
  group?: ComponentGroup;
  propValue: unknown;
  style: ComponentStyle;
  animations: AnimationItem[];
  events: Record<string, string>;
  groupStyle?: GroupStyle;
  isLock: boolean;
  collapseName?: string;
  linkage?: { duration: number; data: { id: string; label: string; event: string; style: { key: string; value: string }[] }[] };
};

export type DashboardContent = { canvasStyle: CanvasStyle; componentData: DashboardComponent[] };

export function isProprietary(type: string): type is ProprietaryType {
  return (PROPRIETARY_TYPES as readonly string[]).includes(type);
}

/** The table name of `tableVersionChanged` events after a dashboard is created, saved or deleted. */
export const DASHBOARD_TABLE = 'dashboard';

/** The content of a new dashboard: the default canvas and no components. */
export const EMPTY_DASHBOARD_CONTENT = JSON.stringify({ canvasStyle: DEFAULT_CANVAS_STYLE, componentData: [] });

/**
 * Bounds of the content's parts that the shared limits above leave open (chosen): strings of a
 * component, lists of animations and events, the range of positions. Shared so the designer
 * can keep within them.
 */
export const DASHBOARD_CONTENT_BOUNDS = {
  id: 64,
  label: 50,
  icon: 100,
  collapseName: 50,
  animations: 20,
  animationTime: { min: 0.1, max: 60 },
  animationText: 50,
  events: 10,
  eventName: 64,
  eventValue: 200,
  /** left and top within this many canvas widths (heights) either side of the canvas. */
  positionFactor: 2,
  /** width and height of a component: above 0, at most this. */
  size: 16000,
  rotate: 36000,
  /** A group child's box in percent of its group. */
  groupPercent: { min: -1000, max: 1000 },
  /** Values of a type without a catalogue entry: bounded primitives or lists of them. */
  freeText: 1000,
  freeList: 100,
  freeKeys: 50,
  linkage: 20,
  /** At most this many problems are reported at once. */
  errors: 20,
} as const;

/** A device bound by a component's `uuid` property, with where it is bound. */
export type BoundDevice = { uuid: string; path: string };

export type DashboardContentCheck =
  | { content: DashboardContent; devices: BoundDevice[]; errors?: undefined }
  | { errors: FieldError[]; content?: undefined; devices?: undefined };

/** UTF-8 bytes of a string (no dependency on Buffer or TextEncoder). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/** The title and description of the create and rename dialogs (spec: title required, at most 16). */
export function validateDashboardFields(values: { name?: string | null; description?: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  const name = (values.name ?? '').trim();
  if (!name) errors.push({ field: 'name', key: 'dashboard_name_required' });
  else if (name.length > DASHBOARD_LIMITS.name) errors.push({ field: 'name', key: 'dashboard_name_too_long', params: { max: DASHBOARD_LIMITS.name } });
  else {
    const key = checkText(name, DASHBOARD_LIMITS.name);
    if (key) errors.push({ field: 'name', key });
  }
  const description = (values.description ?? '').trim();
  if (description.length > DASHBOARD_LIMITS.description) errors.push({ field: 'description', key: 'dashboard_description_too_long', params: { max: DASHBOARD_LIMITS.description } });
  else {
    const key = checkText(description, DASHBOARD_LIMITS.description);
    if (key) errors.push({ field: 'description', key });
  }
  return errors;
}

const COVER_PREFIX = 'data:image/jpeg;base64,';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The cover: `data:image/jpeg;base64,...` only, well-formed base64, at most
 * DASHBOARD_LIMITS.coverBytes of picture, starting with the JPEG mark FF D8 FF (base64 `/9j/`).
 */
export function validateCoverIcon(cover: string, field = 'coverIcon'): FieldError[] {
  if (!cover.startsWith(COVER_PREFIX)) return [{ field, key: 'dashboard_cover_format' }];
  const data = cover.slice(COVER_PREFIX.length);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const bytes = (data.length / 4) * 3 - padding;
  if (bytes > DASHBOARD_LIMITS.coverBytes) return [{ field, key: 'dashboard_cover_too_large', params: { max: sizeText(DASHBOARD_LIMITS.coverBytes) } }];
  if (data.length % 4 !== 0 || !BASE64.test(data) || !data.startsWith('/9j/')) return [{ field, key: 'dashboard_cover_format' }];
  return [];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * What clicking a component in the view or the preview may do, by event name (spec part 2
 * section 4: "calls a global function named by each key of its events map"). Only these two,
 * the original designer's: any global by name would let a dashboard's author run script in every
 * viewer's browser (`{"eval": "..."}` took over a super_admin in review). `alert` shows the value
 * as a message; `redirect` opens it, a path of this site or an http(s) address.
 */
export const DASHBOARD_EVENTS = ['alert', 'redirect'] as const;
export type DashboardEvent = (typeof DASHBOARD_EVENTS)[number];
export const isDashboardEvent = (name: string): name is DashboardEvent => (DASHBOARD_EVENTS as readonly string[]).includes(name);

/** A link a `redirect` may open: a path of this site (not `//host` nor `/\\host`, which browsers read as another host) or an http(s) address. */
export const isEventLink = (text: string): boolean => /^(?:\/(?![/\\])|https?:\/\/)/i.test(text);
const ANIMATION_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const PARAM_KEY = /^[A-Za-z0-9_.:-]*$/;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const RGB_COLOR = /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/;
const NAMED_COLOR = /^[A-Za-z]{1,30}$/;
/** A picture a component shows: a site path (a stored file's link), an http(s) address or a PNG/JPEG data URL. */
const PICTURE_URL = /^(?:\/(?!\/)|https?:\/\/|data:image\/(?:png|jpeg);base64,)/;
/** Keys that would reach an object's prototype when copied. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const STANDARD_STYLE = new Set(['left', 'top', 'width', 'height', 'rotate', 'opacity']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Collects problems (at most DASHBOARD_CONTENT_BOUNDS.errors) and the bound devices while walking the content. */
class ContentWalker {
  readonly errors: FieldError[] = [];
  readonly devices: BoundDevice[] = [];
  readonly ids = new Set<string>();
  count = 0;

  constructor(readonly canvas: CanvasStyle) {}

  get full(): boolean {
    return this.errors.length >= DASHBOARD_CONTENT_BOUNDS.errors;
  }

  fail(field: string, key: FieldError['key'], params?: FieldError['params']): undefined {
    if (!this.full) this.errors.push({ field, key, ...(params ? { params } : {}) });
    return undefined;
  }

  text(value: unknown, max: number, field: string): string | undefined {
    if (typeof value !== 'string') return this.fail(field, 'dashboard_content_shape');
    const key = checkText(value, max);
    if (key) return this.fail(field, key, key === 'text_too_long' ? { max } : undefined);
    return value;
  }

  number(value: unknown, min: number, max: number, field: string): number | undefined {
    if (!isNumber(value)) return this.fail(field, 'dashboard_content_shape');
    if (value < min || value > max) return this.fail(field, 'dashboard_value_range', { min, max });
    return value;
  }

  boolean(value: unknown, field: string): boolean | undefined {
    return typeof value === 'boolean' ? value : this.fail(field, 'dashboard_content_shape');
  }

  color(value: unknown, field: string): string | undefined {
    const text = this.text(value, 100, field);
    if (text === undefined) return undefined;
    if (text === '' || HEX_COLOR.test(text) || RGB_COLOR.test(text) || NAMED_COLOR.test(text)) return text;
    return this.fail(field, 'dashboard_color');
  }

  /** One value against its catalogue shape; `undefined` when refused. */
  shaped(value: unknown, shape: PropShape, field: string): Json | undefined {
    switch (shape.kind) {
      case 'text':
        return this.text(value, shape.max, field);
      case 'number':
        return this.number(value, shape.min, shape.max, field);
      case 'boolean':
        return this.boolean(value, field);
      case 'color':
        return this.color(value, field);
      case 'colors': {
        if (!Array.isArray(value)) return this.fail(field, 'dashboard_content_shape');
        if (value.length > shape.max) return this.fail(field, 'dashboard_list_too_long', { max: shape.max });
        const colors = value.map((item, i) => this.color(item, `${field}[${i}]`));
        return colors.every((c) => c !== undefined) ? (colors as string[]) : undefined;
      }
      case 'uuid': {
        const uuid = this.text(value, 64, field);
        // An empty uuid: a component not bound yet (dropped, its device still to choose).
        if (uuid) this.devices.push({ uuid, path: field });
        return uuid;
      }
      case 'param': {
        const param = this.text(value, 100, field);
        if (param === undefined) return undefined;
        return PARAM_KEY.test(param) ? param : this.fail(field, 'dashboard_content_shape');
      }
      case 'url': {
        const url = this.text(value, DASHBOARD_LIMITS.contentBytes, field);
        if (url === undefined) return undefined;
        return url === '' || PICTURE_URL.test(url) ? url : this.fail(field, 'dashboard_content_shape');
      }
      case 'choice': {
        if (typeof value === 'string' && shape.values.includes(value)) return value;
        return this.fail(field, 'dashboard_choice', { values: shape.values.join(', ') });
      }
    }
  }

  /** The keys `shapes` declares (missing optional ones left out, others dropped). */
  shapedObject(value: unknown, shapes: Record<string, PropShape>, field: string, into: Record<string, Json> = {}): Record<string, Json> | undefined {
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    let ok = true;
    for (const [key, shape] of Object.entries(shapes)) {
      const item = value[key];
      if (item === undefined || item === null) {
        if (!shape.optional) ok = this.fail(`${field}.${key}`, 'dashboard_content_shape') ?? false;
        continue;
      }
      const checked = this.shaped(item, shape, `${field}.${key}`);
      if (checked === undefined) ok = false;
      else into[key] = checked;
    }
    return ok ? into : undefined;
  }

  /** A value of a type without a catalogue entry: a primitive or a list of primitives, bounded. */
  free(value: unknown, field: string): Json | undefined {
    const B = DASHBOARD_CONTENT_BOUNDS;
    if (typeof value === 'string') return this.text(value, B.freeText, field);
    if (typeof value === 'boolean' || value === null) return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : this.fail(field, 'dashboard_content_shape');
    if (Array.isArray(value)) {
      if (value.length > B.freeList) return this.fail(field, 'dashboard_list_too_long', { max: B.freeList });
      const items: Json[] = [];
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (Array.isArray(item) || isObject(item)) return this.fail(`${field}[${i}]`, 'dashboard_content_shape');
        const checked = this.free(item, `${field}[${i}]`);
        if (checked === undefined) return undefined;
        items.push(checked);
      }
      return items;
    }
    return this.fail(field, 'dashboard_content_shape');
  }

  freeObject(value: unknown, field: string, into: Record<string, Json> = {}, skip: ReadonlySet<string> = new Set()): Record<string, Json> | undefined {
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    const entries = Object.entries(value).filter(([key]) => !skip.has(key));
    if (entries.length > DASHBOARD_CONTENT_BOUNDS.freeKeys) return this.fail(field, 'dashboard_list_too_long', { max: DASHBOARD_CONTENT_BOUNDS.freeKeys });
    let ok = true;
    for (const [key, item] of entries) {
      if (!IDENTIFIER.test(key) || key.length > 64 || RESERVED_KEYS.has(key)) {
        ok = this.fail(`${field}.${key.slice(0, 64)}`, 'dashboard_content_shape') ?? false;
        continue;
      }
      // A uuid is a device binding wherever it appears.
      const checked = key === 'uuid' ? this.shaped(item, { kind: 'uuid' }, `${field}.${key}`) : this.free(item, `${field}.${key}`);
      if (checked === undefined) ok = false;
      else into[key] = checked;
    }
    return ok ? into : undefined;
  }

  style(value: unknown, type: ComponentType, field: string): ComponentStyle | undefined {
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    const B = DASHBOARD_CONTENT_BOUNDS;
    const { width: cw, height: ch } = this.canvas;
    const f = B.positionFactor;
    const left = this.number(value.left, -f * cw, (f + 1) * cw, `${field}.left`);
    const top = this.number(value.top, -f * ch, (f + 1) * ch, `${field}.top`);
    const width = this.number(value.width, 0, B.size, `${field}.width`);
    const height = this.number(value.height, 0, B.size, `${field}.height`);
    if (width === 0) this.fail(`${field}.width`, 'dashboard_value_range', { min: '> 0', max: B.size });
    if (height === 0) this.fail(`${field}.height`, 'dashboard_value_range', { min: '> 0', max: B.size });
    const rotate = value.rotate === undefined ? 0 : this.number(value.rotate, -B.rotate, B.rotate, `${field}.rotate`);
    const opacity = value.opacity === undefined ? 1 : this.number(value.opacity, 0, 1, `${field}.opacity`);
    if ([left, top, width, height, rotate, opacity].some((v) => v === undefined) || !width || !height) return undefined;
    const style: ComponentStyle = { left: left!, top: top!, width, height, rotate: rotate!, opacity: opacity! };
    const template = COMPONENT_CATALOGUE[type];
    const extra = template ? this.shapedObject(value, template.styleProps, field, {}) : this.freeObject(value, field, {}, STANDARD_STYLE);
    if (!extra) return undefined;
    return Object.assign(style, extra);
  }

  groupStyle(value: unknown, field: string): GroupStyle | undefined {
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    const { min, max } = DASHBOARD_CONTENT_BOUNDS.groupPercent;
    const left = this.number(value.left, min, max, `${field}.left`);
    const top = this.number(value.top, min, max, `${field}.top`);
    const width = this.number(value.width, 0, max, `${field}.width`);
    const height = this.number(value.height, 0, max, `${field}.height`);
    if (left === undefined || top === undefined || width === undefined || height === undefined) return undefined;
    return { left, top, width, height };
  }

  animations(value: unknown, field: string): AnimationItem[] | undefined {
    const B = DASHBOARD_CONTENT_BOUNDS;
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return this.fail(field, 'dashboard_content_shape');
    if (value.length > B.animations) return this.fail(field, 'dashboard_list_too_long', { max: B.animations });
    const items: AnimationItem[] = [];
    value.forEach((item, i) => {
      const at = `${field}[${i}]`;
      if (!isObject(item)) return this.fail(at, 'dashboard_content_shape');
      const label = this.text(item.label, B.animationText, `${at}.label`);
      const name = this.text(item.value, B.animationText, `${at}.value`);
      if (name !== undefined && !ANIMATION_NAME.test(name)) this.fail(`${at}.value`, 'dashboard_content_shape');
      const time = this.number(item.animationTime, B.animationTime.min, B.animationTime.max, `${at}.animationTime`);
      const isLoop = item.isLoop === undefined ? false : this.boolean(item.isLoop, `${at}.isLoop`);
      if (label !== undefined && name !== undefined && ANIMATION_NAME.test(name) && time !== undefined && isLoop !== undefined) items.push({ label, value: name, animationTime: time, isLoop });
    });
    return items.length === value.length ? items : undefined;
  }

  events(value: unknown, field: string): Record<string, string> | undefined {
    const B = DASHBOARD_CONTENT_BOUNDS;
    if (value === undefined || value === null) return {};
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    const entries = Object.entries(value);
    if (entries.length > B.events) return this.fail(field, 'dashboard_list_too_long', { max: B.events });
    const events: Record<string, string> = {};
    let ok = true;
    for (const [key, item] of entries) {
      if (!isDashboardEvent(key)) {
        ok = this.fail(`${field}.${key.slice(0, B.eventName)}`, 'dashboard_event_name', { values: DASHBOARD_EVENTS.join(', ') }) ?? false;
        continue;
      }
      const text = this.text(item, B.eventValue, `${field}.${key}`);
      if (text === undefined) ok = false;
      else if (key === 'redirect' && !isEventLink(text)) ok = this.fail(`${field}.${key}`, 'dashboard_event_link') ?? false;
      else events[key] = text;
    }
    return ok ? events : undefined;
  }

  linkage(value: unknown, field: string): DashboardComponent['linkage'] | undefined {
    const B = DASHBOARD_CONTENT_BOUNDS;
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    const duration = this.number(value.duration, 0, 60, `${field}.duration`);
    if (!Array.isArray(value.data)) return this.fail(`${field}.data`, 'dashboard_content_shape');
    if (value.data.length > B.linkage) return this.fail(`${field}.data`, 'dashboard_list_too_long', { max: B.linkage });
    const data: NonNullable<DashboardComponent['linkage']>['data'] = [];
    value.data.forEach((item, i) => {
      const at = `${field}.data[${i}]`;
      if (!isObject(item) || !Array.isArray(item.style)) return this.fail(at, 'dashboard_content_shape');
      if (item.style.length > B.linkage) return this.fail(`${at}.style`, 'dashboard_list_too_long', { max: B.linkage });
      const id = this.text(item.id, B.id, `${at}.id`);
      const label = this.text(item.label, B.label, `${at}.label`);
      const event = this.text(item.event, B.eventName, `${at}.event`);
      const style = item.style.map((pair, j) => {
        if (!isObject(pair)) return this.fail(`${at}.style[${j}]`, 'dashboard_content_shape');
        const key = this.text(pair.key, 64, `${at}.style[${j}].key`);
        const styleValue = this.text(pair.value, 200, `${at}.style[${j}].value`);
        return key === undefined || styleValue === undefined ? undefined : { key, value: styleValue };
      });
      if (id !== undefined && label !== undefined && event !== undefined && style.every((s) => s !== undefined)) data.push({ id, label, event, style: style as { key: string; value: string }[] });
    });
    if (duration === undefined || data.length !== value.data.length) return undefined;
    return { duration, data };
  }

  propValue(value: unknown, type: ComponentType, depth: number, field: string): unknown {
    if (type === 'Group') return this.components(value, depth + 1, field, true);
    const template = COMPONENT_CATALOGUE[type];
    if (!template) return this.freeObject(value, field);
    const whole = template.props[''];
    if (whole) return this.shaped(value, whole, field);
    return this.shapedObject(value, template.props, field);
  }

  component(value: unknown, depth: number, field: string, inGroup: boolean): DashboardComponent | undefined {
    const B = DASHBOARD_CONTENT_BOUNDS;
    if (!isObject(value)) return this.fail(field, 'dashboard_content_shape');
    if (typeof value.component !== 'string' || !(COMPONENT_TYPES as readonly string[]).includes(value.component)) return this.fail(`${field}.component`, 'dashboard_component_unknown');
    const type = value.component as ComponentType;
    const id = this.text(value.id, B.id, `${field}.id`);
    if (id === '') this.fail(`${field}.id`, 'dashboard_content_shape');
    else if (id !== undefined && this.ids.has(id)) this.fail(`${field}.id`, 'dashboard_content_shape');
    else if (id !== undefined) this.ids.add(id);
    const label = value.label === undefined ? '' : this.text(value.label, B.label, `${field}.label`);
    const icon = value.icon === undefined ? undefined : this.text(value.icon, B.icon, `${field}.icon`);
    const group = value.group === undefined ? undefined : (COMPONENT_GROUPS as readonly string[]).includes(value.group as string) ? (value.group as ComponentGroup) : this.fail(`${field}.group`, 'dashboard_content_shape');
    const collapseName = value.collapseName === undefined ? undefined : this.text(value.collapseName, B.collapseName, `${field}.collapseName`);
    const isLock = value.isLock === undefined ? false : this.boolean(value.isLock, `${field}.isLock`);
    const style = this.style(value.style, type, `${field}.style`);
    const animations = this.animations(value.animations, `${field}.animations`);
    const events = this.events(value.events, `${field}.events`);
    const groupStyle = inGroup ? this.groupStyle(value.groupStyle, `${field}.groupStyle`) : undefined;
    const linkage = value.linkage === undefined || value.linkage === null ? undefined : this.linkage(value.linkage, `${field}.linkage`);
    const propValue = this.propValue(value.propValue, type, depth, `${field}.propValue`);
    if (this.errors.length) return undefined;
    const component: DashboardComponent = { id: id!, component: type, label: label!, propValue, style: style!, animations: animations!, events: events!, isLock: isLock! };
    if (icon !== undefined) component.icon = icon;
    if (group !== undefined) component.group = group;
    if (groupStyle !== undefined) component.groupStyle = groupStyle;
    if (collapseName !== undefined) component.collapseName = collapseName;
    if (linkage !== undefined) component.linkage = linkage;
    return component;
  }

  /** A component list: the canvas (depth 0) or a group's children. */
  components(value: unknown, depth: number, field: string, inGroup: boolean): DashboardComponent[] | undefined {
    if (!Array.isArray(value)) return this.fail(field, 'dashboard_content_shape');
    if (depth > DASHBOARD_LIMITS.groupDepth) return this.fail(field, 'dashboard_group_too_deep', { max: DASHBOARD_LIMITS.groupDepth });
    const list: DashboardComponent[] = [];
    for (let i = 0; i < value.length; i++) {
      this.count += 1;
      if (this.count > DASHBOARD_LIMITS.components) return this.fail('content.componentData', 'dashboard_components_too_many', { max: DASHBOARD_LIMITS.components });
      const component = this.component(value[i], depth, `${field}[${i}]`, inGroup);
      if (this.full) return undefined;
      if (component) list.push(component);
    }
    return list.length === value.length ? list : undefined;
  }
}

/**
 * Checks a dashboard's content before it is stored (spec part 2; issue 15: a bad or hostile
 * client cannot store garbage or bind a foreign device). Refused: text that is not JSON or
 * larger than DASHBOARD_LIMITS.contentBytes (UTF-8 bytes); a canvas outside its limits; more
 * than DASHBOARD_LIMITS.components components counting group children, or groups deeper than
 * DASHBOARD_LIMITS.groupDepth; a component of an unknown type, with a bad id (empty, twice),
 * style (non-finite numbers, positions past twice the canvas, sizes not above 0 or over 16000,
 * opacity outside 0..1, the type's style keys), properties not of the catalogue's shapes
 * (COMPONENT_CATALOGUE; a type without an entry takes a flat object of bounded primitives and
 * lists of them), animations, events (DASHBOARD_EVENTS only; a `redirect` to a path or an http(s) address),
 * group percentages; strings past their bound or with control characters.
 *
 * Keys the contract does not know (at the top, in the canvas style, a component, its style or
 * its properties) are dropped, not refused: the stored content is this function's result, so
 * nothing unchecked is kept, and a newer designer's extra key does not block a save.
 *
 * Returns the checked content and every bound device (`uuid` properties, inside groups too)
 * with its path, for the caller to check against the user's scope; or the problems, each with
 * its path (`content.componentData[3].style.width`), at most DASHBOARD_CONTENT_BOUNDS.errors.
 */
export function validateDashboardContent(json: string): DashboardContentCheck {
  const field = 'content';
  if (utf8Bytes(json) > DASHBOARD_LIMITS.contentBytes) return { errors: [{ field, key: 'dashboard_content_too_large', params: { max: sizeText(DASHBOARD_LIMITS.contentBytes) } }] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { errors: [{ field, key: 'dashboard_content_json' }] };
  }
  if (!isObject(parsed)) return { errors: [{ field, key: 'dashboard_content_shape' }] };
  const canvasField = `${field}.canvasStyle`;
  const raw = parsed.canvasStyle;
  if (!isObject(raw)) return { errors: [{ field: canvasField, key: 'dashboard_content_shape' }] };
  const L = DASHBOARD_LIMITS;
  const probe = new ContentWalker(DEFAULT_CANVAS_STYLE);
  const width = probe.number(raw.width, L.canvasWidth.min, L.canvasWidth.max, `${canvasField}.width`);
  const height = probe.number(raw.height, L.canvasHeight.min, L.canvasHeight.max, `${canvasField}.height`);
  const scale = probe.number(raw.scale, L.scale.min, L.scale.max, `${canvasField}.scale`);
  const theme = raw.theme === 'light' || raw.theme === 'dark' ? raw.theme : probe.fail(`${canvasField}.theme`, 'dashboard_choice', { values: 'light, dark' });
  if (width === undefined || height === undefined || scale === undefined || theme === undefined) return { errors: probe.errors };
  const canvasStyle: CanvasStyle = { width, height, scale, theme };
  const walker = new ContentWalker(canvasStyle);
  const componentData = walker.components(parsed.componentData, 0, `${field}.componentData`, false);
  if (walker.errors.length || !componentData) return { errors: walker.errors.length ? walker.errors : [{ field: `${field}.componentData`, key: 'dashboard_content_shape' }] };
  return { content: { canvasStyle, componentData }, devices: walker.devices };
}
