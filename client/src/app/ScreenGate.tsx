import { createContext, type ReactNode, useContext } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { NoPermission } from '../shared/permissions/NoPermission';
import { PermissionBoundary } from '../shared/permissions/PermissionBoundary';
import { useSession } from '../shared/session/useSession';
import type { NavigationDecision } from './guard';
import type { AppRoute } from './routes';

/** The guard's decision for the current route, for the screen below it (RootGuard provides it). */
export const GuardDecisionContext = createContext<NavigationDecision>({ action: 'allow' });

/**
 * Around each screen: the no-permission state when the guard found an API of the screen
 * missing from the caller's policy, otherwise the screen inside a permission boundary, so a
 * FORBIDDEN of one of its queries or subscriptions (a policy changed while open) shows the
 * same state instead of an error toast over empty data. Inside the shell the menu stays.
 */
export function ScreenGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const intl = useIntl();
  const decision = useContext(GuardDecisionContext);
  const { user } = useSession();
  const location = useLocation();
  const role = user?.roles[0] ?? null;
  const page = intl.formatMessage({ id: route.titleId });
  if (decision.action === 'noPermission') return <NoPermission missing={decision.missing} page={page} role={role} />;
  return (
    <PermissionBoundary apis={route.apis ?? []} page={page} role={role} resetKey={`${location.pathname}${location.search}`}>
      {children}
    </PermissionBoundary>
  );
}
