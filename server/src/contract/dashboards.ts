/**
 * Custom dashboards (spec part 2 sections 2-5, 7 and 9): the shape of a dashboard's content
 * (canvas style and components), the component catalogue and the limits. Shared by the server,
 * which validates content on save, and the designer, which builds it; plain TypeScript with no
 * dependencies.
 *
 * Content is stored as JSON text `{ canvasStyle, componentData }` (the spec's `canvasData` is
 * the component array).
 */

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
