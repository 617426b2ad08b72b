import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { checkNewPassword } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { User } from '../users/user.entity';
import { BUSY } from './in-progress-limit';
import { type Attempt, type LoginThrottle, isRefusal } from './login-throttle';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords';
import type { Credential } from './caller-cache';
import { openSession, revokeCredentials } from './session.service';

export type LoginMeta = { ip?: string; userAgent?: string };

/** Reserves a password (or code) check for this account from this address, or refuses it (errorno 1001, HTTP 429). */
export async function reserveAttempt(throttle: LoginThrottle, account: string, ip: string | undefined): Promise<Attempt> {
  const attempt = await throttle.begin(account, ip);
  if (isRefusal(attempt)) throw new AppError(ERRNO.tooManyAttempts, { seconds: attempt.retryAfterSeconds }, { httpStatus: 429 });
  return attempt;
}

/** Runs a password check under a reserved attempt: a wrong password stays counted, a right one is withdrawn, an error withdraws it. */
export async function checked<T>(attempt: Attempt, check: () => Promise<T | null>): Promise<T | null> {
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    await attempt.cancel();
    throw error;
  }
  if (result === null) attempt.failed();
  else await attempt.succeeded();
  return result;
}

/**
 * Reserves an attempt for this account from this address (1001 past a limit) and runs its password
 * check under it (`checked`), as one of the throttle's checks in progress. With as many in
 * progress as allowed, nothing is reserved or checked: errorno 1012 (HTTP 503).
 */
export async function checkPassword<T>(throttle: LoginThrottle, account: string, ip: string | undefined, check: () => Promise<T | null>): Promise<T | null> {
  const result = await throttle.checks.run(async () => checked(await reserveAttempt(throttle, account, ip), check));
  if (result === BUSY) throw new AppError(ERRNO.passwordChecksBusy, {}, { httpStatus: 503 });
  return result;
}

/**
 * Signs in. Unknown accounts and wrong passwords give the same error after the same
 * work, so a failure never tells whether the account exists.
 */
export async function login(em: EntityManager, throttle: LoginThrottle, account: string, password: string, meta: LoginMeta) {
  const user = await checkPassword(throttle, account, meta.ip, async () => {
    const found = account ? await em.findOne(User, { account }, { filters: false, populate: ['passwordHash'] }) : null;
    const valid = found ? await verifyPassword(found.passwordHash, password) : (await burnVerifyTime(password), false);
    return found && valid ? found : null;
  });
  if (!user) throw new AppError(ERRNO.wrongCredentials);
  const { token, session } = await openSession(em, user, meta);
  return { user, token, expiresAt: session.expiresAt, sessionId: session.id };
}

/**
 * Logged-in password change (spec part 1 section 5 and 8): 1002 when the old password is
 * wrong (counted like a failed sign-in, so a stolen session cannot guess the password),
 * 1000 when the new one equals it. Success revokes every session and integrator token of
 * the user; returns them so live sockets can be closed.
 */
export async function resetPassword(em: EntityManager, throttle: LoginThrottle, userId: number, oldPassword: string, newPassword: string, meta: LoginMeta): Promise<Credential[]> {
  const fields = [
    ...(oldPassword ? [] : [{ field: 'oldPassword', key: 'old_password_required' as const }]),
    ...((k) => (k ? [{ field: 'newPassword', key: k }] : []))(checkNewPassword(newPassword)),
  ];
  if (fields.length) throw formInvalid(fields);
  const user = await em.findOneOrFail(User, { id: userId }, { filters: false, populate: ['passwordHash'] });
  if (!(await checkPassword(throttle, user.account, meta.ip, async () => ((await verifyPassword(user.passwordHash, oldPassword)) ? user : null)))) throw new AppError(ERRNO.oldPasswordWrong);
  if (oldPassword === newPassword) throw new AppError(ERRNO.samePassword);
  const newHash = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    const fresh = await tx.findOneOrFail(User, { id: userId }, { filters: false, populate: ['passwordHash'] });
    fresh.passwordHash = newHash;
    return revokeCredentials(tx, userId);
  });
}
