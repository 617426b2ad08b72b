import { forbidden, unauthenticated } from '../core/errors';
import { isPermitted, isRoleAllowed } from '../modules/permissions/policy';
import type { AppContext } from './context';
import type { GuardCheck } from './directives';

/** What `@auth` and `@permission` mean for a request. */
export const checkGuard: GuardCheck<AppContext> = async (ctx, guard) => {
  if (!ctx.auth) throw unauthenticated();
  const { role } = ctx.auth;
  if (guard.auth && !isRoleAllowed(role, guard.auth.roles)) throw forbidden();
  if (guard.permission) {
    const policy = role === 'super_admin' ? null : await ctx.app.policies.policyFor(role);
    if (!isPermitted(role, policy, guard.permission)) throw forbidden();
  }
};
