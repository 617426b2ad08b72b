import { unauthenticated } from '../core/errors';
import type { AppContext, AuthState } from './context';

/** For resolvers behind `@auth`/`@permission`: the signed-in caller (the directive has already checked). */
export function requireAuth(ctx: AppContext): AuthState {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}
