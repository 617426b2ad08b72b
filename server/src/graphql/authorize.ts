import { forbidden, unauthenticated } from '../core/errors';
import { isPermitted, isRoleAllowed } from '../modules/permissions/policy';
import type { ApiRef } from '../contract/apis';
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

/** Whether the signed-in caller's role policy holds this API (super_admin always): for what a field shows, not whether it runs. */
export async function callerMay(ctx: AppContext, api: ApiRef): Promise<boolean> {
  if (!ctx.auth) return false;
  const { role } = ctx.auth;
  if (role === 'super_admin') return true;
  return isPermitted(role, ctx.app.policies.cachedPolicy(role) ?? (await ctx.app.policies.policyFor(role)), api);
}
