/**
 * The product list's search (spec part 2 sections 2 and 7: every filter, sort key and
 * direction, 20 per page, newest first) on the read path (db/read-path.ts): statements
 * prepared once per shape with the caller's scope always in them, plain rows, no entities.
 * Building SQL with the ORM and hydrating entities cost several times the query itself
 * (docs/benchmarks.md, "Product list").
 *
 * Few shapes, so few prepared statements: the text filters come as one group (an absent one
 * matches anything, `like '%'`), a time range as one `between` with an open end filled by the
 * first or last date the API accepts; with the sort keys, at most 64 x 12 page shapes.
 */
import { FIRST_DATE, LAST_DATE } from '../../contract/ranges';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import { PRODUCT_MANUAL_TAG_GROUP, type ManualParam, type ProductManualSortKey, type ShelfFilter, type ShelfStatus, normalizeTags } from '../../contract/product-manuals';
import { invalidRequest } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, likePattern, pageOf, pageWindow } from '../../core/paging';
import type { TenantScope } from '../../core/tenancy';
import { type IntList, type ReadPath, inList, intList, timeParam } from '../../db/read-path';
import type { FileEntryValue } from '../../contract/files';
import { PRODUCT_MANUAL_FILTER_INDEX } from './product-manual.entity';
import { parseTimeRange } from './time-range';

export type ProductManualSearch = PageRequest & {
  id?: string | null;
  name?: string | null;
  model?: string | null;
  description?: string | null;
  note?: string | null;
  status?: ShelfFilter | null;
  tags?: readonly string[] | null;
  createTimeStart?: string | null;
  createTimeEnd?: string | null;
  shelfTimeStart?: string | null;
  shelfTimeEnd?: string | null;
  sortKey?: ProductManualSortKey | null;
  sortDirection?: SortDirection | null;
};

/** Tags a search may name at once. */
export const SEARCH_TAGS_MAX = 20;

/** A tag of a listed manual. */
export type ListedTag = { id: number; name: string; group: string };

/** A manual of a list page as plain values (what the `ProductManual` type shows), its tags with it. */
export type ListedProductManual = {
  id: number;
  tenant: { id: number };
  name: string;
  model: string;
  description: string;
  note: string;
  coverPicture: FileEntryValue[];
  detailPictures: FileEntryValue[];
  files: FileEntryValue[];
  params: ManualParam[];
  status: ShelfStatus;
  createTime: Date;
  onTheShelfTime: Date | null;
  version: number;
  tags: ListedTag[];
};

type Row = {
  id: number;
  tenant_id: number | string;
  name: string;
  model: string;
  description: string;
  note: string;
  cover_picture: unknown;
  detail_pictures: unknown;
  files: unknown;
  params: unknown;
  status: ShelfStatus;
  create_time: unknown;
  on_the_shelf_time: unknown;
  version: number | string;
};

const COLUMNS = 'm.id, m.tenant_id, m.name, m.model, m.description, m.note, m.cover_picture, m.detail_pictures, m.files, m.params, m.status, m.create_time, m.on_the_shelf_time, m.version';
const TEXT_FILTERS = ['name', 'model', 'description', 'note'] as const;

/** The columns of the sort keys; equal values are ordered by id in the same direction. */
const SORT_COLUMNS: Record<ProductManualSortKey, string> = {
  createTime: 'm.create_time',
  onTheShelfTime: 'm.on_the_shelf_time',
  name: 'm.name',
  model: 'm.model',
  id: 'm.id',
  status: 'm.status',
};

/**
 * `order by` of a sort. Manuals never put on the shelf count as earliest (first ascending,
 * last descending) on SQLite and PostgreSQL alike, whose defaults for nulls differ.
 */
export function orderBy(key: ProductManualSortKey, direction: SortDirection): string {
  const dir = direction === 'asc' ? 'asc' : 'desc';
  const nulls = key === 'onTheShelfTime' ? (dir === 'asc' ? ' nulls first' : ' nulls last') : '';
  return key === 'id' ? `order by m.id ${dir}` : `order by ${SORT_COLUMNS[key]} ${dir}${nulls}, m.id ${dir}`;
}

/** A stored time as the driver gives it: epoch milliseconds on SQLite, a Date on PostgreSQL. */
const timeOf = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(Number(value)));
/** A JSON column: text on SQLite, parsed already on PostgreSQL. */
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The time bounds of a stored instant the API accepts, for an open end of a range. */
const EARLIEST = new Date(`${FIRST_DATE}T00:00:00Z`);
const LATEST = new Date(`${LAST_DATE}T23:59:59.999Z`);

/**
 * One page of the product list with every filter and the sort applied in the database, and
 * the table version the page was read at (server time in ms, taken before reading: a change
 * pushed with a later version is newer than the page).
 */
export async function searchProductManuals(reads: ReadPath, scope: TenantScope, query: ProductManualSearch, timeZone: string): Promise<{ page: Page<ListedProductManual>; version: number }> {
  const version = Date.now();
  const { limit, offset } = pageWindow(TABLE_PAGING, query);
  const created = parseTimeRange(query.createTimeStart, query.createTimeEnd, ['createTimeStart', 'createTimeEnd'], timeZone);
  const shelved = parseTimeRange(query.shelfTimeStart, query.shelfTimeEnd, ['shelfTimeStart', 'shelfTimeEnd'], timeZone);
  const tagNames = normalizeTags(query.tags);
  if (tagNames.length > SEARCH_TAGS_MAX) throw invalidRequest('tooManyTags', { max: SEARCH_TAGS_MAX });

  const where: string[] = [];
  const params: (string | number | IntList)[] = [];
  if (query.id) {
    where.push('m.id = ?');
    params.push(parseId(query.id, 'id'));
  }
  const texts = TEXT_FILTERS.map((column) => query[column]?.trim() ?? '');
  if (texts.some(Boolean)) {
    // Case-insensitive contains: ILIKE on PostgreSQL; SQLite's LIKE already ignores (ASCII) case.
    const like = reads.dialect === 'postgresql' ? 'ilike' : 'like';
    for (const column of TEXT_FILTERS) where.push(`m.${column} ${like} ? escape '\\'`);
    params.push(...texts.map((text) => (text ? likePattern(text) : '%')));
  }
  if (query.status && query.status !== 'all') {
    where.push('m.status = ?');
    params.push(query.status);
  }
  const range = (column: string, r: { from: Date | null; to: Date | null }) => {
    if (!r.from && !r.to) return;
    where.push(`${column} between ? and ?`);
    params.push(...[r.from ?? EARLIEST, r.to ?? LATEST].map((d) => timeParam(reads.dialect, d)));
  };
  range('m.create_time', created);
  range('m.on_the_shelf_time', shelved);
  if (tagNames.length) {
    // Manuals linked to any tag of these names; a manual's tags are of its own tenant, and the manual's scope applies.
    const names = reads.dialect === 'sqlite' ? 'select value from json_each(?)' : 'select jsonb_array_elements_text(?::jsonb)';
    where.push(`m.id in (select pt.manual_id from product_manual_tag pt where pt.tag_id in (select t.id from tag t where t.tag_group = ? and t.name in (${names})))`);
    params.push(PRODUCT_MANUAL_TAG_GROUP, JSON.stringify(tagNames));
  }

  const from = 'from product_manual m';
  // The count of a filtered list reads the filter index alone (SQLite's planner would scan the
  // rows, JSON lists and all); by id or tags, the rows found through their keys are fewer.
  const countFrom = reads.dialect === 'sqlite' && !query.id && !tagNames.length ? `${from} indexed by ${PRODUCT_MANUAL_FILTER_INDEX}` : from;
  const [rows, counted] = await Promise.all([
    reads.rows<Row>(scope, { select: `select ${COLUMNS} ${from}`, tenantColumn: 'm.tenant_id', where, tail: `${orderBy(query.sortKey ?? 'createTime', query.sortDirection ?? 'desc')} limit ? offset ?` }, [...params, limit, offset]),
    reads.rows<{ n: number | string }>(scope, { select: `select count(*) as n ${countFrom}`, tenantColumn: 'm.tenant_id', where }, params),
  ]);
  const tags = await tagsOf(reads, scope, rows.map((r) => r.id));
  return { page: pageOf(rows.map((row) => listed(row, tags.get(row.id) ?? [])), Number(counted[0].n), query), version };
}

/** The tags of the manuals of a page, in one statement, by name. */
async function tagsOf(reads: ReadPath, scope: TenantScope, ids: number[]): Promise<Map<number, ListedTag[]>> {
  const byManual = new Map<number, ListedTag[]>();
  if (!ids.length) return byManual;
  const rows = await reads.rows<{ manual_id: number; id: number; name: string; tag_group: string }>(
    scope,
    {
      select: 'select pt.manual_id, t.id, t.name, t.tag_group from product_manual_tag pt join tag t on t.id = pt.tag_id join product_manual m on m.id = pt.manual_id',
      tenantColumn: 'm.tenant_id',
      where: [inList(reads.dialect, 'pt.manual_id')],
      tail: 'order by t.name, t.id',
    },
    [intList(ids)],
  );
  for (const row of rows) {
    const list = byManual.get(row.manual_id) ?? [];
    list.push({ id: row.id, name: row.name, group: row.tag_group });
    byManual.set(row.manual_id, list);
  }
  return byManual;
}

function listed(row: Row, tags: ListedTag[]): ListedProductManual {
  return {
    id: row.id,
    tenant: { id: Number(row.tenant_id) },
    name: row.name,
    model: row.model,
    description: row.description,
    note: row.note,
    coverPicture: jsonOf(row.cover_picture),
    detailPictures: jsonOf(row.detail_pictures),
    files: jsonOf(row.files),
    params: jsonOf(row.params),
    status: row.status,
    createTime: timeOf(row.create_time)!,
    onTheShelfTime: timeOf(row.on_the_shelf_time),
    version: Number(row.version),
    tags,
  };
}
