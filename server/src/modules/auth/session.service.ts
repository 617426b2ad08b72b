import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { TenantScope } from '../../core/tenancy';
import { tenantLinks } from '../tenants/tenant.service';
import type { User } from '../users/user.entity';
import type { Caller, CallerCache } from './caller-cache';
import { Session } from './session.entity';
import { SESSION_MS, hashToken, newToken } from './tokens';

/** The live session and its user for a token, or null when unknown, expired or revoked. */
async function findActiveSessionByHash(em: EntityManager, tokenHash: string): Promise<{ session: Session; user: User } | null> {
  // One query for both: the user comes joined to its session.
  const session = await em.findOne(
    Session,
    { tokenHash, revokedAt: null, expiresAt: { $gt: new Date() } },
    { filters: false, populate: ['user'], strategy: 'joined' },
  );
  // Without its user row (deleting a user deletes its sessions) a session counts as none.
  if (!session || !session.user.isInitialized()) return null;
  return { session, user: session.user.$ };
}

export async function openSession(em: EntityManager, user: User, meta: { ip?: string; userAgent?: string }) {
  const token = newToken();
  const session = em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_MS),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  await em.persistAndFlush(session);
  return { token, session };
}

/** Revokes sessions (all of a user's when `onlyId` is absent) and returns the ids revoked. */
export async function revokeSessions(em: EntityManager, userId: number, onlyId?: number): Promise<number[]> {
  const where = { user: userId, revokedAt: null, ...(onlyId ? { id: onlyId } : {}) };
  const sessions = await em.find(Session, where, { filters: false });
  const now = new Date();
  for (const session of sessions) session.revokedAt = now;
  await em.flush();
  return sessions.map((s) => s.id);
}

/**
 * Everything that signs the user in, revoked (a password change, by the old password or by
 * an SMS code): every session. Call inside the transaction that changes the password.
 * Returns the session ids, so their live sockets can be closed.
 */
export async function revokeCredentials(em: EntityManager, userId: number): Promise<number[]> {
  return revokeSessions(em, userId);
}

/**
 * The signed-in caller of a token with its tenant scope: from the cache when known,
 * otherwise read (session and user in one query, then the tenant links) and cached.
 */
export async function findCaller(orm: MikroORM, cache: CallerCache, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const generation = cache.generation();
  // No scope yet (it is what this computes): the reads below say `filters: false` themselves.
  const em = orm.em.fork();
  const found = await findActiveSessionByHash(em, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  const tenantId = user.tenant.id;
  const scope = user.role === 'super_admin' ? TenantScope.all() : TenantScope.forUser(user.role, tenantId, await tenantLinks(em));
  const caller: Caller = {
    sessionId: session.id,
    userId: user.id,
    role: user.role,
    tenantId,
    language: user.language ?? null,
    scope,
    sessionExpiresAt: session.expiresAt.getTime(),
  };
  cache.store(tokenHash, caller, generation);
  return caller;
}
