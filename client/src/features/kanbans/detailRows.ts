import type { IntlShape } from 'react-intl';
import type { DeviceStatus } from '@contract/devices';
import { formatLiveValue, type ValueFormat } from '../../shared/kanban/liveValues';
import type { ValueRow } from './components/ValueRows';
import type { ParameterMap } from './hooks/useDeviceParameters';

/** Display format (type and unit) of each parameter key, from the server. */
export type FormatMap = Record<string, { type: string; unit?: string | null }>;

export type DetailLive = { status: DeviceStatus; values: ParameterMap; formats: FormatMap };

/** The label of a parameter: its translation if there is one, else the key as published. */
export function paramLabel(intl: IntlShape, key: string): string {
  const id = `param_${key}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : key;
}

/** A row for one parameter; `time` parameters are seconds shown in h. */
export function paramRow(intl: IntlShape, live: DetailLive, key: string, format?: ValueFormat): ValueRow {
  const spec = live.formats[key];
  const effective = format ?? (spec?.type === 'time' || spec?.type === 'time_wear' ? 'hours' : 'number');
  return { id: key, label: paramLabel(intl, key), value: formatLiveValue(live.values[key]?.value, live.status, effective), unit: effective === 'hours' ? 'h' : spec?.unit };
}
