import { MEMBER_GENDERS, MEMBER_ROLES, MEMBER_STATUSES, validateCheckIn, validateMember } from '@contract/members';
import type { Role } from '@contract/roles';
import type { MemberSortKey, MemberStatus } from '../../gql/graphql';
import { type ContractRules, rulesFromFieldErrors } from '../../shared/forms/contractRules';
import { searchText } from '../../shared/widgets/data-table/searchRules';
import type { TableQuery } from '../../shared/widgets/data-table/tableState';

/** The member list's table name (its saved columns). */
export const MEMBER_TABLE = 'member';

export const statusLabelId = (status: string) => `members_status_${status}`;
export const genderLabelId = (gender: string) => `members_gender_${gender}`;
export const STATUS_OPTIONS = MEMBER_STATUSES.map((s) => ({ value: s, labelId: statusLabelId(s) }));
export const GENDER_OPTIONS = MEMBER_GENDERS.map((g) => ({ value: g, labelId: genderLabelId(g) }));

/** Whether the caller is a member (may check in). */
export const isMemberRole = (role: Role | null | undefined) => !!role && (MEMBER_ROLES as readonly string[]).includes(role);

const SORT_KEYS: Record<string, MemberSortKey> = { account: 'account', remarkName: 'remarkName', status: 'status', updatedAt: 'updatedAt' };

/** The list query's variables: the account column's search (account, name or remark name), the status choice, the sort. */
export function memberListVariables(query: TableQuery) {
  const status = searchText(query.search.status);
  return {
    page: query.page,
    pageSize: query.pageSize,
    search: searchText(query.search.account),
    status: (status && (MEMBER_STATUSES as readonly string[]).includes(status) ? status : undefined) as MemberStatus | undefined,
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || 'account',
    sortDirection: query.sort?.order ?? 'asc',
  } as const;
}

export type MemberFormValues = { remarkName: string; gender: string; status: string; serviceCustomerId: string; location: string };
export type EditedMember = { id: string; remarkName: string; gender: string; status: string; serviceCustomerId?: string | null; location: string };

export const memberFormValues = (m: EditedMember): MemberFormValues => ({ remarkName: m.remarkName, gender: m.gender, status: m.status, serviceCustomerId: m.serviceCustomerId ?? '', location: m.location });
export const memberRules: ContractRules<MemberFormValues> = rulesFromFieldErrors((values: MemberFormValues) => validateMember(values));
export const memberInput = (v: MemberFormValues) => ({ remarkName: v.remarkName.trim(), gender: v.gender, status: v.status, serviceCustomerId: v.serviceCustomerId || null, location: v.location.trim() });

export type CheckInValues = { place: string };
export const checkInRules: ContractRules<CheckInValues> = rulesFromFieldErrors((values: CheckInValues) => validateCheckIn(values.place));
