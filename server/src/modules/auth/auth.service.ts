import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { checkNewPassword } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { User } from '../users/user.entity';
import type { LoginThrottle } from './login-throttle';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords';
import { openSession, revokeSessions } from './session.service';

export type LoginMeta = { ip?: string; userAgent?: string };

/** Throttle keys: one per account and one per address, so neither a spray nor a guess-loop goes far. */
const throttleKeys = (account: string, ip?: string) => [`account:${account.toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];

/**
 * Signs in. Unknown accounts and wrong passwords give the same error after the same
 * work, so a failure never tells whether the account exists.
 */
export async function login(em: EntityManager, throttle: LoginThrottle, account: string, password: string, meta: LoginMeta) {
  const keys = throttleKeys(account, meta.ip);
  const wait = Math.max(...keys.map((k) => throttle.retryAfterSeconds(k)));
  if (wait > 0) throw new AppError(ERRNO.tooManyAttempts, { seconds: wait }, { httpStatus: 429 });

  const user = account ? await em.findOne(User, { account }, { filters: false, populate: ['passwordHash'] }) : null;
  const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnVerifyTime(password), false);
  if (!user || !valid) {
    keys.forEach((k) => throttle.recordFailure(k));
    throw new AppError(ERRNO.wrongCredentials);
  }
  keys.forEach((k) => throttle.reset(k));
  const { token, session } = await openSession(em, user, meta);
  return { user, token, expiresAt: session.expiresAt, sessionId: session.id };
}

/**
 * Logged-in password change (spec part 1 section 5 and 8): 1002 when the old password is
 * wrong, 1000 when the new one equals it. Success revokes every session of the user;
 * returns their ids so live sockets can be closed.
 */
export async function resetPassword(em: EntityManager, userId: number, oldPassword: string, newPassword: string): Promise<number[]> {
  const fields = [
    ...(oldPassword ? [] : [{ field: 'oldPassword', key: 'old_password_required' as const }]),
    ...((k) => (k ? [{ field: 'newPassword', key: k }] : []))(checkNewPassword(newPassword)),
  ];
  if (fields.length) throw formInvalid(fields);
  const user = await em.findOneOrFail(User, { id: userId }, { filters: false, populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppError(ERRNO.oldPasswordWrong);
  if (oldPassword === newPassword) throw new AppError(ERRNO.samePassword);
  const newHash = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    const fresh = await tx.findOneOrFail(User, { id: userId }, { filters: false, populate: ['passwordHash'] });
    fresh.passwordHash = newHash;
    return revokeSessions(tx, userId);
  });
}
