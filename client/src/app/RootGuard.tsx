import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { ForbiddenPage } from '../features/common/ForbiddenPage';
import { usePermissions } from '../shared/permissions/usePermissions';
import { useSession } from '../shared/session/useSession';
import { PageLoading } from '../shared/widgets/PageLoading';
import { decideNavigation } from './guard';
import type { RouteMeta } from './routes';
import { GuardDecisionContext } from './ScreenGate';

/** What each react-router route carries in its `handle`. */
export type RouteHandle = { route: RouteMeta };

/**
 * Runs the guard on every navigation and keeps document.title in step with the route; the
 * screens learn a no-permission decision from GuardDecisionContext (ScreenGate shows it).
 */
export function RootGuard() {
  const intl = useIntl();
  const location = useLocation();
  const matches = useMatches();
  const { isInitialised, user } = useSession();
  const permissions = usePermissions();

  const route = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)?.handle as RouteHandle | undefined;
  const decision = decideNavigation({
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    isInitialised,
    isLoggedIn: !!user,
    roles: user?.roles ?? [],
    route: route?.route,
    permissions,
  });

  // A redirect's target sets its own title; the page being left must not flash its title.
  const titleId =
    decision.action === 'redirect'
      ? null
      : decision.action === 'forbidden'
        ? 'route_forbidden'
        : (route?.route.titleId ?? 'route_notfound');
  useEffect(() => {
    if (titleId) document.title = `${intl.formatMessage({ id: titleId })} - ${intl.formatMessage({ id: 'app_name' })}`;
  }, [intl, titleId]);

  // The loading state while the redirect's target loads: the app's first render is a redirect (to
  // /starter), and an empty one had blanked index.html's loading state until the target's own showed.
  if (decision.action === 'redirect') {
    return (
      <>
        <Navigate to={decision.to} replace />
        <PageLoading />
      </>
    );
  }
  if (decision.action === 'pending') return <PageLoading />;
  if (decision.action === 'forbidden') return <ForbiddenPage titleId={route?.route.titleId ?? 'route_notfound'} role={user?.roles[0] ?? null} />;
  return (
    <GuardDecisionContext.Provider value={decision}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </GuardDecisionContext.Provider>
  );
}
