import { validateShift } from '@contract/shifts';
import type { ShiftSortKey } from '../../gql/graphql';
import { type ContractRules, rulesFromFieldErrors } from '../../shared/forms/contractRules';
import { searchText } from '../../shared/widgets/data-table/searchRules';
import type { TableQuery } from '../../shared/widgets/data-table/tableState';

/** The shift list's table name: its live topic and saved columns. */
export const SHIFT_TABLE = 'workshift';

const SORT_KEYS: Record<string, ShiftSortKey> = { name: 'name', start: 'start', updatedAt: 'updatedAt' };

/** The list query's variables from the table's query: the name search, the tenant choice, the sort (by start by default). */
export function shiftListVariables(query: TableQuery) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    name: searchText(query.search.name),
    tenantId: searchText(query.search.tenantName),
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || 'start',
    sortDirection: query.sort?.order ?? 'asc',
  } as const;
}

export type ShiftFormValues = { name: string; start: string; end: string; tenantId: string };
export type EditedShift = { id: string; name: string; start: string; end: string };

export function shiftFormValues(shift: EditedShift | null): ShiftFormValues {
  return shift ? { name: shift.name, start: shift.start, end: shift.end, tenantId: '' } : { name: '', start: '08:00', end: '17:00', tenantId: '' };
}

/** The shared rules (name 1-16, HH:mm, end after start), the same the server checks; uniqueness is the server's. */
export const shiftRules: ContractRules<ShiftFormValues> = rulesFromFieldErrors((values: ShiftFormValues) => validateShift(values));

export const shiftInput = (values: ShiftFormValues) => ({ name: values.name.trim(), start: values.start.trim(), end: values.end.trim() });
export const newShiftInput = (values: ShiftFormValues) => ({ ...shiftInput(values), tenantId: values.tenantId || null });

export type TenantNode = { id: string; name: string; subTenants?: readonly TenantNode[] | null };

/** The tenant tree as a flat, indented list (depth first, the server's order). */
export function flatTenants(nodes: readonly TenantNode[], depth = 0): Array<{ id: string; name: string; depth: number }> {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatTenants(node.subTenants ?? [], depth + 1)]);
}
