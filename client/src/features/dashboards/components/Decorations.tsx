import { memo, type ReactNode, useId } from 'react';

/**
 * Decorations 1-12 (spec part 2 section 3), our own small SVGs in the spirit of DataV's: each
 * draws from its box's width and height, so it redraws when resized; animations are SVG
 * `<animate>` elements (no timers, nothing on the main thread while they run).
 */
export type DecorationProps = {
  width: number;
  height: number;
  color: readonly string[];
  duration?: number;
  reverse?: boolean;
  content?: string;
  scanDuration?: number;
  haloDuration?: number;
};

const n = (v: number) => (Number.isFinite(v) ? Math.round(v * 100) / 100 : 0);
const dur = (s: number | undefined, fallback: number) => `${s && s > 0 ? s : fallback}s`;

function Frame({ width, height, name, children }: { width: number; height: number; name: string; children: ReactNode }) {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  return (
    <svg width="100%" height="100%" viewBox={`0 0 ${n(w)} ${n(h)}`} preserveAspectRatio="none" data-decoration={name} aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      {children}
    </svg>
  );
}

/** After how many cells (bars) a drawing repeats itself. */
const DOTS_PERIOD = 5;
const SQUARES_PERIOD = 4;
const BARS_PERIOD = 28;

/**
 * A drawing that repeats itself, drawn as a tile: the document holds one tile's cells whatever the
 * size, where a cell each made 27,000 elements for a 3,000 x 900 decoration (slow to lay out, to
 * drag and to animate). The tile's size is not rounded, so the cells keep their places across the
 * whole width.
 */
function Tiled({ tileWidth, tileHeight, width, height, children }: { tileWidth: number; tileHeight: number; width: number; height: number; children: ReactNode }) {
  // useId's ":" or "«»" are not safe in a url(#...) reference.
  const id = `tile-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const finite = (v: number) => (Number.isFinite(v) && v > 0 ? v : 1);
  return (
    <>
      <defs>
        <pattern id={id} patternUnits="userSpaceOnUse" width={finite(tileWidth)} height={finite(tileHeight)}>
          {children}
        </pattern>
      </defs>
      <rect width={n(width)} height={n(height)} fill={`url(#${id})`} />
    </>
  );
}

/** Decoration1, blinking dots: a dot matrix whose cells blink in the second colour. */
function BlinkingDots({ width, height, color, duration }: DecorationProps) {
  const cols = Math.max(2, Math.floor(width / 14));
  const rows = Math.max(1, Math.floor(height / 14));
  const cw = width / cols;
  const rh = height / rows;
  const size = Math.max(1, Math.min(cw, rh) * 0.35);
  // Which dots blink, and when, repeats every 5 columns and 5 rows: one 5 x 5 tile as a pattern.
  const tile: ReactNode[] = [];
  for (let r = 0; r < DOTS_PERIOD; r += 1)
    for (let c = 0; c < DOTS_PERIOD; c += 1) {
      const blink = (r * 7 + c * 3) % 5 === 0;
      tile.push(
        <rect key={`${r}-${c}`} x={n(c * cw + (cw - size) / 2)} y={n(r * rh + (rh - size) / 2)} width={n(size)} height={n(size)} fill={blink ? color[1] : color[0]}>
          {blink && <animate attributeName="opacity" values="1;0;1" dur={dur(duration, 3)} begin={`${((r + c) % 5) * 0.3}s`} repeatCount="indefinite" />}
        </rect>,
      );
    }
  return (
    <Frame width={width} height={height} name="Decoration1">
      <Tiled tileWidth={DOTS_PERIOD * cw} tileHeight={DOTS_PERIOD * rh} width={cols * cw} height={rows * rh}>
        {tile}
      </Tiled>
    </Frame>
  );
}

/** Decoration2, scanning line: a thin line with a bright part running along it. */
function ScanningLine({ width, height, color, duration, reverse }: DecorationProps) {
  const vertical = !!reverse;
  const len = vertical ? height : width;
  const thick = Math.max(1, (vertical ? width : height) * 0.3);
  const mid = (vertical ? width : height) / 2;
  const line = vertical ? { x1: mid, y1: 0, x2: mid, y2: len } : { x1: 0, y1: mid, x2: len, y2: mid };
  const attr = vertical ? 'y2' : 'x2';
  return (
    <Frame width={width} height={height} name="Decoration2">
      <line {...line} stroke={color[0]} strokeWidth={n(thick)} />
      <line {...line} stroke={color[1]} strokeWidth={n(thick)}>
        <animate attributeName={attr} from="0" to={n(len)} dur={dur(duration, 6)} repeatCount="indefinite" />
      </line>
    </Frame>
  );
}

/** Decoration3, square row: rows of small squares, a few lit in the first colour. */
function SquareRow({ width, height, color }: DecorationProps) {
  const cols = Math.max(2, Math.floor(width / 10));
  const rows = Math.max(1, Math.floor(height / 10));
  const cw = width / cols;
  const rh = height / rows;
  const size = Math.max(1, Math.min(cw, rh) * 0.6);
  const unlit = color[1] === 'transparent' ? 'rgba(255,255,255,0.15)' : color[1];
  // Which squares are lit repeats every 4 columns and 4 rows: one 4 x 4 tile as a pattern.
  const tile: ReactNode[] = [];
  for (let r = 0; r < SQUARES_PERIOD; r += 1)
    for (let c = 0; c < SQUARES_PERIOD; c += 1)
      tile.push(<rect key={`${r}-${c}`} x={n(c * cw)} y={n(r * rh)} width={n(size)} height={n(size)} fill={(c * 5 + r * 3) % 4 === 0 ? color[0] : unlit} />);
  return (
    <Frame width={width} height={height} name="Decoration3">
      <Tiled tileWidth={SQUARES_PERIOD * cw} tileHeight={SQUARES_PERIOD * rh} width={cols * cw} height={rows * rh}>
        {tile}
      </Tiled>
    </Frame>
  );
}

/** Decoration4, vertical scan: a dashed line that draws itself down (across with reverse). */
function VerticalScan({ width, height, color, duration, reverse }: DecorationProps) {
  const horizontal = !!reverse;
  const len = horizontal ? width : height;
  const mid = (horizontal ? height : width) / 2;
  const line = horizontal ? { x1: 0, y1: mid, x2: len, y2: mid } : { x1: mid, y1: 0, x2: mid, y2: len };
  return (
    <Frame width={width} height={height} name="Decoration4">
      <line {...line} stroke={color[0]} strokeWidth="2" strokeDasharray="10 5" />
      <line {...line} stroke={color[1]} strokeWidth="2" strokeDasharray={`${n(len)} ${n(len)}`}>
        <animate attributeName="stroke-dashoffset" from={n(len)} to="0" dur={dur(duration, 3)} repeatCount="indefinite" />
      </line>
    </Frame>
  );
}

/** Decoration5, trapezoid line: a raised middle and a base line, drawn out from the centre. */
function TrapezoidLine({ width, height, color, duration }: DecorationProps) {
  const top = `M0,${n(height * 0.2)} L${n(width * 0.3)},${n(height * 0.2)} L${n(width * 0.35)},${n(height * 0.6)} L${n(width * 0.65)},${n(height * 0.6)} L${n(width * 0.7)},${n(height * 0.2)} L${n(width)},${n(height * 0.2)}`;
  const base = `M${n(width * 0.2)},${n(height * 0.85)} L${n(width * 0.8)},${n(height * 0.85)}`;
  const length = width * 1.2;
  return (
    <Frame width={width} height={height} name="Decoration5">
      <path d={top} fill="none" stroke={color[0]} strokeWidth="3" strokeDasharray={`${n(length)} ${n(length)}`}>
        <animate attributeName="stroke-dashoffset" values={`${n(length)};0`} dur={dur(duration, 1.2)} fill="freeze" />
      </path>
      <path d={base} fill="none" stroke={color[1]} strokeWidth="2" />
    </Frame>
  );
}

/** Decoration6, pulsing bars: a row of bars growing and shrinking around the middle. */
function PulsingBars({ width, height, color }: DecorationProps) {
  const count = Math.max(3, Math.floor(width / 10));
  const w = width / count;
  // Bar heights repeat every 7 bars, their rhythms every 4, their colours every 2: one tile of 28 bars.
  const bars: ReactNode[] = [];
  for (let i = 0; i < Math.min(count, BARS_PERIOD); i += 1) {
    const h = height * (0.3 + ((i * 37) % 7) / 10);
    const y = (height - h) / 2;
    bars.push(
      <rect key={i} x={n(i * w + w * 0.25)} y={n(y)} width={n(w * 0.5)} height={n(h)} fill={i % 2 ? color[1] : color[0]}>
        <animate attributeName="height" values={`${n(h)};${n(h * 0.4)};${n(h)}`} dur={`${1 + (i % 4) * 0.4}s`} repeatCount="indefinite" />
        <animate attributeName="y" values={`${n(y)};${n((height - h * 0.4) / 2)};${n(y)}`} dur={`${1 + (i % 4) * 0.4}s`} repeatCount="indefinite" />
      </rect>,
    );
  }
  return (
    <Frame width={width} height={height} name="Decoration6">
      <Tiled tileWidth={BARS_PERIOD * w} tileHeight={height} width={count * w} height={height}>
        {bars}
      </Tiled>
    </Frame>
  );
}

/** Decoration7, arrow title: the content between arrows pointing in. */
function ArrowTitle({ width, height, color, content }: DecorationProps) {
  const a = Math.min(height / 2, 12);
  const m = height / 2;
  return (
    <Frame width={width} height={height} name="Decoration7">
      <path d={`M0,${n(m - a / 2)} L${n(a)},${n(m)} L0,${n(m + a / 2)}`} fill="none" stroke={color[0]} strokeWidth="2" />
      <path d={`M${n(width)},${n(m - a / 2)} L${n(width - a)},${n(m)} L${n(width)},${n(m + a / 2)}`} fill="none" stroke={color[1]} strokeWidth="2" />
      <text x={n(width / 2)} y={n(m)} textAnchor="middle" dominantBaseline="central" fill="currentColor" fontSize={n(Math.max(8, height * 0.5))}>
        {content}
      </text>
    </Frame>
  );
}

/** Decoration8, corner line: a line with a slanted step at one end (the other with reverse). */
function CornerLine({ width, height, color, reverse }: DecorationProps) {
  const x = (v: number) => n(reverse ? width - v : v);
  return (
    <Frame width={width} height={height} name="Decoration8">
      <path d={`M${x(0)},0 L${x(width * 0.1)},${n(height * 0.6)} L${x(width)},${n(height * 0.6)}`} fill="none" stroke={color[0]} strokeWidth="2" />
      <path d={`M${x(width * 0.05)},${n(height * 0.9)} L${x(width * 0.6)},${n(height * 0.9)}`} fill="none" stroke={color[1]} strokeWidth="2" />
    </Frame>
  );
}

/** Decoration9, rotating ring: dashed rings turning around the content. */
function RotatingRing({ width, height, color, duration, content }: DecorationProps) {
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.max(1, Math.min(width, height) / 2 - 4);
  return (
    <Frame width={width} height={height} name="Decoration9">
      <circle cx={n(cx)} cy={n(cy)} r={n(r)} fill="none" stroke={color[0]} strokeWidth="4" strokeDasharray={`${n(r * 0.5)} ${n(r * 0.3)}`}>
        <animateTransform attributeName="transform" type="rotate" from={`0 ${n(cx)} ${n(cy)}`} to={`360 ${n(cx)} ${n(cy)}`} dur={dur(duration, 3)} repeatCount="indefinite" />
      </circle>
      <circle cx={n(cx)} cy={n(cy)} r={n(r * 0.8)} fill="none" stroke={color[1]} strokeWidth="2" strokeDasharray="4 6">
        <animateTransform attributeName="transform" type="rotate" from={`360 ${n(cx)} ${n(cy)}`} to={`0 ${n(cx)} ${n(cy)}`} dur={dur(duration, 3)} repeatCount="indefinite" />
      </circle>
      <text x={n(cx)} y={n(cy)} textAnchor="middle" dominantBaseline="central" fill="currentColor" fontSize={n(Math.max(8, r * 0.4))}>
        {content}
      </text>
    </Frame>
  );
}

/** Decoration10, segmented line: a line of alternating segments with two markers. */
function SegmentedLine({ width, height, color }: DecorationProps) {
  const m = height / 2;
  return (
    <Frame width={width} height={height} name="Decoration10">
      <line x1="0" y1={n(m)} x2={n(width)} y2={n(m)} stroke={color[1]} strokeWidth={n(Math.max(1, height * 0.6))} />
      <line x1="0" y1={n(m)} x2={n(width * 0.3)} y2={n(m)} stroke={color[0]} strokeWidth={n(Math.max(1, height * 0.6))} />
      <line x1={n(width * 0.6)} y1={n(m)} x2={n(width * 0.75)} y2={n(m)} stroke={color[0]} strokeWidth={n(Math.max(1, height * 0.6))} />
      <circle cx={n(width * 0.3)} cy={n(m)} r={n(Math.max(1, height))} fill={color[0]} />
      <circle cx={n(width * 0.75)} cy={n(m)} r={n(Math.max(1, height))} fill={color[0]} />
    </Frame>
  );
}

/** Decoration11, title frame: a hexagonal frame around the content. */
function TitleFrame({ width, height, color, content }: DecorationProps) {
  const c = Math.min(height / 2, width / 6);
  const d = `M${n(c)},1 L${n(width - c)},1 L${n(width - 1)},${n(height / 2)} L${n(width - c)},${n(height - 1)} L${n(c)},${n(height - 1)} L1,${n(height / 2)} Z`;
  return (
    <Frame width={width} height={height} name="Decoration11">
      <path d={d} fill="none" stroke={color[0]} strokeWidth="2" />
      <path d={`M${n(c * 1.5)},${n(height * 0.2)} L${n(width - c * 1.5)},${n(height * 0.2)}`} stroke={color[1]} strokeWidth="1" />
      <path d={`M${n(c * 1.5)},${n(height * 0.8)} L${n(width - c * 1.5)},${n(height * 0.8)}`} stroke={color[1]} strokeWidth="1" />
      <text x={n(width / 2)} y={n(height / 2)} textAnchor="middle" dominantBaseline="central" fill="currentColor" fontSize={n(Math.max(8, height * 0.35))}>
        {content}
      </text>
    </Frame>
  );
}

/** Decoration12, radar scan: rings, a turning sweep and a pulsing halo. */
function RadarScan({ width, height, color, scanDuration, haloDuration }: DecorationProps) {
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.max(1, Math.min(width, height) / 2 - 2);
  return (
    <Frame width={width} height={height} name="Decoration12">
      {[1, 0.66, 0.33].map((f) => (
        <circle key={f} cx={n(cx)} cy={n(cy)} r={n(r * f)} fill="none" stroke={color[0]} strokeWidth="1" />
      ))}
      <path d={`M${n(cx)},${n(cy)} L${n(cx + r)},${n(cy)} A${n(r)},${n(r)} 0 0 0 ${n(cx + r * Math.cos(Math.PI / 6))},${n(cy - r * Math.sin(Math.PI / 6))} Z`} fill={color[1]} opacity="0.5">
        <animateTransform attributeName="transform" type="rotate" from={`0 ${n(cx)} ${n(cy)}`} to={`-360 ${n(cx)} ${n(cy)}`} dur={dur(scanDuration, 3)} repeatCount="indefinite" />
      </path>
      <circle cx={n(cx)} cy={n(cy)} r={n(r)} fill="none" stroke={color[1]} strokeWidth="2">
        <animate attributeName="r" values={`0;${n(r)}`} dur={dur(haloDuration, 2)} repeatCount="indefinite" />
        <animate attributeName="opacity" values="1;0" dur={dur(haloDuration, 2)} repeatCount="indefinite" />
      </circle>
    </Frame>
  );
}

export const DECORATIONS: Record<string, (props: DecorationProps) => ReactNode> = {
  Decoration1: BlinkingDots,
  Decoration2: ScanningLine,
  Decoration3: SquareRow,
  Decoration4: VerticalScan,
  Decoration5: TrapezoidLine,
  Decoration6: PulsingBars,
  Decoration7: ArrowTitle,
  Decoration8: CornerLine,
  Decoration9: RotatingRing,
  Decoration10: SegmentedLine,
  Decoration11: TitleFrame,
  Decoration12: RadarScan,
};

/** One decoration by its spec type name. */
export const Decoration = memo(function Decoration({ type, ...props }: DecorationProps & { type: string }) {
  const Draw = DECORATIONS[type];
  const color = props.color.length >= 2 ? props.color : [props.color[0] ?? '#ffffff', props.color[0] ?? '#ffffff'];
  return Draw ? <Draw {...props} color={color} /> : null;
});
