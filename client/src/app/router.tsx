import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../features/common/ComingSoonPage';
import { NotFoundPage } from '../features/common/NotFoundPage';
import { INDEX_PATH } from '../shared/utils/origin';
import { lazyPage } from './lazyPage';
import { RootGuard, type RouteHandle } from './RootGuard';
import { RouteErrorPage } from './RouteErrorPage';
import { type AppRoute, INDEX_ROUTE, NOT_FOUND_ROUTE, ROUTE_TABLE, withFullVariants } from './routes';
import { Shell } from './shell/Shell';

// Every screen is its own chunk; the explorer's (GraphiQL) is by far the largest.
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const StarterPage = lazyPage(() => import('../features/auth/StarterPage'), 'StarterPage');
const DeviceOverviewKanban = lazyPage(() => import('../features/kanbans/routes/DeviceOverviewKanban'), 'DeviceOverviewKanban');
const DeviceDetailKanban = lazyPage(() => import('../features/kanbans/routes/DeviceDetailKanban'), 'DeviceDetailKanban');
const DistributionKanban = lazyPage(() => import('../features/kanbans/routes/DistributionKanban'), 'DistributionKanban');
const PopularityKanban = lazyPage(() => import('../features/kanbans/routes/PopularityKanban'), 'PopularityKanban');
const UtilizationKanban = lazyPage(() => import('../features/kanbans/routes/UtilizationKanban'), 'UtilizationKanban');
const ExplorerPage = lazyPage(() => import('../features/explorer/ExplorerPage'), 'ExplorerPage');

function pageFor(route: AppRoute): ReactNode {
  switch (route.page) {
    case 'login':
      return <LoginPage />;
    case 'starter':
      return <StarterPage />;
    case 'forgotpwd':
      return <ComingSoonPage titleId={route.titleId} backTo={{ to: '/login', labelId: 'route_login' }} />;
    case 'overview':
      return <DeviceOverviewKanban />;
    case 'detail':
      return <DeviceDetailKanban />;
    case 'distribution':
      return <DistributionKanban />;
    case 'popularity':
      return <PopularityKanban />;
    case 'utilization':
      return <UtilizationKanban />;
    case 'explorer':
      return <ExplorerPage />;
    case 'comingSoon':
      return <ComingSoonPage titleId={route.titleId} kanban={route.kanban} />;
  }
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  // Full-screen kanbans fill the window without the shell.
  const element = route.layout === 'bare' && route.kanban ? <Box h="100vh">{pageFor(route)}</Box> : pageFor(route);
  return { path: route.path, handle, element };
}

/** The react-router tree built from the route table, guarded at its root. */
export function buildRoutes(): RouteObject[] {
  const routes = withFullVariants(ROUTE_TABLE);
  return [
    {
      element: <RootGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, handle: { route: INDEX_ROUTE } satisfies RouteHandle, element: <Navigate to={INDEX_PATH} replace /> },
        ...routes.filter((r) => r.layout === 'bare').map(toRouteObject),
        { element: <Shell />, children: routes.filter((r) => r.layout === 'shell').map(toRouteObject) },
        { path: '*', handle: { route: NOT_FOUND_ROUTE } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
