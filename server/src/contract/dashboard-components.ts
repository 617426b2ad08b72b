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
 * colours; `uuid` a bound device's uuid (checked against the caller's scope on save); `param`
 * a parameter key; `url` a stored file's link or a data URL of a picture; `choice` one of `values`.
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

/** Filled in for every type of `COMPONENT_TYPES` (a test checks that none is missing). */
export const COMPONENT_CATALOGUE: Partial<Record<ComponentType, ComponentTemplate>> = {
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
};
