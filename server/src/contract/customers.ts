/**
 * Customer roster and records (spec part 1 sections 2, 7, 9; part 2 sections 3-6): the
 * limits, states, operation log types, import modes and layout, and the form rules shared
 * by the server's services and the client's form. Messages are keys of VALIDATION_MESSAGES.
 */
import { CUSTOM_PARAM_LIMITS, type CustomParam, customParamErrors as sharedCustomParamErrors, normalizeCustomParams } from './custom-params';
import { type FieldError, type ValidationKey, canonicalName, checkText } from './validation';

export const CUSTOMER_LIMITS = {
  /** Customer (roster) name: required, at most 30 (spec part 2 section 9). */
  name: 30,
  alias: 30,
  /** Custom parameters: at most 5, names at most 25, no duplicates, none empty. */
  customParams: CUSTOM_PARAM_LIMITS.count,
  customParamName: CUSTOM_PARAM_LIMITS.name,
  customParamValue: 100,
  code: 50,
  address: 200,
  contactPerson: 50,
  contactWay: 100,
  ncAccount: 50,
  mainBusiness: 200,
  responsibleSales: 50,
  label: 50,
  location: 100,
  /** An area code: `CN` for China, 6 digits for a province or city. */
  areaCode: 6,
  /** Collaborators of one customer besides its administrator (placeholder `sharernum`). */
  collaborators: 20,
  /** Customers of one roster (placeholder `rosternum`), normal and deleted. */
  roster: 100_000,
  /** Data rows of one import (the header row not counted). */
  importRows: 20_000,
  /** Bytes of one import file. */
  importBytes: 50 * 1024 * 1024,
  /** Rows of one export. */
  exportRows: 100_000,
  /** Rows of the per-row report kept and answered (the counts stay exact past it). */
  reportRows: 1_000,
} as const;

/** A record is normal, or deleted (soft, restorable); completely deleted rows are gone. */
export const CUSTOMER_STATUSES = ['normal', 'deleted'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Operation log types (spec part 1 section 7): import_1..3 are the import modes base, cover and merge. */
export const CUSTOMER_LOG_TYPES = ['restore', 'add', 'del', 'exit', 'update', 'import_1', 'import_2', 'import_3'] as const;
export type CustomerLogType = (typeof CUSTOMER_LOG_TYPES)[number];

/**
 * Import modes (docs/api.md "Customer import"):
 * - base: adds new customers only; a row naming an existing customer is refused;
 * - cover: overwrites an existing customer (matched by code, else by name) with every column of the row, adds the rest;
 * - merge: fills only the empty fields of an existing customer, adds the rest.
 */
export const IMPORT_MODES = ['base', 'cover', 'merge'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_LOG_TYPE: Record<ImportMode, CustomerLogType> = { base: 'import_1', cover: 'import_2', merge: 'import_3' };

/** The list's page size by default (spec part 1 section 9: 18); the paging rule is CUSTOMER_PAGING. */
export const CUSTOMER_TABLE = 'customer';

/** Pseudo customer ids of the customer list (spec part 1 section 7): devices of an unknown owner, devices without an archive. */
export const UNKNOWN_OWNER = 'notdefine';
export const NO_ARCHIVE = 'nopa';

/** The country the area dataset covers (China, one entry); its provinces and cities carry 6-digit codes. */
export const CHINA = 'CN';

/** Sort keys of the roster list. */
export const CUSTOMER_SORT_KEYS = ['name', 'code', 'createdAt', 'updatedAt', 'deletedAt'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

/** HTTP routes beside /graphql. */
export const CUSTOMER_IMPORT_PATH = '/customer/import';
export const CUSTOMER_EXPORT_PATH = '/customer/export';
/** The import layout as a workbook: the header row in the caller's language and one example customer. */
export const CUSTOMER_IMPORT_TEMPLATE_PATH = '/customer/import/template';

export type { CustomParam };

/** The text fields of a record, with their limits (the form's and the import's columns). */
export const CUSTOMER_TEXT_FIELDS = ['name', 'alias', 'code', 'address', 'contactPerson', 'contactWay', 'ncAccount', 'mainBusiness', 'responsibleSales', 'label'] as const;
export type CustomerTextField = (typeof CUSTOMER_TEXT_FIELDS)[number];

/** A text field of a customer as stored: the name and the code (each unique in a roster) as `canonicalName`, the others trimmed; empty is null. */
export function storedCustomerText(field: CustomerTextField, value: string | null | undefined): string | null {
  const text = value ?? '';
  return (field === 'name' || field === 'code' ? canonicalName(text) : text.trim()) || null;
}

/**
 * The import's columns, in order (the first row is a header and is skipped): the text
 * fields, then province and city (a 6-digit code or the name as in the dataset; the
 * country is China when a province is given).
 */
export const IMPORT_COLUMNS = [...CUSTOMER_TEXT_FIELDS, 'province', 'city'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_HEADERS: Record<ImportColumn, { en: string; zh: string }> = {
  name: { en: 'Name', zh: '客户名称' },
  alias: { en: 'Alias', zh: '别名' },
  code: { en: 'Code', zh: '客户编码' },
  address: { en: 'Address', zh: '地址' },
  contactPerson: { en: 'Contact person', zh: '联系人' },
  contactWay: { en: 'Contact way', zh: '联系方式' },
  ncAccount: { en: 'NC account', zh: 'NC账号' },
  mainBusiness: { en: 'Main business', zh: '主营业务' },
  responsibleSales: { en: 'Responsible sales', zh: '负责销售' },
  label: { en: 'Label', zh: '标签' },
  province: { en: 'Province', zh: '省份' },
  city: { en: 'City', zh: '城市' },
};

export type CustomerFormValues = Partial<Record<CustomerTextField, string | null>> & {
  customParams?: readonly CustomParam[] | null;
  country?: string | null;
  province?: string | null;
  city?: string | null;
};

const LIMIT_OF: Record<CustomerTextField, number> = {
  name: CUSTOMER_LIMITS.name,
  alias: CUSTOMER_LIMITS.alias,
  code: CUSTOMER_LIMITS.code,
  address: CUSTOMER_LIMITS.address,
  contactPerson: CUSTOMER_LIMITS.contactPerson,
  contactWay: CUSTOMER_LIMITS.contactWay,
  ncAccount: CUSTOMER_LIMITS.ncAccount,
  mainBusiness: CUSTOMER_LIMITS.mainBusiness,
  responsibleSales: CUSTOMER_LIMITS.responsibleSales,
  label: CUSTOMER_LIMITS.label,
};
export const customerFieldLimit = (field: CustomerTextField): number => LIMIT_OF[field];

/** The customer name: required (trimmed), at most 30. */
export function checkCustomerName(name: string | null | undefined): ValidationKey | null {
  const value = (name ?? '').trim();
  if (!value) return 'customer_name_required';
  return value.length > CUSTOMER_LIMITS.name ? 'customer_name_too_long' : null;
}

/** Custom parameters: the shared rule (`custom-params.ts`) with the customer's value limit (100). */
export const customParamErrors = (params: readonly CustomParam[] | null | undefined): FieldError[] => sharedCustomParamErrors(params, CUSTOMER_LIMITS.customParamValue);

/** An area: a province needs the country China, a city its province (area-data codes share the first 2 digits). */
export function areaErrors(values: Pick<CustomerFormValues, 'country' | 'province' | 'city'>): FieldError[] {
  const country = values.country || null;
  const province = values.province || null;
  const city = values.city || null;
  const errors: FieldError[] = [];
  if (country && country !== CHINA) errors.push({ field: 'country', key: 'area_unknown' });
  if (province && (country !== CHINA || !/^\d{6}$/.test(province))) errors.push({ field: 'province', key: 'area_unknown' });
  if (city && (!province || !/^\d{6}$/.test(city) || city.slice(0, 2) !== province.slice(0, 2))) errors.push({ field: 'city', key: 'area_unknown' });
  return errors;
}

/** Every rule of the customer form, all problems at once. */
export function validateCustomer(values: CustomerFormValues): FieldError[] {
  const errors: FieldError[] = [];
  const nameKey = checkCustomerName(values.name) ?? checkText((values.name ?? '').trim(), CUSTOMER_LIMITS.name);
  if (nameKey) errors.push({ field: 'name', key: nameKey, params: nameKey === 'customer_name_too_long' ? { max: CUSTOMER_LIMITS.name } : undefined });
  for (const field of CUSTOMER_TEXT_FIELDS) {
    if (field === 'name') continue;
    // Control characters and broken UTF-16 as in every text (the API's input bounds refuse them too; an import has no such layer).
    const key = checkText((values[field] ?? '').trim(), LIMIT_OF[field]);
    if (key) errors.push({ field, key, params: key === 'text_too_long' ? { max: LIMIT_OF[field] } : undefined });
  }
  errors.push(...customParamErrors(values.customParams), ...areaErrors(values));
  return errors.map((e) => (e.params === undefined ? { field: e.field, key: e.key } : e));
}

/** Trimmed params without empty rows at the end of the editor (a row with a value but no name stays, to be refused). */
export { normalizeCustomParams };

/** Collaboration states of a customer's administrator transfer (spec part 2 section 4). */
export const TRANSFER_STATES = ['none', 'pending'] as const;
