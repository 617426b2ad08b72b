import type { RepairSortKey, RepairStatusFilter } from "../../gql/graphql";
import { type SearchValue, searchText } from "../../shared/widgets/data-table/searchRules";
import type { TableQuery } from "../../shared/widgets/data-table/tableState";

const SORT_KEYS: Record<string, RepairSortKey> = { number: "number", state: "state", createTime: "createTime", updateTime: "updateTime" };
const STATUS_FILTERS: readonly RepairStatusFilter[] = ["all", "pending", "processing", "awaitingEvaluation", "completed"];


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
    number: searchText(s.number),
    sn: searchText(s.sn),
    model: searchText(s.model),
    company: searchText(s.company),
    contactName: searchText(s.contactName),
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || "createTime",
    sortDirection: query.sort?.order ?? "desc",
  } as const;
}
