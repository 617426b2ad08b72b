import { serialize as serializeCookie } from 'cookie';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Language } from '../../contract/roles';
import type { AppContext } from '../../graphql/context';
import { LanguageEnum } from '../../graphql/enums';
import { currentUser, requireAuth } from '../../graphql/guards';
import { User } from '../users/user.entity';
import { login, resetPassword } from './auth.service';
import { LoginResult } from './auth.types';
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

  @Mutation(() => Boolean, { description: 'Signs out: revokes the session server-side, clears the cookie and closes its live sockets.' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    setTokenCookie(ctx, null);
    if (!ctx.auth) return false;
    const revoked = await revokeSessions(ctx.em, ctx.auth.userId, ctx.auth.sessionId);
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
    description: 'Changes the password: old wrong -> errorno 1002, same as old -> 1000, new needs 8+ characters with upper- and lower-case letters and digits. Success signs out every session.',
  })
  async resetPassword(@Ctx() ctx: AppContext, @Arg('oldPassword') @Bounded(TEXT_BOUNDS.password) oldPassword: string, @Arg('newPassword') @Bounded(TEXT_BOUNDS.password) newPassword: string): Promise<boolean> {
    const revoked = await resetPassword(ctx.em, ctx.app.throttle, requireAuth(ctx).userId, oldPassword, newPassword, { ip: ctx.ip });
    ctx.app.sockets.closeSessions(revoked);
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
