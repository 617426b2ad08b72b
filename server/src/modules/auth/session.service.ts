import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';
import { SESSION_MS, hashToken, newToken } from './tokens';

/** The live session and its user for a token, or null when unknown, expired or revoked. */
export async function findActiveSession(em: EntityManager, token: string): Promise<{ session: Session; user: User } | null> {
  // One query for both (every request runs it): the user comes joined to its session.
  const session = await em.findOne(
    Session,
    { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: new Date() } },
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
