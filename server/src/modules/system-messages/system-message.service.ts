/**
 * System messages (spec part 1 sections 3, 7 and 9): sent once, stored with a receipt per
 * recipient (their own read state), listed with filters in the database, previewed in the
 * header (the latest 5 unread and the unread count) and delivered live to the recipients
 * who are signed in. super_admin sends to everyone or to any tenants; anyone else with the
 * send permission to tenants of their own scope. Every read and write goes through the
 * caller's scoped EntityManager and the caller's own user id.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import type { Role } from '../../contract/roles';
import { SYSTEM_MESSAGE_LIMITS, type SystemMessageStatus, type SystemMessageType, validateSystemMessage } from '../../contract/system-messages';
import { AppError, formInvalid, invalidRequest } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage, pageOf } from '../../core/paging';
import type { PubSub, SystemMessageEvent } from '../../core/pubsub';
import { type TenantScope, descendantsOf } from '../../core/tenancy';
import { cutText } from '../../core/text';
import { parseTimeRange } from '../product-manuals/time-range';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { SystemMessage, SystemMessageReceipt } from './system-message.entity';

/** A message as its recipient sees it. */
export type SystemMessageView = { id: number; type: SystemMessageType; title: string; content: string; sentAt: Date; senderName: string; read: boolean };

export type MessageFilter = { status: SystemMessageStatus; type?: string | null; sentFrom?: string | null; sentTo?: string | null };

const viewOf = (receipt: SystemMessageReceipt): SystemMessageView => {
  const message = receipt.message.getEntity();
  return { id: message.id, type: message.type, title: message.title, content: message.content, sentAt: message.sentAt, senderName: message.senderName, read: receipt.readAt != null };
};

/** The caller's messages, newest first, filtered by status, type and time range, one page (in the database). */
export async function listMessages(em: EntityManager, userId: number, filter: MessageFilter, request: PageRequest, timeZone: string): Promise<Page<SystemMessageView>> {
  const where: Record<string, unknown> = { user: userId };
  if (filter.status === 'unread') where.readAt = null;
  if (filter.status === 'read') where.readAt = { $ne: null };
  const type = (filter.type ?? '').trim();
  if (type) where.type = type;
  const { from, to } = parseTimeRange(filter.sentFrom, filter.sentTo, ['sentFrom', 'sentTo'], timeZone);
  if (from || to) where.sentAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  const page = await findPage(em, SystemMessageReceipt, where, { orderBy: { sentAt: 'desc', id: 'desc' }, populate: ['message'] as never }, TABLE_PAGING, request);
  return pageOf(page.items.map(viewOf), page.total, request);
}

/** The header's preview: the unread count and the latest 5 unread (spec: n=5, p=1, status 1). */
export async function messagePreview(em: EntityManager, userId: number): Promise<{ unread: number; items: SystemMessageView[] }> {
  const [receipts, unread] = await em.findAndCount(SystemMessageReceipt, { user: userId, readAt: null }, { orderBy: { sentAt: 'desc', id: 'desc' }, limit: SYSTEM_MESSAGE_LIMITS.preview, populate: ['message'] });
  return { unread, items: receipts.map(viewOf) };
}

const unreadCount = (em: EntityManager, userId: number) => em.count(SystemMessageReceipt, { user: userId, readAt: null });

/**
 * Marks messages of the caller read (already read ones stay as they were) and answers the
 * unread count left; errorno 1080 when an id is not a message addressed to the caller.
 */
export async function markRead(em: EntityManager, userId: number, idArgs: readonly string[]): Promise<number> {
  if (!idArgs.length || idArgs.length > TABLE_PAGING.sizes[TABLE_PAGING.sizes.length - 1]) throw invalidRequest('messageIdsCount', { max: TABLE_PAGING.sizes[TABLE_PAGING.sizes.length - 1] });
  const ids = [...new Set(idArgs.map((id) => parseId(id, 'ids')))];
  return em.transactional(async (tx) => {
    const mine = await tx.count(SystemMessageReceipt, { user: userId, message: { $in: ids } });
    if (mine !== ids.length) throw new AppError(ERRNO.messageNotFound);
    await tx.nativeUpdate(SystemMessageReceipt, { user: userId, message: { $in: ids }, readAt: null }, { readAt: new Date() });
    return unreadCount(tx, userId);
  });
}

/** Marks every unread message of the caller read, in one statement; answers how many it marked. */
export function markAllRead(em: EntityManager, userId: number): Promise<number> {
  return em.nativeUpdate(SystemMessageReceipt, { user: userId, readAt: null }, { readAt: new Date() });
}

export type Sender = { userId: number; role: Role; tenantId: number };
export type SendInput = { type: string; title: string; content: string; tenantIds?: readonly string[] | null };

/**
 * The tenants a message reaches: super_admin without tenants means everyone (null); otherwise
 * each named tenant with its sub-tenants, each checked against the sender's scope (1151), or,
 * when none is named, the sender's whole scope.
 */
async function audienceOf(em: EntityManager, sender: Sender, scope: TenantScope, named: readonly number[]): Promise<number[] | null> {
  if (!named.length && sender.role === 'super_admin') return null;
  for (const id of named) if (!scope.includes(id)) throw new AppError(ERRNO.tenantOutOfScope);
  // The tenants the sender's EntityManager sees are exactly the scope.
  const tenants = await em.find(Tenant, {}, { fields: ['id', 'parent'] });
  const links = tenants.map((t) => ({ id: t.id, parentId: t.parent?.id ?? null }));
  const known = new Set(links.map((l) => l.id));
  for (const id of named) if (!known.has(id)) throw new AppError(ERRNO.tenantOutOfScope);
  const roots = named.length ? named : [sender.tenantId];
  return [...new Set(roots.flatMap((root) => descendantsOf(root, links)))].filter((id) => scope.includes(id)).sort((a, b) => a - b);
}

/**
 * Sends a message: the message and a receipt per recipient (every user of the audience's
 * tenants) in one transaction, then the live event to the recipients signed in.
 */
export async function sendMessage(em: EntityManager, sender: Sender, scope: TenantScope, input: SendInput, pubsub: PubSub): Promise<{ message: SystemMessage; recipients: number }> {
  const errors = validateSystemMessage(input);
  if (errors.length) throw formInvalid(errors);
  const named = [...new Set((input.tenantIds ?? []).map((id) => parseId(id, 'tenantIds')))];
  const audience = await audienceOf(em, sender, scope, named);
  const { message, recipients } = await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: sender.userId }, { fields: ['id', 'name'] });
    const created = tx.create(SystemMessage, {
      type: input.type as SystemMessageType,
      title: input.title.trim(),
      content: input.content.trim(),
      sentAt: new Date(),
      sender: sender.userId,
      senderName: user?.name ?? '',
      senderTenant: sender.tenantId,
      toEveryone: audience === null,
    });
    await tx.flush();
    const users = await tx.find(User, audience === null ? {} : { tenant: { $in: audience } }, { fields: ['id', 'tenant'] });
    if (users.length) {
      await tx.insertMany(
        SystemMessageReceipt,
        users.map((u) => ({ tenant: u.tenant.id, user: u.id, message: created.id, type: created.type, sentAt: created.sentAt, readAt: null })) as never[],
      );
    }
    return { message: created, recipients: users.length };
  });
  const event: SystemMessageEvent = {
    id: message.id,
    type: message.type,
    title: message.title,
    content: message.content,
    sentAt: message.sentAt.toISOString(),
    senderName: message.senderName,
    toEveryone: audience === null,
    tenantIds: audience ?? [],
  };
  pubsub.publish('SYSTEM_MESSAGE', event);
  return { message, recipients };
}

/** Whether a live message is addressed to a caller of this tenant. */
export const addressedTo = (event: SystemMessageEvent, tenantId: number): boolean => event.toEveryone || event.tenantIds.includes(tenantId);

/** A live event as its recipient sees it (new, so unread). */
export const viewOfEvent = (event: SystemMessageEvent): SystemMessageView => ({
  id: event.id,
  type: event.type as SystemMessageType,
  title: event.title,
  content: event.content,
  sentAt: new Date(event.sentAt),
  senderName: event.senderName,
  read: false,
});

/**
 * A message from the platform to one user (a reminder): the message and its receipt written in
 * the caller's transaction `tx`; answers the live event to publish once that commits.
 */
export async function storeMessageToUser(
  tx: EntityManager,
  recipient: { id: number; tenantId: number },
  message: { type: SystemMessageType; title: string; content: string; senderName: string },
  sentAt: Date,
): Promise<SystemMessageEvent> {
  const created = tx.create(SystemMessage, {
    type: message.type,
    title: cutText(message.title, SYSTEM_MESSAGE_LIMITS.title),
    content: cutText(message.content, SYSTEM_MESSAGE_LIMITS.content),
    sentAt,
    sender: null,
    senderName: cutText(message.senderName, 20),
    senderTenant: recipient.tenantId,
    toEveryone: false,
  });
  await tx.flush();
  await tx.insertMany(SystemMessageReceipt, [{ tenant: recipient.tenantId, user: recipient.id, message: created.id, type: created.type, sentAt, readAt: null }] as never[]);
  return {
    id: created.id,
    type: created.type,
    title: created.title,
    content: created.content,
    sentAt: sentAt.toISOString(),
    senderName: created.senderName,
    toEveryone: false,
    tenantIds: [recipient.tenantId],
    userIds: [recipient.id],
  };
}
