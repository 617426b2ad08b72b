import type { Locale } from '../../contract/error-catalogue';
import type { Logger } from '../../core/logger';

export type CodePurpose = 'login' | 'reset';

/** One text message with a verification code. */
export type SmsMessage = {
  /** The number as the gateway dials it (prefix rule of spec part 1 section 9 applied). */
  to: string;
  /** The same number in E.164, for logs and lookups. */
  phone: string;
  purpose: CodePurpose;
  /** The code alone, for gateways that fill a template of their own. */
  code: string;
  /** The text in the requester's language. */
  text: string;
  locale: Locale;
};

/**
 * Where codes leave the system: an SMS gateway. `send` should hand the message over and return
 * quickly (queue it), since the caller waits for it; a rejection is reported to the user as
 * errorno 6 "failed to get a verification code" and the code is withdrawn.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export type OutboxEntry = SmsMessage & { sentAt: string };

/**
 * What the development provider "sent", newest last, for tests in process and (only with
 * SMS_OUTBOX_HTTP) for browser tests over `GET /dev/sms-outbox?phone=`. Bounded: a
 * development server left running does not grow.
 */
export class SmsOutbox {
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly max = 200) {}

  add(message: SmsMessage, at: Date): void {
    this.entries.push({ ...message, sentAt: at.toISOString() });
    if (this.entries.length > this.max) this.entries.splice(0, this.entries.length - this.max);
  }

  /** Messages to a number (E.164), newest first. */
  to(phone: string): OutboxEntry[] {
    return this.entries.filter((e) => e.phone === phone).reverse();
  }

  /** The newest message to a number, if any. */
  latest(phone: string): OutboxEntry | undefined {
    return this.to(phone)[0];
  }

  get size(): number {
    return this.entries.length;
  }
}

/**
 * The default provider: no gateway, the code goes to the outbox and (outside production) to the
 * server log. Fine for development and tests; a deployment that sends real SMS passes its own
 * provider to `startApp`. In production (`logCodes` false) the log says a code was asked for but
 * not the code: whoever reads a deployment's logs must not be able to sign in as its users.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';

  constructor(
    private readonly logger: Logger,
    readonly outbox: SmsOutbox,
    private readonly now: () => number = Date.now,
    private readonly logCodes = true,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.add(message, new Date(this.now()));
    if (this.logCodes) this.logger.info({ to: message.to, purpose: message.purpose, code: message.code }, 'SMS (development provider, not sent): verification code');
    else this.logger.warn({ purpose: message.purpose }, 'SMS (development provider, not sent): a verification code was asked for; no SMS gateway is configured, and in production the code is not logged');
  }
}

const TEXTS: Record<CodePurpose, Record<Locale, (code: string, minutes: number) => string>> = {
  login: {
    en: (code, minutes) => `Your sign-in code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
    'zh-CN': (code, minutes) => `您的登录验证码是 ${code}，${minutes} 分钟内有效，请勿泄露。`,
  },
  reset: {
    en: (code, minutes) => `Your password reset code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
    'zh-CN': (code, minutes) => `您的重置密码验证码是 ${code}，${minutes} 分钟内有效，请勿泄露。`,
  },
};

export function smsText(purpose: CodePurpose, locale: Locale, code: string, minutes: number): string {
  return TEXTS[purpose][locale](code, minutes);
}
