import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { TenantScope } from '../../core/tenancy';
import { cutText } from '../../core/text';
import { tenantLinks } from '../tenants/tenant.service';
import type { User } from '../users/user.entity';
import { ApiToken } from './api-token.entity';
import type { Caller, CallerCache, Credential } from './caller-cache';
import { Session } from './session.entity';
import { SESSION_MS, hashToken, isApiTokenSecret, newToken } from './tokens';

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
    userAgent: meta.userAgent === undefined ? null : cutText(meta.userAgent, 300),
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

/** A live integrator token and its user, or null when unknown, expired or revoked. */
async function findActiveApiTokenByHash(em: EntityManager, tokenHash: string): Promise<{ token: ApiToken; user: User } | null> {
  const token = await em.findOne(
    ApiToken,
    { tokenHash, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] },
    { filters: false, populate: ['user'], strategy: 'joined' },
  );
  if (!token || !token.user.isInitialized()) return null;
  return { token, user: token.user.$ };
}

/**
 * Everything that signs the user in, revoked (a password change, by the old password or by
 * an SMS code): every session and every integrator token. Call inside the transaction that
 * changes the password. Returns them, so their live sockets can be closed.
 */
export async function revokeCredentials(em: EntityManager, userId: number): Promise<Credential[]> {
  const sessions = await revokeSessions(em, userId);
  const tokens = await em.find(ApiToken, { user: userId, revokedAt: null }, { filters: false });
  const now = new Date();
  for (const token of tokens) token.revokedAt = now;
  await em.flush();
  return [...sessions.map((id) => ({ kind: 'session' as const, id })), ...tokens.map((t) => ({ kind: 'apiToken' as const, id: t.id }))];
}

/**
 * The signed-in caller of a token with its tenant scope: from the cache when known,
 * otherwise read (session or integrator token and its user in one query, then the tenant
 * links) and cached. This is the one place a bearer token, cookie or `connectionParams.token`
 * becomes a caller, over HTTP and WebSocket alike; an integrator token (`mmct_...`) acts as
 * its user with exactly the user's role, policy and tenants.
 */
export async function findCaller(orm: MikroORM, cache: CallerCache, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const generation = cache.generation();
  // No scope yet (it is what this computes): the reads below say `filters: false` themselves.
  const em = orm.em.fork();
  let credential: Credential;
  let user: User;
  let expiresAt: number;
  if (isApiTokenSecret(token)) {
    const found = await findActiveApiTokenByHash(em, tokenHash);
    if (!found) return null;
    credential = { kind: 'apiToken', id: found.token.id };
    user = found.user;
    expiresAt = found.token.expiresAt ? found.token.expiresAt.getTime() : Number.POSITIVE_INFINITY;
  } else {
    const found = await findActiveSessionByHash(em, tokenHash);
    if (!found) return null;
    credential = { kind: 'session', id: found.session.id };
    user = found.user;
    expiresAt = found.session.expiresAt.getTime();
  }
  const tenantId = user.tenant.id;
  const scope = user.role === 'super_admin' ? TenantScope.all() : TenantScope.forUser(user.role, tenantId, await tenantLinks(em));
  const caller: Caller = { credential, userId: user.id, role: user.role, tenantId, language: user.language ?? null, scope, expiresAt };
  cache.store(tokenHash, caller, generation);
  return caller;
}
