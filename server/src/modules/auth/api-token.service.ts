import type { EntityManager, FilterQuery, MikroORM } from '@mikro-orm/core';
import { API } from '../../contract/apis';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import { checkApiTokenName, checkTokenExpiry } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { lockKeys } from '../../core/locks';
import type { Logger } from '../../core/logger';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import { permitted } from '../../graphql/authorize';
import type { AuthState } from '../../graphql/context';
import type { PolicyStore } from '../permissions/policy-store';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { ApiToken } from './api-token.entity';
import { hashToken, newApiTokenSecret } from './tokens';

/** Active tokens one user may hold at once. */
export const MAX_API_TOKENS_PER_USER = 20;
/** Errorno 1034 unless the caller signed in with a password (a session): what a leaked token must not do. */
export function requireSession(auth: Pick<AuthState, 'credential'>): void {
  if (auth.credential.kind !== 'session') throw new AppError(ERRNO.sessionRequired);
}

/**
 * Creates a named token for the caller, which acts as the caller (role, policy, tenants) for
 * as long as neither it nor its user's password changes. Only a signed-in session may create
 * one (errorno 1034): a leaked token cannot mint its own replacements. Returns the secret,
 * which is not kept and cannot be shown again.
 */
export async function createApiToken(em: EntityManager, auth: AuthState, input: { name: string; expiresAt?: Date | null }, now: Date): Promise<{ token: ApiToken; secret: string }> {
  requireSession(auth);
  const name = input.name.trim();
  const nameKey = checkApiTokenName(name);
  const expiryKey = checkTokenExpiry(input.expiresAt ?? null, now);
  const fields = [...(nameKey ? [{ field: 'name', key: nameKey }] : []), ...(expiryKey ? [{ field: 'expiresAt', key: expiryKey }] : [])];
  if (fields.length) throw formInvalid(fields);
  const secret = newApiTokenSecret();
  const token = await em.transactional(async (tx) => {
    // The count and the insert under the user's lock: twenty tokens at most, however many requests arrive at once.
    await lockKeys(tx, `api-tokens:${auth.userId}`);
    // The caller's own tenant is always in its scope: its own tokens are visible to it.
    const held = await tx.count(ApiToken, { user: auth.userId, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });
    if (held >= MAX_API_TOKENS_PER_USER) throw new AppError(ERRNO.tooManyApiTokens, { max: MAX_API_TOKENS_PER_USER });
    return tx.create(ApiToken, {
      user: tx.getReference(User, auth.userId),
      tenant: tx.getReference(Tenant, auth.tenantId),
      name,
      tokenHash: hashToken(secret),
      hint: secret.slice(-4),
      createdAt: now,
      expiresAt: input.expiresAt ?? null,
    });
  });
  return { token, secret };
}

/** The caller's own tokens that still work or ran out (not revoked), newest first. */
export function myApiTokens(em: EntityManager, auth: AuthState): Promise<ApiToken[]> {
  return em.find(ApiToken, { user: auth.userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/**
 * For tenant administrators and super_admin: the tokens of the users in scope (the tenant
 * filter of the caller's EntityManager), or of one user in scope; not revoked, newest first.
 */
export async function listApiTokens(em: EntityManager, query: PageRequest & { userId?: string | null }): Promise<Page<ApiToken>> {
  let where: FilterQuery<ApiToken> = { revokedAt: null };
  if (query.userId) {
    const userId = parseId(query.userId, 'userId');
    // Hidden by the tenant filter when outside the caller's scope: "not found".
    if (!(await em.findOne(User, { id: userId }))) throw new AppError(ERRNO.userNotFound);
    where = { revokedAt: null, user: userId };
  }
  return findPage(em, ApiToken, where, { orderBy: { createdAt: 'desc', id: 'desc' } }, TABLE_PAGING, query);
}

/**
 * Revokes a token at once (every instance drops it from its caller cache through the
 * invalidation of the ORM write; its sockets close). Its owner may revoke it; so may a
 * tenant administrator or super_admin whose scope holds the owner and whose policy may edit
 * users (PUT /user). A token the caller may not revoke is "not found" (1010002), never
 * "forbidden", so its existence is not told. Revoking a revoked token is a no-op.
 */
export async function revokeApiToken(em: EntityManager, auth: AuthState, policies: PolicyStore, id: string): Promise<ApiToken> {
  const tokenId = parseId(id, 'id');
  // The tenant filter hides tokens of users outside the caller's scope.
  const token = await em.findOne(ApiToken, { id: tokenId });
  const own = token !== null && token.user.id === auth.userId;
  const administered = token !== null && !own && (auth.role === 'super_admin' || (auth.role === 'tenant_admin' && (await mayEditUsers(auth, policies))));
  if (!token || (!own && !administered)) throw new AppError(ERRNO.recordNotFound);
  if (!token.revokedAt) {
    token.revokedAt = new Date();
    await em.flush();
  }
  return token;
}

/** Whether the caller's role policy may edit users (PUT /user), decided by `permitted` as a GraphQL field's guard. */
async function mayEditUsers(auth: AuthState, policies: PolicyStore): Promise<boolean> {
  return permitted({ app: { policies } }, auth.role, API.userEdit);
}

/**
 * When integrator tokens were last used, written at most once a minute per token (a busy
 * integration costs one small update a minute, not one per request). The write goes past
 * the unit of work on purpose: the last use is not part of any cached caller, so it must
 * not invalidate one.
 */
export class ApiTokenUse {
  private readonly written = new Map<number, number>();

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly everyMs = 60_000,
  ) {}

  touch(tokenId: number): void {
    const now = this.now();
    const last = this.written.get(tokenId);
    if (last !== undefined && now - last < this.everyMs) return;
    if (this.written.size > 50_000) this.written.clear();
    this.written.set(tokenId, now);
    // Not awaited: the request does not wait for its bookkeeping.
    void this.orm.em
      .fork()
      .nativeUpdate(ApiToken, { id: tokenId }, { lastUsedAt: new Date(now) }, { filters: false })
      .catch((error: unknown) => this.logger.warn({ err: error, tokenId }, 'could not record the use of an API token'));
  }
}
