import { searchText } from '../../shared/widgets/data-table/searchRules';
import type { TableQuery } from '../../shared/widgets/data-table/tableState';

/** The table's name: its live topic and the key of its saved columns. */
export const USER_TABLE = 'user';


/**
 * The `users` query's variables from the table's query: the name column's search is the server's
 * search (name or account), the customer column's choice its tenant. The server sorts (newest first).
 */
export function userListVariables(query: TableQuery) {
  return { page: query.page, pageSize: query.pageSize, search: searchText(query.search.name), tenantId: searchText(query.search.tenant) };
}
