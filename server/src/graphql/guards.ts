import { unauthenticated } from '../core/errors';
import { User } from '../modules/users/user.entity';
import type { AppContext, AuthState } from './context';

/** For resolvers behind `@auth`/`@permission`: the signed-in caller (the directive has already checked). */
export function requireAuth(ctx: AppContext): AuthState {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}

/** The signed-in caller's `User` entity, loaded into this request's EntityManager (once: the identity map keeps it). */
export async function currentUser(ctx: AppContext): Promise<User> {
  const { userId } = requireAuth(ctx);
  // The caller's own row, whatever the scope filter says (as at sign-in).
  const user = await ctx.em.findOne(User, { id: userId }, { filters: false });
  if (!user) throw unauthenticated();
  return user;
}
