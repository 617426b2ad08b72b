import type { RepairSortKey, RepairStatusFilter } from "../../gql/graphql";
import type { SearchValue } from "../../shared/widgets/data-table/searchRules";
import type { TableQuery } from "../../shared/widgets/data-table/tableState";

const SORT_KEYS: Record<string, RepairSortKey> = { number: "number", state: "state", createTime: "createTime", updateTime: "updateTime" };
const STATUS_FILTERS: readonly RepairStatusFilter[] = ["all", "pending", "processing", "awaitingEvaluation", "completed"];

const text = (value: SearchValue | undefined): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The status filter of a searched value: one of the spec's five, else all. */
export function statusFilterOf(value: SearchValue | undefined): RepairStatusFilter {
  return typeof value === "string" && (STATUS_FILTERS as readonly string[]).includes(value) ? (value as RepairStatusFilter) : "all";
}

/** The list query's variables from the table's query: page, status filter, text searches, sort (newest first by default). */
export function repairListVariables(query: TableQuery) {
  const s = query.search;
  return {
    page: query.page,
    pageSize: query.pageSize,
    status: statusFilterOf(s.status),
    number: text(s.number),
    sn: text(s.sn),
    model: text(s.model),
    company: text(s.company),
    contactName: text(s.contactName),
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || "createTime",
    sortDirection: query.sort?.order ?? "desc",
  } as const;
}
