import type { EntityManager } from '@mikro-orm/core';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import { type FieldError, checkResetPassword, checkVerificationCode } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { lockKeys } from '../../core/locks';
import { User } from '../users/user.entity';
import { type LoginMeta, reserveAttempt } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from './passwords';
import { type Phone, parsePhone, storedForms } from './phone';
import type { Credential } from './caller-cache';
import { openSession, revokeCredentials } from './session.service';
import type { CodePurpose } from './sms';
import type { VerificationCodes } from './verification-codes';

/** The phone of a form, or its field error (spec part 1 section 5: required, valid for its country). */
function phoneOrError(input: string): { phone: Phone | null; error: FieldError | null } {
  if (!input.trim()) return { phone: null, error: { field: 'phone', key: 'phone_required' } };
  const phone = parsePhone(input);
  return phone ? { phone, error: null } : { phone: null, error: { field: 'phone', key: 'phone_format' } };
}

function checkedPhone(input: string, more: FieldError[] = []): Phone {
  const { phone, error } = phoneOrError(input);
  const fields = [...(error ? [error] : []), ...more];
  if (fields.length || !phone) throw formInvalid(fields);
  return phone;
}

const codeErrors = (code: string): FieldError[] => ((k) => (k ? [{ field: 'code', key: k }] : []))(checkVerificationCode(code));

/**
 * The one user a phone signs in, or null: unknown, or (phones are not unique in older data)
 * shared by several accounts, in which case the phone cannot tell whom to sign in.
 */
export async function findUserByPhone(em: EntityManager, phone: Phone): Promise<User | null> {
  const found = await em.find(User, { phone: { $in: storedForms(phone) } }, { filters: false, limit: 2 });
  return found.length === 1 ? found[0] : null;
}

/**
 * Sends a sign-in or reset code (spec part 1 sections 4 and 7). The answer is the same for
 * every valid phone, registered or not; only a registered one gets a text.
 */
export async function sendVerificationCode(em: EntityManager, codes: VerificationCodes, input: { phone: string; purpose: CodePurpose }, meta: LoginMeta & { locale: Locale }): Promise<void> {
  const phone = checkedPhone(input.phone);
  const user = await findUserByPhone(em, phone);
  await codes.send(phone, input.purpose, { address: meta.ip, locale: meta.locale, deliver: user !== null });
}

/**
 * Checks a code under the sign-in throttle (key `phone:+86...`, with the address), as a
 * password is checked: a wrong or expired code counts as a failed sign-in. Returns the user.
 */
async function userByCode(em: EntityManager, throttle: LoginThrottle, codes: VerificationCodes, phone: Phone, purpose: CodePurpose, code: string, meta: LoginMeta): Promise<User> {
  const attempt = await reserveAttempt(throttle, `phone:${phone.e164}`, meta.ip);
  let user: User | null = null;
  let result: Awaited<ReturnType<VerificationCodes['check']>>;
  try {
    result = await codes.check(phone, purpose, code);
    // An unregistered phone's code is never sent; should one be guessed, it still signs no one in.
    if (result === 'ok') user = await findUserByPhone(em, phone);
  } catch (error) {
    await attempt.cancel();
    throw error;
  }
  if (!user) {
    attempt.failed();
    throw new AppError(result === 'expired' ? ERRNO.codeExpired : ERRNO.wrongCode);
  }
  await attempt.succeeded();
  return user;
}

/**
 * Enters an account by SMS (a session, a new password) under the lock of its tenant's role changes
 * (users.service `updateUser`), on the account as stored then: an entry with a number another account
 * set marks it (`smsEntryOnOthersNumber`), so a promotion after it sees the mark, and an entry after
 * a promotion that cleared the number finds the number gone.
 */
function enterBySms<T>(em: EntityManager, found: User, phone: Phone, enter: (tx: EntityManager, user: User) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await lockKeys(tx, `tenant-admins:${found.tenant.id}`);
    const user = await tx.findOne(User, { id: found.id }, { filters: false, refresh: true, populate: ['passwordHash'] });
    if (!user?.phone || !storedForms(phone).includes(user.phone)) throw new AppError(ERRNO.wrongCode);
    if (user.phoneSetByOther) user.smsEntryOnOthersNumber = true;
    return enter(tx, user);
  });
}

/** Phone sign-in (spec part 1 section 7): a session exactly like the account sign-in's. */
export async function loginWithPhone(em: EntityManager, throttle: LoginThrottle, codes: VerificationCodes, input: { phone: string; code: string }, meta: LoginMeta) {
  const phone = checkedPhone(input.phone, codeErrors(input.code));
  const found = await userByCode(em, throttle, codes, phone, 'login', input.code, meta);
  const { user, token, session } = await enterBySms(em, found, phone, async (tx, user) => ({ user, ...(await openSession(tx, user, meta)) }));
  return { user, token, expiresAt: session.expiresAt, sessionId: session.id };
}

/**
 * The public password reset (spec part 1 sections 2 and 5): the phone proves who it is with a
 * reset code; the new password needs at least 6 characters (that screen's rule). Every
 * session and integrator token of the user is revoked with it, in one transaction.
 */
export async function resetPasswordWithCode(
  em: EntityManager,
  throttle: LoginThrottle,
  codes: VerificationCodes,
  input: { phone: string; code: string; newPassword: string },
  meta: LoginMeta,
): Promise<Credential[]> {
  const passwordKey = checkResetPassword(input.newPassword);
  const phone = checkedPhone(input.phone, [...codeErrors(input.code), ...(passwordKey ? [{ field: 'newPassword', key: passwordKey }] : [])]);
  const found = await userByCode(em, throttle, codes, phone, 'reset', input.code, meta);
  const newHash = await hashPassword(input.newPassword);
  return enterBySms(em, found, phone, (tx, user) => {
    user.passwordHash = newHash;
    return revokeCredentials(tx, user.id);
  });
}
