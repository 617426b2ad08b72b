import { API } from '@contract/apis';
import type { ComponentStyle, DashboardTheme } from '@contract/dashboards';
import { normalizeStatus } from '@contract/devices';
import { memo, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNow } from '../../../shared/hooks/useNow';
import { DayTimelineBar } from '../../../shared/kanban/DayTimelineBar';
import { DeviceAlarmTable } from '../../../shared/kanban/DeviceAlarmTable';
import { STATUS_COLORS, type EfficiencyPart, statusName } from '../../../shared/kanban/deviceStatus';
import { asNumber, formatLiveValue, valueFormatFor } from '../../../shared/kanban/liveValues';
import { ProgressSegments } from '../../../shared/kanban/ProgressSegments';
import { buildTimelineSegments, timelineTicks, type TimePrecision } from '../../../shared/kanban/timeline';
import { usePermission } from '../../../shared/permissions/usePermission';
import { Gauge } from '../../../shared/widgets/Gauge';
import { LiveLineChart } from '../../../shared/widgets/LiveLineChart';
import type { DeviceLive } from '../live/liveData';
import { textStyle } from './BasicComponents';
import { barLayout, formatTimeType, linePath, pieSlices, valueRange } from './charts';

/**
 * The proprietary components (spec part 2 section 3): each shows its bound device from the
 * dashboard's live data (one feed for all devices, see useDashboardLiveData), reusing the
 * kanbans' widgets (status colours, gauge, live line chart, progress segments, day timeline,
 * alarm table). Each is memoised on its own device's entry, which changes only when that
 * device's data does.
 */

export type LiveProps = {
  props: Record<string, unknown>;
  device: DeviceLive | undefined;
  style: ComponentStyle;
  theme: DashboardTheme;
};

const FILL: CSSProperties = { width: '100%', height: '100%', overflow: 'hidden', display: 'flex', flexDirection: 'column' };
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** A parameter's label: the kanbans' `param_{key}` text when the catalogue has one, else the key without its prefix. */
function useParamLabel(key: string): string {
  const intl = useIntl();
  if (!key) return '';
  const id = `param_${key}`;
  return id in intl.messages ? intl.formatMessage({ id }) : key.replace(/^WHstatus_/, '');
}

function Placeholder({ id, style, theme }: { id: string; style: ComponentStyle; theme: DashboardTheme }) {
  const intl = useIntl();
  return (
    <div style={{ ...FILL, ...textStyle(style, theme), fontSize: 12, alignItems: 'center', justifyContent: 'center', border: '1px dashed rgba(148,163,184,0.6)', opacity: 0.8 }} data-testid="dashboard-placeholder">
      {intl.formatMessage({ id })}
    </div>
  );
}

/** Renders `children` only when a device (and a parameter, where the type reads one) is chosen. */
function Bound({ props, style, theme, param, children }: Omit<LiveProps, 'device'> & { param?: boolean; children: ReactNode }) {
  if (!str(props.uuid)) return <Placeholder id="dashboard_no_device" style={style} theme={theme} />;
  if (param && !str(props.param)) return <Placeholder id="dashboard_no_param" style={style} theme={theme} />;
  return <>{children}</>;
}

/** The bound device's status as a full-colour card, coloured as the kanbans colour statuses. */
export const AndonCard = memo(function AndonCard({ props, device, style, theme }: LiveProps) {
  const intl = useIntl();
  const status = normalizeStatus(device?.status);
  return (
    <Bound props={props} style={style} theme={theme}>
      <div
        style={{ ...FILL, ...textStyle(style, theme), alignItems: 'center', justifyContent: 'center', borderRadius: 8, background: STATUS_COLORS[status], textAlign: 'center', gap: 4 }}
        data-testid="dashboard-andon"
        data-status={status}
        data-uuid={str(props.uuid)}
      >
        <strong style={{ fontSize: '1.1em' }}>{device?.name || str(props.uuid)}</strong>
        <span>{statusName(intl, status)}</span>
      </div>
    </Bound>
  );
});

/** Program progress (the device's WHstatus_Progress) as the kanbans' 20 segments. */
export const ProgressBar = memo(function ProgressBar({ props, device, style, theme }: LiveProps) {
  const intl = useIntl();
  const offline = normalizeStatus(device?.status) === 'Offline';
  const percent = offline ? null : asNumber(device?.values.WHstatus_Progress);
  const label = intl.formatMessage({ id: 'dashboard_progress' });
  return (
    <Bound props={props} style={style} theme={theme}>
      <div style={{ ...FILL, ...textStyle(style, theme), justifyContent: 'center', gap: 4 }}>
        <span>
          {label} {percent === null ? '--' : `${Math.round(percent)}%`}
        </span>
        <ProgressSegments percent={percent} label={label} />
      </div>
    </Bound>
  );
});

/** The kanbans' gauge on the chosen parameter, its scale from the component (default 0-100). */
export const DashBoardGauge = memo(function DashBoardGauge({ props, device, style, theme }: LiveProps) {
  const key = str(props.param);
  const label = useParamLabel(key);
  const min = num(props.min, 0);
  const max = num(props.max, 100);
  const scale = useMemo(() => ({ min, max: max > min ? max : min + 1, splits: 5 }), [min, max]);
  return (
    <Bound props={props} style={style} theme={theme} param>
      <div style={{ ...FILL, ...textStyle(style, theme), justifyContent: 'center' }}>
        <Gauge label={label} value={device?.values[key]} status={device?.status} scale={scale} dialHeight={Math.max(40, style.height - 60)} testId="dashboard-gauge" />
      </div>
    </Bound>
  );
});

export const AlarmTable = memo(function AlarmTable({ props, device, style, theme }: LiveProps) {
  const permitted = usePermission(API.deviceAlarms);
  return (
    <Bound props={props} style={style} theme={theme}>
      {permitted ? (
        <div style={{ ...FILL, ...textStyle(style, theme), overflow: 'auto', display: 'block' }}>
          <DeviceAlarmTable uuid={str(props.uuid)} status={normalizeStatus(device?.status)} />
        </div>
      ) : (
        <Placeholder id="dashboard_no_permission" style={style} theme={theme} />
      )}
    </Bound>
  );
});

function seriesOf(device: DeviceLive | undefined, key: string, length: number) {
  return (device?.history[key] ?? []).slice(-length);
}

/** The last `datalength` (at most 20) values of the parameter as bars in one colour. */
export const BarChart = memo(function BarChart({ props, device, style, theme }: LiveProps) {
  const key = str(props.param);
  const label = useParamLabel(key);
  const length = Math.max(1, Math.min(20, num(props.datalength, 20)));
  const w = Math.max(10, style.width);
  const h = Math.max(10, style.height - 24);
  const samples = seriesOf(device, key, length);
  const bars = barLayout(
    samples.map((s) => s.value),
    length,
    { width: w, height: h },
  );
  return (
    <Bound props={props} style={style} theme={theme} param>
      <div style={{ ...FILL, ...textStyle(style, theme) }}>
        <span style={{ height: 24, fontSize: '0.9em' }}>{label}</span>
        <svg width="100%" height={h} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" role="img" aria-label={label} data-testid="dashboard-bars" data-points={bars.length}>
          {bars.map((b, i) => (
            <rect key={i} x={b.x} y={b.y} width={b.width} height={Math.max(0.5, b.height)} fill={str(props.SingleCustomBarColor) || '#4b9dfc'} />
          ))}
        </svg>
      </div>
    </Bound>
  );
});

/** The kanbans' live line chart over the last `datalength` (at most 30) values. */
export const LineChart = memo(function LineChart({ props, device, style, theme }: LiveProps) {
  const key = str(props.param);
  const label = useParamLabel(key);
  const length = Math.max(2, Math.min(30, num(props.datalength, 30)));
  const history = device?.history[key];
  const series = useMemo(() => (history ?? []).slice(-length).map((s) => s.value), [history, length]);
  return (
    <Bound props={props} style={style} theme={theme} param>
      <div style={{ ...FILL, ...textStyle(style, theme) }}>
        <LiveLineChart series={series} label={label} points={length} height={Math.max(20, style.height - 30)} />
      </div>
    </Bound>
  );
});

/** Bars in a start-to-end gradient and a line in the line colours over the last `datalength` (at most 10) values, times below. */
export const LineBarChart = memo(function LineBarChart({ props, device, style, theme }: LiveProps) {
  const id = useId().replace(/:/g, '');
  const key = str(props.param);
  const label = useParamLabel(key);
  const length = Math.max(2, Math.min(10, num(props.datalength, 10)));
  const w = Math.max(10, style.width);
  const h = Math.max(10, style.height - 44);
  const samples = seriesOf(device, key, length);
  const values = samples.map((s) => s.value);
  const bars = barLayout(values, length, { width: w, height: h });
  const line = linePath(values, length, { width: w, height: h }, valueRange(values));
  const lineColors = Array.isArray(props.lineColor) && props.lineColor.length ? (props.lineColor as string[]) : ['#facc15'];
  const timetype = str(props.timetype) || 'HH:mm:ss';
  return (
    <Bound props={props} style={style} theme={theme} param>
      <div style={{ ...FILL, ...textStyle(style, theme) }}>
        <span style={{ height: 24, fontSize: '0.9em' }}>{label}</span>
        <svg width="100%" height={h} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" role="img" aria-label={label} data-testid="dashboard-linebar" data-points={bars.length}>
          <defs>
            <linearGradient id={`bar${id}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={str(props.barStartColor) || '#4fd2dd'} />
              <stop offset="1" stopColor={str(props.barEndColor) || '#235fa7'} />
            </linearGradient>
            <linearGradient id={`line${id}`} x1="0" y1="0" x2="1" y2="0">
              {lineColors.map((c, i) => (
                <stop key={i} offset={lineColors.length === 1 ? 0 : i / (lineColors.length - 1)} stopColor={c} />
              ))}
            </linearGradient>
          </defs>
          {bars.map((b, i) => (
            <rect key={i} x={b.x} y={b.y} width={b.width} height={Math.max(0.5, b.height)} fill={`url(#bar${id})`} />
          ))}
          {line && <path d={line} fill="none" stroke={`url(#line${id})`} strokeWidth="2" vectorEffect="non-scaling-stroke" />}
        </svg>
        <div style={{ height: 20, display: 'flex', justifyContent: 'space-between', fontSize: '0.75em', opacity: 0.8 }}>
          <span>{samples[0] ? formatTimeType(samples[0].at, timetype) : ''}</span>
          <span>{samples.length > 1 ? formatTimeType(samples[samples.length - 1].at, timetype) : ''}</span>
        </div>
      </div>
    </Bound>
  );
});

const PIE_ORDER: EfficiencyPart[] = ['Running', 'Idle', 'Estop', 'Offline'];

/** Today's seconds per status as a pie in the status colours, with a legend. */
export const StatePieChart = memo(function StatePieChart({ props, device, style, theme }: LiveProps) {
  const intl = useIntl();
  const permitted = usePermission(API.deviceEfficiency);
  const items = device?.efficiency;
  const size = Math.max(20, Math.min(style.width, style.height - 28));
  const slices = useMemo(
    () => pieSlices(PIE_ORDER.map((status) => ({ key: status, value: (items ?? []).filter((i) => i.status === status).reduce((s, i) => s + Math.max(0, i.time), 0) })), size / 2, size / 2, size / 2 - 2),
    [items, size],
  );
  if (!permitted) return <Placeholder id="dashboard_no_efficiency" style={style} theme={theme} />;
  return (
    <Bound props={props} style={style} theme={theme}>
      <div style={{ ...FILL, ...textStyle(style, theme), alignItems: 'center' }}>
        <svg width={size} height={size} role="img" aria-label={slices.map((s) => `${statusName(intl, s.key)} ${Math.round(s.fraction * 100)}%`).join(', ')} data-testid="dashboard-pie">
          {slices.length === 0 && <circle cx={size / 2} cy={size / 2} r={size / 2 - 2} fill="none" stroke="rgba(148,163,184,0.5)" />}
          {slices.map((s) => (
            <path key={s.key} d={s.path} fill={STATUS_COLORS[s.key as EfficiencyPart]} data-status={s.key} />
          ))}
        </svg>
        <div style={{ height: 24, display: 'flex', gap: 8, fontSize: '0.8em', whiteSpace: 'nowrap' }}>
          {PIE_ORDER.map((status) => (
            <span key={status} style={{ display: 'inline-flex', alignItems: 'center', gap: 3 }}>
              <span style={{ width: 8, height: 8, borderRadius: 4, background: STATUS_COLORS[status] }} />
              {statusName(intl, status)}
            </span>
          ))}
        </div>
      </div>
    </Bound>
  );
});

/** The kanbans' day timeline bar, its axis split `time_split` times at `time_precision`. */
export const TimelineBar = memo(function TimelineBar({ props, device, style, theme }: LiveProps) {
  const permitted = usePermission(API.deviceEfficiency);
  const now = useNow(60_000).getTime();
  const timeline = device?.timeline;
  const segments = useMemo(() => buildTimelineSegments(timeline ?? [], now), [timeline, now]);
  const split = num(props.time_split, 4);
  const precision = (['hour', 'min', 'sec'] as const).find((p) => p === props.time_precision) ?? ('min' as TimePrecision);
  const ticks = useMemo(() => timelineTicks(split, precision), [split, precision]);
  if (!permitted) return <Placeholder id="dashboard_no_efficiency" style={style} theme={theme} />;
  return (
    <Bound props={props} style={style} theme={theme}>
      <div style={{ ...FILL, ...textStyle(style, theme), justifyContent: 'center' }} data-testid="dashboard-timeline">
        <DayTimelineBar segments={segments} ticks={ticks} barHeight={Math.max(6, style.height - 40)} />
      </div>
    </Bound>
  );
});

/** One parameter's live value, formatted as the kanbans format it, with its label. */
export const ParamBlock = memo(function ParamBlock({ props, device, style, theme }: LiveProps) {
  const key = str(props.param);
  const label = useParamLabel(key);
  const shown = formatLiveValue(device?.values[key], device?.status, valueFormatFor(key));
  return (
    <Bound props={props} style={style} theme={theme} param>
      <div style={{ ...FILL, ...textStyle(style, theme), alignItems: 'center', justifyContent: 'center', textAlign: 'center' }} data-testid="dashboard-param" data-value={shown}>
        <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{shown}</strong>
        <span style={{ fontSize: '0.45em', opacity: 0.8 }}>{label}</span>
      </div>
    </Bound>
  );
});

export const LIVE_COMPONENTS: Record<string, (props: LiveProps) => ReactNode> = {
  AndonCard,
  ProgressBar,
  DashBoard: DashBoardGauge,
  AlarmTable,
  BarChart,
  LineChart,
  LineBarChart,
  StatePieChart,
  TimelineBar,
  ParamBlock,
};
