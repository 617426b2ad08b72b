/**
 * Product manuals as server and client share them (spec part 2 sections 2-5, 7 and 9): the
 * limits, the shelf states, the search vocabulary and the rules of the create/edit form, so
 * the form and the server give the same message for the same mistake. Plain TypeScript, no
 * dependencies (the client imports it through `@contract`).
 */
import { MIB, extensionOf } from './files';
import type { Role } from './roles';
import type { FieldError, ValidationKey } from './validation';

/**
 * Bounds of a manual. The spec gives name 20, model 50, cover exactly 1, detail pictures 15,
 * attachments 5, param title/name/value 20/20/50, 10 MB per picture and attachment and 50 MB
 * per spec import. The others are chosen here: description and note follow the spec's
 * "remarks and text areas within 200"; 200 param rows, 10 tags of 20 characters.
 */
export const PRODUCT_MANUAL_LIMITS = {
  name: 20,
  model: 50,
  description: 200,
  note: 200,
  coverPictures: 1,
  detailPictures: 15,
  files: 5,
  params: 200,
  paramTitle: 20,
  paramName: 20,
  paramValue: 50,
  tags: 10,
  tagName: 20,
  /** Cover and detail pictures, each. */
  pictureBytes: 10 * MIB,
  /** Attachments, each. */
  fileBytes: 10 * MIB,
  /** A spec-parameter workbook to import. */
  importBytes: 50 * MIB,
} as const;

/** The `name` of a title row of the params; its `value` is the category title. */
export const PARAM_TITLE = 'param_title';

/** One row of a manual's spec parameters: a title row (`name` is PARAM_TITLE) or a name/value pair. */
export type ManualParam = { name: string; value: string };

export const isTitleRow = (row: ManualParam): boolean => row.name === PARAM_TITLE;

export const SHELF_STATUSES = ['onTheShelf', 'offshelf'] as const;
export type ShelfStatus = (typeof SHELF_STATUSES)[number];

/**
 * A new manual starts off the shelf: customer service checks it (pictures, params) before
 * customers see it, and putting it on the shelf is its own permission (PUT /productmanual/onshelf).
 */
export const INITIAL_SHELF_STATUS: ShelfStatus = 'offshelf';

/** The status filter of the search: the spec's 0 (all), 1 (on the shelf), 2 (off the shelf). */
export const SHELF_FILTERS = ['all', 'onTheShelf', 'offshelf'] as const;
export type ShelfFilter = (typeof SHELF_FILTERS)[number];

/** Columns the list sorts by (default: createTime, newest first). */
export const PRODUCT_MANUAL_SORT_KEYS = ['createTime', 'onTheShelfTime', 'name', 'model', 'id', 'status'] as const;
export type ProductManualSortKey = (typeof PRODUCT_MANUAL_SORT_KEYS)[number];

/** The table name of the list in table-version events and saved table columns. */
export const PRODUCT_MANUAL_TABLE = 'productmanual';

/** The group of product manual tags (spec: groupid `product_manuals`). */
export const PRODUCT_MANUAL_TAG_GROUP = 'product_manuals';

/** Why a shelf action is refused (errorno 1010004 `{reason}`), in both languages. */
export const SHELF_REFUSALS: Record<ShelfStatus, { en: string; zh: string }> = {
  onTheShelf: { en: 'the product is already on the shelf', zh: '产品已上架' },
  offshelf: { en: 'the product is already off the shelf', zh: '产品已下架' },
};

/** A file a form holds (what an upload answered); only the count matters to the form rules. */
type Listed = readonly unknown[] | null | undefined;

export type ProductManualValues = {
  coverPicture?: Listed;
  name?: string | null;
  model?: string | null;
  description?: string | null;
  note?: string | null;
  detailPictures?: Listed;
  files?: Listed;
  params?: readonly ManualParam[] | null;
  tags?: readonly string[] | null;
};

const length = (value: string | null | undefined) => (value ?? '').trim().length;

/** The cover: required, exactly one. */
export function checkCover(cover: Listed): ValidationKey | null {
  const count = cover?.length ?? 0;
  if (count === 0) return 'cover_required';
  return count > PRODUCT_MANUAL_LIMITS.coverPictures ? 'cover_exactly_one' : null;
}

export function checkProductName(name: string | null | undefined): ValidationKey | null {
  const n = length(name);
  if (n === 0) return 'product_name_required';
  return n > PRODUCT_MANUAL_LIMITS.name ? 'product_name_too_long' : null;
}

export function checkModel(model: string | null | undefined): ValidationKey | null {
  const n = length(model);
  if (n === 0) return 'model_required';
  return n > PRODUCT_MANUAL_LIMITS.model ? 'model_too_long' : null;
}

/**
 * The spec's submit rule over all param rows: an empty title (a title row without its
 * value) and an empty param name (a name/value row without its name) together give
 * 'title and param name cannot be empty', either alone its own message.
 */
export function checkParamsFilled(params: readonly ManualParam[] | null | undefined): ValidationKey | null {
  const rows = params ?? [];
  const emptyTitle = rows.some((row) => isTitleRow(row) && !row.value.trim());
  const emptyName = rows.some((row) => !isTitleRow(row) && !row.name.trim());
  if (emptyTitle && emptyName) return 'params_title_and_name_empty';
  if (emptyTitle) return 'params_title_empty';
  return emptyName ? 'params_name_empty' : null;
}

/**
 * The length rules of each param row, with fields as the form names them
 * (`params.3.value`): a title at most 20, a name 20, a value 50. `row` (from 1) is given
 * for messages about a spreadsheet's rows.
 */
export function paramRowErrors(params: readonly ManualParam[] | null | undefined, rowOf: (index: number) => number | undefined = () => undefined): FieldError[] {
  const errors: FieldError[] = [];
  const tooLong = (field: string, value: string, max: number, index: number) => {
    if (value.trim().length <= max) return;
    const row = rowOf(index);
    errors.push({ field, key: 'text_too_long', params: row === undefined ? { max } : { max, row } });
  };
  (params ?? []).forEach((row, i) => {
    if (isTitleRow(row)) return tooLong(`params.${i}.value`, row.value, PRODUCT_MANUAL_LIMITS.paramTitle, i);
    tooLong(`params.${i}.name`, row.name, PRODUCT_MANUAL_LIMITS.paramName, i);
    tooLong(`params.${i}.value`, row.value, PRODUCT_MANUAL_LIMITS.paramValue, i);
  });
  return errors;
}

/** Every rule of the create/edit product form (spec part 2 section 5), with the fields as the form and the GraphQL input name them. */
export function validateProductManual(values: ProductManualValues): FieldError[] {
  const L = PRODUCT_MANUAL_LIMITS;
  const errors: FieldError[] = [];
  const add = (field: string, key: ValidationKey | null, params?: FieldError['params']) => {
    if (key) errors.push(params ? { field, key, params } : { field, key });
  };
  add('coverPicture', checkCover(values.coverPicture));
  add('name', checkProductName(values.name));
  add('model', checkModel(values.model));
  if (length(values.description) > L.description) add('description', 'text_too_long', { max: L.description });
  if (length(values.note) > L.note) add('note', 'text_too_long', { max: L.note });
  if ((values.detailPictures?.length ?? 0) > L.detailPictures) add('detailPictures', 'pictures_too_many', { max: L.detailPictures });
  if ((values.files?.length ?? 0) > L.files) add('files', 'files_too_many', { max: L.files });
  const params = values.params ?? [];
  if (params.length > L.params) add('params', 'params_too_many', { max: L.params });
  else {
    add('params', checkParamsFilled(params));
    errors.push(...paramRowErrors(params));
  }
  const tags = normalizeTags(values.tags);
  if (tags.length > L.tags) add('tags', 'tags_too_many', { max: L.tags });
  (values.tags ?? []).forEach((tag, i) => {
    if (tag.trim().length > L.tagName) add(`tags.${i}`, 'text_too_long', { max: L.tagName });
  });
  return errors;
}

/** Tags as stored: trimmed, empty ones dropped, each once, in the order given. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
}

/** Params as stored: names and values trimmed (a title row keeps its marker name). */
export function normalizeParams(params: readonly ManualParam[] | null | undefined): ManualParam[] {
  return (params ?? []).map((row) => ({ name: row.name.trim(), value: row.value.trim() }));
}

/** Who may import spec parameters and download the template (spec part 2 sections 2 and 6: only maintainadmin sees the buttons; super_admin passes everywhere). */
export const SPEC_IMPORT_ROLES: readonly Role[] = ['maintainadmin', 'super_admin'];

/** The spec-parameter import (`POST`, multipart, one file part) and its template (`GET`, an .xlsx). */
export const SPEC_IMPORT_PATH = '/productmanual/import';
export const SPEC_TEMPLATE_PATH = '/productmanual/import-template';

/** Spec-parameter import formats (spec part 2 section 5: xlsx or xls only). */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls'] as const;

/** The import rule before upload and on the server: xlsx or xls, at most 50 MB. */
export function checkImportFile(file: { name: string; size?: number | null }): ValidationKey | null {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'import_format';
  return (file.size ?? 0) > PRODUCT_MANUAL_LIMITS.importBytes ? 'import_too_big' : null;
}

/**
 * The spec-parameter template (GET /productmanual/import-template, read back by the import):
 * one sheet, a header row, then columns A title, B param name, C param value. A row with only
 * a title is a title row; a row with a name (and value) is a param; a row with a title and a
 * name gives the title row, then the param. Empty rows are skipped. The header row (either
 * language) is skipped wherever it is the first non-empty row.
 */
export const IMPORT_TEMPLATE_HEADERS = {
  en: ['Title', 'Param name', 'Param value'],
  zh: ['标题', '参数名称', '参数值'],
} as const;

/** A row of a sheet as read: its number (from 1) and its first three cells as text. */
export type SheetRow = { row: number; cells: readonly string[] };

/**
 * Params from the rows of a sheet by the template's layout, with the sheet row each param
 * came from (for messages about the sheet).
 */
export function paramsFromRows(rows: Iterable<SheetRow>): { params: ManualParam[]; rows: number[] } {
  const params: ManualParam[] = [];
  const sourceRows: number[] = [];
  const headers = [...IMPORT_TEMPLATE_HEADERS.en, ...IMPORT_TEMPLATE_HEADERS.zh].map((h) => h.toLowerCase());
  let seenContent = false;
  for (const { row, cells } of rows) {
    const [title = '', name = '', value = ''] = cells.map((c) => (c ?? '').trim());
    if (!title && !name && !value) continue;
    if (!seenContent) {
      seenContent = true;
      const filled = [title, name, value].filter(Boolean);
      if (filled.length >= 2 && filled.every((c) => headers.includes(c.toLowerCase()))) continue;
    }
    if (title) {
      params.push({ name: PARAM_TITLE, value: title });
      sourceRows.push(row);
    }
    if (name || value) {
      params.push({ name, value });
      sourceRows.push(row);
    }
  }
  return { params, rows: sourceRows };
}
