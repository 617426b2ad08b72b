import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { CodeStore } from './code-store';
import type { AttemptStore, ThrottleKey } from './login-throttle';
import { type Phone, smsDestination } from './phone';
import { type CodePurpose, type SmsProvider, smsText } from './sms';

/**
 * Rules of SMS verification codes. The spec fixes 6 digits and the 60 s resend countdown
 * (part 1 section 9); the life of a code, the wrong tries it survives and the daily caps are
 * ours (docs/api.md), the caps configurable.
 */
export const CODE_RULES = {
  digits: 6,
  /** A code is valid this long after it was sent. */
  lifeMs: 5 * 60_000,
  /** At most one send per phone in this window (the client's countdown). */
  resendMs: 60_000,
  /** Wrong codes a code survives: the fifth wrong try voids it. */
  maxWrong: 5,
  /** The window of the daily caps. */
  dayMs: 24 * 60 * 60_000,
} as const;

export type SendLimits = { phoneDaily: number; addressDaily: number };

type Refusal = { errorno: typeof ERRNO.codeSentRecently | typeof ERRNO.codeDailyLimit; retryAfterMs: number };

/**
 * Sends per phone (one per 60 s, `phoneDaily` per 24 h) and per client address
 * (`addressDaily` per 24 h), counted in the sign-in throttle's store (in memory, or Redis
 * shared by every instance). Each send is reserved under every key before anything is sent,
 * so parallel requests cannot pass together; a refused or failed send is withdrawn.
 */
export class SendLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: SendLimits,
  ) {}

  async reserve(phone: string, address: string | undefined, now: number): Promise<{ cancel(): Promise<void> } | Refusal> {
    const id = randomBytes(12).toString('base64url');
    const groups: { windowMs: number; keys: ThrottleKey[]; errorno: Refusal['errorno'] }[] = [
      { windowMs: CODE_RULES.resendMs, keys: [{ key: `recent:${phone}`, max: 1 }], errorno: ERRNO.codeSentRecently },
      {
        windowMs: CODE_RULES.dayMs,
        keys: [{ key: `day:${phone}`, max: this.limits.phoneDaily }, ...(address ? [{ key: `day-address:${address}`, max: this.limits.addressDaily }] : [])],
        errorno: ERRNO.codeDailyLimit,
      },
    ];
    const taken: string[] = [];
    for (const group of groups) {
      const counts = await this.store.add(group.keys, id, now, group.windowMs);
      taken.push(...group.keys.map((k) => k.key));
      const over = counts.filter((c, i) => c.count > group.keys[i].max);
      if (over.length) {
        await this.store.remove(taken, id);
        return { errorno: group.errorno, retryAfterMs: Math.max(1000, Math.max(...over.map((c) => c.freeAt)) - now) };
      }
    }
    return { cancel: () => this.store.remove(taken, id) };
  }
}

export type CheckResult = 'ok' | 'wrong' | 'expired';

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/**
 * Verification codes by phone and purpose: made from a CSPRNG, kept only as a salted hash
 * with their expiry, one active code per phone and purpose, voided after `maxWrong` wrong
 * tries. Where they are kept (`CodeStore`) decides whether instances share them.
 */
export class VerificationCodes {
  constructor(
    private readonly store: CodeStore,
    private readonly limiter: SendLimiter,
    private readonly sms: SmsProvider,
    private readonly options: { phonePrefix: string; logger: Logger; now: () => number },
  ) {}

  private key(phone: Phone, purpose: CodePurpose): string {
    return `${purpose}:${phone.e164}`;
  }

  /**
   * Makes a new code for the phone and, when `deliver`, texts it. An unregistered phone gets
   * a code too (never sent, never usable): it costs the same limits and answers the same
   * wrong-code errors, so nothing tells whether a phone is registered.
   */
  async send(phone: Phone, purpose: CodePurpose, options: { address?: string; locale: Locale; deliver: boolean }): Promise<void> {
    const now = this.options.now();
    const reservation = await this.limiter.reserve(phone.e164, options.address, now);
    if ('errorno' in reservation) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      const params: Record<string, number> = reservation.errorno === ERRNO.codeSentRecently ? { seconds } : { hours: Math.ceil(seconds / 3600) };
      throw new AppError(reservation.errorno, params, { httpStatus: 429 });
    }
    const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
    const id = randomBytes(16).toString('base64url');
    const key = this.key(phone, purpose);
    await this.store.put(key, { id, hash: hashOf(id, code).toString('hex'), expiresAt: now + CODE_RULES.lifeMs }, now);
    if (!options.deliver) return;
    try {
      await this.sms.send({
        to: smsDestination(phone, this.options.phonePrefix),
        phone: phone.e164,
        purpose,
        code,
        text: smsText(purpose, options.locale, code, CODE_RULES.lifeMs / 60_000),
        locale: options.locale,
      });
    } catch (error) {
      this.options.logger.error({ err: error, provider: this.sms.name }, 'SMS provider failed; verification code withdrawn');
      await this.store.remove(key, id);
      await reservation.cancel();
      throw new AppError(ERRNO.codeNotSent);
    }
  }

  /**
   * Checks a code: 'ok' uses it up; 'wrong' counts a try (the `maxWrong`th voids it);
   * 'expired' when there is no usable code (never sent, expired, used or voided).
   */
  async check(phone: Phone, purpose: CodePurpose, code: string): Promise<CheckResult> {
    const key = this.key(phone, purpose);
    const tried = await this.store.reserveTry(key, this.options.now(), CODE_RULES.maxWrong);
    if (!tried) return 'expired';
    const expected = Buffer.from(tried.hash, 'hex');
    const given = hashOf(tried.id, code);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await this.store.remove(key, tried.id);
      return 'ok';
    }
    if (tried.tries >= CODE_RULES.maxWrong) await this.store.remove(key, tried.id);
    return 'wrong';
  }
}
