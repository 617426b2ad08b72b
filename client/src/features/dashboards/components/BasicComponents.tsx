import type { ComponentStyle, DashboardTheme } from '@contract/dashboards';
import { memo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useNow } from '../../../shared/hooks/useNow';
import { formatTimeType } from './charts';

/** The basic components (spec part 2 section 3): text, rectangle with a border, picture, clock. */

export const THEME_TEXT: Record<DashboardTheme, string> = { dark: '#ffffff', light: '#1f2937' };

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The text style keys a component carries (VText, TimeCard, the live components' colour and size). */
export function textStyle(style: ComponentStyle, theme: DashboardTheme): CSSProperties {
  return {
    color: str(style.color, THEME_TEXT[theme]),
    fontSize: num(style.fontSize, 14),
    fontWeight: num(style.fontWeight, 400),
    lineHeight: style.lineHeight === undefined ? undefined : num(style.lineHeight, 1.5),
    letterSpacing: style.letterSpacing === undefined ? undefined : num(style.letterSpacing, 0),
    textAlign: (['left', 'center', 'right'] as const).find((a) => a === style.textAlign),
    padding: style.padding === undefined ? undefined : num(style.padding, 0),
  };
}

export const VText = memo(function VText({ text, style, theme }: { text: unknown; style: ComponentStyle; theme: DashboardTheme }) {
  return (
    <div style={{ ...textStyle(style, theme), width: '100%', height: '100%', overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="dashboard-vtext">
      {typeof text === 'string' ? text : ''}
    </div>
  );
});

type RectProps = { width: number; height: number; borderBox?: unknown; backgroundColor?: unknown; color?: unknown; reverse?: unknown; duration?: unknown };

/** A filled rectangle with one of four frames; the frame is drawn from the box size, so it follows a resize. */
export const RectShape = memo(function RectShape({ width, height, borderBox, backgroundColor, color, reverse, duration }: RectProps) {
  const colors = Array.isArray(color) && color.length ? (color as string[]) : ['#4fd2dd', '#235fa7'];
  const [c1, c2 = c1] = colors;
  const w = Math.max(2, width);
  const h = Math.max(2, height);
  const corner = Math.max(4, Math.min(w, h) * 0.12);
  const seconds = `${num(duration, 3) > 0 ? num(duration, 3) : 3}s`;
  let frame = null;
  switch (borderBox) {
    case 'BorderBox1':
      frame = (
        <>
          <rect x="1" y="1" width={w - 2} height={h - 2} fill="none" stroke={c2} strokeWidth="1" />
          {[
            `M1,${corner} L1,1 L${corner},1`,
            `M${w - corner},1 L${w - 1},1 L${w - 1},${corner}`,
            `M${w - 1},${h - corner} L${w - 1},${h - 1} L${w - corner},${h - 1}`,
            `M${corner},${h - 1} L1,${h - 1} L1,${h - corner}`,
          ].map((d) => (
            <path key={d} d={d} fill="none" stroke={c1} strokeWidth="3" />
          ))}
        </>
      );
      break;
    case 'BorderBox2':
      frame = (
        <>
          <rect x="1" y="1" width={w - 2} height={h - 2} fill="none" stroke={c1} strokeWidth="2" />
          <rect x="6" y="6" width={Math.max(0, w - 12)} height={Math.max(0, h - 12)} fill="none" stroke={c2} strokeWidth="1" />
        </>
      );
      break;
    case 'BorderBox3': {
      const length = 2 * (w + h);
      frame = (
        <>
          <rect x="1" y="1" width={w - 2} height={h - 2} fill="none" stroke={c2} strokeWidth="2" />
          <rect x="1" y="1" width={w - 2} height={h - 2} fill="none" stroke={c1} strokeWidth="3" strokeDasharray={`${length * 0.1} ${length * 0.9}`}>
            <animate attributeName="stroke-dashoffset" from={reverse ? 0 : length} to={reverse ? length : 0} dur={seconds} repeatCount="indefinite" />
          </rect>
        </>
      );
      break;
    }
    case 'BorderBox4':
      frame = <path d={`M${corner},1 L${w - 1},1 L${w - 1},${h - corner} L${w - corner},${h - 1} L1,${h - 1} L1,${corner} Z`} fill="none" stroke={c1} strokeWidth="2" />;
      break;
    default:
      frame = null;
  }
  return (
    <div style={{ width: '100%', height: '100%', position: 'relative', background: str(backgroundColor, 'transparent') }} data-testid="dashboard-rect" data-border={String(borderBox ?? 'none')}>
      {frame && (
        <svg width="100%" height="100%" viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
          {frame}
        </svg>
      )}
    </div>
  );
});

export const PictureView = memo(function PictureView({ url, flipHorizontal, flipVertical }: { url: unknown; flipHorizontal: unknown; flipVertical: unknown }) {
  const intl = useIntl();
  const src = typeof url === 'string' && url !== '' ? url : null;
  if (!src)
    return (
      <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed rgba(148,163,184,0.6)', color: '#94a3b8', fontSize: 12 }}>
        {intl.formatMessage({ id: 'dashboard_no_picture' })}
      </div>
    );
  const transform = `scale(${flipHorizontal ? -1 : 1}, ${flipVertical ? -1 : 1})`;
  return <img src={src} alt="" draggable={false} style={{ width: '100%', height: '100%', objectFit: 'fill', transform, display: 'block' }} data-testid="dashboard-image" />;
});

/** The clock in GMT+8 (as the kanbans' clock), in the chosen format. */
export const TimeCard = memo(function TimeCard({ timetype, style, theme }: { timetype: unknown; style: ComponentStyle; theme: DashboardTheme }) {
  const now = useNow(1000);
  return (
    <time style={{ ...textStyle(style, theme), display: 'block', width: '100%', height: '100%', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="dashboard-timecard">
      {formatTimeType(now, str(timetype, 'HH:mm:ss'))}
    </time>
  );
});
