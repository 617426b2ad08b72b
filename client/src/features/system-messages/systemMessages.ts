import type { Role } from '@contract/roles';
import { SYSTEM_MESSAGE_TYPES, validateSystemMessage } from '@contract/system-messages';
import type { SystemMessageStatus, SystemMessageType } from '../../gql/graphql';
import { type ContractRules, rulesFromFieldErrors } from '../../shared/forms/contractRules';
import type { DateTimeRange, SearchValue } from '../../shared/widgets/data-table/searchRules';
import type { TableQuery } from '../../shared/widgets/data-table/tableState';

/** The message list's table name (its saved columns). */
export const MESSAGE_TABLE = 'systemmessage';

/** The unread badge: nothing at 0, the count up to 99, then 99+. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

export const typeLabelId = (type: string) => `messages_type_${type}`;

export const TYPE_OPTIONS = SYSTEM_MESSAGE_TYPES.map((type) => ({ value: type, labelId: typeLabelId(type) }));
export const STATUS_OPTIONS = [
  { value: 'unread', labelId: 'messages_status_unread' },
  { value: 'read', labelId: 'messages_status_read' },
] as const;

const text = (value: SearchValue | undefined): string | undefined => (typeof value === 'string' && value ? value : undefined);
const range = (value: SearchValue | undefined): DateTimeRange | null => (value && typeof value === 'object' && 'from' in value ? value : null);

/** The list query's variables from the table's query: status, type and the time range (spec: status, msgtype, starttime, endtime). */
export function messageListVariables(query: TableQuery) {
  const status = text(query.search.read);
  const type = text(query.search.type);
  const sent = range(query.search.sentAt);
  return {
    page: query.page,
    pageSize: query.pageSize,
    status: (status === 'unread' || status === 'read' ? status : 'all') as SystemMessageStatus,
    type: (type && (SYSTEM_MESSAGE_TYPES as readonly string[]).includes(type) ? type : undefined) as SystemMessageType | undefined,
    sentFrom: sent?.from ?? undefined,
    sentTo: sent?.to ?? undefined,
  };
}

/** The send dialog's values; `tenantId` '' is everyone (super_admin) or all of the sender's tenants. */
export type SendFormValues = { type: string; title: string; content: string; tenantId: string };
export const EMPTY_SEND: SendFormValues = { type: 'notice', title: '', content: '', tenantId: '' };

/** The shared rules of the send dialog, the same the server checks. */
export const sendRules: ContractRules<SendFormValues> = rulesFromFieldErrors((values: SendFormValues) => validateSystemMessage(values));

export function sendInput(values: SendFormValues) {
  return { type: values.type, title: values.title.trim(), content: values.content.trim(), tenantIds: values.tenantId ? [values.tenantId] : null };
}

/** The audience choice without a tenant: everyone for super_admin, all of their tenants otherwise. */
export const wholeAudienceLabelId = (role: Role | null | undefined) => (role === 'super_admin' ? 'messages_audience_everyone' : 'messages_audience_mine');

export type TenantNode = { id: string; name: string; subTenants?: readonly TenantNode[] | null };

/** The tenant tree as a flat, indented list (depth first, the server's order). */
export function flatTenants(nodes: readonly TenantNode[], depth = 0): Array<{ id: string; name: string; depth: number }> {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatTenants(node.subTenants ?? [], depth + 1)]);
}

/** Local 'YYYY-MM-DD HH:mm:ss' of an ISO time. */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
