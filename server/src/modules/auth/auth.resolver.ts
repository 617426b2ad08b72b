import { serialize as serializeCookie } from 'cookie';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Language } from '../../contract/roles';
import type { AppContext } from '../../graphql/context';
import { LanguageEnum } from '../../graphql/enums';
import { currentUser, requireAuth } from '../../graphql/guards';
import { User } from '../users/user.entity';
import { login, resetPassword } from './auth.service';
import { requireSession } from './api-token.service';
import { CodePurposeEnum, LoginResult } from './auth.types';
import { loginWithPhone, resetPasswordWithCode, sendVerificationCode } from './phone-auth.service';
import type { CodePurpose } from './sms';
import { revokeSessions } from './session.service';
import { SESSION_MS, TOKEN_COOKIE } from './tokens';
import { Auth } from '../permissions/apis';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

function setTokenCookie(ctx: AppContext, token: string | null): void {
  const http = ctx.http;
  if (!http) return;
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: http.secure, path: '/' };
  const cookie = token
    ? serializeCookie(TOKEN_COOKIE, token, { ...options, maxAge: SESSION_MS / 1000, expires: new Date(Date.now() + SESSION_MS) })
    : serializeCookie(TOKEN_COOKIE, '', { ...options, expires: new Date(0) });
  http.res.appendHeader('set-cookie', cookie);
}

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description: 'Signs in with account and password; sets the `token` cookie and returns the token. Wrong credentials: errorno 8; too many failures: errorno 1001.',
  })
  async login(@Ctx() ctx: AppContext, @Arg('account') @Bounded(TEXT_BOUNDS.loginAccount) account: string, @Arg('password') @Bounded(TEXT_BOUNDS.password) password: string): Promise<LoginResult> {
    const result = await login(ctx.em, ctx.app.throttle, account, password, { ip: ctx.ip, userAgent: ctx.userAgent });
    setTokenCookie(ctx, result.token);
    return result;
  }

  @Mutation(() => Boolean, {
    description:
      'Sends a 6-digit SMS code for `loginWithPhone` (purpose login) or `resetPasswordWithCode` (purpose reset). `phone` in E.164 (`+8613800000002`; a mainland number may omit +86), valid for its country. The answer is true for every valid phone, registered or not (only a registered one gets a text). A code lives 5 minutes and replaces the previous one of that phone and purpose. Limits: one send per phone per 60 s (errorno 1030 with `seconds`), 10 per phone and 30 per client address in 24 h (1031 with `hours`); a gateway failure is errorno 6.',
  })
  async sendVerificationCode(
    @Ctx() ctx: AppContext,
    @Arg('phone', { description: 'The phone number, E.164.' }) @Bounded(TEXT_BOUNDS.phone) phone: string,
    @Arg('purpose', () => CodePurposeEnum) purpose: CodePurpose,
  ): Promise<boolean> {
    await sendVerificationCode(ctx.em, ctx.app.codes, { phone, purpose }, { ip: ctx.ip, locale: ctx.locale });
    return true;
  }

  @Mutation(() => LoginResult, {
    description:
      'Signs in with a phone and the SMS code sent for purpose login: a session exactly like `login` (cookie and token). A wrong code is errorno 7 (the fifth wrong try voids the code), an expired, used or voided one 1032; wrong codes count in the sign-in throttle like wrong passwords (1001).',
  })
  async loginWithPhone(
    @Ctx() ctx: AppContext,
    @Arg('phone') @Bounded(TEXT_BOUNDS.phone) phone: string,
    @Arg('code', { description: 'The 6-digit code.' }) @Bounded(TEXT_BOUNDS.verificationCode) code: string,
  ): Promise<LoginResult> {
    const result = await loginWithPhone(ctx.em, ctx.app.throttle, ctx.app.codes, { phone, code }, { ip: ctx.ip, userAgent: ctx.userAgent });
    setTokenCookie(ctx, result.token);
    return result;
  }

  @Mutation(() => Boolean, {
    description:
      'The public password reset: sets a new password (at least 6 characters) for the user of this phone with the SMS code sent for purpose reset, and signs out every session and revokes every integrator token of that user (their live sockets close with 4401). Code errors as in `loginWithPhone`.',
  })
  async resetPasswordWithCode(
    @Ctx() ctx: AppContext,
    @Arg('phone') @Bounded(TEXT_BOUNDS.phone) phone: string,
    @Arg('code') @Bounded(TEXT_BOUNDS.verificationCode) code: string,
    @Arg('newPassword') @Bounded(TEXT_BOUNDS.password) newPassword: string,
  ): Promise<boolean> {
    const revoked = await resetPasswordWithCode(ctx.em, ctx.app.throttle, ctx.app.codes, { phone, code, newPassword }, { ip: ctx.ip });
    ctx.app.sockets.close(revoked);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Signs out: revokes the session server-side, clears the cookie and closes its live sockets. False without a session (an integrator token is revoked with `revokeApiToken`).' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    setTokenCookie(ctx, null);
    if (!ctx.auth || ctx.auth.credential.kind !== 'session') return false;
    const revoked = await revokeSessions(ctx.em, ctx.auth.userId, ctx.auth.credential.id);
    ctx.app.sockets.closeSessions(revoked);
    return true;
  }

  @Auth()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: AppContext): Promise<User> {
    return currentUser(ctx);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Changes the password: old wrong -> errorno 1002, same as old -> 1000, new needs 8+ characters with upper- and lower-case letters and digits; with an integrator token -> 1034 (a leaked token must not take the account over). Success signs out every session and revokes every integrator token of the user.',
  })
  async resetPassword(@Ctx() ctx: AppContext, @Arg('oldPassword') @Bounded(TEXT_BOUNDS.password) oldPassword: string, @Arg('newPassword') @Bounded(TEXT_BOUNDS.password) newPassword: string): Promise<boolean> {
    const auth = requireAuth(ctx);
    requireSession(auth);
    const revoked = await resetPassword(ctx.em, ctx.app.throttle, auth.userId, oldPassword, newPassword, { ip: ctx.ip });
    ctx.app.sockets.close(revoked);
    setTokenCookie(ctx, null);
    return true;
  }

  @Auth()
  @Mutation(() => User, { description: 'Keeps the interface language for the signed-in user.' })
  async setLanguage(@Ctx() ctx: AppContext, @Arg('language', () => LanguageEnum) language: Language): Promise<User> {
    const user = await currentUser(ctx);
    user.language = language;
    await ctx.em.flush();
    return user;
  }
}
