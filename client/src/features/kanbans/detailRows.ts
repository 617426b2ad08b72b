import type { IntlShape } from 'react-intl';
import type { DeviceStatus } from '@contract/devices';
import { formatLiveValue, type ValueFormat, valueFormatFor } from '../../shared/kanban/liveValues';
import type { ValueRow } from './components/ValueRows';
import type { ParameterMap } from './hooks/useDeviceParameters';
import { parameterLabel } from './parameters/parameterLabel';

/** Display format (type and unit) of each parameter key, from the server. */
export type FormatMap = Record<string, { type: string; unit?: string | null }>;

export type DetailLive = { status: DeviceStatus; values: ParameterMap; formats: FormatMap };

/** A row for one parameter, formatted by its key (positions 1 decimal, focus 3; `time` parameters are seconds shown in h). */
export function paramRow(intl: IntlShape, live: DetailLive, key: string, format?: ValueFormat): ValueRow {
  const spec = live.formats[key];
  const effective = format ?? valueFormatFor(key, spec?.type);
  return { id: key, label: parameterLabel(intl, key), value: formatLiveValue(live.values[key]?.value, live.status, effective), unit: effective === 'hours' ? 'h' : spec?.unit };
}
