import type { ShelfStatus } from "@contract/product-manuals";
import type {
  ProductManualSortKey,
  ShelfStatusFilter,
} from "../../gql/graphql";
import type {
  DateTimeRange,
  SearchValue,
} from "../../shared/widgets/data-table/searchRules";
import type { TableQuery } from "../../shared/widgets/data-table/tableState";

/** Columns the server sorts by, by column key (the others are not sortable). */
const SORT_KEYS: Record<string, ProductManualSortKey> = {
  id: "id",
  name: "name",
  model: "model",
  status: "status",
  createTime: "createTime",
  onTheShelfTime: "onTheShelfTime",
};

const text = (value: SearchValue | undefined): string | undefined =>
  typeof value === "string" && value ? value : undefined;
const range = (value: SearchValue | undefined): DateTimeRange | null =>
  value && typeof value === "object" && "from" in value ? value : null;

/** The list query's variables from the table's query (spec part 2 section 7: the search list's fields). */
export function listVariables(query: TableQuery) {
  const s = query.search;
  const status = text(s.status);
  const tag = text(s.tags);
  const created = range(s.createTime);
  const shelved = range(s.onTheShelfTime);
  return {
    page: query.page,
    pageSize: query.pageSize,
    id: text(s.id),
    name: text(s.name),
    model: text(s.model),
    description: text(s.description),
    note: text(s.note),
    status: (status === "onTheShelf" || status === "offshelf"
      ? status
      : "all") as ShelfStatusFilter,
    tags: tag ? [tag] : undefined,
    createTimeStart: created?.from ?? undefined,
    createTimeEnd: created?.to ?? undefined,
    shelfTimeStart: shelved?.from ?? undefined,
    shelfTimeEnd: shelved?.to ?? undefined,
    // Without a sort the spec's default: newest first.
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || "createTime",
    sortDirection: query.sort?.order ?? "desc",
  } as const;
}

/** Which shelf actions a row offers by its status (permissions are checked apart): off shelf only when on, on shelf only when off. */
export function shelfActions(status: ShelfStatus): {
  offShelf: boolean;
  onShelf: boolean;
} {
  return { offShelf: status === "onTheShelf", onShelf: status === "offshelf" };
}
