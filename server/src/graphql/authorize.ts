import { forbidden, unauthenticated } from '../core/errors';
import { isPermitted, isRoleAllowed } from '../modules/permissions/policy';
import type { ApiRef } from '../contract/apis';
import type { Role } from '../contract/roles';
import type { AppContext, AppServices } from './context';
import type { GuardCheck } from './directives';

/**
 * What `permitted` reads of a context: the role policies. A request's `AppContext` is one; a plain
 * HTTP route or a service holding only the store passes `{ app }` or `{ app: { policies } }`.
 */
export type PolicyContext = { app: Pick<AppServices, 'policies'> };

/**
 * Whether a role's policy holds this API (super_admin always; a policy that failed to load denies):
 * at once when the policy is in memory, loaded first otherwise. The one permission decision of the
 * server: the field guard, `callerMay`, the plain HTTP routes (/customer, /files) and the services' own checks.
 */
export function permitted(ctx: PolicyContext, role: Role, api: ApiRef): boolean | Promise<boolean> {
  if (role === 'super_admin') return true;
  const cached = ctx.app.policies.cachedPolicy(role);
  if (cached) return isPermitted(role, cached, api);
  return ctx.app.policies.policyFor(role).then((policy) => isPermitted(role, policy, api));
}

/** What `@auth` and `@permission` mean for a request. */
export const checkGuard: GuardCheck<AppContext> = (ctx, guard) => {
  if (!ctx.auth) throw unauthenticated();
  const { role } = ctx.auth;
  if (guard.auth && !isRoleAllowed(role, guard.auth.roles)) throw forbidden();
  if (!guard.permission) return;
  const decided = permitted(ctx, role, guard.permission);
  if (decided === true) return;
  if (decided === false) throw forbidden();
  return decided.then((ok) => {
    if (!ok) throw forbidden();
  });
};

/** Whether the signed-in caller's role policy holds this API: for what a field shows, not whether it runs. */
export async function callerMay(ctx: AppContext, api: ApiRef): Promise<boolean> {
  return !!ctx.auth && (await permitted(ctx, ctx.auth.role, api));
}
