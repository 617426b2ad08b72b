import {
  type AttributeAccess,
  type AttributeDataType,
  type CustomParam,
  type DeviceAttributeValues,
  DEVICE_ARCHIVE_LIMITS,
  checkDecommissionPassword,
  validateAttributes,
  validateDeviceArchive,
  validateQrBatch,
} from '@contract/device-archives';
import type { ValidationKey } from '@contract/validation';
import type { IntlShape } from 'react-intl';
import { statusName } from '../../shared/kanban/deviceStatus';
import { searchText } from '../../shared/widgets/data-table/searchRules';
import type { TableQuery } from '../../shared/widgets/data-table/tableState';

/** The archive list's table: its live topic and the key of its saved columns. */
export const ARCHIVE_TABLE = 'devicearchive';

/** A row's state as the list names it: logged out, or its live status in the user's language (as the kanbans name it). */
export function archiveStatusName(intl: IntlShape, row: { decommissionedAt?: unknown; status: string }): string {
  return row.decommissionedAt ? intl.formatMessage({ id: 'da_state_logged_out' }) : statusName(intl, row.status);
}

export type Industry = 'laser' | 'waterjet' | 'other';
export const INDUSTRY_CHOICES: readonly Industry[] = ['laser', 'waterjet', 'other'];

/** The archive form's values as the form holds them (text inputs: strings, never null). */
export type ArchiveFormValues = {
  factoryNumber: string;
  devalias: string;
  model: string;
  industry: Industry;
  customerId: string;
  maintainerId: string;
  location: string;
  receiveAlarm: boolean;
  customParams: CustomParam[];
};

export const EMPTY_ARCHIVE: ArchiveFormValues = { factoryNumber: '', devalias: '', model: '', industry: 'other', customerId: '', maintainerId: '', location: '', receiveAlarm: false, customParams: [] };

/** An archive as the API answers it, as the form edits it. */
export type EditedArchive = {
  factoryNumber?: string | null;
  devalias: string;
  model?: string | null;
  industry: string;
  customer?: { id: string } | null;
  maintainer?: { id: string } | null;
  location?: string | null;
  receiveAlarm: boolean;
  customParams: readonly CustomParam[];
};

export function archiveFormValues(archive: EditedArchive | null | undefined): ArchiveFormValues {
  if (!archive) return EMPTY_ARCHIVE;
  return {
    factoryNumber: archive.factoryNumber ?? '',
    devalias: archive.devalias,
    model: archive.model ?? '',
    industry: (INDUSTRY_CHOICES as readonly string[]).includes(archive.industry) ? (archive.industry as Industry) : 'other',
    customerId: archive.customer?.id ?? '',
    maintainerId: archive.maintainer?.id ?? '',
    location: archive.location ?? '',
    receiveAlarm: archive.receiveAlarm,
    customParams: archive.customParams.map((p) => ({ name: p.name, value: p.value })),
  };
}

/**
 * The form's rules: the shared contract's, the same keys the server sends. A row's error
 * (`customParams.2.name`) shows on the list field, so no error is left where no field shows it.
 */
export function archiveFormRules(values: ArchiveFormValues): Partial<Record<keyof ArchiveFormValues, ValidationKey>> {
  const found: Partial<Record<string, ValidationKey>> = {};
  for (const { field, key } of validateDeviceArchive(values)) found[field.split('.')[0]] ??= key;
  return found as Partial<Record<keyof ArchiveFormValues, ValidationKey>>;
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The register/update mutation's input from valid values. */
export function archiveInput(values: ArchiveFormValues) {
  return {
    factoryNumber: values.factoryNumber.trim(),
    devalias: values.devalias.trim(),
    model: values.model.trim(),
    industry: values.industry,
    customerId: values.customerId || null,
    maintainerId: values.maintainerId || null,
    location: optional(values.location),
    receiveAlarm: values.receiveAlarm,
    customParams: values.customParams.map((p) => ({ name: p.name.trim(), value: p.value.trim() })),
  };
}

/** A custom parameter row more, while under the limit of 5. */
export const canAddCustomParam = (params: readonly CustomParam[]) => params.length < DEVICE_ARCHIVE_LIMITS.customParams;

const SORT_KEYS: Record<string, 'devalias' | 'factoryNumber' | 'model' | 'createdAt'> = { devalias: 'devalias', factoryNumber: 'factoryNumber', model: 'model', createdAt: 'createdAt' };

/** The archive list's variables from the table's query: the alias column searches alias, uuid, factory number and model. */
export function archiveListVariables(query: TableQuery) {
  const state = searchText(query.search.state);
  return {
    page: query.page,
    pageSize: query.pageSize,
    search: searchText(query.search.devalias),
    factoryNumber: searchText(query.search.factoryNumber),
    customerId: searchText(query.search.customer),
    state: (state === 'loggedOut' || state === 'all' ? state : 'active') as 'active' | 'loggedOut' | 'all',
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || 'devalias',
    sortDirection: query.sort?.order ?? 'asc',
  } as const;
}

// Attributes editor -------------------------------------------------------------------------

/** One row of the attribute editor: numbers as the inputs hold them (text). */
export type AttributeRow = {
  identifier: string;
  name: string;
  access: AttributeAccess;
  standard: boolean;
  dataType: AttributeDataType;
  min: string;
  max: string;
  unit: string;
  step: string;
  description: string;
};

export const NEW_ATTRIBUTE: AttributeRow = { identifier: '', name: '', access: 'read', standard: false, dataType: 'float', min: '', max: '', unit: '', step: '', description: '' };

export type StoredAttribute = Omit<DeviceAttributeValues, 'min' | 'max' | 'step'> & { min?: number | null; max?: number | null; step?: number | null };

export const attributeRow = (a: StoredAttribute): AttributeRow => ({
  identifier: a.identifier,
  name: a.name,
  access: a.access,
  standard: a.standard,
  dataType: a.dataType,
  min: a.min === null || a.min === undefined ? '' : String(a.min),
  max: a.max === null || a.max === undefined ? '' : String(a.max),
  unit: a.unit ?? '',
  step: a.step === null || a.step === undefined ? '' : String(a.step),
  description: a.description ?? '',
});

/** A number field: empty is null; anything else a number (NaN when not one, which the rules refuse). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The mutation's attributes from the editor's rows. */
export const attributeValues = (rows: readonly AttributeRow[]): DeviceAttributeValues[] =>
  rows.map((r) => ({
    identifier: r.identifier.trim(),
    name: r.name.trim(),
    access: r.access,
    standard: r.standard,
    dataType: r.dataType,
    min: numberOf(r.min),
    max: numberOf(r.max),
    step: numberOf(r.step),
    unit: r.unit.trim() || null,
    description: r.description.trim() || null,
  }));

/** The editor's problems by row and field (`3.identifier` -> key and its parameters), from the shared rules. */
export function attributeProblems(rows: readonly AttributeRow[]): Record<string, { key: ValidationKey; params?: Record<string, string | number> }> {
  const problems: Record<string, { key: ValidationKey; params?: Record<string, string | number> }> = {};
  for (const { field, key, params } of validateAttributes(attributeValues(rows))) problems[field.replace(/^attributes\./, '')] ??= { key, params };
  return problems;
}

export const canAddAttribute = (rows: readonly AttributeRow[]) => rows.length < DEVICE_ARCHIVE_LIMITS.attributes;

// QR batch and decommission ---------------------------------------------------------------------

export type QrBatchFormValues = { factoryNumber: string; count: string; remark: string };

export function qrBatchRules(values: QrBatchFormValues): Partial<Record<keyof QrBatchFormValues, ValidationKey>> {
  const found: Partial<Record<string, ValidationKey>> = {};
  for (const { field, key } of validateQrBatch({ factoryNumber: values.factoryNumber, count: values.count.trim() === '' ? Number.NaN : Number(values.count), remark: values.remark })) found[field] ??= key;
  return found;
}

export type DecommissionValues = { password: string };
export const decommissionRules = (values: DecommissionValues) => ({ password: checkDecommissionPassword(values.password) });

/** The address of a QR code's public page on this site. */
export const qrPageUrl = (origin: string, jumpPath: string) => `${origin.replace(/\/+$/, '')}${jumpPath}`;

/** The broker addresses a device is told: TCP on the embedded broker's port, or MQTT over WebSocket at /mqtt of this site. */
export function brokerAddresses(location: { hostname: string; host: string; protocol: string }, mqttPort: number | null | undefined) {
  return {
    tcp: mqttPort ? `mqtt://${location.hostname}:${mqttPort}` : null,
    webSocket: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`,
  };
}
