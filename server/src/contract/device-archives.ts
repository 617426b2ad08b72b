/**
 * Device archives as server and client share them (issue 16 "Machines"; spec part 2 sections 3-6,
 * 8 and 9): the archive form, device attributes and their check of a live value, QR code batches
 * and binding roles. Plain TypeScript, no dependencies (the client imports it through `@contract`).
 */
import { CUSTOM_PARAM_LIMITS, type CustomParam, customParamErrors, normalizeCustomParams } from './custom-params';
import type { FieldError, ValidationKey } from './validation';

/**
 * Bounds. The spec gives: alias fewer than 20; custom parameters 5 of 25 characters (as the
 * customer roster); attribute identifier 4-50; description under 200; at most 20 attributes per
 * device (error group 1000-1155); QR batch 1-50 with a remark of at most 20. Chosen here:
 * factory number 50 (letters, digits, - _ . /), model 50 (as a product manual), location 100,
 * custom parameter value 50, attribute name 20, unit 10.
 */
export const DEVICE_ARCHIVE_LIMITS = {
  /** The alias is shorter than this (fewer than 20). */
  aliasBelow: 20,
  factoryNumber: 50,
  model: 50,
  location: 100,
  customParams: CUSTOM_PARAM_LIMITS.count,
  customParamName: CUSTOM_PARAM_LIMITS.name,
  customParamValue: 50,
  attributes: 20,
  attributeIdentifierMin: 4,
  attributeIdentifierMax: 50,
  attributeName: 20,
  attributeUnit: 10,
  /** The description is shorter than this (under 200). */
  attributeDescriptionBelow: 200,
  qrBatchMin: 1,
  qrBatchMax: 50,
  qrRemark: 20,
} as const;

/** The data table name of the archive list (its refresh dot listens to `tableVersionChanged` of this table). */
export const DEVICE_ARCHIVE_TABLE = 'devicearchive';
/** The data table name of the QR code list. */
export const QR_CODE_TABLE = 'qrcode';

/** Letters, digits or Chinese characters (spec part 2 section 5: the reading that allows Chinese). */
const ALIAS_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5]+$/;
const FACTORY_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const IDENTIFIER_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,49}$/;

export type { CustomParam };

export type DeviceArchiveValues = {
  factoryNumber?: string | null;
  devalias?: string | null;
  model?: string | null;
  location?: string | null;
  customParams?: readonly CustomParam[] | null;
};

export function checkDeviceAlias(alias: string | null | undefined): ValidationKey | null {
  const value = (alias ?? '').trim();
  if (!value) return 'device_alias_required';
  if (value.length >= DEVICE_ARCHIVE_LIMITS.aliasBelow) return 'device_alias_too_long';
  return ALIAS_PATTERN.test(value) ? null : 'device_alias_format';
}

export function checkFactoryNumber(factoryNumber: string | null | undefined): ValidationKey | null {
  const value = (factoryNumber ?? '').trim();
  if (!value) return 'factory_number_required';
  if (value.length > DEVICE_ARCHIVE_LIMITS.factoryNumber) return 'factory_number_too_long';
  return FACTORY_NUMBER_PATTERN.test(value) ? null : 'factory_number_format';
}

/** Custom parameters: the shared rule (`custom-params.ts`) with the archive's value limit (50). */
export const checkCustomParams = (params: readonly CustomParam[] | null | undefined): FieldError[] => customParamErrors(params, DEVICE_ARCHIVE_LIMITS.customParamValue);

/** Every rule of the archive form at once (the references (customer, maintainer) are checked by the server). */
export function validateDeviceArchive(values: DeviceArchiveValues): FieldError[] {
  const errors: FieldError[] = [];
  const push = (field: string, key: ValidationKey | null, params?: Record<string, number>) => key && errors.push({ field, key, ...(params ? { params } : {}) });
  push('factoryNumber', checkFactoryNumber(values.factoryNumber));
  push('devalias', checkDeviceAlias(values.devalias));
  const model = (values.model ?? '').trim();
  push('model', !model ? 'device_model_required' : model.length > DEVICE_ARCHIVE_LIMITS.model ? 'text_too_long' : null, model.length > DEVICE_ARCHIVE_LIMITS.model ? { max: DEVICE_ARCHIVE_LIMITS.model } : undefined);
  if ((values.location ?? '').trim().length > DEVICE_ARCHIVE_LIMITS.location) push('location', 'text_too_long', { max: DEVICE_ARCHIVE_LIMITS.location });
  errors.push(...checkCustomParams(values.customParams));
  return errors;
}

/** Custom parameters as stored: trimmed, empty values kept as ''. */
export { normalizeCustomParams };

// ---------------------------------------------------------------------------------------------
// Device attributes (spec part 2 sections 3 and 5)

export const ATTRIBUTE_DATA_TYPES = ['int', 'float', 'bool', 'string'] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];
export const ATTRIBUTE_ACCESS = ['read', 'readWrite'] as const;
export type AttributeAccess = (typeof ATTRIBUTE_ACCESS)[number];

export type DeviceAttributeValues = {
  identifier: string;
  name: string;
  access: AttributeAccess;
  standard: boolean;
  dataType: AttributeDataType;
  min?: number | null;
  max?: number | null;
  unit?: string | null;
  step?: number | null;
  description?: string | null;
};

export function checkAttributeIdentifier(identifier: string | null | undefined): ValidationKey | null {
  const value = identifier ?? '';
  if (!value) return 'attribute_identifier_required';
  return IDENTIFIER_PATTERN.test(value) ? null : 'attribute_identifier_format';
}

const isNumeric = (t: AttributeDataType) => t === 'int' || t === 'float';
const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** One attribute's rules; fields are prefixed (`attributes.3.`) by the list check. */
export function checkAttribute(a: DeviceAttributeValues, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  const push = (field: string, key: ValidationKey, params?: Record<string, number>) => errors.push({ field: prefix + field, key, ...(params ? { params } : {}) });
  const L = DEVICE_ARCHIVE_LIMITS;
  const identifier = checkAttributeIdentifier(a.identifier);
  if (identifier) push('identifier', identifier);
  const name = (a.name ?? '').trim();
  if (!name) push('name', 'attribute_name_required');
  else if (name.length > L.attributeName) push('name', 'text_too_long', { max: L.attributeName });
  if (!(ATTRIBUTE_DATA_TYPES as readonly string[]).includes(a.dataType)) push('dataType', 'attribute_data_type_required');
  if (!(ATTRIBUTE_ACCESS as readonly string[]).includes(a.access)) push('access', 'attribute_access_required');
  const numeric = isNumeric(a.dataType);
  for (const field of ['min', 'max', 'step'] as const) {
    const v = a[field];
    if (v === null || v === undefined) continue;
    if (!numeric) push(field, 'attribute_range_numeric_only');
    else if (!finite(v)) push(field, 'attribute_number_format');
    // An int attribute takes only whole values: a fractional bound or step could never be met as written.
    else if (a.dataType === 'int' && !Number.isSafeInteger(v)) push(field, 'attribute_int_whole');
  }
  if (numeric && finite(a.min) && finite(a.max) && !(a.min < a.max)) push('max', 'attribute_range_order');
  if (numeric && finite(a.step) && a.step <= 0) push('step', 'attribute_step_positive');
  if ((a.unit ?? '').trim().length > L.attributeUnit) push('unit', 'text_too_long', { max: L.attributeUnit });
  if ((a.description ?? '').trim().length >= L.attributeDescriptionBelow) push('description', 'attribute_description_too_long');
  return errors;
}

/** The whole attribute list of a device: at most 20 (errorno 1153 on the server), identifiers unique, each attribute's rules. */
export function validateAttributes(list: readonly DeviceAttributeValues[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  list.forEach((a, i) => {
    errors.push(...checkAttribute(a, `attributes.${i}.`));
    if (seen.has(a.identifier)) errors.push({ field: `attributes.${i}.identifier`, key: 'attribute_identifier_duplicate' });
    seen.add(a.identifier);
  });
  return errors;
}

/** What the ingest keeps of an attribute (in memory, per device): enough to check a value. */
export type AttributeRule = { dataType: AttributeDataType; min: number | null; max: number | null };

/**
 * Whether a published value fits its attribute: the data type (int: a safe integer; float: a
 * finite number; bool: true/false; string: a string) and, for numbers, the range (inclusive).
 * Pure and allocation-free: the ingest calls it per message.
 */
export function valueFitsAttribute(rule: AttributeRule, value: unknown): boolean {
  switch (rule.dataType) {
    case 'bool':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'int':
      if (!Number.isSafeInteger(value)) return false;
      break;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      break;
    default:
      return false;
  }
  const n = value as number;
  return (rule.min === null || n >= rule.min) && (rule.max === null || n <= rule.max);
}

/**
 * The standard status keys every device may publish whatever attributes it declares: the
 * platform's `WHstatus_*` keys (status, piece count, program, progress, times) and the alarm
 * and message texts (Alarm, Error, Warning, Info), which the kanbans and the alarm table read.
 */
export const STANDARD_MESSAGE_KEYS: ReadonlySet<string> = new Set(['Alarm', 'Error', 'Warning', 'Info']);
export const isStandardStatusKey = (key: string): boolean => key.startsWith('WHstatus_') || STANDARD_MESSAGE_KEYS.has(key);

// ---------------------------------------------------------------------------------------------
// Bindings and QR codes (spec part 2 sections 3, 4 and 6)

export const BINDING_ROLES = ['Observer', 'Administrator'] as const;
export type BindingRole = (typeof BINDING_ROLES)[number];

export const QR_STATES = ['pending', 'bound'] as const;
export type QrState = (typeof QR_STATES)[number];

/** The public page a QR code jumps to (served by the client, no sign-in). */
export const qrJumpPath = (code: string): string => `/qr/${code}`;

/** A QR code is 22 characters of base64url (128 random bits): unguessable, so the public page cannot be enumerated. */
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type QrBatchValues = { factoryNumber?: string | null; count?: number | null; remark?: string | null };

/** The QR batch form: factory number required, an integer 1-50, remark at most 20. */
export function validateQrBatch(values: QrBatchValues): FieldError[] {
  const errors: FieldError[] = [];
  const L = DEVICE_ARCHIVE_LIMITS;
  if (!(values.factoryNumber ?? '').trim()) errors.push({ field: 'factoryNumber', key: 'qr_factory_number_required' });
  const count = values.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < L.qrBatchMin || count > L.qrBatchMax) errors.push({ field: 'count', key: 'qr_batch_range', params: { min: L.qrBatchMin, max: L.qrBatchMax } });
  if ((values.remark ?? '').trim().length > L.qrRemark) errors.push({ field: 'remark', key: 'qr_remark_too_long', params: { max: L.qrRemark } });
  return errors;
}

/** The password confirmation of a decommission: required. */
export const checkDecommissionPassword = (password: string | null | undefined): ValidationKey | null => (password ? null : 'login_password_required');
