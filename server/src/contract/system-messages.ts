/**
 * System messages (spec part 1 sections 3, 7 and 9: the header's message preview, n=5 of
 * status 1, with filters of status, type and time range): stored per recipient with their
 * own read state. Shared by the server's rules and the client's send dialog and list.
 */
import type { FieldError } from './validation';

/** What a message is about; the list filters by it. */
export const SYSTEM_MESSAGE_TYPES = ['notice', 'maintenance', 'upgrade', 'alarm'] as const;
export type SystemMessageType = (typeof SYSTEM_MESSAGE_TYPES)[number];

/** The list's status filter: `all`, or each user's own `unread` / `read` state. */
export const SYSTEM_MESSAGE_STATUSES = ['all', 'unread', 'read'] as const;
export type SystemMessageStatus = (typeof SYSTEM_MESSAGE_STATUSES)[number];

export const SYSTEM_MESSAGE_LIMITS = {
  title: 50,
  content: 500,
  /** The header's preview: the latest 5 unread (spec: n=5, p=1, status 1). */
  preview: 5,
  /** Tenants named in one send (each with its sub-tenants). */
  tenants: 50,
} as const;

/** The table name of the list's refresh dot. */
export const SYSTEM_MESSAGE_TABLE = 'systemmessage';

export type SystemMessageValues = { type?: string | null; title?: string | null; content?: string | null; tenantIds?: readonly unknown[] | null };

/** The send dialog's rules: a known type, a title of 1-50 and content of 1-500 characters (trimmed), at most 50 tenants. */
export function validateSystemMessage(values: SystemMessageValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.type || !(SYSTEM_MESSAGE_TYPES as readonly string[]).includes(values.type)) errors.push({ field: 'type', key: 'message_type_required' });
  const title = (values.title ?? '').trim();
  if (!title) errors.push({ field: 'title', key: 'message_title_required' });
  else if (title.length > SYSTEM_MESSAGE_LIMITS.title) errors.push({ field: 'title', key: 'message_title_too_long' });
  const content = (values.content ?? '').trim();
  if (!content) errors.push({ field: 'content', key: 'message_content_required' });
  else if (content.length > SYSTEM_MESSAGE_LIMITS.content) errors.push({ field: 'content', key: 'message_content_too_long' });
  if ((values.tenantIds?.length ?? 0) > SYSTEM_MESSAGE_LIMITS.tenants) errors.push({ field: 'tenantIds', key: 'message_tenants_too_many', params: { max: SYSTEM_MESSAGE_LIMITS.tenants } });
  return errors;
}
