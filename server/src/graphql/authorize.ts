import { forbidden, unauthenticated } from '../core/errors';
import { isPermitted, isRoleAllowed } from '../modules/permissions/policy';
import type { AppContext } from './context';
import type { GuardCheck } from './directives';

/** What `@auth` and `@permission` mean for a request. */
export const checkGuard: GuardCheck<AppContext> = (ctx, guard) => {
  if (!ctx.auth) throw unauthenticated();
  const { role } = ctx.auth;
  if (guard.auth && !isRoleAllowed(role, guard.auth.roles)) throw forbidden();
  const permission = guard.permission;
  if (!permission || role === 'super_admin') return;
  const decide = (policy: ReadonlySet<string> | null) => {
    if (!isPermitted(role, policy, permission)) throw forbidden();
  };
  // Decided at once with the role's policy in memory; loaded first otherwise.
  const cached = ctx.app.policies.cachedPolicy(role);
  if (cached) return decide(cached);
  return ctx.app.policies.policyFor(role).then(decide);
};
